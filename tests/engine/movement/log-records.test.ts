/**
 * The log records of the action phase (what the history panel and the fog-of-war view read): the
 * private and public twins of each move, AP activations, attacks (5.22 / 6.3), reinforcements,
 * recruits, Muster and Plague — checked entry by entry.
 */
import { describe, expect, test } from 'vitest';
import { borderBetween, A, type AreaId } from '../../../engine/richard-iii/data';
import type { LogEntry, State } from '../../../engine/richard-iii/types';
import { cardWith, must, put } from '../position';
import { turn } from './helpers';

const bd = (a: AreaId, b: AreaId) => borderBetween(A(a), A(b));

/** Runs `f` and returns the log entries it added. */
function logged(s: State, f: () => void): LogEntry[] {
  const from = s.log.length;
  f();
  return s.log.slice(from);
}

describe('action-phase log records', () => {
  test('5.2 a land move from a new area: activation, then the private and the public move records', () => {
    const s = turn('york', cardWith(2));
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'y-suffolk', 'east-anglia');
    expect(logged(s, () => must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['essex', 'middlesex'] }))).toEqual([
      { k: 'activate', r: '5.2', s: 'york', p: { area: 'east-anglia' } },
      {
        k: 'move',
        r: '5.2',
        s: 'york',
        only: 'york',
        p: { block: 'y-norfolk', from: 'east-anglia', path: ['essex', 'middlesex'] },
      },
      { k: 'move', r: '5.2', s: 'york', p: { from: 'east-anglia', path: ['essex', 'middlesex'] } },
    ]);
    // The second block from the activated area: no activation record, no AP.
    expect(
      logged(s, () => must(s, 'york', { t: 'move', block: 'y-suffolk', path: ['essex'] })).map((e) => e.k),
    ).toEqual(['move', 'move']);
    expect(s.act!.ap).toBe(1);
  });

  test('5.22 / 6.3 attack records: the main attack, a block joining it, a reserve, then a Player-2 reinforcement', () => {
    const s = turn('york', cardWith(4));
    s.played.lancaster = cardWith(4);
    put(s, 'l-oxford', 'essex');
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'y-suffolk', 'east-anglia');
    put(s, 'y-essex', 'middlesex');
    put(s, 'l-clifford', 'rutland');
    const main = logged(s, () => must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['essex'] }));
    expect(main.at(-1)).toEqual({
      k: 'attack',
      r: '5.22',
      s: 'york',
      p: { area: 'essex', border: bd('east-anglia', 'essex'), main: true },
    });
    const joins = logged(s, () => must(s, 'york', { t: 'move', block: 'y-suffolk', path: ['essex'] }));
    // Across the main attack's border it is more of the main attack (5.22, ruling A8), logged as joining it.
    expect(joins.at(-1)).toEqual({
      k: 'attack',
      r: '5.22',
      s: 'york',
      p: { area: 'essex', border: bd('east-anglia', 'essex'), main: true, join: true },
    });
    const reserve = logged(s, () => must(s, 'york', { t: 'move', block: 'y-essex', path: ['essex'] }));
    expect(reserve.at(-1)).toEqual({
      k: 'attack',
      r: '6.3',
      s: 'york',
      p: { area: 'essex', border: bd('middlesex', 'essex'), main: false, join: true },
    });
    must(s, 'york', { t: 'end' });
    const reinforce = logged(s, () => must(s, 'lancaster', { t: 'move', block: 'l-clifford', path: ['essex'] }));
    expect(reinforce.at(-1)).toEqual({
      k: 'reinforce',
      r: '6.3',
      s: 'lancaster',
      p: { area: 'essex', border: bd('rutland', 'essex') },
    });
  });

  test('5.3 a sea move: the private record names the block, the public one says whether it attacks', () => {
    const s = turn('york', cardWith(2));
    put(s, 'y-warwick', 'calais');
    expect(logged(s, () => must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'sussex' }))).toEqual([
      { k: 'sea-move', r: '5.3', s: 'york', only: 'york', p: { block: 'y-warwick', from: 'calais', to: 'sussex' } },
      { k: 'sea-move', r: '5.3', s: 'york', p: { from: 'calais', to: 'sussex', attack: false } },
    ]);
  });

  test('5.4 a recruit: private block and area, public area only', () => {
    const s = turn('lancaster', cardWith(2));
    expect(
      logged(s, () => must(s, 'lancaster', { t: 'recruit', block: 'l-newcastle-levy', to: 'northumbria' })),
    ).toEqual([
      {
        k: 'recruit',
        r: '5.4',
        s: 'lancaster',
        only: 'lancaster',
        p: { block: 'l-newcastle-levy', area: 'northumbria' },
      },
      { k: 'recruit', r: '5.4', s: 'lancaster', p: { area: 'northumbria' } },
    ]);
  });

  test('Muster (ruling A7): naming the area is logged', () => {
    const s = turn('york', cardWith(0, 'muster'));
    put(s, 'y-norfolk', 'east-anglia');
    expect(logged(s, () => must(s, 'york', { t: 'muster', area: 'essex' }))).toEqual([
      { k: 'muster', r: '5.1', s: 'york', p: { area: 'essex' } },
    ]);
  });

  test('Plague (ruling A5): one record with the number of blocks hit, then each elimination with cause plague', () => {
    const s = turn('lancaster', cardWith(0, 'plague'));
    put(s, 'y-march', 'middlesex');
    put(s, 'y-london-levy', 'middlesex', 1);
    put(s, 'y-warwick', 'kent');
    const entries = logged(s, () => must(s, 'lancaster', { t: 'plague', area: 'middlesex' }));
    expect(entries).toEqual([
      { k: 'plague', r: '5.1', s: 'lancaster', p: { area: 'middlesex', blocks: 2 } },
      { k: 'eliminated', r: '6.8', s: 'york', p: { block: 'y-london-levy', area: 'middlesex', cause: 'plague' } },
    ]);
  });
});
