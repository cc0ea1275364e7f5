/**
 * The battle board (battleView) as each side and a spectator see it, and the rolls and retreats
 * behind it: who may see which reserve, the no-retreat record, the game ending mid-battle, who may
 * roll for treason against whom, and where a Piracy attacker may go.
 */
import { describe, expect, test } from 'vitest';
import { A, B, type BlockId, type Side } from '../../../engine/richard-iii/data';
import { battleView } from '../../../engine/richard-iii/battle/view';
import { startBattlePhase } from '../../../engine/richard-iii/battle';
import { treasonDice, treasonTag } from '../../../engine/richard-iii/battle/treason';
import { DEAD, MOVED_SEA, type State } from '../../../engine/richard-iii/types';
import { keys, legalActions, must } from '../position';
import { battleState, rigDice, fought } from './helpers';

const acting = (s: State): string[] => battleView(s, 'york', true)?.acting ?? [];
const toAct = (s: State): Side => (s.step as { side: Side }).side;
const passRound = (s: State): void => {
  const round = s.battle!.round;
  while (s.battle && s.battle.round === round && s.step.k === 'battle-turn')
    must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
};
const treachery = (s: State, side: Side): string[] =>
  keys(legalActions(s, side)).filter((k) => k.startsWith('treachery'));

describe('the battle board', () => {
  test('reserves: the owner sees his own, the enemy a count, a spectator nobody’s', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      reserves: [{ from: 'chester', blocks: [['y-herbert', 2]] }],
      defenders: ['l-devon'],
      reinforcements: [{ from: 'pembroke', blocks: ['l-rivers', 'l-oxford'] }],
    });
    const herbert = {
      id: 'y-herbert',
      steps: 2,
      maxSteps: 3,
      rating: 'A2',
      initiative: 'A',
      firepower: 2,
      acted: false,
    };
    expect(battleView(s, 'york', false)!.sides.attacker).toMatchObject({ reserveCount: 1, reserves: [herbert] });
    expect(battleView(s, 'york', false)!.sides.defender).toMatchObject({ reserveCount: 2, reserves: [] });
    expect(battleView(s, 'lancaster', false)!.sides.attacker).toMatchObject({ reserveCount: 1, reserves: [] });
    expect(
      battleView(s, 'lancaster', false)!
        .sides.defender.reserves.map((b) => b.id)
        .sort(),
    ).toEqual(['l-oxford', 'l-rivers']);
    for (const viewer of ['york', 'lancaster'] as const) {
      const v = battleView(s, viewer, true)!;
      expect(v.sides.attacker.reserves).toEqual([]);
      expect(v.sides.defender.reserves).toEqual([]);
      expect(v.sides.defender.reserveCount).toBe(2);
    }
  });

  test('the no-retreat record; once the game is over nobody is to act', () => {
    const s = fought({
      area: 'cornwall',
      attacker: 'york',
      main: { from: 'dorset', blocks: ['y-norfolk', 'y-gloucester'] },
      defenders: ['l-devon'],
      elsewhere: [
        ['l-beaumont', 'dorset'],
        ['l-oxford', 'somerset'],
      ],
    });
    for (const h of ['y-york', 'y-march', 'y-rutland', 'y-clarence'] as const) s.loc[B(h)] = DEAD;
    for (let r = 1; r <= 3; r++) passRound(s);
    // Round 4: Devon (B, defender) passes; York's blocks cannot retreat (Dorset and Somerset hold Lancastrians).
    must(s, 'lancaster', { t: 'pass', block: 'l-devon' });
    const v = battleView(s, 'lancaster', false)!;
    // Gloucester, York's last heir, is eliminated first: the game ends before Norfolk's turn.
    expect(v.events.slice(-1)).toEqual([{ k: 'no-retreat', block: 'y-gloucester' }]);
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'heirs-eliminated' });
    expect(s.loc[B('y-norfolk')]).toBe(A('cornwall'));
    expect(v.toAct).toBeNull();
    expect(v.acting).toEqual([]);
  });

  test('stage and toAct follow the step; acting names the blocks due', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent', 'y-herbert'] },
      defenders: ['l-devon'],
    });
    expect(battleView(s, 'lancaster', false)).toMatchObject({ stage: 'turn', toAct: 'york' });
    expect(acting(s).sort()).toEqual(['y-herbert', 'y-kent']);
  });
});

