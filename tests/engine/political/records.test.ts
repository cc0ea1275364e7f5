/**
 * The game record of a supply phase and of a political turn, entry by entry: rule section, side,
 * audience and parameters (the record screen and the replay read exactly these), and what each
 * side's view shows at every decision.
 */
import { describe, expect, test } from 'vitest';
import { politicalView, supplyView } from '../../../engine/richard-iii/political/view';
import { POOL, type LogEntry, type State } from '../../../engine/richard-iii/types';
import { scenarioState } from '../position';
import { at, logged, must, political, position, supply } from './helpers';

/** The record from the first entry of kind `from` up to (not including) the first entry of kind `until`. */
function record(s: State, from: string, until: string): LogEntry[] {
  const start = s.log.findIndex((e) => e.k === from);
  const end = s.log.findIndex((e, i) => i > start && e.k === until);
  return s.log.slice(start, end < 0 ? undefined : end);
}

describe('7.0 supply phase record', () => {
  test('A20 order: Clarence executed (9.1), York minor enters (6.82), York then Lancaster supply losses (7.1, 7.2)', () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-clarence': 'derby',
        'l-oxford': 'france',
        'l-devon': 'france',
        'l-pembroke': 'france',
        'l-exeter': 'france',
        'l-somerset': 'france',
        'y-york': 'kent',
        'y-warwick': 'kent',
        'y-kent': 'kent',
        'y-salisbury': 'kent',
        'y-norfolk': 'kent',
        'y-rutland': 'minor',
      },
      { campaign: 1 },
    );
    supply(s);
    expect(s.step).toEqual({ k: 'supply-execute', side: 'lancaster' });
    const atExecution = {
      stage: 'clarence',
      side: 'lancaster',
      owed: [],
      heir: null,
      execution: 'l-clarence',
      pendingHeirs: { lancaster: 0, york: 0 },
    };
    expect(supplyView(s, 'lancaster')).toEqual(atExecution);
    expect(supplyView(s, 'york')).toEqual(atExecution);
    expect(politicalView(s, 'york')).toBeNull();

    must(s, 'lancaster', { t: 'execute', block: 'l-clarence' });
    // A22: the execution is a York heir death: York's next minor enters, in the Pretender's exile.
    expect(s.step).toEqual({ k: 'supply-heir', side: 'york' });
    const atEntry = { stage: 'pretender-heirs', side: 'york', owed: [], execution: null };
    expect(supplyView(s, 'york')).toEqual({ ...atEntry, heir: 'y-rutland', pendingHeirs: { lancaster: 0, york: 1 } });
    expect(supplyView(s, 'lancaster')).toEqual({ ...atEntry, heir: null, pendingHeirs: { lancaster: 0, york: 1 } });

    must(s, 'york', { t: 'heir-enter', block: 'y-rutland', to: 'ireland' });
    expect(s.step).toEqual({ k: 'supply-loss', side: 'york' });
    const atYorkLoss = {
      stage: 'pretender-losses',
      side: 'york',
      owed: [{ area: 'kent', steps: 1 }],
      heir: null,
      execution: null,
      pendingHeirs: { lancaster: 0, york: 0 },
    };
    expect(supplyView(s, 'york')).toEqual(atYorkLoss);
    expect(supplyView(s, 'lancaster')).toEqual(atYorkLoss);

    must(s, 'york', { t: 'supply-loss', block: 'y-norfolk' });
    expect(s.step).toEqual({ k: 'supply-loss', side: 'lancaster' });
    expect(supplyView(s, null)).toEqual({
      ...atYorkLoss,
      stage: 'king-losses',
      side: 'lancaster',
      owed: [{ area: 'france', steps: 1 }],
    });

    must(s, 'lancaster', { t: 'supply-loss', block: 'l-oxford' });
    expect(supplyView(s, 'lancaster')).toBeNull();
    expect(record(s, 'supply-phase', 'turn-start')).toEqual([
      { k: 'supply-phase', r: '7.0', p: { campaign: 1, turn: 3 } },
      { k: 'execution', r: '9.1', s: 'lancaster', p: { block: 'l-clarence' } },
      { k: 'eliminated', r: '6.8', s: 'lancaster', p: { block: 'l-clarence', area: 'derby', cause: 'execution' } },
      { k: 'heir-enters', r: '6.82', s: 'york', p: { area: 'ireland' } },
      { k: 'heir-enters', r: '6.82', s: 'york', only: 'york', p: { block: 'y-rutland', area: 'ireland', minor: true } },
      { k: 'supply-overstack', r: '7.1', s: 'york', p: { areas: ['kent'], steps: [1] } },
      { k: 'supply-loss', r: '7.1', s: 'york', p: { area: 'kent' } },
      { k: 'supply-loss', r: '7.1', s: 'york', only: 'york', p: { block: 'y-norfolk', area: 'kent' } },
      { k: 'supply-overstack', r: '7.2', s: 'lancaster', p: { areas: ['france'], steps: [1] } },
      { k: 'supply-loss', r: '7.2', s: 'lancaster', p: { area: 'france' } },
      { k: 'supply-loss', r: '7.2', s: 'lancaster', only: 'lancaster', p: { block: 'l-oxford', area: 'france' } },
    ]);
    expect(s.log.at(-1)).toEqual({ k: 'turn-start', r: '1.0', p: { campaign: 1, turn: 4 } });
  });
});

