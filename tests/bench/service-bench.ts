/**
 * `npm run bench:service`: one Richard III game through the services as the app plays it — a person
 * (Lancaster, played here by the Easy heuristics from his own pushed view) against the Easy bot in
 * its worker thread, every action committed to a SQLite file, a watching page receiving each pushed
 * view. Counts how often the main thread enumerates legal actions and builds views (the costs a
 * per-position cache removes) and times the whole game. Prints one JSON line.
 *   npm run bench:service -- --scenario wars-of-the-roses --seed 7
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AnyGameModule } from '../../engine/core/game';
import { makeRng } from '../../engine/core/rng';
import { chooseEasy } from '../../engine/richard-iii/bots';
import type { Side } from '../../engine/richard-iii/data';
import { richardIII } from '../../engine/richard-iii/module';
import type { Action } from '../../engine/richard-iii/types';
import type { RichardView } from '../../engine/richard-iii/view';
import { makeClientSession } from '../../electron/ipc/client-session';
import type { PlayerView } from '../../electron/ipc/contract';
import { forwardGameEvents } from '../../electron/ipc/handlers';
import { createAppServices } from '../../electron/services/app-services';
import { makeRegistry } from '../../electron/services/registry';
import { openSqliteStore } from '../../electron/services/sqlite-store';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'wars-of-the-roses' },
    seed: { type: 'string', default: '7' },
  },
});
const WORKER = fileURLToPath(new URL('../../electron/services/bots/app-bot-worker.ts', import.meta.url));

/** Richard III with its enumerations counted and timed (main thread only; the worker has its own copy). */
const counts = { legalActions: 0, view: 0, ms: 0 };
function timed<F extends (...args: never[]) => unknown>(f: F, key: 'legalActions' | 'view'): F {
  return ((...args: never[]) => {
    const t = performance.now();
    const r = f(...args);
    counts.ms += performance.now() - t;
    counts[key]++;
    return r;
  }) as F;
}
const counted: AnyGameModule = {
  ...richardIII,
  legalActions: timed(richardIII.legalActions, 'legalActions'),
  view: timed(richardIII.view, 'view'),
};

const dir = mkdtempSync(join(tmpdir(), 'r3-service-bench-'));
const registry = makeRegistry([counted]);
const opened = openSqliteStore(join(dir, 'saves.db'), registry);
if (!opened.ok) throw new Error(opened.error.message);
// The durable commit of each action, timed apart: most of a move's cost on a disk that syncs.
const store = opened.value.store;
let storeMs = 0;
const append = store.append.bind(store);
store.append = (...args) => {
  const t = performance.now();
  const r = append(...args);
  storeMs += performance.now() - t;
  return r;
};
const services = createAppServices({ registry, store, bots: { workerEntry: WORKER }, botPaceMs: 0 });
const me: Side = 'lancaster';
let latest: PlayerView | null = null;
const take = (v: PlayerView): void => {
  if (!latest || v.actionCount >= latest.actionCount) latest = v;
};
const page = makeClientSession((event, payload) => event === 'game:view' && take(payload as PlayerView));
forwardGameEvents(services, () => [page]);

const created = services.games.create({
  moduleId: richardIII.id,
  scenario: values.scenario,
  seed: Number(values.seed),
  seats: { lancaster: { kind: 'human' }, york: { kind: 'bot', level: 'easy' } },
});
if (!created.ok) throw new Error(created.error.message);
const saveId = created.value.id;
page.watching = { saveId, player: me };
const first = services.games.view(saveId, me);
if (!first.ok) throw new Error(first.error.message);
take(first.value);

const rng = makeRng(Number(values.seed));
const t0 = performance.now();
for (;;) {
  const v: PlayerView = latest!;
  if (v.outcome) break;
  if (v.toAct.includes(me) && v.legalActions.length) {
    const action = chooseEasy(v.view as RichardView, me, v.legalActions as Action[], rng);
    const r = services.games.submit(saveId, me, action, v.actionCount);
    if (r.ok) take(r.value);
    else if (r.error.code !== 'stale-position') throw new Error(r.error.message);
  } else {
    await services.games.whenIdle(saveId);
    await new Promise((r) => setImmediate(r));
  }
}
const ms = performance.now() - t0;
const actions = latest!.actionCount;
console.log(
  JSON.stringify({
    bench: 'service',
    scenario: values.scenario,
    seed: Number(values.seed),
    actions,
    outcome: latest!.outcome,
    ms: Math.round(ms),
    msPerAction: +(ms / actions).toFixed(3),
    mainThread: {
      legalActionsCalls: counts.legalActions,
      viewCalls: counts.view,
      enumerationsPerAction: +((counts.legalActions + counts.view) / actions).toFixed(2),
      enumerationMs: Math.round(counts.ms),
      storeAppendMs: Math.round(storeMs),
    },
  }),
);
await services.close();
rmSync(dir, { recursive: true, force: true });
