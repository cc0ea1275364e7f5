/** 5.22 pinning, 6.3 main attack and reserves (ruling A8), as recorded for the battle phase. */
import { describe, expect, test } from 'vitest';
import { A, B, borderBetween, type BlockId } from '../../../engine/richard-iii/data';
import {
  cardWith,
  clearMap,
  legalActions,
  must,
  playAction,
  put,
  scenarioState,
  startActionPhaseFor,
} from '../position';
import { attackOn, idx, landDestinations, pathsOf, seaDestinations } from './helpers';

const bd = (a: Parameters<typeof A>[0], b: Parameters<typeof A>[0]) => borderBetween(A(a), A(b));

/** York is Player 1 with an AP4 card; Lancaster will be Player 2 with an AP4 card. */
function yorkFirst() {
  const s = scenarioState();
  clearMap(s);
  startActionPhaseFor(s, 'york', 'york', cardWith(4));
  s.played.lancaster = cardWith(4);
  return s;
}

const CHESTER: BlockId[] = ['l-clifford', 'l-oxford', 'l-pembroke', 'l-devon', 'l-beaumont'];

describe('5.22 pinning and 6.3 reserves', () => {
  test('5.22 pinning example: 3 attack Chester from Derby (main), 1 from Warwick; 2 unpinned Chester blocks may leave except via the Derby or Warwick borders', () => {
    const s = yorkFirst();
    for (const b of CHESTER) put(s, b, 'chester');
    const derby: BlockId[] = ['y-norfolk', 'y-suffolk', 'y-essex'];
    for (const b of derby) put(s, b, 'derby');
    put(s, 'y-hastings', 'warwick');
    for (const b of derby) must(s, 'york', { t: 'move', block: b, path: ['chester'] });
    must(s, 'york', { t: 'move', block: 'y-hastings', path: ['chester'] });
    const rec = attackOn(s, 'chester')!;
    expect(rec.attacker).toBe('york');
    expect(rec.attackerBorders).toEqual([bd('derby', 'chester'), bd('warwick', 'chester')]);
    expect(rec.reserves).toEqual([B('y-hastings')]);
    expect(rec.pinning).toBe(3);
    expect([...rec.defenders].sort((x, y) => x - y)).toEqual(idx(CHESTER));
    expect(rec.defenderBorders).toEqual([]);

    must(s, 'york', { t: 'end' });
    expect(s.step).toEqual({ k: 'action', side: 'lancaster' });
    const firstSteps = new Set(pathsOf(s, 'lancaster', 'l-clifford').map((p) => p.split('>')[0]));
    expect([...firstSteps].sort()).toEqual(['caernarvon', 'hereford', 'lancaster', 'powys']);
    must(s, 'lancaster', { t: 'move', block: 'l-clifford', path: ['lancaster'] });
    must(s, 'lancaster', { t: 'sea', block: 'l-oxford', to: 'glamorgan' });
    // Three defenders remain for three main-attack blocks: all pinned.
    for (const b of CHESTER.slice(2)) {
      expect(pathsOf(s, 'lancaster', b)).toEqual([]);
      expect(seaDestinations(s, 'lancaster', b)).toEqual([]);
    }
  });

  test('ruling A12: Player 1 is never pinned — his own blocks in an area he did not attack move freely', () => {
    const s = yorkFirst();
    put(s, 'y-norfolk', 'chester');
    put(s, 'l-clifford', 'derby');
    expect(landDestinations(s, 'york', 'y-norfolk').length).toBeGreaterThan(0);
  });

  test('6.3 + ruling A8: the first block to enter fixes the main attack; other borders are reserves; a fourth border is illegal', () => {
    const s = yorkFirst();
    put(s, 'l-wiltshire', 'sussex');
    put(s, 'l-devon', 'sussex');
    put(s, 'y-norfolk', 'kent');
    put(s, 'y-suffolk', 'kent');
    put(s, 'y-essex', 'wilts');
    put(s, 'y-hastings', 'middlesex');
    put(s, 'y-herbert', 'dorset');
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['sussex'] });
    must(s, 'york', { t: 'move', block: 'y-essex', path: ['sussex'] });
    must(s, 'york', { t: 'move', block: 'y-suffolk', path: ['sussex'] });
    must(s, 'york', { t: 'move', block: 'y-hastings', path: ['sussex'] });
    const rec = attackOn(s, 'sussex')!;
    expect(rec.attackerBorders).toEqual([bd('kent', 'sussex'), bd('wilts', 'sussex'), bd('middlesex', 'sussex')]);
    expect(rec.pinning).toBe(2); // Norfolk and Suffolk, both from Kent
    expect(rec.reserves).toEqual([B('y-essex'), B('y-hastings')]);
    expect(rec.entries).toEqual([
      { block: B('y-norfolk'), border: bd('kent', 'sussex') },
      { block: B('y-essex'), border: bd('wilts', 'sussex') },
      { block: B('y-suffolk'), border: bd('kent', 'sussex') },
      { block: B('y-hastings'), border: bd('middlesex', 'sussex') },
    ]);
    // Dorset would be a fourth border (an AP is left: only the border rule forbids it).
    expect(s.act!.ap).toBe(1);
    expect(pathsOf(s, 'york', 'y-herbert')).not.toContain('sussex');
    expect(playAction(s, 'york', { t: 'move', block: 'y-herbert', path: ['sussex'] }).ok).toBe(false);
    // Via Wilts (an already used border) it is fine.
    expect(pathsOf(s, 'york', 'y-herbert')).toContain('wilts>sussex');
  });

  test('6.3 the attacker declares the main attack by the order of his moves; blocks from different areas join across different borders', () => {
    const attack = (first: 'kent' | 'wilts') => {
      const s = yorkFirst();
      put(s, 'l-wiltshire', 'sussex');
      put(s, 'y-norfolk', 'kent');
      put(s, 'y-suffolk', 'kent');
      put(s, 'y-essex', 'wilts');
      const kent = () => {
        must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['sussex'] });
        must(s, 'york', { t: 'move', block: 'y-suffolk', path: ['sussex'] });
      };
      const wilts = () => must(s, 'york', { t: 'move', block: 'y-essex', path: ['sussex'] });
      if (first === 'kent') {
        kent();
        wilts();
      } else {
        wilts();
        kent();
      }
      return attackOn(s, 'sussex')!;
    };
    const byKent = attack('kent');
    expect(byKent.attackerBorders[0]).toBe(bd('kent', 'sussex'));
    expect(byKent.pinning).toBe(2);
    expect(byKent.reserves).toEqual([B('y-essex')]);
    // The same blocks, Wilts first: the lone Essex is the main attack and the Kent pair are reserves.
    const byWilts = attack('wilts');
    expect(byWilts.attackerBorders).toEqual([bd('wilts', 'sussex'), bd('kent', 'sussex')]);
    expect(byWilts.pinning).toBe(1);
    expect(byWilts.reserves).toEqual([B('y-norfolk'), B('y-suffolk')]);
  });

  test('6.3 example: Player-2 blocks reinforcing a battle Player 1 started are reserves, from at most two borders', () => {
    const s = yorkFirst();
    put(s, 'l-oxford', 'essex');
    put(s, 'l-devon', 'essex');
    for (const b of ['y-norfolk', 'y-suffolk', 'y-essex'] as const) put(s, b, 'rutland');
    put(s, 'y-hastings', 'middlesex');
    put(s, 'y-herbert', 'middlesex');
    for (const b of ['y-norfolk', 'y-suffolk', 'y-essex', 'y-hastings', 'y-herbert'] as const)
      must(s, 'york', { t: 'move', block: b, path: ['essex'] });
    must(s, 'york', { t: 'end' });
    const reinforcements: BlockId[] = ['l-clifford', 'l-pembroke', 'l-beaumont'];
    for (const b of reinforcements) put(s, b, 'east-anglia');
    put(s, 'l-wiltshire', 'leicester');
    put(s, 'l-buckingham', 'lincoln');
    for (const b of reinforcements) must(s, 'lancaster', { t: 'move', block: b, path: ['essex'] });
    must(s, 'lancaster', { t: 'move', block: 'l-wiltshire', path: ['essex'] });
    const rec = attackOn(s, 'essex')!;
    expect(rec.attacker).toBe('york');
    expect(rec.pinning).toBe(3);
    expect(rec.reserves).toEqual([B('y-hastings'), B('y-herbert'), ...reinforcements.map(B), B('l-wiltshire')]);
    expect(rec.defenderBorders).toEqual([bd('east-anglia', 'essex'), bd('leicester', 'essex')]);
    // Lincoln → Rutland (now vacant) → Essex would be a third reinforcement border.
    expect(pathsOf(s, 'lancaster', 'l-buckingham')).not.toContain('rutland>essex');
    expect(pathsOf(s, 'lancaster', 'l-buckingham')).toContain('leicester>essex');
  });

  test('5.22 unpinned defenders may attack elsewhere', () => {
    const s = yorkFirst();
    for (const b of ['l-clifford', 'l-oxford'] as const) put(s, b, 'derby');
    put(s, 'y-norfolk', 'south-yorks');
    put(s, 'y-suffolk', 'leicester');
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['derby'] });
    must(s, 'york', { t: 'end' });
    // One attacker pins one of the two defenders; the other may attack York-held Leicester, but not leave via South Yorks.
    expect(pathsOf(s, 'lancaster', 'l-clifford')).toContain('leicester');
    expect(pathsOf(s, 'lancaster', 'l-clifford')).not.toContain('south-yorks');
    must(s, 'lancaster', { t: 'move', block: 'l-clifford', path: ['leicester'] });
    expect(attackOn(s, 'leicester')!.attacker).toBe('lancaster');
    expect(pathsOf(s, 'lancaster', 'l-oxford')).toEqual([]);
    expect(legalActions(s, 'lancaster').some((a) => a.t === 'move')).toBe(false);
  });
  test('6.3 example 2: one block each from Middlesex, Oxford and Gloucester (3 AP) join one main attack on Sussex across the Oxford/Sussex river', () => {
    const s = scenarioState();
    clearMap(s);
    startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(4));
    put(s, 'y-norfolk', 'sussex');
    put(s, 'y-suffolk', 'sussex');
    put(s, 'l-oxford', 'middlesex');
    put(s, 'l-clifford', 'oxford');
    put(s, 'l-devon', 'gloucester');
    must(s, 'lancaster', { t: 'move', block: 'l-clifford', path: ['sussex'] });
    must(s, 'lancaster', { t: 'move', block: 'l-oxford', path: ['oxford', 'sussex'] });
    must(s, 'lancaster', { t: 'move', block: 'l-devon', path: ['oxford', 'sussex'] });
    const rec = attackOn(s, 'sussex')!;
    expect(rec.attackerBorders).toEqual([bd('oxford', 'sussex')]);
    expect(rec.reserves).toEqual([]);
    expect(rec.pinning).toBe(3);
    expect(s.act!.ap).toBe(1);
    expect(s.crossings.lancaster[bd('oxford', 'sussex')]).toBe(3); // the river is now full
  });
});
