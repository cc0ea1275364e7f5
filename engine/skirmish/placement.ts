/**
 * Phase 1, deployment (§3, §4): where each card of the hand may go. The attack rule, exception (a)
 * for support units, (b) when no enemy is on the board, (c) the forced placement next to an enemy,
 * then our rulings (any empty square; none when the board is full).
 */
import { CARD_DEFS, type Side } from './data';
import { arrowKey, arrowMaskOfKey, scratchCells, EMPTY, emptySquares, SQUARE_1, SQUARE_2, type Cells } from './board';
import { bitOf, HI_VALID, LO_VALID, lowestBit, SQUARE_OF_BIT, towards } from './mat-bits';
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
  const onMat = matPlacementSets(s, side);
  if (onMat) return addSets(onMat);
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
      // An empty square past the field's limit is no square at all (borderless only; see FIELD_LIMIT).
      if (data[j] !== EMPTY || !cells.inField(j)) continue;
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

/**
 * The mat's legal placements as one set of squares (mat-bits.ts) per card of the hand, in hand
 * order: `lo[i]`, `hi[i]` for `hand[i]`. Reused: valid until the next call.
 */
export interface PlacementSets {
  basis: PlacementBasis;
  hand: readonly number[];
  readonly lo: Int32Array;
  readonly hi: Int32Array;
}
const sets: PlacementSets = { basis: 'rule', hand: [], lo: new Int32Array(8), hi: new Int32Array(8) };
/** Per direction k, the empty squares with an enemy toward k (words 2k, 2k + 1). */
const enemyToward = new Int32Array(16);
const moved = new Int32Array(2);

/** Every card of the hand on the same squares. */
function sameForAll(basis: PlacementBasis, lo: number, hi: number): PlacementSets {
  sets.basis = basis;
  sets.lo.fill(lo, 0, sets.hand.length);
  sets.hi.fill(hi, 0, sets.hand.length);
  return sets;
}

/** Legal placements on the 7×6 mat as bit sets: the same as `findPlacements`, in the same order. Null when borderless. */
export function matPlacementSets(s: State, side: Side): PlacementSets | null {
  if (s.options.borderless) return null;
  const hand = s.hands[side];
  sets.hand = hand;
  if (sets.lo.length < hand.length) {
    (sets as { lo: Int32Array }).lo = new Int32Array(hand.length * 2);
    (sets as { hi: Int32Array }).hi = new Int32Array(hand.length * 2);
  }
  // §3: the opening placements go on squares 1 and 2.
  if (s.turn <= 2) {
    const b = bitOf(s.turn === 1 ? SQUARE_1 : SQUARE_2);
    return sameForAll('opening', b < 32 ? 1 << b : 0, b < 32 ? 0 : 1 << (b - 32));
  }
  const low = side === 'york';
  let mineLo = 0,
    mineHi = 0,
    enemyLo = 0,
    enemyHi = 0;
  const { onBoard, pos } = s;
  for (let u = 0; u < onBoard.length; u++) {
    const unit = onBoard[u]!;
    const b = bitOf(pos[unit]!);
    if (b < 0) continue; // never in a valid state
    if (unit < CARDS_PER_SIDE === low) {
      if (b < 32) mineLo |= 1 << b;
      else mineHi |= 1 << (b - 32);
    } else if (b < 32) enemyLo |= 1 << b;
    else enemyHi |= 1 << (b - 32);
  }
  const emptyLo = LO_VALID & ~(mineLo | enemyLo);
  const emptyHi = HI_VALID & ~(mineHi | enemyHi);
  if (onBoard.length === 0) return sameForAll('anywhere', emptyLo, emptyHi);
  // Per direction, the empty squares with an enemy that way; and the empty squares next to a friend.
  let nearLo = 0,
    nearHi = 0,
    friendLo = 0,
    friendHi = 0;
  for (let k = 0; k < 8; k++) {
    towards(enemyLo, enemyHi, k, moved);
    nearLo |= enemyToward[2 * k] = moved[0]! & emptyLo;
    nearHi |= enemyToward[2 * k + 1] = moved[1]! & emptyHi;
    towards(mineLo, mineHi, k, moved);
    friendLo |= moved[0]!;
    friendHi |= moved[1]!;
  }
  friendLo &= emptyLo;
  friendHi &= emptyHi;
  const noEnemy = enemyLo === 0 && enemyHi === 0;
  let any = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    // §4: an arrow at an adjacent enemy; (a) a support unit, or (b) any unit when no enemy is on the board, next to a friend.
    const free = noEnemy || CARD_DEFS[s.defs[card]!]!.support;
    let lo = free ? friendLo : 0;
    let hi = free ? friendHi : 0;
    for (let a = arrowMaskOfKey(arrowKey(s, card)); a !== 0; a &= a - 1) {
      const k = lowestBit(a);
      lo |= enemyToward[2 * k]!;
      hi |= enemyToward[2 * k + 1]!;
    }
    sets.lo[i] = lo;
    sets.hi[i] = hi;
    any |= lo | hi;
  }
  if (any !== 0) {
    sets.basis = 'rule';
    return sets;
  }
  // (c): no card can be placed by the rule or its exceptions: next to any enemy unit.
  if ((nearLo | nearHi) !== 0) return sameForAll('forced', nearLo, nearHi);
  // Our ruling: no empty square next to an enemy — any empty square (none at all: the game ends, §7).
  return sameForAll('anywhere', emptyLo, emptyHi);
}

/** Lists the sets, hand order then square order. */
function addSets(m: PlacementSets): PlacementBasis {
  for (let i = 0; i < m.hand.length; i++) {
    const card = m.hand[i]!;
    for (let lo = m.lo[i]!; lo !== 0; lo &= lo - 1) add(card, SQUARE_OF_BIT[lowestBit(lo)]!);
    for (let hi = m.hi[i]!; hi !== 0; hi &= hi - 1) add(card, SQUARE_OF_BIT[32 + lowestBit(hi)]!);
  }
  return m.basis;
}
