/**
 * The throne while heirs enter, the King's own exile limits after 8.4, a Neville whose borrowed
 * shields already include Calais, and what the last political turn leaves behind.
 */
import { describe, expect, test } from 'vitest';
import type { AreaId } from '../../../engine/richard-iii/data';
import { actors } from '../../../engine/richard-iii/rules';
import { politicalView } from '../../../engine/richard-iii/political/view';
import { POOL } from '../../../engine/richard-iii/types';
import { area, at, idx, keys, legalActions, logged, must, political, position, supply } from './helpers';

describe('6.81 / 6.82 the empty throne', () => {
  test("a Pretender's heir entering while the King's side has no King does not take the throne; the royal minor does", () => {
    const s = position({
      'l-henry-vi': 'dead',
      'l-prince-edward': 'minor',
      'y-york': 'dead',
      'y-march': 'pool',
    });
    s.king = -1;
    s.pendingHeirs.lancaster = 1;
    supply(s);
    // A20: the Pretender (York) enters first, into either exile area.
    expect(s.step).toEqual({ k: 'supply-heir', side: 'york' });
    must(s, 'york', { t: 'heir-enter', block: 'y-march', to: 'calais' });
    expect(s.king).toBe(-1);
    expect(s.kingSide).toBe('lancaster');
    expect(s.step).toEqual({ k: 'supply-heir', side: 'lancaster' });
    must(s, 'lancaster', { t: 'heir-enter', block: 'l-prince-edward', to: 'middlesex' });
    expect(s.king).toBe(idx('l-prince-edward'));
    expect(logged(s, 'new-king')).toEqual([
      { k: 'new-king', r: '6.81', s: 'lancaster', p: { block: 'l-prince-edward', area: 'middlesex' } },
    ]);
    expect(logged(s, 'king-returns')).toEqual([]);
  });
});

describe("A21 the King's exile limits, checked after 8.4", () => {
  test('a Lancastrian King with six blocks in France sends two to the pool, one choice at a time, before the reset', () => {
    const s = position(
      {
        'l-henry-vi': 'france',
        'l-exeter': 'france',
        'l-somerset': 'france',
        'l-devon': 'france',
        'l-oxford': 'france',
        'l-pembroke': 'france',
        'l-french-mercenary': 'france',
        'y-york': 'ireland',
      },
      { campaign: 1 },
    );
    political(s);
    // Nothing of York's goes home (York in exile stays); Ireland holds 1 of 2. No Lancastrian block is on the map.
    expect(s.political!.stage).toBe('king-exile');
    expect(s.step).toEqual({ k: 'political-exile', side: 'lancaster' });
    expect(actors(s)).toEqual(['lancaster']);
    expect(legalActions(s, 'york')).toEqual([]);
    const six = ['l-henry-vi', 'l-exeter', 'l-somerset', 'l-devon', 'l-oxford', 'l-pembroke'];
    expect(keys(legalActions(s, 'lancaster'))).toEqual(six.map((b) => `exile-pool|block=${b}`).sort());
    expect(politicalView(s, 'york')).toEqual({
      stage: 'king-exile',
      side: 'lancaster',
      usurpation: { counts: { lancaster: 0, york: 0 }, usurped: false },
      pending: [],
    });
    must(s, 'lancaster', { t: 'exile-pool', block: 'l-devon' });
    // Five counted against four: still one extra, the French mercenary never offered.
    expect(s.step).toEqual({ k: 'political-exile', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(
      six
        .filter((b) => b !== 'l-devon')
        .map((b) => `exile-pool|block=${b}`)
        .sort(),
    );
    must(s, 'lancaster', { t: 'exile-pool', block: 'l-oxford' });
    expect(s.political).toBeNull();
    expect(s.campaign).toBe(2);
    expect(at(s, 'l-devon')).toBe(POOL);
    expect(at(s, 'l-oxford')).toBe(POOL);
    expect(at(s, 'l-french-mercenary')).toBe(area('france'));
    expect(logged(s, 'exile-to-pool')).toEqual([
      { k: 'exile-to-pool', r: '7.2', s: 'lancaster', p: { from: 'france' } },
      { k: 'exile-to-pool', r: '7.2', s: 'lancaster', p: { from: 'france' } },
    ]);
  });
});

describe('8.3 a Yorkist Kent with the Warwicks dead', () => {
  test("his shield enemy-held, Calais comes once (it is Warwick's shield too), beside the pool and Warwick's other shields", () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-devon': 'east-yorks',
        'y-york': 'ireland',
        'y-kent': 'kent',
        'l-warwick': 'dead',
        'y-warwick': 'dead',
      },
      { campaign: 1 },
    );
    political(s);
    expect(s.step).toEqual({ k: 'political-home', side: 'york' });
    const homes = (['warwick', 'glamorgan', 'calais'] as AreaId[]).sort((a, b) => area(a) - area(b));
    expect(legalActions(s, 'york')).toEqual([
      { t: 'go-pool', block: 'y-kent' },
      ...homes.map((to) => ({ t: 'go-home', block: 'y-kent', to })),
    ]);
    must(s, 'york', { t: 'go-home', block: 'y-kent', to: 'calais' });
    expect(at(s, 'y-kent')).toBe(area('calais'));
  });
});

describe('8.3 a Yorkist Salisbury with one of his two shields enemy-held', () => {
  test('his other shield is free: he goes there without a choice — neither Calais nor the pool is offered', () => {
    const s = position(
      { 'l-henry-vi': 'middlesex', 'l-devon': 'north-yorks', 'y-york': 'ireland', 'y-salisbury': 'kent' },
      { campaign: 1 },
    );
    political(s);
    expect(at(s, 'y-salisbury')).toBe(area('east-yorks'));
    expect(logged(s, 'go-home', 'york')).toEqual([
      { k: 'go-home', r: '8.3', s: 'york', only: 'york', p: { block: 'y-salisbury', from: 'kent', to: 'east-yorks' } },
    ]);
  });
});

describe('9.0 the last political turn', () => {
  test('the game ends with the turn done: no block left to go home, whatever stood on the map', () => {
    const s = position(
      { 'l-henry-vi': 'middlesex', 'l-devon': 'derby', 'y-york': 'kent', 'y-norfolk': 'rutland' },
      { campaign: 3 },
    );
    political(s);
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'usurpation' });
    expect(s.political).toEqual({
      stage: 'done',
      counts: { lancaster: 3, york: 2 },
      usurped: false,
      pending: [],
    });
    expect(at(s, 'y-norfolk')).toBe(area('rutland'));
  });
});
