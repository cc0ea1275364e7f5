/**
 * The Easy bot (issue 4): legal moves guided by simple, explainable heuristics. It decides from
 * its own RichardView only (the `Board` is built from the view), so it is fair by construction.
 * Every legal action gets a score; the best one is played, ties broken by the seeded rng.
 *
 * Heuristics, by decision:
 * - mulligan: ask whenever allowed (hand ≤ 13 AP); redraw too when the own hand is ≤ 15 AP.
 * - card: play high AP first, but keep one card of the hand's best AP for the campaign's last
 *   turn (it decides the usurpation count); events wait for a fitting moment (Plague on a crowded
 *   enemy city, Muster when an own crown/London is threatened, Piracy when exiles wait to land)
 *   or are played before the last turn when only events would be left for the turns before it.
 * - action phase: every move is scored as the change in a simple position value per area —
 *   presence (nobles, church and heirs on the map count for usurpation; not in exile or on the Isle
 *   of Man), holding London and crowns, minus the risk from nearby enemy stacks (their visible block
 *   count × 2.5 steps against own steps; the King and heirs weigh most), minus supply overload,
 *   plus a small pull toward valuable ground. So: recruit nobles/church first, levies where they
 *   help; land exiles early; reinforce threatened stacks; never leave the King exposed; hold
 *   London (most on the campaign's last turn, before the count). Attack only when the attacking
 *   area's own group outweighs the target and everything that can reach clearly exceeds it (×1.6;
 *   more for heirs and the King), and pay for what the attack leaves behind; a noble or levy
 *   leads an attack in before an heir or the King when one can; reinforce an under-strength
 *   attack before anything else. A Pretender behind in the usurpation race late in
 *   a campaign accepts closer fights. The Pretender hunts the King (an instant win, 9): stacks
 *   gather within two areas of where he is expected (London while the enemy holds it) — at one
 *   rally area beside it when the King is his side's last heir — and strike a thinly held court
 *   with a strong stack before anything else. `end` when nothing scores above
 *   a threshold.
 * - battle: fight first where strongest; fire; charge with the senior heir when a likely kill
 *   of a weakened block is worth more than his fire at the strongest (less the counter-fire);
 *   treason rolls against loyalty-1 targets (and the Treason card whenever useful); retreat when
 *   clearly outmatched after round 1 (to own stacks / valuable ground); hits on the least valuable
 *   tied block (never the King if avoidable); regroup only when it improves the position.
 * - supply / political: lose steps from the least valuable blocks (levies before nobles before
 *   heirs, never eliminating when a step can be spared elsewhere); execute a defected enemy heir
 *   when it brings an heir-elimination win close (otherwise he counts as my noble); heirs enter and
 *   blocks go home where they are safest and count most.
 */
import { nextInt, type RngState } from '../../core/rng';
import {
  AREAS,
  AREA_COUNT,
  BLOCKS,
  CARDS,
  ISLE_OF_MAN,
  LONDON,
  areaIndex,
  blockIndex,
  shareSea,
  type AreaId,
  type Side,
} from '../data';
import type { Action } from '../types';
import type { PlayView } from '../view';
import type { BattleBlockView } from '../battle/types';
import { treasonDice } from '../battle/treason';
import { HIDDEN_STEPS, makeBoard, type Board } from './board';
import { EASY_WEIGHTS, type EasyWeights } from './easy-weights';
import {
  atLeast,
  blockWorth,
  countsForCrown,
  countsForLimit,
  dist,
  isExileArea,
  isMapArea,
  supplyLimit,
} from './tables';

/**
 * The hunt's rally (rallyArea); its other numbers are in EasyWeights (`hunt…`), where the hunt's
 * history is told.
 */
const HUNT = {
  /**
   * Per 10 steps, by distance from the rally area (rallyArea): where the King is his side's last
   * heir. Easy as Lancaster against Easy in 1483, 1,200 deals (seeds 21, 31, 41): 156 wins before,
   * 267 with it; on 1,200 fresh deals (51, 61, 71) 143 and 264. Its first version (f363b59) won 268
   * with these weights, 108 with 5 at the rally area, 258 with 7, 141 spread farther (4, 2.5, 1.5,
   * 0.8): a rally that is not clearly the best place for a stack scatters the army again.
   */
  rally: [6, 3, 1.5],
  /** How much the enemy strength near a rally area (the court's own aside) counts against it, per step. */
  rallyThreat: 0.5,
  /** A step in exile that can sail (5.3) counts this much toward a coastal rally area on its sea. */
  rallyBySea: 0.7,
} as const;

export interface Scored {
  action: Action;
  score: number;
}

/** The bot's decision: one of `legal`, chosen from the view only. */
export function chooseEasy(
  view: PlayView,
  me: Side,
  legal: readonly Action[],
  rng: RngState,
  w: EasyWeights = EASY_WEIGHTS,
): Action {
  if (legal.length === 1) return legal[0]!;
  const scored = scoreActions(view, me, legal, w);
  let best = -Infinity;
  for (const s of scored) if (s.score > best) best = s.score;
  const top = scored.filter((s) => s.score >= best - 1e-9);
  return top.length === 1 ? top[0]!.action : top[nextInt(rng, top.length)]!.action;
}

