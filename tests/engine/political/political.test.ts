/** Political turn (8.0): 8.1 levies, 8.2 usurpation, 8.3/8.4 going home, exile limits (A21), 8.5 reset, 9.0. */
import { describe, expect, test } from 'vitest';
import { usurpationCounts } from '../../../engine/richard-iii/political/usurpation';
import { politicalView } from '../../../engine/richard-iii/political/view';
import { OTHER, POOL } from '../../../engine/richard-iii/types';
import { CROWNS, area, at, idx, keys, legalActions, logged, must, political, position, steps, supply } from './helpers';

const home = (block: string, ...to: string[]) => to.map((a) => `go-home|block=${block}|to=${a}`);

describe('8.1 levies disband', () => {
  test('8.1 levies, bombards and the Welsh go to the pool; mercenaries go home; the Rebel disbands', () => {
    const s = position(
      {
        'l-henry-vi': 'france',
        'l-bristol-levy': 'somerset',
        'l-bombard': 'warwick',
        'l-welsh-mercenary': 'powys',
        'l-french-mercenary': 'kent',
        'l-scots-mercenary': 'cumbria',
        'y-york': 'ireland',
        'y-irish-mercenary': 'wilts',
        'y-burgundian-mercenary': 'essex',
        'y-calais-mercenary': 'sussex',
        'y-london-levy': 'middlesex',
        rebel: 'oxford',
      },
      { campaign: 1 },
    );
    political(s);
    for (const b of ['l-bristol-levy', 'l-bombard', 'l-welsh-mercenary', 'y-london-levy', 'rebel'] as const)
      expect(at(s, b)).toBe(POOL);
    expect(at(s, 'l-french-mercenary')).toBe(area('france'));
    expect(at(s, 'l-scots-mercenary')).toBe(area('scotland'));
    expect(at(s, 'y-irish-mercenary')).toBe(area('ireland'));
    expect(at(s, 'y-burgundian-mercenary')).toBe(area('calais'));
    expect(at(s, 'y-calais-mercenary')).toBe(area('calais'));
    expect(s.campaign).toBe(2); // nothing to decide: on to the next campaign
  });
});

