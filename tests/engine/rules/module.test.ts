/**
 * The GameModule adapter over the rules (module.ts), the chart figures read from a view
 * (stats.ts), which moves may be taken back (undo.ts) and the copy search and `apply` share
 * (clone.ts).
 */
import { describe, expect, test } from 'vitest';
import { phaseCode, richardIII } from '../../../engine/richard-iii/module';
import { CHART_SERIES, chartStats } from '../../../engine/richard-iii/stats';
import { canUndo } from '../../../engine/richard-iii/undo';
import { cloneState } from '../../../engine/richard-iii/clone';
import { makeView, type RichardView } from '../../../engine/richard-iii/view';
import { AREA_COUNT, areaIndex, blockIndex, type BlockId } from '../../../engine/richard-iii/data';
import { OTHER, STILL, type Action, type State } from '../../../engine/richard-iii/types';
import { kentBattle } from './helpers';
import { cardWith, put, scenarioState, startActionPhaseFor, type Where } from '../position';

describe('the module', () => {
  test('its scenarios, players and plain delegations', () => {
    expect(richardIII.id).toBe('richard-iii');
    expect(richardIII.players).toEqual(['lancaster', 'york']);
    expect(richardIII.scenarios.map((s) => s.id)).toEqual(['wars-of-the-roses', 'kingmaker', 'richard-iii']);
    expect(richardIII.scenarios.every((s) => typeof s.name === 'string' && s.name.length > 0)).toBe(true);
    const s = scenarioState('wars-of-the-roses', 3);
    startActionPhaseFor(s, 'york', 'york', cardWith(3));
    expect(richardIII.toAct(s)).toEqual(['york']);
    expect(richardIII.legalInView!(richardIII.view(s, 'york'))).toEqual(richardIII.legalActions(s, 'york'));
    expect(richardIII.outcome(s)).toBeNull();
    s.outcome = { winner: 'york', reason: 'heirs-eliminated' };
    expect(richardIII.outcome(s)).toEqual({ winner: 'york', reason: 'heirs-eliminated' });
    expect(richardIII.hash(s)).toMatch(/^[0-9a-f]{16}$/);
  });

  test('the revealed view names every block and shows both hands', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    const v = richardIII.revealedView!(s);
    expect(v.viewer).toBeNull();
    expect(v.hands!.lancaster.map((c) => c.card)).toEqual(s.hands.lancaster);
    expect(v.hands!.york.map((c) => c.card)).toEqual(s.hands.york);
    expect(v.blocks.every((b) => b.id !== null)).toBe(true);
  });

  test('apply works on a copy and leaves the given state alone; play changes it in place', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    startActionPhaseFor(s, 'york', 'york', cardWith(3));
    s.played.lancaster = cardWith(2);
    const before = richardIII.hash(s);
    const r = richardIII.apply(s, 'york', { t: 'end' });
    expect(r.ok).toBe(true);
    expect(richardIII.hash(s)).toBe(before);
    expect(r.ok && r.value.step).toEqual({ k: 'action', side: 'lancaster' });
    expect(richardIII.play(s, 'york', { t: 'end' }).ok).toBe(true);
    expect(s.step).toEqual({ k: 'action', side: 'lancaster' });
  });

  test('step kinds map to phase codes', () => {
    const table: [string, string][] = [
      ['mulligan', 'mulligan'],
      ['mulligan-reply', 'mulligan'],
      ['card', 'card'],
      ['action', 'action'],
      ['game-over', 'game-over'],
      ['battle-choose', 'battle'],
      ['battle-turn', 'battle'],
      ['battle-regroup', 'battle'],
      ['supply-execute', 'supply'],
      ['supply-loss', 'supply'],
      ['political-home', 'political'],
      ['political-exile', 'political'],
    ];
    for (const [k, code] of table) expect([k, phaseCode(k)]).toEqual([k, code]);
  });

  test('the summary: campaign, turn, phase and its English label; the battle area while one is fought', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    s.turn = 4;
    s.step = { k: 'card' };
    expect(richardIII.summary(s)).toEqual({
      label: 'Campaign 1, turn 4 — card phase',
      campaign: 1,
      turn: 4,
      phase: 'card',
    });
    const labels: [State['step'], string][] = [
      [{ k: 'mulligan' }, 'Campaign 1, turn 4 — mulligan'],
      [{ k: 'action', side: 'york' }, 'Campaign 1, turn 4 — action phase'],
      [{ k: 'battle-choose', side: 'york' }, 'Campaign 1, turn 4 — battle phase'],
      [{ k: 'supply-loss', side: 'york' }, 'Campaign 1, turn 4 — supply phase'],
      [{ k: 'political-home', side: 'york' }, 'Campaign 1, political turn'],
    ];
    for (const [step, label] of labels) {
      s.step = step;
      expect(richardIII.summary(s).label).toBe(label);
    }
    s.outcome = { winner: 'lancaster', reason: 'x' };
    expect(richardIII.summary(s).label).toBe('Game over — Lancaster wins');
    s.outcome = { winner: 'york', reason: 'x' };
    expect(richardIII.summary(s).label).toBe('Game over — York wins');
    s.outcome = { winner: null, reason: 'x' };
    s.step = { k: 'game-over' };
    expect(richardIII.summary(s)).toEqual({ label: 'Game over — draw', campaign: 1, turn: 4, phase: 'game-over' });
  });

  test('the summary names the battle area while a battle is fought', () => {
    const s = kentBattle();
    expect(richardIII.summary(s)).toMatchObject({ battle: 'kent', phase: 'battle' });
  });
});