/** Scores every legal action (exposed for tests and for explaining a choice). */
export function scoreActions(
  view: PlayView,
  me: Side,
  legal: readonly Action[],
  w: EasyWeights = EASY_WEIGHTS,
): Scored[] {
  const bd = makeBoard(view, me, w);
  const first = legal[0]!;
  switch (view.step) {
    case 'mulligan':
    case 'mulligan-reply':
      return legal.map((a) => ({ action: a, score: mulliganScore(bd, a) }));
    case 'card':
      return cardScores(bd, legal);
    case 'action':
      return actionScores(bd, legal);
    case 'battle-choose':
    case 'battle-treason':
    case 'battle-turn':
    case 'battle-hits':
    case 'battle-regroup':
      return battleScores(bd, legal);
    default:
      break;
  }
  if (first.t === 'execute' || first.t === 'spare' || first.t === 'heir-enter' || first.t === 'supply-loss')
    return supplyScores(bd, legal);
  if (first.t === 'go-home' || first.t === 'go-pool' || first.t === 'exile-pool') return politicalScores(bd, legal);
  return legal.map((a) => ({ action: a, score: 0 }));
}

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

const handAp = (bd: Board): number => bd.view.hand.reduce((t, c) => t + c.ap, 0);

function mulliganScore(bd: Board, a: Action): number {
  const ap = handAp(bd);
  if (a.t === 'mulligan') return a.ask === ap <= 13 ? 1 : 0;
  if (a.t === 'redraw') return a.redraw === ap <= 15 ? 1 : 0;
  return 0;
}

function cardScores(bd: Board, legal: readonly Action[]): Scored[] {
  const exiles = bd.own.filter((o) => isExileArea(o.area) && BLOCKS[o.b]!.canSeaMove).length;
  const threatened = bd.own.some(
    (o) => (o.area === LONDON || AREAS[o.area]!.crown) && bd.threat(o.area) > bd.ownSteps[o.area]!,
  );
  let plague = 0;
  for (let a = 0; a < bd.foeCount.length; a++)
    if (AREAS[a]!.city && bd.foeCount[a]! > 0 && bd.ownCount[a] === 0) plague = Math.max(plague, bd.foeCount[a]!);
  const adjacentFights = bd.own.some(
    (o) => isMapArea(o.area) && AREAS[o.area]!.neighbors.some((n) => bd.foeCount[n.area]! > 0),
  );
  return legal.map((a) => {
    if (a.t !== 'card') return { action: a, score: 0 };
    const c = CARDS[a.card]!;
    let score: number = c.ap;
    switch (c.event) {
      case null:
        break;
      case 'plague':
        score = plague >= 3 ? 1 + plague * 1.2 : 0.3;
        break;
      case 'muster':
        score = threatened ? 3.5 : 0.4;
        break;
      case 'piracy':
        score = exiles >= 2 ? 2.6 : 0.8;
        break;
      case 'force_march':
        score = adjacentFights ? 2.2 : 1.2;
        break;
      case 'treason':
        score = adjacentFights ? 2 : 1.1;
        break;
      case 'surprise':
        score = 1.3;
        break;
    }
    return { action: a, score: score + planBonus(bd, a.card) };
  });
}

/**
 * The campaign's card plan: all its cards get played, one a turn, and the last turn (7) decides
 * the usurpation count (8.2). So one card of the hand's best AP is kept for it, and events (few
 * AP) are played before it rather than left for it.
 */
function planBonus(bd: Board, card: number): number {
  const hand = bd.view.hand;
  if (hand.length <= 1) return 0;
  const c = CARDS[card]!;
  let best = 0;
  for (const h of hand) if (h.event === null) best = Math.max(best, h.ap);
  const events = hand.filter((h) => h.event !== null).length;
  // Turns before the last: hand.length - 1 (this one included).
  const squeezed = events > 0 && events >= hand.length - 1;
  if (c.event !== null) return squeezed ? 3 : 0;
  const sameAp = hand.filter((h) => h.event === null && h.ap === c.ap).length;
  return c.ap === best && sameAp === 1 ? -1.5 : 0;
}

// ---------------------------------------------------------------------------------------------
// Action phase
// ---------------------------------------------------------------------------------------------

/** A summary of my blocks in one area, enough to score the area. */
interface Agg {
  n: number;
  /** Blocks that count toward the area's supply or exile limit (7.1/7.2). */
  counted: number;
  steps: number;
  /** Blocks that count for usurpation. */
  crown: number;
  /** Sum of block worth. */
  worth: number;
  king: boolean;
  heirs: number;
}

const emptyAgg = (): Agg => ({ n: 0, counted: 0, steps: 0, crown: 0, worth: 0, king: false, heirs: 0 });

function aggOf(bd: Board, a: number): Agg {
  const g = emptyAgg();
  for (const o of bd.own) if (o.area === a) addTo(bd, g, a, o.b, o.steps, 1);
  return g;
}

