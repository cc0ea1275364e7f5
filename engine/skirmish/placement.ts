/**
 * Phase 1, deployment (§3, §4): where each card of the hand may go. The attack rule, exception (a)
 * for support units, (b) when no enemy is on the board, (c) the forced placement next to an enemy,
 * then our rulings (any empty square; none when the board is full).
 */
import { CARD_DEFS, type Side } from './data';
import { arrowKey, arrowMaskOfKey, scratchCells, EMPTY, emptySquares, SQUARE_1, SQUARE_2, type Cells } from './board';
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
  const found = findPlacements(s, side);
  const placements: Placement[] = [];
  for (let i = 0; i < found.count; i++) placements.push({ card: found.cards[i]!, sq: found.squares[i]! });
  return { basis: found.basis, placements };
}

/** The legal placements as parallel lists, in hand order then square order (reused: valid until the next call). */
export interface PlacementList {
  basis: PlacementBasis;
  count: number;
  cards: Int32Array;
  squares: Int32Array;
}
const found: PlacementList = { basis: 'rule', count: 0, cards: new Int32Array(512), squares: new Int32Array(512) };

function add(card: number, sq: number): void {
  if (found.count === found.cards.length) {
    const cards = new Int32Array(found.count * 2);
    const squares = new Int32Array(found.count * 2);
    cards.set(found.cards);
    squares.set(found.squares);
    found.cards = cards;
    found.squares = squares;
  }
  found.cards[found.count] = card;
  found.squares[found.count++] = sq;
}

/** Every card of the hand on every square of the list. */
function addAll(hand: readonly number[], squares: readonly number[]): void {
  for (const card of hand) for (const sq of squares) add(card, sq);
}

/**
 * Scratch for findPlacements, reused by every call. Per window slot, what lies around it: bits 0–7
 * the directions toward adjacent enemies, bit 8 a friend adjacent; `marked` has a bit per slot
 * with anything around it.
 */
const FRIEND = 1 << 8;
let around = new Int32Array(128);
let marked = new Int32Array(4);
/** The marked slots in order: their squares and what lies around them. */
let listSquares = new Int32Array(128);
let listAround = new Int32Array(128);
/** Per sign (bits 0–8 of `around`), the listed squares that have it, 32 to a word. */
let bySign = new Int32Array(9 * 4);

export function findPlacements(s: State, side: Side): PlacementList {
  found.count = 0;
  found.basis = placeInto(s, side);
  return found;
}

function placeInto(s: State, side: Side): PlacementBasis {
  const hand = s.hands[side];
  // §3: the opening placements go on squares 1 and 2.
  if (s.turn <= 2) {
    addAll(hand, [s.turn === 1 ? SQUARE_1 : SQUARE_2]);
    return 'opening';
  }
  const cells = scratchCells(s);
  if (s.onBoard.length === 0) {
    addAll(hand, s.options.borderless ? [SQUARE_1] : emptySquares(cells));
    return 'anywhere';
  }
  const { data, step } = cells;
  const n = data.length;
  if (around.length < n) {
    around = new Int32Array(n * 2);
    listSquares = new Int32Array(n * 2);
    listAround = new Int32Array(n * 2);
  }
  const words = (n + 31) >> 5;
  if (marked.length < words) marked = new Int32Array(words * 2);
  marked.fill(0, 0, words);
  // For each empty square next to a unit: in which directions (bits) lie enemies, and is a friend near.
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
      const bit = 1 << (j & 31);
      const prior = (marked[j >> 5]! & bit) !== 0 ? around[j]! : 0;
      marked[j >> 5]! |= bit;
      around[j] = prior | (mine ? FRIEND : 1 << ((k + 4) & 7)); // from the empty square back toward the enemy
    }
  }
  // The marked slots in ascending order (the order of squares the list promises).
  let m = 0;
  let anyEnemyNear = false;
  for (let w = 0; w < words; w++) {
    let bits = marked[w]!;
    while (bits !== 0) {
      const j = (w << 5) + 31 - Math.clz32(bits & -bits);
      bits &= bits - 1;
      listSquares[m] = cells.squareAt(j);
      listAround[m++] = around[j]!;
      if ((around[j]! & 255) !== 0) anyEnemyNear = true;
    }
  }
  // Per direction (and "friend near"), the set of listed squares with it, as bits: a card's squares
  // are then the union of the sets of its arrows' directions.
  const W = (m + 31) >> 5;
  if (bySign.length < 9 * W) bySign = new Int32Array(18 * W);
  bySign.fill(0, 0, 9 * W);
  for (let k = 0; k < m; k++) {
    let a = listAround[k]!;
    const bit = 1 << (k & 31);
    const w = k >> 5;
    while (a !== 0) {
      const d = 31 - Math.clz32(a & -a);
      a &= a - 1;
      bySign[d * W + w]! |= bit;
    }
  }
  for (const card of hand) {
    // §4: an arrow at an adjacent enemy; (a) a support unit, or (b) any unit when no enemy is on the board, next to a friend.
    const free = noEnemy || CARD_DEFS[s.defs[card]!]!.support;
    const accept = arrowMaskOfKey(arrowKey(s, card)) | (free ? FRIEND : 0);
    for (let w = 0; w < W; w++) {
      let squares = 0;
      for (let a = accept; a !== 0; a &= a - 1) squares |= bySign[(31 - Math.clz32(a & -a)) * W + w]!;
      while (squares !== 0) {
        add(card, listSquares[(w << 5) + 31 - Math.clz32(squares & -squares)]!);
        squares &= squares - 1;
      }
    }
  }
  if (found.count > 0) return 'rule';
  // (c): no card can be placed by the rule or its exceptions: next to any enemy unit.
  if (anyEnemyNear) {
    const nextToEnemy: number[] = [];
    for (let k = 0; k < m; k++) if ((listAround[k]! & 255) !== 0) nextToEnemy.push(listSquares[k]!);
    addAll(hand, nextToEnemy);
    return 'forced';
  }
  // Our ruling: no empty square next to an enemy — any empty square (none at all: the game ends, §7).
  addAll(hand, s.options.borderless ? [] : emptySquares(cells));
  return 'anywhere';
}
