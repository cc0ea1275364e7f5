/**
 * 3.0 fog of war, pinned field by field: what makeView gives each side (and the table, viewer
 * null), and the revealed look back at a finished game. Positions start from a bare map — every
 * block out of play — so the block list holds exactly what a test placed.
 */
import { describe, expect, test } from 'vitest';
import { makeView, type BlockView } from '../../../engine/richard-iii/view';
import { AREA_COUNT, BORDER_COUNT, areaIndex, blockIndex, type BlockId } from '../../../engine/richard-iii/data';
import { legalActions } from '../../../engine/richard-iii/rules';
import { MOVED_LAND, MOVED_SEA, OTHER, RECRUITED, STILL, type State } from '../../../engine/richard-iii/types';
import { battleState } from '../battle/helpers';
import { bareMap } from './helpers';
import { cardWith, must, put, scenarioState, startActionPhaseFor, type Where } from '../position';

/** Wars of the Roses (Lancaster holds the throne: York is the Pretender's side, the Rebel fights for York), every block out of play. */
const bare = (): State => bareMap();

function place(s: State, id: BlockId, where: Where, opts: { steps?: number; moved?: number; down?: boolean } = {}) {
  put(s, id, where, opts.steps);
  const b = blockIndex(id);
  s.moved[b] = opts.moved ?? STILL;
  s.down[b] = opts.down ?? false;
}

/** The public shape of a block entry (what a hidden block may carry). */
const shape = (v: BlockView) => [v.key, v.side, v.colour, v.place, v.down, v.moved];