/** Adds (sign 1) or removes (sign -1) block `b` to the summary `g` of area `a`. */
function addTo(bd: Board, g: Agg, a: number, b: number, steps: number, sign: 1 | -1): void {
  g.n += sign;
  if (countsForLimit(a, b)) g.counted += sign;
  g.steps += sign * steps;
  if (countsForCrown(b)) g.crown += sign;
  g.worth += sign * blockWorth(b, b === bd.myKing);
  if (b === bd.myKing) g.king = sign > 0;
  if (BLOCKS[b]!.kind === 'heir') g.heirs += sign;
}

/**
 * How good it is for me to have these blocks in area `a`: presence on the map (nobles and heirs
 * count for usurpation), holding the area, minus the risk from nearby enemy stacks and any
 * supply overload.
 */
function areaScore(bd: Board, a: number, g: Agg): number {
  if (g.n <= 0) return 0;
  if (isExileArea(a)) {
    // Safe but useless for the crown; a little worth for heirs kept out of harm's way.
    const excess = g.counted - supplyLimit(a);
    return g.heirs * 0.8 + (excess > 0 ? -3 * excess : 0);
  }
  // Blocks on the Isle of Man do not count for usurpation (8.2): safe, but only worth a little.
  const w = bd.w;
  let s =
    (a === ISLE_OF_MAN ? g.crown * 1 : g.crown * w.crownPresence) + (g.n - g.crown) * w.otherPresence + bd.worth[a]!;
  if (a === LONDON && bd.foeCount[LONDON] === 0) s += londonHold(bd.turn);
  const danger = bd.threat(a);
  if (danger > 0) {
    const ratio = danger / (g.steps * 1.15 + 0.5);
    // A side's last heir is the whole game (9): his stack takes fright at a smaller threat.
    const from = g.heirs > 0 && bd.lastHeir ? w.lastHeirFright : w.riskFrom;
    const risk = Math.min(0.9, Math.max(0, (ratio - from) / 1.5));
    s -= risk * (g.worth * w.riskWorth + bd.worth[a]! * w.riskArea + (g.king ? w.riskKing : 0) + g.heirs * w.riskHeir);
  }
  const excess = g.counted - supplyLimit(a);
  if (excess > 0) s -= 4 * excess;
  // Stacks near valuable ground they can reach are a little better placed than stacks far away.
  s += pull(bd, a) * (g.n - g.heirs) * (bd.mustGain ? w.pullMustGain : w.pull);
  // The Pretender's army gathers within striking distance of the King: where his death ends the
  // game, at one rally area beside his court; otherwise anywhere near it.
  const rally = rallyArea(bd);
  if (rally >= 0) {
    // Land distance through the court too: a stack beside it on any side can join the strike.
    const d = dist(a, rally);
    if (d < HUNT.rally.length) s += (HUNT.rally[d]! * Math.min(g.steps, w.huntGatherCap)) / 10;
  } else if (bd.kingGuess >= 0 && dist(a, bd.kingGuess) <= w.huntNear)
    s += (w.huntGather * Math.min(g.steps, w.huntGatherCap)) / 10;
  return s;
}

/**
 * Where the Pretender gathers to strike a King who is his side's last heir (Board.foeLastHeir): the
 * free area beside the court that most of his army (heirs aside) can reach — within two areas by
 * land (through the court too: such a stack stands beside it), by sea from exile — with the least
 * enemy strength nearby besides the court's; -1 when none of the army can reach any. Worked out
 * afresh at each decision from the view alone (the bot keeps no memory), so it stays put while the
 * board does.
 */
export function rallyArea(bd: Board): number {
  const cached = rallyCache.get(bd);
  if (cached !== undefined) return cached;
  let rally = -1;
  if (bd.kingGuess >= 0 && bd.foeLastHeir) {
    let best = -Infinity;
    const court = bd.foeCount[bd.kingGuess]! * HIDDEN_STEPS;
    for (const n of AREAS[bd.kingGuess]!.neighbors) {
      const a = n.area;
      if (!isMapArea(a) || bd.foeCount[a]! > 0) continue;
      let army = 0;
      for (const o of bd.own) {
        if (BLOCKS[o.b]!.kind === 'heir') continue;
        if (isExileArea(o.area)) army += BLOCKS[o.b]!.canSeaMove && shareSea(o.area, a) ? o.steps * HUNT.rallyBySea : 0;
        else {
          const d = dist(o.area, a);
          if (d <= 2) army += o.steps * (d === 2 ? 0.6 : 1);
        }
      }
      const v = army - HUNT.rallyThreat * (bd.threat(a) - court);
      if (army > 0 && v > best) {
        best = v;
        rally = a;
      }
    }
  }
  rallyCache.set(bd, rally);
  return rally;
}
const rallyCache = new WeakMap<Board, number>();

/**
 * Holding London alone is one usurpation point (8.2), and an empty London is one the enemy may
 * walk into: worth most on the campaign's last turn, when the count follows (a crowned block is
 * worth 3 in `areaScore`, so the last turn's value is about two points). Early in a campaign
 * London's own worth is enough (more made a Rebel in London beat a noble recruit).
 */
const londonHold = (turn: number): number => (turn >= 7 ? 6.5 : turn >= 5 ? 2 : 0);

