/**
 * `npm run bench`: random full games on one thread. Each step enumerates the legal actions of the
 * side to act and applies a uniformly random one. Prints one JSON line.
 *   npm run bench -- --seconds 10 --scenario wars-of-the-roses
 */
import { parseArgs } from 'node:util';
import { playRandomGame } from '../engine/random-play';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, scenario: { type: 'string', default: 'wars-of-the-roses' } } });
const seconds = Number(values.seconds);
const scenario = values.scenario!;

// Warm up the JIT so the figure reflects steady state.
for (let i = 0; i < 50; i++) playRandomGame(scenario, 900_000 + i);

let games = 0;
let actions = 0;
const start = process.hrtime.bigint();
let elapsed = 0;
while (elapsed < seconds) {
  actions += playRandomGame(scenario, games).steps;
  games++;
  elapsed = Number(process.hrtime.bigint() - start) / 1e9;
}
console.log(
  JSON.stringify({
    bench: 'engine-random-games',
    scenario,
    seconds: Number(elapsed.toFixed(2)),
    games,
    gamesPerSecond: Number((games / elapsed).toFixed(1)),
    actionsPerSecond: Math.round(actions / elapsed),
    meanActionsPerGame: Number((actions / games).toFixed(1)),
    node: process.version,
  }),
);
