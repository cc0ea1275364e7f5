/**
 * Which sea zone a sea move uses and records (5.3, 5.31, 5.22, ruling A4): a Piracy attack joins
 * its own earlier attack through the zone already used; a fresh one records the start area's first
 * shared zone; the major-port partner sails free only from the same port to the same port;
 * unpinned defenders of a land attack may still sail away.
 */
import { describe, expect, test } from 'vitest';
import { A, B, borderBetween } from '../../../engine/richard-iii/data';
import { cardWith, must, put } from '../position';
import { attackOn, seaDestinations, turn } from './helpers';

const sea = (id: 'english-channel' | 'north-sea') => -1 - A(id);

describe('sea zones of sea moves', () => {
  test('Piracy: a fresh attack from Calais on Kent (both touch the Channel and the North Sea) records the Channel', () => {
    const s = turn('york', cardWith(2, 'piracy'));
    put(s, 'y-warwick', 'calais');
    put(s, 'l-somerset', 'kent');
    must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'kent' });
    expect(attackOn(s, 'kent')!.attackerBorders).toEqual([sea('english-channel')]);
  });

  test('Piracy: a second pirate joins its side’s attack through the zone already used (the North Sea), not a new border', () => {
    const s = turn('york', cardWith(2, 'piracy'));
    put(s, 'y-norfolk', 'east-anglia'); // North Sea only
    put(s, 'y-warwick', 'calais');
    put(s, 'l-somerset', 'kent');
    must(s, 'york', { t: 'sea', block: 'y-norfolk', to: 'kent' });
    must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'kent' });
    const rec = attackOn(s, 'kent')!;
    expect(rec.attackerBorders).toEqual([sea('north-sea')]);
    expect(rec.entries).toEqual([
      { block: B('y-norfolk'), border: sea('north-sea') },
      { block: B('y-warwick'), border: sea('north-sea') },
    ]);
    expect(rec.pinning).toBe(2);
    expect(rec.reserves).toEqual([]);
  });

  test('5.31 the free partner move starts in the same major port as the first', () => {
    const s = turn('york', cardWith(2));
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'y-warwick', 'calais');
    put(s, 'y-salisbury', 'calais');
    put(s, 'y-kent', 'kent'); // another major port on the Channel
    must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'sussex' });
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['essex'] });
    expect(s.act!.ap).toBe(0);
    expect(seaDestinations(s, 'york', 'y-salisbury')).toEqual(['sussex']);
    expect(seaDestinations(s, 'york', 'y-kent')).toEqual([]);
  });

  test('5.22 unpinned defenders of a land attack may sail away through any sea zone', () => {
    const s = turn('york', cardWith(4));
    s.played.lancaster = cardWith(4);
    put(s, 'l-somerset', 'kent');
    put(s, 'l-exeter', 'kent');
    put(s, 'y-norfolk', 'sussex');
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['kent'] });
    must(s, 'york', { t: 'end' });
    expect(attackOn(s, 'kent')!.attackerBorders).toEqual([borderBetween(A('sussex'), A('kent'))]);
    const dests = seaDestinations(s, 'lancaster', 'l-somerset');
    expect(dests).toContain('east-anglia'); // North Sea
    expect(dests).toContain('dorset'); // Channel
  });
});