/** Attraction of an area: how close it is to valuable ground I do not hold (London, crowns, enemy stacks). */
function pull(bd: Board, a: number): number {
  let cache = pullCache.get(bd);
  if (!cache) pullCache.set(bd, (cache = new Array<number>(AREAS.length).fill(NaN)));
  // Worked out per area when first asked: a decision scores only the areas its moves touch.
  if (!Number.isNaN(cache[a]!)) return cache[a]!;
  let best = 0;
  if (isMapArea(a)) {
    for (let t = 0; t < AREAS.length; t++) {
      if (!isMapArea(t) || bd.ownCount[t]! > 0) continue;
      const d = dist(a, t);
      if (d > 4) continue;
      let v = bd.foeCount[t]! > 0 ? (bd.mustGain ? bd.w.foePullMustGain : bd.w.foePull) + bd.worth[t]! : bd.worth[t]!;
      if (t === bd.kingGuess) v += bd.w.huntPull;
      best = Math.max(best, v * FADE[d]!);
    }
  }
  cache[a] = best;
  return best;
}
const pullCache = new WeakMap<Board, number[]>();
/** 0.7 ** d for the distances pull looks at (0–4). */
const FADE = [0, 1, 2, 3, 4].map((d) => 0.7 ** d);

interface ActCtx {
  bd: Board;
  ap: number;
  activated: Set<number>;
  /** Steps of movable blocks per area that have a legal move into each target area: moversInto[target] → area → steps. */
  moversInto: Map<number, Map<number, number>>;
  /** Movable blocks per starting area (and the paths each can take, by target). */
  movable: Map<number, Set<number>>;
  aggs: Map<number, Agg>;
  /** areaScore of each area as it stands (its `agg`), worked out once. */
  scores: Map<number, number>;
  /** areaScore of an area a block leaves, without it (key: block × AREA_COUNT + area): the same for every destination. */
  without: Map<number, number>;
  /** Areas each movable block has a legal move into. */
  reach: Map<number, Set<number>>;
  /** Areas where I had blocks before this turn's fighting started here (I am the defender). */
  event: string | null;
}

function agg(ctx: ActCtx, a: number): Agg {
  let g = ctx.aggs.get(a);
  if (!g) {
    g = aggOf(ctx.bd, a);
    ctx.aggs.set(a, g);
  }
  return g;
}

/** areaScore of area `a` as it stands. */
function standing(ctx: ActCtx, a: number): number {
  let v = ctx.scores.get(a);
  if (v === undefined) ctx.scores.set(a, (v = areaScore(ctx.bd, a, agg(ctx, a))));
  return v;
}

const copyAgg = (g: Agg): Agg => ({ ...g });

/** Score change of moving `blocks` from `from` to `to` (non-attacking). */
function moveDelta(ctx: ActCtx, blocks: number[], from: number, to: number): number {
  const { bd } = ctx;
  const nt = copyAgg(agg(ctx, to));
  for (const b of blocks) addTo(bd, nt, to, b, bd.ownByBlock.get(b)?.steps ?? BLOCKS[b]!.steps, 1);
  const left =
    blocks.length === 1
      ? memoized(ctx.without, blocks[0]! * AREA_COUNT + from, () => leftBehind(ctx, blocks, from))
      : leftBehind(ctx, blocks, from);
  return left + areaScore(bd, to, nt) - standing(ctx, from) - standing(ctx, to);
}

/** areaScore of `from` once `blocks` have left it. */
function leftBehind(ctx: ActCtx, blocks: readonly number[], from: number): number {
  const { bd } = ctx;
  const nf = copyAgg(agg(ctx, from));
  for (const b of blocks) addTo(bd, nf, from, b, bd.ownByBlock.get(b)?.steps ?? BLOCKS[b]!.steps, -1);
  return areaScore(bd, from, nf);
}

function actionScores(bd: Board, legal: readonly Action[]): Scored[] {
  const act = bd.view.action;
  const ctx: ActCtx = {
    bd,
    ap: act?.ap ?? 0,
    activated: new Set((act?.activated ?? []).map((id) => areaIndex(id))),
    moversInto: new Map(),
    movable: new Map(),
    aggs: new Map(),
    scores: new Map(),
    without: new Map(),
    reach: new Map(),
    event: act?.event ?? null,
  };
  // Who can move where (from the legal list: pinned or moved blocks simply have no move).
  const seenInto = new Set<number>();
  for (const a of legal) {
    if (a.t !== 'move' && a.t !== 'sea') continue;
    const b = blockIndex(a.block);
    const ob = bd.ownByBlock.get(b);
    if (!ob) continue;
    let set = ctx.movable.get(ob.area);
    if (!set) ctx.movable.set(ob.area, (set = new Set()));
    set.add(b);
    const to = areaIndex(a.t === 'move' ? a.path[a.path.length - 1]! : a.to);
    const key = b * AREA_COUNT + to;
    if (seenInto.has(key)) continue;
    seenInto.add(key);
    let r = ctx.reach.get(b);
    if (!r) ctx.reach.set(b, (r = new Set()));
    r.add(to);
    let m = ctx.moversInto.get(to);
    if (!m) ctx.moversInto.set(to, (m = new Map()));
    m.set(ob.area, (m.get(ob.area) ?? 0) + ob.steps);
  }
  const memo: MoveMemo = { single: new Map(), attack: new Map(), group: new Map(), groupOf: new Map() };
  return legal.map((a) => ({ action: a, score: scoreAction(ctx, a, memo) }));
}

