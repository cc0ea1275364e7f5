/** One source of legality: who acts, what each may do, and applying an action in place. */
import { err, ok, type Result } from '../core/result';
import type { Side } from './data';
import { scratchCells, square, squareX, squareY } from './board';
import { archerOptions, ARROWS } from './archers';
import { nextAdvance } from './berserkers';
import { findPlacements, matPlacementSets } from './placement';
import { bitOf, lowestBit, popcount, SQUARE_OF_BIT } from './mat-bits';
import { canDraw, drawToHand, recall, recallable } from './reinforcement';
import { advanceBerserker, cardId, chooseArcher, continueTurn, endTurn, log, place } from './flow';
import { cardIndex, DRAW, placeAction, recallAction } from './actions';
import type { Action, State } from './types';

const ACTING: { readonly [P in Side]: readonly Side[] } = {
  york: Object.freeze(['york']),
  lancaster: Object.freeze(['lancaster']),
};
const NOBODY: readonly Side[] = Object.freeze([]);

export function actors(s: State): readonly Side[] {
  switch (s.phase) {
    case 'over':
      return NOBODY;
    case 'advance':
      return ACTING[nextAdvance(s)?.mover ?? s.active];
    default:
      return ACTING[s.active];
  }
}

/** Does `side` act now? (As `actors(s).includes(side)`, without the list.) */
function isActor(s: State, side: Side): boolean {
  switch (s.phase) {
    case 'over':
      return false;
    case 'advance':
      return (nextAdvance(s)?.mover ?? s.active) === side;
    default:
      return s.active === side;
  }
}

/**
 * What the last enumeration allowed, keyed by state, action count and side: a host or bot asks for
 * the list, then `play` checks its pick against it instead of enumerating twice. Every change the
 * engine makes to a state goes through `playAction`, which bumps `seq`. One entry is enough for that
 * pattern and costs no hashing. Placements on the mat are kept as a set of squares per card of the
 * hand (`placeLo`/`placeHi` by card, current while `placeStamp[card]` is `stamp`), from which the
 * list is built fresh (the caller's own) or read by index; any other list is kept, and copied out.
 */
const known: { s: State | null; seq: number; side: Side | null; list: Action[] | null } = {
  s: null,
  seq: -1,
  side: null,
  list: null,
};
/** Card * 64 + bit → its placement on the mat (mat-bits.ts), the shared frozen actions (padding bits: never read). */
const PLACE_BY_BIT: readonly Action[] = Array.from({ length: 72 * 64 }, (_, i) =>
  placeAction(i >> 6, SQUARE_OF_BIT[i & 63]!),
);
const placeLo = new Int32Array(72);
const placeHi = new Int32Array(72);
const placeStamp = new Int32Array(72);
let stamp = 0;
/** The hand the sets are for, in its order, and how many placements they hold in all. */
const placeHand = new Int32Array(72);
let placeCards = 0;
let placeTotal = 0;

/** Makes `known` describe (s, side) now. */
function learn(s: State, side: Side): void {
  if (known.s === s && known.seq === s.seq && known.side === side) return;
  known.s = s;
  known.seq = s.seq;
  known.side = side;
  const sets = s.phase === 'place' && isActor(s, side) ? matPlacementSets(s, side) : null;
  if (!sets) {
    known.list = enumerate(s, side);
    return;
  }
  known.list = null;
  stamp++;
  placeCards = sets.hand.length;
  placeTotal = 0;
  for (let i = 0; i < placeCards; i++) {
    const card = sets.hand[i]!;
    placeHand[i] = card;
    placeLo[card] = sets.lo[i]!;
    placeHi[card] = sets.hi[i]!;
    placeStamp[card] = stamp;
    placeTotal += popcount(sets.lo[i]!) + popcount(sets.hi[i]!);
  }
}

export function legalActions(s: State, side: Side): Action[] {
  learn(s, side);
  if (known.list) return known.list.slice();
  const out = new Array<Action>(placeTotal);
  let n = 0;
  for (let i = 0; i < placeCards; i++) {
    const card = placeHand[i]!;
    const row = card * 64;
    for (let b = placeLo[card]!; b !== 0; b &= b - 1) out[n++] = PLACE_BY_BIT[row + lowestBit(b)]!;
    for (let b = placeHi[card]!; b !== 0; b &= b - 1) out[n++] = PLACE_BY_BIT[row + 32 + lowestBit(b)]!;
  }
  return out;
}

/** As `legalActions(s, side).length`, without the list. */
export function legalActionCount(s: State, side: Side): number {
  learn(s, side);
  return known.list ? known.list.length : placeTotal;
}

