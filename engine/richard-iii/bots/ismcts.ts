/**
 * The Normal and Hard bots (issue 10): Information-Set Monte Carlo Tree Search over determinized
 * states, guided by the Easy heuristics.
 *
 * One iteration samples a full state behind the bot's own view (`determinize`: the enemy's hidden
 * blocks, strengths, hand, face-down card and a fresh RNG), walks the tree of the bot's own
 * decisions from the root, then lets the Easy bot play both sides to the end of the game turn (the
 * next card phase) and scores the result with `leafValue`. Every iteration sees another sample, so
 * the statistics are over the bot's information set, not over one guessed truth.
 *
 * - The tree holds only the bot's consecutive decisions from the root (its card, its mulligan
 *   answer, or the moves of its action phase). The first enemy decision ends the tree walk: the
 *   enemy's moves are sampled by the Easy policy from the enemy's own view of the sampled state.
 *   At a simultaneous step (card, mulligan) the bot decides first in the sample, but the enemy's
 *   view hides a face-down card and a secret mulligan answer, so he never plays knowing it.
 * - Move abstraction: a node's children are Easy's best `candidates` actions (of 100+ legal in an
 *   action phase), opened one by one as the node is visited (progressive widening), each with a
 *   prior from Easy's score (a softmax). Selection is PUCT. The tree is cut at `maxDepth` own
 *   decisions; below it Easy plays on.
 * - Budget: until the host's `deadline` on its `clock` (an iteration is not started when the mean
 *   iteration would overrun, and one that overruns mid-way is dropped), or exactly `iterations`
 *   iterations for reproducible tests and tournaments.
 * - Answer: the most visited child (ties: Easy's order). With little search this is Easy's choice.
 *
 * Steps determinize cannot sample (a battle being fought, supply, the political turn) are decided
 * by Easy.
 */
import type { Analysis, Bot, BotContext, RankedAction } from '../../core/bot';
import { nextInt, type RngState } from '../../core/rng';
import type { Side } from '../data';
import { actionKey } from '../actions';
import { determinize } from '../determinize';
import { actors, legalActions, playAction } from '../rules';
import type { Action, State } from '../types';
import { makeView, type RichardView } from '../view';
import { chooseEasy, scoreActions } from './easy';
import { leafValue } from './leaf';

export interface IsmctsOptions {
  /** Children a node may open at most: Easy's best this many actions. */
  readonly candidates: number;
  /** Children open at first; one more each time the node's visits pass the next square (progressive widening). */
  readonly initialWidth: number;
  /** PUCT exploration constant. */
  readonly exploration: number;
  /** Temperature of the softmax turning Easy's scores into priors (larger: flatter). */
  readonly priorTemperature: number;
  /** Own decisions in the tree at most below the root; deeper, Easy decides. */
  readonly maxDepth: number;
  /** Playouts stop after this many actions even without reaching a card phase (a safety net). */
  readonly maxPlayoutActions: number;
  /** Exactly this many iterations (reproducible); unset = until the deadline. */
  readonly iterations?: number;
}

export const NORMAL_SEARCH: IsmctsOptions = {
  candidates: 8,
  initialWidth: 3,
  exploration: 0.6,
  priorTemperature: 1,
  maxDepth: 6,
  maxPlayoutActions: 600,
};

export const HARD_SEARCH: IsmctsOptions = { ...NORMAL_SEARCH, candidates: 12, maxDepth: 10 };

const SEARCHED = new Set(['mulligan', 'mulligan-reply', 'card', 'action']);

interface Edge {
  readonly action: Action;
  readonly prior: number;
  n: number;
  w: number;
  child: TreeNode | null;
}

interface TreeNode {
  n: number;
  /** Easy's best actions, best first; opened from the front. */
  readonly edges: Edge[];
  /** Action key → index in `edges` (a sample's legal list is checked against it). */
  readonly keys: Map<string, number>;
}

export interface SearchReport {
  readonly action: Action;
  readonly iterations: number;
  /** Root children that were tried, most visited first. */
  readonly ranked: RankedAction<Action>[];
}