describe('8.2 usurpation', () => {
  test('8.2 count: nobles, church and heirs on the map, +1 for London; exile, Isle of Man, pool and minors excluded', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'l-somerset': 'france',
      'l-oxford': 'isle-of-man',
      'y-york': 'kent',
      'y-warwick': 'kent',
      'y-canterbury-church': 'kent',
      'y-march': 'isle-of-man',
      'y-rutland': 'ireland',
      'y-norfolk': 'pool',
      'y-bombard': 'east-anglia',
    });
    expect(usurpationCounts(s)).toEqual({ lancaster: 2, york: 3 });
  });

  test('8.2 the Pretender usurps with a strictly greater count: his senior heir is King, the old King the Pretender', () => {
    const s = position(
      { 'l-henry-vi': 'middlesex', 'y-york': 'kent', 'y-warwick': 'kent', 'y-canterbury-church': 'kent' },
      { campaign: 1 },
    );
    political(s);
    expect(logged(s, 'usurpation-count')[0]!.p).toEqual({ lancaster: 2, york: 3, usurped: true });
    expect(s.kingSide).toBe('york');
    expect(s.king).toBe(idx('y-york'));
    // 8.3: Henry VI, now the Pretender, must go into exile.
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(home('l-henry-vi', 'france', 'scotland').sort());
  });

  test('8.2 ties go to the King', () => {
    const s = position({ 'l-henry-vi': 'middlesex', 'y-york': 'kent', 'y-warwick': 'kent' }, { campaign: 1 });
    political(s);
    expect(logged(s, 'usurpation-count')[0]!.p).toEqual({ lancaster: 2, york: 2, usurped: false });
    expect(s.kingSide).toBe('lancaster');
    expect(s.king).toBe(idx('l-henry-vi'));
  });

  test('8.2/9.1 a defected Clarence counts as a noble for his new side, not for York', () => {
    const s = position({ 'l-henry-vi': 'france', 'l-clarence': 'lincoln', 'y-york': 'kent' });
    expect(usurpationCounts(s)).toEqual({ lancaster: 1, york: 1 });
  });

  test('9.0 after the last campaign, whoever is King after usurpation wins', () => {
    const s = position(
      { 'l-henry-vi': 'middlesex', 'y-york': 'kent', 'y-warwick': 'kent', 'y-canterbury-church': 'kent' },
      { campaign: 3 },
    );
    political(s);
    expect(s.outcome).toEqual({ winner: 'york', reason: 'usurpation' });
    const t = position({ 'l-henry-vi': 'middlesex', 'y-york': 'kent', 'y-warwick': 'kent' }, { campaign: 3 });
    political(t);
    expect(t.outcome).toEqual({ winner: 'lancaster', reason: 'usurpation' });
  });

  test('9.0 after the last campaign 8.1 disbands levies before 8.2 counts: London held only by a levy does not count', () => {
    const s = position({ 'l-henry-vi': 'kent', 'y-york': 'rutland', 'y-london-levy': 'middlesex' }, { campaign: 3 });
    expect(usurpationCounts(s)).toEqual({ lancaster: 1, york: 2 }); // what 8.2 would see without 8.1
    political(s);
    expect(at(s, 'y-london-levy')).toBe(POOL);
    expect(logged(s, 'usurpation-count')[0]!.p).toEqual({ lancaster: 1, york: 1, usurped: false });
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'usurpation' });
  });

  test('8.2 the counts are public in the political view', () => {
    const s = position({ 'l-henry-vi': 'middlesex', 'y-york': 'rutland', 'y-march': 'derby' }, { campaign: 1 });
    political(s);
    expect(politicalView(s, 'lancaster')!.usurpation).toEqual({ counts: { lancaster: 2, york: 2 }, usurped: false });
    expect(politicalView(s, 'lancaster')!.pending).toEqual([]);
    expect(politicalView(s, 'york')!.pending.sort()).toEqual(['y-march', 'y-york']);
  });
});

