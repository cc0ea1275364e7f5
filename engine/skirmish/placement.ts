/**
 * Phase 1, deployment (§3, §4): where each card of the hand may go. The attack rule, exception (a)
 * for support units, (b) when no enemy is on the board, (c) the forced placement next to an enemy,
 * then our rulings (any empty square; none when the board is full).
 */
import { CARD_DEFS, otherSide, type Side } from './data';
import { arrowsOf, cellsOf, emptySquares, emptySquaresNextTo, ownerOf, SQUARE_1, SQUARE_2, type Cells } from './board';
import type { State } from './types';

export interface Placement {
  readonly card: number;
  readonly sq: number;
}

/** Which rule the placements come from: §3, §4 with (a)/(b), (c), or our rulings (empty board, no square next to an enemy). */
export type PlacementBasis = 'opening' | 'rule' | 'forced' | 'anywhere';

export function attacksFrom(s: State, cells: Cells, card: number, sq: number): boolean {
  const side = ownerOf(card);
  for (const a of arrowsOf(s, card)) {
    const target = cells.get(sq + a.delta);
    if (target !== undefined && ownerOf(target) !== side) return true;
  }
  return false;
}

export function legalPlacements(s: State, side: Side): { basis: PlacementBasis; placements: Placement[] } {
  const hand = s.hands[side];
  // §3: the opening placements go on squares 1 and 2.
  if (s.turn <= 2) {
    const sq = s.turn === 1 ? SQUARE_1 : SQUARE_2;
    return { basis: 'opening', placements: hand.map((card) => ({ card, sq })) };
  }
  const cells = cellsOf(s);
  if (s.onBoard.length === 0) {
    const squares = s.options.borderless ? [SQUARE_1] : emptySquares(cells);
    return { basis: 'anywhere', placements: hand.flatMap((card) => squares.map((sq) => ({ card, sq }))) };
  }
  const enemy = otherSide(side);
  const nextToEnemy = emptySquaresNextTo(s, cells, enemy);
  const nextToFriend = emptySquaresNextTo(s, cells, side);
  const noEnemy = !s.onBoard.some((c) => ownerOf(c) === enemy);
  const out: Placement[] = [];
  for (const card of hand) {
    const def = CARD_DEFS[s.defs[card]!]!;
    const chosen = new Set<number>();
    for (const sq of nextToEnemy) if (attacksFrom(s, cells, card, sq)) chosen.add(sq);
    if (noEnemy || def.support) {
      for (const sq of nextToFriend) chosen.add(sq);
    }
    for (const sq of [...chosen].sort((a, b) => a - b)) out.push({ card, sq });
  }
  if (out.length > 0) return { basis: 'rule', placements: out };
  // (c): no card can be placed by the rule or its exceptions: next to any enemy unit.
  if (nextToEnemy.length > 0) return { basis: 'forced', placements: hand.flatMap((card) => nextToEnemy.map((sq) => ({ card, sq }))) };
  // Our ruling: no empty square next to an enemy — any empty square (none at all: the game ends, §7).
  const anywhere = s.options.borderless ? [] : emptySquares(cells);
  return { basis: 'anywhere', placements: hand.flatMap((card) => anywhere.map((sq) => ({ card, sq }))) };
}
