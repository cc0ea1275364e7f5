/**
 * Phase 1, deployment (§3, §4): where each card of the hand may go. The attack rule, exception (a)
 * for support units, (b) when no enemy is on the board, (c) the forced placement next to an enemy,
 * then our rulings (any empty square; none when the board is full).
 */
import { CARD_DEFS, type Side } from './data';
import {
  arrowKey,
  arrowMaskOfKey,
  cellsOf,
  scratchCells,
  EMPTY,
  emptySquares,
  SQUARE_1,
  SQUARE_2,
  type Cells,
} from './board';
import { CARDS_PER_SIDE, type State } from './types';

export interface Placement {
  readonly card: number;
  readonly sq: number;
}

/** Which rule the placements come from: §3, §4 with (a)/(b), (c), or our rulings (empty board, no square next to an enemy). */
export type PlacementBasis = 'opening' | 'rule' | 'forced' | 'anywhere';

export function attacksFrom(s: State, cells: Cells, card: number, sq: number): boolean {
  const mask = arrowMaskOfKey(arrowKey(s, card));
  const i = cells.slot(sq);
  const { data, step } = cells;
  const low = card < CARDS_PER_SIDE;
  for (let k = 0; k < 8; k++) {
    if ((mask & (1 << k)) === 0) continue;
    const target = data[i + step[k]!]!;
    if (target >= 0 && target < CARDS_PER_SIDE !== low) return true;
  }
  return false;
}

export function legalPlacements(s: State, side: Side): { basis: PlacementBasis; placements: Placement[] } {
  const placements: Placement[] = [];
  const basis = eachPlacement(s, side, (card, sq) => placements.push({ card, sq }));
  return { basis, placements };
}

/**
 * Scratch for eachPlacement, per window slot: next to a friend (1), and the directions (bits) in
 * which enemies lie; then the slots that are either, with their squares. Reused across calls
 * (an `emit` that enumerates placements again gets fresh arrays).
 */
let friendNear = new Uint8Array(256);
let enemyDirs = new Uint8Array(256);
let markedSlots = new Int32Array(256);
let markedSquares = new Int32Array(256);
let scratchBusy = false;

/** Calls `emit` for every legal placement, in hand order then square order; returns the rule used. */
export function eachPlacement(s: State, side: Side, emit: (card: number, sq: number) => void): PlacementBasis {
  const hand = s.hands[side];
  // §3: the opening placements go on squares 1 and 2.
  if (s.turn <= 2) {
    const sq = s.turn === 1 ? SQUARE_1 : SQUARE_2;
    for (const card of hand) emit(card, sq);
    return 'opening';
  }
  const cells = scratchBusy ? cellsOf(s) : scratchCells(s);
  if (s.onBoard.length === 0) {
    const squares = s.options.borderless ? [SQUARE_1] : emptySquares(cells);
    for (const card of hand) for (const sq of squares) emit(card, sq);
    return 'anywhere';
  }
  const n = cells.data.length;
  if (scratchBusy)
    return placeWith(s, side, emit, cells, new Uint8Array(n), new Uint8Array(n), new Int32Array(n), new Int32Array(n));
  if (friendNear.length < n) {
    const size = Math.max(n, friendNear.length * 2);
    [friendNear, enemyDirs, markedSlots, markedSquares] = [
      new Uint8Array(size),
      new Uint8Array(size),
      new Int32Array(size),
      new Int32Array(size),
    ];
  }
  scratchBusy = true;
  try {
    return placeWith(s, side, emit, cells, friendNear, enemyDirs, markedSlots, markedSquares);
  } finally {
    scratchBusy = false;
  }
}

function placeWith(
  s: State,
  side: Side,
  emit: (card: number, sq: number) => void,
  cells: Cells,
  friend: Uint8Array,
  enemy: Uint8Array,
  slots: Int32Array,
  squares: Int32Array,
): PlacementBasis {
  const { data, step } = cells;
  const n = data.length;
  friend.fill(0, 0, n);
  enemy.fill(0, 0, n);
  // For each empty square: is it next to a friend, and in which directions (bits) lie enemies.
  const low = side === 'york';
  let noEnemy = true;
  const { onBoard, pos } = s;
  for (let u = 0; u < onBoard.length; u++) {
    const unit = onBoard[u]!;
    const mine = unit < CARDS_PER_SIDE === low;
    if (!mine) noEnemy = false;
    const i = cells.slot(pos[unit]!);
    for (let k = 0; k < 8; k++) {
      const j = i + step[k]!;
      if (data[j] !== EMPTY) continue;
      if (mine) friend[j] = 1;
      else enemy[j]! |= 1 << ((k + 4) & 7); // from the empty square back toward the enemy
    }
  }
  let m = 0;
  for (let i = 0; i < n; i++) {
    if (friend[i] || enemy[i]) {
      slots[m] = i;
      squares[m++] = cells.squareAt(i);
    }
  }
  const hand = s.hands[side];
  let found = false;
  for (const card of hand) {
    const free = noEnemy || CARD_DEFS[s.defs[card]!]!.support;
    const mask = arrowMaskOfKey(arrowKey(s, card));
    for (let k = 0; k < m; k++) {
      const i = slots[k]!;
      if ((free && friend[i]) || (enemy[i]! & mask) !== 0) {
        emit(card, squares[k]!);
        found = true;
      }
    }
  }
  if (found) return 'rule';
  // (c): no card can be placed by the rule or its exceptions: next to any enemy unit.
  const nextToEnemy: number[] = [];
  for (let k = 0; k < m; k++) if (enemy[slots[k]!]) nextToEnemy.push(squares[k]!);
  if (nextToEnemy.length > 0) {
    for (const card of hand) for (const sq of nextToEnemy) emit(card, sq);
    return 'forced';
  }
  // Our ruling: no empty square next to an enemy — any empty square (none at all: the game ends, §7).
  const anywhere = s.options.borderless ? [] : emptySquares(cells);
  for (const card of hand) for (const sq of anywhere) emit(card, sq);
  return 'anywhere';
}
