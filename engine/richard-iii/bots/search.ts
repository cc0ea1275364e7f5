/**
 * The first search bot of issue 10, kept as the tournament's yardstick ('flat'): flat Monte Carlo
 * over determinized states. The shipped Normal and Hard bots are ISMCTS (ismcts.ts).
 *
 * At a card, mulligan or action decision it takes the Easy bot's best few actions as candidates,
 * then repeatedly samples a full state behind its own view (`determinize`), plays each candidate
 * in that same sample and rolls the game on with the Easy bot for both sides until the next card
 * phase (or the end), and scores the result: a win 1, a loss 0, otherwise a squashed material and
 * usurpation lead. Every candidate sees the same samples and dice (common random numbers), so the
 * comparison is fair at small counts. It stops when the next rollout would overrun the deadline on
 * the host's clock (or after a fixed number of samples, for reproducible tournaments). It plays
 * Easy's first choice unless another candidate beats it, paired sample by sample, by more than two
 * standard errors (five alternatives are tested at once: at one standard error noise alone made it
 * leave a sound heuristic move about half the time). Battles, supply and political choices are Easy's (determinize cannot sample them yet).
 */
import type { Analysis, Bot, BotContext } from '../../core/bot';
import { makeRng, nextInt, type RngState } from '../../core/rng';
import type { Side } from '../data';
import { cloneState } from '../clone';
import { determinize } from '../determinize';
import { actors, legalActions, playAction } from '../rules';
import type { Action, State } from '../types';
import { makePlayView, type RichardView } from '../view';
import { chooseEasy, scoreActions } from './easy';
import { easyAnalysis } from './ismcts';
import { leafValue } from './leaf';

export interface SearchOptions {
  /** Easy's best this many actions are the candidates. */
  readonly candidates: number;
  /** Stop after this many samples (each plays every candidate once); unset = until the deadline. */
  readonly samples?: number;
  /** Rollouts stop after this many actions even if no card phase came (a safety net). */
  readonly maxRolloutActions: number;
  /** Standard errors by which a candidate must beat Easy's first choice to be played instead. */
  readonly confidence: number;
}

export const NORMAL_OPTIONS: SearchOptions = { candidates: 6, maxRolloutActions: 600, confidence: 2 };

const SEARCHED = new Set(['mulligan', 'mulligan-reply', 'card', 'action']);

export interface SearchResult {
  action: Action;
  /** Samples played (each candidate once per sample). */
  samples: number;
  /** Mean leaf value per candidate, best first. */
  values: { action: Action; value: number }[];
}

