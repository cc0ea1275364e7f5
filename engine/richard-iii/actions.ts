/**
 * Action notation: a canonical key per action (for legality checks by membership and for logs),
 * and the structural check of untrusted payloads (IPC, save files) before legality is even asked.
 */
import { err, ok, type Result } from '../core/result';
import { isAreaId, isBlockId } from './data';
import type { Action } from './types';

type FieldKind = 'block' | 'area' | 'area[]' | 'bool' | 'int';

/** Field specs per action tag; every action type of every module is listed here. */
export const ACTION_FIELDS: Record<string, Record<string, FieldKind>> = {
  mulligan: { ask: 'bool' },
  redraw: { redraw: 'bool' },
  card: { card: 'int' },
  move: { block: 'block', path: 'area[]' },
  sea: { block: 'block', to: 'area' },
  recruit: { block: 'block', to: 'area' },
  muster: { area: 'area' },
  plague: { area: 'area' },
  end: {},
  // supply phase (7.0, 9.1) and political turn (8.0): political/types.ts SupplyAction, PoliticalAction
  execute: { block: 'block' },
  spare: { block: 'block' },
  'heir-enter': { block: 'block', to: 'area' },
  'supply-loss': { block: 'block' },
  'go-home': { block: 'block', to: 'area' },
  'go-pool': { block: 'block' },
  'exile-pool': { block: 'block' },
  // battle (6.0): battle/types.ts BattleAction
  battle: { area: 'area' },
  'treason-card': { target: 'block' },
  'no-treason': {},
  fire: { block: 'block' },
  charge: { block: 'block', target: 'block' },
  retreat: { block: 'block', to: 'area' },
  pass: { block: 'block' },
  treachery: { block: 'block', target: 'block' },
  'take-hits': { block: 'block' },
  regroup: { block: 'block', to: 'area' },
  done: {},
};

function checkField(kind: FieldKind, v: unknown): boolean {
  switch (kind) {
    case 'block':
      return isBlockId(v);
    case 'area':
      return isAreaId(v);
    case 'area[]':
      return Array.isArray(v) && v.length >= 1 && v.length <= 3 && v.every(isAreaId);
    case 'bool':
      return typeof v === 'boolean';
    case 'int':
      return typeof v === 'number' && Number.isSafeInteger(v) && v >= -1 && v < 1000;
  }
}

export function parseAction(raw: unknown): Result<Action> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return err('bad-action', 'An action must be an object.');
  const obj = raw as Record<string, unknown>;
  const t = obj['t'];
  if (typeof t !== 'string' || !Object.hasOwn(ACTION_FIELDS, t))
    return err('bad-action', `Unknown action type “${String(t)}”.`);
  const spec = ACTION_FIELDS[t]!;
  for (const key of Object.keys(obj)) {
    if (key === 't') continue;
    const kind = spec[key];
    if (!kind) return err('bad-action', `Action “${t}” has an unexpected field “${key}”.`);
    if (!checkField(kind, obj[key])) return err('bad-action', `Action “${t}” has an invalid “${key}”.`);
  }
  for (const key of Object.keys(spec)) {
    if (!(key in obj) && !key.endsWith('?')) return err('bad-action', `Action “${t}” is missing “${key}”.`);
  }
  return ok(structuredCloneAction(obj) as unknown as Action);
}

function structuredCloneAction(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = Array.isArray(v) ? [...v] : v;
  return out;
}

/** Canonical key: tag then fields in sorted order. Two actions are the same iff their keys are equal. */
export function actionKey(a: Action): string {
  const obj = a as unknown as Record<string, unknown>;
  let key = String(obj['t']);
  for (const k of Object.keys(obj).sort()) {
    if (k === 't' || obj[k] === undefined) continue;
    const v = obj[k];
    key += '|' + k + '=' + (Array.isArray(v) ? v.join('>') : String(v));
  }
  return key;
}
