/**
 * determinize(view, side, rng) at positions played by hand where the battle board, the attack
 * records and the log say more than the blocks do (fast; each test pins values a mutant of
 * determinize.ts or determinize-battle.ts changed without the older tests noticing): a defection or
 * a failed Treason-card roll while a reserve waits, treason rolls by a block, crossings of border 0
 * and a hidden regroup, a round-4 attacker with no retreat, the Rebel and two-version nobles, who
 * fills his hidden slots, a defender who sailed to Ireland (area 0), his hand after a redeal or in
 * a later campaign, and the Kingmaker-only prisoner.
 */
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../engine/core/rng';
import { actionKey } from '../../engine/richard-iii/actions';
import {
  AREAS,
  BLOCKS,
  CARDS,
  areaIndex,
  blockIndex,
  borderBetween,
  type AreaId,
  type BlockId,
  type Side,
} from '../../engine/richard-iii/data';
import { determinize, knownEnemyAreas } from '../../engine/richard-iii/determinize';
import { startBattlePhase } from '../../engine/richard-iii/battle';
import { richardIII } from '../../engine/richard-iii/module';
import { ownerOf } from '../../engine/richard-iii/state';
import {
  DEAD,
  MOVED_LAND,
  MOVED_SEA,
  OTHER,
  POOL,
  RECRUITED,
  STILL,
  type Action,
  type LogEntry,
  type State,
} from '../../engine/richard-iii/types';
import { makeView } from '../../engine/richard-iii/view';
import { battleState, HEIRS_AWAY, rigDice, type BattleSetup } from './battle/helpers';
import { cardWith, clearMap, must, put, scenarioState, startActionPhaseFor } from './position';

const TREASON = CARDS.find((c) => c.event === 'treason')!.idx;
const id = (b: number): BlockId => BLOCKS[b]!.id;
const ids = (list: readonly number[]): BlockId[] => list.map(id);
const inBlockOrder = (...list: number[]): BlockId[] => ids(list.sort((x, y) => x - y));

/** A sample of `side`'s view of `s` that shows exactly that view and leaves `side` the same legal actions. */
function sample(s: State, side: Side, seed: number): State {
  const view = makeView(s, side);
  const r = determinize(view, side, makeRng(seed));
  if (!r.ok) throw new Error(`${view.step}: ${r.error.message}`);
  expect(makeView(r.value, side)).toEqual(view);
  expect(richardIII.legalActions(r.value, side).map(actionKey)).toEqual(
    richardIII.legalActions(s, side).map(actionKey),
  );
  return r.value;
}

/**
 * A battle position whose attack record also lists who entered by which border (as play records
 * it: the main force, then each reserve group; they moved this turn), with `played` cards; the
 * battle phase started, the battle picked.
 */
function battleWithEntries(setup: BattleSetup, played: Record<Side, number>, treasonCard: Side | null = null): State {
  const s = battleState({ ...setup, start: false });
  const a = areaIndex(setup.area);
  s.attacks[a]!.defenders.sort((x, y) => x - y); // block order, as the rules record them
  const groups = [setup.main, ...(setup.reserves ?? [])];
  s.attacks[a]!.entries = groups.flatMap((g) =>
    g.blocks.map((spec) => {
      const b = blockIndex(Array.isArray(spec) ? spec[0] : spec);
      s.moved[b] = MOVED_LAND;
      return { block: b, border: borderBetween(areaIndex(g.from), a) };
    }),
  );
  s.played = played;
  s.treasonCard = treasonCard;
  startBattlePhase(s);
  must(s, s.p1, { t: 'battle', area: setup.area });
  return s;
}