describe('8.0 political turn record', () => {
  test('8.1 disband, 8.2 count, 8.3 York home, A21 extra exile to the pool, 8.4 King home, 8.5 reset', () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-bristol-levy': 'somerset',
        'y-york': 'kent',
        'y-norfolk': 'rutland',
        'y-calais-mercenary': 'sussex',
        'y-warwick': 'calais',
        'y-kent': 'calais',
        'y-salisbury': 'calais',
        'y-march': 'calais',
      },
      { campaign: 1 },
    );
    political(s);
    expect(s.step).toEqual({ k: 'political-home', side: 'york' });
    const counts = { counts: { lancaster: 2, york: 2 }, usurped: false };
    expect(politicalView(s, 'york')).toEqual({
      stage: 'pretender-home',
      side: 'york',
      usurpation: counts,
      pending: ['y-york', 'y-norfolk'],
    });
    expect(politicalView(s, 'lancaster')).toEqual({
      stage: 'pretender-home',
      side: 'york',
      usurpation: counts,
      pending: [],
    });
    expect(supplyView(s, 'york')).toBeNull();

    must(s, 'york', { t: 'go-home', block: 'y-york', to: 'calais' });
    expect(politicalView(s, 'york')!.pending).toEqual(['y-norfolk']);
    must(s, 'york', { t: 'go-home', block: 'y-norfolk', to: 'east-anglia' });
    // Calais: York, Warwick, Kent, Salisbury and March (the Calais mercenary is free) against 4.
    expect(s.step).toEqual({ k: 'political-exile', side: 'york' });
    expect(politicalView(s, null)).toEqual({ stage: 'pretender-exile', side: 'york', usurpation: counts, pending: [] });

    must(s, 'york', { t: 'exile-pool', block: 'y-march' });
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' });
    expect(politicalView(s, 'lancaster')).toEqual({
      stage: 'king-home',
      side: 'lancaster',
      usurpation: counts,
      pending: ['l-henry-vi'],
    });

    must(s, 'lancaster', { t: 'go-home', block: 'l-henry-vi', to: 'lancaster' });
    expect(politicalView(s, 'lancaster')).toBeNull();
    expect(record(s, 'political-turn', 'campaign-start')).toEqual([
      { k: 'political-turn', r: '8.0', p: { campaign: 1 } },
      { k: 'levies-disband', r: '8.1', p: { pooled: 1, home: 1 } },
      { k: 'usurpation-count', r: '8.2', p: { lancaster: 2, york: 2, usurped: false } },
      { k: 'go-home', r: '8.3', s: 'york', p: { from: 'kent', to: 'calais' } },
      { k: 'go-home', r: '8.3', s: 'york', only: 'york', p: { block: 'y-york', from: 'kent', to: 'calais' } },
      { k: 'go-home', r: '8.3', s: 'york', p: { from: 'rutland', to: 'east-anglia' } },
      {
        k: 'go-home',
        r: '8.3',
        s: 'york',
        only: 'york',
        p: { block: 'y-norfolk', from: 'rutland', to: 'east-anglia' },
      },
      { k: 'exile-to-pool', r: '7.2', s: 'york', p: { from: 'calais' } },
      { k: 'exile-to-pool', r: '7.2', s: 'york', only: 'york', p: { block: 'y-march', from: 'calais' } },
      { k: 'go-home', r: '8.4', s: 'lancaster', p: { from: 'middlesex', to: 'lancaster' } },
      {
        k: 'go-home',
        r: '8.4',
        s: 'lancaster',
        only: 'lancaster',
        p: { block: 'l-henry-vi', from: 'middlesex', to: 'lancaster' },
      },
      { k: 'campaign-reset', r: '8.5' },
    ]);
    expect(s.campaign).toBe(2);
  });
});

