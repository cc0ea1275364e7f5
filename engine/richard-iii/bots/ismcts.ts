/**
 * The Normal and Hard bots (issue 10): Information-Set Monte Carlo Tree Search over determinized
 * states, guided by the Easy heuristics.
 *
 * A sample is a full state behind the bot's own view (`determinize`: the enemy's hidden blocks,
 * strengths, hand, face-down card, and fresh dice). From it the bot plays out each root move still
 * in the race: the move, then the tree of its own next decisions (PUCT), then the Easy bot for both
 * sides to the end of the game turn (the next card phase), scored by `leafValue`. Every sample is
 * another truth the view allows, so the statistics are over the bot's information set.
 *
 * - Common random numbers at the root: the root moves of one sample share its determinization,
 *   dice and playout choices, so their differences are paired and a handful of samples already
 *   separates a blunder from a good move. Sequential halving narrows the race at 8, 16, 32…
 *   samples. Easy's first choice stays in the race and is played unless another move beats it by
 *   `confidence` paired standard errors (noise alone must not talk the bot out of a sound move).
 * - The tree holds only the bot's consecutive decisions (the moves of its action phase after the
 *   root). The first enemy decision ends the tree walk: the enemy's moves come from the Easy
 *   policy on the enemy's own view of the sample. At a simultaneous step (card, mulligan) the bot
 *   decides first in the sample, but the enemy's view hides a face-down card and a secret mulligan
 *   answer, so he never plays knowing it.
 * - Move abstraction: a node's children are Easy's best `candidates` distinct choices (moves to
 *   the same place by another path are one choice; a move another is certainly no worse than is none,
 *   `undominated`: a pass in round 1 where the block could fire) of 100+ legal actions in an action phase,
 *   opened one by one as the node is visited (progressive widening), with priors from Easy's
 *   scores (a softmax). The tree is cut at `maxDepth` own decisions; below it Easy plays on.
 * - Budget: until `reserveMs` before the host's `deadline` on its `clock` (a sample is not started
 *   when the last one would not fit, and one that overruns mid-way is dropped; the clock is read
 *   before every playout action) or, sooner, once the choice is settled (`settleZ`); or exactly
 *   `iterations` samples for reproducible tests and tournaments.
 *
 * Searched: the mulligan, card and action steps, and every battle decision (which battle next, the
 * Treason card, a block's battle turn, which block takes hits, regroups). The supply phase and the
 * political turn (determinize cannot sample them yet) are decided by Easy.
 */
import type { Analysis, Bot, BotContext, RankedAction, SearchPart } from '../../core/bot';
import { gainStats, raceSettled, rulePick, RunningGain, type RaceRule } from '../../core/paired-race';
import { makeRng, nextInt, type RngState } from '../../core/rng';
import { CARDS, type Side } from '../data';
import { actionKey } from '../actions';
import { cloneState } from '../clone';
import { SAMPLED_STEPS, determinize } from '../determinize';
import { actors, legalActions, playAction } from '../rules';
import type { Action, State } from '../types';
import { makePlayView, type PlayView, type RichardView } from '../view';
import { undominated } from './dominated';
import { chooseEasy, scoreActions } from './easy';
import { leafValue } from './leaf';

/** The search's settings; the decision rule's (`confidence`, `minGain`, `settleZ`, `settleMinSamples`) are RaceRule's. */
export interface IsmctsOptions extends RaceRule {
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
  /**
   * Game turns a playout plays: to the end of this one (1), or of later ones too (the leaf then
   * scores a later card phase). Never past the campaign's end.
   */
  readonly horizonTurns: number;
  /** Exactly this many iterations (reproducible); unset = until the deadline. */
  readonly iterations?: number;
  /**
   * Milliseconds kept back from the host's deadline (a chess engine's "move overhead"): the search
   * stops this much early so that the answer, the host's own work and a late time slice on a loaded
   * machine still end within the budget.
   */
  readonly reserveMs: number;
}

export const NORMAL_SEARCH: IsmctsOptions = {
  candidates: 8,
  initialWidth: 3,
  exploration: 0.6,
  priorTemperature: 1,
  maxDepth: 6,
  maxPlayoutActions: 600,
  horizonTurns: 1,
  confidence: 2,
  minGain: 0.01,
  reserveMs: 50,
  settleZ: 3,
  settleMinSamples: 32,
};

/**
 * Hard also plays its playouts a game turn further (to the card phase after next): as York in 1483 it won
 * 192 of 200 deals against Normal where one turn won 158 (docs/computer-opponents.md).
 */
