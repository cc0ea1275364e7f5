/**
 * The dispatcher (rules.ts), the scenario factory (setup.ts), elimination (6.8, 9.0), the small
 * state queries (state.ts) and the table helpers of data/index.ts, through exact outcomes.
 */
import { describe, expect, test } from 'vitest';
import { actors, legalActions, playAction } from '../../../engine/richard-iii/rules';
import { setupGame, isScenarioId } from '../../../engine/richard-iii/setup';
import { checkHeirVictory, eliminate, reduce, swapVersion } from '../../../engine/richard-iii/elimination';
import { livingHeirs, log, occupancy, pretender, isRoyalHeir, ownerOf } from '../../../engine/richard-iii/state';
import { endSupplyPhase, endPoliticalTurn, TURNS_PER_CAMPAIGN } from '../../../engine/richard-iii/flow';
import {
  A,
  AREAS,
  B,
  BLOCKS,
  BORDERS,
  ISLE_OF_MAN,
  LONDON,
  REBEL,
  WARWICK_BLOCKS,
  areaIndex,
  blockIndex,
  borderBetween,
  isAreaId,
  isBlockId,
  isExile,
  otherSide,
  shareSea,
} from '../../../engine/richard-iii/data';
import { DEAD, MINOR, OTHER, POOL, STILL, MOVED_LAND, type State } from '../../../engine/richard-iii/types';
import { cardWith, put, scenarioState, startActionPhaseFor } from '../position';

describe('the dispatcher', () => {
  test('refuses a side with nothing to decide, an illegal action and any action after the game, changing nothing', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    startActionPhaseFor(s, 'york', 'york', cardWith(3));
    const seq = s.seq;
    const r1 = playAction(s, 'lancaster', { t: 'end' });
    expect(r1).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'not-your-turn', message: 'Lancaster has nothing to decide now.' }),
    });
    const r2 = playAction(s, 'york', { t: 'card', card: 0 });
    expect(r2).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'illegal-action', message: 'That is not a legal action for York now.' }),
    });
    expect(s.seq).toBe(seq);
    s.outcome = { winner: 'york', reason: 'x' };
    expect(playAction(s, 'york', { t: 'end' })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'game-over', message: 'The game is over.' }),
    });
    expect(actors(s)).toEqual([]);
    expect(legalActions(s, 'york')).toEqual([]);
  });

  test('the refusal names the kind of decision: card, mulligan choice, or choice', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    s.step = { k: 'card' };
    s.played = { lancaster: -1, york: -1 };
    const msg = (r: ReturnType<typeof playAction>) => (r.ok ? null : r.error.message);
    expect(msg(playAction(s, 'york', { t: 'end' }))).toBe('That is not a legal card for York now.');
    s.step = { k: 'mulligan' };
    s.mulligan = { used: false, ask: { lancaster: null, york: null } };
    expect(msg(playAction(s, 'york', { t: 'end' }))).toBe('That is not a legal mulligan choice for York now.');
    s.step = { k: 'mulligan-reply', side: 'lancaster' };
    expect(msg(playAction(s, 'lancaster', { t: 'end' }))).toBe(
      'That is not a legal mulligan choice for Lancaster now.',
    );
  });

  test('an action equal to a legal one (by key) is accepted, a fresh list is asked when the cached one is stale, and seq counts', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    startActionPhaseFor(s, 'york', 'york', cardWith(3));
    s.played.lancaster = cardWith(2);
    // A list for the other side is cached: York's own list must be asked for afresh.
    legalActions(s, 'lancaster');
    const seq = s.seq;
    expect(playAction(s, 'york', { t: 'end' }).ok).toBe(true);
    expect(s.seq).toBe(seq + 1);
    expect(s.step).toEqual({ k: 'action', side: 'lancaster' });
    // The cached list of York's phase is stale now (step changed): Lancaster's is asked anew.
    expect(playAction(s, 'lancaster', { t: 'end' }).ok).toBe(true);
    expect(s.seq).toBe(seq + 2);
  });
});

