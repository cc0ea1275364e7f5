/**
 * Web mode's key: a random token made at each launch and printed in the address. The first visit
 * trades it for an HttpOnly, SameSite=Strict cookie (and drops it from the address bar); every
 * HTTP request and WebSocket upgrade must then carry that cookie. Other processes and users on
 * the machine can reach 127.0.0.1, but cannot read the terminal or the browser's cookie jar.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_PARAM = 'token';

export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Cookies ignore ports: two hosts on one machine each need their own cookie name. */
export const cookieName = (port: number): string => `r3-key-${port}`;

export function sameToken(given: string | null | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The value of cookie `name` in the request, if any. */
export function requestCookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function hasAccessCookie(req: IncomingMessage, token: string, port: number): boolean {
  return sameToken(requestCookie(req, cookieName(port)), token);
}

export function accessCookie(token: string, port: number): string {
  return `${cookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}