export const HARD_SEARCH: IsmctsOptions = { ...NORMAL_SEARCH, candidates: 10, maxDepth: 10, horizonTurns: 2 };

/** Every step determinize can sample. */
const SEARCHED = new Set(SAMPLED_STEPS);

/**
 * Whether the search covers this decision: a choice in a step determinize can sample, where more than one
 * move is not dominated (a round-1 battle turn between fire and pass is no choice, like a forced move).
 */
const searchesStep = (ctx: BotContext<RichardView, Action, Side>): boolean =>
  ctx.legalActions.length > 1 &&
  SEARCHED.has(ctx.view.step) &&
  undominated(ctx.view, ctx.player, ctx.legalActions).length > 1;

interface Edge {
  readonly action: Action;
  /** actionKey(action). */
  readonly key: string;
  readonly prior: number;
  n: number;
  w: number;
  child: TreeNode | null;
}

interface TreeNode {
  n: number;
  /** Easy's best actions, best first; opened from the front. */
  readonly edges: Edge[];
}

export interface SearchReport {
  readonly action: Action;
  readonly iterations: number;
  /** Root children that were tried, most visited first. */
  readonly ranked: RankedAction<Action>[];
}

/**
 * Actions that differ in nothing the game weighs are one choice for the search, and the best-scored
 * one stands: moves by another path to the same place (the path matters only for border limits,
 * which Easy's score already weighed), and cards without an event of the same action points (a
 * hand of four 3s is one choice, not four that share the samples).
 */
function choiceKey(a: Action): string {
  if (a.t === 'move') return `to|${a.block}|${a.path[a.path.length - 1]!}`;
  if (a.t === 'card' && CARDS[a.card]!.event === null) return `ap|${CARDS[a.card]!.ap}`;
  return actionKey(a);
}

function makeNode(view: PlayView, me: Side, legal: readonly Action[], opts: IsmctsOptions): TreeNode {
  const seen = new Set<string>();
  const scored = scoreActions(view, me, undominated(view, me, legal))
    .map((x, i) => ({ ...x, i }))
    // Stable: ties keep the legal order, so the tree is the same for the same view.
    .sort((x, y) => y.score - x.score || x.i - y.i)
    .filter((x) => {
      const k = choiceKey(x.action);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, opts.candidates);
  const top = scored[0]!.score;
  const weights = scored.map((x) => Math.exp((x.score - top) / opts.priorTemperature));
  const sum = weights.reduce((t, x) => t + x, 0);
  const edges = scored.map((x, i) => ({
    action: x.action,
    key: actionKey(x.action),
    prior: weights[i]! / sum,
    n: 0,
    w: 0,
    child: null,
  }));
  return { n: 0, edges };
}

/**
 * The first `open` children as this sample's legal actions (undefined: not legal here). Only legal
 * actions of an open child's kind and block are keyed: an action phase lists 100+ actions for a
 * handful of children. Playing the sample's own object lets the rules skip looking it up again.
 */
function legalOpen(node: TreeNode, open: number, legal: readonly Action[]): (Action | undefined)[] {
  const found = new Array<Action | undefined>(open);
  for (const x of legal)
    for (let i = 0; i < open; i++) {
      const e = node.edges[i]!.action;
      if (found[i] || e.t !== x.t || ('block' in e && 'block' in x && e.block !== x.block)) continue;
      if (actionKey(x) === node.edges[i]!.key) found[i] = x;
    }
  return found;
}

/** PUCT among the opened children that are legal in this sample: the child's index and its action here, or null. */
function select(node: TreeNode, legal: readonly Action[], opts: IsmctsOptions): { i: number; action: Action } | null {
  const open = Math.min(node.edges.length, opts.initialWidth + Math.floor(Math.sqrt(node.n)));
  const isLegal = legalOpen(node, open, legal);
  const parentQ = node.n > 0 ? node.edges.reduce((t, e) => t + e.w, 0) / Math.max(1, sumN(node)) : 0.5;
  const sqrtN = Math.sqrt(node.n + 1);
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < open; i++) {
    const e = node.edges[i]!;
    if (!isLegal[i]) continue;
    // Unvisited children start at the parent's mean (first-play urgency), so priors decide their order.
    const q = e.n > 0 ? e.w / e.n : parentQ;
    const u = q + (opts.exploration * e.prior * sqrtN) / (1 + e.n);
    if (u > bestScore) {
      bestScore = u;
      best = i;
    }
  }
  return best < 0 ? null : { i: best, action: isLegal[best]! };
}