describe('8.3 Pretender goes home', () => {
  test('8.3 heirs go to either exile area, nobles to any of their shields; blocks already in exile stay', () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-devon': 'chester',
        'l-oxford': 'derby',
        'y-york': 'rutland',
        'y-march': 'calais',
        'y-norfolk': 'kent',
        'y-warwick': 'glamorgan',
      },
      { campaign: 1 },
    );
    political(s);
    expect(s.step).toEqual({ k: 'political-home', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(
      [
        ...home('y-york', 'calais', 'ireland'),
        ...home('y-norfolk', 'caernarvon', 'east-anglia', 'glamorgan'),
        ...home('y-warwick', 'calais', 'glamorgan', 'warwick'),
      ].sort(),
    );
    must(s, 'york', { t: 'go-home', block: 'y-york', to: 'ireland' });
    must(s, 'york', { t: 'go-home', block: 'y-norfolk', to: 'east-anglia' });
    must(s, 'york', { t: 'go-home', block: 'y-warwick', to: 'calais' });
    expect(at(s, 'y-york')).toBe(area('ireland'));
    expect(at(s, 'y-norfolk')).toBe(area('east-anglia'));
    expect(at(s, 'y-warwick')).toBe(area('calais'));
    expect(at(s, 'y-march')).toBe(area('calais'));
    // 8.4 follows for the King: Devon (Cornwall) and Oxford (Essex) have a single home each.
    expect(at(s, 'l-devon')).toBe(area('cornwall'));
    expect(at(s, 'l-oxford')).toBe(area('essex'));
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' });
  });

  test('8.3 a noble whose shields are all enemy-occupied goes to the friendly pool', () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-devon': 'caernarvon',
        'l-oxford': 'east-anglia',
        'l-pembroke': 'glamorgan',
        'y-york': 'ireland',
        'y-norfolk': 'kent',
      },
      { campaign: 1 },
    );
    political(s);
    expect(at(s, 'y-norfolk')).toBe(POOL);
    expect(logged(s, 'go-home')[0]!.p).toEqual({ from: 'kent', to: 'pool' });
    expect(logged(s, 'go-home', 'york')[0]!.p).toEqual({ block: 'y-norfolk', from: 'kent', to: 'pool' });
  });

  test('8.3 a Lancastrian Warwick cannot go to Calais', () => {
    const s = position({ 'y-york': 'middlesex', 'l-henry-vi': 'france', 'l-warwick': 'north-yorks' }, { campaign: 1 });
    s.kingSide = 'york';
    s.king = idx('y-york');
    political(s);
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(home('l-warwick', 'glamorgan', 'warwick'));
  });

  test('8.3 a Yorkist Salisbury whose shields are enemy-held may go to Calais (or the pool)', () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-devon': 'north-yorks',
        'l-oxford': 'east-yorks',
        'l-pembroke': 'derby',
        'y-york': 'ireland',
        'y-salisbury': 'kent',
      },
      { campaign: 1 },
    );
    political(s);
    expect(keys(legalActions(s, 'york'))).toEqual(['go-home|block=y-salisbury|to=calais', 'go-pool|block=y-salisbury']);
    must(s, 'york', { t: 'go-home', block: 'y-salisbury', to: 'calais' });
    expect(at(s, 'y-salisbury')).toBe(area('calais'));
  });

  test("8.3 the Nevilles may use a dead Neville's shields", () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-devon': 'derby',
        'l-oxford': 'chester',
        'l-pembroke': 'gloucester',
        'y-york': 'ireland',
        'y-kent': 'kent',
        'l-warwick': 'dead',
        'y-warwick': 'dead',
      },
      { campaign: 1 },
    );
    political(s);
    expect(keys(legalActions(s, 'york'))).toEqual(
      home('y-kent', 'calais', 'east-yorks', 'glamorgan', 'warwick').sort(),
    );
  });

  test('9.1 a defected Exeter goes home to Cornwall, else to the friendly pool', () => {
    const s = position(
      { 'l-henry-vi': 'middlesex', 'l-devon': 'derby', 'l-oxford': 'chester', 'y-york': 'ireland', 'y-exeter': 'kent' },
      { campaign: 1 },
    );
    political(s);
    expect(at(s, 'y-exeter')).toBe(area('cornwall'));
    const t = position(
      {
        'l-henry-vi': 'middlesex',
        'l-devon': 'cornwall',
        'l-oxford': 'chester',
        'y-york': 'ireland',
        'y-exeter': 'kent',
      },
      { campaign: 1 },
    );
    political(t);
    expect(at(t, 'y-exeter')).toBe(POOL);
  });
});

