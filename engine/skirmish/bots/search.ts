/**
 * The card battle's search bot (Normal): determinized Monte Carlo over the bot's information set,
 * guided by Easy, within a time budget.
 *
 * A *sample* is a full state behind the bot's own view (`determinize`: the enemy's hand, with his
 * unseen general and recalled units, both decks' order, a fresh RNG). From each sample the bot plays
 * every root move still in the race: the move, then Easy for both sides — each deciding only from
 * the board, the piles and its own hand of the sample — for `horizonTurns` turns, and scores the
 * end with `leafValue` (the result if the game ended, else a logistic of the victory piles).
 *
 * - Candidates: Easy's best `candidates` moves (a placement turn offers up to 6 cards × 40 squares).
 * - Common random numbers: the root moves of one sample share its deal and Easy's tie-breaks, so
 *   their differences are paired and a handful of samples separates a blunder from a good move.
 *   The race is halved at 4, 8, 16… samples (sequential halving); Easy's first choice stays in it
 *   and is played unless another move beats it by `confidence` paired standard errors and `minGain`
 *   (engine/core/paired-race.ts, the rule Richard III's search shares).
 * - No tree below the root: a turn holds one placement and rarely more than one other own decision
 *   (an archer's target, an advance, draw or recall), which Easy takes in the playout; what the
 *   search adds is the enemy's reply and the next turns, over the hands he may hold.
 * - Budget: until the host's `deadline` on its `clock` (a sample is not started when the last one
 *   would not fit; one that overruns is dropped) or, sooner, once the choice is settled
 *   (`choiceSettled`); or exactly `iterations` samples (tests, reproducible tournaments).
 */
import type { Analysis, Bot, BotContext, RankedAction } from '../../core/bot';
import { gainStats, raceSettled, rulePick, RunningGain, type RaceRule } from '../../core/paired-race';
import { makeRng, nextInt, type RngState } from '../../core/rng';
import { CARD_DEFS, otherSide, type Side } from '../data';
import { determinize, publicModel } from '../determinize';
import { cloneState } from '../module';
import { actors, legalActions, playAction } from '../rules';
import type { Action, State } from '../types';
import type { SkirmishView } from '../view';
import { chooseEasyIn, easyScores, givesFreeKill } from './easy';

/** The search's settings; the decision rule's (`confidence`, `minGain`, `settleZ`, `settleMinSamples`) are RaceRule's. */
export interface SearchOptions extends RaceRule {
  /** Root moves considered: Easy's best this many. */
  readonly candidates: number;
  /** Turns played out after the root move's turn begins (2: the rest of ours and the enemy's reply). */
  readonly horizonTurns: number;
  /** Exactly this many samples (reproducible); unset = until the deadline. */
  readonly iterations?: number;
}

export const NORMAL_SEARCH: SearchOptions = {
  candidates: 8,
  horizonTurns: 3,
  confidence: 1.5,
  minGain: 0.01,
  settleZ: 3,
  settleMinSamples: 32,
};

/** Playouts stop after this many actions whatever the horizon (a safety net). */
const MAX_PLAYOUT_ACTIONS = 400;

/**
 * The estimated chance that `me` wins: 1 / 0 / ½ once the game is over, else a logistic of the
 * victory piles measured against the targets (a command unit counts toward both).
 */
export function leafValue(s: State, me: Side): number {
  if (s.outcome) return s.outcome.winner === me ? 1 : s.outcome.winner === null ? 0.5 : 0;
  const progress = (side: Side) => {
    const pile = s.piles[side];
    let command = 0;
    for (const c of pile) if (CARD_DEFS[s.defs[c]!]!.command) command++;
    return pile.length / s.options.unitsToWin + command / s.options.commandToWin;
  };
  return 1 / (1 + Math.exp(-3 * (progress(me) - progress(otherSide(me)))));
}

interface Candidate {
  readonly action: Action;
  n: number;
  w: number;
  /** Its value minus Easy's first choice's, sample by sample. */
  readonly gain: RunningGain;
}

export interface SearchReport {
  readonly action: Action;
  readonly samples: number;
  /** Root moves tried, the choice first, then by estimated win chance. */
  readonly ranked: RankedAction<Action>[];
}

/** Easy's best `k` actions, best first (ties in the legal order, so the same view gives the same list). */
function rootCandidates(view: SkirmishView, me: Side, legal: readonly Action[], k: number): Action[] {
  const model = publicModel(view, me);
  const scores = easyScores(model, me, legal);
  // Opening rule: no free kill on square 2 while another card stands there. The playouts rate
  // losing a recruit at once about as losing a sturdier card to the opener's next card (both
  // one unit of his twenty), and so kept Easy's old habit of throwing the recruit.
  const free = legal.map((a) => givesFreeKill(model, me, a));
  const sound = free.includes(false) ? legal.filter((_, i) => !free[i]) : legal;
  return legal
    .map((action, i) => ({ action, i, score: scores[i]! }))
    .filter((x) => sound.includes(x.action))
    .sort((x, y) => y.score - x.score || x.i - y.i)
    .slice(0, k)
    .map((x) => x.action);
}

