/**
 * Room under the supply limit (7.1, 7.2), for a player's own view: how many more of his counted
 * blocks each of his areas supports, and what a move of his would leave — so the page can warn
 * him before he overstacks, from the same rule functions the supply phase counts with
 * (`supplyLimit`, `countsForLimit`, `countsByArea`). Pure; the page imports `supplyAfter` and
 * `overSupply` to read the view's `supplyRoom` (it decides no rule of its own).
 */
import { AREAS, areaIndex, blockIndex, type AreaId, type BlockId, type Side } from '../data';
import type { State } from '../types';
import { countsByArea, countsForLimit, supplyLimit } from './places';

/**
 * Per area holding some of the side's counted blocks: its limit minus those blocks (negative:
 * over, that many steps lost in the supply phase). An area left out holds none, so its room is
 * its whole limit (`supplyLimit`, a constant of the map): that keeps the record a few entries long
 * rather than one per area.
 */
export type SupplyRoom = Partial<Record<AreaId, number>>;

/** The room of `side`'s areas (nothing for the table: this is one side's own bookkeeping). */
export function supplyRoom(s: State, side: Side | null): SupplyRoom {
  const room: SupplyRoom = {};
  if (side === null) return room;
  const counts = countsByArea(s, side);
  for (let a = 0; a < counts.length; a++) {
    // Blocks never stay at sea; the supply phase does not count sea areas either (supply.ts).
    if (counts[a]! > 0 && AREAS[a]!.kind !== 'sea') room[AREAS[a]!.id] = supplyLimit(a) - counts[a]!;
  }
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