describe('chart figures from a view', () => {
  /** Every block out of play, then the given ones placed. */
  function position(blocks: [BlockId, Where, number?][]): State {
    const s = scenarioState('wars-of-the-roses', 3);
    s.loc.fill(OTHER);
    s.down.fill(false);
    s.moved.fill(STILL);
    for (const [id, w, steps] of blocks) put(s, id, w, steps);
    return s;
  }

  test('the series, in legend order', () => {
    expect(CHART_SERIES).toEqual([
      'steps.lancaster',
      'steps.york',
      'nobles.lancaster',
      'nobles.york',
      'areas.lancaster',
      'areas.york',
      'crowns.lancaster',
      'crowns.york',
      'london.lancaster',
      'london.york',
      'king.lancaster',
      'king.york',
      'usurpation.lancaster',
      'usurpation.york',
    ]);
  });

  test('revealed: steps and nobles on the map, areas held alone, crowns, London, the King; no usurpation outside the political turn', () => {
    const s = position([
      ['l-oxford', 'middlesex', 2], // noble, in London (a crown area)
      ['l-coventry-levy', 'warwick', 3], // levy, crown area, held alone
      ['l-beaumont', 'kent'], // contested below
      ['y-norfolk', 'kent', 3],
      ['y-essex', 'essex'],
      ['y-london-levy', 'dead'], // off the map: not counted
      ['y-suffolk', 'pool'],
    ]);
    s.down[blockIndex('l-coventry-levy')] = false;
    const stats = chartStats(makeView(s, null, true));
    expect(stats).toEqual({
      'steps.lancaster': 2 + 3 + 3,
      'steps.york': 3 + 3,
      'nobles.lancaster': 2,
      'nobles.york': 2,
      'areas.lancaster': 2,
      'areas.york': 1,
      'crowns.lancaster': 2,
      'crowns.york': 0,
      'london.lancaster': 1,
      'london.york': 0,
      'king.lancaster': 1,
      'king.york': 0,
      'usurpation.lancaster': null,
      'usurpation.york': null,
    });
  });

  test('a face-down block on the map is not counted', () => {
    const s = position([
      ['y-norfolk', 'middlesex'],
      ['y-essex', 'essex'],
    ]);
    s.down[blockIndex('y-norfolk')] = true;
    const stats = chartStats(makeView(s, null, true));
    expect([stats['steps.york'], stats['areas.york'], stats['london.york'], stats['crowns.york']]).toEqual([
      3, 1, 0, 0,
    ]);
  });

  test('a side’s own chart has no figure for what it cannot see: the enemy’s strength is null while any enemy block is hidden', () => {
    const s = position([
      ['l-oxford', 'kent'],
      ['y-norfolk', 'middlesex'],
    ]);
    s.kingSide = 'york';
    const lan = chartStats(makeView(s, 'lancaster'));
    expect([lan['steps.lancaster'], lan['nobles.lancaster'], lan['steps.york'], lan['nobles.york']]).toEqual([
      3,
      1,
      null,
      null,
    ]);
    // Areas held are public.
    expect([lan['areas.lancaster'], lan['areas.york'], lan['london.york'], lan['crowns.york']]).toEqual([1, 1, 1, 1]);
    expect([lan['king.lancaster'], lan['king.york']]).toEqual([0, 1]);
  });

  test('usurpation counts are read from the political turn', () => {
    const s = position([['l-oxford', 'kent']]);
    const v: RichardView = {
      ...makeView(s, null, true),
      political: {
        stage: 'usurpation',
        side: null,
        usurpation: { counts: { lancaster: 4, york: 6 }, usurped: false },
        pending: [],
      } as never,
    };
    const stats = chartStats(v);
    expect([stats['usurpation.lancaster'], stats['usurpation.york']]).toEqual([4, 6]);
  });
});

