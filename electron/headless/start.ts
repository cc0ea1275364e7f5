/**
 * `npm start`: build, prepare better-sqlite3 for Electron if that build is missing, then open the
 * desktop window. Without the Electron binary, or when the SQLite module for it cannot be had
 * (offline and no compiler), say exactly why and what to run, and serve the same UI in web mode.
 * Flags: --db FILE (or RICHARD3_DB), --port N (web mode), --web (web mode even if Electron exists).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildElectron, buildRenderer, type ElectronNative } from '../build/build';
import { serveWebMode } from './serve';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { db: { type: 'string' }, port: { type: 'string' }, web: { type: 'boolean' } } });
  console.log('Building…');
  await buildRenderer();
  const native = await buildElectron({ native: !values.web });
  const reason = whyNoWindow(native);
  if (reason === null && native.kind === 'prepared') {
    const args = [root, ...(values.db ? ['--db', values.db] : [])];
    const child = spawn(native.electron.path, args, { stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
    return;
  }
  console.log('');
  console.log(`${reason ?? 'Electron is unavailable'}, so the desktop window cannot open.`);
  console.log('Starting web mode instead: the same game, in your browser.');
  console.log('');
  await serveWebMode({ ...(values.db ? { db: values.db } : {}), port: values.port ? Number(values.port) : 5173 });
}

function whyNoWindow(native: ElectronNative): string | null {
  if (native.kind === 'skipped') return 'Web mode was asked for (--web)';
  if (native.kind === 'no-electron') return `Electron is unavailable (${native.reason})`;
  if (!native.result.ok) return `${native.result.error.message}\n\nThe SQLite module for Electron is missing`;
  return null;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
