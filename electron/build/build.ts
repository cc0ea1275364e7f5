/**
 * Builds what the app runs: the renderer (Vite → dist/renderer) and the Electron main process,
 * preload and bot worker (esbuild → CommonJS in dist/electron). better-sqlite3 stays external
 * (a native module, rebuilt for Electron by `npm run dist`), as does electron itself.
 * Run: npx tsx electron/build/build.ts [renderer|electron]
 */
import { build as esbuild, type BuildOptions } from 'esbuild';
import { build as viteBuild } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export async function buildRenderer(): Promise<void> {
  await viteBuild({ configFile: `${root}vite.config.ts`, logLevel: 'warn' });
}

export async function buildElectron(): Promise<void> {
  const common: BuildOptions = {
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
  await Promise.all([
    esbuild({ ...common, entryPoints: ['electron/main/main.ts'], outfile: 'dist/electron/main.cjs' }),
    // The sandboxed preload may only require('electron'): everything else is bundled in.
    esbuild({ ...common, entryPoints: ['electron/preload/preload.ts'], outfile: 'dist/electron/preload.cjs', external: ['electron'] }),
    esbuild({ ...common, entryPoints: ['electron/main/bot-worker-entry.ts'], outfile: 'dist/electron/bot-worker.cjs' }),
  ]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const what = process.argv[2];
  if (what !== 'electron') await buildRenderer();
  if (what !== 'renderer') await buildElectron();
  console.log(`built ${what ?? 'renderer and electron'} into dist/`);
}
