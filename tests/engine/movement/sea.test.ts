/** 5.3 sea move, 5.31 major ports, and the Piracy event (ruling A4). */
import { describe, expect, test } from 'vitest';
import { A, B } from '../../../engine/richard-iii/data';
import { MOVED_SEA } from '../../../engine/richard-iii/types';
import { cardWith, keys, legalActions, must, playAction, put } from '../position';
import { attackOn, pathsOf, seaDestinations, turn } from './helpers';

describe('5.3 sea move', () => {
  test('5.3 Calais reaches the English Channel and North Sea coasts, never an enemy exile', () => {
    const s = turn('york');
    put(s, 'y-warwick', 'calais');
    expect(seaDestinations(s, 'york', 'y-warwick')).toEqual(
      [
        'cornwall',
        'dorset',
        'east-anglia',
        'east-yorks',
        'essex',
        'kent',
        'lincoln',
        'middlesex',
        'northumbria',
        'rutland',
        'sussex',
      ].sort(),
    );
  });

  test('5.3 France reaches the Channel and the Irish Sea; Ireland only the Irish Sea', () => {
    const s = turn('lancaster');
    put(s, 'l-exeter', 'france');
    expect(seaDestinations(s, 'lancaster', 'l-exeter')).toEqual(
      [
        'caernarvon',
        'chester',
        'cornwall',
        'cumbria',
        'dorset',
        'glamorgan',
        'isle-of-man',
        'kent',
        'lancaster',
        'pembroke',
        'scotland',
        'somerset',
        'sussex',
      ].sort(),
    );
    const y = turn('york');
    put(y, 'y-york', 'ireland');
    expect(seaDestinations(y, 'york', 'y-york')).toEqual(
      [
        'caernarvon',
        'chester',
        'cornwall',
        'cumbria',
        'glamorgan',
        'isle-of-man',
        'lancaster',
        'pembroke',
        'somerset',
      ].sort(),
    );
  });

  test('5.3 Kent and Scotland touch two seas; inland areas none', () => {
    const s = turn('lancaster');
    put(s, 'l-somerset', 'kent');
    put(s, 'l-clifford', 'hereford');
    put(s, 'l-exeter', 'scotland');
    expect(seaDestinations(s, 'lancaster', 'l-somerset')).toContain('dorset');
    expect(seaDestinations(s, 'lancaster', 'l-somerset')).toContain('east-anglia');
    expect(seaDestinations(s, 'lancaster', 'l-somerset')).not.toContain('calais');
    expect(seaDestinations(s, 'lancaster', 'l-clifford')).toEqual([]);
    expect(seaDestinations(s, 'lancaster', 'l-exeter')).toContain('northumbria');
    expect(seaDestinations(s, 'lancaster', 'l-exeter')).toContain('chester');
    expect(seaDestinations(s, 'lancaster', 'l-exeter')).not.toContain('hereford');
  });

  test('5.3 + ruling A9: Scots, Welsh, Rebel, city levies and bombards never sea move', () => {
    const s = turn('lancaster');
    put(s, 'l-scots-mercenary', 'scotland');
    put(s, 'l-welsh-mercenary', 'pembroke');
    put(s, 'l-york-levy', 'east-yorks');
    put(s, 'l-bombard', 'kent');
    put(s, 'l-french-mercenary', 'france');
    for (const b of ['l-scots-mercenary', 'l-welsh-mercenary', 'l-york-levy', 'l-bombard'] as const)
      expect(seaDestinations(s, 'lancaster', b)).toEqual([]);
    expect(seaDestinations(s, 'lancaster', 'l-french-mercenary').length).toBeGreaterThan(0);
    const y = turn('york');
    put(y, 'rebel', 'kent');
    expect(seaDestinations(y, 'york', 'rebel')).toEqual([]);
  });

  test('5.3 sea moves never enter enemy or contested areas; no land move after a sea move', () => {
    const s = turn('york');
    put(s, 'y-warwick', 'calais');
    put(s, 'l-somerset', 'kent');
    expect(seaDestinations(s, 'york', 'y-warwick')).not.toContain('kent');
    must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'sussex' });
    expect(s.moved[B('y-warwick')]).toBe(MOVED_SEA);
    expect(s.loc[B('y-warwick')]).toBe(A('sussex'));
    expect(pathsOf(s, 'york', 'y-warwick')).toEqual([]);
    expect(attackOn(s, 'sussex')).toBeNull();
  });

  test('5.31 sea moves example: 2 AP move 4 blocks from Calais, two by two to major ports', () => {
    const s = turn('york', cardWith(2));
    for (const b of ['y-warwick', 'y-salisbury', 'y-kent', 'y-march'] as const) put(s, b, 'calais');
    must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'kent' });
    expect(s.act!.ap).toBe(1);
    expect(s.act!.freeSea).toEqual({ from: A('calais'), to: A('kent') });
    must(s, 'york', { t: 'sea', block: 'y-salisbury', to: 'kent' });
    expect(s.act!.ap).toBe(1);
    must(s, 'york', { t: 'sea', block: 'y-kent', to: 'east-anglia' });
    expect(s.act!.ap).toBe(0);
    // Only the free partner move remains: from Calais to East Anglia.
    expect(seaDestinations(s, 'york', 'y-march')).toEqual(['east-anglia']);
    must(s, 'york', { t: 'sea', block: 'y-march', to: 'east-anglia' });
    expect(s.act!.freeSea).toBeNull();
    expect(keys(legalActions(s, 'york'))).toEqual(['end']);
  });

  test('5.31 the bonus needs major ports at both ends (DISCREPANCIES §1.5)', () => {
    const s = turn('york', cardWith(2));
    for (const b of ['y-warwick', 'y-salisbury', 'y-kent'] as const) put(s, b, 'calais');
    must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'dorset' }); // Dorset: minor port
    must(s, 'york', { t: 'sea', block: 'y-salisbury', to: 'dorset' });
    expect(s.act!.ap).toBe(0);
    expect(seaDestinations(s, 'york', 'y-kent')).toEqual([]);
  });
});