/**
 * An action phase lists 100+ moves, most of them the same block to the same place by another
 * path; their parts that depend only on the block and the destination are worked out once
 * (keys: block × AREA_COUNT + destination).
 */
interface MoveMemo {
  /** moveDelta of the block alone. */
  readonly single: Map<number, number>;
  /** attackScore. */
  readonly attack: Map<number, number>;
  /** A path (from its start, see pathKey) → the stack's move score, from the first block listed with that path. */
  readonly group: Map<number, number>;
  /** The stack's move score led by a block (key: block × AREA_COUNT + destination). */
  readonly groupOf: Map<number, number>;
}

/** A number naming a land path with its start: the areas as digits in base AREA_COUNT + 1 (none is 0). */
function pathKey(from: number, path: readonly AreaId[]): number {
  let k = from + 1;
  for (const id of path) k = k * (AREA_COUNT + 1) + areaIndex(id) + 1;
  return k;
}

function memoized(m: Map<number, number>, key: number, f: () => number): number {
  let v = m.get(key);
  if (v === undefined) m.set(key, (v = f()));
  return v;
}

function scoreAction(ctx: ActCtx, a: Action, memo: MoveMemo): number {
  const { bd } = ctx;
  switch (a.t) {
    case 'end':
      return bd.w.end;
    case 'recruit':
      return recruitScore(ctx, blockIndex(a.block), areaIndex(a.to));
    case 'plague':
      return 1 + bd.foeCount[areaIndex(a.area)]! * 2;
    case 'muster':
      return musterScore(ctx, areaIndex(a.area));
    case 'move':
    case 'sea': {
      const b = blockIndex(a.block);
      const ob = bd.ownByBlock.get(b);
      if (!ob) return -10;
      const from = ob.area;
      const to = areaIndex(a.t === 'move' ? a.path[a.path.length - 1]! : a.to);
      const paid =
        a.t === 'sea'
          ? !(act(bd)?.freeSea && areaIndex(act(bd)!.freeSea!.from) === from && areaIndex(act(bd)!.freeSea!.to) === to)
          : !ctx.activated.has(from);
      const apCost = paid && ctx.event !== 'muster' ? bd.w.apCost : 0;
      const bt = b * AREA_COUNT + to;
      if (bd.foeCount[to]! > 0) return memoized(memo.attack, bt, () => attackScore(ctx, b, from, to)) - apCost;
      const single = memoized(memo.single, bt, () => moveDelta(ctx, [b], from, to));
      // A whole stack moving together may be worth it even when one block alone is not.
      let group = -Infinity;
      if (a.t === 'move')
        group = memoized(memo.group, pathKey(from, a.path), () =>
          memoized(memo.groupOf, bt, () => {
            const mates = [...(ctx.movable.get(from) ?? [])].filter((x) => x !== b && BLOCKS[x]!.kind !== 'heir');
            const all = [b, ...mates];
            return all.length > 1 ? moveDelta(ctx, all, from, to) / all.length : -Infinity;
          }),
        );
      let s = Math.max(single, group);
      // Early in a campaign, exiles should come home (they count for nothing in exile).
      if (isExileArea(from) && isMapArea(to) && bd.turn <= 5) s += bd.w.exileHome;
      return s - apCost;
    }
    default:
      return 0;
  }
}

const act = (bd: Board) => bd.view.action;

function recruitScore(ctx: ActCtx, b: number, to: number): number {
  const { bd } = ctx;
  const blk = BLOCKS[b]!;
  const g = agg(ctx, to);
  const ng = copyAgg(g);
  addTo(bd, ng, to, b, blk.steps, 1);
  let s = areaScore(bd, to, ng) - standing(ctx, to);
  // Levies and the bombard disband at the political turn: less worth late in a campaign.
  if (blk.kind === 'levy' || blk.kind === 'bombard' || blk.kind === 'rebel' || blk.kind === 'mercenary')
    s -= Math.max(0, bd.turn - 4) * 0.5;
  if (countsForCrown(b)) s += bd.w.recruitCrown;
  return s - 0.3;
}

function musterScore(ctx: ActCtx, m: number): number {
  const { bd } = ctx;
  let near = 0;
  for (const o of bd.own) if (o.area !== m && isMapArea(o.area) && dist(o.area, m) <= 2) near += o.steps;
  const need = bd.ownCount[m]! > 0 ? Math.max(0, bd.threat(m) - bd.ownSteps[m]!) : 0;
  return 0.5 + Math.min(near, need) * 0.3 * (1 + bd.worth[m]!) + (bd.ownCount[m]! > 0 ? 0.3 : 0);
}

/**
 * Entering an enemy (or contested) area. A fresh attack needs the steps that can reach it this
 * phase to clearly exceed the enemy's block count × 2.5 steps; once committed, reinforce until
 * the stack is about 2.5 times the estimate.
 */