/** Lancaster attacks Warwick: Rivers and Beaumont from Leicester, Clifford waiting as a reserve from Oxford; York holds the Treason card. */
function treasonAtWarwick(): State {
  const s = battleWithEntries(
    {
      area: 'warwick',
      attacker: 'lancaster',
      main: { from: 'leicester', blocks: ['l-rivers', 'l-beaumont'] },
      reserves: [{ from: 'oxford', blocks: ['l-clifford'] }],
      defenders: ['y-herbert', 'y-norfolk'],
      elsewhere: HEIRS_AWAY,
    },
    { lancaster: cardWith(3), york: TREASON },
    'york',
  );
  expect(s.step).toEqual({ k: 'battle-treason', side: 'york' });
  return s;
}

describe('the Treason card rolled in round 1 while a reserve still waits (6.9, ruling A3)', () => {
  const warwick = areaIndex('warwick');

  it('Rivers defects: his record entry is Rivers gone, the waiting reserve is whoever the sample put in Warwick', () => {
    const s = treasonAtWarwick();
    rigDice(s, [2]);
    must(s, 'york', { t: 'treason-card', target: 'l-rivers' });
    expect(s.battle!.defected).toEqual([blockIndex('l-rivers'), blockIndex('y-rivers')]);
    const view = makeView(s, 'york');
    // The record names Beaumont only: Rivers has left (out of play), Clifford has not arrived.
    expect(view.attacks[0]!.entries.map((e) => [e.block, e.reserve])).toEqual([
      [null, false],
      ['l-beaumont', false],
      [null, true],
    ]);
    const waiting = new Set<BlockId>();
    for (let seed = 1; seed <= 8; seed++) {
      const det = sample(s, 'york', seed);
      const hidden = BLOCKS.flatMap((_, b) =>
        det.loc[b] === warwick && ownerOf(det, b) === 'lancaster' && b !== blockIndex('l-beaumont') ? [b] : [],
      );
      expect(hidden).toHaveLength(1);
      const reserve = hidden[0]!;
      waiting.add(id(reserve));
      const rec = det.attacks[warwick]!;
      expect(ids(rec.entries!.map((e) => e.block))).toEqual(['l-rivers', 'l-beaumont', id(reserve)]);
      expect(rec.reserves).toEqual([reserve]);
      // The battle: the defector joined once, at the end; his hidden reserve waits beside ours.
      const bs = det.battle!;
      const shown = ['y-herbert', 'y-norfolk', 'l-beaumont'].map((x) => blockIndex(x as BlockId));
      expect(ids(bs.blocks)).toEqual([...inBlockOrder(...shown, reserve), 'y-rivers']);
      expect(ids(bs.reserves)).toEqual(inBlockOrder(blockIndex('y-rivers'), reserve));
      expect(ids(bs.defected)).toEqual(['l-rivers', 'y-rivers']);
      expect(bs.events).toEqual(s.battle!.events);
      expect(bs.events[1]).toEqual({
        k: 'treason',
        side: 'york',
        roller: -1,
        target: blockIndex('l-rivers'),
        dice: [2],
        defected: true,
      });
      expect(bs.treasonUsed).toEqual([]);
    }
    expect(waiting.size).toBeGreaterThan(2);
  });

  it('Rivers stays loyal (an odd die): nobody defected, nobody joined, the record still names him', () => {
    const s = treasonAtWarwick();
    rigDice(s, [1]);
    must(s, 'york', { t: 'treason-card', target: 'l-rivers' });
    expect(s.battle!.defected).toEqual([]);
    for (let seed = 1; seed <= 4; seed++) {
      const det = sample(s, 'york', seed);
      const bs = det.battle!;
      expect(bs.defected).toEqual([]);
      expect(bs.blocks).toHaveLength(5);
      expect(ids(bs.blocks).filter((b) => !b.startsWith('l-') || b === 'l-rivers' || b === 'l-beaumont')).toEqual([
        'y-herbert',
        'y-norfolk',
        'l-beaumont',
        'l-rivers',
      ]);
      expect(det.loc[blockIndex('y-rivers')]).toBe(s.loc[blockIndex('y-rivers')]);
      expect(bs.events).toEqual(s.battle!.events);
      expect(ids(det.attacks[warwick]!.entries!.slice(0, 2).map((e) => e.block))).toEqual(['l-rivers', 'l-beaumont']);
    }
  });
});