const sumN = (node: TreeNode): number => node.edges.reduce((t, e) => t + e.n, 0);

/**
 * True once a playout that began in game turn `turn` has played `turns` game turns: a card phase that
 * many turns later (or of another campaign), or the end of the game.
 */
export function turnsOver(s: State, turn: number, campaign: number, turns: number): boolean {
  return s.outcome !== null || (s.step.k === 'card' && (s.turn >= turn + turns || s.campaign !== campaign));
}

/** The Easy decision of `side` in a sampled state, from that side's view of it. */
function easyMove(s: State, side: Side, rng: RngState): Action | null {
  // The list the rules enumerated last: playing one of its actions skips a second enumeration.
  const legal = legalActions(s, side);
  if (legal.length <= 1) return legal[0] ?? null;
  return chooseEasy(playoutView(s, side), side, legal, rng);
}

/**
 * A side's view of a sample for a playout decision. The Pretender's Easy is also told where the
 * sample's King stands (Board.kingGuess): the real Easy follows a King who left his court through
 * the log (enemyKingAreas), which a sample carries no further, and a playout in which the Pretender
 * lost him would model it as weaker than it is (searching York in 1483 against Easy, a playout
 * Pretender that looked for Richard only in London: 83 of deals 0–99 won instead of 94).
 */
function playoutView(s: State, side: Side): PlayView {
  const view = makePlayView(s, side);
  return side !== s.kingSide && s.king >= 0 && s.loc[s.king]! >= 0 ? { ...view, kingAt: s.loc[s.king]! } : view;
}

/**
 * One playout on a sample: `first` at the root, then the tree walk (PUCT) over the bot's next own
 * decisions, then Easy to the end of the turn. Returns the leaf value and the tree edges walked
 * below the root, or null if the deadline passed mid-way (the whole sample is dropped). The clock is
 * read before every action and before the leaf is scored: a read costs well under a microsecond, an
 * action tens of them, and on a loaded machine even a few actions between reads stretch to tens of
 * milliseconds.
 */
function playout(
  root: TreeNode,
  first: number,
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
  const rootEdge = root.edges[first]!;
  if (overdue()) return null;
  if (!playAction(s, me, rootEdge.action).ok) return { value: 0, path, nodes };
  let node: TreeNode | null = openChild(rootEdge, s, me, opts, turn, campaign);
  let depth = 1;
  for (let n = 0; n < opts.maxPlayoutActions && !turnsOver(s, turn, campaign, opts.horizonTurns); n++) {
    if (overdue()) return null;
    const who = actors(s);
    if (who.length === 0) break;
    const side = node && who.includes(me) ? me : who[nextInt(rng, who.length)]!;
    if (side !== me) node = null;
    if (node) {
      const legal = legalActions(s, me);
      const pick = legal.length > 1 ? select(node, legal, opts) : null;
      if (pick) {
        const e: Edge = node.edges[pick.i]!;
        if (!playAction(s, me, pick.action).ok) break;
        nodes.push(node);
        path.push(e);
        depth++;
        // Below the depth cut Easy decides; a child opened just now is walked from the next playout on.
        if (depth >= opts.maxDepth) node = null;
        else if (e.child) node = e.child;
        else {
          openChild(e, s, me, opts, turn, campaign);
          node = null;
        }
        continue;
      }
      // This sample allows none of the opened moves (or the move is forced): Easy plays on.
      node = null;
    }
    const a = easyMove(s, side, rng);
    if (!a || !playAction(s, side, a).ok) break;
  }
  if (overdue()) return null;
  return { value: leafValue(s, me), path, nodes };
}

/** Opens the node after `e` from this sample's view (the bot's own information) if the bot decides next; returns it. */
function openChild(e: Edge, s: State, me: Side, opts: IsmctsOptions, turn: number, campaign: number): TreeNode | null {
  if (e.child) return e.child;
  const next = actors(s);
  if (next.length !== 1 || next[0] !== me || turnsOver(s, turn, campaign, opts.horizonTurns)) return null;
  const legal = legalActions(s, me);
  if (legal.length > 1) e.child = makeNode(makePlayView(s, me), me, legal, opts);
  return null;
}

