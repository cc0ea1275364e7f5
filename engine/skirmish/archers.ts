/**
 * §6 archers: engagement, targets inside the grid, and the one kind of attack each archer of the
 * active player uses this turn (fire at one unit, or its arrows; never both, never neither).
 */
import { CARD_DEFS } from './data';
import { gridOf, isAttacked, ownerOf, type Cells } from './board';
import { attacksFrom } from './placement';
import type { State } from './types';

/** Arrows instead of fire. */
export const ARROWS = -1;

const ARCHER_DEFS: readonly boolean[] = CARD_DEFS.map((d) => d.type === 'archers');

export function isArcher(s: State, card: number): boolean {
  return ARCHER_DEFS[s.defs[card]!]!;
}

/** Engaged: an adjacent enemy arrow points at it; it cannot fire. */
export function isEngaged(s: State, cells: Cells, card: number): boolean {
  return isAttacked(s, cells, card);
}

/** Enemy units inside the archer's target grid (it fires over anything; no line of sight). */
export function targetsInGrid(s: State, cells: Cells, card: number): number[] {
  const sq = s.pos[card]!;
  const side = ownerOf(card);
  const out: number[] = [];
  const grid = gridOf(s, card);
  for (let i = 0; i < grid.length; i++) {
    const t = cells.get(sq + grid[i]!);
    if (t >= 0 && ownerOf(t) !== side) out.push(t);
  }
  return out;
}

/** The archer's possible kinds of attack now: each target it may fire at, and ARROWS when allowed. */
export function archerOptions(s: State, cells: Cells, card: number): number[] {
  if (isEngaged(s, cells, card)) return [ARROWS];
  const targets = targetsInGrid(s, cells, card);
  if (targets.length === 0) return [ARROWS];
  // It must attack: if it can fire it fires, unless its arrows point at an enemy (then it may use them).
  return attacksFrom(s, cells, card, s.pos[card]!) ? [...targets, ARROWS] : targets;
}