/** Plays the battle on, each block passing (or the first legal action), until `until` returns the action to play last. */
function playUntil(s: State, until: (s: State, side: Side, legal: Action[]) => Action | undefined): void {
  for (let i = 0; i < 40; i++) {
    expect(s.step.k.startsWith('battle-')).toBe(true);
    const side = richardIII.toAct(s)[0]!;
    const legal = richardIII.legalActions(s, side);
    const last = until(s, side, legal);
    must(s, side, last ?? legal.find((a) => a.t === 'pass') ?? legal[0]!);
    if (last) return;
  }
  throw new Error('never reached');
}

describe("the Pretender's own treason roll (block 0, Richard of York) is remembered for the battle", () => {
  it('after y-york rolls, every sample has the Pretender roll used; the Treason card Lancaster declined is still his', () => {
    const s = battleWithEntries(
      {
        area: 'warwick',
        attacker: 'york',
        main: { from: 'leicester', blocks: ['y-york', 'y-herbert'] },
        defenders: ['l-rivers', 'l-beaumont'],
        elsewhere: HEIRS_AWAY.filter(([b]) => b !== 'y-york'),
      },
      { lancaster: TREASON, york: cardWith(4) },
      'lancaster',
    );
    expect(blockIndex('y-york')).toBe(0);
    // Lancaster holds the Treason card, with no target here (ruling A3): it waits for a later battle,
    // and a roll by a block is not the card's roll.
    expect([s.step.k, s.treasonCard]).toEqual(['battle-turn', 'lancaster']);
    playUntil(s, (x, _side, legal) => {
      const roll = legal.find((a) => a.t === 'treachery' && a.block === 'y-york');
      if (roll) rigDice(x, [1]);
      return roll;
    });
    expect([s.battle!.treasonUsed, s.treasonCard]).toEqual([['pretender'], 'lancaster']);
    for (const side of ['lancaster', 'york'] as const)
      for (let seed = 1; seed <= 3; seed++) {
        const det = sample(s, side, seed);
        expect([det.battle!.treasonUsed, det.treasonCard]).toEqual([['pretender'], 'lancaster']);
      }
  });
});

describe('crossings of this battle at border 0 (Cumbria–Scotland): retreats this round (A15) and the regroup', () => {
  it('Lancaster retreats one block and regroups another to Scotland: every sample counts border 0 both times', () => {
    const s = battleWithEntries(
      {
        area: 'cumbria',
        attacker: 'york',
        main: { from: 'north-yorks', blocks: ['y-herbert', 'y-norfolk'] },
        defenders: ['l-beaumont', 'l-clifford', 'l-rivers'],
        elsewhere: HEIRS_AWAY,
      },
      { lancaster: cardWith(3), york: cardWith(4) },
    );
    const border = borderBetween(areaIndex('cumbria'), areaIndex('scotland'));
    expect(border).toBe(0);
    // Round 2: Beaumont retreats to Scotland.
    playUntil(s, (_x, _side, legal) =>
      legal.find((a) => a.t === 'retreat' && a.block === 'l-beaumont' && a.to === 'scotland'),
    );
    expect(s.battle!.retreats).toEqual({ lancaster: [0], york: [] });
    for (const side of ['lancaster', 'york'] as const)
      for (let seed = 1; seed <= 3; seed++) expect(sample(s, side, seed).battle!.retreats).toEqual(s.battle!.retreats);
    // York leaves by the way he came; Lancaster wins and regroups Clifford to Scotland too.
    for (let i = 0; s.step.k !== 'battle-regroup'; i++) {
      expect(i).toBeLessThan(40);
      const side = richardIII.toAct(s)[0]!;
      const legal = richardIII.legalActions(s, side);
      const away = legal.find((a) => a.t === 'retreat' && a.to === 'north-yorks');
      must(s, side, (side === 'york' ? away : undefined) ?? legal.find((a) => a.t === 'pass') ?? legal[0]!);
    }
    must(s, 'lancaster', { t: 'regroup', block: 'l-clifford', to: 'scotland' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'lancaster' });
    expect([ids(s.battle!.regrouped), s.battle!.regroupCrossings]).toEqual([['l-clifford'], [0]]);
    for (let seed = 1; seed <= 3; seed++) {
      const bs = sample(s, 'lancaster', seed).battle!;
      expect([ids(bs.regrouped), bs.regroupCrossings]).toEqual([['l-clifford'], [0]]);
    }
  });
});

