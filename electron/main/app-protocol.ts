/**
 * The app:// protocol serving the built renderer, so the UI never loads from file:// (which would
 * grant it the whole disk's origin) nor from any remote URL.
 */
import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { SECURITY_HEADERS } from '../shared/csp';
import { contentType, resolveStaticFile } from '../shared/static-files';

export const APP_SCHEME = 'app';
export const APP_HOST = 'renderer';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } },
  ]);
}

export function serveAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? resolveStaticFile(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404, headers: SECURITY_HEADERS });
    const body = await readFile(file);
    return new Response(body, { status: 200, headers: { ...SECURITY_HEADERS, 'Content-Type': contentType(file) } });
  });
}

/** True when `url` is a page of ours (the only origin allowed to talk to the main process). */
export function isAppUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
  } catch {
    return false;
  }
}
