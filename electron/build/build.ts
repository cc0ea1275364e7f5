/**
 * Builds what the app runs: the renderer (Vite → dist/renderer) and the Electron main process,
 * preload and bot worker (esbuild → CommonJS in dist/electron). better-sqlite3 stays external
 * (a native module: its Electron build sits beside npm's, see native-build.ts), as does electron.
 * Where Electron is installed, its better-sqlite3 build is prepared too (once).
 * Run: npx tsx electron/build/build.ts [renderer|electron]
 */
import { build as esbuild, type BuildOptions } from 'esbuild';
import { build as viteBuild } from 'vite';
import { fileURLToPath } from 'node:url';
import type { Result } from '../../engine/core/result';
import { findElectron } from '../headless/find-electron';
import {
  ensureElectronBuild,
  installedElectronVersion,
  type ElectronInstall,
  type Prepared,
  type PrepareFailure,
} from './native-build';

const root = fileURLToPath(new URL('../../', import.meta.url));

export async function buildRenderer(): Promise<void> {
  await viteBuild({ configFile: `${root}vite.config.ts`, logLevel: 'warn' });
}

/** How Electron's main process is bundled; also used for scripts that must run like it (tests). */
export const MAIN_BUNDLE_OPTIONS: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: ['node22', 'chrome140'],
  sourcemap: true,
  external: ['electron', 'better-sqlite3'],
  logLevel: 'warning',
  // The .ts-worker branch of BotService (uses import.meta.url) never runs in the bundled app.
  logOverride: { 'empty-import-meta': 'silent' },
};

/** The Electron side of the app's native module, when Electron is installed. */
export type ElectronNative =
  | { readonly kind: 'no-electron'; readonly reason: string }
  | { readonly kind: 'skipped' }
  | {
      readonly kind: 'prepared';
      readonly electron: Required<ElectronInstall>;
      readonly result: Result<Prepared, PrepareFailure>;
    };

export async function buildElectron(
  options: { native?: boolean; log?: (line: string) => void } = {},
): Promise<ElectronNative> {
  const common = MAIN_BUNDLE_OPTIONS;
  await Promise.all([
    esbuild({ ...common, entryPoints: ['electron/main/main.ts'], outfile: 'dist/electron/main.cjs' }),
    // The sandboxed preload may only require('electron'): everything else is bundled in.
    esbuild({
      ...common,
      entryPoints: ['electron/preload/preload.ts'],
      outfile: 'dist/electron/preload.cjs',
      external: ['electron'],
    }),
    esbuild({ ...common, entryPoints: ['electron/main/bot-worker-entry.ts'], outfile: 'dist/electron/bot-worker.cjs' }),
  ]);
  if (options.native === false) return { kind: 'skipped' };
  // Only where Electron's binary is present: without it (CI, web mode) there is nothing to run.
  const found = findElectron();
  if (!found.ok) return { kind: 'no-electron', reason: found.reason };
  const electron = { path: found.path, version: installedElectronVersion() ?? '?' };
  return {
    kind: 'prepared',
    electron,
    result: await ensureElectronBuild(electron, options.log ?? ((l) => console.log(l))),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const what = process.argv[2];
  if (what !== 'electron') await buildRenderer();
  if (what !== 'renderer') {
    const native = await buildElectron();
    if (native.kind === 'prepared' && !native.result.ok) console.log(native.result.error.message);
  }
  console.log(`built ${what ?? 'renderer and electron'} into dist/`);
}
