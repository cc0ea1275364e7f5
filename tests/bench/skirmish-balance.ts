/**
 * `npm run balance -- --games N --seed S`: Easy against Easy in the card battle, each seed played
 * twice with York as player 1 and then Lancaster as player 1. Prints one JSON line with York's win
 * rate (a draw counts half) and its Wilson 95% interval.
 */
import { parseArgs } from 'node:util';
import { makeRng } from '../../engine/core/rng';
import { skirmish } from '../../engine/skirmish/module';
import { easyBot } from '../../engine/skirmish/bots';
import type { Side } from '../../engine/skirmish/data';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' } },
});
const games = Number(values.games);
const seed = Number(values.seed);
if (!Number.isInteger(games) || games < 2 || !Number.isSafeInteger(seed)) {
  console.error('usage: npm run balance -- --games N --seed S   (N ≥ 2)');
  process.exit(2);
}

export async function playEasyGame(gameSeed: number, first: Side): Promise<Side | null> {
  const r = skirmish.setup('standard', gameSeed, { first });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const rng = makeRng(gameSeed ^ 0xba1a);
  for (let steps = 0; !s.outcome; steps++) {
    if (steps > 5000) throw new Error(`game ${gameSeed} did not finish`);
    const side = skirmish.toAct(s)[0]!;
    const view = skirmish.view(s, side);
    // Easy answers at once: the budget and clock are there for the interface only.
    const action = await easyBot.chooseAction({
      view,
      player: side,
      legalActions: view.legal,
      budgetMs: 0,
      clock: () => 0,
      deadline: 0,
      rng,
      progress: () => {},
    });
    const res = skirmish.play(s, side, action);
    if (!res.ok) throw new Error(res.error.message);
  }
  return s.outcome.winner;
}

/** Wilson score interval for a proportion. */
function wilson(p: number, n: number, z = 1.96): [number, number] {
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Number((c - h).toFixed(4)), Number((c + h).toFixed(4))];
}

const start = process.hrtime.bigint();
let york = 0;
let lancaster = 0;
let draws = 0;
let firstWins = 0;
for (let i = 0; i < games; i++) {
  const first: Side = i % 2 === 0 ? 'york' : 'lancaster';
  const w = await playEasyGame(seed + Math.floor(i / 2), first);
  if (w === 'york') york++;
  else if (w === 'lancaster') lancaster++;
  else draws++;
  if (w === first) firstWins++;
}
const rate = (york + draws / 2) / games;
console.log(
  JSON.stringify({
    balance: 'skirmish-easy-vs-easy',
    games,
    seed,
    yorkWins: york,
    lancasterWins: lancaster,
    draws,
    yorkWinRate: Number(rate.toFixed(4)),
    yorkWinRateCI95: wilson(rate, games),
    player1WinRate: Number((firstWins / games).toFixed(4)),
    seconds: Number((Number(process.hrtime.bigint() - start) / 1e9).toFixed(1)),
  }),
);
