/**
 * What a bot knows, read from its own RichardView only (fog of war, 3.0): its own blocks with
 * identities and strengths, enemy blocks only as counts per area (plus the blocks revealed in the
 * battle being fought). Every heuristic works from a Board, so a bot can never read hidden state.
 */
import {
  AREAS,
  AREA_COUNT,
  BLOCKS,
  BORDERS,
  ISLE_OF_MAN,
  LONDON,
  areaIndex,
  blockIndex,
  isAreaId,
  otherSide,
  type Side,
} from '../data';
import { enemyKingAreas } from '../king-areas';
import type { PlayView } from '../view';
import { EASY_WEIGHTS, type EasyWeights } from './easy-weights';
import { areaWorth, countsForCrown, isMapArea } from './tables';

const borderLimit = (bd: number): number => BORDERS[bd]!.limit;

/** Average strength (steps) guessed for an enemy block we cannot see. */
export const HIDDEN_STEPS = 2.5;

export interface OwnBlock {
  readonly b: number;
  readonly area: number;
  readonly steps: number;
  readonly moved: boolean;
}

export interface Board {
  readonly view: PlayView;
  readonly me: Side;
  readonly foe: Side;
  readonly amKing: boolean;
  /** My King's block index, or -1 (only when I hold the throne). */
  readonly myKing: number;
  /** My blocks on the map (and in exile), by block index. */
  readonly own: OwnBlock[];
  readonly ownByBlock: Map<number, OwnBlock>;
  /** My blocks per area, and their total steps. */
  readonly ownCount: number[];
  readonly ownSteps: number[];
  /** Enemy blocks per area (counts are public). */
  readonly foeCount: number[];
  /**
   * Estimated enemy steps that could strike area `a` next (adjacent stacks, capped by border
   * limits; 2 areas away at a discount). Worked out per area when first asked: a decision reads
   * only the areas its moves touch.
   */
  readonly threat: (a: number) => number;
  /** Worth of holding each area for me. */
  readonly worth: readonly number[];
  /** Pool blocks of mine that are face up. */
  readonly pool: number[];
  /** Turn within the campaign (1–7) and campaigns left after this one. */
  readonly turn: number;
  readonly lastCampaign: boolean;
  /**
   * Usurpation race (8.2): my count is exact (my nobles, church and heirs on the map, not on the
   * Isle of Man, plus London); the enemy's is a guess from his block counts (about 3 in 4 of his
   * blocks on the map are nobles or heirs).
   */
  readonly myCrownCount: number;
  readonly foeCrownGuess: number;
  /** The Pretender late in a campaign and not ahead: fight harder for the count. */
  readonly mustGain: boolean;
  /**
   * Where the Pretender expects the enemy King, or -1 (and always -1 for the King's side): where he
   * remembers him (guessKing), else London while the enemy holds it — a King keeps his court
   * there, and the King's block is hidden.
   */
  readonly kingGuess: number;
  /** My side has one heir left (minors counted): his death would lose the game at once (9). */
  readonly lastHeir: boolean;
  /**
   * The enemy has one heir left, as far as the view shows (his heirs not seen dead and not serving
   * me; a minor counts, being hidden): his death would win the game at once.
   */
  readonly foeLastHeir: boolean;
  /** The numbers Easy's heuristics score this board with. */
  readonly w: EasyWeights;
}

/** Each side's heir blocks (its own colour), dead or alive. */
const HEIRS: Readonly<Record<Side, number>> = {
  lancaster: BLOCKS.filter((b) => b.kind === 'heir' && b.side === 'lancaster').length,
  york: BLOCKS.filter((b) => b.kind === 'heir' && b.side === 'york').length,
};

