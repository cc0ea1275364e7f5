/**
 * The battle board a decision reads (`battleBoardView`: no event list) against the full board, and
 * the common Lancaster shields serving the heirs who also have a personal one (2.2, ruling A27).
 */
import { describe, expect, test } from 'vitest';
import { A, B, type AreaId, type BlockId } from '../../../engine/richard-iii/data';
import { areaDefenceBonus } from '../../../engine/richard-iii/battle/fire';
import { battleBoardView, battleView } from '../../../engine/richard-iii/battle/view';
import { DEAD } from '../../../engine/richard-iii/types';
import { must } from '../position';
import { fought, rigDice } from './helpers';

describe('the battle board without its events', () => {
  test('the viewer’s own waiting reserves shown, the enemy’s counted, no events', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      reserves: [{ from: 'chester', blocks: [['y-herbert', 2]] }],
      defenders: ['l-devon'],
      reinforcements: [{ from: 'pembroke', blocks: ['l-rivers'] }],
    });
    const full = battleView(s, 'york', false)!;
    expect(full.events).toEqual([{ k: 'round', round: 1 }]);
    const board = battleBoardView(s, 'york')!;
    expect(board).toEqual({ ...full, events: [] });
    expect(board.sides.attacker.reserves.map((b) => b.id)).toEqual(['y-herbert']);
    expect(board.sides.defender).toMatchObject({ reserveCount: 1, reserves: [] });
    expect(battleBoardView(s, 'lancaster')!.sides.defender.reserves.map((b) => b.id)).toEqual(['l-rivers']);
  });

  test('a bombard waiting in reserve shows D3, the value it will fight at; one in the main attack A3 (6.2)', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      reserves: [{ from: 'chester', blocks: [['y-bombard', 2]] }],
      defenders: ['l-devon'],
    });
    const tray = battleView(s, 'york', false)!.sides.attacker.reserves;
    expect(tray.map((b) => [b.id, `${b.initiative}${b.firepower}`])).toEqual([['y-bombard', 'D3']]);
    const main = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-bombard'] },
      defenders: ['l-devon'],
    });
    const front = battleView(main, 'york', false)!.sides.attacker.main;
    expect(front.map((b) => [b.id, `${b.initiative}${b.firepower}`])).toEqual([['y-bombard', 'A3']]);
  });

  test('a bombard whose side’s front is gone joins at once in round 1, at D3, and never fires in that round (6.2, 6.3)', () => {
    // Norfolk (one step) alone in front, the bombard in reserve; Oxford (A) kills Norfolk first,
    // Devon (B) has yet to fire, so round 1 goes on with the bombard on the board.
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: [['y-norfolk', 1]] },
      reserves: [{ from: 'oxford', blocks: ['y-bombard'] }],
      defenders: ['l-oxford', 'l-devon'],
    });
    rigDice(s, [1, 6, 6]);
    must(s, 'lancaster', { t: 'fire', block: 'l-oxford' });
    expect(s.loc[B('y-norfolk')]).toBe(DEAD);
    const v = battleView(s, 'lancaster', false)!;
    expect(v.round).toBe(1);
    expect(v.sides.attacker.main.map((b) => [b.id, `${b.initiative}${b.firepower}`, b.acted])).toEqual([
      ['y-bombard', 'D3', true],
    ]);
    // What the engine plays agrees: Devon fires, and round 1 ends without a turn for the bombard.
    expect(v.acting).toEqual(['l-devon']);
    rigDice(s, [6, 6]);
    must(s, 'lancaster', { t: 'pass', block: 'l-devon' });
    const next = battleView(s, 'york', false)!;
    expect(next.round).toBe(2);
    expect(next.sides.attacker.main.map((b) => `${b.initiative}${b.firepower}`)).toEqual(['D3']);
  });

  test('no battle, no board', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      defenders: ['l-devon'],
    });
    s.battle = null;
    expect(battleBoardView(s, 'york')).toBeNull();
  });
});

describe('2.2 / ruling A27: the common Lancaster shields', () => {
  const ctx = { king: B('l-henry-vi'), kingSide: 'lancaster' as const, dead: () => false };
  const bonus = (id: BlockId, area: AreaId) => areaDefenceBonus(B(id), A(area), true, ctx);
  test('Exeter, Somerset and Richmond, heirs with a personal shield, also use Lancaster and Lincoln', () => {
    for (const heir of ['l-exeter', 'l-somerset', 'l-richmond'] as const) {
      expect(bonus(heir, 'lancaster')).toBe(1);
      expect(bonus(heir, 'lincoln')).toBe(1);
      expect(bonus(heir, 'leicester')).toBe(0); // Hastings and Rivers: nobles' shields
    }
  });
});
