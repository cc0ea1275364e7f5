/**
 * Supply-phase and political-turn cases at the edges: the game ending in the middle of the
 * supply phase, single choices made for the player, debts that lapse, heirs that are not King,
 * and the Kingmaker prisoner outside the scenario's own single campaign.
 */
import { describe, expect, test } from 'vitest';
import { politicalView, supplyView } from '../../../engine/richard-iii/political/view';
import { DEAD, MINOR } from '../../../engine/richard-iii/types';
import { scenarioState } from '../position';
import type { AreaId } from '../../../engine/richard-iii/data';
import {
  area,
  at,
  idx,
  keys,
  legalActions,
  logged,
  must,
  political,
  position,
  steps,
  supply,
  yorkInCrowns,
} from './helpers';

describe('7.1 / 9.0 the game ends during the supply phase', () => {
  test("York's last heir lost to supply: the game is over, nothing more is asked, the view shows no decision", () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'kent',
      'y-warwick': 'kent',
      'y-kent': 'kent',
      'y-salisbury': 'kent',
      'y-norfolk': 'kent',
      'y-suffolk': 'kent',
      'y-march': 'dead',
      'y-rutland': 'dead',
      'y-clarence': 'dead',
      'y-gloucester': 'dead',
    });
    s.steps[idx('y-york')] = 1;
    supply(s);
    expect(supplyView(s, 'york')!.owed).toEqual([{ area: 'kent', steps: 2 }]);
    must(s, 'york', { t: 'supply-loss', block: 'y-york' });
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'heirs-eliminated' });
    expect(s.step).toEqual({ k: 'game-over' });
    expect(logged(s, 'eliminated')[0]!.p).toEqual({ block: 'y-york', area: 'kent', cause: 'supply' });
    // Kent still owes a step, but nobody decides any more.
    expect(supplyView(s, 'york')).toEqual({
      stage: 'pretender-losses',
      side: null,
      owed: [],
      heir: null,
      execution: null,
      pendingHeirs: { lancaster: 0, york: 1 },
    });
    expect(legalActions(s, 'york')).toEqual([]);
  });
});

describe('9.0 the game ends at the last political turn', () => {
  test('the political view after the end: stage done, nobody deciding, the counts', () => {
    const s = position({ 'l-henry-vi': 'middlesex', 'l-exeter': 'derby', 'y-york': 'kent' }, { campaign: 3 });
    political(s);
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'usurpation' });
    const view = { stage: 'done', side: null, usurpation: { counts: { lancaster: 3, york: 1 }, usurped: false } };
    expect(politicalView(s, 'lancaster')).toEqual({ ...view, pending: [] });
    expect(politicalView(s, null)).toEqual({ ...view, pending: [] });
    expect(at(s, 'l-exeter')).toBe(area('derby')); // nobody goes home
  });
});

describe('7.1 / 7.2 supply losses', () => {
  test('an area at exactly its limit owes nothing; once an area has paid, its blocks are no longer offered', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'kent',
      'y-warwick': 'kent',
      'y-kent': 'kent',
      'y-salisbury': 'kent',
      'y-norfolk': 'kent',
      'y-march': 'derby',
      'y-suffolk': 'derby',
      'y-arundel': 'derby',
      'y-essex': 'derby',
      'y-hastings': 'sussex',
      'y-stanley': 'sussex',
      'y-rivers': 'sussex',
      'y-buckingham': 'sussex',
    });
    supply(s);
    expect(logged(s, 'supply-overstack')).toEqual([
      { k: 'supply-overstack', r: '7.1', s: 'york', p: { areas: ['kent'], steps: [1] } },
    ]);
    expect(keys(legalActions(s, 'york'))).toEqual(
      ['y-york', 'y-warwick', 'y-kent', 'y-salisbury', 'y-norfolk'].map((b) => `supply-loss|block=${b}`).sort(),
    );
  });

  test('two areas over: after one has paid only the other one’s blocks are offered', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'kent',
      'y-warwick': 'kent',
      'y-kent': 'kent',
      'y-salisbury': 'kent',
      'y-norfolk': 'kent',
      'y-march': 'derby',
      'y-suffolk': 'derby',
      'y-arundel': 'derby',
      'y-essex': 'derby',
      'y-hastings': 'derby',
    });
    supply(s);
    must(s, 'york', { t: 'supply-loss', block: 'y-warwick' });
    expect(keys(legalActions(s, 'york'))).toEqual(
      ['y-march', 'y-suffolk', 'y-arundel', 'y-essex', 'y-hastings'].map((b) => `supply-loss|block=${b}`).sort(),
    );
    must(s, 'york', { t: 'supply-loss', block: 'y-essex' });
    expect(s.supply).toBeNull();
    expect(steps(s, 'y-warwick')).toBe(3);
    expect(steps(s, 'y-essex')).toBe(2);
  });

  test('7.2 a block eliminated by an exile limit is recorded as such', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'ireland',
      'y-march': 'ireland',
      'y-norfolk': 'ireland',
    });
    s.steps[idx('y-norfolk')] = 1;
    supply(s);
    must(s, 'york', { t: 'supply-loss', block: 'y-norfolk' });
    expect(logged(s, 'eliminated')).toEqual([
      { k: 'eliminated', r: '6.8', s: 'york', p: { block: 'y-norfolk', area: 'ireland', cause: 'exile-limit' } },
    ]);
  });
});

