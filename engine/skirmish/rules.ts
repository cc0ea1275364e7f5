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
 * pattern and costs no hashing. Placements on the mat are kept as a set of squares per card
 * (`placeLo`/`placeHi`, current while `placeStamp[card]` is `stamp`), so the caller gets the list
 * itself, uncopied; any other list is kept and the caller gets a copy.
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

function remember(s: State, side: Side, list: Action[] | null): void {
  known.s = s;
  known.seq = s.seq;
  known.side = side;
  known.list = list;
}

/** The list, fresh when placements on the mat (the cache keeps their sets), else the cached list. */
function legalList(s: State, side: Side): Action[] {
  if (known.s === s && known.seq === s.seq && known.side === side && known.list) return known.list;
  if (s.phase === 'place' && isActor(s, side)) {
    const sets = matPlacementSets(s, side);
    if (sets) {
      stamp++;
      let n = 0;
      for (let i = 0; i < sets.hand.length; i++) n += popcount(sets.lo[i]!) + popcount(sets.hi[i]!);
      const out = new Array<Action>(n);
      n = 0;
      for (let i = 0; i < sets.hand.length; i++) {
        const card = sets.hand[i]!;
        const lo = sets.lo[i]!;
        const hi = sets.hi[i]!;
        placeLo[card] = lo;
        placeHi[card] = hi;
        placeStamp[card] = stamp;
        const row = card * 64;
        for (let b = lo; b !== 0; b &= b - 1) out[n++] = PLACE_BY_BIT[row + lowestBit(b)]!;
        for (let b = hi; b !== 0; b &= b - 1) out[n++] = PLACE_BY_BIT[row + 32 + lowestBit(b)]!;
      }
      remember(s, side, null);
      return out;
    }
  }
  const list = enumerate(s, side);
  remember(s, side, list);
  return list;
}

export function legalActions(s: State, side: Side): Action[] {
  const list = legalList(s, side);
  return list === known.list ? list.slice() : list;
}

/** Is the action legal now? From what the last enumeration kept when it was of this state. */
function isLegal(s: State, side: Side, action: Action): boolean {
  if (!(known.s === s && known.seq === s.seq && known.side === side)) legalList(s, side);
  if (known.list) return listed(known.list, action);
  // Placements on the mat: the card's set of squares.
  if (action.t !== 'place') return false;
  const card = cardIndex(action.card);
  const b = bitOf(square(action.x, action.y));
  if (card < 0 || card >= 72 || b < 0 || placeStamp[card] !== stamp) return false;
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
