/**
 * The Content-Security-Policy for the UI, in both hosts (Electron's app:// protocol and the web
 * host's HTTP server) and as a meta tag in renderer/index.html (keep them identical).
 * No inline scripts, no eval, nothing remote. Pixi will need `pixi.js/unsafe-eval`, not a looser CSP.
 */
export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
