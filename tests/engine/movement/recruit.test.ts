/** 5.4 recruiting, rulings A10 (bombard) and A11 (Rebel). */
import { describe, expect, test } from 'vitest';
import { A, B } from '../../../engine/richard-iii/data';
import { recruitBar } from '../../../engine/richard-iii/movement/recruit';
import { POOL, RECRUITED } from '../../../engine/richard-iii/types';
import { makeView } from '../../../engine/richard-iii/view';
import { cardWith, clearMap, legalActions, must, put } from '../position';
import { ofTag, pathsOf, recruitAreas, turn } from './helpers';

describe('5.4 recruiting', () => {
  test('5.4 recruiting example: Lancaster spends 2 AP to recruit Northumberland and the Newcastle levy in Northumbria', () => {
    const s = turn('lancaster', cardWith(4), 'scenario');
    expect(recruitAreas(s, 'lancaster', 'l-northumberland')).toEqual(['cumbria', 'east-yorks', 'northumbria']);
    expect(recruitAreas(s, 'lancaster', 'l-newcastle-levy')).toEqual(['northumbria']);
    must(s, 'lancaster', { t: 'recruit', block: 'l-northumberland', to: 'northumbria' });
    must(s, 'lancaster', { t: 'recruit', block: 'l-newcastle-levy', to: 'northumbria' });
    expect(s.act!.ap).toBe(2);
    for (const b of ['l-northumberland', 'l-newcastle-levy'] as const) {
      expect(s.loc[B(b)]).toBe(A('northumbria'));
      expect(s.steps[B(b)]).toBe(4);
      expect(s.moved[B(b)]).toBe(RECRUITED);
      expect(pathsOf(s, 'lancaster', b)).toEqual([]);
    }
  });

  test('5.4 recruiting example: York spends 3 AP on Norfolk, Suffolk and the Norwich levy in East Anglia', () => {
    const s = turn('york', cardWith(4), 'scenario');
    for (const b of ['y-norfolk', 'y-suffolk', 'y-norwich-levy'] as const)
      must(s, 'york', { t: 'recruit', block: b, to: 'east-anglia' });
    expect(s.act!.ap).toBe(1);
  });

  test('5.4 nobles, church and levies need their shield, cathedral or city in a friendly or vacant area', () => {
    const s = turn('york', cardWith(4), 'scenario');
    clearMap(s);
    put(s, 'l-beaumont', 'east-anglia');
    put(s, 'y-march', 'kent');
    expect(recruitAreas(s, 'york', 'y-norfolk')).toEqual(['caernarvon', 'glamorgan']); // East Anglia is enemy-held
    expect(recruitAreas(s, 'york', 'y-canterbury-church')).toEqual(['kent']); // friendly
    expect(recruitAreas(s, 'york', 'y-london-levy')).toEqual(['middlesex']); // vacant
    expect(recruitAreas(s, 'york', 'y-norwich-levy')).toEqual([]);
  });

  test('5.4 + ruling A10: the bombard deploys only in an area with a city (either colour) that you occupy', () => {
    const s = turn('lancaster', cardWith(4), 'scenario');
    clearMap(s);
    expect(recruitAreas(s, 'lancaster', 'l-bombard')).toEqual([]);
    put(s, 'l-clifford', 'east-anglia'); // Norwich: a York city
    put(s, 'l-oxford', 'warwick');
    put(s, 'l-devon', 'middlesex');
    put(s, 'y-march', 'middlesex'); // contested: not friendly
    expect(recruitAreas(s, 'lancaster', 'l-bombard')).toEqual(['east-anglia', 'warwick']);
  });

  test('5.4 + ruling A11: the Rebel deploys in any vacant land area, the Isle of Man included, never exile; it belongs to the Pretender', () => {
    const s = turn('york', cardWith(4), 'scenario');
    clearMap(s);
    put(s, 'l-clifford', 'kent');
    put(s, 'y-march', 'sussex');
    const areas = recruitAreas(s, 'york', 'rebel');
    expect(areas).toContain('isle-of-man');
    expect(areas).toContain('middlesex');
    for (const a of ['kent', 'sussex', 'calais', 'ireland', 'france', 'scotland', 'irish-sea'])
      expect(areas).not.toContain(a);
    expect(areas.length).toBe(28 + 1 - 2); // 28 land areas and the Isle of Man, less Kent and Sussex
    const l = turn('lancaster', cardWith(4), 'scenario');
    expect(recruitAreas(l, 'lancaster', 'rebel')).toEqual([]);
  });

  test('5.4 the Welsh mercenary deploys in any friendly or vacant Welsh area', () => {
    const s = turn('lancaster', cardWith(4), 'scenario');
    clearMap(s);
    put(s, 'y-march', 'powys');
    expect(recruitAreas(s, 'lancaster', 'l-welsh-mercenary')).toEqual(['caernarvon', 'glamorgan', 'pembroke']);
  });

  test("5.4 heirs, the exile mercenaries, face-down blocks and the other side's blocks are never recruited", () => {
    const s = turn('lancaster', cardWith(4), 'scenario');
    s.loc[B('l-somerset')] = POOL; // an heir sent to the pool (rulings A21/A23)
    s.loc[B('l-french-mercenary')] = POOL;
    s.down[B('l-york-levy')] = true;
    const recruitable = new Set(ofTag(s, 'lancaster', 'recruit').map((a) => (a.t === 'recruit' ? a.block : '')));
    expect([...recruitable].sort()).toEqual([
      'l-bombard',
      'l-bristol-levy',
      'l-buckingham',
      'l-coventry-levy',
      'l-newcastle-levy',
      'l-northumberland',
      'l-rivers',
      'l-shrewsbury',
      'l-stanley',
      'l-welsh-mercenary',
      'l-westmoreland',
      'l-york-church',
    ]);
    expect(recruitAreas(s, 'lancaster', 'l-bombard')).toEqual(['middlesex', 'wilts']); // Henry VI in London, Wiltshire in Salisbury
  });

  test('5.1 + ruling A2: event AP cannot recruit', () => {
    for (const ev of ['force_march', 'surprise', 'treason'] as const) {
      const s = turn('lancaster', cardWith(1, ev), 'scenario');
      expect(ofTag(s, 'lancaster', 'recruit')).toEqual([]);
      expect(legalActions(s, 'lancaster').some((a) => a.t === 'move')).toBe(true);
    }
  });
});

