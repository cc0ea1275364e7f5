/**
 * Room under the supply limit (7.1, 7.2), for a player's own view: how many more of his counted
 * blocks each of his areas supports, and what a move of his would leave — so the page can warn
 * him before he overstacks, from the functions the supply phase takes its losses with
 * (`countsByArea`, `roomByArea`; `supplyLimit`, `countsForLimit`). Pure; the page imports
 * `supplyAfter` and `overSupply` to read the view's `supplyRoom` (it decides no rule of its own).
 */
import { AREAS, LONDON, areaIndex, blockIndex, type AreaId, type BlockId, type Side } from '../data';
import type { State } from '../types';
import { countsByArea, countsForLimit, roomByArea, supplyLimit } from './places';

/**
 * Per area holding some of the side's counted blocks (and, for Lancaster, London while the captive
 * Henry VI stands there): its limit minus those blocks (negative: over, that many steps lost in the
 * supply phase). An area left out holds none, so its room is its whole limit (`supplyLimit`, a
 * constant of the map): that keeps the record a few entries long rather than one per area.
 */
export type SupplyRoom = Partial<Record<AreaId, number>>;

/**
 * The room of `side`'s areas (nothing for the table: this is one side's own bookkeeping), as the
 * supply phase will find them if his blocks stay where they are.
 *
 * Kingmaker: the supply phase first rescues the captive Henry VI if a Lancastrian block occupies
 * London (prisoner.ts, called by `startSupplyPhase` before any loss is counted), and he then
 * counts in Middlesex like any Lancastrian block. So Lancaster's Middlesex counts him while he is
 * captive there: if Lancaster holds London by then he is counted with them, and if it does not,
 * Lancaster has nothing there to lose (his place is public: this tells nothing hidden).
 */
export function supplyRoom(s: State, side: Side | null): SupplyRoom {
  const room: SupplyRoom = {};
  if (side === null) return room;
  const counts = countsByArea(s, side);
  if (side === 'lancaster' && s.prisoner >= 0 && s.loc[s.prisoner] === LONDON) counts[LONDON]!++;
  for (const [a, left] of roomByArea(counts)) room[AREAS[a]!.id] = left;
  return room;
}

/** An area's counted blocks of one side against its limit, and the rule that sets the limit. */
export interface SupplyCount {
  readonly area: AreaId;
  readonly count: number;
  readonly limit: number;
  readonly rule: '7.1' | '7.2';
}

const countOf = (area: AreaId, limit: number, count: number): SupplyCount => ({
  area,
  count,
  limit,
  rule: AREAS[areaIndex(area)]!.kind === 'exile' ? '7.2' : '7.1',
});

/**
 * `to` after `blocks` (the side's, from elsewhere) move in, read from the side's `room`: an
 * exile area's own mercenaries come in free of its limit (7.2), every other block counts.
 */
export function supplyAfter(room: SupplyRoom, to: AreaId, blocks: readonly BlockId[]): SupplyCount {
  const a = areaIndex(to);
  const limit = supplyLimit(a);
  const coming = blocks.filter((b) => countsForLimit(a, blockIndex(b))).length;
  return countOf(to, limit, limit - (room[to] ?? limit) + coming);
}

/** The side's areas already over their limit, in map order. */
export function overSupply(room: SupplyRoom): SupplyCount[] {
  const out: SupplyCount[] = [];
  for (const area of AREAS) {
    const left = room[area.id];
    if (left !== undefined && left < 0) out.push(countOf(area.id, supplyLimit(area.idx), supplyLimit(area.idx) - left));
  }
  return out;
}