function attackScore(ctx: ActCtx, b: number, from: number, to: number): number {
  const { bd } = ctx;
  const blk = BLOCKS[b]!;
  const area = AREAS[to]!;
  const bonus = area.crown || area.city || area.shields.length > 0 ? 1.15 : 1.05;
  let enemy = bd.foeCount[to]! * HIDDEN_STEPS * bonus;
  // As Player 1, the enemy may still reinforce the battle from next door (6.3).
  if (bd.view.p1 === bd.me) enemy += Math.max(0, bd.threat(to) - bd.foeCount[to]! * HIDDEN_STEPS) * 0.5;
  const committed = bd.ownSteps[to]!;
  const steps = bd.ownByBlock.get(b)!.steps;
  const g = agg(ctx, to);
  const overLimit = g.counted + (countsForLimit(to, b) ? 1 : 0) > supplyLimit(to);
  const kingThere = b === bd.myKing;
  // What the area left behind loses (London or a crown left empty, a stack left too weak).
  const leave = leaveDelta(ctx, b, from, steps);
  if (committed > 0) {
    // Already fighting there: an under-strength attack must be reinforced before anything else.
    let s =
      committed < 1.6 * enemy ? 6 + Math.min(1.6 * enemy - committed, steps) * 0.3 : committed < 2.5 * enemy ? 3 : 0.1;
    if (overLimit) s -= 3;
    if (kingThere) s -= 2;
    return s + leave;
  }
  // Fresh attack: the group in `from` moves free once activated; other areas cost an AP each.
  const movers = ctx.moversInto.get(to);
  let group = 0;
  const others: number[] = [];
  if (movers) {
    for (const [src, st] of movers) {
      if (src === from) group += st;
      else others.push(st);
    }
  }
  others.sort((x, y) => y - x);
  const apLeft = ctx.ap - (ctx.activated.has(from) ? 0 : 1);
  let potential = group;
  for (let i = 0; i < others.length && i < apLeft && i < 2; i++) potential += others[i]! * 0.6;
  // Behind in the usurpation race late in a campaign, the Pretender accepts closer fights.
  const w = bd.w;
  const needRatio =
    (kingThere ? 2.5 : blk.kind === 'heir' ? w.needRatioHeir : w.needRatio) - (bd.mustGain ? w.mustGainEase : 0);
  // The hunt: a thinly held court struck by a strong stack may end the game (9).
  if (
    to === bd.kingGuess &&
    bd.foeCount[to]! <= w.huntMaxDefenders &&
    potential >= w.huntSteps &&
    group >= w.huntGroupSteps
  )
    return (
      w.huntStrike +
      leave +
      Math.min(2, potential / Math.max(1, enemy) - 2) -
      (precious(bd, b) && otherLeader(ctx, b, to) ? 3 : 0)
    );
  if (group < enemy * (bd.mustGain ? 1 : w.groupRatio) || potential < enemy * needRatio) return -1;
  const ratio = potential / Math.max(1, enemy);
  return (
    Math.min(5, w.attackBase + bd.foeCount[to]! * w.attackPerFoe + bd.worth[to]! * 0.5) +
    Math.min(1, (ratio - needRatio) * 0.5) -
    (kingThere ? 1 : 0) +
    (bd.mustGain ? 1 : 0) +
    leave -
    (precious(bd, b) && otherLeader(ctx, b, to) ? 3 : 0)
  );
}

/** Heirs and the King: a kingdom lost with them, so they do not lead into enemy areas. */
const precious = (bd: Board, b: number): boolean => b === bd.myKing || BLOCKS[b]!.kind === 'heir';

/** Whether a block other than an heir or the King can enter `to` first. */
function otherLeader(ctx: ActCtx, b: number, to: number): boolean {
  for (const [x, targets] of ctx.reach) if (x !== b && !precious(ctx.bd, x) && targets.has(to)) return true;
  return false;
}

/** Score change in `from` when block `b` leaves it for a battle (the block itself stays on the map). */
function leaveDelta(ctx: ActCtx, b: number, from: number, steps: number): number {
  const { bd } = ctx;
  const g = agg(ctx, from);
  const ng = copyAgg(g);
  addTo(bd, ng, from, b, steps, -1);
  const own = isExileArea(from) ? 0 : countsForCrown(b) && from !== ISLE_OF_MAN ? 3 : 1;
  return areaScore(bd, from, ng) - standing(ctx, from) + own;
}

// ---------------------------------------------------------------------------------------------
// Battle
// ---------------------------------------------------------------------------------------------

const hitsPerRound = (bl: readonly BattleBlockView[]): number =>
  bl.reduce((t, x) => t + (x.steps * x.firepower) / 6, 0);
const stepsOf = (bl: readonly BattleBlockView[]): number => bl.reduce((t, x) => t + x.steps, 0);

