/**
 * Constant map facts the bots use, derived once from the printed data (public knowledge: the
 * board, the blocks' printed ratings and loyalties). Nothing here depends on a game state.
 */
import { AREAS, AREA_COUNT, BLOCKS, LONDON, type Side } from '../data';

export const INF = 99;

/** Land distance (in areas) between two areas over land borders; INF if unreachable by land. */
export const LAND_DIST: readonly Int8Array[] = (() => {
  const out: Int8Array[] = [];
  for (let s = 0; s < AREA_COUNT; s++) {
    const d = new Int8Array(AREA_COUNT).fill(INF);
    d[s] = 0;
    const q = [s];
    for (let i = 0; i < q.length; i++) {
      const a = q[i]!;
      for (const n of AREAS[a]!.neighbors) {
        if (d[n.area]! > d[a]! + 1) {
          d[n.area] = d[a]! + 1;
          q.push(n.area);
        }
      }
    }
    out.push(d);
  }
  return out;
})();

export const dist = (a: number, b: number): number => LAND_DIST[a]![b]!;

export const isMapArea = (a: number): boolean => AREAS[a]!.kind === 'land' || AREAS[a]!.kind === 'island';
export const isExileArea = (a: number): boolean => AREAS[a]!.kind === 'exile';

/**
 * 7.1/7.2: blocks an area supports without loss, and which blocks count toward it (an exile
 * area's own mercenaries do not, ruling A21) — the engine's own tables, so the bot never plans
 * with a different rule.
 */
export { countsForLimit, supplyLimit } from '../political/places';

/**
 * How much holding an area is worth to `side` (before any threat): London counts as a noble for
 * usurpation (8.2) and is a city; crowns give royal heirs +1 and host entering heirs; own cities
 * and shields give defence bonuses and recruits.
 */
export function areaWorth(a: number, side: Side, amKing: boolean): number {
  const area = AREAS[a]!;
  if (!isMapArea(a) || area.id === 'isle-of-man') return 0;
  let v = 0.2;
  if (a === LONDON) v += 3;
  if (area.crown) v += amKing ? 1.2 : 0.8;
  if (area.cityOf === side) v += 0.6;
  else if (area.city) v += 0.3;
  if (area.shields.length > 0) v += 0.2;
  return v;
}

/** Blocks that count for usurpation (8.2): heirs, nobles, church. */
export const countsForCrown = (b: number): boolean => {
  const k = BLOCKS[b]!.kind;
  return k === 'heir' || k === 'noble' || k === 'church';
};

/** What a block is worth to its owner (for losses, risk and targets). */
export function blockWorth(b: number, isKing: boolean): number {
  const blk = BLOCKS[b]!;
  if (isKing) return 12;
  switch (blk.kind) {
    case 'heir':
      return 8;
    case 'noble':
    case 'church':
      return 4.5;
    case 'mercenary':
      return 2.5;
    case 'rebel':
      return 2.2;
    default:
      return 1.8;
  }
}

/** Probability of at least `k` successes in `n` trials of probability `p`. */
export function atLeast(n: number, p: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let total = 0;
  let c = 1;
  for (let i = 0; i <= n; i++) {
    if (i > 0) c = (c * (n - i + 1)) / i;
    if (i >= k) total += c * p ** i * (1 - p) ** (n - i);
  }
  return total;
}