describe('3.0 the block list', () => {
  test('own blocks are named with their strength; enemy blocks on the map show only side, colour, area and whether they moved', () => {
    const s = bare();
    place(s, 'l-oxford', 'kent', { steps: 2, moved: MOVED_LAND });
    place(s, 'y-norfolk', 'essex', { steps: 3, moved: MOVED_SEA });
    const lan = makeView(s, 'lancaster');
    expect(lan.blocks).toEqual([
      {
        key: 'l-oxford',
        id: 'l-oxford',
        side: 'lancaster',
        colour: 'lancaster',
        place: 'kent',
        down: false,
        moved: true,
        movedBy: 'land',
        steps: 2,
        maxSteps: 3,
        rating: 'A2',
        name: 'Oxford',
      },
      {
        key: 'hidden:york:essex:0',
        id: null,
        side: 'york',
        colour: 'york',
        place: 'essex',
        down: false,
        moved: true,
        movedBy: null,
        steps: null,
        maxSteps: null,
        rating: null,
        name: null,
      },
    ]);
    const york = makeView(s, 'york');
    expect(york.blocks.map((b) => [b.key, b.id, b.steps, b.maxSteps, b.rating, b.moved, b.movedBy])).toEqual([
      ['y-norfolk', 'y-norfolk', 3, 4, 'B2', true, 'sea'],
      ['hidden:lancaster:kent:0', null, null, null, null, true, null],
    ]);
  });

  test('hidden blocks are sorted by area, then colour, then unmoved before moved, and keyed by an ordinal per side and area', () => {
    const s = bare();
    // Block order (index) is deliberately the reverse of the public order in each comparison.
    place(s, 'y-hastings', 'kent', { moved: MOVED_LAND }); // index 6
    place(s, 'y-suffolk', 'essex'); // index 9, area 'essex' < 'kent'
    place(s, 'y-norfolk', 'kent'); // index 10: unmoved sorts before the moved Hastings
    place(s, 'rebel', 'kent', { moved: RECRUITED }); // last index; colour 'rebel' < 'york'
    place(s, 'l-oxford', 'kent');
    const v = makeView(s, 'lancaster');
    expect(v.blocks.map(shape)).toEqual([
      ['l-oxford', 'lancaster', 'lancaster', 'kent', false, false],
      ['hidden:york:essex:0', 'york', 'york', 'essex', false, false],
      ['hidden:york:kent:0', 'york', 'rebel', 'kent', false, true],
      ['hidden:york:kent:1', 'york', 'york', 'kent', false, false],
      ['hidden:york:kent:2', 'york', 'york', 'kent', false, true],
    ]);
    // The owner sees the same blocks by name, in block order.
    expect(makeView(s, 'york').blocks.map((b) => b.key)).toEqual([
      'y-hastings',
      'y-suffolk',
      'y-norfolk',
      'rebel',
      'hidden:lancaster:kent:0',
    ]);
  });

  test('hidden blocks in two areas: the ordinal restarts in each area and for each side', () => {
    const s = bare();
    place(s, 'y-essex', 'sussex');
    place(s, 'y-hastings', 'kent');
    place(s, 'y-suffolk', 'sussex', { moved: MOVED_LAND });
    place(s, 'y-norfolk', 'kent', { moved: MOVED_LAND });
    const v = makeView(s, 'lancaster');
    expect(v.blocks.map(shape)).toEqual([
      ['hidden:york:kent:0', 'york', 'york', 'kent', false, false],
      ['hidden:york:kent:1', 'york', 'york', 'kent', false, true],
      ['hidden:york:sussex:0', 'york', 'york', 'sussex', false, false],
      ['hidden:york:sussex:1', 'york', 'york', 'sussex', false, true],
    ]);
    // The table (viewer null) sees both sides' blocks hidden.
    place(s, 'l-oxford', 'kent');
    expect(makeView(s, null).blocks.map((b) => b.key)).toEqual([
      'hidden:lancaster:kent:0',
      'hidden:york:kent:0',
      'hidden:york:kent:1',
      'hidden:york:sussex:0',
      'hidden:york:sussex:1',
    ]);
  });

  test('off the map: own pool, minors and dead are listed; of the enemy only the dead and this campaign’s face-down losses', () => {
    const s = bare();
    place(s, 'l-oxford', 'pool');
    place(s, 'l-pembroke', 'pool', { down: true });
    place(s, 'l-richmond', 'minor');
    place(s, 'l-devon', 'dead');
    place(s, 'y-essex', 'pool'); // an enemy block in the pool, face up: unseen
    place(s, 'y-rutland', 'minor'); // an enemy minor: unseen
    place(s, 'y-hastings', 'pool', { steps: 0, down: true }); // lost this campaign: seen by both
    place(s, 'y-herbert', 'dead', { steps: 0 });
    place(s, 'y-calais-mercenary', 'pool', { steps: 0, down: true }); // 6.85: waits face down at home, Calais
    const v = makeView(s, 'lancaster');
    expect(v.blocks.map((b) => [b.key, b.id, b.place, b.down, b.steps])).toEqual(
      [
        ['y-hastings', 'y-hastings', 'pool', true, 0],
        ['y-herbert', 'y-herbert', 'dead', false, 0],
        ['y-calais-mercenary', 'y-calais-mercenary', 'calais', true, 0],
        ['l-richmond', 'l-richmond', 'minor', false, 3],
        ['l-pembroke', 'l-pembroke', 'pool', true, 3],
        ['l-devon', 'l-devon', 'dead', false, 2],
        ['l-oxford', 'l-oxford', 'pool', false, 3],
      ].sort((x, y) => blockIndex(x[0] as BlockId) - blockIndex(y[0] as BlockId)),
    );
    // York sees its own pool and minor, and of Lancaster's only the face-down and the dead.
    expect(makeView(s, 'york').blocks.map((b) => [b.key, b.place])).toEqual(
      [
        ['y-rutland', 'minor'],
        ['y-essex', 'pool'],
        ['y-hastings', 'pool'],
        ['y-herbert', 'dead'],
        ['y-calais-mercenary', 'calais'],
        ['l-devon', 'dead'],
        ['l-pembroke', 'pool'],
      ].sort((x, y) => blockIndex(x[0] as BlockId) - blockIndex(y[0] as BlockId)),
    );
  });

  test('the out-of-play version of a two-version noble is not listed, even to its owner', () => {
    const s = bare();
    place(s, 'y-warwick', 'kent'); // l-warwick goes to 'other-side'
    expect(s.loc[blockIndex('l-warwick')]).toBe(OTHER);
    expect(makeView(s, 'lancaster').blocks.map((b) => b.key)).toEqual(['hidden:york:kent:0']);
    expect(makeView(s, 'york').blocks.map((b) => b.key)).toEqual(['y-warwick']);
  });

  test('a face-down block on the map is still hidden from the enemy and shown down', () => {
    const s = bare();
    place(s, 'y-essex', 'kent', { down: true });
    expect(makeView(s, 'lancaster').blocks.map(shape)).toEqual([
      ['hidden:york:kent:0', 'york', 'york', 'kent', true, false],
    ]);
  });

  test('6.1 blocks in the battle being fought are revealed to both sides; a reserve only once it arrives (A13)', () => {
    const s = battleState({
      area: 'kent',
      attacker: 'york',
      main: { from: 'sussex', blocks: ['y-norfolk'] },
      reserves: [{ from: 'middlesex', blocks: ['y-suffolk'] }],
      defenders: ['l-oxford'],
      elsewhere: [['y-hastings', 'sussex']],
    });
    must(s, 'york', { t: 'battle', area: 'kent' });
    expect(s.battle).not.toBeNull();
    s.moved[blockIndex('y-norfolk')] = MOVED_LAND;
    const lan = makeView(s, 'lancaster');
    const named = lan.blocks.filter((b) => b.id !== null).map((b) => [b.id, b.place, b.steps]);
    expect(named).toContainEqual(['y-norfolk', 'kent', 4]);
    expect(named).toContainEqual(['l-oxford', 'kent', 3]);
    expect(named.map((n) => n[0])).not.toContain('y-suffolk');
    expect(named.map((n) => n[0])).not.toContain('y-hastings');
    const hiddenYork = lan.blocks.filter((b) => b.id === null && b.side === 'york').map((b) => b.key);
    expect(hiddenYork).toEqual(['hidden:york:kent:0', 'hidden:york:sussex:0']);
    // Named in battle, an enemy block still shows only that it moved, not how (3.0): the own one says how.
    expect(lan.blocks.find((b) => b.id === 'y-norfolk')).toMatchObject({ moved: true, movedBy: null });
    expect(makeView(s, 'york').blocks.find((b) => b.id === 'y-norfolk')).toMatchObject({
      moved: true,
      movedBy: 'land',
    });
    // The table sees the battle's revealed blocks too.
    const table = makeView(s, null);
    expect(table.blocks.filter((b) => b.id !== null).map((b) => b.id)).toEqual(
      expect.arrayContaining(['y-norfolk', 'l-oxford']),
    );
    expect(table.blocks.find((b) => b.id === 'y-suffolk')).toBeUndefined();
  });

  test('Kingmaker: the captive Henry VI is named to both sides wherever he is held', () => {
    const s = scenarioState('kingmaker');
    expect(s.prisoner).toBe(blockIndex('l-henry-vi'));
    for (const viewer of ['york', 'lancaster', null] as const) {
      const v = makeView(s, viewer);
      const henry = v.blocks.find((b) => b.id === 'l-henry-vi');
      expect(henry).toMatchObject({ key: 'l-henry-vi', place: 'middlesex', steps: 4, name: 'Henry VI' });
      // …and as the prisoner (he holds nothing: the page leaves him out of area control).
      expect(v.prisoner).toBe('l-henry-vi');
    }
    // Rescued (or in any other scenario) there is no prisoner.
    s.prisoner = -1;
    expect(makeView(s, 'york').prisoner).toBeNull();
    expect(makeView(scenarioState('wars-of-the-roses'), 'lancaster').prisoner).toBeNull();
  });

  test('a revealed view (a finished game looked back at) names every block on the map', () => {
    const s = bare();
    place(s, 'y-norfolk', 'essex', { steps: 3, moved: RECRUITED });
    place(s, 'l-oxford', 'kent');
    const v = makeView(s, null, true);
    expect(v.blocks.map((b) => [b.key, b.id, b.steps, b.movedBy])).toEqual([
      ['y-norfolk', 'y-norfolk', 3, 'recruit'],
      ['l-oxford', 'l-oxford', 3, 'still'],
    ]);
  });
});