describe('4.0 setup', () => {
  test('refuses an unknown scenario and a seed that is not a whole number', () => {
    expect(setupGame('hastings-1066', 1)).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'unknown-scenario',
        message: 'There is no scenario called “hastings-1066”.',
      }),
    });
    for (const seed of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(setupGame('kingmaker', seed)).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'bad-seed', message: 'The seed must be a whole number.' }),
      });
    expect(isScenarioId('kingmaker')).toBe(true);
    expect(isScenarioId('toString')).toBe(false);
    expect(isScenarioId(3)).toBe(false);
  });

  test('Wars of the Roses: campaigns 1–3, Henry VI King, York the Pretender’s side, no prisoner; the first log entry', () => {
    const r = setupGame('wars-of-the-roses', 9);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect([s.v, s.scenario, s.seed, s.seq, s.campaign, s.firstCampaign, s.lastCampaign]).toEqual([
      1,
      'wars-of-the-roses',
      9,
      0,
      1,
      1,
      3,
    ]);
    expect([s.kingSide, s.king, s.prisoner, s.p1]).toEqual(['lancaster', blockIndex('l-henry-vi'), -1, 'york']);
    expect(s.log[0]).toEqual({ k: 'setup', r: '4.0', p: { scenario: 'wars-of-the-roses' } });
    expect(s.log[1]).toEqual({ k: 'campaign-start', r: '1.0', p: { campaign: 1 } });
    expect(s.steps).toEqual(BLOCKS.map((b) => b.steps));
    expect(s.down.every((d) => !d) && s.moved.every((m) => m === STILL)).toBe(true);
    expect([s.treasonCard, s.battle, s.supply, s.political, s.outcome, s.act]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(s.pendingHeirs).toEqual({ lancaster: 0, york: 0 });
    expect(s.crossings.york.every((n) => n === 0) && s.crossings.lancaster.length === BORDERS.length).toBe(true);
    expect(s.hands.lancaster).toHaveLength(7);
    // Placements: a listed area, the pool, minors and the other side.
    const where = (id: Parameters<typeof blockIndex>[0]) => s.loc[blockIndex(id)];
    expect(where('l-henry-vi')).toBe(areaIndex('middlesex'));
    expect(where('y-gloucester')).toBe(MINOR);
    expect(where('y-rutland')).toBe(areaIndex('ireland'));
  });

  test('Kingmaker: York holds the throne, Henry VI is a prisoner in London, the listed dead are dead', () => {
    const s = scenarioState('kingmaker');
    expect([s.kingSide, s.king, s.prisoner, s.campaign, s.lastCampaign]).toEqual([
      'york',
      blockIndex('y-march'),
      blockIndex('l-henry-vi'),
      2,
      2,
    ]);
    expect(s.loc[blockIndex('l-henry-vi')]).toBe(LONDON);
    for (const id of ['y-york', 'y-rutland', 'l-somerset', 'l-wiltshire'] as const)
      expect(s.loc[blockIndex(id)]).toBe(DEAD);
    expect(s.loc.filter((l) => l === POOL).length).toBeGreaterThan(0);
    expect(s.loc.filter((l) => l === OTHER).length).toBeGreaterThan(0);
  });

  test('Richard III: no prisoner though York holds the throne (not the Kingmaker special rule)', () => {
    const s = scenarioState('richard-iii');
    expect([s.kingSide, s.king, s.prisoner]).toEqual(['york', blockIndex('y-gloucester'), -1]);
    expect(s.loc[blockIndex('l-henry-vi')]).toBe(DEAD);
  });
});

