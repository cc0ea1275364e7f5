/** Full games between bots through the public module interface, for the bot tests. */
import { makeRng, nextInt, type RngState } from '../../../engine/core/rng';
import { richardIII } from '../../../engine/richard-iii/module';
import { easyChoice } from '../../../engine/richard-iii/bots';
import type { Action, State } from '../../../engine/richard-iii/types';
import type { Side } from '../../../engine/richard-iii/data';

export type Policy = (s: State, side: Side, legal: Action[], rng: RngState) => Action;

export const randomPolicy: Policy = (_s, _side, legal, rng) => legal[nextInt(rng, legal.length)]!;
export const easyPolicy: Policy = (s, side, legal, rng) => easyChoice(s, side, legal, rng);

export interface GameRun {
  state: State;
  winner: Side | null;
  reason: string;
  actions: number;
  /** Slowest single timed decision (ms), the mean, and every timed decision's time. */
  maxMs: number;
  meanMs: number;
  times: number[];
}

/** Plays one full game; `check` sees every easy decision (to assert legality). */
export function playGame(
  seed: number,
  policies: Record<Side, Policy>,
  opts: { scenario?: string; maxActions?: number; timed?: Side[]; onDecision?: (s: State, side: Side, legal: Action[], chosen: Action) => void } = {},
): GameRun {
  const r = richardIII.setup(opts.scenario ?? 'wars-of-the-roses', seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const order = makeRng(seed ^ 0x9e3779b9);
  let n = 0;
  let maxMs = 0;
  let totalMs = 0;
  let timedCount = 0;
  const times: number[] = [];
  const max = opts.maxActions ?? 50_000;
  while (!s.outcome) {
    const sides = richardIII.toAct(s);
    if (sides.length === 0) throw new Error(`dead end at ${s.step.k}`);
    const side = sides[nextInt(order, sides.length)]!;
    const legal = richardIII.legalActions(s, side);
    const rng = makeRng((seed * 7919 + n * 104729) >>> 0);
    const t0 = performance.now();
    const chosen = policies[side](s, side, legal, rng);
    const dt = performance.now() - t0;
    if (opts.timed?.includes(side)) {
      maxMs = Math.max(maxMs, dt);
      totalMs += dt;
      timedCount++;
      times.push(dt);
    }
    opts.onDecision?.(s, side, legal, chosen);
    const res = richardIII.play(s, side, chosen);
    if (!res.ok) throw new Error(`${side} chose an illegal action ${JSON.stringify(chosen)} at ${s.step.k}: ${res.error.message}`);
    if (++n > max) throw new Error(`game ${seed} did not end within ${max} actions`);
  }
  return { state: s, winner: s.outcome.winner, reason: s.outcome.reason, actions: n, maxMs, meanMs: timedCount ? totalMs / timedCount : 0, times };
}