describe('6.81 / 6.82 heirs entering', () => {
  test('6.82 a royal minor with a single friendly or vacant crown area enters there without asking', () => {
    const s = position({ ...yorkInCrowns(['cornwall']), 'l-henry-vi': 'kent', 'l-prince-edward': 'minor' });
    s.pendingHeirs.lancaster = 1;
    supply(s);
    expect(s.supply).toBeNull();
    expect(at(s, 'l-prince-edward')).toBe(area('cornwall'));
    expect(s.pendingHeirs.lancaster).toBe(0);
    expect(logged(s, 'heir-enters', 'lancaster')).toEqual([
      {
        k: 'heir-enters',
        r: '6.82',
        s: 'lancaster',
        only: 'lancaster',
        p: { block: 'l-prince-edward', area: 'cornwall', minor: true },
      },
    ]);
  });

  test('6.82 a debt with no minor left to enter lapses', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'ireland',
      'y-march': 'dead',
      'y-rutland': 'dead',
      'y-clarence': 'dead',
      'y-gloucester': 'dead',
    });
    s.pendingHeirs.york = 1;
    supply(s);
    expect(s.supply).toBeNull();
    expect(s.pendingHeirs.york).toBe(0);
    expect(logged(s, 'heir-enters')).toEqual([]);
  });

  test('6.82 an heir back from the pool enters at full strength and face up', () => {
    const s = position({ 'l-henry-vi': 'middlesex', 'y-york': 'ireland', 'y-march': 'pool' });
    s.steps[idx('y-march')] = 1;
    s.down[idx('y-march')] = true;
    supply(s);
    must(s, 'york', { t: 'heir-enter', block: 'y-march', to: 'ireland' });
    expect(steps(s, 'y-march')).toBe(3);
    expect(s.down[idx('y-march')]).toBe(false);
  });

  test('6.81 a junior heir back from the pool is not King while the senior royal heir is still a minor', () => {
    const s = position({
      'l-henry-vi': 'dead',
      'l-prince-edward': 'minor',
      'l-exeter': 'pool',
      'y-york': 'ireland',
    });
    s.king = -1;
    supply(s);
    expect(s.step).toEqual({ k: 'supply-heir', side: 'lancaster' });
    must(s, 'lancaster', { t: 'heir-enter', block: 'l-exeter', to: 'derby' });
    expect(s.king).toBe(-1);
    expect(logged(s, 'new-king')).toEqual([]);
    expect(logged(s, 'king-returns')).toEqual([]);
    expect(at(s, 'l-prince-edward')).toBe(MINOR);
  });
});

describe('Kingmaker: the prisoner', () => {
  test('no rescue while London is empty', () => {
    const s = position(
      { 'y-march': 'kent', 'l-henry-vi': 'middlesex', 'l-prince-edward': 'france' },
      { scenario: 'kingmaker' },
    );
    supply(s);
    expect(s.prisoner).toBe(idx('l-henry-vi'));
    expect(logged(s, 'prisoner-rescued')).toEqual([]);
  });

  test('the murdered prisoner is dead with no steps left', () => {
    const s = scenarioState('kingmaker');
    political(s);
    expect(s.outcome).toEqual({ winner: 'york', reason: 'usurpation' });
    expect(at(s, 'l-henry-vi')).toBe(DEAD);
    expect(steps(s, 'l-henry-vi')).toBe(0);
    expect(s.prisoner).toBe(-1);
  });

  test('8.3 a captive Henry VI does not go home with the Pretender’s blocks (a campaign before the last)', () => {
    const s = position(
      {
        'y-march': 'kent',
        'y-gloucester': 'south-yorks',
        'y-hastings': 'leicester',
        'l-henry-vi': 'middlesex',
        'l-prince-edward': 'france',
        'l-exeter': 'derby',
      },
      { scenario: 'kingmaker' },
    );
    s.lastCampaign = 3;
    political(s);
    expect(s.political!.counts).toEqual({ lancaster: 2, york: 3 });
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' });
    expect(politicalView(s, 'lancaster')!.pending).toEqual(['l-exeter']);
    must(s, 'lancaster', { t: 'go-home', block: 'l-exeter', to: 'scotland' });
    expect(at(s, 'l-henry-vi')).toBe(area('middlesex'));
  });
});