describe('8.4 King goes home', () => {
  test('8.4 the King goes to a usable shield or any friendly or vacant crown area; personal shields of dead heirs (A27)', () => {
    const s = position(
      {
        'l-henry-vi': 'kent',
        'l-somerset': 'dead',
        'l-oxford': 'essex',
        'l-devon': 'cornwall',
        'y-york': 'ireland',
        'y-march': 'chester',
        'y-warwick': 'derby',
      },
      { campaign: 1 },
    );
    political(s);
    // York's blocks went first (8.3): both to a choice of homes.
    expect(s.step).toEqual({ k: 'political-home', side: 'york' });
    must(s, 'york', { t: 'go-home', block: 'y-march', to: 'calais' });
    must(s, 'york', { t: 'go-home', block: 'y-warwick', to: 'warwick' });
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' });
    const expected = [...CROWNS.filter((a) => a !== 'warwick'), 'lancaster', 'lincoln', 'dorset'];
    expect(keys(legalActions(s, 'lancaster'))).toEqual(home('l-henry-vi', ...expected).sort());
    must(s, 'lancaster', { t: 'go-home', block: 'l-henry-vi', to: 'dorset' });
    expect(at(s, 'l-henry-vi')).toBe(area('dorset'));
    expect(s.campaign).toBe(2);
  });

  test("A23 a King's noble whose homes the Pretender's nobles just took goes to the pool", () => {
    const s = position(
      {
        'y-york': 'middlesex',
        'y-northumberland': 'derby',
        'l-henry-vi': 'france',
        'l-westmoreland': 'northumbria',
        'l-clifford': 'north-yorks',
        'l-kent': 'kent',
      },
      { campaign: 1 },
    );
    s.kingSide = 'york';
    s.king = idx('y-york');
    political(s);
    expect(logged(s, 'usurpation-count')[0]!.p).toEqual({ lancaster: 3, york: 3, usurped: false });
    // 8.3 first: Westmoreland and Kent have one home each; Clifford chooses.
    expect(at(s, 'l-westmoreland')).toBe(area('northumbria'));
    expect(at(s, 'l-kent')).toBe(area('east-yorks'));
    expect(keys(legalActions(s, 'lancaster'))).toEqual(home('l-clifford', 'cumbria', 'north-yorks'));
    must(s, 'lancaster', { t: 'go-home', block: 'l-clifford', to: 'cumbria' });
    // 8.4: Northumbria, Cumbria and East Yorks are now enemy-held.
    expect(at(s, 'y-northumberland')).toBe(POOL);
    expect(s.step).toEqual({ k: 'political-home', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(
      home('y-york', ...CROWNS.filter((a) => a !== 'cumbria'), 'hereford', 'rutland').sort(),
    );
  });

  test('9.1 a defected Clarence goes home to a vacant York shield (friendly is not enough), else the pool; he decides first', () => {
    const s = position(
      {
        'l-henry-vi': 'kent',
        'l-clarence': 'derby',
        'l-oxford': 'south-yorks',
        'y-york': 'ireland',
        'y-norfolk': 'rutland',
      },
      { campaign: 1 },
    );
    political(s);
    // Norfolk went home first (Rutland is no Norfolk shield): Caernarvon, East Anglia, Glamorgan.
    must(s, 'york', { t: 'go-home', block: 'y-norfolk', to: 'east-anglia' });
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' });
    // Clarence is listed alone: South Yorks is friendly but not vacant.
    expect(keys(legalActions(s, 'lancaster'))).toEqual(home('l-clarence', 'hereford', 'rutland'));
    must(s, 'lancaster', { t: 'go-home', block: 'l-clarence', to: 'hereford' });
    expect(at(s, 'l-clarence')).toBe(area('hereford'));
    const t = position(
      {
        'l-henry-vi': 'hereford',
        'l-clarence': 'derby',
        'l-oxford': 'south-yorks',
        'l-devon': 'rutland',
        'y-york': 'ireland',
      },
      { campaign: 1 },
    );
    political(t);
    expect(at(t, 'l-clarence')).toBe(POOL);
  });
});

describe('A21 exile limits at the political turn', () => {
  test("A21 every extra block of an over-stacked exile area goes to the pool, owner's choice, heirs included", () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'y-york': 'rutland',
        'y-march': 'hereford',
        'y-warwick': 'calais',
        'y-kent': 'calais',
        'y-salisbury': 'calais',
        'y-calais-mercenary': 'calais',
      },
      { campaign: 1 },
    );
    political(s);
    must(s, 'york', { t: 'go-home', block: 'y-york', to: 'calais' });
    must(s, 'york', { t: 'go-home', block: 'y-march', to: 'calais' });
    // Calais: 5 York blocks + the mercenary (ignored) against a limit of 4 → 1 extra.
    expect(s.step).toEqual({ k: 'political-exile', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(
      ['y-kent', 'y-march', 'y-salisbury', 'y-warwick', 'y-york'].map((b) => `exile-pool|block=${b}`),
    );
    must(s, 'york', { t: 'exile-pool', block: 'y-march' });
    expect(at(s, 'y-march')).toBe(POOL);
    expect(at(s, 'y-calais-mercenary')).toBe(area('calais'));
    expect(s.step.k).not.toBe('political-exile');
  });

  test('A21 (top ruling) with two extras both go to the pool', () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'y-york': 'ireland',
        'y-rutland': 'ireland',
        'y-march': 'ireland',
        'y-warwick': 'ireland',
      },
      { campaign: 1 },
    );
    political(s);
    expect(s.step).toEqual({ k: 'political-exile', side: 'york' });
    must(s, 'york', { t: 'exile-pool', block: 'y-warwick' });
    expect(s.step).toEqual({ k: 'political-exile', side: 'york' });
    must(s, 'york', { t: 'exile-pool', block: 'y-rutland' });
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' }); // then 8.4
    expect(at(s, 'y-rutland')).toBe(POOL);
  });
});

