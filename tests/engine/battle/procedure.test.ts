/**
 * The battle procedure around the fighting (6.1, 6.3, 6.4, 6.7): which battles there are, how one
 * starts without an attack record or with no round-1 blocks, chained tie choices, battles won by a
 * defection, battles that end with nothing to regroup, and who may decide at each step.
 */
import { describe, expect, test } from 'vitest';
import { A, B, type BlockId, type Side } from '../../../engine/richard-iii/data';
import { battleView } from '../../../engine/richard-iii/battle/view';
import { startBattlePhase } from '../../../engine/richard-iii/battle';
import { DEAD, OTHER, type State } from '../../../engine/richard-iii/types';
import { keys, legalActions, must, put } from '../position';
import { actors } from '../../../engine/richard-iii/rules';
import { battleState, rigDice, fought } from './helpers';

const at = (s: State, id: BlockId): number => s.loc[B(id)]!;
const steps = (s: State, id: BlockId): number => s.steps[B(id)]!;
const acting = (s: State): string[] => battleView(s, 'york', true)?.acting ?? [];
const toAct = (s: State): Side => (s.step as { side: Side }).side;

describe('6.1 which battles are fought', () => {
  test('no contested area: the battle phase ends at once (supply phase next), void attack records cleared', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      defenders: ['l-devon'],
      start: false,
    });
    // The defender left before the battle phase: Powys is no longer contested, its record is void.
    put(s, 'l-devon', 'pool');
    const supplyBefore = s.log.filter((e) => e.k === 'supply-phase').length;
    startBattlePhase(s);
    expect(s.attacks[A('powys')]).toBeNull();
    expect(s.battle).toBeNull();
    expect(s.step.k.startsWith('battle')).toBe(false);
    expect(s.log.filter((e) => e.k === 'supply-phase').length).toBe(supplyBefore + 1);
  });

  test('only areas holding both sides are offered; a record of a still-contested area is kept', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      defenders: ['l-devon'],
      elsewhere: [
        ['y-norfolk', 'chester'],
        ['l-oxford', 'derby'],
      ],
    });
    expect(s.attacks[A('powys')]).not.toBeNull();
    expect(keys(legalActions(s, 'york'))).toEqual(['battle|area=powys']);
    expect(legalActions(s, 'lancaster')).toEqual([]);
    expect(battleView(s, 'york', false)).toBeNull();
  });

  test('a contested area with no attack record: Player 1 attacks with one main force, no reserves', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      p1: 'lancaster',
      main: { from: 'hereford', blocks: ['y-kent'] },
      defenders: ['l-devon'],
      start: false,
    });
    s.attacks[A('powys')] = null;
    startBattlePhase(s);
    expect(s.step).toEqual({ k: 'battle-choose', side: 'lancaster' });
    must(s, 'lancaster', { t: 'battle', area: 'powys' });
    expect(s.battle!.attacker).toBe('lancaster');
    expect(s.battle!.firstAttacker).toBe('lancaster');
    expect(s.battle!.attack).toEqual({
      attacker: 'lancaster',
      attackerBorders: [],
      defenderBorders: [],
      reserves: [],
      pinning: 0,
      defenders: [B('y-kent')],
    });
    // Kent (A) now defends and acts first.
    expect(s.step).toEqual({ k: 'battle-turn', side: 'york' });
    expect(acting(s)).toEqual(['y-kent']);
  });

  test('the battle works on a copy of the attack record: the record itself is left as it was', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      reserves: [{ from: 'chester', blocks: ['y-herbert'] }],
      defenders: ['l-devon'],
      start: false,
    });
    const rec = s.attacks[A('powys')]!;
    rec.entries = [
      { block: B('y-kent'), border: rec.attackerBorders[0]! },
      { block: B('y-herbert'), border: rec.attackerBorders[1]! },
    ];
    const before = structuredClone(rec);
    startBattlePhase(s);
    must(s, 'york', { t: 'battle', area: 'powys' });
    expect(s.battle!.attack).toEqual(before);
    s.battle!.attack.reserves.push(B('y-kent'));
    s.battle!.attack.entries!.push({ block: B('y-kent'), border: 0 });
    s.battle!.attack.attackerBorders.push(0);
    s.battle!.attack.defenderBorders.push(0);
    s.battle!.attack.defenders.push(0);
    expect(s.attacks[A('powys')]).toEqual(before);
  });
});