/**
 * The search, separate from the Bot wrapper so tests and the Hint can read the statistics.
 *
 * Root moves are compared on common random numbers: each sample (a determinization and the dice
 * and choices of its playouts) is played once from every root move still in the race, so their
 * differences are paired. The race is halved at 8, 16, 32… samples (sequential halving; Easy's
 * first choice always stays). `iterations` counts samples.
 */
export function ismctsSearch(ctx: BotContext<RichardView, Action, Side>, opts: IsmctsOptions): SearchReport | null {
  const part = ismctsPart(ctx, opts);
  return part ? mergeSearches([part], opts) : null;
}

/** One search's root statistics (see ismctsSearch), or null where it does not search or drew nothing. */
export function ismctsPart(ctx: BotContext<RichardView, Action, Side>, opts: IsmctsOptions): SearchPart<Action> | null {
  const { view, player: me, legalActions: legal, rng } = ctx;
  if (!searchesStep(ctx)) return null;
  const root = makeNode(view, me, legal, opts);
  const k = root.edges.length;
  if (k < 2) return null;
  const start = ctx.clock();
  const stopAt = ctx.deadline - opts.reserveMs;
  const span = Math.max(1, stopAt - start);
  const timed = opts.iterations === undefined;
  const overdue = () => timed && ctx.clock() > stopAt;
  /** Per root move, its value minus Easy's first choice's, sample by sample (while it is in the race). */
  const gains = root.edges.map(() => new RunningGain());
  let alive = root.edges.map((_, i) => i);
  let samples = 0;
  let lastBatchMs = 0;
  let nextCut = 8;
  for (;;) {
    if (!timed) {
      if (samples >= opts.iterations!) break;
    } else if (ctx.clock() + lastBatchMs > stopAt) break; // the next sample would not fit
    const t0 = ctx.clock();
    const det = determinize(view, me, rng);
    if (!det.ok) return null;
    if (overdue()) break;
    // Rules never read the log; an empty one keeps the views made in playouts cheap.
    det.value.log = [];
    const dice = nextInt(rng, 0x7fffffff);
    const choices = nextInt(rng, 0x7fffffff);
    const batch: { i: number; r: NonNullable<ReturnType<typeof playout>> }[] = [];
    for (const i of alive) {
      const s = cloneState(det.value);
      s.rng = makeRng(dice);
      const r = playout(root, i, s, me, opts, makeRng(choices), overdue);
      if (!r) break;
      batch.push({ i, r });
    }
    if (batch.length < alive.length) break;
    const base = batch.find((x) => x.i === 0)!.r.value;
    for (const { i, r } of batch) {
      const e = root.edges[i]!;
      e.n++;
      e.w += r.value;
      gains[i]!.add(r.value - base);
      for (const node of r.nodes) node.n++;
      for (const pe of r.path) {
        pe.n++;
        pe.w += r.value;
      }
    }
    root.n += batch.length;
    samples++;
    lastBatchMs = ctx.clock() - t0;
    if (samples === nextCut && alive.length > 2) {
      nextCut *= 2;
      const others = alive
        .filter((i) => i !== 0)
        .sort((x, y) => gains[y]!.stats().mean - gains[x]!.stats().mean || x - y);
      alive = [0, ...others.slice(0, Math.max(1, Math.ceil(alive.length / 2) - 1))].sort((x, y) => x - y);
    }
    alive = reviveMoves(alive, gains);
    ctx.progress(timed ? (ctx.clock() - start) / span : samples / opts.iterations!);
    if (timed && raceSettled(samples, gains, alive, opts)) break;
  }
  if (samples === 0) return null;
  return { samples, moves: root.edges.map((e, i) => ({ action: e.action, n: e.n, w: e.w, diffs: gains[i]!.diffs })) };
}

/**
 * The race after a sample, with any move halved out of it brought back whose gain now stands above every
 * move still in it (Easy's first choice's gain is 0). A cut after 8 samples ranks moves on a handful of
 * won or lost games, and a move dropped on that noise would otherwise keep its lucky estimate to the end:
 * the settle rule counts it only if it already passes, so the search answered at once while the Hint
 * listed it above the move it played ("March: pass 38 %" under "March: fire 22 %", after 0.7 s of Hard's
 * 5 s). Brought back, it draws samples again (its paired gains go on from the same samples as the rest)
 * until it is behind a move in the race or passes; a race is only ever widened by a move that leads it.
 */
