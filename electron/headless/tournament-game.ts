/**
 * One tournament game on the engine: the bots of both seats, seeded order and decisions, and what
 * the game left (winner, decision times). Shared by the in-process run and the worker threads.
 */
import { randomBot, type Analysis, type Bot, type BotContext } from '../../engine/core/bot';
import { makeRng, nextInt } from '../../engine/core/rng';
import { deriveSeed } from '../../engine/core/seed';
import {
  easyBot,
  flatBot,
  makeIsmctsBot,
  makeSearchBot,
  HARD_SEARCH,
  NORMAL_OPTIONS,
  NORMAL_SEARCH,
  type IsmctsOptions,
} from '../../engine/richard-iii/bots';
import type { Side } from '../../engine/richard-iii/data';
import { richardIII } from '../../engine/richard-iii/module';
import type { Action } from '../../engine/richard-iii/types';
import type { RichardView } from '../../engine/richard-iii/view';
import { helperSeed } from '../services/bots/parallel-bots';
import { HeapPeak } from './heap-peak';
import { decide } from './seat-decision';
import { playSkirmishGame } from './tournament-skirmish';

type RBot = Bot<RichardView, Action, Side>;

/** random and easy: no search; flat: the first Monte Carlo design (a yardstick); normal and hard: ISMCTS. */
export const TOURNAMENT_LEVELS = ['random', 'easy', 'flat', 'normal', 'hard'] as const;
export type TournamentLevel = (typeof TOURNAMENT_LEVELS)[number];

/** The time each level gets a decision when --budget-ms is not given (the app's levels). */
export const LEVEL_BUDGET_MS: Record<TournamentLevel, number> = {
  random: 0,
  easy: 0,
  flat: 1000,
  normal: 1000,
  hard: 5000,
};

export interface SeatSpec {
  readonly level: TournamentLevel;
  readonly budgetMs: number;
  /** Fixed search iterations a decision (reproducible); unset = the time budget. */
  readonly iterations?: number;
  /** Search settings over the level's own (for tuning runs; the levels' defaults are what ships). */
  readonly tuning?: Partial<IsmctsOptions>;
  /**
   * Hard only: searches merged a decision, as the app's ParallelBots runs them on a machine with
   * spare cores (1 + helpers); played one after another here, so only with fixed iterations.
   */
  readonly threads?: number;
}

/** The hosted games a tournament can play. */
export const TOURNAMENT_GAMES = ['richard-iii', 'skirmish'] as const;
export type TournamentGame = (typeof TOURNAMENT_GAMES)[number];

export interface GameSpec {
  /** Unset: Richard III. */
  readonly game?: TournamentGame;
  readonly scenario: string;
  readonly seed: number;
  readonly a: SeatSpec;
  readonly b: SeatSpec;
  readonly maxActions?: number;
}

export interface GameResult {
  readonly index: number;
  readonly aSide: Side;
  readonly winner: Side | null;
  /** How the game ended: the engine's outcome code (for Richard III `usurpation` or `heirs-eliminated`). */
  readonly reason: string;
  readonly times: { a: number[]; b: number[] };
  /** Per seat, the samples each searched decision with a choice drew (empty for bots that do not search). */
  readonly samples: { a: number[]; b: number[] };
  /** The playing thread's heap at its fullest (MB), sampled during and after each decision. */
  readonly peakHeapMB: number;
}

export function botOf(seat: SeatSpec): RBot {
  const it = seat.iterations;
  switch (seat.level) {
    case 'random':
      return randomBot as RBot;
    case 'easy':
      return easyBot;
    case 'flat':
      return it === undefined ? flatBot : makeSearchBot('flat', 'Flat Monte Carlo', { ...NORMAL_OPTIONS, samples: it });
    case 'normal':
    case 'hard': {
      const base = seat.level === 'normal' ? NORMAL_SEARCH : HARD_SEARCH;
      const name = seat.level === 'normal' ? 'Normal' : 'Hard';
      const bot = makeIsmctsBot(seat.level, name, {
        ...base,
        ...seat.tuning,
        ...(it === undefined ? {} : { iterations: it }),
      });
      return (seat.threads ?? 1) > 1 ? inThreads(bot, seat.threads!) : bot;
    }
  }
}

/**
 * `bot` as ParallelBots plays it with `threads - 1` helpers: the main search on the decision's own
 * random stream, each helper's on a seed of its own, merged. One after another, so reproducible.
 */
export function inThreads(bot: RBot, threads: number): RBot {
  const analyse = (ctx: BotContext<RichardView, Action, Side>): Analysis<Action> => {
    const base = nextInt({ ...ctx.rng }, 0x7fffffff); // the helpers' seeds; the main stream is untouched
    const main = bot.searchPart!(ctx);
    if (!main) return bot.analyse!(ctx) as Analysis<Action>;
    const helpers = Array.from({ length: threads - 1 }, (_, i) =>
      bot.searchPart!({ ...ctx, rng: makeRng(helperSeed(base, i)), progress: () => {} }),
    );
    return bot.mergeParts!([main, ...helpers.filter((p) => p !== null)]);
  };
  return { ...bot, chooseAction: (ctx) => analyse(ctx).best, analyse };
}

/**
 * Game `index`: games 2k and 2k+1 play the same seed, A as Lancaster then as York, so each seat
 * is compared on shared deals and dice.
 */
export async function playTournamentGame(
  spec: GameSpec,
  index: number,
  clock: () => number = () => performance.now(),
): Promise<GameResult> {
  if (spec.game === 'skirmish') return playSkirmishGame(spec, index, clock);
  const bots = { a: botOf(spec.a), b: botOf(spec.b) };
  const times = { a: [] as number[], b: [] as number[] };
  const samples = { a: [] as number[], b: [] as number[] };
  const heap = new HeapPeak();
  const gameSeed = deriveSeed(spec.seed, 'tournament', Math.floor(index / 2));
  const aSide: Side = index % 2 === 0 ? 'lancaster' : 'york';
  const r = richardIII.setup(spec.scenario, gameSeed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const order = makeRng(deriveSeed(gameSeed, 'order'));
  const max = spec.maxActions ?? 20_000;
  for (let n = 0; !s.outcome; n++) {
    if (n > max) throw new Error(`game ${index + 1} did not end within ${max} actions`);
    const who = richardIII.toAct(s);
    const side = who[nextInt(order, who.length)]!;
    const legal = richardIII.legalActions(s, side);
    const seat = side === aSide ? 'a' : 'b';
    const started = clock();
    const { action, samples: drawn } = await decide(bots[seat], {
      view: richardIII.view(s, side),
      player: side,
      legalActions: legal,
      budgetMs: spec[seat].budgetMs,
      clock,
      deadline: started + spec[seat].budgetMs,
      rng: makeRng(deriveSeed(gameSeed, 'decision', n, side)),
      progress: heap.note,
    });
    // Forced moves are no decisions: only choices count in the timings.
    if (legal.length > 1) {
      times[seat].push(clock() - started);
      if (drawn !== null) samples[seat].push(drawn);
    }
    heap.note();
    const res = richardIII.play(s, side, action);
    if (!res.ok) throw new Error(`${spec[seat].level} (${side}) chose an illegal action: ${res.error.message}`);
  }
  // The outcome's winner and reason, as the engine gives them.
  return { index, aSide, ...s.outcome, times, samples, peakHeapMB: heap.mb };
}
