/**
 * The card battle's balance measure: Easy against Easy, each seed played twice (York as player 1,
 * then Lancaster), York's win rate (a draw counts half) with its Wilson 95% interval.
 * `npm run balance` prints it (tests/bench/skirmish-balance.ts).
 */
import { makeRng } from '../../engine/core/rng';
import { skirmish } from '../../engine/skirmish/module';
import { easyBot } from '../../engine/skirmish/bots';
import type { Side } from '../../engine/skirmish/data';
import { wilson } from '../../electron/headless/wilson';

export interface BalanceRecord {
  readonly balance: 'skirmish-easy-vs-easy';
  readonly games: number;
  readonly seed: number;
  readonly yorkWins: number;
  readonly lancasterWins: number;
  readonly draws: number;
  readonly yorkWinRate: number;
  readonly yorkWinRateCI95: [number, number];
  readonly player1WinRate: number;
}

async function playEasyGame(gameSeed: number, first: Side): Promise<Side | null> {
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

const round4 = (x: number): number => Number(x.toFixed(4));

export async function runBalance(games: number, seed: number): Promise<BalanceRecord> {
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
  const yorkScore = york + draws / 2;
  const [lo, hi] = wilson(yorkScore, games);
  return {
    balance: 'skirmish-easy-vs-easy',
    games,
    seed,
    yorkWins: york,
    lancasterWins: lancaster,
    draws,
    yorkWinRate: round4(yorkScore / games),
    yorkWinRateCI95: [round4(lo), round4(hi)],
    player1WinRate: round4(firstWins / games),
  };
}
