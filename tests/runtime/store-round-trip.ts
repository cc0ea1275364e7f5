/**
 * Runs inside another runtime (the Node 24 stand-in), bundled to CommonJS like Electron's main: the
 * real store through the app's own build selection. Prints one JSON line.
 *   store-round-trip.cjs round-trip <db path> <actions>   open, create, play, close, reopen, resume
 *   store-round-trip.cjs npm-build                         load npm's build (made for another ABI)
 */
import { appRegistry } from '../../electron/games';
import { createAppServices } from '../../electron/services/app-services';
import { loadBinding, npmBuildPath, sqliteBinding, sqlitePackageDir } from '../../electron/services/sqlite-binding';
import { openSqliteStore } from '../../electron/services/sqlite-store';

type Line = Record<string, unknown>;

const runtime = { node: process.versions.node, abi: process.versions.modules };

async function roundTrip(dbPath: string, actions: number): Promise<Line> {
  const binding = sqliteBinding();
  const first = openSqliteStore(dbPath, appRegistry);
  if (!first.ok) return { ok: false, runtime, error: first.error };
  const a = createAppServices({ registry: appRegistry, store: first.value.store, bots: null });
  const created = a.games.create({
    moduleId: 'richard-iii',
    scenario: 'wars-of-the-roses',
    seed: 42,
    name: 'Stand-in',
    seats: { york: { kind: 'human' }, lancaster: { kind: 'human' } },
  });
  if (!created.ok) return { ok: false, runtime, error: created.error };
  const id = created.value.id;
  for (let i = 0; i < actions; i++) {
    const overview = a.games.view(id, null);
    if (!overview.ok) return { ok: false, runtime, error: overview.error };
    const player = overview.value.toAct[0];
    if (!player) break;
    const mine = a.games.view(id, player);
    if (!mine.ok) return { ok: false, runtime, error: mine.error };
    const submitted = a.games.submit(id, player, mine.value.legalActions[0], mine.value.actionCount);
    if (!submitted.ok) return { ok: false, runtime, error: submitted.error };
  }
  const before = a.games.view(id, null);
  await a.close();

  const second = openSqliteStore(dbPath, appRegistry);
  if (!second.ok) return { ok: false, runtime, error: second.error };
  const b = createAppServices({ registry: appRegistry, store: second.value.store, bots: null });
  const listed = b.saves.list();
  const after = b.games.view(id, null);
  await b.close();
  return {
    ok: true,
    runtime,
    binding: binding.ok ? { source: binding.value.source, path: binding.value.path } : binding.error,
    saved: listed.ok ? listed.value.map((s) => ({ name: s.name, actionCount: s.actionCount })) : listed.error,
    actionCountBefore: before.ok ? before.value.actionCount : null,
    actionCountAfter: after.ok ? after.value.actionCount : null,
    sameView: before.ok && after.ok && JSON.stringify(before.value.view) === JSON.stringify(after.value.view),
  };
}

function npmBuild(): Line {
  const pkgDir = sqlitePackageDir();
  if (!pkgDir) return { ok: false, runtime, error: 'better-sqlite3 is not installed' };
  const loaded = loadBinding({ source: 'npm', path: npmBuildPath(pkgDir) });
  return loaded.ok ? { ok: true, runtime } : { ok: false, runtime, error: loaded.error };
}

// No top-level await: this is bundled to CommonJS, as Electron's main is.
const [mode, dbPath, actions] = process.argv.slice(2);
void (mode === 'round-trip' && dbPath ? roundTrip(dbPath, Number(actions ?? '10')) : Promise.resolve(npmBuild())).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  },
);