describe('5.4 why a pool block cannot be recruited now (recruitBar, the pool’s greyed blocks)', () => {
  test('each of its areas holds enemy blocks, or is the enemy’s exile: named one by one, as the legal list has none', () => {
    const s = turn('york', cardWith(4), 'scenario');
    clearMap(s);
    put(s, 'l-beaumont', 'east-anglia');
    expect(recruitAreas(s, 'york', 'y-norwich-levy')).toEqual([]);
    expect(recruitBar(s, 'york', B('y-norwich-levy'))).toEqual({
      k: 'held',
      areas: [{ area: 'east-anglia', exile: false }],
    });
    expect(recruitBar(s, 'york', B('y-norfolk'))).toBeNull(); // Wales still open to him
    // Lancaster's Warwick (as in 1470): his shield stands in Warwick, Glamorgan and Calais, York's exile.
    const l = turn('lancaster', cardWith(4), 'scenario');
    clearMap(l);
    l.loc[B('l-warwick')] = POOL;
    put(l, 'y-march', 'warwick');
    put(l, 'y-york', 'glamorgan');
    expect(recruitAreas(l, 'lancaster', 'l-warwick')).toEqual([]);
    expect(recruitBar(l, 'lancaster', B('l-warwick'))).toEqual({
      k: 'held',
      areas: [
        { area: 'warwick', exile: false },
        { area: 'glamorgan', exile: false },
        { area: 'calais', exile: true },
      ],
    });
  });

  test('the bombard with no city area of his own (A10); the Rebel with no vacant area (A11)', () => {
    const s = turn('lancaster', cardWith(4), 'scenario');
    clearMap(s);
    expect(recruitBar(s, 'lancaster', B('l-bombard'))).toEqual({ k: 'no-city' });
    put(s, 'l-oxford', 'warwick');
    expect(recruitBar(s, 'lancaster', B('l-bombard'))).toBeNull();
  });

  test('out of his action phase, with an event card, with no AP left; heirs and exile mercenaries never', () => {
    const s = turn('lancaster', cardWith(4), 'scenario');
    expect(recruitBar(s, 'york', B('y-norfolk'))).toEqual({ k: 'not-now' });
    s.act!.ap = 0;
    expect(recruitBar(s, 'lancaster', B('l-northumberland'))).toEqual({ k: 'no-ap' });
    s.loc[B('l-somerset')] = POOL; // an heir sent to the pool (rulings A21/A23)
    s.loc[B('l-french-mercenary')] = POOL;
    expect(recruitBar(s, 'lancaster', B('l-somerset'))).toEqual({ k: 'never', kind: 'heir' });
    expect(recruitBar(s, 'lancaster', B('l-french-mercenary'))).toEqual({ k: 'never', kind: 'mercenary' });
    const ev = turn('lancaster', cardWith(1, 'force_march'), 'scenario');
    expect(recruitBar(ev, 'lancaster', B('l-northumberland'))).toEqual({ k: 'event', event: 'force_march' });
  });

  test('the view carries the viewer’s own reasons only, for the face-up pool blocks he cannot recruit', () => {
    const s = turn('lancaster', cardWith(4), 'scenario');
    const lan = makeView(s, 'lancaster');
    expect(lan.recruitBars['l-northumberland']).toBeUndefined(); // recruitable
    expect(lan.recruitBars['l-somerset']).toBeUndefined(); // on the map
    expect(Object.keys(lan.recruitBars).every((id) => id.startsWith('l-') || id === 'rebel')).toBe(true);
    const york = makeView(s, 'york');
    expect(york.recruitBars['y-norfolk']).toEqual({ k: 'not-now' });
    expect(Object.keys(york.recruitBars).some((id) => id.startsWith('l-'))).toBe(false);
    expect(makeView(s, null).recruitBars).toEqual({});
  });
});
