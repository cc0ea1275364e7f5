/** One source of legality: who acts, what each may do, and applying an action in place. */
import { err, ok, type Result } from '../core/result';
import type { Side } from './data';
import { scratchCells, square, squareX, squareY } from './board';
import { archerOptions, ARROWS } from './archers';
import { nextAdvance } from './berserkers';
import { findPlacements } from './placement';
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
 * The last list computed, keyed by state, action count and side: a host or bot asks for the list,
 * then `play` checks its pick against the same list instead of enumerating twice. Every change
 * the engine makes to a state goes through `playAction`, which bumps `seq`. One entry is enough for
 * that pattern and costs no hashing.
 */
let cache: { s: State | null; seq: number; side: Side | null; list: Action[] } = {
  s: null,
  seq: -1,
  side: null,
  list: [],
};

function legalList(s: State, side: Side): Action[] {
  if (cache.s === s && cache.seq === s.seq && cache.side === side) return cache.list;
  const list = enumerate(s, side);
  cache = { s, seq: s.seq, side, list };
  return list;
}

export function legalActions(s: State, side: Side): Action[] {
  return legalList(s, side).slice();
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
  const legal = legalList(s, side);
  if (!listed(legal, action)) return err('illegal-action', 'That move is not allowed now.');
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
