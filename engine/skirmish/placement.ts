/**
 * Phase 1, deployment (§3, §4): where each card of the hand may go. The attack rule, exception (a)
 * for support units, (b) when no enemy is on the board, (c) the forced placement next to an enemy,
 * then our rulings (any empty square; none when the board is full).
 */
import { CARD_DEFS, type Side } from './data';
import {
  arrowsOf,
  boardArrowMask,
  cellsOf,
  emptySquares,
  NEIGHBOUR_DELTAS,
  ownerOf,
  SQUARE_1,
  SQUARE_2,
  type Cells,
} from './board';

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
    if (target >= 0 && ownerOf(target) !== side) return true;
  }
  return false;
}

export function legalPlacements(s: State, side: Side): { basis: PlacementBasis; placements: Placement[] } {
  const placements: Placement[] = [];
  const basis = eachPlacement(s, side, (card, sq) => placements.push({ card, sq }));
  return { basis, placements };
}

/** Calls `emit` for every legal placement, in hand order then square order; returns the rule used. */
export function eachPlacement(s: State, side: Side, emit: (card: number, sq: number) => void): PlacementBasis {
  const hand = s.hands[side];
  // §3: the opening placements go on squares 1 and 2.
  if (s.turn <= 2) {
    const sq = s.turn === 1 ? SQUARE_1 : SQUARE_2;
    for (const card of hand) emit(card, sq);
    return 'opening';
  }
  const cells = cellsOf(s);
  if (s.onBoard.length === 0) {
    const squares = s.options.borderless ? [SQUARE_1] : emptySquares(cells);
    for (const card of hand) for (const sq of squares) emit(card, sq);
    return 'anywhere';
  }
  // For each empty square: is it next to a friend, and in which directions (bits) lie enemies.
  const n = cells.data.length;
  const friendNear = new Array<boolean>(n).fill(false);
  const enemyDirs = new Array<number>(n).fill(0);
  let noEnemy = true;
  for (const u of s.onBoard) {
    const mine = ownerOf(u) === side;
    if (!mine) noEnemy = false;
    const sq = s.pos[u]!;
    for (let k = 0; k < 8; k++) {
      const i = cells.index(sq + NEIGHBOUR_DELTAS[k]!);
      if (i < 0 || cells.data[i]! >= 0) continue;
      if (mine) friendNear[i] = true;
      else enemyDirs[i]! |= 1 << ((k + 4) & 7); // from the empty square back toward the enemy
    }
  }
  const marked: number[] = [];
  const markedSq: number[] = [];
  for (let i = 0; i < n; i++) {
    if (friendNear[i] || enemyDirs[i]) {
      marked.push(i);
      markedSq.push(cells.squareAt(i));
    }
  }
  let found = false;
  for (const card of hand) {
    const free = noEnemy || CARD_DEFS[s.defs[card]!]!.support;
    const mask = boardArrowMask(s, card);
    for (let k = 0; k < marked.length; k++) {
      const i = marked[k]!;
      if ((free && friendNear[i]) || (enemyDirs[i]! & mask) !== 0) {
        emit(card, markedSq[k]!);
        found = true;
      }
    }
  }
  if (found) return 'rule';
  // (c): no card can be placed by the rule or its exceptions: next to any enemy unit.
  const nextToEnemy = marked.filter((i) => enemyDirs[i]! !== 0).map((i) => cells.squareAt(i));
  if (nextToEnemy.length > 0) {
    for (const card of hand) for (const sq of nextToEnemy) emit(card, sq);
    return 'forced';
  }
  // Our ruling: no empty square next to an enemy — any empty square (none at all: the game ends, §7).
  const anywhere = s.options.borderless ? [] : emptySquares(cells);
  for (const card of hand) for (const sq of anywhere) emit(card, sq);
  return 'anywhere';
}