describe('a waiting reserve regrouped unseen (6.7): the private log says how it moved this turn', () => {
  it('York wins in round 1 by a defection and regroups Norfolk, who never arrived: he still moved by land', () => {
    const s = battleWithEntries(
      {
        area: 'warwick',
        attacker: 'york',
        main: { from: 'leicester', blocks: ['y-herbert'] },
        reserves: [{ from: 'oxford', blocks: ['y-norfolk'] }],
        defenders: ['l-rivers'],
        elsewhere: HEIRS_AWAY,
      },
      { lancaster: cardWith(3), york: TREASON },
      'york',
    );
    rigDice(s, [2]);
    must(s, 'york', { t: 'treason-card', target: 'l-rivers' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'york' });
    must(s, 'york', { t: 'regroup', block: 'y-norfolk', to: 'oxford' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'york' });
    // Lancaster saw someone leave, not who: York's own log names Norfolk.
    const norfolk = blockIndex('y-norfolk');
    expect(s.log.filter((e) => e.k === 'battle-regroup').map((e) => [e.only ?? 'all', e.p?.block ?? null])).toEqual([
      ['york', 'y-norfolk'],
      ['lancaster', null],
    ]);
    expect(s.moved[norfolk]).toBe(MOVED_LAND);
    for (let seed = 1; seed <= 3; seed++) {
      const det = sample(s, 'york', seed);
      expect(det.moved[norfolk]).toBe(MOVED_LAND);
      expect(ids(det.battle!.regrouped)).toEqual(['y-norfolk']);
      expect(det.battle!.regroupCrossings).toEqual([borderBetween(areaIndex('warwick'), areaIndex('oxford'))]);
    }
  });
});

describe("the enemy's hand after the mulligan and across campaigns", () => {
  const setup = (seed: number): State => {
    const r = richardIII.setup('wars-of-the-roses', seed);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('the hand he showed asking for a mulligan is gone once he redrew: later samples draw his new hand afresh', () => {
    const s = setup(325);
    must(s, 'lancaster', { t: 'mulligan', ask: true });
    must(s, 'york', { t: 'mulligan', ask: false });
    const shown = s.hands.lancaster.join();
    must(s, 'york', { t: 'redraw', redraw: false });
    expect(s.step).toEqual({ k: 'card' });
    expect(s.hands.lancaster.join()).not.toBe(shown);
    const hands = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const his = sample(s, 'york', seed).hands.lancaster;
      expect(his).toHaveLength(7);
      for (const c of his) expect(s.hands.york).not.toContain(c);
      hands.add(his.join());
    }
    expect(hands.has(shown)).toBe(false);
    expect(hands.size).toBeGreaterThan(8);
  });

  it('cards played in an earlier campaign are back in the deck: he may hold them; those of this campaign he may not', () => {
    const s = setup(1);
    // As the log of an earlier campaign would read: two cards played, then this campaign's deal.
    const earlier = s.hands.lancaster[0]!;
    const deal = s.log.findIndex((e) => e.k === 'deal');
    s.log.splice(deal, 0, { k: 'card-played', s: 'lancaster', p: { card: earlier } }, { k: 'deal' });
    const mine = new Set(s.hands.york);
    const left = CARDS.map((c) => c.idx).filter((c) => !mine.has(c));
    expect(left).toContain(earlier);
    let held = 0;
    for (let seed = 1; seed <= 40; seed++) if (sample(s, 'york', seed).hands.lancaster.includes(earlier)) held++;
    // He holds 7 of the 18 cards left: about 16 samples in 40 hold it.
    expect(held).toBeGreaterThan(5);
    expect(held).toBeLessThan(30);
    // Played this campaign (after the last deal), never.
    s.log.push({ k: 'card-played', s: 'lancaster', p: { card: earlier } });
    s.hands.lancaster = s.hands.lancaster.filter((c) => c !== earlier);
    s.hands.lancaster.push(left.find((c) => !s.hands.lancaster.includes(c) && c !== earlier)!);
    for (let seed = 1; seed <= 20; seed++) expect(sample(s, 'york', seed).hands.lancaster).not.toContain(earlier);
  });
});