describe('6.3 a side with no round-1 blocks', () => {
  test('defenders that are all reserves deploy at the start, without a change of control, and wait out round 1', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      defenders: [],
      reinforcements: [{ from: 'pembroke', blocks: ['l-devon'] }],
    });
    must(s, 'york', { t: 'battle', area: 'powys' });
    const v = battleView(s, 'york', true)!;
    expect(v.attacker).toBe('york');
    expect(v.events).toEqual([
      { k: 'round', round: 1 },
      { k: 'arrive', side: 'lancaster', count: 1 },
    ]);
    expect(v.sides.defender).toMatchObject({ main: [{ id: 'l-devon', acted: true }], reserveCount: 0 });
    // Kent acts; Devon has no turn in round 1.
    expect(acting(s)).toEqual(['y-kent']);
    must(s, 'york', { t: 'pass', block: 'y-kent' });
    expect(battleView(s, 'york', true)!.round).toBe(2);
  });
});

describe('6.4 chained choices', () => {
  test('after one tie choice the surplus meets another tie: the owner chooses again', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] }, // A2, 3 dice
      defenders: [
        ['l-devon', 1],
        ['l-rivers', 1],
        ['l-pembroke', 1],
      ],
    });
    rigDice(s, [1, 2, 5]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(s.step).toEqual({ k: 'battle-hits', side: 'lancaster' });
    expect(battleView(s, 'york', false)!.pendingHits).toEqual({ side: 'lancaster', hits: 2, firer: 'y-kent' });
    expect(battleView(s, 'york', false)!.stage).toBe('hits');
    expect(battleView(s, 'york', false)!.toAct).toBe('lancaster');
    expect(battleView(s, 'york', false)!.acting).toEqual([]);
    expect(legalActions(s, 'york')).toEqual([]);
    must(s, 'lancaster', { t: 'take-hits', block: 'l-rivers' });
    expect(at(s, 'l-rivers')).not.toBe(A('powys'));
    expect(s.step).toEqual({ k: 'battle-hits', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['take-hits|block=l-devon', 'take-hits|block=l-pembroke']);
    expect(battleView(s, 'york', false)!.pendingHits).toEqual({ side: 'lancaster', hits: 1, firer: 'y-kent' });
    must(s, 'lancaster', { t: 'take-hits', block: 'l-pembroke' });
    expect(at(s, 'l-devon')).toBe(A('powys'));
    expect(steps(s, 'l-devon')).toBe(1);
    expect(battleView(s, 'york', false)!.pendingHits).toBeNull();
    expect(battleView(s, 'york', false)!.events[1]).toMatchObject({
      rolled: 2,
      hits: [
        { block: 'l-rivers', n: 1 },
        { block: 'l-pembroke', n: 1 },
      ],
    });
    // Devon's turn (B, defender) comes next.
    expect(s.step).toEqual({ k: 'battle-turn', side: 'lancaster' });
    expect(acting(s)).toEqual(['l-devon']);
  });

  test('two tie choices, then the last block takes one hit and the surplus is lost', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-northumberland'] }, // B3, 4 dice
      defenders: [
        ['l-devon', 1],
        ['l-rivers', 1],
        ['l-stanley', 1],
      ],
    });
    // Everybody is B: the defenders pass first.
    for (let i = 0; i < 3; i++) must(s, 'lancaster', { t: 'pass', block: acting(s)[0] as BlockId });
    rigDice(s, [1, 2, 3, 3]);
    must(s, 'york', { t: 'fire', block: 'y-northumberland' });
    must(s, 'lancaster', { t: 'take-hits', block: 'l-stanley' });
    must(s, 'lancaster', { t: 'take-hits', block: 'l-devon' });
    // Four hits, three blocks of one step: the last hit is lost, the battle won.
    expect(battleView(s, 'york', false)!.events.find((e) => e.k === 'fire')).toMatchObject({
      rolled: 4,
      hits: [
        { block: 'l-stanley', n: 1 },
        { block: 'l-devon', n: 1 },
        { block: 'l-rivers', n: 1 },
      ],
    });
    expect(s.battle!.winner).toBe('york');
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'york' });
    expect(battleView(s, 'lancaster', false)).toMatchObject({ stage: 'regroup', toAct: 'york', winner: 'york' });
  });
});

describe('6.9 a battle won by a defection', () => {
  test('the last defender defects: his old side has no block left and the roller’s side wins at once', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-march'] },
      defenders: ['l-stanley'], // loyalty 1
    });
    s.kingSide = 'york';
    s.king = B('y-march');
    must(s, 'york', { t: 'battle', area: 'powys' });
    expect(keys(legalActions(s, 'york'))).toEqual([
      'charge|block=y-march|target=l-stanley',
      'fire|block=y-march',
      'pass|block=y-march',
      'treachery|block=y-march|target=l-stanley',
    ]);
    rigDice(s, [6]);
    must(s, 'york', { t: 'treachery', block: 'y-march', target: 'l-stanley' });
    expect(at(s, 'l-stanley')).toBe(OTHER);
    expect(at(s, 'y-stanley')).toBe(A('powys'));
    expect(s.battle!.winner).toBe('york');
    expect(s.battle!.defected).toEqual([B('l-stanley'), B('y-stanley')]);
    // The defector, known to both sides, may regroup with March, in the open.
    expect(keys(legalActions(s, 'york')).filter((k) => k.includes('y-stanley')).length).toBeGreaterThan(0);
    must(s, 'york', { t: 'regroup', block: 'y-stanley', to: 'hereford' });
    expect(s.log[s.log.length - 1]).toEqual({
      k: 'battle-regroup',
      r: '6.7',
      s: 'york',
      p: { block: 'y-stanley', to: 'hereford' },
    });
  });
});

