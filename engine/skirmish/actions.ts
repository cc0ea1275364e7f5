/** Action notation: the structural check of untrusted payloads, and a canonical key per action. */
import { z } from 'zod';
import { err, ok, type Result } from '../core/result';
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
  return (id[0] === 'y' ? 0 : 36) + Number(id.slice(1)) - 1;
}

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
