/**
 * Scenario positions for the card battle's rule tests: a real game after setup, its board cleared
 * and rebuilt card by card. Every card stays in exactly one place (deck, hand, board or pile).
 */
import { skirmish } from '../../engine/skirmish/module';
import { square } from '../../engine/skirmish/board';
import { cardId } from '../../engine/skirmish/flow';
import { DEF_BY_ID, type Side } from '../../engine/skirmish/data';
import type { OptionsInput } from '../../engine/skirmish/options';
import type { Action, State } from '../../engine/skirmish/types';

/** York is player 1 (row 0, arrows "N" point to +y); Lancaster faces him. It is York's turn 5. */
export function position(options: OptionsInput = {}): State {
  const r = skirmish.setup('standard', 1, { first: 'york', ...options });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  for (const side of ['york', 'lancaster'] as const) {
    s.decks[side].push(...s.hands[side]);
    s.hands[side] = [];
  }
  s.turn = 5;
  s.active = 'york';
  s.phase = 'place';
  s.log = [];
  return s;
}

function take(s: State, side: Side, def: string): number {
  const idx = DEF_BY_ID.get(def)?.idx;
  if (idx === undefined) throw new Error(`no card ${def}`);
  const base = side === 'york' ? 0 : 36;
  const card = s.defs.slice(base, base + 36).indexOf(idx) + base;
  if (card < base) throw new Error(`${def} is not in ${side}'s deck`);
  for (const z of [s.decks[side], s.hands[side]]) {
    const i = z.indexOf(card);
    if (i >= 0) z.splice(i, 1);
  }
  const b = s.onBoard.indexOf(card);
  if (b >= 0) s.onBoard.splice(b, 1);
  for (const p of [s.piles.york, s.piles.lancaster]) {
    const i = p.indexOf(card);
    if (i >= 0) p.splice(i, 1);
  }
  s.pos[card] = -1;
  return card;
}

/** Puts a card of `side` (by definition id) on the board at (x, y); returns its id ('y07'). */
export function put(s: State, side: Side, def: string, x: number, y: number): string {
  const card = take(s, side, def);
  s.pos[card] = square(x, y);
  s.onBoard.push(card);
  s.seq++;
  return cardId(card);
}

/** Puts a card in its owner's hand. */
export function give(s: State, side: Side, def: string): string {
  const card = take(s, side, def);
  s.hands[side].push(card);
  s.seq++;
  return cardId(card);
}

/** Puts a card of `owner` in `side`'s victory pile (as eliminated by `side`). */
export function pile(s: State, side: Side, def: string): string {
  const owner: Side = side === 'york' ? 'lancaster' : 'york';
  const card = take(s, owner, def);
  s.piles[side].push(card);
  s.seq++;
  return cardId(card);
}

export function play(s: State, side: Side, action: Action): State {
  const r = skirmish.play(s, side, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
  return s;
}

export const at = (s: State, id: string): { x: number; y: number } | null => {
  const v = skirmish.view(s, null).board.find((u) => u.card === id);
  return v ? { x: v.x, y: v.y } : null;
};

export const squaresFor = (s: State, side: Side, id: string): string[] =>
  skirmish
    .legalActions(s, side)
    .flatMap((a) => (a.t === 'place' && a.card === id ? [`${a.x},${a.y}`] : []))
    .sort();