export function makeBoard(view: PlayView, me: Side, w: EasyWeights = EASY_WEIGHTS): Board {
  const foe = otherSide(me);
  const amKing = view.kingSide === me;
  const myKing = amKing && view.king ? blockIndex(view.king) : -1;
  const own: OwnBlock[] = [];
  const ownByBlock = new Map<number, OwnBlock>();
  const ownCount = new Array<number>(AREA_COUNT).fill(0);
  const ownSteps = new Array<number>(AREA_COUNT).fill(0);
  const foeCount = new Array<number>(AREA_COUNT).fill(0);
  const pool: number[] = [];
  let heirsLeft = 0;
  let foeHeirsGone = 0;
  for (const bv of view.blocks) {
    // Kingmaker's captive Henry VI (face up in London) neither fights nor holds the area: he is a
    // living Lancaster heir who is not the Pretender while Lancaster is the Pretender's side.
    if (
      bv.id === 'l-henry-vi' &&
      view.kingSide === 'york' &&
      view.pretender !== 'l-henry-vi' &&
      bv.place === 'middlesex'
    )
      continue;
    // My own blocks always show their identity; an enemy's only when revealed.
    const b = bv.id === null ? -1 : blockIndex(bv.id);
    const seen = b >= 0 ? BLOCKS[b]! : null;
    if (seen) {
      if (seen.kind === 'heir' && seen.side === foe && bv.place === 'dead') foeHeirsGone++;
      // A defected Clarence or Exeter serving me (my version of him in play): no heir of theirs (9.1).
      const other = seen.other >= 0 ? BLOCKS[seen.other]! : null;
      if (bv.side === me && other?.kind === 'heir' && other.side === foe && bv.place !== 'dead') foeHeirsGone++;
    }
    if (bv.side === me && seen) {
      // A defected Clarence or Exeter is a noble block on his new side (9.1), so kind and side say it.
      if (seen.kind === 'heir' && seen.side === me && bv.place !== 'dead') heirsLeft++;
      if (bv.place === 'pool') {
        if (!bv.down) pool.push(b);
        continue;
      }
      if (!isAreaId(bv.place)) continue;
      const area = areaIndex(bv.place);
      const ob: OwnBlock = { b, area, steps: bv.steps ?? seen.steps, moved: bv.moved };
      own.push(ob);
      ownByBlock.set(b, ob);
      ownCount[area]!++;
      ownSteps[area]! += ob.steps;
    } else if (bv.side === foe && isAreaId(bv.place)) {
      foeCount[areaIndex(bv.place)]!++;
    }
  }
  const threat = threatOf(foeCount, ownCount, me);
  const worth = areaWorths(me, amKing);
  let myCrownCount = 0;
  let foeOnMap = 0;
  for (const o of own) if (isMapArea(o.area) && o.area !== ISLE_OF_MAN && countsForCrown(o.b)) myCrownCount++;
  for (let a = 0; a < AREA_COUNT; a++) if (isMapArea(a) && a !== ISLE_OF_MAN) foeOnMap += foeCount[a]!;
  let foeCrownGuess = foeOnMap * 0.75;
  if (ownCount[LONDON]! > 0 && foeCount[LONDON] === 0) myCrownCount++;
  if (foeCount[LONDON]! > 0 && ownCount[LONDON] === 0) foeCrownGuess++;
  const mustGain = !amKing && view.turn >= 4 && myCrownCount <= foeCrownGuess;
  const kingGuess = amKing ? -1 : guessKing(view, me, foeCount);
  return {
    view,
    me,
    foe,
    amKing,
    myKing,
    own,
    ownByBlock,
    ownCount,
    ownSteps,
    foeCount,
    threat,
    worth,
    pool,
    turn: view.turn,
    lastCampaign: view.campaign >= view.lastCampaign,
    myCrownCount,
    foeCrownGuess,
    mustGain,
    kingGuess,
    lastHeir: heirsLeft === 1,
    foeLastHeir: HEIRS[foe] - foeHeirsGone === 1,
    w,
  };
}

/**
 * Board.kingGuess for the Pretender: the one area where the enemy King can stand, as the player
 * follows him (enemyKingAreas, from the log a full view carries), else London while the enemy holds
 * it. A King who left London is hunted where he went, not in the court he left: Easy as the
 * Pretender against Easy, 600 deals a seed, 1483 seeds 21, 31, 41, 51 and 61: 655 wins of 3,000
 * before, 792 with it; 1470 seeds 21, 31 and 41: 49 of 1,800 before, 81. A play view carries no log:
 * in a search's sample the sample's own King is given (`kingAt`), elsewhere London is the guess.
 */
function guessKing(view: PlayView, me: Side, foeCount: readonly number[]): number {
  let remembered = view.kingAt ?? -1;
  if (view.kingAt === undefined && view.log !== undefined && view.scenario !== undefined) {
    const { blocks, king, kingSide, log, scenario } = view;
    const areas = enemyKingAreas({ blocks, king, kingSide, log, scenario }, me);
    if (areas?.size === 1) remembered = areas.values().next().value!;
  }
  if (remembered >= 0 && foeCount[remembered]! > 0) return remembered;
  return foeCount[LONDON]! > 0 ? LONDON : -1;
}

/** The Board's `threat`: per area on first request, then from a cache. */
function threatOf(foeCount: readonly number[], ownCount: readonly number[], me: Side): (a: number) => number {
  const threat = new Array<number>(AREA_COUNT).fill(NaN);
  // Areas already counted for the area being scored: stamped with its index + 1 (no set per area).
  const seen = new Array<number>(AREA_COUNT).fill(0);
  return (a) => {
    let t = threat[a]!;
    if (!Number.isNaN(t)) return t;
    t = 0;
    // Areas 2 away weigh less: a block moves at most two areas and stops on entering an enemy area.
    if (isMapArea(a)) {
      t = foeCount[a]! * HIDDEN_STEPS;
      const stamp = a + 1;
      seen[a] = stamp;
      for (const n of AREAS[a]!.neighbors) {
        seen[n.area] = stamp;
        const lim = AREAS[n.area]!.kind === 'exile' && AREAS[n.area]!.exileOf === me ? 0 : borderLimit(n.border);
        const direct = Math.min(foeCount[n.area]!, lim);
        // Blocks beyond the border limit may still come round by another border (two-area moves).
        t += (direct + (lim > 0 ? (foeCount[n.area]! - direct) * 0.7 : 0)) * HIDDEN_STEPS;
      }
      for (const n of AREAS[a]!.neighbors) {
        if (ownCount[n.area]! > 0) continue; // a friendly area in between blocks the way (the enemy would stop there)
        for (const m of AREAS[n.area]!.neighbors) {
          if (seen[m.area] === stamp) continue;
          seen[m.area] = stamp;
          t += Math.min(foeCount[m.area]!, borderLimit(m.border)) * HIDDEN_STEPS * 0.4;
        }
      }
    }
    threat[a] = t;
    return t;
  };
}

/** areaWorth of every area, per side and throne: constant, so worked out once. */
const WORTHS = new Map<string, readonly number[]>();
function areaWorths(me: Side, amKing: boolean): readonly number[] {
  const k = `${me}:${amKing}`;
  let w = WORTHS.get(k);
  if (!w) WORTHS.set(k, (w = Array.from({ length: AREA_COUNT }, (_, a) => areaWorth(a, me, amKing))));
  return w;
}