describe('8.5 campaign reset', () => {
  test('8.5 face-down blocks turn up, face-down mercenaries go home (A25), every block returns to full strength', () => {
    const s = position(
      {
        'l-henry-vi': 'france',
        'y-york': 'ireland',
        'y-buckingham': 'pool',
        'y-irish-mercenary': 'pool',
        rebel: 'pool',
        'l-oxford': 'pool',
      },
      { campaign: 1 },
    );
    s.down[idx('y-buckingham')] = true;
    s.down[idx('y-irish-mercenary')] = true;
    s.down[idx('rebel')] = true;
    s.steps[idx('y-york')] = 1;
    s.steps[idx('l-oxford')] = 1;
    s.steps[idx('l-henry-vi')] = 2;
    political(s);
    expect(s.down.every((d) => !d)).toBe(true);
    expect(at(s, 'y-irish-mercenary')).toBe(area('ireland'));
    expect(at(s, 'y-buckingham')).toBe(POOL);
    expect(steps(s, 'y-york')).toBe(4);
    expect(steps(s, 'l-oxford')).toBe(3);
    expect(steps(s, 'l-henry-vi')).toBe(4);
    expect(s.campaign).toBe(2);
    expect(s.political).toBeNull();
    expect(at(s, 'y-warwick')).toBe(OTHER);
  });
});

describe('7.2 / 8.1 / 8.5 a mercenary from elsewhere at the end of a campaign', () => {
  test('A21 an Irish mercenary in Calais counts there in the last supply phase, then 8.1 sends it home, where it is free at the reset', () => {
    const s = position(
      {
        'l-henry-vi': 'france',
        'y-york': 'ireland',
        'y-norfolk': 'ireland',
        'y-march': 'calais',
        'y-warwick': 'calais',
        'y-kent': 'calais',
        'y-salisbury': 'calais',
        'y-calais-mercenary': 'calais',
        'y-irish-mercenary': 'calais',
      },
      { campaign: 1, turn: 7 },
    );
    supply(s);
    // 7.2: the Irish mercenary is a fifth counted block in Calais (the Calais mercenary is not).
    expect(keys(legalActions(s, 'york'))).toEqual(
      ['y-irish-mercenary', 'y-kent', 'y-march', 'y-salisbury', 'y-warwick'].map((b) => `supply-loss|block=${b}`),
    );
    must(s, 'york', { t: 'supply-loss', block: 'y-irish-mercenary' });
    expect(logged(s, 'supply-loss', 'york')[0]!.p).toEqual({ block: 'y-irish-mercenary', area: 'calais' });
    // The seventh turn's supply phase ends the campaign: the political turn runs with nothing to decide.
    expect(logged(s, 'levies-disband')[0]!.p).toEqual({ pooled: 0, home: 1 });
    expect(at(s, 'y-irish-mercenary')).toBe(area('ireland'));
    // At the reset check Calais holds 4 counted blocks and Ireland 2 plus the Irish: no extras go to the pool.
    expect(logged(s, 'exile-to-pool')).toEqual([]);
    for (const b of ['y-march', 'y-warwick', 'y-kent', 'y-salisbury', 'y-calais-mercenary'] as const)
      expect(at(s, b)).toBe(area('calais'));
    for (const b of ['y-york', 'y-norfolk'] as const) expect(at(s, b)).toBe(area('ireland'));
    expect(steps(s, 'y-irish-mercenary')).toBe(4); // 8.5: back to full strength
    expect(s.campaign).toBe(2);
  });

  test("A21 at the reset an exile area's own mercenaries stay free: Ireland with two York blocks and the Irish sends nobody to the pool; a third block would go", () => {
    const s = position(
      { 'l-henry-vi': 'france', 'y-york': 'ireland', 'y-norfolk': 'ireland', 'y-irish-mercenary': 'wilts' },
      { campaign: 1 },
    );
    political(s);
    expect(at(s, 'y-irish-mercenary')).toBe(area('ireland'));
    expect(s.campaign).toBe(2);
    const t = position(
      {
        'l-henry-vi': 'france',
        'y-york': 'ireland',
        'y-norfolk': 'ireland',
        'y-suffolk': 'ireland',
        'y-irish-mercenary': 'wilts',
      },
      { campaign: 1 },
    );
    political(t);
    expect(t.step).toEqual({ k: 'political-exile', side: 'york' });
    expect(keys(legalActions(t, 'york'))).toEqual(
      ['y-norfolk', 'y-suffolk', 'y-york'].map((b) => `exile-pool|block=${b}`),
    );
  });
});

