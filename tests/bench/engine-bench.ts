/**
 * `npm run bench`: random full games on one thread. Each step enumerates the legal actions of the
 * side to act and applies a uniformly random one. Prints one JSON line.
 *   npm run bench -- --seconds 10 --scenario wars-of-the-roses
 *   npm run bench -- --game skirmish
 */
import { parseArgs } from 'node:util';
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
const start = process.hrtime.bigint();
let elapsed = 0;
while (elapsed < seconds) {
  actions += bench.play(scenario, played);
  played++;
  elapsed = Number(process.hrtime.bigint() - start) / 1e9;
}
console.log(
  JSON.stringify({
    bench: 'engine-random-games',
    game,
    scenario,
    seconds: Number(elapsed.toFixed(2)),
    games: played,
    gamesPerSecond: Number((played / elapsed).toFixed(1)),
    actionsPerSecond: Math.round(actions / elapsed),
    meanActionsPerGame: Number((actions / played).toFixed(1)),
    node: process.version,
  }),
);