function battleScores(bd: Board, legal: readonly Action[]): Scored[] {
  const first = legal[0]!;
  if (first.t === 'battle') {
    // Fight first where I am strongest (visible counts only).
    return legal.map((a) => {
      if (a.t !== 'battle') return { action: a, score: 0 };
      const x = areaIndex(a.area);
      return { action: a, score: bd.ownSteps[x]! / (1 + bd.foeCount[x]! * HIDDEN_STEPS) };
    });
  }
  const bv = bd.view.battle;
  if (!bv) return legal.map((a) => ({ action: a, score: a.t === 'done' || a.t === 'no-treason' ? 1 : 0 }));
  const mine = bv.sides.attacker.side === bd.me ? bv.sides.attacker : bv.sides.defender;
  const theirs = bv.sides.attacker.side === bd.me ? bv.sides.defender : bv.sides.attacker;
  const myMain = mine.main;
  const foeMain = theirs.main;
  const myHp = stepsOf(myMain) + stepsOf(mine.reserves);
  const foeHp = stepsOf(foeMain) + theirs.reserveCount * HIDDEN_STEPS;
  const myDmg = hitsPerRound(myMain) + (bv.round >= 1 ? hitsPerRound(mine.reserves) : 0);
  const foeDmg = hitsPerRound(foeMain) + theirs.reserveCount * HIDDEN_STEPS * (2 / 6);
  // Rounds each side needs to destroy the other: < 1 means in trouble.
  const outlast = myHp / Math.max(0.3, foeDmg) / Math.max(0.3, foeHp / Math.max(0.3, myDmg));
  const battleArea = areaIndex(bv.area);
  const defending = mine.role === 'defender';
  const holdWorth = bd.worth[battleArea]!;
  const retreatBelow = defending ? (holdWorth >= 2 ? 0.45 : 0.65) : 0.75;
  const wantRetreat = bv.round >= 2 && outlast < retreatBelow;

  return legal.map((a): Scored => {
    switch (a.t) {
      case 'treason-card': {
        const t = blockIndex(a.target);
        const tv = foeMain.find((x) => x.id === a.target);
        return { action: a, score: 0.5 ** BLOCKS[t]!.loyalty * (2 * (tv?.steps ?? 2) + (countsForCrown(t) ? 3 : 0)) };
      }
      case 'no-treason':
        return { action: a, score: 0.4 };
      case 'fire': {
        const me = myMain.find((x) => x.id === a.block);
        return { action: a, score: me ? (me.steps * me.firepower) / 6 + 0.5 : 0.5 };
      }
      case 'pass':
        return { action: a, score: -1 };
      case 'charge':
        return { action: a, score: chargeScore(bd, myMain, foeMain, a.block, a.target) };
      case 'treachery': {
        const roller = blockIndex(a.block);
        const t = blockIndex(a.target);
        const tv = foeMain.find((x) => x.id === a.target);
        const dice = treasonDice(roller, t);
        const me = myMain.find((x) => x.id === a.block);
        const fireValue = me ? (me.steps * me.firepower) / 6 + 0.5 : 0.5;
        const gain = 0.5 ** dice * (2 * (tv?.steps ?? 2) + (countsForCrown(t) ? 2 : 0));
        // Loyalty-1 targets are worth a roll; harder ones only when it beats firing.
        return { action: a, score: dice === 1 ? Math.max(gain, fireValue + 0.1) : gain };
      }
      case 'retreat': {
        const b = blockIndex(a.block);
        const to = areaIndex(a.to);
        const place = retreatPlace(bd, b, to);
        if (!wantRetreat) {
          // Heirs at risk may slip away even from an even fight.
          const heirAtRisk =
            BLOCKS[b]!.kind === 'heir' &&
            bv.round >= 2 &&
            outlast < 1 &&
            (myMain.find((x) => x.id === a.block)?.steps ?? 9) <= foeDmg;
          return { action: a, score: heirAtRisk ? 3 + place : -2 + place * 0.01 };
        }
        return { action: a, score: 5 + place };
      }
      case 'take-hits': {
        const b = blockIndex(a.block);
        const own = myMain.find((x) => x.id === a.block);
        const steps = own?.steps ?? 1;
        // The least valuable block takes the hits; avoid eliminating counting blocks and the King.
        const cost = blockWorth(b, b === bd.myKing) + (steps <= 1 ? 3 : 0);
        return { action: a, score: -cost };
      }
      case 'regroup': {
        const b = blockIndex(a.block);
        const to = areaIndex(a.to);
        const ctx = miniCtx(bd);
        return { action: a, score: moveDelta(ctx, [b], battleArea, to) };
      }
      case 'done':
        return { action: a, score: 0.3 };
      default:
        return { action: a, score: 0 };
    }
  });
}

function miniCtx(bd: Board): ActCtx {
  return {
    bd,
    ap: 0,
    activated: new Set(),
    moversInto: new Map(),
    movable: new Map(),
    aggs: new Map(),
    scores: new Map(),
    without: new Map(),
    reach: new Map(),
    event: null,
  };
}

/** A retreat destination: own stacks, safety, worth; never overload it. */
function retreatPlace(bd: Board, b: number, to: number): number {
  let s = bd.ownSteps[to]! * 0.2 - bd.threat(to) * 0.15 + bd.worth[to]! * 0.3;
  if (aggOf(bd, to).counted + (countsForLimit(to, b) ? 1 : 0) > supplyLimit(to)) s -= 2;
  if (isExileArea(to)) s += BLOCKS[b]!.kind === 'heir' ? 0.5 : -0.5;
  return s;
}

/** What eliminating block `b` is worth beyond its steps: a counting block is a usurpation point. */
const killWorth = (bd: Board, b: number): number =>
  blockWorth(b, bd.view.king === BLOCKS[b]!.id) * 0.5 + (countsForCrown(b) ? 1.5 : 0);