describe('Piracy (ruling A4)', () => {
  test('Piracy: 2 AP for sea moves only; a sea attack is recorded with border -1 - sea and gets no port bonus', () => {
    const s = turn('lancaster', cardWith(2, 'piracy'));
    put(s, 'l-exeter', 'france');
    put(s, 'l-somerset', 'france');
    put(s, 'l-devon', 'dorset');
    put(s, 'y-warwick', 'sussex');
    // No land moves and no recruiting with Piracy.
    expect(legalActions(s, 'lancaster').filter((a) => a.t !== 'sea' && a.t !== 'end')).toEqual([]);
    expect(seaDestinations(s, 'lancaster', 'l-exeter')).toContain('sussex');
    must(s, 'lancaster', { t: 'sea', block: 'l-exeter', to: 'sussex' });
    const rec = attackOn(s, 'sussex')!;
    expect(rec.attacker).toBe('lancaster');
    expect(rec.attackerBorders).toEqual([-1 - A('english-channel')]);
    expect(rec.entries).toEqual([{ block: B('l-exeter'), border: -1 - A('english-channel') }]);
    expect(rec.pinning).toBe(1);
    expect(s.act!.ap).toBe(1);
    expect(s.act!.freeSea).toBeNull();
    // The second pirate joins by the same sea zone: the main attack.
    must(s, 'lancaster', { t: 'sea', block: 'l-somerset', to: 'sussex' });
    expect(attackOn(s, 'sussex')!.pinning).toBe(2);
    expect(s.act!.ap).toBe(0);
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['end']);
  });

  test('Piracy: a non-attacking major-port move keeps the port-to-port bonus', () => {
    const s = turn('lancaster', cardWith(2, 'piracy'));
    put(s, 'l-exeter', 'france');
    put(s, 'l-somerset', 'france');
    must(s, 'lancaster', { t: 'sea', block: 'l-exeter', to: 'kent' });
    must(s, 'lancaster', { t: 'sea', block: 'l-somerset', to: 'kent' });
    expect(s.act!.ap).toBe(1);
  });

  test('without Piracy there is no sea attack', () => {
    const s = turn('lancaster', cardWith(2));
    put(s, 'l-exeter', 'france');
    put(s, 'y-warwick', 'sussex');
    expect(seaDestinations(s, 'lancaster', 'l-exeter')).not.toContain('sussex');
    expect(playAction(s, 'lancaster', { t: 'sea', block: 'l-exeter', to: 'sussex' }).ok).toBe(false);
  });
});

describe('Piracy and pinning', () => {
  test("5.22 + ruling A4: after a Piracy attack, unpinned defenders may not sail away through the pirates' sea zone", () => {
    const s = turn('lancaster', cardWith(2, 'piracy'));
    s.played.york = cardWith(4);
    put(s, 'l-exeter', 'france');
    put(s, 'y-warwick', 'sussex');
    put(s, 'y-kent', 'sussex');
    must(s, 'lancaster', { t: 'sea', block: 'l-exeter', to: 'sussex' });
    must(s, 'lancaster', { t: 'end' });
    // One pirate pins one of the two York blocks; the other may leave by land, but Sussex touches only the Channel.
    expect(seaDestinations(s, 'york', 'y-kent')).toEqual([]);
    expect(pathsOf(s, 'york', 'y-kent').length).toBeGreaterThan(0);
    must(s, 'york', { t: 'move', block: 'y-kent', path: ['kent'] });
    expect(pathsOf(s, 'york', 'y-warwick')).toEqual([]);
  });

  test('ruling A4: a Piracy sea move never reinforces a battle the enemy started', () => {
    const s = turn('lancaster', cardWith(4));
    s.played.york = cardWith(2, 'piracy');
    put(s, 'l-clifford', 'oxford');
    put(s, 'y-warwick', 'sussex');
    put(s, 'y-kent', 'calais');
    must(s, 'lancaster', { t: 'move', block: 'l-clifford', path: ['sussex'] });
    must(s, 'lancaster', { t: 'end' });
    expect(seaDestinations(s, 'york', 'y-kent')).not.toContain('sussex');
  });
});
