/** Full games between bots through the public module interface, for the bot tests. */
import type { BotContext } from '../../../engine/core/bot';
import { makeRng, nextInt, shuffle, type RngState } from '../../../engine/core/rng';
import { isRevealed } from '../../../engine/richard-iii/battle';
import { BLOCKS, REBEL, otherSide } from '../../../engine/richard-iii/data';
import { ownerOf, pretender } from '../../../engine/richard-iii/state';
import { richardIII } from '../../../engine/richard-iii/module';
import { chooseEasy } from '../../../engine/richard-iii/bots';
import { makeView, type RichardView } from '../../../engine/richard-iii/view';
import { POOL, type Action, type State } from '../../../engine/richard-iii/types';
import type { Side } from '../../../engine/richard-iii/data';
import { legalActions, must } from '../position';

export type Policy = (s: State, side: Side, legal: Action[], rng: RngState) => Action;

export const randomPolicy: Policy = (_s, _side, legal, rng) => legal[nextInt(rng, legal.length)]!;
/** The Easy bot's decision in `state`, as a host hands it over: from `side`'s view only. */
export const easyChoice = (s: State, side: Side, legal: readonly Action[], rng: RngState): Action =>
  chooseEasy(makeView(s, side), side, legal, rng);
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
  opts: {
    scenario?: string;
    maxActions?: number;
    timed?: Side[];
    onDecision?: (s: State, side: Side, legal: Action[], chosen: Action) => void;
  } = {},
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
    if (!res.ok)
      throw new Error(`${side} chose an illegal action ${JSON.stringify(chosen)} at ${s.step.k}: ${res.error.message}`);
    if (++n > max) throw new Error(`game ${seed} did not end within ${max} actions`);
  }
  return {
    state: s,
    winner: s.outcome.winner,
    reason: s.outcome.reason,
    actions: n,
    maxMs,
    meanMs: timedCount ? totalMs / timedCount : 0,
    times,
  };
}

/**
 * A copy of `s` where everything `side` cannot see about the enemy is changed: hidden enemy blocks
 * on the map trade identities (each area keeps its count and its moved/unmoved mix) and get other
 * strengths. Blocks the viewer can see (in battle), the King and Pretender, the Rebel (black), the
 * prisoner, and blocks named in this turn's attack records keep their places.
 */
export function scrambleHidden(s: State, side: Side, seed: number): State {
  const c = richardIII.clone(s);
  const rng = makeRng(seed);
  const foe = otherSide(side);
  const named = new Set<number>();
  for (const at of c.attacks)
    if (at) for (const b of [...at.defenders, ...at.reserves, ...(at.entries ?? []).map((e) => e.block)]) named.add(b);
  if (c.battle) for (const b of c.battle.blocks) named.add(b);
  const hidden: number[] = [];
  for (let b = 0; b < BLOCKS.length; b++) {
    if (c.loc[b]! < 0 || ownerOf(c, b) !== foe || isRevealed(c, b)) continue;
    if (b === REBEL || b === c.prisoner || b === c.king || b === pretender(c) || named.has(b)) continue;
    hidden.push(b);
  }
  const places = hidden.map((b) => ({ loc: c.loc[b]!, moved: c.moved[b]! }));
  shuffle(rng, places);
  hidden.forEach((b, i) => {
    c.loc[b] = places[i]!.loc;
    c.moved[b] = places[i]!.moved;
    c.steps[b] = 1 + nextInt(rng, BLOCKS[b]!.steps);
  });
  return c;
}

/** A clock that moves `step` ms each time it is read (a machine where everything is slow). */
export function fakeClock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

/** What a host hands a bot deciding for `side` in `s`: its view, legal actions, a budget on `clock`. */
export function botContext(
  s: State,
  side: Side,
  budgetMs: number,
  clock: () => number,
  seed = 1,
): BotContext<RichardView, Action, Side> {
  const now = clock();
  return {
    view: makeView(s, side),
    player: side,
    legalActions: richardIII.legalActions(s, side),
    budgetMs,
    clock,
    deadline: now + budgetMs,
    rng: makeRng(seed),
    progress: () => {},
  };
}

/** Plays `side`'s action phase with the Easy bot until it chooses to end it; returns the actions taken. */
export function playActionPhase(s: State, side: Side, seed = 1): Action[] {
  const taken: Action[] = [];
  for (let i = 0; s.step.k === 'action' && s.step.side === side; i++) {
    const legal = legalActions(s, side);
    const a = easyChoice(s, side, legal, makeRng(seed + i));
    taken.push(a);
    if (a.t === 'end') break;
    must(s, side, a);
    if (i > 50) throw new Error('action phase did not end');
  }
  return taken;
}

/** No recruits available for `side`: its pool blocks are face down. */
export function emptyPool(s: State, side: Side): void {
  for (let b = 0; b < BLOCKS.length; b++) if (s.loc[b] === POOL && ownerOf(s, b) === side) s.down[b] = true;
}