describe('8.5 campaign reset', () => {
  test('dead blocks stay at no strength; a block in Ireland (the first area) is restored', () => {
    const s = position({ 'l-henry-vi': 'france', 'y-york': 'ireland', 'y-march': 'dead' }, { campaign: 1 });
    s.steps[idx('y-york')] = 2;
    s.steps[idx('y-march')] = 0;
    political(s);
    expect(s.campaign).toBe(2);
    expect(steps(s, 'y-york')).toBe(4);
    expect(steps(s, 'y-march')).toBe(0);
  });
});

/** Area ids in board order (the order the engine lists choices in). */
const byArea = (...ids: AreaId[]): AreaId[] => [...ids].sort((a, b) => area(a) - area(b));

describe('8.3 / 8.4 the order choices are listed in (bots and the replay pick by position)', () => {
  test('block by block in block order; each block: the pool first, then its homes in board order', () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-devon': 'north-yorks',
        'l-oxford': 'east-yorks',
        'l-pembroke': 'derby',
        'y-york': 'rutland',
        'y-norfolk': 'kent',
        'y-salisbury': 'sussex',
      },
      { campaign: 1 },
    );
    political(s);
    const listed = legalActions(s, 'york').map((a) =>
      a.t === 'go-home' ? `${a.block}>${a.to}` : a.t === 'go-pool' ? `go-pool:${a.block}` : a.t,
    );
    expect(listed).toEqual([
      ...byArea('calais', 'ireland').map((a) => `y-york>${a}`),
      ...byArea('caernarvon', 'east-anglia', 'glamorgan').map((a) => `y-norfolk>${a}`),
      'go-pool:y-salisbury',
      'y-salisbury>calais',
    ]);
  });

  test("8.4 a King's homes: house shields, dead heirs' personal shields and crown areas, in board order", () => {
    const s = position({ 'l-henry-vi': 'kent', 'l-somerset': 'dead', 'y-york': 'ireland' }, { campaign: 1 });
    political(s);
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' });
    const to = legalActions(s, 'lancaster').map((a) => (a.t === 'go-home' ? a.to : a.t));
    expect(to).toEqual([...to].sort((a, b) => area(a as AreaId) - area(b as AreaId)));
    expect(new Set(to).size).toBe(to.length);
    expect(to).toContain('dorset'); // Somerset's shield (A27)
    expect(to).toContain('cornwall'); // a crown area
  });
});

describe('more single cases', () => {
  test('A18 the postponed entry is recorded publicly under 6.82 for its side', () => {
    const s = position({ ...yorkInCrowns(), 'l-henry-vi': 'kent', 'l-prince-edward': 'minor' });
    s.pendingHeirs.lancaster = 1;
    supply(s);
    expect(logged(s, 'heir-postponed')).toEqual([{ k: 'heir-postponed', r: '6.82', s: 'lancaster' }]);
  });

  test('8.1 a mercenary standing in the first area of the board (Ireland) away from home goes home', () => {
    const s = position(
      { 'l-henry-vi': 'france', 'y-york': 'calais', 'y-calais-mercenary': 'ireland' },
      { campaign: 1 },
    );
    political(s);
    expect(at(s, 'y-calais-mercenary')).toBe(area('calais'));
    expect(logged(s, 'levies-disband')[0]!.p).toEqual({ pooled: 0, home: 1 });
  });

  test('6.81 a York King dead: his senior heir becomes King where he stands, in Ireland (the first area) too', () => {
    const s = position({ 'l-henry-vi': 'france', 'y-york': 'dead', 'y-march': 'ireland', 'y-rutland': 'kent' });
    s.kingSide = 'york';
    s.king = -1;
    supply(s);
    expect(s.king).toBe(idx('y-march'));
    expect(logged(s, 'new-king')).toEqual([
      { k: 'new-king', r: '6.81', s: 'york', p: { block: 'y-march', area: 'ireland' } },
    ]);
  });
});
