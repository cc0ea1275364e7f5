/**
 * Index edges: Ireland is area 0, York (y-york) block 0 and Force March card 0, so a rule that
 * tests "is set" with `> 0` instead of `>= 0` would lose them. Also the Kingmaker prisoner in
 * the Pretender and heir-victory rules, the turn reset, and the dispatcher's generic wording.
 */
import { describe, expect, test } from 'vitest';
import { makeView } from '../../../engine/richard-iii/view';
import { richardIII } from '../../../engine/richard-iii/module';
import { eliminate } from '../../../engine/richard-iii/elimination';
import { occupancy, pretender } from '../../../engine/richard-iii/state';
import { endSupplyPhase } from '../../../engine/richard-iii/flow';
import { playAction } from '../../../engine/richard-iii/rules';
import { AREAS, BLOCKS, CARDS, B, areaIndex, shareSea, type BlockId } from '../../../engine/richard-iii/data';
import { canUndo } from '../../../engine/richard-iii/undo';
import { DEAD, MOVED_LAND, STILL, STATE_VERSION, type Action, type State } from '../../../engine/richard-iii/types';
import { bareMap, kentBattle } from './helpers';
import { put, scenarioState, type Where } from '../position';

test('the edges this file relies on', () => {
  expect(AREAS[0]!.id).toBe('ireland');
  expect(BLOCKS[0]!.id).toBe('y-york');
  expect(CARDS[0]).toEqual({ idx: 0, ap: 1, event: 'force_march' });
  expect(BLOCKS[B('y-irish-mercenary')]!.home).toBe(0);
});

const bare = (): State => bareMap();
const place = (s: State, id: BlockId, where: Where, down = false) => {
  put(s, id, where);
  s.down[B(id)] = down;
};

describe('area 0 (Ireland), block 0 (York), card 0 (Force March) in the view', () => {
  test('blocks in Ireland are listed there, own by name, the enemy’s hidden', () => {
    const s = bare();
    place(s, 'y-rutland', 'ireland');
    place(s, 'y-essex', 'ireland');
    place(s, 'l-oxford', 'kent');
    expect(makeView(s, 'york').blocks.map((b) => [b.key, b.place])).toEqual([
      ['y-rutland', 'ireland'],
      ['y-essex', 'ireland'],
      ['hidden:lancaster:kent:0', 'kent'],
    ]);
    expect(makeView(s, 'lancaster').blocks.map((b) => [b.key, b.place])).toEqual([
      ['l-oxford', 'kent'],
      ['hidden:york:ireland:0', 'ireland'],
      ['hidden:york:ireland:1', 'ireland'],
    ]);
    expect(occupancy(s).york[0]).toBe(2);
  });

  test('6.85 a lost Irish mercenary waits face down in Ireland; one face up in the pool is just in the pool', () => {
    const s = bare();
    place(s, 'y-irish-mercenary', 'pool', true);
    place(s, 'l-french-mercenary', 'pool');
    expect(makeView(s, 'lancaster').blocks.map((b) => [b.key, b.place, b.down])).toEqual([
      ['y-irish-mercenary', 'ireland', true],
      ['l-french-mercenary', 'pool', false],
    ]);
  });

  test('York (block 0) as King; Force March (card 0) as a played card; a Muster named in Ireland', () => {
    const s = bare();
    s.kingSide = 'york';
    s.king = 0;
    expect(makeView(s, 'lancaster').king).toBe('y-york');
    s.step = { k: 'card' };
    s.played = { lancaster: 0, york: -1 };
    expect(makeView(s, 'lancaster').played.lancaster).toEqual({ card: 0, ap: 1, event: 'force_march' });
    expect(makeView(s, 'york').played.lancaster).toBe('hidden');
    s.played = { lancaster: 0, york: 5 };
    expect(makeView(s, 'york').played.lancaster).toEqual({ card: 0, ap: 1, event: 'force_march' });
    s.played = { lancaster: 5, york: 0 };
    expect(makeView(s, 'lancaster').played.york).toEqual({ card: 0, ap: 1, event: 'force_march' });
    expect(makeView(s, 'lancaster').p1).toBe(s.p1);
    s.act = { side: 'york', ap: 0, event: 'muster', activated: [0], freeSea: null, musterArea: 0, plagueDone: false };
    expect(makeView(s, 'lancaster').action).toMatchObject({ activated: ['ireland'], musterArea: 'ireland' });
  });

  test('an elimination in Ireland is logged with its area', () => {
    const s = bare();
    place(s, 'y-essex', 'ireland');
    place(s, 'y-york', 'kent');
    place(s, 'l-henry-vi', 'middlesex');
    eliminate(s, B('y-essex'), 'supply');
    expect(s.log.at(-1)!.p).toEqual({ block: 'y-essex', area: 'ireland', cause: 'supply' });
  });
});