describe('undo: the acting player’s own moves while nothing hidden is revealed', () => {
  function phase(): State {
    const s = scenarioState('wars-of-the-roses', 3);
    s.loc.fill(OTHER);
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'y-suffolk', 'pool');
    put(s, 'l-oxford', 'cornwall');
    startActionPhaseFor(s, 'york', 'york', cardWith(4));
    s.played.lancaster = cardWith(2);
    return s;
  }
  const after = (s: State, a: Action): State => {
    const r = richardIII.apply(s, 'york', a);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  test('a land move and a recruit may be taken back', () => {
    const s = phase();
    const move: Action = { t: 'move', block: 'y-norfolk', path: ['essex'] };
    expect(canUndo(s, 'york', move, after(s, move))).toBe(true);
    const recruit = richardIII.legalActions(s, 'york').find((a) => a.t === 'recruit')!;
    expect(canUndo(s, 'york', recruit, after(s, recruit))).toBe(true);
  });

  test('ending the phase, a card, or anything by the other player stays done', () => {
    const s = phase();
    const end: Action = { t: 'end' };
    expect(canUndo(s, 'york', end, after(s, end))).toBe(false);
    const move: Action = { t: 'move', block: 'y-norfolk', path: ['essex'] };
    const next = after(s, move);
    expect(canUndo(s, 'lancaster', move, next)).toBe(false);
    // The same move with a state that left the action phase, or moved to the other side's phase.
    expect(canUndo(s, 'york', move, { ...next, step: { k: 'card' } })).toBe(false);
    expect(canUndo(s, 'york', move, { ...next, step: { k: 'action', side: 'lancaster' } })).toBe(false);
    expect(canUndo({ ...s, step: { k: 'card' } }, 'york', move, next)).toBe(false);
    expect(canUndo({ ...s, step: { k: 'action', side: 'lancaster' } }, 'york', move, next)).toBe(false);
    // A finished game, or a draw on the dice, cannot be taken back.
    expect(canUndo(s, 'york', move, { ...next, outcome: { winner: 'york', reason: 'x' } })).toBe(false);
    expect(canUndo(s, 'york', move, { ...next, rng: { s: next.rng.s + 1 } as State['rng'] })).toBe(false);
    expect(canUndo(s, 'york', { t: 'card', card: 0 }, next)).toBe(false);
    expect(canUndo(s, 'york', { t: 'plague', area: 'kent' }, next)).toBe(false);
  });

  test('a sea move and a Muster area are taken back like a land move', () => {
    const s = phase();
    expect(canUndo(s, 'york', { t: 'sea', block: 'y-norfolk', to: 'kent' }, s)).toBe(true);
    expect(canUndo(s, 'york', { t: 'muster', area: 'kent' }, s)).toBe(true);
  });
});

describe('cloneState', () => {
  test('the copy is equal and shares no mutable part with the original', () => {
    const s = kentBattle();
    s.act = { side: 'york', ap: 2, event: null, activated: [1], freeSea: null, musterArea: -1, plagueDone: false };
    s.outcome = { winner: null, reason: 'x' };
    const c = cloneState(s);
    expect(c).toEqual(s);
    const before = JSON.stringify(s);
    c.rng.s = 12345;
    c.loc[0] = 5;
    c.steps[0] = 0;
    c.down[0] = true;
    c.moved[0] = 3;
    c.hands.lancaster.push(99);
    c.hands.york.push(99);
    c.played.york = 7;
    c.mulligan.used = !c.mulligan.used;
    c.mulligan.ask.york = true;
    c.act!.activated.push(9);
    c.crossings.lancaster[0] = 9;
    c.crossings.york[0] = 9;
    c.attacks[areaIndex('kent')]!.defenders.push(9);
    c.pendingHeirs.york = 9;
    c.battle!.blocks.push(9);
    c.step = { k: 'card' };
    c.log.push({ k: 'x' });
    c.outcome!.reason = 'y';
    expect(JSON.stringify(s)).toBe(before);
  });

  test('null sub-procedures stay null', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    const c = cloneState(s);
    expect([c.act, c.battle, c.supply, c.political, c.outcome]).toEqual([null, null, null, null, null]);
    expect(c.attacks).toEqual(new Array(AREA_COUNT).fill(null));
  });
});