describe('6.7 no regroup to make', () => {
  test('a winner with nowhere to go: the battle ends without a regroup step and the next one is chosen', () => {
    const s = fought({
      area: 'cornwall',
      attacker: 'york',
      main: { from: 'dorset', blocks: ['y-kent'] },
      defenders: [['l-devon', 1]],
      elsewhere: [
        ['l-oxford', 'dorset'],
        ['y-norfolk', 'somerset'],
        ['l-beaumont', 'somerset'],
      ],
    });
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(at(s, 'l-devon')).not.toBe(A('cornwall'));
    // Cornwall borders Dorset (enemy) and Somerset (contested): nowhere to regroup.
    expect(s.battle).toBeNull();
    expect(s.attacks[A('cornwall')]).toBeNull();
    expect(s.step).toEqual({ k: 'battle-choose', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(['battle|area=somerset']);
  });

  test('the winner regroups, then declines the rest: the battle phase goes on', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent', 'y-herbert'] },
      defenders: [['l-devon', 1]],
    });
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    must(s, 'york', { t: 'regroup', block: 'y-kent', to: 'hereford' });
    // Kent has regrouped: only Herbert is offered now.
    expect(keys(legalActions(s, 'york')).filter((k) => k.includes('y-kent'))).toEqual([]);
    expect(keys(legalActions(s, 'york'))).toContain('regroup|block=y-herbert|to=hereford');
    expect(legalActions(s, 'lancaster')).toEqual([]);
    must(s, 'york', { t: 'done' });
    expect(at(s, 'y-herbert')).toBe(A('powys'));
    expect(at(s, 'y-kent')).toBe(A('hereford'));
    expect(s.battle).toBeNull();
  });
});

describe('who decides', () => {
  test('only the side named by the step has actions; the other waits', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      defenders: ['l-devon'],
    });
    expect(toAct(s)).toBe('york');
    expect(actors(s)).toEqual(['york']);
    expect(legalActions(s, 'lancaster')).toEqual([]);
    expect(keys(legalActions(s, 'york'))).toEqual(['fire|block=y-kent', 'pass|block=y-kent']);
    must(s, 'york', { t: 'pass', block: 'y-kent' });
    expect(actors(s)).toEqual(['lancaster']);
    expect(legalActions(s, 'york')).toEqual([]);
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['fire|block=l-devon', 'pass|block=l-devon']);
  });

  test('the Treason card’s holder decides before the battle; the other side waits', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      defenders: ['l-devon', 'l-stanley'],
    });
    s.treasonCard = 'york';
    must(s, 'york', { t: 'battle', area: 'powys' });
    expect(actors(s)).toEqual(['york']);
    expect(legalActions(s, 'lancaster')).toEqual([]);
    expect(keys(legalActions(s, 'york'))).toEqual(['no-treason', 'treason-card|target=l-stanley']);
    must(s, 'york', { t: 'no-treason' });
    expect(s.treasonCard).toBe('york');
    expect(s.step).toEqual({ k: 'battle-turn', side: 'york' });
  });

  test('the Treason card with no block to target is not offered: the battle starts', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      defenders: ['l-devon', 'l-oxford'], // loyalty 0: neither may defect
    });
    s.treasonCard = 'york';
    must(s, 'york', { t: 'battle', area: 'powys' });
    expect(s.step).toEqual({ k: 'battle-turn', side: 'lancaster' });
    expect(s.treasonCard).toBe('york');
  });

  test('the last heir of a side killed in battle ends the game at once', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      defenders: [['l-somerset', 1]],
    });
    for (const h of ['l-henry-vi', 'l-prince-edward', 'l-exeter', 'l-richmond'] as const) put(s, h, 'dead');
    must(s, 'lancaster', { t: 'pass', block: 'l-somerset' });
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(at(s, 'l-somerset')).toBe(DEAD);
    expect(s.outcome).toEqual({ winner: 'york', reason: 'heirs-eliminated' });
    expect(legalActions(s, 'york')).toEqual([]);
  });
});