function makeNode(view: RichardView, me: Side, legal: readonly Action[], opts: IsmctsOptions): TreeNode {
  const scored = scoreActions(view, me, legal)
    .map((x, i) => ({ ...x, i }))
    // Stable: ties keep the legal order, so the tree is the same for the same view.
    .sort((x, y) => y.score - x.score || x.i - y.i)
    .slice(0, opts.candidates);
  const top = scored[0]!.score;
  const weights = scored.map((x) => Math.exp((x.score - top) / opts.priorTemperature));
  const sum = weights.reduce((t, x) => t + x, 0);
  const edges = scored.map((x, i) => ({ action: x.action, prior: weights[i]! / sum, n: 0, w: 0, child: null }));
  return { n: 0, edges, keys: new Map(edges.map((e, i) => [actionKey(e.action), i])) };
}

/** PUCT among the opened children that are legal in this sample; -1 if none is. */
function select(node: TreeNode, legalKeys: Set<string>, opts: IsmctsOptions): number {
  const open = Math.min(node.edges.length, opts.initialWidth + Math.floor(Math.sqrt(node.n)));
  const parentQ = node.n > 0 ? node.edges.reduce((t, e) => t + e.w, 0) / Math.max(1, sumN(node)) : 0.5;
  const sqrtN = Math.sqrt(node.n + 1);
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < open; i++) {
    const e = node.edges[i]!;
    if (!legalKeys.has(actionKey(e.action))) continue;
    // Unvisited children start at the parent's mean (first-play urgency), so priors decide their order.
    const q = e.n > 0 ? e.w / e.n : parentQ;
    const u = q + (opts.exploration * e.prior * sqrtN) / (1 + e.n);
    if (u > bestScore) {
      bestScore = u;
      best = i;
    }
  }
  return best;
}

const sumN = (node: TreeNode): number => node.edges.reduce((t, e) => t + e.n, 0);

/** True once the game turn is over: a card phase of a later turn, or the end of the game. */
function turnOver(s: State, turn: number, campaign: number): boolean {
  return s.outcome !== null || (s.step.k === 'card' && (s.turn !== turn || s.campaign !== campaign));
}

/** The Easy decision of `side` in a sampled state, from that side's view of it. */
function easyMove(s: State, side: Side, rng: RngState): Action | null {
  const legal = legalActions(s, side);
  if (legal.length === 0) return null;
  return legal.length === 1 ? legal[0]! : chooseEasy(makeView(s, side), side, legal, rng);
}

/**
 * One iteration on a fresh sample: the tree walk, then Easy to the end of the turn. Returns the
 * leaf value and the edges walked, or null if the deadline passed mid-way (the iteration is dropped).
 */
function iterate(
  root: TreeNode,
  sample: State,
  me: Side,
  opts: IsmctsOptions,
  rng: RngState,
  overdue: () => boolean,
): { value: number; path: Edge[]; nodes: TreeNode[] } | null {
  const s = sample;
  const turn = s.turn;
  const campaign = s.campaign;
  const path: Edge[] = [];
  const nodes: TreeNode[] = [];
  let node: TreeNode | null = root;
  for (let n = 0; n < opts.maxPlayoutActions && !turnOver(s, turn, campaign); n++) {
    if ((n & 7) === 7 && overdue()) return null;
    const who = actors(s);
    if (who.length === 0) break;
    // In the tree the bot moves first at a simultaneous step; its choice stays hidden from the enemy's view.
    const side = node && who.includes(me) ? me : who[nextInt(rng, who.length)]!;
    if (side !== me) node = null;
    if (node && side === me) {
      const legal = legalActions(s, me);
      if (legal.length === 1) {
        // A forced move is no decision: the tree (opened only where there was a choice) ends here.
        node = null;
        if (!playAction(s, me, legal[0]!).ok) break;
        continue;
      }
      const i = select(node, new Set(legal.map(actionKey)), opts);
      if (i < 0) {
        node = null; // this sample allows none of the opened moves: Easy plays on
        continue;
      }
      const e: Edge = node.edges[i]!;
      if (!playAction(s, me, e.action).ok) break;
      nodes.push(node);
      path.push(e);
      if (path.length >= opts.maxDepth) node = null;
      else if (!e.child) {
        // Open the next node now, from this sample's view (the bot's own information), then play out.
        const next = actors(s);
        if (next.length === 1 && next[0] === me && !turnOver(s, turn, campaign)) {
          const nextLegal = legalActions(s, me);
          if (nextLegal.length > 1) e.child = makeNode(makeView(s, me), me, nextLegal, opts);
        }
        node = null;
      } else node = e.child;
      continue;
    }
    const a = easyMove(s, side, rng);
    if (!a || !playAction(s, side, a).ok) break;
  }
  return { value: leafValue(s, me), path, nodes };
}