describe('6.8 elimination and 9.0 the heirs victory', () => {
  function bare(): State {
    const s = scenarioState('wars-of-the-roses', 3);
    s.loc.fill(OTHER);
    s.log = [];
    // Two living heirs each, so no one wins by accident.
    put(s, 'l-henry-vi', 'middlesex');
    put(s, 'l-somerset', 'kent');
    put(s, 'y-york', 'east-anglia');
    put(s, 'y-march', 'essex');
    return s;
  }

  test('a noble without a rose goes face down to the pool; the log names block, area and cause', () => {
    const s = bare();
    put(s, 'l-buckingham', 'sussex');
    eliminate(s, B('l-buckingham'), 'battle');
    expect([s.loc[B('l-buckingham')], s.down[B('l-buckingham')], s.steps[B('l-buckingham')]]).toEqual([POOL, true, 0]);
    expect(s.loc[B('y-buckingham')]).toBe(OTHER);
    expect(s.log.at(-1)).toEqual({
      k: 'eliminated',
      r: '6.8',
      s: 'lancaster',
      p: { block: 'l-buckingham', area: 'sussex', cause: 'battle' },
    });
    expect(s.outcome).toBeNull();
  });

  test('an heir dies for good and his side is owed a minor; a King’s death empties the throne (6.81, 6.82)', () => {
    const s = bare();
    eliminate(s, B('l-henry-vi'), 'plague');
    expect(s.loc[B('l-henry-vi')]).toBe(DEAD);
    expect(s.pendingHeirs).toEqual({ lancaster: 1, york: 0 });
    expect(s.king).toBe(-1);
    expect(s.log.map((e) => e.k)).toEqual(['king-dead', 'eliminated']);
    expect(s.log[0]).toEqual({ k: 'king-dead', r: '6.81', s: 'lancaster', p: { block: 'l-henry-vi' } });
    // A non-King heir: no king-dead entry.
    eliminate(s, B('y-march'), 'supply');
    expect(s.pendingHeirs).toEqual({ lancaster: 1, york: 1 });
    expect(s.log.filter((e) => e.k === 'king-dead')).toHaveLength(1);
  });

  test('A22: a defected Clarence dies for good, both versions, and his original side (York) is owed the minor', () => {
    const s = bare();
    put(s, 'l-clarence', 'kent');
    eliminate(s, B('l-clarence'), 'battle');
    expect([s.loc[B('l-clarence')], s.loc[B('y-clarence')]]).toEqual([DEAD, DEAD]);
    expect(s.pendingHeirs).toEqual({ lancaster: 0, york: 1 });
  });

  test('6.83 rose nobles and the Nevilles die permanently, with their other version', () => {
    const s = bare();
    put(s, 'y-warwick', 'kent');
    eliminate(s, B('y-warwick'), 'battle');
    expect([s.loc[B('y-warwick')], s.loc[B('l-warwick')], s.down[B('y-warwick')]]).toEqual([DEAD, DEAD, false]);
    expect(s.pendingHeirs).toEqual({ lancaster: 0, york: 0 });
  });

  test('9.0 eliminating the last enemy heir wins at once; a block off the map is logged with no area', () => {
    const s = bare();
    put(s, 'l-somerset', 'pool');
    s.loc[B('l-somerset')] = DEAD;
    eliminate(s, B('l-henry-vi'), 'execution');
    expect(s.outcome).toEqual({ winner: 'york', reason: 'heirs-eliminated' });
    expect(s.step).toEqual({ k: 'game-over' });
    expect(s.log.at(-1)).toEqual({ k: 'game-over', r: '9.0', s: 'york', p: { reason: 'heirs-eliminated' } });
    const t = bare();
    t.loc[B('y-march')] = POOL;
    eliminate(t, B('y-march'), 'exile-limit');
    expect(t.log.find((e) => e.k === 'eliminated')!.p).toEqual({ block: 'y-march', area: null, cause: 'exile-limit' });
    expect(t.outcome).toBeNull();
  });

  test('A22: when both sides lose their last heirs at once, York wins; once over, nothing changes the outcome', () => {
    const s = bare();
    for (const id of ['l-henry-vi', 'l-somerset', 'y-york', 'y-march'] as const) s.loc[B(id)] = DEAD;
    checkHeirVictory(s);
    expect(s.outcome).toEqual({ winner: 'york', reason: 'heirs-eliminated' });
    s.outcome = { winner: 'lancaster', reason: 'usurpation' };
    checkHeirVictory(s);
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'usurpation' });
  });

  test('reduce takes steps and eliminates at zero', () => {
    const s = bare();
    put(s, 'l-buckingham', 'sussex');
    expect(reduce(s, B('l-buckingham'), 3, 'battle')).toBe(false);
    expect(s.steps[B('l-buckingham')]).toBe(1);
    expect(s.loc[B('l-buckingham')]).toBe(areaIndex('sussex'));
    expect(reduce(s, B('l-buckingham'), 5, 'battle')).toBe(true);
    expect([s.steps[B('l-buckingham')], s.loc[B('l-buckingham')]]).toEqual([0, POOL]);
    expect(s.log.filter((e) => e.k === 'eliminated')).toHaveLength(1);
  });

  test('4.6 swapVersion: the other version takes the place, strength and movement; the first goes out of play', () => {
    const s = bare();
    put(s, 'y-stanley', 'chester', 2);
    s.moved[B('y-stanley')] = MOVED_LAND;
    s.down[B('l-stanley')] = true;
    expect(swapVersion(s, B('y-stanley'))).toBe(B('l-stanley'));
    expect([s.loc[B('l-stanley')], s.steps[B('l-stanley')], s.moved[B('l-stanley')], s.down[B('l-stanley')]]).toEqual([
      areaIndex('chester'),
      2,
      MOVED_LAND,
      false,
    ]);
    expect(s.loc[B('y-stanley')]).toBe(OTHER);
  });
});