export function reviveMoves(alive: readonly number[], gains: readonly RunningGain[]): number[] {
  let lead = 0;
  for (const i of alive) if (i !== 0) lead = Math.max(lead, gains[i]!.stats().mean);
  const back = gains.map((_, i) => i).filter((i) => !alive.includes(i) && gains[i]!.stats().mean > lead);
  return back.length === 0 ? [...alive] : [...alive, ...back].sort((x, y) => x - y);
}

/**
 * The choice from one or more searches of the same position (root parallelism: their samples are
 * independent, so their paired differences pool): Easy's first choice unless another move beats it
 * by `confidence` paired standard errors and `minGain`. A part whose root differs is left out.
 */
export function mergeSearches(parts: readonly SearchPart<Action>[], opts: IsmctsOptions): SearchReport {
  const first = parts[0]!;
  const keys = first.moves.map((m) => actionKey(m.action));
  const same = parts.filter(
    (p) => p.moves.length === keys.length && p.moves.every((m, i) => actionKey(m.action) === keys[i]),
  );
  const moves = first.moves.map((m, i) => ({
    action: m.action,
    n: same.reduce((t, p) => t + p.moves[i]!.n, 0),
    w: same.reduce((t, p) => t + p.moves[i]!.w, 0),
    diffs: same.flatMap((p) => p.moves[i]!.diffs),
  }));
  const pick = rulePick(
    moves.map((m) => gainStats(m.diffs)),
    opts,
  );
  // A move that drew every sample: its own mean. One halved out of the race drew only the first few, so
  // its mean is over other games than the rest's: Easy's first move's mean (over every sample) plus the
  // move's paired gain over it on the samples it drew is on the same footing (the same number where it
  // drew them all, up to rounding, so the full-race estimates are its own mean exactly).
  const all = moves[0]!.n;
  const q0 = moves[0]!.w / all;
  const q = (e: { n: number; w: number; diffs: readonly number[] }) =>
    e.n === all ? e.w / e.n : q0 + gainStats(e.diffs).mean;
  const order = moves
    .map((e, i) => ({ e, i, q: q(e) }))
    .filter((x) => x.e.n > 0)
    .sort((x, y) => Number(y.i === pick) - Number(x.i === pick) || y.q - x.q || x.i - y.i);
  const ranked = order.map(({ e, q }) => ({ action: e.action, winChance: Math.min(1, Math.max(0, q)), visits: e.n }));
  return { action: moves[pick]!.action, iterations: same.reduce((t, p) => t + p.samples, 0), ranked };
}

/**
 * Easy's choice, presented as an analysis: `samples` 0 when the search tried and drew nothing (or
 * found one distinct choice), absent in steps it does not cover (the supply phase, the political
 * turn), so a tournament counts samples over searched decisions only.
 */
export function easyAnalysis(ctx: BotContext<RichardView, Action, Side>, searched: boolean): Analysis<Action> {
  const best = chooseEasy(ctx.view, ctx.player, undominated(ctx.view, ctx.player, ctx.legalActions), ctx.rng);
  const ranked = [{ action: best, winChance: 0.5, visits: 0 }];
  return searched ? { best, ranked, samples: 0 } : { best, ranked };
}

export function makeIsmctsBot(id: string, name: string, opts: IsmctsOptions): Bot<RichardView, Action, Side> {
  const analyse = (ctx: BotContext<RichardView, Action, Side>): Analysis<Action> => {
    const searched = searchesStep(ctx);
    try {
      const r = searched ? ismctsSearch(ctx, opts) : null;
      return r ? toAnalysis(r) : easyAnalysis(ctx, searched);
    } catch {
      // A search bug must never stall a game: Easy decides instead.
      return easyAnalysis(ctx, searched);
    }
  };
  const toAnalysis = (r: SearchReport): Analysis<Action> => ({
    best: r.action,
    ranked: r.ranked.slice(0, 5),
    samples: r.iterations,
  });
  return {
    id,
    name,
    chooseAction: (ctx) => analyse(ctx).best,
    analyse,
    searchPart: (ctx) => {
      try {
        return ismctsPart(ctx, opts);
      } catch {
        return null; // analyse answers instead (Easy, if the search fails there too)
      }
    },
    mergeParts: (parts) => toAnalysis(mergeSearches(parts, opts)),
  };
}

/** Normal: ISMCTS over Easy's best eight moves a decision, about a second (the host's budget). */
export const normalBot = makeIsmctsBot('normal', 'Normal', NORMAL_SEARCH);
/** Hard: a wider, deeper tree; the host gives it about five seconds. */
export const hardBot = makeIsmctsBot('hard', 'Hard', HARD_SEARCH);