/** The search, separate from the Bot wrapper so tests and the Hint can read the statistics. */
export function ismctsSearch(ctx: BotContext<RichardView, Action, Side>, opts: IsmctsOptions): SearchReport | null {
  const { view, player: me, legalActions: legal, rng } = ctx;
  if (legal.length < 2 || !SEARCHED.has(view.step)) return null;
  const root = makeNode(view, me, legal, opts);
  if (root.edges.length < 2) return null;
  const start = ctx.clock();
  const span = Math.max(1, ctx.deadline - start);
  const overdue = () => opts.iterations === undefined && ctx.clock() > ctx.deadline;
  let done = 0;
  let spent = 0;
  for (;;) {
    if (opts.iterations !== undefined) {
      if (done >= opts.iterations) break;
    } else {
      const now = ctx.clock();
      // Start another iteration only if an average one still fits.
      if (now + (done > 0 ? spent / done : 0) > ctx.deadline) break;
    }
    const t0 = ctx.clock();
    const det = determinize(view, me, rng);
    if (!det.ok) return null;
    // Rules never read the log; an empty one keeps the views made in playouts cheap.
    det.value.log = [];
    const r = iterate(root, det.value, me, opts, rng, overdue);
    if (!r) break;
    root.n++;
    for (const node of r.nodes) if (node !== root) node.n++;
    for (const e of r.path) {
      e.n++;
      e.w += r.value;
    }
    done++;
    spent += ctx.clock() - t0;
    if ((done & 7) === 0)
      ctx.progress(opts.iterations !== undefined ? done / opts.iterations : (ctx.clock() - start) / span);
  }
  if (done === 0) return null;
  const order = root.edges
    .map((e, i) => ({ e, i }))
    .filter((x) => x.e.n > 0)
    .sort((x, y) => y.e.n - x.e.n || y.e.w / y.e.n - x.e.w / x.e.n || x.i - y.i);
  const ranked = order.map(({ e }) => ({
    action: e.action,
    winChance: Math.min(1, Math.max(0, e.w / e.n)),
    visits: e.n,
  }));
  return { action: ranked[0]!.action, iterations: done, ranked };
}

/** Easy's choice, presented as an analysis (steps the search does not cover). */
function easyAnalysis(ctx: BotContext<RichardView, Action, Side>): Analysis<Action> {
  const best = chooseEasy(ctx.view, ctx.player, ctx.legalActions, ctx.rng);
  return { best, ranked: [{ action: best, winChance: 0.5, visits: 0 }] };
}

export function makeIsmctsBot(id: string, name: string, opts: IsmctsOptions): Bot<RichardView, Action, Side> {
  const analyse = (ctx: BotContext<RichardView, Action, Side>): Analysis<Action> => {
    try {
      const r = ismctsSearch(ctx, opts);
      return r ? { best: r.action, ranked: r.ranked.slice(0, 5) } : easyAnalysis(ctx);
    } catch {
      // A search bug must never stall a game: Easy decides instead.
      return easyAnalysis(ctx);
    }
  };
  return { id, name, chooseAction: (ctx) => analyse(ctx).best, analyse };
}

/** Normal: ISMCTS over Easy's best eight moves a decision, about a second (the host's budget). */
export const normalBot = makeIsmctsBot('normal', 'Normal', NORMAL_SEARCH);
/** Hard: a wider, deeper tree; the host gives it about five seconds. */
export const hardBot = makeIsmctsBot('hard', 'Hard', HARD_SEARCH);