describe('6.9 who rolls for treason, against whom, with how many dice', () => {
  test('the King, the Pretender and Warwick roll; other blocks do not', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-march'] },
      defenders: ['l-henry-vi'],
    });
    expect(treasonTag(s, B('l-henry-vi'))).toBe('king');
    expect(treasonTag(s, B('y-york'))).toBe('pretender'); // York's senior heir alive (in the pool)
    expect(treasonTag(s, B('y-march'))).toBeNull();
    expect(treasonTag(s, B('y-warwick'))).toBe('warwick');
    expect(treasonTag(s, B('l-warwick'))).toBe('warwick');
    expect(treasonTag(s, B('y-kent'))).toBeNull();
  });

  test('dice: the target’s loyalty; Kent and Salisbury roll one against Warwick, not against the card', () => {
    expect(treasonDice(B('y-march'), B('l-kent'))).toBe(2);
    expect(treasonDice(B('y-warwick'), B('l-kent'))).toBe(1);
    expect(treasonDice(B('y-warwick'), B('l-salisbury'))).toBe(1);
    expect(treasonDice(B('l-warwick'), B('y-kent'))).toBe(1);
    expect(treasonDice(B('y-warwick'), B('l-stanley'))).toBe(1);
    expect(treasonDice(B('y-warwick'), B('l-rivers'))).toBe(1);
    expect(treasonDice(B('y-warwick'), B('l-westmoreland'))).toBe(2);
    expect(treasonDice(-1, B('l-kent'))).toBe(2);
    expect(treasonDice(-1, B('l-warwick'))).toBe(3);
  });

  test('the Pretender rolls against nobles of two versions, never the King, an heir or a rose', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-york'] }, // the Pretender
      defenders: ['l-henry-vi', 'l-exeter', 'l-stanley', 'l-oxford', 'l-york-church', 'l-welsh-mercenary'],
    });
    passRound(s);
    // Round 2: the Lancastrians (A first) pass until York's turn.
    while (toAct(s) === 'lancaster') must(s, 'lancaster', { t: 'pass', block: acting(s)[0] as BlockId });
    expect(acting(s)).toEqual(['y-york']);
    // Exeter (loyalty 2) is an heir who may defect (9.1) while neither King nor Pretender.
    expect(treachery(s, 'york')).toEqual([
      'treachery|block=y-york|target=l-exeter',
      'treachery|block=y-york|target=l-stanley',
      'treachery|block=y-york|target=l-york-church',
    ]);
  });

  test('one roll per tag and battle: a failed roll is not repeated in the next round', () => {
    const s = fought({
      area: 'powys',
      attacker: 'lancaster',
      main: { from: 'hereford', blocks: ['l-henry-vi'] }, // the King
      defenders: ['y-stanley'],
    });
    must(s, 'york', { t: 'pass', block: 'y-stanley' });
    expect(treachery(s, 'lancaster')).toEqual(['treachery|block=l-henry-vi|target=y-stanley']);
    rigDice(s, [5]);
    must(s, 'lancaster', { t: 'treachery', block: 'l-henry-vi', target: 'y-stanley' });
    expect(s.battle!.treasonUsed).toEqual(['king']);
    expect(s.loc[B('y-stanley')]).toBe(A('powys'));
    must(s, 'york', { t: 'pass', block: 'y-stanley' });
    expect(acting(s)).toEqual(['l-henry-vi']);
    expect(treachery(s, 'lancaster')).toEqual([]);
  });
});

describe('ruling A4: Piracy without a per-block record', () => {
  test('a block that sea-moved in while the attack used a sea border regroups by sea; a land mover by land', () => {
    const s = battleState({
      area: 'kent',
      attacker: 'york',
      main: { from: 'sussex', blocks: ['y-norfolk', 'y-essex'] },
      defenders: [['l-oxford', 1]],
      elsewhere: [['l-beaumont', 'middlesex']],
      start: false,
    });
    s.attacks[A('kent')]!.attackerBorders.push(-1 - A('english-channel'));
    s.moved[B('y-norfolk')] = MOVED_SEA;
    startBattlePhase(s);
    must(s, 'york', { t: 'battle', area: 'kent' });
    must(s, 'lancaster', { t: 'pass', block: 'l-oxford' });
    rigDice(s, [1, 6, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-norfolk' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'york' });
    const regroups = keys(legalActions(s, 'york'));
    // Norfolk: English Channel coasts, friendly or vacant (Kent itself excluded; Calais is York's; France is not).
    expect(regroups.filter((k) => k.includes('y-norfolk'))).toEqual(
      ['calais', 'cornwall', 'dorset', 'sussex'].map((a) => `regroup|block=y-norfolk|to=${a}`),
    );
    // Essex moved by land: Kent's land neighbours, not enemy Middlesex.
    expect(regroups.filter((k) => k.includes('y-essex'))).toEqual(['regroup|block=y-essex|to=sussex']);
  });
});