describe('8.3/8.4 more homes', () => {
  test('8.3 church goes home to its cathedral, else the pool', () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-oxford': 'south-yorks',
        'y-york': 'ireland',
        'y-canterbury-church': 'derby',
        'y-york-church': 'chester',
      },
      { campaign: 1 },
    );
    political(s);
    expect(at(s, 'y-canterbury-church')).toBe(area('kent'));
    expect(at(s, 'y-york-church')).toBe(POOL); // South Yorks is Lancastrian
  });

  test('8.4 royal heirs of a York King go to any York shield or crown area; his nobles to their shields', () => {
    const s = position(
      { 'y-york': 'middlesex', 'y-march': 'kent', 'y-stanley': 'derby', 'l-henry-vi': 'france', 'l-oxford': 'lincoln' },
      { campaign: 1 },
    );
    s.kingSide = 'york';
    s.king = idx('y-york');
    political(s);
    // Lancaster's Oxford (Pretender) went home to Essex first: Stanley must then choose Lancaster or the Isle of Man.
    expect(at(s, 'l-oxford')).toBe(area('essex'));
    expect(s.step).toEqual({ k: 'political-home', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(
      [
        ...home('y-york', ...CROWNS, 'hereford', 'rutland'),
        ...home('y-march', ...CROWNS, 'hereford', 'rutland'),
        ...home('y-stanley', 'isle-of-man', 'lancaster'),
      ].sort(),
    );
    must(s, 'york', { t: 'go-home', block: 'y-march', to: 'rutland' });
    must(s, 'york', { t: 'go-home', block: 'y-stanley', to: 'isle-of-man' });
    must(s, 'york', { t: 'go-home', block: 'y-york', to: 'middlesex' });
    expect([at(s, 'y-march'), at(s, 'y-stanley'), at(s, 'y-york')]).toEqual([
      area('rutland'),
      area('isle-of-man'),
      area('middlesex'),
    ]);
    expect(s.campaign).toBe(2);
  });

  test("8.2-8.4 after a usurpation the old King goes into exile and the new King's blocks go home", () => {
    const s = position(
      { 'l-henry-vi': 'derby', 'l-oxford': 'france', 'y-york': 'middlesex', 'y-warwick': 'kent', 'y-march': 'rutland' },
      { campaign: 1 },
    );
    political(s);
    expect(s.kingSide).toBe('york');
    expect(keys(legalActions(s, 'lancaster'))).toEqual(home('l-henry-vi', 'france', 'scotland'));
    must(s, 'lancaster', { t: 'go-home', block: 'l-henry-vi', to: 'scotland' });
    expect(s.step).toEqual({ k: 'political-home', side: 'york' });
    expect(legalActions(s, 'york').some((a) => a.t === 'go-home' && a.block === 'y-york' && a.to === 'derby')).toBe(
      true,
    );
  });
});
