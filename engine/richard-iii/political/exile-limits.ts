/**
 * Exile limits at the political turn (7.2, 8.5). Ruling A21 checks them after the Pretender goes
 * home (his exile areas) and again after the King goes home (the King's); the adopted override at
 * the top of DISCREPANCIES.md sends EVERY extra block of an over-stacked exile area to the pool
 * (not one per area), the owner choosing which. Only the area's own mercenaries are ignored for the
 * count (A21, 7.2); by then 8.1 has sent every mercenary home, so a mercenary from elsewhere is never
 * there. Heirs may be sent: they re-enter like minors at the next supply phase.
 */
import { AREAS, BLOCKS, BLOCK_COUNT, type Side } from '../data';
import { log, ownerOf } from '../state';
import { POOL, type Action, type State } from '../types';
import { countsByArea, EXILE_AREAS, isCounted, supplyLimit } from './places';

/** Blocks of `side` that may be sent to the pool now (every counted block of an over-stacked exile area). */
export function exileExtras(s: State, side: Side): number[] {
  const counts = countsByArea(s, side);
  const over = EXILE_AREAS[side].filter((a) => counts[a]! > supplyLimit(a));
  if (over.length === 0) return [];
  const out: number[] = [];
  for (let b = 0; b < BLOCK_COUNT; b++) if (over.includes(s.loc[b]!) && isCounted(s, side, b)) out.push(b);
  return out;
}

export const exileLegal = (s: State, side: Side): Action[] =>
  exileExtras(s, side).map((b) => ({ t: 'exile-pool', block: BLOCKS[b]!.id }));

export function sendExileToPool(s: State, b: number): void {
  const side = ownerOf(s, b);
  const from = AREAS[s.loc[b]!]!.id;
  s.loc[b] = POOL;
  log(s, { k: 'exile-to-pool', r: '7.2', s: side, p: { from } });
  log(s, { k: 'exile-to-pool', r: '7.2', s: side, only: side, p: { block: BLOCKS[b]!.id, from } });
}
