/**
 * What a battle leaves behind for the players: the game log (every battle entry, its rule, side and
 * parameters, and who may read it) and the battle board's record of events, for whole short battles.
 */
import { describe, expect, test } from 'vitest';
import { battleView } from '../../../engine/richard-iii/battle/view';
import { makeView } from '../../../engine/richard-iii/view';
import { B } from '../../../engine/richard-iii/data';
import type { LogEntry, State } from '../../../engine/richard-iii/types';
import { must } from '../position';
import { battleState, rigDice, fought } from './helpers';

/** The battle entries logged since entry `from`. */
const battleLog = (s: State, from = 0): LogEntry[] => s.log.slice(from).filter((e) => e.k.startsWith('battle'));

describe('the log of a battle', () => {
  test('start, fire and hits, reserves deployed and control swapped, rounds, arrivals, pass, retreat, end, regroup', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] }, // A2, 3 steps
      reserves: [{ from: 'chester', blocks: ['y-herbert'] }], // A2
      defenders: ['l-devon'], // B2, 2 steps
      reinforcements: [{ from: 'pembroke', blocks: [['l-rivers', 1]] }], // B2
    });
    const from = s.log.length;
    must(s, 'york', { t: 'battle', area: 'powys' });
    rigDice(s, [1, 2, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    // Devon is gone in round 1: Rivers deploys at once and Lancaster attacks (6.3, A14). Round 2: Herbert arrives.
    expect(s.battle!.attacker).toBe('lancaster');
    expect(s.battle!.round).toBe(2);
    must(s, 'york', { t: 'pass', block: 'y-kent' });
    must(s, 'york', { t: 'retreat', block: 'y-herbert', to: 'hereford' });
    must(s, 'lancaster', { t: 'pass', block: 'l-rivers' });
    for (let round = 3; round <= 4; round++) {
      must(s, 'york', { t: 'pass', block: 'y-kent' });
      if (round === 3) must(s, 'lancaster', { t: 'pass', block: 'l-rivers' });
    }
    // Round 4: Rivers, now the attacker, must retreat; Pembroke, his side's way in, is open.
    must(s, 'lancaster', { t: 'retreat', block: 'l-rivers', to: 'pembroke' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'york' });
    must(s, 'york', { t: 'regroup', block: 'y-kent', to: 'hereford' });
    expect(battleLog(s, from)).toEqual([
      { k: 'battle-start', r: '6.1', s: 'york', p: { area: 'powys' } },
      { k: 'battle-fire', r: '6.4', s: 'york', p: { block: 'y-kent', fp: 2, dice: [1, 2, 6], hits: 2 } },
      { k: 'battle-hit', r: '6.4', s: 'lancaster', p: { block: 'l-devon', hits: 2, by: 'y-kent' } },
      { k: 'battle-reserves-deploy', r: '6.3', s: 'lancaster', p: { area: 'powys', count: 1 } },
      { k: 'battle-control-swap', r: '6.3', s: 'lancaster', p: { area: 'powys' } },
      { k: 'battle-round', r: '6.2', p: { area: 'powys', round: 2 } },
      { k: 'battle-reserves-arrive', r: '6.3', s: 'york', p: { area: 'powys', count: 1 } },
      { k: 'battle-pass', r: '6.2', s: 'york', p: { block: 'y-kent' } },
      { k: 'battle-retreat', r: '6.6', s: 'york', p: { block: 'y-herbert', to: 'hereford' } },
      { k: 'battle-pass', r: '6.2', s: 'lancaster', p: { block: 'l-rivers' } },
      { k: 'battle-round', r: '6.2', p: { area: 'powys', round: 3 } },
      { k: 'battle-pass', r: '6.2', s: 'york', p: { block: 'y-kent' } },
      { k: 'battle-pass', r: '6.2', s: 'lancaster', p: { block: 'l-rivers' } },
      { k: 'battle-round', r: '6.2', p: { area: 'powys', round: 4 } },
      { k: 'battle-pass', r: '6.2', s: 'york', p: { block: 'y-kent' } },
      { k: 'battle-retreat', r: '6.6', s: 'lancaster', p: { block: 'l-rivers', to: 'pembroke' } },
      { k: 'battle-end', r: '6.7', s: 'york', p: { area: 'powys', round: 4 } },
      { k: 'battle-regroup', r: '6.7', s: 'york', p: { block: 'y-kent', to: 'hereford' } },
    ]);
    // (The arrival and deployment entries carry the area index; the log text does not use it.)
    // The last block regrouped: the battle is over and the area leaves the attack list.
    expect(s.battle).toBeNull();
    expect(s.attacks.every((a) => a === null)).toBe(true);
  });

  test('the battle board records the same battle: rounds, fire with the hits each block took, arrivals, the swap', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      reserves: [{ from: 'chester', blocks: ['y-herbert'] }],
      defenders: ['l-devon'],
      reinforcements: [{ from: 'pembroke', blocks: [['l-rivers', 1]] }],
    });
    rigDice(s, [1, 2, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    must(s, 'york', { t: 'pass', block: 'y-kent' });
    must(s, 'york', { t: 'retreat', block: 'y-herbert', to: 'hereford' });
    const v = battleView(s, 'lancaster', true)!;
    expect(v.events).toEqual([
      { k: 'round', round: 1 },
      {
        k: 'fire',
        block: 'y-kent',
        side: 'york',
        mode: 'fire',
        fp: 2,
        dice: [1, 2, 6],
        rolled: 2,
        hits: [{ block: 'l-devon', n: 2 }],
      },
      { k: 'arrive', side: 'lancaster', count: 1 },
      { k: 'swap', attacker: 'lancaster' },
      { k: 'round', round: 2 },
      { k: 'arrive', side: 'york', count: 1 },
      { k: 'pass', block: 'y-kent' },
      { k: 'retreat', block: 'y-herbert', to: 'hereford' },
    ]);
    expect(v).toMatchObject({
      area: 'powys',
      round: 2,
      attacker: 'lancaster',
      defender: 'york',
      toAct: 'lancaster',
      stage: 'turn',
      acting: ['l-rivers'],
      pendingHits: null,
      winner: null,
    });
    expect(v.sides.attacker).toEqual({
      side: 'lancaster',
      role: 'attacker',
      main: [{ id: 'l-rivers', steps: 1, maxSteps: 2, rating: 'B2', initiative: 'B', firepower: 2, acted: false }],
      reserveCount: 0,
      reserves: [],
    });
    expect(v.sides.defender).toEqual({
      side: 'york',
      role: 'defender',
      main: [{ id: 'y-kent', steps: 3, maxSteps: 3, rating: 'A2', initiative: 'A', firepower: 2, acted: true }],
      reserveCount: 0,
      reserves: [],
    });
  });

  test('6.5 a charge and the counter-fire are logged with their dice; the board marks them charge and counter', () => {
    const s = fought({
      area: 'powys',
      attacker: 'lancaster',
      main: { from: 'hereford', blocks: ['l-somerset'] }, // heir A2, 3 steps
      defenders: ['y-norfolk', 'y-worcester'], // B2 4 steps, B2 2 steps
    });
    const from = s.log.length;
    rigDice(s, [2, 6, 6, 1]);
    must(s, 'lancaster', { t: 'charge', block: 'l-somerset', target: 'y-worcester' });
    expect(battleLog(s, from)).toEqual([
      {
        k: 'battle-charge',
        r: '6.5',
        s: 'lancaster',
        p: { block: 'l-somerset', target: 'y-worcester', fp: 2, dice: [2, 6, 6], hits: 1 },
      },
      { k: 'battle-hit', r: '6.4', s: 'york', p: { block: 'y-worcester', hits: 1, by: 'l-somerset' } },
      {
        k: 'battle-counter-fire',
        r: '6.5',
        s: 'york',
        p: { block: 'y-worcester', target: 'l-somerset', fp: 2, dice: [1], hits: 1 },
      },
      { k: 'battle-hit', r: '6.4', s: 'lancaster', p: { block: 'l-somerset', hits: 1, by: 'y-worcester' } },
    ]);
    expect(battleView(s, 'york', false)!.events.slice(1)).toEqual([
      {
        k: 'fire',
        block: 'l-somerset',
        side: 'lancaster',
        mode: 'charge',
        fp: 2,
        dice: [2, 6, 6],
        rolled: 1,
        hits: [{ block: 'y-worcester', n: 1 }],
      },
      {
        k: 'fire',
        block: 'y-worcester',
        side: 'york',
        mode: 'counter',
        fp: 2,
        dice: [1],
        rolled: 1,
        hits: [{ block: 'l-somerset', n: 1 }],
      },
    ]);
  });

  test('a charge that misses still draws the counter-fire; a counter-fire that misses records no hit', () => {
    const s = fought({
      area: 'powys',
      attacker: 'lancaster',
      main: { from: 'hereford', blocks: ['l-somerset'] },
      defenders: ['y-norfolk', 'y-worcester'],
    });
    rigDice(s, [6, 6, 6, 5, 6]);
    must(s, 'lancaster', { t: 'charge', block: 'l-somerset', target: 'y-worcester' });
    expect(battleView(s, 'york', false)!.events.slice(1)).toEqual([
      {
        k: 'fire',
        block: 'l-somerset',
        side: 'lancaster',
        mode: 'charge',
        fp: 2,
        dice: [6, 6, 6],
        rolled: 0,
        hits: [],
      },
      { k: 'fire', block: 'y-worcester', side: 'york', mode: 'counter', fp: 2, dice: [5, 6], rolled: 0, hits: [] },
    ]);
    expect([s.steps[B('l-somerset')], s.steps[B('y-worcester')], s.steps[B('y-norfolk')]]).toEqual([3, 2, 4]);
  });

  test('6.9 a treason roll and the Treason card are logged with their dice and result', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-warwick'] },
      defenders: ['l-kent', 'l-stanley'],
    });
    s.treasonCard = 'york';
    const from = s.log.length;
    must(s, 'york', { t: 'battle', area: 'powys' });
    expect(s.step).toEqual({ k: 'battle-treason', side: 'york' });
    expect(battleView(s, 'lancaster', false)).toMatchObject({ stage: 'treason-card', toAct: 'york', acting: [] });
    rigDice(s, [3]);
    must(s, 'york', { t: 'treason-card', target: 'l-stanley' }); // loyalty 1: one die, odd → stays
    must(s, 'lancaster', { t: 'pass', block: 'l-kent' });
    must(s, 'lancaster', { t: 'pass', block: 'l-stanley' });
    rigDice(s, [2]);
    must(s, 'york', { t: 'treachery', block: 'y-warwick', target: 'l-kent' }); // 6.91: Kent rolls one die against Warwick
    expect(battleLog(s, from).slice(1)).toEqual([
      {
        k: 'battle-treason',
        r: '6.9',
        s: 'york',
        p: { roller: 'treason-card', target: 'l-stanley', dice: [3], defected: false },
      },
      { k: 'battle-pass', r: '6.2', s: 'lancaster', p: { block: 'l-kent' } },
      { k: 'battle-pass', r: '6.2', s: 'lancaster', p: { block: 'l-stanley' } },
      {
        k: 'battle-treason',
        r: '6.9',
        s: 'york',
        p: { roller: 'y-warwick', target: 'l-kent', dice: [2], defected: true },
      },
      // Everybody has acted: round 2, and Kent, now York's, arrives with the reserves.
      { k: 'battle-round', r: '6.2', p: { area: 'powys', round: 2 } },
      { k: 'battle-reserves-arrive', r: '6.3', s: 'york', p: { area: 'powys', count: 1 } },
    ]);
    expect(battleView(s, 'lancaster', false)!.events.filter((e) => e.k === 'treason')).toEqual([
      { k: 'treason', side: 'york', roller: 'treason-card', target: 'l-stanley', dice: [3], defected: false },
      { k: 'treason', side: 'york', roller: 'y-warwick', target: 'l-kent', dice: [2], defected: true },
    ]);
    // Kent joined York's reserve and fights from round 2.
    expect(battleView(s, 'lancaster', true)!.sides.attacker).toMatchObject({
      main: [{ id: 'y-warwick' }, { id: 'y-kent', steps: 3, acted: false }],
      reserveCount: 0,
    });
  });

  test('a reserve that never arrived regroups in secret: its owner reads the block, the enemy only the area', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] },
      reserves: [{ from: 'chester', blocks: ['y-herbert'] }],
      defenders: [['l-devon', 1]],
    });
    const from = s.log.length;
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    must(s, 'york', { t: 'regroup', block: 'y-herbert', to: 'chester' });
    const regroups = s.log.slice(from).filter((e) => e.k === 'battle-regroup');
    expect(regroups).toEqual([
      { k: 'battle-regroup', r: '6.7', s: 'york', p: { block: 'y-herbert', to: 'chester' }, only: 'york' },
      { k: 'battle-regroup', r: '6.7', s: 'york', p: { to: 'chester' }, only: 'lancaster' },
    ]);
    expect(makeView(s, 'lancaster').log.filter((e) => e.k === 'battle-regroup')).toEqual([
      { k: 'battle-regroup', r: '6.7', s: 'york', p: { to: 'chester' }, only: 'lancaster' },
    ]);
    // Kent may still regroup: the battle waits for York.
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'york' });
    must(s, 'york', { t: 'done' });
    expect(s.battle).toBeNull();
  });
});