describe('the Rebel and two-version nobles behind the view (4.6, 5.3)', () => {
  const rebel = blockIndex('rebel');

  it('the Rebel entering his attack unseen is the hidden entry of the record, and he stands in its area', () => {
    const s = scenarioState('wars-of-the-roses');
    clearMap(s);
    s.turn = 1;
    for (const [b, area] of [...HEIRS_AWAY, ['rebel', 'leicester'], ['l-beaumont', 'warwick']] as [BlockId, AreaId][])
      put(s, b, area);
    s.played.lancaster = cardWith(3);
    startActionPhaseFor(s, 'york', 'york', cardWith(4));
    // Lancaster holds the throne: the Rebel fights for York.
    expect(ownerOf(s, rebel)).toBe('york');
    must(s, 'york', { t: 'move', block: 'rebel', path: ['warwick'] });
    const warwick = areaIndex('warwick');
    const view = makeView(s, 'lancaster');
    expect(view.attacks.map((a) => [a.area, a.entries.map((e) => e.block), a.defenders])).toEqual([
      ['warwick', [null], ['l-beaumont']],
    ]);
    for (let seed = 1; seed <= 3; seed++) {
      const det = sample(s, 'lancaster', seed);
      expect(det.attacks[warwick]!.entries).toEqual(s.attacks[warwick]!.entries);
      expect(det.loc[rebel]).toBe(warwick);
    }
  });

  it('the Rebel seen in battle is where the board shows him, not back in the pool', () => {
    const s = battleWithEntries(
      {
        area: 'warwick',
        attacker: 'york',
        main: { from: 'leicester', blocks: ['rebel', 'y-herbert'] },
        defenders: ['l-beaumont'],
        elsewhere: HEIRS_AWAY,
      },
      { lancaster: cardWith(3), york: cardWith(4) },
    );
    expect(makeView(s, 'lancaster').blocks.find((bv) => bv.id === 'rebel')).toMatchObject({ place: 'warwick' });
    for (let seed = 1; seed <= 3; seed++) expect(sample(s, 'lancaster', seed).loc[rebel]).toBe(areaIndex('warwick'));
  });

  it('his Rebel off the map is in his pool in every sample', () => {
    const s = scenarioState('wars-of-the-roses');
    expect([ownerOf(s, rebel), s.loc[rebel]]).toEqual(['york', POOL]);
    expect(makeView(s, 'lancaster').blocks.some((bv) => bv.colour === 'rebel')).toBe(false);
    for (let seed = 1; seed <= 3; seed++) expect(sample(s, 'lancaster', seed).loc[rebel]).toBe(POOL);
  });

  it('our version of a two-version noble died: his version stays out of play in every sample', () => {
    const s = scenarioState('wars-of-the-roses');
    const ours = blockIndex('y-northumberland');
    const his = blockIndex('l-northumberland');
    expect([s.loc[his], s.loc[ours]]).toEqual([POOL, OTHER]);
    s.loc[his] = OTHER;
    s.loc[ours] = DEAD;
    for (let seed = 1; seed <= 20; seed++) expect(sample(s, 'york', seed).loc[his]).toBe(OTHER);
  });
});