describe('3.0 cards and hands', () => {
  const four = cardWith(4);
  const three = cardWith(3);

  test('your own hand card by card, the enemy’s only as a count; the table sees no hand', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    s.hands.lancaster = [four, three];
    s.hands.york = [cardWith(2), cardWith(1, 'surprise'), cardWith(0, 'plague')];
    const lan = makeView(s, 'lancaster');
    expect(lan.hand).toEqual([
      { card: four, ap: 4, event: null },
      { card: three, ap: 3, event: null },
    ]);
    expect(lan.handCount).toEqual({ lancaster: 2, york: 3 });
    expect(makeView(s, 'york').hand).toEqual([
      { card: cardWith(2), ap: 2, event: null },
      { card: cardWith(1, 'surprise'), ap: 1, event: 'surprise' },
      { card: cardWith(0, 'plague'), ap: 0, event: 'plague' },
    ]);
    const table = makeView(s, null);
    expect(table.hand).toEqual([]);
    expect('hands' in table).toBe(false);
    expect('hands' in lan).toBe(false);
  });

  test('1.1 a played card stays secret from the opponent (and the table) until both are chosen; Player 1 is shown only then', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    s.step = { k: 'card' };
    s.played = { lancaster: -1, york: four };
    s.p1 = 'lancaster';
    expect(makeView(s, 'york').played).toEqual({ lancaster: null, york: { card: four, ap: 4, event: null } });
    expect(makeView(s, 'lancaster').played).toEqual({ lancaster: null, york: 'hidden' });
    expect(makeView(s, null).played).toEqual({ lancaster: null, york: 'hidden' });
    expect(makeView(s, 'york').p1).toBeNull();
    s.played.lancaster = three;
    s.played.york = -1;
    expect(makeView(s, 'york').played).toEqual({ lancaster: 'hidden', york: null });
    s.played.york = four;
    const both = { lancaster: { card: three, ap: 3, event: null }, york: { card: four, ap: 4, event: null } };
    expect(makeView(s, 'lancaster').played).toEqual(both);
    expect(makeView(s, null).played).toEqual(both);
    expect(makeView(s, 'york').p1).toBe('lancaster');
  });

  test('the revealed view shows both hands and any card chosen but unrevealed', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    s.hands.lancaster = [four];
    s.hands.york = [three, cardWith(2)];
    s.played = { lancaster: -1, york: cardWith(1, 'treason') };
    const v = makeView(s, null, true);
    expect(v.hands).toEqual({
      lancaster: [{ card: four, ap: 4, event: null }],
      york: [
        { card: three, ap: 3, event: null },
        { card: cardWith(2), ap: 2, event: null },
      ],
    });
    expect(v.played).toEqual({ lancaster: null, york: { card: cardWith(1, 'treason'), ap: 1, event: 'treason' } });
    expect(v.hand).toEqual([]);
    expect(v.legal).toEqual([]);
  });

  test('5.1 whether the mulligan was used is public', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    s.mulligan.used = true;
    expect(makeView(s, 'york').mulliganUsed).toBe(true);
    s.mulligan.used = false;
    expect(makeView(s, 'york').mulliganUsed).toBe(false);
  });
});