/** Plays `first` then Easy for both sides to the horizon; the leaf value, or null if the deadline passed mid-way. */
function playout(
  s: State,
  me: Side,
  first: Action,
  horizon: number,
  rng: RngState,
  overdue: () => boolean,
): number | null {
  const endTurn = s.turn + horizon;
  if (!playAction(s, me, first).ok) return null;
  for (let n = 0; n < MAX_PLAYOUT_ACTIONS && !s.outcome; n++) {
    if (s.turn >= endTurn && s.phase === 'place') break;
    // Checked before every move: one Easy move can take tens of milliseconds on a busy machine.
    if (overdue()) return null;
    const side = actors(s)[0]!;
    const legal = legalActions(s, side);
    if (!playAction(s, side, chooseEasyIn(s, side, legal, rng)).ok) return null;
  }
  return leafValue(s, me);
}

/** The search, apart from the Bot wrapper so tests and the Hint read its statistics; null when there is nothing to weigh. */
export function searchChoice(ctx: BotContext<SkirmishView, Action, Side>, opts: SearchOptions): SearchReport | null {
  const { view, player: me, legalActions: legal, rng } = ctx;
  if (legal.length < 2 || view.viewer !== me) return null;
  const cands: Candidate[] = rootCandidates(view, me, legal, opts.candidates).map((action) => ({
    action,
    n: 0,
    w: 0,
    gain: new RunningGain(),
  }));
  const start = ctx.clock();
  const span = Math.max(1, ctx.deadline - start);
  const timed = opts.iterations === undefined;
  const overdue = () => timed && ctx.clock() > ctx.deadline;
  let alive = cands.map((_, i) => i);
  let samples = 0;
  let lastSampleMs = 0;
  let nextCut = 4;
  for (;;) {
    if (!timed) {
      if (samples >= opts.iterations!) break;
    } else if (ctx.clock() + lastSampleMs > ctx.deadline) break;
    const t0 = ctx.clock();
    const det = determinize(view, me, rng);
    if (!det.ok) return null;
    // The rules never read the log; an empty one keeps the copies cheap.
    det.value.log = [];
    const choices = nextInt(rng, 0x7fffffff);
    const values: number[] = [];
    for (const i of alive) {
      const v = playout(cloneState(det.value), me, cands[i]!.action, opts.horizonTurns, makeRng(choices), overdue);
      if (v === null) break;
      values.push(v);
    }
    if (values.length < alive.length) break;
    const base = values[0]!; // alive[0] is always 0, Easy's first choice
    alive.forEach((i, j) => {
      const c = cands[i]!;
      c.n++;
      c.w += values[j]!;
      c.gain.add(values[j]! - base);
    });
    samples++;
    lastSampleMs = ctx.clock() - t0;
    if (samples === nextCut && alive.length > 2) {
      nextCut *= 2;
      const others = alive
        .filter((i) => i !== 0)
        .sort((x, y) => cands[y]!.gain.stats().mean - cands[x]!.gain.stats().mean || x - y);
      alive = [0, ...others.slice(0, Math.max(1, Math.ceil(alive.length / 2) - 1))].sort((x, y) => x - y);
    }
    ctx.progress(timed ? (ctx.clock() - start) / span : samples / opts.iterations!);
    if (
      timed &&
      raceSettled(
        samples,
        cands.map((c) => c.gain),
        alive,
        opts,
      )
    )
      break;
  }
  if (samples === 0) return null;
  const pick = rulePick(
    cands.map((c) => gainStats(c.gain.diffs)),
    opts,
  );
  const q = (c: Candidate) => c.w / c.n;
  const ranked = cands
    .map((c, i) => ({ c, i }))
    .filter((x) => x.c.n > 0)
    .sort((x, y) => Number(y.i === pick) - Number(x.i === pick) || q(y.c) - q(x.c) || x.i - y.i)
    .map(({ c }) => ({ action: c.action, winChance: Math.min(1, Math.max(0, q(c))), visits: c.n }));
  return { action: cands[pick]!.action, samples, ranked };
}

/** Easy's choice as an analysis, when there is nothing to search (a forced move) or the search failed. */
function easyAnalysis(ctx: BotContext<SkirmishView, Action, Side>): Analysis<Action> {
  const best = chooseEasyIn(publicModel(ctx.view, ctx.player), ctx.player, ctx.legalActions, ctx.rng);
  return { best, ranked: [{ action: best, winChance: 0.5, visits: 0 }], samples: 0 };
}

export function makeSearchBot(id: string, name: string, opts: SearchOptions): Bot<SkirmishView, Action, Side> {
  const analyse = (ctx: BotContext<SkirmishView, Action, Side>): Analysis<Action> => {
    if (ctx.legalActions.length === 1) {
      const only = ctx.legalActions[0]!;
      return { best: only, ranked: [{ action: only, winChance: 0.5, visits: 0 }] };
    }
    try {
      const r = searchChoice(ctx, opts);
      return r ? { best: r.action, ranked: r.ranked.slice(0, 5), samples: r.samples } : easyAnalysis(ctx);
    } catch {
      // A search bug must never stall a game: Easy decides instead.
      return easyAnalysis(ctx);
    }
  };
  return { id, name, chooseAction: (ctx) => analyse(ctx).best, analyse };
}

/** Normal: the search above, for about a second a decision (the host's budget). */
export const normalBot = makeSearchBot('normal', 'Normal', NORMAL_SEARCH);