/** As `legalActions(s, side)[index]`, without the list; undefined past its end. */
export function legalActionAt(s: State, side: Side, index: number): Action | undefined {
  learn(s, side);
  if (known.list) return known.list[index];
  if (!(index >= 0 && index < placeTotal)) return undefined;
  let left = index;
  for (let i = 0; i < placeCards; i++) {
    const card = placeHand[i]!;
    const lo = placeLo[card]!;
    const hi = placeHi[card]!;
    const inLo = popcount(lo);
    const here = inLo + popcount(hi);
    if (left >= here) {
      left -= here;
      continue;
    }
    const row = card * 64;
    if (left < inLo) return PLACE_BY_BIT[row + nthBit(lo, left)]!;
    return PLACE_BY_BIT[row + 32 + nthBit(hi, left - inLo)]!;
  }
  return undefined;
}

/** Index of the n-th (from 0) lowest set bit of a word holding more than n bits. */
function nthBit(v: number, n: number): number {
  for (let i = 0; i < n; i++) v &= v - 1;
  return lowestBit(v);
}

/** Is the action legal now? From what the last enumeration kept when it was of this state. */
function isLegal(s: State, side: Side, action: Action): boolean {
  learn(s, side);
  if (known.list) return listed(known.list, action);
  // Placements on the mat: the card's set of squares.
  if (action.t !== 'place') return false;
  const card = cardIndex(action.card);
  const b = bitOf(square(action.x, action.y));
  if (!(card >= 0 && card < 72) || b < 0 || placeStamp[card] !== stamp) return false;
  return ((b < 32 ? placeLo[card]! >>> b : placeHi[card]! >>> (b - 32)) & 1) === 1;
}

function enumerate(s: State, side: Side): Action[] {
  if (!isActor(s, side)) return [];
  switch (s.phase) {
    case 'place': {
      const found = findPlacements(s, side);
      const out = new Array<Action>(found.count);
      for (let i = 0; i < found.count; i++) out[i] = placeAction(found.cards[i]!, found.squares[i]!);
      return out;
    }
    case 'archers': {
      const card = s.archersToChoose[0]!;
      return archerOptions(s, scratchCells(s), card).map((t) => ({
        t: 'archer',
        card: cardId(card),
        target: t === ARROWS ? null : cardId(t),
      }));
    }
    case 'advance':
      return (nextAdvance(s)?.options ?? []).map(({ card, sq }) => ({
        t: 'advance',
        card: cardId(card),
        x: squareX(sq),
        y: squareY(sq),
      }));
    case 'reinforce': {
      const out: Action[] = canDraw(s, side) ? [DRAW] : [];
      for (const c of recallable(s, side)) out.push(recallAction(c));
      return out;
    }
    case 'over':
      return [];
  }
}

function sameAction(a: Action, b: Action): boolean {
  if (a.t !== b.t) return false;
  switch (a.t) {
    case 'place':
    case 'advance':
      return a.card === (b as typeof a).card && a.x === (b as typeof a).x && a.y === (b as typeof a).y;
    case 'archer':
      return a.card === (b as typeof a).card && a.target === (b as typeof a).target;
    case 'recall':
      return a.card === (b as typeof a).card;
    case 'draw':
      return true;
  }
}

/** Is the action in the list? The list's own objects are recognised at once. */
function listed(legal: readonly Action[], action: Action): boolean {
  for (let i = 0; i < legal.length; i++) if (legal[i] === action) return true;
  for (let i = 0; i < legal.length; i++) if (sameAction(legal[i]!, action)) return true;
  return false;
}

/** Mutates `s`. Anything not in `legalActions` is refused with a readable reason. */
export function playAction(s: State, side: Side, action: Action): Result<State> {
  if (s.phase === 'over') return err('game-over', 'The battle is over.');
  if (!isActor(s, side)) return err('not-your-turn', 'It is not your turn to act.');
  if (!isLegal(s, side, action)) return err('illegal-action', 'That move is not allowed now.');
  s.seq++;
  switch (action.t) {
    case 'place':
      place(s, cardIndex(action.card), square(action.x, action.y));
      break;
    case 'archer':
      chooseArcher(s, cardIndex(action.card), action.target === null ? ARROWS : cardIndex(action.target));
      continueTurn(s);
      break;
    case 'advance':
      advanceBerserker(s, cardIndex(action.card), square(action.x, action.y));
      break;
    case 'draw': {
      const drawn = drawToHand(s, side);
      log(s, { k: 'drew', r: '7', s: side, p: { count: drawn.length } });
      log(s, { k: 'drew-cards', r: '7', s: side, only: side, p: { cards: drawn.map(cardId) } });
      endTurn(s);
      break;
    }
    case 'recall': {
      const c = cardIndex(action.card);
      recall(s, c);
      log(s, { k: 'recalled', r: '7', s: side, p: { card: action.card } });
      endTurn(s);
      break;
    }
  }
  return ok(s);
}