describe('knownEnemyAreas with block 0 (Richard of York) and area 0 (Ireland)', () => {
  const L = (k: string, p: LogEntry['p'] = {}, s?: Side): LogEntry => ({ k, ...(s ? { s } : {}), p });
  const named = (log: LogEntry[], foe: Side) =>
    Object.fromEntries([...knownEnemyAreas(log, foe, 'lancaster')].map(([b, a]) => [id(b), AREAS[a]!.id]));

  it('Richard of York seen retreating is where he went, until he is eliminated', () => {
    const log = [
      L('battle-start', { area: 'warwick' }),
      L('battle-fire', { block: 'y-herbert' }, 'york'),
      L('battle-retreat', { block: 'y-york', to: 'leicester' }, 'york'),
    ];
    expect(blockIndex('y-york')).toBe(0);
    expect(named(log, 'york')).toEqual({ 'y-york': 'leicester', 'y-herbert': 'warwick' });
    expect(named([...log, L('eliminated', { block: 'y-york' })], 'york')).toEqual({ 'y-herbert': 'warwick' });
  });

  it('a battle in Ireland names who fought there, and an unseen retreat from it clears them', () => {
    expect(areaIndex('ireland')).toBe(0);
    const log = [L('battle-start', { area: 'ireland' }), L('battle-fire', { block: 'y-irish-mercenary' }, 'york')];
    expect(named(log, 'york')).toEqual({ 'y-irish-mercenary': 'ireland' });
    expect(named([...log, L('battle-retreat', { to: 'leicester' }, 'york')], 'york')).toEqual({});
  });
});

describe('an attacker who must retreat in round 4 and cannot (6.2, 6.6, ruling A16)', () => {
  it('the board shows him eliminated with no retreat; every sample has the same event, by block', () => {
    const s = battleWithEntries(
      {
        area: 'east-anglia',
        attacker: 'york',
        main: { from: 'rutland', blocks: ['y-herbert', 'y-norwich-levy'] },
        defenders: ['l-beaumont'],
        elsewhere: [
          ['l-henry-vi', 'middlesex'],
          ['l-somerset', 'dorset'],
          ['l-exeter', 'cornwall'],
          ['y-york', 'kent'],
          ['y-march', 'kent'],
          ['y-rutland', 'kent'],
          // Lancaster holds both ways out.
          ['l-rivers', 'rutland'],
          ['l-devon', 'essex'],
        ],
      },
      { lancaster: cardWith(3), york: cardWith(4) },
    );
    // Everyone passes until Herbert (A) is stuck in round 4; Beaumont (B) acts next.
    for (let i = 0; !s.battle!.events.some((e) => e.k === 'no-retreat'); i++) {
      expect(i).toBeLessThan(40);
      const side = richardIII.toAct(s)[0]!;
      must(
        s,
        side,
        richardIII.legalActions(s, side).find((a) => a.t === 'pass')!,
      );
    }
    const herbert = blockIndex('y-herbert');
    expect([s.battle!.round, s.step, s.battle!.events.at(-1)]).toEqual([
      4,
      { k: 'battle-turn', side: 'lancaster' },
      { k: 'no-retreat', block: herbert },
    ]);
    for (const side of ['lancaster', 'york'] as const)
      for (let seed = 1; seed <= 2; seed++) {
        // (Not in `acted`: only blocks on the board are read back, and he has left it.)
        const det = sample(s, side, seed);
        expect(det.battle!.events).toEqual(s.battle!.events);
        expect(det.loc[herbert]).toBe(s.loc[herbert]);
      }
  });
});

