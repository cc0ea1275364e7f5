/**
 * The movement module's small exported helpers, called directly: sea-border encoding (a Piracy
 * attack's border is -1 - seaIndex), the border-room test with the Surprise bonus (ruling A6),
 * the context outside an action phase, and attack records saved before `entries` existed.
 */
import { describe, expect, test } from 'vitest';
import { A, B, BORDER_COUNT, borderBetween } from '../../../engine/richard-iii/data';
import { enterArea, isSeaBorder, seaBorder, seaOfBorder } from '../../../engine/richard-iii/movement/attacks';
import { makeCtx } from '../../../engine/richard-iii/movement/context';
import { hasRoom } from '../../../engine/richard-iii/movement/land';
import { MT } from '../../../engine/richard-iii/movement/tables';
import { cardWith, clearMap, put, scenarioState, startActionPhaseFor } from '../position';

describe('movement helpers', () => {
  test('sea borders: -1 - sea index, negative, and back', () => {
    const z = A('north-sea');
    expect(seaBorder(z)).toBe(-1 - z);
    expect(seaOfBorder(seaBorder(z))).toBe(z);
    expect(seaOfBorder(-1)).toBe(0);
    expect(isSeaBorder(seaBorder(z))).toBe(true);
    expect(isSeaBorder(-1)).toBe(true);
    expect(isSeaBorder(0)).toBe(false);
    expect(isSeaBorder(BORDER_COUNT - 1)).toBe(false);
  });

  test('5.21 hasRoom: a border has room below its limit; Surprise adds one (ruling A6)', () => {
    const s = scenarioState();
    startActionPhaseFor(s, 'york', 'york', cardWith(4));
    const bd = borderBetween(A('kent'), A('sussex'));
    const limit = MT.BORDER_LIMIT[bd]!;
    expect(limit).toBeGreaterThan(1);
    const ctx = makeCtx(s, 'york');
    expect(ctx.bonus).toBe(0);
    s.crossings.york[bd] = limit - 1;
    expect(hasRoom(ctx, bd)).toBe(true);
    s.crossings.york[bd] = limit;
    expect(hasRoom(ctx, bd)).toBe(false);
    const surprise = { ...ctx, bonus: 1 };
    expect(hasRoom(surprise, bd)).toBe(true);
    s.crossings.york[bd] = limit + 1;
    expect(hasRoom(surprise, bd)).toBe(false);
  });

  test('makeCtx outside an action phase (no s.act): no Surprise bonus', () => {
    const s = scenarioState();
    s.act = null;
    expect(makeCtx(s, 'lancaster').bonus).toBe(0);
  });

  test('an attack record from an older save without `entries` gets them on the next entry', () => {
    const s = scenarioState();
    clearMap(s);
    startActionPhaseFor(s, 'york', 'york', cardWith(4));
    put(s, 'l-oxford', 'essex');
    put(s, 'y-norfolk', 'essex');
    const main = borderBetween(A('east-anglia'), A('essex'));
    s.attacks[A('essex')] = {
      attacker: 'york',
      attackerBorders: [main],
      defenderBorders: [],
      reserves: [],
      pinning: 1,
      defenders: [B('l-oxford')],
    };
    put(s, 'y-suffolk', 'east-anglia');
    enterArea(s, 'york', B('y-suffolk'), A('essex'), main);
    expect(s.attacks[A('essex')]!.entries).toEqual([{ block: B('y-suffolk'), border: main }]);
    expect(s.attacks[A('essex')]!.pinning).toBe(2);
  });
});
