/**
 * `npm run bench`: random full games on one thread. Each step enumerates the legal actions of the
 * side to act and applies a uniformly random one. Also the per-position costs search pays: clone,
 * view and determinize (µs, over card and action positions of a few seeded games). Prints one JSON line;
 * `gamesPerCpuSecond` divides by the process's CPU time instead of the wall clock (less skewed on a busy machine).
 *   npm run bench -- --seconds 10 --scenario wars-of-the-roses
 *   npm run bench -- --game skirmish
 */
import { parseArgs } from 'node:util';
import { makeRng } from '../../engine/core/rng';
import { determinize } from '../../engine/richard-iii/determinize';
import { richardIII } from '../../engine/richard-iii/module';
import type { Side } from '../../engine/richard-iii/data';
import type { State } from '../../engine/richard-iii/types';
import { playRandomGame } from '../engine/random-play';
import { playRandomSkirmish } from '../skirmish/random-play';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'richard-iii' },
    seconds: { type: 'string', default: '10' },
    scenario: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const game = values.game!;
const games: Record<string, { scenario: string; play: (scenario: string, seed: number) => number }> = {
  'richard-iii': { scenario: 'wars-of-the-roses', play: (scenario, seed) => playRandomGame(scenario, seed).steps },
  skirmish: { scenario: 'standard', play: (_scenario, seed) => playRandomSkirmish(seed).steps },
};
const bench = games[game];
if (!bench) {
  console.error(`Unknown game “${game}” (known: ${Object.keys(games).join(', ')}).`);
  process.exit(2);
}
const scenario = values.scenario ?? bench.scenario;

// Warm up the JIT so the figure reflects steady state.
for (let i = 0; i < 50; i++) bench.play(scenario, 900_000 + i);

let played = 0;
let actions = 0;
// CPU time too: on a shared machine the wall clock also counts the time other processes held the cores.
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
let elapsed = 0;
while (elapsed < seconds) {
  actions += bench.play(scenario, played);
  played++;
  elapsed = Number(process.hrtime.bigint() - start) / 1e9;
}
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
/** Per-position costs a search bot pays in Richard III (card and action steps, the side to act). */
function richardSearchCosts(scenario: string): Record<string, number> {
  const positions: { s: State; side: Side }[] = [];
  for (let g = 0; g < 5; g++) {
    playRandomGame(scenario, 5000 + g, {
      onStep: (s) => {
        if ((s.step.k === 'card' || s.step.k === 'action') && s.seq % 5 === 0)
          positions.push({ s: richardIII.clone(s), side: richardIII.toAct(s)[0]! });
      },
    });
  }
  const views = positions.map(({ s, side }) => richardIII.view(s, side));
  const perPosition = (f: (i: number) => void): number => {
    const t0 = process.hrtime.bigint();
    for (let k = 0; k < 3; k++) for (let i = 0; i < positions.length; i++) f(i);
    return Math.round(Number(process.hrtime.bigint() - t0) / 1e3 / (3 * positions.length));
  };
  const rng = makeRng(1);
  return {
    positions: positions.length,
    cloneUs: perPosition((i) => richardIII.clone(positions[i]!.s)),
    viewUs: perPosition((i) => richardIII.view(positions[i]!.s, positions[i]!.side)),
    determinizeUs: perPosition((i) => determinize(views[i]!, positions[i]!.side, rng)),
  };
}
const searchCosts = game === 'richard-iii' ? richardSearchCosts(scenario) : {};

console.log(
  JSON.stringify({
    bench: 'engine-random-games',
    game,
    scenario,
    seconds: Number(elapsed.toFixed(2)),
    games: played,
    gamesPerSecond: Number((played / elapsed).toFixed(1)),
    cpuSeconds: Number(cpuSeconds.toFixed(2)),
    gamesPerCpuSecond: Number((played / cpuSeconds).toFixed(1)),
    actionsPerSecond: Math.round(actions / elapsed),
    meanActionsPerGame: Number((actions / played).toFixed(1)),
    ...searchCosts,
    node: process.version,
  }),
);
