/** Locating the Electron binary without failing when the optional package or its download is missing. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Path of the Electron executable, or why there is none. */
export function findElectron(): { ok: true; path: string } | { ok: false; reason: string } {
  // Ask a plain Node process: under tsx or Vite, `require('electron')` would go through the
  // tsconfig `paths` fallback typings instead of node_modules. The `electron` package's main
  // export is the binary's path, and it throws if the binary download never happened.
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  try {
    const path = execFileSync(process.execPath, ['-e', 'process.stdout.write(String(require("electron")))'], {
      cwd: root,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 20_000,
    });
    if (path && existsSync(path)) return { ok: true, path };
    return { ok: false, reason: 'the Electron binary is missing' };
  } catch (e) {
    const stderr = typeof e === 'object' && e !== null && 'stderr' in e ? String(e.stderr) : String(e);
    if (/Cannot find module 'electron'/.test(stderr))
      return { ok: false, reason: 'the electron package is not installed' };
    if (/failed to install correctly/i.test(stderr))
      return { ok: false, reason: 'the Electron binary was never downloaded' };
    const line = stderr.split('\n').find((l) => /Error/.test(l)) ?? 'unknown error';
    return { ok: false, reason: line.trim() };
  }
}