describe('3.0 the public record of the turn', () => {
  test('the header: scenario, counters, step, who acts, King and Pretender', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    startActionPhaseFor(s, 'york', 'york', cardWith(3));
    s.seq = 17;
    s.turn = 4;
    const v = makeView(s, 'lancaster');
    expect([v.viewer, v.scenario, v.seq, v.campaign, v.lastCampaign, v.turn, v.step]).toEqual([
      'lancaster',
      'wars-of-the-roses',
      17,
      1,
      3,
      4,
      'action',
    ]);
    expect(v.toAct).toEqual(['york']);
    expect([v.kingSide, v.king, v.pretender]).toEqual(['lancaster', 'l-henry-vi', 'y-york']);
    expect(v.outcome).toBeNull();
    // 6.81: the throne is empty until the next supply phase.
    s.king = -1;
    expect(makeView(s, 'lancaster').king).toBeNull();
    // With every York heir dead there is no Pretender.
    for (const id of ['y-york', 'y-march', 'y-rutland', 'y-clarence', 'y-gloucester'] as const) put(s, id, 'dead');
    expect(makeView(s, 'lancaster').pretender).toBeNull();
  });

  test('the acting player’s phase: AP, event, activated areas, the Muster area and a pending free sea move', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    startActionPhaseFor(s, 'york', 'york', cardWith(0, 'muster'));
    expect(makeView(s, 'lancaster').action).toEqual({
      side: 'york',
      ap: 0,
      event: 'muster',
      activated: [],
      musterArea: null,
      freeSea: null,
    });
    s.act!.ap = 2;
    s.act!.activated = [areaIndex('kent'), areaIndex('essex')];
    s.act!.musterArea = areaIndex('middlesex');
    s.act!.freeSea = { from: areaIndex('calais'), to: areaIndex('kent') };
    expect(makeView(s, 'lancaster').action).toEqual({
      side: 'york',
      ap: 2,
      event: 'muster',
      activated: ['kent', 'essex'],
      musterArea: 'middlesex',
      freeSea: { from: 'calais', to: 'kent' },
    });
    s.act = null;
    expect(makeView(s, 'lancaster').action).toBeNull();
  });

  test('crossings, contested areas and owed heirs are copies the caller cannot write through', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    s.crossings = { lancaster: new Array<number>(BORDER_COUNT).fill(0), york: new Array<number>(BORDER_COUNT).fill(0) };
    s.crossings.york[3] = 2;
    s.crossings.lancaster[5] = 1;
    s.pendingHeirs = { lancaster: 1, york: 0 };
    s.attacks = new Array(AREA_COUNT).fill(null);
    s.attacks[areaIndex('kent')] = {
      attacker: 'york',
      attackerBorders: [1],
      defenderBorders: [],
      reserves: [],
      pinning: 0,
      defenders: [],
    };
    const v = makeView(s, 'lancaster');
    expect(v.crossings.york[3]).toBe(2);
    expect(v.crossings.lancaster[5]).toBe(1);
    expect(v.crossings.york).toHaveLength(BORDER_COUNT);
    expect(v.contested).toEqual(['kent']);
    expect(v.pendingHeirs).toEqual({ lancaster: 1, york: 0 });
    v.crossings.york[3] = 9;
    v.crossings.lancaster[5] = 9;
    v.pendingHeirs.york = 9;
    expect([s.crossings.york[3], s.crossings.lancaster[5], s.pendingHeirs.york]).toEqual([2, 1, 0]);
  });

  test('5.22 attack records name only the blocks the viewer may know; hidden defenders are listed last', () => {
    const s = bare();
    const kent = areaIndex('kent');
    place(s, 'l-oxford', 'kent');
    place(s, 'l-beaumont', 'kent');
    place(s, 'l-devon', 'dead'); // a defender since killed: named to all
    place(s, 'y-norfolk', 'kent');
    place(s, 'y-suffolk', 'kent');
    s.attacks = new Array(AREA_COUNT).fill(null);
    s.attacks[kent] = {
      attacker: 'york',
      attackerBorders: [10, 11],
      defenderBorders: [12],
      reserves: [blockIndex('y-suffolk')],
      pinning: 1,
      defenders: [blockIndex('l-oxford'), blockIndex('l-devon'), blockIndex('l-beaumont')],
      entries: [
        { block: blockIndex('y-norfolk'), border: 10 },
        { block: blockIndex('y-suffolk'), border: 11 },
      ],
    };
    expect(makeView(s, 'york').attacks).toEqual([
      {
        area: 'kent',
        attacker: 'york',
        attackerBorders: [10, 11],
        defenderBorders: [12],
        pinning: 1,
        defenders: ['l-devon', null, null],
        entries: [
          { block: 'y-norfolk', border: 10, reserve: false },
          { block: 'y-suffolk', border: 11, reserve: true },
        ],
      },
    ]);
    expect(makeView(s, 'lancaster').attacks[0]!.defenders).toEqual(['l-oxford', 'l-devon', 'l-beaumont']);
    expect(makeView(s, 'lancaster').attacks[0]!.entries).toEqual([
      { block: null, border: 10, reserve: false },
      { block: null, border: 11, reserve: true },
    ]);
    expect(makeView(s, null, true).attacks[0]!.entries.map((e) => e.block)).toEqual(['y-norfolk', 'y-suffolk']);
    // A record written before entries were kept has none.
    delete s.attacks[kent]!.entries;
    expect(makeView(s, 'york').attacks[0]!.entries).toEqual([]);
    // The view's arrays are copies.
    const v = makeView(s, 'york');
    v.attacks[0]!.attackerBorders.push(99);
    v.attacks[0]!.defenderBorders.push(99);
    expect(s.attacks[kent]!.attackerBorders).toEqual([10, 11]);
    expect(s.attacks[kent]!.defenderBorders).toEqual([12]);
  });

  test('the log: public entries and the viewer’s own private ones, as copies; the table sees only public ones', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    s.log = [
      { k: 'a', p: { n: 1 } },
      { k: 'b', s: 'york', only: 'york', p: { block: 'y-norfolk' } },
      { k: 'c', s: 'lancaster', only: 'lancaster' },
      { k: 'd' },
    ];
    expect(makeView(s, 'york').log.map((e) => e.k)).toEqual(['a', 'b', 'd']);
    expect(makeView(s, 'lancaster').log.map((e) => e.k)).toEqual(['a', 'c', 'd']);
    expect(makeView(s, null).log.map((e) => e.k)).toEqual(['a', 'd']);
    const v = makeView(s, 'york');
    expect(v.log[0]).toEqual({ k: 'a', p: { n: 1 } });
    expect(v.log[0]).not.toBe(s.log[0]);
    v.log[0]!.k = 'changed';
    expect(s.log[0]!.k).toBe('a');
  });

  test('legal actions are the viewer’s own; the table has none; the outcome is a copy', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    startActionPhaseFor(s, 'york', 'york', cardWith(3));
    expect(makeView(s, 'york').legal).toEqual(legalActions(s, 'york'));
    expect(makeView(s, 'york').legal.length).toBeGreaterThan(1);
    expect(makeView(s, 'lancaster').legal).toEqual([]);
    expect(makeView(s, null).legal).toEqual([]);
    s.outcome = { winner: 'york', reason: 'heirs-eliminated' };
    const v = makeView(s, 'york');
    expect(v.outcome).toEqual({ winner: 'york', reason: 'heirs-eliminated' });
    expect(v.outcome).not.toBe(s.outcome);
    expect(v.toAct).toEqual([]);
  });

  test('the battle, supply and political parts are null outside their phases', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    startActionPhaseFor(s, 'york', 'york', cardWith(3));
    const v = makeView(s, 'york');
    expect([v.battle, v.supply, v.political]).toEqual([null, null, null]);
  });

  test('the battle part: each side sees its own waiting reserves; the table sees it as the Pretender’s side would, public facts only', () => {
    const s = battleState({
      area: 'kent',
      attacker: 'york',
      main: { from: 'sussex', blocks: ['y-norfolk'] },
      reserves: [{ from: 'middlesex', blocks: ['y-suffolk'] }],
      defenders: ['l-oxford'],
    });
    must(s, 'york', { t: 'battle', area: 'kent' });
    const reserves = (v: ReturnType<typeof makeView>) => {
      const att = v.battle!.sides.attacker;
      return [att.reserveCount, att.reserves.map((r) => r.id)];
    };
    expect(reserves(makeView(s, 'york'))).toEqual([1, ['y-suffolk']]);
    expect(reserves(makeView(s, 'lancaster'))).toEqual([1, []]);
    expect(reserves(makeView(s, null))).toEqual([1, []]);
    expect(makeView(s, null).battle!.area).toBe('kent');
  });
});