describe('how his hidden block moved, when we moved into the same area first', () => {
  it('our sea move into Lincoln, then his land move there: his block came by land in every sample', () => {
    const s = scenarioState('wars-of-the-roses');
    clearMap(s);
    s.turn = 1;
    for (const [b, area] of [...HEIRS_AWAY, ['y-herbert', 'east-yorks'], ['l-beaumont', 'south-yorks']] as [
      BlockId,
      AreaId,
    ][])
      put(s, b, area);
    s.played.lancaster = cardWith(3);
    startActionPhaseFor(s, 'york', 'york', cardWith(4));
    must(s, 'york', { t: 'sea', block: 'y-herbert', to: 'lincoln' });
    must(s, 'york', { t: 'end' });
    must(s, 'lancaster', { t: 'move', block: 'l-beaumont', path: ['lincoln'] });
    const lincoln = areaIndex('lincoln');
    const beaumont = blockIndex('l-beaumont');
    expect([s.loc[beaumont], s.moved[beaumont]]).toEqual([lincoln, MOVED_LAND]);
    for (let seed = 1; seed <= 4; seed++) {
      const det = sample(s, 'york', seed);
      const his = BLOCKS.flatMap((_, b) => (det.loc[b] === lincoln && ownerOf(det, b) === 'lancaster' ? [b] : []));
      expect(his.map((b) => det.moved[b])).toEqual([MOVED_LAND]);
      expect(det.moved[blockIndex('y-herbert')]).toBe(s.moved[blockIndex('y-herbert')]);
    }
  });
});

describe('filling his hidden slots: what we saw first, then the blocks that must be on the board', () => {
  /** York acts in the action phase; Lancaster's view is sampled. `york` places York's blocks. */
  const position = (york: [BlockId, AreaId][], lancaster: [BlockId, AreaId][]): State => {
    const s = scenarioState('wars-of-the-roses');
    clearMap(s);
    s.turn = 1;
    for (const [b, area] of [...york, ...lancaster]) put(s, b, area);
    s.played.lancaster = cardWith(3);
    startActionPhaseFor(s, 'york', 'york', cardWith(4));
    return s;
  };

  it('Richard of York (block 0) and Herbert, both seen in an earlier battle at Warwick, both stand there', () => {
    const s = position(
      [
        ['y-york', 'warwick'],
        ['y-herbert', 'warwick'],
        ['y-march', 'kent'],
        ['y-rutland', 'kent'],
      ],
      HEIRS_AWAY.filter(([b]) => b.startsWith('l-')),
    );
    s.log.push(
      { k: 'battle-start', p: { area: 'warwick' } },
      { k: 'battle-fire', s: 'york', p: { block: 'y-york' } },
      { k: 'battle-fire', s: 'york', p: { block: 'y-herbert' } },
      { k: 'battle-end', p: { area: 'warwick' } },
    );
    const warwick = areaIndex('warwick');
    for (let seed = 1; seed <= 4; seed++) {
      const det = sample(s, 'lancaster', seed);
      expect([det.loc[blockIndex('y-york')], det.loc[blockIndex('y-herbert')]]).toEqual([warwick, warwick]);
    }
  });

  it('a block remembered where no hidden slot of his is left is ignored, not an error', () => {
    const s = position(
      HEIRS_AWAY.filter(([b]) => b.startsWith('y-')),
      HEIRS_AWAY.filter(([b]) => b.startsWith('l-')),
    );
    // Rivers was seen at Warwick; nothing of Lancaster's stands there now.
    s.log.push(
      { k: 'battle-start', p: { area: 'warwick' } },
      { k: 'battle-fire', s: 'lancaster', p: { block: 'l-rivers' } },
      { k: 'battle-end', p: { area: 'warwick' } },
    );
    expect(knownEnemyAreas(s.log, 'lancaster', s.kingSide).get(blockIndex('l-rivers'))).toBe(areaIndex('warwick'));
    for (let seed = 1; seed <= 3; seed++) expect(sample(s, 'york', seed).loc[blockIndex('l-rivers')]).toBe(POOL);
  });

  it('the King and his adult heirs never take the slot of a block recruited this turn (heirs are never recruited)', () => {
    const s = position(
      HEIRS_AWAY.filter(([b]) => b.startsWith('y-')),
      [...HEIRS_AWAY.filter(([b]) => b.startsWith('l-')), ['l-beaumont', 'warwick']],
    );
    // Lancaster, Player 2, recruits Northumberland (his face-down slot is public, not its name).
    must(s, 'york', { t: 'end' });
    s.played.lancaster = cardWith(3);
    const recruit = richardIII.legalActions(s, 'lancaster').find((a) => a.t === 'recruit')!;
    must(s, 'lancaster', recruit);
    const recruited = BLOCKS.flatMap((_, b) => (s.moved[b] === RECRUITED ? [b] : []));
    expect(recruited).toHaveLength(1);
    for (let seed = 1; seed <= 30; seed++) {
      const det = sample(s, 'york', seed);
      const inRecruitSlot = BLOCKS.flatMap((_, b) =>
        det.moved[b] === RECRUITED && ownerOf(det, b) === 'lancaster' ? [b] : [],
      );
      expect(inRecruitSlot).toHaveLength(1);
      expect(BLOCKS[inRecruitSlot[0]!]!.kind).not.toBe('heir');
      for (const b of ['l-henry-vi', 'l-somerset', 'l-exeter'] as BlockId[])
        expect([b, det.loc[blockIndex(b)]! >= 0, det.moved[blockIndex(b)]]).toEqual([b, true, STILL]);
    }
  });
});

