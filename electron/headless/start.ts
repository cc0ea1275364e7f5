/**
 * `npm start`: build, prepare better-sqlite3 for Electron if that build is missing, then open the
 * desktop window. Without the Electron binary, or when the SQLite module for it cannot be had
 * (offline and no compiler), say exactly why and what to run, and serve the same UI in web mode.
 * Flags: --db FILE (or RICHARD3_DB), --port N (web mode), --web (web mode even if Electron exists).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildElectron, buildRenderer } from '../build/build';
import { launchPlan } from './launch-plan';
import { serveWebMode } from './serve';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { db: { type: 'string' }, port: { type: 'string' }, web: { type: 'boolean' } },
  });
  console.log('Building…');
  await buildRenderer();
  const plan = launchPlan(await buildElectron({ native: !values.web }));
  if (plan.kind === 'window') {
    const args = [root, ...(values.db ? ['--db', values.db] : [])];
    const child = spawn(plan.electronPath, args, { stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
    return;
  }
  console.log('');
  console.log(plan.reason);
  console.log('Starting web mode instead: the same game, in your browser.');
  console.log('');
  await serveWebMode({ ...(values.db ? { db: values.db } : {}), port: values.port ? Number(values.port) : 5173 });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
