/** The event cards' moves (event box; rulings A2, A5, A6, A7). */
import { describe, expect, test } from 'vitest';
import { A, B, type AreaId, type BlockId } from '../../../engine/richard-iii/data';
import { POOL } from '../../../engine/richard-iii/types';
import { cardWith, keys, legalActions, must, playAction, put } from '../position';
import { attackOn, landDestinations, ofTag, pathsOf, seaDestinations, turn } from './helpers';

describe('event cards', () => {
  test('Force March: one group moves up to 3 areas and may attack; red borders still stop; no sea move', () => {
    const s = turn('york', cardWith(1, 'force_march'));
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'y-suffolk', 'east-anglia');
    put(s, 'y-essex', 'kent');
    put(s, 'l-clifford', 'warwick');
    const paths = pathsOf(s, 'york', 'y-norfolk');
    expect(paths).toContain('essex>middlesex>kent');
    expect(paths).toContain('rutland>leicester>warwick'); // an attack at the end of 3 areas
    expect(paths.every((p) => p.split('>').length <= 3)).toBe(true);
    expect(seaDestinations(s, 'york', 'y-norfolk')).toEqual([]);
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['rutland', 'leicester', 'warwick'] });
    expect(attackOn(s, 'warwick')!.attacker).toBe('york');
    // One group only: Kent cannot be activated, East Anglia's other block still moves.
    expect(pathsOf(s, 'york', 'y-essex')).toEqual([]);
    expect(pathsOf(s, 'york', 'y-suffolk').length).toBeGreaterThan(0);
    const s2 = turn('york', cardWith(1, 'force_march'));
    put(s2, 'y-norfolk', 'cumbria'); // all red borders
    expect(pathsOf(s2, 'york', 'y-norfolk')).toEqual(['lancaster', 'north-yorks', 'northumbria']);
  });

  test('Surprise + ruling A6: one group with every border limit +1 (red 3), or one normal sea move', () => {
    const s = turn('york', cardWith(1, 'surprise'));
    const group: BlockId[] = ['y-norfolk', 'y-suffolk', 'y-essex', 'y-hastings'];
    for (const b of group) put(s, b, 'lancaster');
    for (const b of group.slice(0, 3)) must(s, 'york', { t: 'move', block: b, path: ['derby'] }); // red border: 3 with Surprise
    expect(pathsOf(s, 'york', 'y-hastings')).not.toContain('derby');
    expect(s.act!.ap).toBe(0);
    const sea = turn('york', cardWith(1, 'surprise'));
    put(sea, 'y-warwick', 'calais');
    put(sea, 'y-kent', 'calais');
    must(sea, 'york', { t: 'sea', block: 'y-warwick', to: 'sussex' });
    expect(sea.act!.ap).toBe(0);
    expect(seaDestinations(sea, 'york', 'y-kent')).toEqual(['sussex']); // the major-port partner
  });

  test('Treason: one group or one sea move, nothing more', () => {
    const s = turn('lancaster', cardWith(1, 'treason'));
    put(s, 'l-clifford', 'north-yorks');
    put(s, 'l-oxford', 'essex');
    must(s, 'lancaster', { t: 'move', block: 'l-clifford', path: ['south-yorks'] });
    expect(pathsOf(s, 'lancaster', 'l-oxford')).toEqual([]);
    expect(seaDestinations(s, 'lancaster', 'l-oxford')).toEqual([]);
  });

  test('Muster + ruling A7: name a friendly or vacant area; then any unmoved blocks make normal land moves ending there, free', () => {
    const s = turn('york', cardWith(0, 'muster'));
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'y-suffolk', 'rutland');
    put(s, 'y-essex', 'kent');
    put(s, 'y-hastings', 'sussex');
    put(s, 'y-herbert', 'glamorgan');
    put(s, 'l-clifford', 'leicester');
    const targets = ofTag(s, 'york', 'muster').map((a) => (a.t === 'muster' ? a.area : ''));
    expect(targets).not.toContain('leicester'); // enemy
    expect(targets).not.toContain('isle-of-man'); // no land way in
    expect(targets).not.toContain('scotland');
    expect(ofTag(s, 'york', 'move')).toEqual([]);
    must(s, 'york', { t: 'muster', area: 'essex' });
    expect(s.act!.musterArea).toBe(A('essex'));
    expect(pathsOf(s, 'york', 'y-norfolk')).toEqual(['essex', 'rutland>essex']);
    expect(pathsOf(s, 'york', 'y-suffolk')).toEqual(['east-anglia>essex', 'essex']); // not via enemy Leicester
    expect(pathsOf(s, 'york', 'y-essex')).toEqual(['middlesex>essex']);
    expect(pathsOf(s, 'york', 'y-herbert')).toEqual([]); // too far
    expect(pathsOf(s, 'york', 'y-hastings')).toEqual(['middlesex>essex']);
    for (const b of ['y-norfolk', 'y-suffolk', 'y-essex', 'y-hastings'] as const) {
      const p = pathsOf(s, 'york', b)[0]!.split('>');
      must(s, 'york', { t: 'move', block: b, path: p as AreaId[] });
    }
    for (const b of ['y-norfolk', 'y-suffolk', 'y-essex', 'y-hastings'] as const) expect(s.loc[B(b)]).toBe(A('essex'));
    expect(s.act!.activated).toEqual([]);
    expect(keys(legalActions(s, 'york'))).toEqual(['end']);
  });

  test('Muster + ruling A7: pinned blocks cannot muster', () => {
    const s = turn('york', cardWith(4));
    s.played.lancaster = cardWith(0, 'muster');
    put(s, 'l-clifford', 'derby');
    put(s, 'l-oxford', 'derby');
    put(s, 'y-norfolk', 'south-yorks');
    put(s, 'y-suffolk', 'south-yorks');
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['derby'] });
    must(s, 'york', { t: 'move', block: 'y-suffolk', path: ['derby'] });
    must(s, 'york', { t: 'end' });
    must(s, 'lancaster', { t: 'muster', area: 'leicester' });
    expect(pathsOf(s, 'lancaster', 'l-clifford')).toEqual([]);
    expect(pathsOf(s, 'lancaster', 'l-oxford')).toEqual([]);
  });

  test('Plague + ruling A5: an area held only by the enemy with a city; every block there loses a step, 1-step blocks die', () => {
    const s = turn('lancaster', cardWith(0, 'plague'));
    put(s, 'y-march', 'middlesex');
    put(s, 'y-london-levy', 'middlesex', 1);
    put(s, 'y-warwick', 'kent'); // no city
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'l-clifford', 'east-anglia'); // contested: not a target
    put(s, 'l-oxford', 'warwick'); // own city
    expect(ofTag(s, 'lancaster', 'plague')).toEqual([{ t: 'plague', area: 'middlesex' }]);
    expect(ofTag(s, 'lancaster', 'move')).toEqual([]);
    must(s, 'lancaster', { t: 'plague', area: 'middlesex' });
    expect(s.steps[B('y-march')]).toBe(2);
    expect(s.loc[B('y-london-levy')]).toBe(POOL);
    expect(s.down[B('y-london-levy')]).toBe(true);
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['end']);
  });

  test('Plague may be passed', () => {
    const s = turn('lancaster', cardWith(0, 'plague'));
    s.played.york = cardWith(2);
    put(s, 'y-march', 'middlesex');
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['end', 'plague|area=middlesex']);
    must(s, 'lancaster', { t: 'end' });
    expect(s.steps[B('y-march')]).toBe(3);
  });

  test('Piracy and Plague allow no land moves; a land move is refused', () => {
    const s = turn('lancaster', cardWith(2, 'piracy'));
    put(s, 'l-clifford', 'north-yorks');
    expect(landDestinations(s, 'lancaster', 'l-clifford')).toEqual([]);
    expect(playAction(s, 'lancaster', { t: 'move', block: 'l-clifford', path: ['south-yorks'] }).ok).toBe(false);
  });
});