describe('an unpinned defender who sailed away to Ireland (area 0)', () => {
  it('the hidden defender who left Chester is the York block now in Ireland, moved by sea', () => {
    const s = scenarioState('wars-of-the-roses');
    clearMap(s);
    s.turn = 1;
    for (const [b, area] of [
      ...HEIRS_AWAY,
      ['y-herbert', 'chester'],
      ['y-norfolk', 'chester'],
      ['l-beaumont', 'lancaster'],
    ] as [BlockId, AreaId][])
      put(s, b, area);
    s.played.york = cardWith(3);
    startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(4));
    must(s, 'lancaster', { t: 'move', block: 'l-beaumont', path: ['chester'] });
    must(s, 'lancaster', { t: 'end' });
    // One attacker pins one defender (5.4): Norfolk may sail.
    must(s, 'york', { t: 'sea', block: 'y-norfolk', to: 'ireland' });
    const chester = areaIndex('chester');
    expect(areaIndex('ireland')).toBe(0);
    expect(makeView(s, 'lancaster').attacks.map((a) => [a.area, a.defenders])).toEqual([['chester', [null, null]]]);
    for (let seed = 1; seed <= 3; seed++) {
      const det = sample(s, 'lancaster', seed);
      const defenders = det.attacks[chester]!.defenders;
      expect(defenders.map((b) => [det.loc[b], det.moved[b]]).sort()).toEqual(
        [
          [chester, STILL],
          [0, MOVED_SEA],
        ].sort(),
      );
    }
  });
});

describe('Henry VI in London is a prisoner only in Kingmaker (its special rule), not after a usurpation elsewhere', () => {
  it('Wars of the Roses with York on the throne and Henry VI in Middlesex: no prisoner in any sample', () => {
    const s = scenarioState('wars-of-the-roses');
    const henry = blockIndex('l-henry-vi');
    put(s, 'l-henry-vi', 'middlesex');
    s.kingSide = 'york';
    s.king = blockIndex('y-york');
    put(s, 'y-york', 'kent');
    expect(s.prisoner).toBe(-1);
    for (const side of ['lancaster', 'york'] as const)
      for (let seed = 1; seed <= 2; seed++) {
        const det = sample(s, side, seed);
        // (York does not see who stands in Middlesex: his sample may put Henry anywhere.)
        if (side === 'lancaster') expect(det.loc[henry]).toBe(areaIndex('middlesex'));
        expect(det.prisoner).toBe(-1);
      }
  });
});
