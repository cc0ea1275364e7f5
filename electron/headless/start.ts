/**
 * `npm start`: build, then open the desktop window if the Electron binary is installed; otherwise
 * say so plainly and serve the same UI in web mode on localhost.
 * Flags: --db FILE (or RICHARD3_DB), --port N (web mode), --web (web mode even if Electron exists).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildElectron, buildRenderer } from '../build/build';
import { findElectron } from './find-electron';
import { serveWebMode } from './serve';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { db: { type: 'string' }, port: { type: 'string' }, web: { type: 'boolean' } } });
  console.log('Building…');
  await buildRenderer();
  await buildElectron();
  const electron = values.web ? { ok: false as const, reason: '--web was given' } : findElectron();
  if (electron.ok) {
    const args = [root, ...(values.db ? ['--db', values.db] : [])];
    const child = spawn(electron.path, args, { stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
    return;
  }
  console.log('');
  console.log(`Electron is unavailable (${electron.reason}), so the desktop window cannot open.`);
  console.log('Starting web mode instead: the same game, in your browser.');
  console.log('');
  await serveWebMode({ ...(values.db ? { db: values.db } : {}), port: values.port ? Number(values.port) : 5173 });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