/**
 * Heir charge (6.5), scored against the heir's own fire (the `fire` action's score): fire puts
 * its hits on the strongest enemy block, so it rarely eliminates anything; a charge names the
 * target, so a likely kill of a weakened block (a usurpation point if it is a noble or heir) beats
 * it, less what the survivor's counter-fire may cost the heir.
 */
function chargeScore(
  bd: Board,
  myMain: readonly BattleBlockView[],
  foeMain: readonly BattleBlockView[],
  heirId: string,
  targetId: string,
): number {
  const h = myMain.find((x) => x.id === heirId);
  const t = foeMain.find((x) => x.id === targetId);
  if (!h || !t) return -1;
  const p = Math.min(1, h.firepower / 6);
  const fireValue = h.steps * p + 0.5;
  const pk = atLeast(h.steps, p, t.steps);
  if (pk < 0.55) return fireValue - 1.5;
  const tb = blockIndex(t.id);
  const hb = blockIndex(h.id);
  // Fire: expected hits, and the chance they eliminate the strongest block (the cheapest if tied).
  let strongest = 0;
  for (const x of foeMain) strongest = Math.max(strongest, x.steps);
  let fireKill = Infinity;
  for (const x of foeMain) if (x.steps === strongest) fireKill = Math.min(fireKill, killWorth(bd, blockIndex(x.id)));
  const fire = Math.min(h.steps * p, strongest) + atLeast(h.steps, p, strongest) * fireKill;
  // Charge: the kill, or the survivor's counter-fire at the heir.
  const q = Math.min(1, t.firepower / 6);
  const heirStep = blockWorth(hb, hb === bd.myKing) / BLOCKS[hb]!.steps;
  const counter = t.steps * q * heirStep + atLeast(t.steps, q, h.steps) * killWorth(bd, hb);
  const charge = pk * (t.steps + killWorth(bd, tb)) - (1 - pk) * counter;
  return fireValue + (charge - fire) - 0.1;
}

// ---------------------------------------------------------------------------------------------
// Supply phase and political turn
// ---------------------------------------------------------------------------------------------

function supplyScores(bd: Board, legal: readonly Action[]): Scored[] {
  return legal.map((a): Scored => {
    switch (a.t) {
      case 'execute':
        return { action: a, score: executeWorth(bd) };
      case 'spare':
        return { action: a, score: 0 };
      case 'heir-enter': {
        const to = areaIndex(a.to);
        return {
          action: a,
          score: placeScore(bd, blockIndex(a.block), to) - (isMapArea(to) ? nearestFoe(bd, to) * -0.3 : 0),
        };
      }
      case 'supply-loss': {
        const b = blockIndex(a.block);
        const steps = bd.ownByBlock.get(b)?.steps ?? 1;
        const w = blockWorth(b, b === bd.myKing);
        const cost = steps <= 1 ? w + (countsForCrown(b) ? 3 : 0) : w / BLOCKS[b]!.steps - steps * 0.05;
        return { action: a, score: -cost };
      }
      default:
        return { action: a, score: 0 };
    }
  });
}

/**
 * 9.1: a defected Clarence/Exeter counts as one of my nobles for usurpation; executed, he is gone
 * for good but (if the enemy still has minors) a minor heir replaces him. Execute when it brings an
 * heir-elimination win close: the enemy then has at most two other living heirs.
 */
function executeWorth(bd: Board): number {
  let deadHeirs = 0;
  for (const bv of bd.view.blocks)
    if (bv.side === bd.foe && bv.place === 'dead' && bv.id !== null && BLOCKS[blockIndex(bv.id)]!.kind === 'heir')
      deadHeirs++;
  const others = 5 - deadHeirs - 1;
  // In the last campaign the usurpation count usually decides: keep the noble unless the win is one heir away.
  return others <= (bd.lastCampaign ? 1 : 2) ? 1 : -1;
}

/** Distance to the nearest enemy block on the map (capped). */
function nearestFoe(bd: Board, a: number): number {
  let best = 6;
  for (let x = 0; x < bd.foeCount.length; x++)
    if (bd.foeCount[x]! > 0 && isMapArea(x)) best = Math.min(best, dist(a, x));
  return best;
}

/** Placing block `b` (currently off this area) in area `to`: the area score gain. */
function placeScore(bd: Board, b: number, to: number): number {
  const ctx = miniCtx(bd);
  const g = agg(ctx, to);
  const ng = copyAgg(g);
  addTo(bd, ng, to, b, bd.ownByBlock.get(b)?.steps ?? BLOCKS[b]!.steps, 1);
  return areaScore(bd, to, ng) - standing(ctx, to);
}

function politicalScores(bd: Board, legal: readonly Action[]): Scored[] {
  return legal.map((a): Scored => {
    switch (a.t) {
      case 'go-home': {
        const b = blockIndex(a.block);
        const to = areaIndex(a.to);
        return { action: a, score: placeScore(bd, b, to) + (a.to === 'middlesex' ? 1 : 0) };
      }
      case 'go-pool':
        return { action: a, score: -4 };
      case 'exile-pool': {
        const b = blockIndex(a.block);
        return { action: a, score: -blockWorth(b, b === bd.myKing) };
      }
      default:
        return { action: a, score: 0 };
    }
  });
}
