/**
 * `npm run bench:odds`: the cost of one battle-odds request (engine/richard-iii/battle/odds.ts) as
 * the page asks it — an attack preview in the action phase and the battle board before a battle
 * turn — over positions of seeded random full games (long logs, hidden blocks). Prints one JSON
 * line: requests, mean/p95/max wall-clock ms, split by kind, and the same in CPU ms. Target: one request under ~100 ms.
 *   npm run bench:odds -- --games 4 --seed 1
 */
import { parseArgs } from 'node:util';
import { battleOdds, type OddsQuery } from '../../engine/richard-iii/battle/odds';
import { richardIII } from '../../engine/richard-iii/module';
import type { AreaId, BlockId, Side } from '../../engine/richard-iii/data';
import type { RichardView } from '../../engine/richard-iii/view';
import { playRandomGame } from '../engine/random-play';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '4' }, seed: { type: 'string', default: '1' } },
});
const games = Number(values.games);
const seed = Number(values.seed);

interface Request {
  kind: 'attack' | 'battle';
  view: RichardView;
  side: Side;
  query: OddsQuery;
}

/** The first land move into an enemy-held area among the legal actions: what an attack preview asks. */
function attackQuery(view: RichardView): OddsQuery | null {
  for (const a of view.legal) {
    if (a.t !== 'move') continue;
    const to = a.path[a.path.length - 1] as AreaId;
    if (view.blocks.some((b) => b.place === to && b.side !== view.viewer))
      return { attack: { blocks: [a.block as BlockId], to } };
  }
  return null;
}

const requests: Request[] = [];
for (let g = 0; g < games; g++) {
  playRandomGame('wars-of-the-roses', seed + g, {
    onStep(s) {
      const side = richardIII.toAct(s)[0];
      if (!side || s.seq % 3 !== 0) return;
      if (s.step.k === 'action') {
        const view = richardIII.view(s, side);
        const query = attackQuery(view);
        if (query) requests.push({ kind: 'attack', view, side, query });
      } else if (s.step.k === 'battle-turn') {
        requests.push({ kind: 'battle', view: richardIII.view(s, side), side, query: {} });
      }
    },
  });
}

// Warm-up (JIT), then each request once.
for (const r of requests.slice(0, 10)) battleOdds(r.view, r.side, r.query, 1);
const times: Record<Request['kind'], number[]> = { attack: [], battle: [] };
// CPU time too: on this shared machine wall-clock time mostly measures the other processes.
const cpu: Record<Request['kind'], number[]> = { attack: [], battle: [] };
let refused = 0;
for (const [i, r] of requests.entries()) {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  const res = battleOdds(r.view, r.side, r.query, i);
  const c = process.cpuUsage(c0);
  times[r.kind].push(Number(process.hrtime.bigint() - t0) / 1e6);
  cpu[r.kind].push((c.user + c.system) / 1e3);
  if (!res.ok) refused++;
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    requests: xs.length,
    meanMs: r(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)),
    p95Ms: r(at(0.95)),
    maxMs: r(sorted[sorted.length - 1] ?? 0),
  };
};
console.log(
  JSON.stringify({
    bench: 'battle-odds',
    games,
    seed,
    refused,
    ...stats([...times.attack, ...times.battle]),
    attack: stats(times.attack),
    battle: stats(times.battle),
    cpu: {
      all: stats([...cpu.attack, ...cpu.battle]),
      attack: stats(cpu.attack),
      battle: stats(cpu.battle),
    },
  }),
);