describe('state queries', () => {
  test('the Rebel fights for the Pretender’s side', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    expect(ownerOf(s, REBEL)).toBe('york');
    s.kingSide = 'york';
    expect(ownerOf(s, REBEL)).toBe('lancaster');
    expect(ownerOf(s, B('y-essex'))).toBe('york');
  });

  test('occupancy counts fighting blocks per side and area, not the prisoner', () => {
    const s = scenarioState('kingmaker');
    s.loc.fill(OTHER);
    put(s, 'l-henry-vi', 'middlesex');
    s.prisoner = B('l-henry-vi');
    put(s, 'y-essex', 'middlesex');
    put(s, 'y-hastings', 'middlesex');
    put(s, 'l-oxford', 'kent');
    const o = occupancy(s);
    expect([o.york[LONDON], o.lancaster[LONDON], o.lancaster[A('kent')], o.york[A('kent')]]).toEqual([2, 0, 1, 0]);
    expect(o.york.reduce((a, b) => a + b, 0) + o.lancaster.reduce((a, b) => a + b, 0)).toBe(3);
  });

  test('living heirs in seniority order, minors optional; the Pretender is the senior one, a minor included (A19)', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    put(s, 'y-gloucester', 'kent');
    s.loc[B('y-york')] = DEAD;
    s.loc[B('y-march')] = MINOR;
    s.loc[B('y-clarence')] = OTHER;
    s.loc[B('y-rutland')] = POOL;
    expect(livingHeirs(s, 'york')).toEqual([B('y-march'), B('y-rutland'), B('y-gloucester')]);
    expect(livingHeirs(s, 'york', false)).toEqual([B('y-rutland'), B('y-gloucester')]);
    expect(pretender(s)).toBe(B('y-march'));
    expect(isRoyalHeir(s, B('l-henry-vi'))).toBe(true);
    expect(isRoyalHeir(s, B('y-march'))).toBe(false);
    expect(isRoyalHeir(s, B('l-oxford'))).toBe(false);
  });

  test('log entries are snapshots: array parameters are copied', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    const cards = [1, 2];
    log(s, { k: 'x', p: { cards, n: 3 } });
    cards.push(3);
    expect(s.log.at(-1)).toEqual({ k: 'x', p: { cards: [1, 2], n: 3 } });
    log(s, { k: 'y' });
    expect(s.log.at(-1)).toEqual({ k: 'y' });
  });
});

describe('1.0 flow between phases', () => {
  test('after supply: the next turn until the seventh, then the political turn; nothing once the game is over', () => {
    expect(TURNS_PER_CAMPAIGN).toBe(7);
    const s = scenarioState('wars-of-the-roses', 3);
    s.turn = 6;
    endSupplyPhase(s);
    expect([s.turn, s.step.k]).toEqual([7, 'card']);
    expect(s.log.at(-1)?.k).toBe('turn-start');
    const t = scenarioState('wars-of-the-roses', 3);
    t.turn = 7;
    endSupplyPhase(t);
    expect(t.step.k.startsWith('political')).toBe(true);
    const u = scenarioState('wars-of-the-roses', 3);
    u.turn = 3;
    u.outcome = { winner: 'york', reason: 'x' };
    const step = u.step;
    endSupplyPhase(u);
    endPoliticalTurn(u);
    expect([u.turn, u.step, u.campaign]).toEqual([3, step, 1]);
  });

  test('after the political turn: the next campaign is dealt', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    endPoliticalTurn(s);
    expect(s.campaign).toBe(2);
    expect(s.log.some((e) => e.k === 'campaign-start' && e.p?.['campaign'] === 2)).toBe(true);
    expect(s.log.some((e) => e.k === 'deal' && e.p?.['campaign'] === 2)).toBe(true);
  });
});

describe('the tables', () => {
  test('id checks, borders, seas and exiles', () => {
    expect([isAreaId('kent'), isAreaId('atlantis'), isAreaId(3), isAreaId('toString')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([isBlockId('rebel'), isBlockId('y-nobody'), isBlockId(null)]).toEqual([true, false, false]);
    const kentSussex = borderBetween(A('kent'), A('sussex'));
    expect(kentSussex).toBeGreaterThanOrEqual(0);
    expect(borderBetween(A('sussex'), A('kent'))).toBe(kentSussex);
    expect(BORDERS[kentSussex]).toMatchObject({ type: 'yellow', limit: 4 });
    expect(BORDERS[borderBetween(A('kent'), A('middlesex'))]).toMatchObject({ type: 'blue', limit: 3 });
    expect(borderBetween(A('kent'), A('cornwall'))).toBe(-1);
    expect(shareSea(A('kent'), A('calais'))).toBe(true);
    expect(shareSea(A('kent'), A('warwick'))).toBe(false);
    expect(shareSea(A('cornwall'), A('east-anglia'))).toBe(false);
    expect([isExile(A('calais')), isExile(A('kent')), isExile(ISLE_OF_MAN)]).toEqual([true, false, false]);
    expect(AREAS[LONDON]!.id).toBe('middlesex');
    expect(WARWICK_BLOCKS).toEqual([B('l-warwick'), B('y-warwick')]);
    expect(otherSide('york')).toBe('lancaster');
    expect(otherSide('lancaster')).toBe('york');
  });
});