describe('records of the throne changing hands', () => {
  test('8.2 a usurpation names the new King and the new Pretender side', () => {
    const s = position(
      { 'l-henry-vi': 'middlesex', 'y-york': 'kent', 'y-warwick': 'kent', 'y-canterbury-church': 'kent' },
      { campaign: 1 },
    );
    political(s);
    expect(logged(s, 'usurpation')).toEqual([
      { k: 'usurpation', r: '8.2', s: 'york', p: { king: 'y-york', pretenderSide: 'lancaster' } },
    ]);
  });

  test('Kingmaker: the rescue names Henry VI and London; a York win murders him before the game ends', () => {
    const s = position(
      { 'y-march': 'kent', 'l-henry-vi': 'middlesex', 'l-prince-edward': 'france', 'l-oxford': 'middlesex' },
      { scenario: 'kingmaker' },
    );
    supply(s);
    expect(logged(s, 'prisoner-rescued')).toEqual([
      { k: 'prisoner-rescued', r: 'kingmaker', s: 'lancaster', p: { block: 'l-henry-vi', area: 'middlesex' } },
    ]);
    const t = scenarioState('kingmaker');
    t.log = [];
    political(t);
    expect(t.log.slice(-3)).toEqual([
      { k: 'usurpation-count', r: '8.2', p: { lancaster: 1, york: 11, usurped: false } },
      { k: 'prisoner-murdered', r: 'kingmaker', s: 'lancaster', p: { block: 'l-henry-vi' } },
      { k: 'game-over', r: '9.0', s: 'york', p: { reason: 'usurpation' } },
    ]);
  });

  test('A23 heirs back from the pool are no minors; the King returning is announced where he enters', () => {
    const s = position({ 'l-henry-vi': 'pool', 'y-york': 'ireland', 'y-march': 'pool' });
    supply(s);
    must(s, 'york', { t: 'heir-enter', block: 'y-march', to: 'calais' });
    must(s, 'lancaster', { t: 'heir-enter', block: 'l-henry-vi', to: 'middlesex' });
    expect(s.log.filter((e) => e.k === 'heir-enters' || e.k === 'king-returns' || e.k === 'new-king')).toEqual([
      { k: 'heir-enters', r: '6.82', s: 'york', p: { area: 'calais' } },
      { k: 'heir-enters', r: '6.82', s: 'york', only: 'york', p: { block: 'y-march', area: 'calais', minor: false } },
      { k: 'heir-enters', r: '6.82', s: 'lancaster', p: { area: 'middlesex' } },
      {
        k: 'heir-enters',
        r: '6.82',
        s: 'lancaster',
        only: 'lancaster',
        p: { block: 'l-henry-vi', area: 'middlesex', minor: false },
      },
      { k: 'king-returns', r: '8.4', s: 'lancaster', p: { block: 'l-henry-vi', area: 'middlesex' } },
    ]);
  });
});

describe('counts the record and the view show', () => {
  test('7.1 the supply view lists only the areas still owing steps', () => {
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
    expect(supplyView(s, 'york')!.owed).toEqual([
      { area: 'derby', steps: 1 },
      { area: 'kent', steps: 1 },
    ]);
    must(s, 'york', { t: 'supply-loss', block: 'y-norfolk' });
    expect(supplyView(s, 'york')!.owed).toEqual([{ area: 'derby', steps: 1 }]);
  });

  test('8.1 a mercenary already at home is not counted as sent home', () => {
    const s = position(
      {
        'l-henry-vi': 'middlesex',
        'l-french-mercenary': 'france',
        'l-welsh-mercenary': 'france',
        'y-york': 'ireland',
        'y-calais-mercenary': 'calais',
        'y-irish-mercenary': 'kent',
      },
      { campaign: 1 },
    );
    political(s);
    expect(logged(s, 'levies-disband')).toEqual([{ k: 'levies-disband', r: '8.1', p: { pooled: 1, home: 1 } }]);
  });
});

test('8.3/8.4 a block already at the home it goes to stays, and the record says nothing of it', () => {
  const s = position(
    { 'l-henry-vi': 'middlesex', 'l-devon': 'cornwall', 'y-york': 'ireland', 'y-norfolk': 'east-anglia' },
    { campaign: 1 },
  );
  political(s);
  // Norfolk chooses among his shields; staying in East Anglia moves nothing.
  must(s, 'york', { t: 'go-home', block: 'y-norfolk', to: 'east-anglia' });
  must(s, 'lancaster', { t: 'go-home', block: 'l-henry-vi', to: 'middlesex' });
  expect(logged(s, 'go-home')).toEqual([]);
  expect(s.log.filter((e) => e.k === 'go-home' && e.only)).toEqual([]);
  expect(s.campaign).toBe(2);
});

test('8.3 a Yorkist Salisbury whose shields are enemy-held may choose the pool instead of Calais', () => {
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
  must(s, 'york', { t: 'go-pool', block: 'y-salisbury' });
  expect(at(s, 'y-salisbury')).toBe(POOL);
  expect(logged(s, 'go-home', 'york')).toEqual([
    { k: 'go-home', r: '8.3', s: 'york', only: 'york', p: { block: 'y-salisbury', from: 'kent', to: 'pool' } },
  ]);
});
