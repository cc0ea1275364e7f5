/**
 * `npm run soak -- --games 20000`: long random-play run with every invariant checked after each
 * action (views every 10th action). Prints progress and a final JSON line; exits 1 on any error.
 */
import { parseArgs } from 'node:util';
import { SCENARIO_IDS } from '../../engine/richard-iii/data';
import { playRandomGame } from './random-play';
import { checkInvariants, checkViewSecrecy } from './invariants';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '2000' }, seed: { type: 'string', default: '1' } },
});
const games = Number(values.games);
const firstSeed = Number(values.seed);
const failures: string[] = [];
let actions = 0;
const outcomes: Record<string, number> = {};
const t0 = Date.now();
for (let i = 0; i < games; i++) {
  const seed = firstSeed + i;
  const scenario = SCENARIO_IDS[i % SCENARIO_IDS.length]!;
  try {
    const r = playRandomGame(scenario, seed, {
      onStep: (s) => {
        const errors = checkInvariants(s);
        if (s.seq % 10 === 0) errors.push(...checkViewSecrecy(s, 'lancaster'), ...checkViewSecrecy(s, 'york'));
        if (errors.length) throw new Error(errors.join('; '));
      },
    });
    actions += r.steps;
    const key = `${r.state.outcome!.winner}:${r.state.outcome!.reason}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  } catch (e) {
    failures.push(`${scenario} seed ${seed}: ${(e as Error).message}`);
    if (failures.length <= 10) console.error(failures[failures.length - 1]);
  }
  if ((i + 1) % 1000 === 0) console.error(`${i + 1}/${games} games, ${failures.length} errors`);
}
console.log(
  JSON.stringify({
    soak: 'engine',
    games,
    errors: failures.length,
    actions,
    outcomes,
    seconds: (Date.now() - t0) / 1000,
  }),
);
process.exit(failures.length ? 1 : 0);