/** The search itself, separate from the Bot wrapper so tests can inspect the values. */
export function searchChoice(
  ctx: BotContext<RichardView, Action, Side>,
  opts: SearchOptions = NORMAL_OPTIONS,
): SearchResult {
  const { view, player: me, legalActions: legal, rng } = ctx;
  const easy = (): SearchResult => ({ action: chooseEasy(view, me, legal, rng), samples: 0, values: [] });
  if (legal.length === 1 || !SEARCHED.has(view.step)) return easy();
  const ranked = scoreActions(view, me, legal).sort((x, y) => y.score - x.score);
  const cands = ranked.slice(0, opts.candidates).map((s) => s.action);
  if (cands.length === 1) return easy();
  const total = new Array<number>(cands.length).fill(0);
  /** Per sample, each candidate's value minus Easy's first choice's (paired: same sample, same dice). */
  const diffs: number[][] = cands.map(() => []);
  let samples = 0;
  let slowest = 0;
  const start = ctx.clock();
  for (;;) {
    if (opts.samples !== undefined ? samples >= opts.samples : ctx.clock() + slowest * cands.length > ctx.deadline)
      break;
    const t0 = ctx.clock();
    const det = determinize(view, me, rng);
    if (!det.ok) return easy();
    // Rules never read the log; an empty one keeps the views made in rollouts cheap.
    det.value.log = [];
    const rolloutSeed = nextInt(rng, 0x7fffffff);
    const values: number[] = [];
    for (let i = 0; i < cands.length; i++) {
      // A sample that would end past the deadline is dropped whole (its candidates must compare on equal terms).
      if (opts.samples === undefined && ctx.clock() > ctx.deadline) break;
      const s = i === cands.length - 1 ? det.value : cloneState(det.value);
      s.rng = makeRng(rolloutSeed);
      values.push(rollout(s, me, cands[i]!, opts, makeRng(rolloutSeed ^ 0x51ed)));
    }
    if (values.length < cands.length) break;
    values.forEach((v, i) => {
      total[i]! += v;
      diffs[i]!.push(v - values[0]!);
    });
    samples++;
    slowest = Math.max(slowest, (ctx.clock() - t0) / cands.length);
    const span = ctx.deadline - start;
    if (span > 0) ctx.progress(Math.min(1, (ctx.clock() - start) / span));
  }
  if (samples === 0) return easy();
  const values = cands.map((action, i) => ({ action, value: total[i]! / samples }));
  // Ties keep Easy's order (the sort is stable).
  const best = values.slice().sort((x, y) => y.value - x.value);
  // Leave Easy's first choice only on evidence: the paired gain must exceed `confidence` standard errors.
  let pick = 0;
  let pickGain = 0;
  for (let i = 1; i < cands.length; i++) {
    const d = diffs[i]!;
    const mean = d.reduce((t, x) => t + x, 0) / d.length;
    const sd = d.length > 1 ? Math.sqrt(d.reduce((t, x) => t + (x - mean) ** 2, 0) / (d.length - 1)) : Infinity;
    if (mean > opts.confidence * (sd / Math.sqrt(d.length)) + 1e-9 && mean > pickGain) {
      pick = i;
      pickGain = mean;
    }
  }
  return { action: cands[pick]!, samples, values: best };
}

/** Plays `first` for `me`, then Easy for both sides until the next card phase; the value for `me`. */
function rollout(s: State, me: Side, first: Action, opts: SearchOptions, rng: RngState): number {
  if (!playAction(s, me, first).ok) return 0;
  const startTurn = s.turn;
  const startCampaign = s.campaign;
  for (let n = 0; n < opts.maxRolloutActions && !s.outcome; n++) {
    if (s.step.k === 'card' && (s.turn !== startTurn || s.campaign !== startCampaign)) break;
    const who = actors(s);
    if (who.length === 0) break;
    const side = who[nextInt(rng, who.length)]!;
    const legal = legalActions(s, side);
    // (The view lists the same legal actions; Easy needs the view only when there is a choice.)
    // A play view, as the search's playouts use: the sample's log was emptied, so a full view would
    // make Easy follow the King from the scenario's opening instead of looking for him in London.
    const a = legal.length === 1 ? legal[0]! : chooseEasy(makePlayView(s, side), side, legal, rng);
    if (!playAction(s, side, a).ok) break;
  }
  return leafValue(s, me);
}

export function makeSearchBot(
  id: string,
  name: string,
  opts: SearchOptions = NORMAL_OPTIONS,
): Bot<RichardView, Action, Side> {
  const analyse = (ctx: BotContext<RichardView, Action, Side>): Analysis<Action> => {
    // Samples are claimed only where the search runs, so a tournament counts searched decisions alone.
    const searched = ctx.legalActions.length > 1 && SEARCHED.has(ctx.view.step);
    try {
      const r = searchChoice(ctx, opts);
      const others = r.values.filter((v) => v.action !== r.action);
      const picked = r.values.find((v) => v.action === r.action);
      const ranked = [{ action: r.action, value: picked?.value ?? 0.5 }, ...others]
        .slice(0, 5)
        .map((v) => ({ action: v.action, winChance: Math.min(1, Math.max(0, v.value)), visits: r.samples }));
      return searched ? { best: r.action, ranked, samples: r.samples } : { best: r.action, ranked };
    } catch {
      // A search bug must never stall a game: Easy decides instead.
      return easyAnalysis(ctx, searched);
    }
  };
  return { id, name, chooseAction: (ctx) => analyse(ctx).best, analyse };
}

/** The first search design (flat Monte Carlo over Easy's top six), kept as a yardstick for the tournament. */
export const flatBot = makeSearchBot('flat', 'Flat Monte Carlo');