describe('Kingmaker: the captive Henry VI', () => {
  test('is not the Pretender while a prisoner: the next Lancaster heir is (Prince Edward)', () => {
    const s = scenarioState('kingmaker');
    expect(pretender(s)).toBe(B('l-prince-edward'));
    expect(makeView(s, 'york').pretender).toBe('l-prince-edward');
    s.prisoner = -1;
    expect(pretender(s)).toBe(B('l-henry-vi'));
  });

  test('9.0 York wins when the captive is the last Lancaster heir, and he is murdered', () => {
    const s = scenarioState('kingmaker');
    for (const id of ['l-exeter', 'l-richmond'] as const) s.loc[B(id)] = DEAD;
    s.log = [];
    eliminate(s, B('l-prince-edward'), 'battle');
    expect(s.outcome).toEqual({ winner: 'york', reason: 'heirs-eliminated' });
    expect(s.loc[B('l-henry-vi')]).toBe(DEAD);
  });
});

describe('1.0 a new game turn', () => {
  test('clears the turn’s movement, crossings, attacks and the Treason marker, and logs the turn', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    s.turn = 2;
    s.moved[5] = MOVED_LAND;
    s.crossings.york[4] = 2;
    s.crossings.lancaster[1] = 1;
    s.attacks[areaIndex('kent')] = {
      attacker: 'york',
      attackerBorders: [],
      defenderBorders: [],
      reserves: [],
      pinning: 0,
      defenders: [],
    };
    s.treasonCard = 'york';
    s.log = [];
    endSupplyPhase(s);
    expect(s.turn).toBe(3);
    expect(s.moved.every((m) => m === STILL)).toBe(true);
    expect(s.crossings.york.every((n) => n === 0) && s.crossings.lancaster.every((n) => n === 0)).toBe(true);
    expect(s.attacks.every((a) => a === null)).toBe(true);
    expect(s.attacks).toHaveLength(AREAS.length);
    expect(s.treasonCard).toBeNull();
    expect(s.log).toEqual([{ k: 'turn-start', r: '1.0', p: { campaign: 1, turn: 3 } }]);
    expect(s.played).toEqual({ lancaster: -1, york: -1 });
    expect(s.step).toEqual({ k: 'card' });
  });
});

describe('the dispatcher outside the card and action phases', () => {
  test('an illegal battle action is refused as “not a legal choice”', () => {
    const s = kentBattle();
    const side = (s.step as { side: 'york' | 'lancaster' }).side;
    const r = playAction(s, side, { t: 'end' });
    expect(r.ok ? null : r.error.message).toBe(
      `That is not a legal choice for ${side === 'york' ? 'York' : 'Lancaster'} now.`,
    );
  });
});

test('the module names its game and state version, and sets up through the checking factory', () => {
  expect(richardIII.title).toBe('Richard III: The Wars of the Roses');
  expect(richardIII.stateVersion).toBe(STATE_VERSION);
  expect(STATE_VERSION).toBe(1);
  const r = richardIII.setup('richard-iii', 4);
  expect(r.ok && [r.value.scenario, r.value.seed, r.value.campaign]).toEqual(['richard-iii', 4, 3]);
  expect(richardIII.setup('nowhere', 4).ok).toBe(false);
  expect(richardIII.parseAction({ t: 'end' })).toEqual({ ok: true, value: { t: 'end' } });
  const s = scenarioState('wars-of-the-roses', 3);
  expect(richardIII.clone(s)).toEqual(s);
  expect(richardIII.canUndo).toBeTypeOf('function');
});

describe('found by the mutation run', () => {
  test('the table sees hidden blocks of one area by colour: Lancaster’s before the black Rebel (York’s side here), whatever moved', () => {
    const s = bare();
    place(s, 'l-oxford', 'kent');
    s.moved[B('l-oxford')] = MOVED_LAND;
    place(s, 'rebel', 'kent');
    expect(makeView(s, null).blocks.map((b) => [b.key, b.colour, b.moved])).toEqual([
      ['hidden:lancaster:kent:0', 'lancaster', true],
      ['hidden:york:kent:0', 'rebel', false],
    ]);
  });

  test('undo: a take-back needs the action phase before and after, not just the same side deciding', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    s.step = { k: 'action', side: 'york' };
    const move: Action = { t: 'move', block: 'y-norfolk', path: ['essex'] };
    const battle = { ...s, step: { k: 'battle-choose', side: 'york' } } as State;
    expect(canUndo(s, 'york', move, s)).toBe(true);
    expect(canUndo(battle, 'york', move, s)).toBe(false);
    expect(canUndo(s, 'york', move, battle)).toBe(false);
  });

  test('two areas share a sea when any one of their seas is the same (Kent: Channel and North Sea; Sussex: Channel)', () => {
    expect(shareSea(areaIndex('kent'), areaIndex('sussex'))).toBe(true);
    expect(shareSea(areaIndex('sussex'), areaIndex('kent'))).toBe(true);
    expect(shareSea(areaIndex('sussex'), areaIndex('essex'))).toBe(false);
  });
});
