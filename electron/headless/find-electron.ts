/** Locating the Electron binary without failing when the optional package or its download is missing. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Path of the Electron executable, or why there is none. */
export function findElectron(): { ok: true; path: string } | { ok: false; reason: string } {
  try {
    // The `electron` package exports the binary's path; it throws if the download never happened.
    const path: unknown = createRequire(import.meta.url)('electron');
    if (typeof path === 'string' && existsSync(path)) return { ok: true, path };
    return { ok: false, reason: 'the Electron binary is missing' };
  } catch (e) {
    const msg = e instanceof Error ? e.message.split('\n')[0] : String(e);
    return { ok: false, reason: /Cannot find module/.test(msg ?? '') ? 'the electron package is not installed' : (msg ?? 'unknown error') };
  }
}

