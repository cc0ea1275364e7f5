/**
 * Action notation: the structural check of untrusted payloads (IPC, save files) before legality is
 * asked, and the canonical key the dispatcher matches actions by.
 */
import { describe, expect, test } from 'vitest';
import { ACTION_FIELDS, actionKey, parseAction } from '../../../engine/richard-iii/actions';
import type { Action } from '../../../engine/richard-iii/types';

const refusal = (raw: unknown): string | null => {
  const r = parseAction(raw);
  return r.ok ? null : `${r.error.code}: ${r.error.message}`;
};

describe('parseAction', () => {
  test('a well-formed action of every kind parses to an equal copy', () => {
    const samples: Action[] = [
      { t: 'mulligan', ask: true },
      { t: 'redraw', redraw: false },
      { t: 'card', card: 0 },
      { t: 'card', card: -1 } as Action,
      { t: 'card', card: 999 },
      { t: 'move', block: 'y-norfolk', path: ['essex'] },
      { t: 'move', block: 'y-norfolk', path: ['essex', 'middlesex', 'kent'] },
      { t: 'sea', block: 'y-warwick', to: 'kent' },
      { t: 'recruit', block: 'y-suffolk', to: 'oxford' },
      { t: 'muster', area: 'middlesex' },
      { t: 'plague', area: 'kent' },
      { t: 'end' },
      { t: 'battle', area: 'kent' },
      { t: 'charge', block: 'y-norfolk', target: 'l-oxford' },
      { t: 'done' },
    ];
    for (const a of samples) {
      const r = parseAction(a);
      expect(r).toEqual({ ok: true, value: a });
      if (r.ok) expect(r.value).not.toBe(a);
    }
  });

  test('the parsed path is a copy: changing the payload afterwards changes nothing', () => {
    const raw = { t: 'move', block: 'y-norfolk', path: ['essex', 'middlesex'] };
    const r = parseAction(raw);
    raw.path.push('kent');
    expect(r.ok && r.value).toEqual({ t: 'move', block: 'y-norfolk', path: ['essex', 'middlesex'] });
  });

  test('non-objects and unknown types are refused with a readable reason', () => {
    expect(refusal(null)).toBe('bad-action: An action must be an object.');
    expect(refusal('end')).toBe('bad-action: An action must be an object.');
    expect(refusal(7)).toBe('bad-action: An action must be an object.');
    expect(refusal([{ t: 'end' }])).toBe('bad-action: An action must be an object.');
    expect(refusal({})).toBe('bad-action: Unknown action type “undefined”.');
    expect(refusal({ t: 'fly' })).toBe('bad-action: Unknown action type “fly”.');
    expect(refusal({ t: 3 })).toBe('bad-action: Unknown action type “3”.');
    // Inherited names are not action types.
    expect(refusal({ t: 'toString' })).toBe('bad-action: Unknown action type “toString”.');
    expect(refusal({ t: 'constructor' })).toBe('bad-action: Unknown action type “constructor”.');
  });

  test('extra, missing and ill-typed fields are refused, naming the field', () => {
    expect(refusal({ t: 'end', x: 1 })).toBe('bad-action: Action “end” has an unexpected field “x”.');
    expect(refusal({ t: 'sea', block: 'y-warwick' })).toBe('bad-action: Action “sea” is missing “to”.');
    expect(refusal({ t: 'sea', to: 'kent' })).toBe('bad-action: Action “sea” is missing “block”.');
    expect(refusal({ t: 'sea', block: 'y-nobody', to: 'kent' })).toBe(
      'bad-action: Action “sea” has an invalid “block”.',
    );
    expect(refusal({ t: 'sea', block: 'y-warwick', to: 'atlantis' })).toBe(
      'bad-action: Action “sea” has an invalid “to”.',
    );
    expect(refusal({ t: 'mulligan', ask: 'yes' })).toBe('bad-action: Action “mulligan” has an invalid “ask”.');
    expect(refusal({ t: 'mulligan', ask: 1 })).toBe('bad-action: Action “mulligan” has an invalid “ask”.');
  });

  test('a path holds one to three known areas', () => {
    const move = (path: unknown) => refusal({ t: 'move', block: 'y-norfolk', path });
    expect(move([])).toBe('bad-action: Action “move” has an invalid “path”.');
    expect(move('essex')).toBe('bad-action: Action “move” has an invalid “path”.');
    expect(move(['essex', 'middlesex', 'kent', 'sussex'])).toBe('bad-action: Action “move” has an invalid “path”.');
    expect(move(['essex', 'atlantis'])).toBe('bad-action: Action “move” has an invalid “path”.');
    expect(move(['essex', 'middlesex', 'kent'])).toBeNull();
    expect(move(['essex'])).toBeNull();
  });

  test('a card number is a whole number from -1 to 999', () => {
    const card = (v: unknown) => refusal({ t: 'card', card: v });
    for (const ok of [-1, 0, 24, 999]) expect(card(ok)).toBeNull();
    for (const bad of [-2, 1000, 1.5, '3', Number.NaN, Number.MAX_SAFE_INTEGER + 1, null])
      expect(card(bad)).toBe('bad-action: Action “card” has an invalid “card”.');
  });

  test('every field kind in the table is one the checker knows', () => {
    const kinds = new Set(Object.values(ACTION_FIELDS).flatMap((spec) => Object.values(spec)));
    expect([...kinds].sort()).toEqual(['area', 'area[]', 'block', 'bool', 'int']);
    expect(Object.keys(ACTION_FIELDS)).toHaveLength(27);
  });
});

describe('actionKey', () => {
  test('tag, then the fields in sorted order; a path joined with >', () => {
    expect(actionKey({ t: 'end' })).toBe('end');
    expect(actionKey({ t: 'move', path: ['essex', 'kent'], block: 'y-norfolk' } as Action)).toBe(
      'move|block=y-norfolk|path=essex>kent',
    );
    expect(actionKey({ t: 'charge', target: 'l-oxford', block: 'y-norfolk' } as Action)).toBe(
      'charge|block=y-norfolk|target=l-oxford',
    );
    expect(actionKey({ t: 'mulligan', ask: false })).toBe('mulligan|ask=false');
    expect(actionKey({ t: 'card', card: 0 })).toBe('card|card=0');
  });

  test('undefined fields are left out, so an optional field unset keys like one absent', () => {
    expect(actionKey({ t: 'sea', block: 'y-warwick', to: 'kent', extra: undefined } as unknown as Action)).toBe(
      'sea|block=y-warwick|to=kent',
    );
  });
});
