/** Action notation: the structural check of untrusted payloads, and a canonical key per action. */
import { z } from 'zod';
import { err, ok, type Result } from '../core/result';
import { COLUMNS as MAT_COLUMNS, ROWS as MAT_ROWS, square, squareX, squareY } from './board';
import type { Action } from './types';

const cardRef = z.string().regex(/^[yl](0[1-9]|[12][0-9]|3[0-6])$/);
const coord = z.number().int().min(-100).max(100);

export const actionSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('place'), card: cardRef, x: coord, y: coord }),
  z.strictObject({ t: z.literal('archer'), card: cardRef, target: cardRef.nullable() }),
  z.strictObject({ t: z.literal('advance'), card: cardRef, x: coord, y: coord }),
  z.strictObject({ t: z.literal('draw') }),
  z.strictObject({ t: z.literal('recall'), card: cardRef }),
]);

export function parseAction(raw: unknown): Result<Action> {
  const r = actionSchema.safeParse(raw);
  if (!r.success) return err('bad-action', 'That is not a card-battle action.');
  return ok(r.data as Action);
}

/** Card instance index ↔ its id in actions and views ('y01'…'y36' York's deck, 'l01'…'l36' Lancaster's). */
export function cardIndex(id: string): number {
  return (id.charCodeAt(0) === 121 ? 0 : 36) + (id.charCodeAt(1) - 48) * 10 + id.charCodeAt(2) - 49; // 'y', '0'
}

/**
 * The actions legal lists are made of, built once and frozen (so sharing them between lists is
 * safe): every placement on the mat and every recall. Off the mat (borderless) a placement is new.
 */
const CARD_IDS = Array.from({ length: 72 }, (_, c) => (c < 36 ? 'y' : 'l') + String((c % 36) + 1).padStart(2, '0'));
/** Card instance index → its id in actions and views. */
export const cardId = (card: number): string => CARD_IDS[card]!;
const PLACEMENTS: readonly Action[] = Array.from({ length: 72 * MAT_COLUMNS * MAT_ROWS }, (_, i) => {
  const card = Math.floor(i / (MAT_COLUMNS * MAT_ROWS));
  const at = i % (MAT_COLUMNS * MAT_ROWS);
  return Object.freeze({ t: 'place', card: CARD_IDS[card]!, x: Math.floor(at / MAT_ROWS), y: at % MAT_ROWS });
});
const RECALLS: readonly Action[] = CARD_IDS.map((card) => Object.freeze({ t: 'recall', card }));
export const DRAW: Action = Object.freeze({ t: 'draw' });

/** Square → its index on the mat (x * rows + y), -1 off the mat. */
const MAT_INDEX = new Int8Array(1 << 16).fill(-1);
for (let x = 0; x < MAT_COLUMNS; x++) for (let y = 0; y < MAT_ROWS; y++) MAT_INDEX[square(x, y)] = x * MAT_ROWS + y;

export function placeAction(card: number, sq: number): Action {
  const i = MAT_INDEX[sq]!;
  return i >= 0
    ? PLACEMENTS[card * MAT_COLUMNS * MAT_ROWS + i]!
    : { t: 'place', card: CARD_IDS[card]!, x: squareX(sq), y: squareY(sq) };
}
export const recallAction = (card: number): Action => RECALLS[card]!;

export function actionKey(a: Action): string {
  switch (a.t) {
    case 'place':
    case 'advance':
      return `${a.t}|${a.card}|${a.x}|${a.y}`;
    case 'archer':
      return `archer|${a.card}|${a.target ?? '-'}`;
    case 'draw':
      return 'draw';
    case 'recall':
      return `recall|${a.card}`;
  }
}
