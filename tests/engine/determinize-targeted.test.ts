/**
 * determinize(view, side, rng) at fixed positions (fast; the property tests over long seeded games
 * in determinize.test.ts stay out of the mutation run): a sample shows exactly the input view,
 * keeps every known thing exactly as it is, draws the hidden parts only from what the view allows,
 * and carries a fresh RNG.
 */
import { describe, expect, it } from 'vitest';
import { makeRng, nextInt } from '../../engine/core/rng';
import { randomLegalAction } from '../../engine/core/random-action';
import { handAp, MULLIGAN_MAX_AP } from '../../engine/richard-iii/cards';
import {
  AREAS,
  BLOCKS,
  CARDS,
  REBEL,
  areaIndex,
  blockIndex,
  otherSide,
  borderBetween,
  type AreaId,
  type BlockId,
  type Side,
} from '../../engine/richard-iii/data';
import {
  SAMPLED_STEPS,
  determinize,
  enemyStrengths,
  knownEnemyAreas,
  possibleEnemyAreas,
} from '../../engine/richard-iii/determinize';
import { richardIII } from '../../engine/richard-iii/module';
import { ownerOf } from '../../engine/richard-iii/state';
import {
  DEAD,
  MINOR,
  MOVED_LAND,
  OTHER,
  POOL,
  RECRUITED,
  STILL,
  type Action,
  type LogEntry,
  type State,
} from '../../engine/richard-iii/types';
import { makeView, type RichardView } from '../../engine/richard-iii/view';
import { battleState, HEIRS_AWAY } from './battle/helpers';
import { leftTheBattle } from '../../engine/richard-iii/determinize-battle';
import type { BattleView } from '../../engine/richard-iii/battle/types';
import { must } from './position';

function draw(view: RichardView, side: Side, seed: number): State {
  const r = determinize(view, side, makeRng(seed));
  if (!r.ok) throw new Error(`${view.step} seq ${view.seq}: ${r.error.message}`);
  return r.value;
}

/** Cards `side` cannot hold: its enemy's hand and every card played face up this campaign. */
function cardsPlayedThisCampaign(s: State): number[] {
  let from = 0;
  s.log.forEach((e, i) => {
    if (e.k === 'deal') from = i;
  });
  return s.log.slice(from).flatMap((e) => (e.k === 'card-played' && typeof e.p?.card === 'number' ? [e.p.card] : []));
}

/**
 * A sample drawn from `side`'s view of `s`, checked against the truth: the same view; what the
 * view names exactly as it is; the hidden enemy blocks in the slots the view shows, at a strength
 * they can have; the enemy's hand of the right size from the cards he can hold; a fresh RNG.
 */
function checkAgainstTruth(s: State, side: Side, seed: number): State {
  const view = makeView(s, side);
  const det = draw(view, side, seed);
  const foe = otherSide(side);
  expect(makeView(det, side)).toEqual(view);
  // Public scalars and bookkeeping, kept.
  expect({
    seq: det.seq,
    campaign: det.campaign,
    lastCampaign: det.lastCampaign,
    firstCampaign: det.firstCampaign,
    turn: det.turn,
    kingSide: det.kingSide,
    king: det.king,
    scenario: det.scenario,
    v: det.v,
    step: det.step,
    p1: det.p1,
    prisoner: det.prisoner,
    crossings: det.crossings,
    pendingHeirs: det.pendingHeirs,
    used: det.mulligan.used,
    act: det.act,
    treasonCard: det.treasonCard,
    outcome: det.outcome,
  }).toEqual({
    seq: s.seq,
    campaign: s.campaign,
    lastCampaign: s.lastCampaign,
    firstCampaign: s.firstCampaign,
    turn: s.turn,
    kingSide: s.kingSide,
    king: s.king,
    scenario: s.scenario,
    v: s.v,
    step: s.step,
    p1: s.p1,
    prisoner: s.prisoner,
    crossings: s.crossings,
    pendingHeirs: s.pendingHeirs,
    used: s.mulligan.used,
    act: s.act,
    treasonCard: s.treasonCard,
    outcome: null,
  });
  expect(det.log).toEqual(view.log);
  expect(det.supply).toBeNull();
  expect(det.political).toBeNull();
  // The RNG is fresh: neither the real one nor the real seed.
  expect(det.seed).toBe(0);
  expect(det.rng).not.toEqual(s.rng);
  // Our blocks and every block the view names: exactly as they are.
  const named = new Set(view.blocks.flatMap((bv) => (bv.id ? [blockIndex(bv.id)] : [])));
  for (let b = 0; b < BLOCKS.length; b++) {
    const id = BLOCKS[b]!.id;
    if (ownerOf(s, b) === side) {
      expect([id, det.loc[b], det.steps[b], det.down[b], det.moved[b]]).toEqual([
        id,
        s.loc[b],
        s.steps[b],
        s.down[b],
        s.moved[b],
      ]);
    } else if (named.has(b)) {
      expect([id, det.loc[b], det.steps[b], det.down[b], det.moved[b] !== STILL]).toEqual([
        id,
        s.loc[b],
        s.steps[b],
        s.down[b],
        s.moved[b] !== STILL,
      ]);
    } else if (det.loc[b]! >= 0) {
      // A hidden enemy block: in a slot the view shows, at a strength it can have.
      expect(ownerOf(det, b)).toBe(foe);
      expect(det.steps[b]).toBeGreaterThanOrEqual(1);
      expect(det.steps[b]).toBeLessThanOrEqual(BLOCKS[b]!.steps);
    }
  }
  // How hidden enemy blocks moved, per area: as the public log of his moves tells.
  const hows = (x: State) => {
    const out: string[] = [];
    for (let b = 0; b < BLOCKS.length; b++)
      if (!named.has(b) && x.loc[b]! >= 0 && ownerOf(x, b) === foe) out.push(`${x.loc[b]}:${x.moved[b]}`);
    return out.sort();
  };
  expect(hows(det)).toEqual(hows(s));
  for (let b = 0; b < BLOCKS.length; b++) {
    if (named.has(b) || det.loc[b]! < 0 || ownerOf(det, b) !== foe) continue;
    // Heirs are never recruited; the Rebel never moves by sea nor is recruited (5.3).
    if (BLOCKS[b]!.kind === 'heir') expect(det.moved[b]).not.toBe(RECRUITED);
    if (b === REBEL) expect([STILL, MOVED_LAND]).toContain(det.moved[b]);
  }
  // Attack records: the same shape, hidden blocks filled in.
  expect(
    det.attacks.map(
      (a) =>
        a && {
          ...a,
          defenders: a.defenders.length,
          entries: a.entries?.map((e) => e.border),
          reserves: a.reserves.length,
        },
    ),
  ).toEqual(
    s.attacks.map(
      (a) =>
        a && {
          ...a,
          defenders: a.defenders.length,
          entries: a.entries?.map((e) => e.border),
          reserves: a.reserves.length,
        },
    ),
  );
  // Who the hidden blocks of an attack record are: enemy blocks, each once; those that entered
  // and still stand there moved this turn; reserves are entries.
  const inBattle = (a: number, b: number) => s.battle?.area === a && s.battle.blocks.includes(b);
  det.attacks.forEach((rec, a) => {
    if (!rec) return;
    const entered = (rec.entries ?? []).map((e) => e.block);
    const all = [...entered, ...rec.defenders];
    expect(new Set(all).size).toBe(all.length);
    for (const b of rec.reserves) expect(entered).toContain(b);
    for (const b of all) {
      if (named.has(b) || ownerOf(det, b) === side) continue;
      expect(ownerOf(det, b)).toBe(foe);
      if (entered.includes(b) && det.loc[b] === a) expect(det.moved[b]).not.toBe(STILL);
      // A hidden defender stands there, moved away unpinned, or left the battle.
      if (!entered.includes(b)) expect(det.loc[b] === a || det.moved[b] !== STILL || inBattle(a, b)).toBe(true);
    }
  });
  // Where each hidden block of a record is now (still in the area or gone) is as in the truth:
  // entries one by one (a waiting reserve is still there), defenders as a set.
  const whereNow = (x: State, a: number, list: number[]) =>
    list.map((b) => (named.has(b) || ownerOf(x, b) === side ? BLOCKS[b]!.id : x.loc[b] === a ? 'here' : 'gone'));
  det.attacks.forEach((rec, a) => {
    if (!rec) return;
    const truth = s.attacks[a]!;
    const entered = (x: NonNullable<typeof rec>) => (x.entries ?? []).map((e) => e.block);
    expect(whereNow(det, a, entered(rec))).toEqual(whereNow(s, a, entered(truth)));
    expect(whereNow(det, a, rec.defenders).sort()).toEqual(whereNow(s, a, truth.defenders).sort());
    expect(rec.defenders).toEqual([...rec.defenders].sort((x, y) => x - y));
    expect(rec.reserves.map((b) => entered(rec).indexOf(b))).toEqual(
      truth.reserves.map((b) => entered(truth).indexOf(b)),
    );
  });
  // What we remember seeing (public events) is where every sample puts the block.
  for (const [b, area] of knownEnemyAreas(view.log, foe, view.kingSide))
    if (!named.has(b) && s.loc[b] === area) expect(det.loc[b], BLOCKS[b]!.id).toBe(area);
  // The battle being fought: everything but who the hidden reserves are, as it is.
  // (Blocks that have left the battle are no longer on its board: the sample knows only those there.)
  const here = (x: State, list: number[]) => list.filter((b) => x.loc[b] === x.battle!.area);
  const battleShape = (x: State) =>
    x.battle && {
      ...x.battle,
      blocks: here(x, x.battle.blocks).length,
      acted: here(x, x.battle.acted).sort((a, b) => a - b), // (a set: the order they acted in is not shown)
      reserves: here(x, x.battle.reserves).length,
      attack: {
        ...x.battle.attack,
        defenders: x.battle.attack.defenders.length,
        reserves: x.battle.attack.reserves.length,
        entries: x.battle.attack.entries?.length,
      },
    };
  expect(battleShape(det)).toEqual(battleShape(s));
  if (det.battle && s.battle) {
    const shown = (x: State, list: number[]) => here(x, list).filter((b) => named.has(b) || ownerOf(s, b) === side);
    expect(shown(det, det.battle.reserves)).toEqual(shown(s, s.battle.reserves));
    expect(shown(det, det.battle.blocks)).toEqual(shown(s, s.battle.blocks));
  }
  // Hands: ours as it is; his of the same size, from the cards he can hold, sorted.
  expect(det.hands[side]).toEqual(s.hands[side]);
  const his = det.hands[foe];
  expect(his).toHaveLength(s.hands[foe].length);
  expect(his).toEqual([...his].sort((a, b) => a - b));
  expect(new Set(his).size).toBe(his.length);
  const cannot = new Set([...s.hands[side], ...cardsPlayedThisCampaign(s)]);
  if (det.played[side] >= 0) cannot.add(det.played[side]);
  for (const c of his) expect(cannot.has(c)).toBe(false);
  expect(det.played[side]).toBe(s.played[side]);
  expect(det.played[foe] >= 0).toBe(s.played[foe] >= 0);
  if (det.played[foe] >= 0) {
    expect(his).not.toContain(det.played[foe]);
    expect(cannot.has(det.played[foe]) && det.played[foe] !== s.played[foe]).toBe(false);
  }
  return det;
}

function setup(scenario: string, seed: number): State {
  const r = richardIII.setup(scenario, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function play(s: State, side: Side, a: Action): void {
  const r = richardIII.play(s, side, a);
  if (!r.ok) throw new Error(r.error.message);
}

/**
 * Checks a sample against the truth along the first `actions` of a seeded game: at every battle
 * and mulligan decision, and every third other one (to stay fast); returns the steps met.
 */
function walk(scenario: string, seed: number, actions: number): Set<string> {
  const s = setup(scenario, seed);
  const rng = makeRng(seed ^ 0x5eed);
  const steps = new Set<string>();
  for (let i = 0; i < actions; i++) {
    const k = s.step.k;
    if (i % 3 !== 0 && (k === 'card' || k === 'action')) {
      // skipped
    } else if (SAMPLED_STEPS.includes(k)) {
      for (const side of richardIII.toAct(s)) checkAgainstTruth(s, side, i);
      steps.add(s.step.k);
    } else {
      const side = richardIII.toAct(s)[0]!;
      const res = determinize(makeView(s, side), side, makeRng(i));
      expect(res.ok || res.error.code).toBe('determinize-unsupported');
    }
    const sides = richardIII.toAct(s);
    const who = sides[nextInt(rng, sides.length)]!;
    play(s, who, randomLegalAction(richardIII, s, who, rng)!);
  }
  return steps;
}

/** `n` samples from `side`'s view of `s`, the first three checked against the truth, every one holding hands of the right size. */
function samples(s: State, side: Side, n: number): State[] {
  const view = makeView(s, side);
  return Array.from({ length: n }, (_, i) => {
    const det = i < 3 ? checkAgainstTruth(s, side, 100 + i) : draw(view, side, 100 + i);
    expect([det.hands.lancaster.length, det.hands.york.length]).toEqual([
      s.hands.lancaster.length,
      s.hands.york.length,
    ]);
    return det;
  });
}

describe('the mulligan (5.1)', () => {
  // Seed 325: both hands are 13 AP, so both decide (in secret) whether to ask.
  it('while both decide, the enemy holds 7 cards of 13 AP or less, and neither answer is known', () => {
    const s = setup('wars-of-the-roses', 325);
    expect([s.step.k, richardIII.toAct(s)]).toEqual(['mulligan', ['lancaster', 'york']]);
    const hands = new Set<string>();
    for (const det of samples(s, 'york', 30)) {
      expect(handAp(det.hands.lancaster)).toBeLessThanOrEqual(MULLIGAN_MAX_AP);
      expect(det.mulligan.ask).toEqual({ lancaster: null, york: null });
      hands.add(det.hands.lancaster.join());
    }
    expect(hands.size).toBeGreaterThan(20);
  });

  it('once the enemy has answered in secret, his answer is a coin flip if his sampled hand may ask, else no', () => {
    // Hand-made so that the enemy's low hands are common: York holds the seven dearest cards and
    // is still deciding; Lancaster has answered.
    const s = setup('wars-of-the-roses', 325);
    const dear = [...CARDS]
      .sort((x, y) => y.ap - x.ap || x.idx - y.idx)
      .slice(0, 7)
      .map((c) => c.idx);
    s.hands.york = dear.sort((a, b) => a - b);
    s.hands.lancaster = CARDS.map((c) => c.idx)
      .filter((c) => !dear.includes(c))
      .slice(0, 7);
    s.mulligan.ask = { lancaster: true, york: null };
    const view = makeView(s, 'york');
    expect(view.toAct).toEqual(['york']);
    checkAgainstTruth(s, 'york', 1);
    const seen = { mayAsk: new Set<boolean | null>(), mayNot: new Set<boolean | null>() };
    for (let i = 0; i < 40; i++) {
      const det = draw(view, 'york', i);
      expect(det.mulligan.ask.york).toBeNull();
      (handAp(det.hands.lancaster) <= MULLIGAN_MAX_AP ? seen.mayAsk : seen.mayNot).add(det.mulligan.ask.lancaster);
    }
    expect([...seen.mayAsk].sort()).toEqual([false, true]);
    expect([...seen.mayNot]).toEqual([false]);
    // With the mulligan used, nobody may ask any more.
    view.mulliganUsed = true;
    for (let i = 0; i < 10; i++) expect(draw(view, 'york', i).mulligan.ask.lancaster).toBe(false);
  });

  it('the low hand is drawn uniformly: each card turns up as often as among all the hands he may hold', () => {
    const s = setup('wars-of-the-roses', 325);
    const view = makeView(s, 'york');
    const left = CARDS.map((c) => c.idx).filter((c) => !s.hands.york.includes(c));
    // Every 7 of the 18 cards left, totalling 13 AP or less: how often each card is among them.
    const inHands = new Map<number, number>(left.map((c) => [c, 0]));
    let hands = 0;
    const pick = (from: number, chosen: number[], ap: number) => {
      if (ap > MULLIGAN_MAX_AP) return;
      if (chosen.length === 7) {
        hands++;
        for (const c of chosen) inHands.set(c, inHands.get(c)! + 1);
        return;
      }
      for (let i = from; i < left.length; i++) pick(i + 1, [...chosen, left[i]!], ap + CARDS[left[i]!]!.ap);
    };
    pick(0, [], 0);
    expect(hands).toBeGreaterThan(0);
    const n = 300;
    const seen = new Map<number, number>(left.map((c) => [c, 0]));
    for (let i = 0; i < n; i++) for (const c of draw(view, 'york', i).hands.lancaster) seen.set(c, seen.get(c)! + 1);
    for (const c of left) {
      const p = inHands.get(c)! / hands;
      // Within five standard deviations of the exact share.
      expect(Math.abs(seen.get(c)! / n - p), `card ${c}`).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n) + 0.01);
    }
  });

  it("the side asked to reply has seen the enemy's hand: every sample holds it exactly", () => {
    const s = setup('wars-of-the-roses', 325);
    play(s, 'lancaster', { t: 'mulligan', ask: true });
    play(s, 'york', { t: 'mulligan', ask: false });
    expect(s.step).toEqual({ k: 'mulligan-reply', side: 'york' });
    for (const det of samples(s, 'york', 5)) {
      expect(det.hands.lancaster).toEqual(s.hands.lancaster);
      expect(det.mulligan.ask).toEqual({ lancaster: true, york: false });
    }
    // The asker, waiting, does not see the replier's hand.
    const hands = new Set(samples(s, 'lancaster', 10).map((det) => det.hands.york.join()));
    expect(hands.size).toBeGreaterThan(5);
  });

  // Seed 2: only Lancaster (12 AP) may ask; York (19 AP) may not.
  it("only the side that may ask decides: its sampled hand is 13 AP or less, the other's is any", () => {
    const s = setup('wars-of-the-roses', 2);
    expect([s.step.k, richardIII.toAct(s)]).toEqual(['mulligan', ['lancaster']]);
    for (const det of samples(s, 'york', 20)) {
      expect(handAp(det.hands.lancaster)).toBeLessThanOrEqual(MULLIGAN_MAX_AP);
      expect(det.mulligan.ask).toEqual({ lancaster: null, york: false });
    }
    let over = 0;
    for (const det of samples(s, 'lancaster', 20)) {
      const ap = handAp(det.hands.york);
      if (ap > MULLIGAN_MAX_AP) over++;
      expect(det.mulligan.ask.lancaster).toBeNull();
      if (ap > MULLIGAN_MAX_AP) expect(det.mulligan.ask.york).toBe(false);
    }
    expect(over).toBeGreaterThan(5);
  });
});

describe('knownEnemyAreas: what a player remembers of enemy blocks seen (3.0)', () => {
  const L = (k: string, p: LogEntry['p'] = {}, s?: Side): LogEntry => ({ k, ...(s ? { s } : {}), p });
  const named = (log: LogEntry[], foe: Side = 'lancaster', kingSide: Side = 'lancaster') =>
    Object.fromEntries([...knownEnemyAreas(log, foe, kingSide)].map(([b, a]) => [BLOCKS[b]!.id, AREAS[a]!.id]));
  const battle = (area: string, ...inside: LogEntry[]): LogEntry[] => [L('battle-start', { area }), ...inside];
  const possible = (log: LogEntry[], foe: Side = 'lancaster', kingSide: Side = 'lancaster') =>
    Object.fromEntries(
      [...possibleEnemyAreas(log, foe, kingSide)].map(([b, areas]) => [
        BLOCKS[b]!.id,
        [...areas].map((a) => AREAS[a]!.id).sort(),
      ]),
    );

  it('an enemy block named in the battle being fought (firing, hit, by, target) stood in its area', () => {
    const log = battle(
      'warwick',
      L('battle-fire', { block: 'l-rivers' }, 'lancaster'),
      L('battle-hit', { target: 'l-beaumont', by: 'y-herbert' }),
      L('battle-treason', { by: 'l-clifford', target: 'y-norfolk' }),
      L('battle-fire', { block: 'y-herbert' }, 'york'),
    );
    expect(named(log)).toEqual({ 'l-rivers': 'warwick', 'l-beaumont': 'warwick', 'l-clifford': 'warwick' });
    // York's side of the same battle, seen by Lancaster.
    expect(named(log, 'york', 'lancaster')).toEqual({ 'y-herbert': 'warwick', 'y-norfolk': 'warwick' });
  });

  it('a defector leaves with his old version and is seen with the new one, however often he turns', () => {
    const turned = (area: string, roller: string, target: string, s: Side): LogEntry[] => [
      ...battle(area, L('battle-treason', { roller, target, dice: [2], defected: true }, s)),
      L('battle-end'),
    ];
    // Henry turns Stanley in Lancaster: York's Stanley is gone; Lancaster's is there, as York sees it.
    const once = turned('lancaster', 'l-richmond', 'y-stanley', 'lancaster');
    expect(named(once, 'york', 'york')).toEqual({});
    expect(named(once, 'lancaster', 'york')).toEqual({ 'l-stanley': 'lancaster' });
    // Richard wins him back in Chester: Lancaster now knows York's Stanley is there, not in Lancaster.
    const twice = [...once, ...turned('chester', 'y-gloucester', 'l-stanley', 'york')];
    expect(named(twice, 'york', 'york')).toEqual({ 'y-stanley': 'chester' });
    expect(named(twice, 'lancaster', 'york')).toEqual({});
    // A failed roll only shows where the target stood.
    const failed = battle(
      'kent',
      L('battle-treason', { roller: 'y-gloucester', target: 'l-stanley', dice: [3], defected: false }),
    );
    expect(named(failed)).toEqual({ 'l-stanley': 'kent' });
  });

  it("a new King's place is announced (6.81), and so is Henry VI's when he is rescued (1470)", () => {
    expect(named([L('new-king', { block: 'l-somerset', area: 'cornwall' }, 'lancaster')])).toEqual({
      'l-somerset': 'cornwall',
    });
    expect(named([L('king-returns', { block: 'l-henry-vi', area: 'kent' }, 'lancaster')])).toEqual({
      'l-henry-vi': 'kent',
    });
    expect(
      named([L('prisoner-rescued', { block: 'l-henry-vi', area: 'middlesex' }, 'lancaster')], 'lancaster', 'york'),
    ).toEqual({
      'l-henry-vi': 'middlesex',
    });
    // Our own new King tells us nothing about the enemy.
    expect(named([L('new-king', { block: 'y-march', area: 'kent' }, 'york')])).toEqual({});
  });

  it('names outside a battle, or in a battle at no area, tell nothing', () => {
    expect(named([...battle('warwick'), L('battle-end'), L('battle-fire', { block: 'l-rivers' })])).toEqual({});
    expect(named([L('battle-start', { area: 'nowhere' }), L('battle-fire', { block: 'l-rivers' })])).toEqual({});
    expect(named([L('battle-fire', { block: 'l-rivers' })])).toEqual({});
    // A name that is no block is ignored.
    expect(named(battle('warwick', L('battle-fire', { block: 'nobody', target: 7 })))).toEqual({});
  });

  it('a retreat or open regroup names where the block went; an unnamed one by the enemy clears the battle area', () => {
    const seen = battle(
      'warwick',
      L('battle-fire', { block: 'l-rivers' }),
      L('battle-fire', { block: 'l-beaumont' }),
      L('battle-retreat', { block: 'l-rivers', to: 'oxford' }, 'lancaster'),
      L('battle-retreat', { block: 'y-herbert', to: 'leicester' }, 'york'),
    );
    expect(named(seen)).toEqual({ 'l-rivers': 'oxford', 'l-beaumont': 'warwick' });
    expect(named([...seen, L('battle-regroup', { block: 'l-beaumont', to: 'leicester' }, 'lancaster')])).toEqual({
      'l-rivers': 'oxford',
      'l-beaumont': 'leicester',
    });
    // Someone of his left unseen: whoever was known there may be the one.
    expect(named([...seen, L('battle-regroup', {}, 'lancaster')])).toEqual({ 'l-rivers': 'oxford' });
    expect(named([...seen, L('battle-retreat', { to: 'oxford' }, 'lancaster')])).toEqual({ 'l-rivers': 'oxford' });
    // Ours leaving unseen (to him) changes nothing we know.
    expect(named([...seen, L('battle-regroup', {}, 'york')])).toEqual({
      'l-rivers': 'oxford',
      'l-beaumont': 'warwick',
    });
    // The winner's regroup is logged after the battle's end (6.7), from the battle's area: where it
    // went, he may have gone.
    const regrouped = [...seen, L('battle-end'), L('battle-regroup', { to: 'leicester' }, 'lancaster')];
    expect(named(regrouped)).toEqual({ 'l-rivers': 'oxford' });
    expect(possible(regrouped)).toEqual({ 'l-rivers': ['oxford'], 'l-beaumont': ['leicester', 'warwick'] });
    // A retreat to no area tells nothing new.
    expect(named([...seen, L('battle-retreat', { block: 'l-beaumont', to: 'nowhere' }, 'york')])).toEqual({
      'l-rivers': 'oxford',
      'l-beaumont': 'warwick',
    });
  });

  it('lapses when the enemy could have moved the block unseen, or it was eliminated, or the campaign reset', () => {
    const seen = battle(
      'warwick',
      L('battle-fire', { block: 'l-rivers' }),
      L('battle-fire', { block: 'l-coventry-levy' }),
      L('battle-retreat', { block: 'l-beaumont', to: 'oxford' }, 'lancaster'),
      L('battle-end'),
    );
    const all = { 'l-rivers': 'warwick', 'l-coventry-levy': 'warwick', 'l-beaumont': 'oxford' };
    expect(named(seen)).toEqual(all);
    for (const k of ['move', 'sea-move', 'go-home', 'exile-to-pool']) {
      expect(named([...seen, L(k, { from: 'warwick' }, 'lancaster')]), k).toEqual({ 'l-beaumont': 'oxford' });
      expect(named([...seen, L(k, { from: 'oxford' }, 'lancaster')]), k).toEqual({
        'l-rivers': 'warwick',
        'l-coventry-levy': 'warwick',
      });
      // Our own moves, or from nowhere, change nothing.
      expect(named([...seen, L(k, { from: 'warwick' }, 'york')]), k).toEqual(all);
      expect(named([...seen, L(k, { from: 'nowhere' }, 'lancaster')]), k).toEqual(all);
    }
    expect(named([...seen, L('eliminated', { block: 'l-rivers' })])).toEqual({
      'l-coventry-levy': 'warwick',
      'l-beaumont': 'oxford',
    });
    expect(named([...seen, L('eliminated', { block: 'nobody' })])).toEqual(all);
    expect(named([...seen, L('levies-disband')])).toEqual({ 'l-rivers': 'warwick', 'l-beaumont': 'oxford' });
    // 8.1 sends bombards and mercenaries off the map too.
    const army = battle(
      'warwick',
      L('battle-fire', { block: 'l-bombard' }),
      L('battle-fire', { block: 'l-french-mercenary' }),
      L('battle-fire', { block: 'l-rivers' }),
    );
    expect(named([...army, L('battle-end'), L('levies-disband')])).toEqual({ 'l-rivers': 'warwick' });
    expect(named([...seen, L('campaign-reset')])).toEqual({});
    expect(named([...seen, L('deal')])).toEqual(all);
  });

  it('the Rebel is the enemy of the side on the throne', () => {
    const log = battle('warwick', L('battle-fire', { block: 'rebel' }));
    expect(named(log, 'lancaster', 'york')).toEqual({ rebel: 'warwick' });
    expect(named(log, 'york', 'lancaster')).toEqual({ rebel: 'warwick' });
    expect(named(log, 'lancaster', 'lancaster')).toEqual({});
    expect(named(log, 'york', 'york')).toEqual({});
  });
});

describe('knownEnemyAreas given the scenario: the setup is public (4.0)', () => {
  it('every enemy block starts where the scenario puts it, until an enemy move leaves that area', () => {
    const s = setup('richard-iii', 1);
    const known = knownEnemyAreas(makeView(s, 'lancaster').log, 'york', s.kingSide, 'richard-iii');
    const at = (id: BlockId) => AREAS[known.get(blockIndex(id))!]!.id;
    expect(at('y-gloucester')).toBe('middlesex');
    expect(at('y-stanley')).toBe('lancaster');
    expect(at('y-burgundian-mercenary')).toBe('calais');
    // Pool blocks are not on the board; his other-side versions and Lancaster's own blocks are not his.
    expect(known.has(blockIndex('y-westmoreland'))).toBe(false);
    expect(known.has(blockIndex('l-richmond'))).toBe(false);
    const moved = knownEnemyAreas(
      [{ k: 'move', s: 'york', p: { from: 'middlesex', path: ['essex'] } }],
      'york',
      s.kingSide,
      'richard-iii',
    );
    expect(moved.has(blockIndex('y-gloucester'))).toBe(false);
    expect(AREAS[moved.get(blockIndex('y-stanley'))!]!.id).toBe('lancaster');
  });
});

describe('possibleEnemyAreas: a block followed through the moves since it was seen', () => {
  const L = (k: string, p: LogEntry['p'] = {}, s?: Side): LogEntry => ({ k, ...(s ? { s } : {}), p });
  const areasOf = (log: LogEntry[], id: BlockId) =>
    [...(possibleEnemyAreas(log, 'york', 'york', 'richard-iii').get(blockIndex(id)) ?? [])]
      .map((a) => AREAS[a]!.id)
      .sort();

  it('a move out of an area where he may stand adds where it went; one he cannot be in changes nothing', () => {
    const out = [L('move', { from: 'middlesex', path: ['surrey', 'kent'] }, 'york')];
    expect(areasOf(out, 'y-gloucester')).toEqual(['kent', 'middlesex']);
    expect(areasOf(out, 'y-stanley')).toEqual(['lancaster']);
    const sailed = [...out, L('sea-move', { from: 'calais', to: 'middlesex' }, 'york')];
    expect(areasOf(sailed, 'y-calais-mercenary')).toEqual(['calais', 'middlesex']);
    // Onward from Kent: wherever Kent's blocks went, he may have gone.
    const on = [...sailed, L('move', { from: 'kent', path: ['sussex'] }, 'york')];
    expect(areasOf(on, 'y-gloucester')).toEqual(['kent', 'middlesex', 'sussex']);
    expect(areasOf(on, 'y-calais-mercenary')).toEqual(['calais', 'middlesex']);
    // Seen again: known exactly. Out of the map unseen (to the pool): anywhere.
    expect(
      areasOf(
        [...on, L('battle-start', { area: 'sussex' }), L('battle-fire', { block: 'y-gloucester' })],
        'y-gloucester',
      ),
    ).toEqual(['sussex']);
    expect(areasOf([...on, L('exile-to-pool', { from: 'calais' }, 'york')], 'y-calais-mercenary')).toEqual([]);
  });

  it('1483: Richard leaves London alone and the Calais mercenaries sail in: every sample puts him where he went', () => {
    const s = setup('richard-iii', 3);
    const card = (side: Side, ap: number) =>
      play(s, side, { t: 'card', card: s.hands[side].find((c) => CARDS[c]!.ap === ap && !CARDS[c]!.event)! });
    card('york', 4);
    card('lancaster', 2);
    const find = (side: Side, ok: (a: Action) => boolean) => {
      const a = richardIII.legalActions(s, side).find(ok);
      if (!a) throw new Error(`no such action for ${side} at ${s.step.k}`);
      play(s, side, a);
    };
    find('york', (a) => a.t === 'move' && a.block === 'y-gloucester' && a.path[a.path.length - 1] === 'kent');
    for (const merc of ['y-calais-mercenary', 'y-burgundian-mercenary'])
      find('york', (a) => a.t === 'sea' && a.block === merc && a.to === 'middlesex');
    find('york', (a) => a.t === 'end');
    while (!richardIII.toAct(s).includes('lancaster')) find(richardIII.toAct(s)[0]!, () => true);
    const view = makeView(s, 'lancaster');
    expect(areasOf(view.log, 'y-gloucester')).toEqual(['kent', 'middlesex']);
    const richard = blockIndex('y-gloucester');
    for (let seed = 0; seed < 30; seed++) expect(AREAS[draw(view, 'lancaster', seed).loc[richard]!]!.id).toBe('kent');
  });
});

describe('enemyStrengths: steps only fall during a campaign (3.11), and battle hits are public', () => {
  const L = (k: string, p: LogEntry['p'] = {}, s?: Side): LogEntry => ({ k, ...(s ? { s } : {}), p });
  const norfolk = blockIndex('y-norfolk');
  const stanley = blockIndex('y-stanley');
  const of = (log: LogEntry[]) => enemyStrengths(log, 'york', 'york');

  it('full strength less the hits seen, exactly, until the campaign ends', () => {
    const hit = [
      L('battle-hit', { block: 'y-norfolk', hits: 2, by: 'l-oxford' }, 'york'),
      L('battle-hit', { block: 'y-norfolk', hits: 1 }, 'york'),
    ];
    expect(of([]).most(norfolk)).toBe(BLOCKS[norfolk]!.steps);
    expect(of(hit).most(norfolk)).toBe(BLOCKS[norfolk]!.steps - 3);
    expect(of(hit).exact(norfolk)).toBe(true);
    // Our own block's hits say nothing of his.
    expect(of([L('battle-hit', { block: 'l-oxford', hits: 2 }, 'lancaster')]).most(blockIndex('l-oxford'))).toBe(
      BLOCKS[blockIndex('l-oxford')]!.steps,
    );
    expect(of([...hit, L('campaign-reset')]).most(norfolk)).toBe(BLOCKS[norfolk]!.steps);
  });

  it('a loss that names only the area (his supply, our Plague) leaves bounds only; his Plague on us does not', () => {
    expect(of([L('supply-loss', { area: 'kent' }, 'york')]).exact(norfolk)).toBe(false);
    expect(of([L('supply-loss', { area: 'kent' }, 'lancaster')]).exact(norfolk)).toBe(true);
    expect(of([L('plague', { area: 'kent', blocks: 2 }, 'lancaster')]).exact(norfolk)).toBe(false);
    expect(of([L('plague', { area: 'kent', blocks: 0 }, 'lancaster')]).exact(norfolk)).toBe(true);
    expect(of([L('plague', { area: 'kent', blocks: 2 }, 'york')]).exact(norfolk)).toBe(true);
    expect(of([L('supply-loss', { area: 'kent' }, 'york'), L('campaign-reset')]).exact(norfolk)).toBe(true);
  });

  it('...but only for blocks that may have stood in that area: one known elsewhere keeps its exact strength', () => {
    // 1483 (richard-iii): the setup puts Richard (y-gloucester) in Middlesex, Norfolk and Suffolk in East Anglia.
    const in1483 = (log: LogEntry[]) => enemyStrengths(log, 'york', 'york', 'richard-iii');
    const gloucester = blockIndex('y-gloucester');
    const suffolk = blockIndex('y-suffolk');
    const loss = in1483([L('supply-loss', { area: 'middlesex' }, 'york')]);
    expect(loss.exact(gloucester)).toBe(false);
    expect(loss.exact(norfolk)).toBe(true);
    const plague = in1483([L('plague', { area: 'east-anglia', blocks: 2 }, 'lancaster')]);
    expect([plague.exact(norfolk), plague.exact(suffolk), plague.exact(gloucester)]).toEqual([false, false, true]);
    // Once he has moved out of East Anglia unseen, Norfolk may be anywhere: a loss anywhere leaves a bound.
    const moved = in1483([
      L('move', { from: 'east-anglia', to: 'essex' }, 'york'),
      L('supply-loss', { area: 'kent' }, 'york'),
    ]);
    expect([moved.exact(norfolk), moved.exact(gloucester)]).toEqual([false, true]);
    // A block known after the loss was still unsure at it.
    const seenLater = in1483([
      L('move', { from: 'east-anglia', to: 'essex' }, 'york'),
      L('supply-loss', { area: 'kent' }, 'york'),
      L('battle-start', { area: 'essex' }),
      L('battle-fire', { block: 'y-norfolk' }, 'york'),
    ]);
    expect(seenLater.exact(norfolk)).toBe(false);
  });

  it('a block that changed sides brings the strength it had: a bound only, both versions', () => {
    const log = [
      L('battle-treason', { roller: 'y-gloucester', target: 'l-stanley', dice: [2], defected: true }, 'york'),
    ];
    expect(of(log).exact(stanley)).toBe(false);
    expect(of(log).exact(norfolk)).toBe(true);
    const failed = [
      L('battle-treason', { roller: 'y-gloucester', target: 'l-stanley', dice: [3], defected: false }, 'york'),
    ];
    expect(of(failed).exact(stanley)).toBe(true);
  });
});

describe('leftTheBattle: blocks the battle board saw leave', () => {
  it('those that retreated and the old version of a defector, in the order seen', () => {
    const events: BattleView['events'] = [
      { k: 'round', round: 1 },
      { k: 'pass', block: 'l-rivers' },
      { k: 'retreat', block: 'y-herbert', to: 'leicester' },
      { k: 'treason', side: 'york', roller: 'treason-card', target: 'l-clifford', dice: [6, 6], defected: false },
      { k: 'no-retreat', block: 'l-beaumont' },
      { k: 'treason', side: 'york', roller: 'y-norfolk', target: 'l-stanley', dice: [6, 5], defected: true },
      { k: 'retreat', block: 'l-rivers', to: 'oxford' },
    ];
    expect(leftTheBattle({ events } as BattleView).map((b) => BLOCKS[b]!.id)).toEqual([
      'y-herbert',
      'l-stanley',
      'l-rivers',
    ]);
    expect(leftTheBattle({ events: events.slice(0, 2) } as BattleView)).toEqual([]);
  });
});

describe('determinize refuses what it cannot sample, with a readable reason', () => {
  const code = (view: RichardView, side: Side) => {
    const r = determinize(view, side, makeRng(1));
    return r.ok ? 'ok' : r.error.code;
  };

  it("the other side's view, a finished game, the supply phase and the political turn", () => {
    const s = setup('wars-of-the-roses', 1);
    expect(code(makeView(s, 'york'), 'lancaster')).toBe('determinize-wrong-view');
    expect(code(makeView(s, 'york'), 'york')).toBe('ok');
    expect(code({ ...makeView(s, 'york'), outcome: { winner: 'york', reason: 'x' } }, 'york')).toBe('determinize-over');
    expect(code({ ...makeView(s, 'york'), step: 'supply-heir' }, 'york')).toBe('determinize-unsupported');
    const view = makeView(s, 'york');
    expect(code({ ...view, supply: {} as RichardView['supply'] }, 'york')).toBe('determinize-unsupported');
    expect(code({ ...view, political: {} as RichardView['political'] }, 'york')).toBe('determinize-unsupported');
  });

  it('views no position fits', () => {
    const s = setup('wars-of-the-roses', 1);
    const view = makeView(s, 'york');
    const hidden = view.blocks.findIndex((bv) => bv.id === null);
    const alter = (f: (v: RichardView) => void): RichardView => {
      const v = structuredClone(view);
      f(v);
      return v;
    };
    // A hidden block of our own, or off the map.
    expect(
      code(
        alter((v) => (v.blocks[hidden]!.side = 'york')),
        'york',
      ),
    ).toBe('determinize-inconsistent');
    expect(
      code(
        alter((v) => (v.blocks[hidden]!.place = 'pool')),
        'york',
      ),
    ).toBe('determinize-inconsistent');
    // The Rebel in two places, or named and hidden at once.
    expect(
      code(
        alter((v) => {
          for (const bv of v.blocks.filter((x) => x.id === null).slice(0, 2)) bv.colour = 'rebel';
        }),
        'york',
      ),
    ).toBe('determinize-inconsistent');
    // Fewer hidden slots than blocks that must be on the board (the King, the adult heirs).
    expect(
      code(
        alter((v) => (v.blocks = v.blocks.filter((x) => x.id !== null))),
        'york',
      ),
    ).toBe('determinize-inconsistent');
    // More hidden slots than enemy blocks left.
    expect(
      code(
        alter((v) => {
          for (let i = 0; i < 40; i++) v.blocks.push({ ...v.blocks[hidden]!, key: `extra:${i}` });
        }),
        'york',
      ),
    ).toBe('determinize-inconsistent');
    // More enemy cards than are left.
    expect(
      code(
        alter((v) => (v.handCount.lancaster = 19)),
        'york',
      ),
    ).toBe('determinize-inconsistent');
    expect(
      code(
        alter((v) => (v.handCount.lancaster = 18)),
        'york',
      ),
    ).toBe('ok');
  });
});

describe('at the start of Wars of the Roses the setup tells York where every Lancaster block stands, and how strong', () => {
  const s = setup('wars-of-the-roses', 1);
  const view = makeView(s, 'york');
  const lancaster = BLOCKS.flatMap((_, i) => (ownerOf(s, i) === 'lancaster' && i !== REBEL ? [i] : []));

  it('every sample is the truth on the board', () => {
    expect(view.blocks.filter((bv) => bv.side === 'lancaster' && bv.id === null)).toHaveLength(11);
    for (let i = 0; i < 20; i++) {
      const det = draw(view, 'york', i);
      for (const b of lancaster)
        if (s.loc[b]! >= 0) {
          expect(det.loc[b], BLOCKS[b]!.id).toBe(s.loc[b]);
          expect(det.steps[b], BLOCKS[b]!.id).toBe(BLOCKS[b]!.steps);
        }
    }
  });
});

describe('the hidden enemy blocks of Wars of the Roses once the setup tells nothing (York looking at Lancaster)', () => {
  // Built: the same opening, but as if a campaign had ended (whereabouts forgotten: 8.5) and Lancaster
  // had lost a step in supply (7.1), so no hidden Lancaster block's place or strength is known.
  const s = setup('wars-of-the-roses', 1);
  s.log.push({ k: 'campaign-reset', r: '8.5' }, { k: 'supply-loss', r: '7.1', s: 'lancaster', p: { area: 'cumbria' } });
  const view = makeView(s, 'york');
  // A given pool block stands in a given slot in about one sample in thirty: enough samples to see each.
  const dets = Array.from({ length: 300 }, (_, i) => draw(view, 'york', i));
  const slots = view.blocks.filter((bv) => bv.id === null);
  const lancaster = BLOCKS.flatMap((_, i) => (ownerOf(s, i) === 'lancaster' && i !== REBEL ? [i] : []));

  it('fills exactly the slots the view shows, and is checked against the truth', () => {
    expect(slots).toHaveLength(11);
    for (let i = 0; i < 3; i++) checkAgainstTruth(s, 'york', i);
    for (const det of dets) {
      const onMap = lancaster.filter((b) => det.loc[b]! >= 0).map((b) => AREAS[det.loc[b]!]!.id);
      expect(onMap.sort()).toEqual(slots.map((x) => x.place).sort());
    }
  });

  it('the King and the heirs who start of age are always on the board; the rest go to the pool or stay minors', () => {
    const start = setup('wars-of-the-roses', 0);
    for (const det of dets) {
      expect(det.loc[s.king]!).toBeGreaterThanOrEqual(0);
      for (const b of lancaster) {
        const blk = BLOCKS[b]!;
        // 4.6: our version is in play (in the pool too), or dead: his stays out.
        if (blk.other >= 0 && s.loc[blk.other] !== OTHER) expect(det.loc[b], blk.id).toBe(OTHER);
        else if (blk.kind === 'heir' && start.loc[b] !== MINOR) expect(det.loc[b], blk.id).toBeGreaterThanOrEqual(0);
        else if (det.loc[b]! < 0) expect(det.loc[b], blk.id).toBe(blk.kind === 'heir' ? MINOR : POOL);
      }
    }
  });

  it('who stands in a slot varies from sample to sample, and the truth is among them', () => {
    for (const slot of new Set(slots.map((x) => x.place))) {
      const truth = lancaster.filter((b) => s.loc[b] === areaIndex(slot as AreaId));
      const seen = new Set(dets.flatMap((det) => lancaster.filter((b) => det.loc[b] === areaIndex(slot as AreaId))));
      for (const b of truth)
        if (BLOCKS[b]!.kind !== 'heir' && b !== s.king) expect(seen.has(b), BLOCKS[b]!.id).toBe(true);
      if (!truth.some((b) => BLOCKS[b]!.kind === 'heir' || b === s.king)) expect(seen.size, slot).toBeGreaterThan(2);
    }
  });

  it('a hidden strength is full half the time, otherwise any from 1 up', () => {
    let full = 0;
    let all = 0;
    const lower = new Set<string>();
    for (const det of dets)
      for (const b of lancaster) {
        if (det.loc[b]! < 0 || BLOCKS[b]!.steps < 3) continue;
        all++;
        if (det.steps[b] === BLOCKS[b]!.steps) full++;
        else lower.add(`${BLOCKS[b]!.steps}:${det.steps[b]}`);
      }
    expect(full / all).toBeGreaterThan(0.5);
    expect(full / all).toBeLessThan(0.8);
    for (const max of new Set(lancaster.filter((b) => BLOCKS[b]!.steps >= 3).map((b) => BLOCKS[b]!.steps)))
      for (let k = 1; k < max; k++) expect(lower.has(`${max}:${k}`), `${max}:${k}`).toBe(true);
  });

  it('draws afresh with each RNG, the same sample for the same seed', () => {
    expect(draw(view, 'york', 3)).toEqual(dets[3]);
    expect(dets[3]).not.toEqual(dets[4]);
    expect(dets[3]!.rng).not.toEqual(dets[4]!.rng);
    expect(new Set(dets.map((d) => d.hands.lancaster.join())).size).toBeGreaterThan(30);
  });
});

describe('what the view shows off the map, and Henry VI held prisoner', () => {
  it('the Rebel not on the map is in the pool (or dead from the start); a lost mercenary is in the pool', () => {
    const s = setup('wars-of-the-roses', 1);
    // Lancaster holds the throne: the Rebel fights for York.
    expect(ownerOf(s, REBEL)).toBe('york');
    const merc = blockIndex('y-irish-mercenary');
    s.loc[merc] = POOL;
    s.down[merc] = true;
    const view = makeView(s, 'lancaster');
    expect(view.blocks.find((bv) => bv.id === 'y-irish-mercenary')).toMatchObject({ place: 'ireland', down: true });
    const rebelOnMap = view.blocks.some((bv) => bv.colour === 'rebel' && bv.id === null);
    for (let i = 0; i < 5; i++) {
      const det = checkAgainstTruth(s, 'lancaster', i);
      expect(det.loc[merc]).toBe(POOL);
      expect(det.down[merc]).toBe(true);
      if (!rebelOnMap) expect(det.loc[REBEL]).toBe(s.loc[REBEL] === DEAD ? DEAD : POOL);
      else expect(det.loc[REBEL]).toBeGreaterThanOrEqual(0);
    }
  });

  it('Kingmaker: Henry VI is a prisoner in London until the log shows him rescued', () => {
    const s = setup('kingmaker', 1);
    const henry = blockIndex('l-henry-vi');
    expect(s.prisoner).toBe(henry);
    for (const side of ['lancaster', 'york'] as const) {
      const det = checkAgainstTruth(s, side, 1);
      expect(det.prisoner).toBe(henry);
      expect(det.loc[henry]).toBe(areaIndex('middlesex'));
      const view = makeView(s, side);
      view.log.push({ k: 'prisoner-rescued', r: '9.0' });
      expect(draw(view, side, 1).prisoner).toBe(-1);
    }
    // Henry not in London: no prisoner; nor in a scenario without one.
    const away = setup('kingmaker', 1);
    away.prisoner = -1;
    away.loc[henry] = areaIndex('kent');
    expect(checkAgainstTruth(away, 'york', 1).prisoner).toBe(-1);
    expect(checkAgainstTruth(setup('wars-of-the-roses', 1), 'york', 1).prisoner).toBe(-1);
  });
});

describe('the card phase (1.1): a card chosen face down', () => {
  it("the enemy's face-down card is one he may hold, and out of his hand", () => {
    const s = setup('wars-of-the-roses', 1);
    play(s, 'york', { t: 'card', card: s.hands.york[0]! });
    const det = checkAgainstTruth(s, 'lancaster', 1);
    expect(det.hands.york).toHaveLength(6);
    const view = makeView(s, 'lancaster');
    expect(view.played.york).toBe('hidden');
    const played = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const d = draw(view, 'lancaster', i);
      expect(s.hands.lancaster).not.toContain(d.played.york);
      expect(d.hands.york).not.toContain(d.played.york);
      expect(d.hands.york).toHaveLength(6);
      played.add(d.played.york);
    }
    expect(played.size).toBeGreaterThan(8);
    // York, who chose, knows his own card and that Lancaster has not chosen.
    const mine = checkAgainstTruth(s, 'york', 2);
    expect(mine.played).toEqual({ york: s.played.york, lancaster: -1 });
  });
});

/** Seeded random play (as `walk`) until `until` holds; the position and the side whose view to sample. */
function reach(scenario: string, seed: number, until: (s: State) => Side | null): { s: State; side: Side } {
  const s = setup(scenario, seed);
  const rng = makeRng(seed ^ 0x5eed);
  for (let i = 0; i < 300; i++) {
    const side = until(s);
    if (side) return { s, side };
    const sides = richardIII.toAct(s);
    const who = sides[nextInt(rng, sides.length)]!;
    play(s, who, randomLegalAction(richardIII, s, who, rng)!);
  }
  throw new Error(`not reached in ${scenario} seed ${seed}`);
}

/** York attacks Warwick with a reserve; Lancaster defends with two blocks and two more coming (as play records them). */
function warwickBattle(): State {
  const s = battleState({
    area: 'warwick',
    attacker: 'york',
    main: { from: 'leicester', blocks: ['y-herbert', 'y-clarence'] },
    reserves: [{ from: 'oxford', blocks: ['y-norfolk'] }],
    defenders: [['l-beaumont', 1], 'l-rivers'], // in block order, as the rules record them
    reinforcements: [{ from: 'derby', blocks: ['l-clifford', 'l-wiltshire'] }],
    elsewhere: HEIRS_AWAY,
  });
  // As play records it: who entered by which border (moved this turn), reserves among them.
  const warwick = areaIndex('warwick');
  const entered: [BlockId, string][] = [
    ['y-herbert', 'leicester'],
    ['y-clarence', 'leicester'],
    ['y-norfolk', 'oxford'],
    ['l-clifford', 'derby'],
    ['l-wiltshire', 'derby'],
  ];
  s.attacks[warwick]!.entries = entered.map(([id, from]) => {
    s.moved[blockIndex(id)] = MOVED_LAND;
    return { block: blockIndex(id), border: borderBetween(areaIndex(from as AreaId), warwick) };
  });
  must(s, 'york', { t: 'battle', area: 'warwick' });
  return s;
}

describe('a battle with hidden reserves (placed by hand)', () => {
  it('at every decision of the battle, from both sides, the sample matches the truth; the reserves are his hidden blocks there', () => {
    const s = warwickBattle();
    const first = makeView(s, 'york');
    expect(first.blocks.filter((bv) => bv.id === null && bv.place === 'warwick')).toHaveLength(2);
    const det = checkAgainstTruth(s, 'york', 0);
    const hisReserves = det.battle!.reserves.filter((b) => ownerOf(det, b) === 'lancaster');
    expect(hisReserves).toHaveLength(2);
    for (const b of hisReserves) expect(det.loc[b]).toBe(areaIndex('warwick'));
    // Who they are varies from sample to sample.
    const who = new Set<number>();
    for (let i = 0; i < 20; i++) for (const b of draw(first, 'york', i).battle!.reserves) who.add(b);
    expect(who.size).toBeGreaterThan(4);
    const steps = new Set<string>();
    for (let i = 1; i < 80 && s.step.k.startsWith('battle-'); i++) {
      steps.add(s.step.k);
      for (const side of richardIII.toAct(s)) checkAgainstTruth(s, side, i);
      const side = richardIII.toAct(s)[0]!;
      const legal = richardIII.legalActions(s, side);
      play(s, side, legal[(i * 7) % legal.length]!);
    }
    expect([...steps].sort()).toEqual(['battle-hits', 'battle-regroup', 'battle-turn']);
  });

  it('along other courses of the same battle (retreats while reserves wait), every sample still matches', () => {
    const kinds = new Set<string>();
    for (let course = 1; course <= 12; course++) {
      const s = warwickBattle();
      const rng = makeRng(course);
      for (let i = 0; i < 80 && s.step.k.startsWith('battle-'); i++) {
        for (const side of richardIII.toAct(s)) checkAgainstTruth(s, side, course * 100 + i);
        const side = richardIII.toAct(s)[0]!;
        const a = randomLegalAction(richardIII, s, side, rng)!;
        kinds.add(a.t);
        play(s, side, a);
      }
    }
    expect(kinds).toContain('retreat');
  });
});

describe('views of a battle or an attack that no position fits', () => {
  const code = (view: RichardView, side: Side) => {
    const r = determinize(view, side, makeRng(1));
    return r.ok ? 'ok' : r.error.code;
  };

  it('hits waiting from a block that never fired', () => {
    const { s, side } = reach('kingmaker', 4, (x) => (x.battle?.pending ? richardIII.toAct(x)[0]! : null));
    const view = makeView(s, side);
    expect(code(view, side)).toBe('ok');
    const bv = view.battle!;
    const fired = new Set(bv.events.flatMap((e) => (e.k === 'fire' ? [e.block] : [])));
    const idle = [...bv.sides.attacker.main, ...bv.sides.defender.main].find((x) => !fired.has(x.id))!;
    bv.pendingHits = { ...bv.pendingHits!, firer: idle.id };
    expect(code(view, side)).toBe('determinize-inconsistent');
  });

  it('an attack naming more hidden blocks than stand there', () => {
    const { s, side } = reach('wars-of-the-roses', 2, (x) => {
      if (x.step.k !== 'action') return null;
      const me = otherSide(x.step.side);
      return x.attacks.some((a) => a && a.attacker !== me && (a.entries ?? []).length) ? me : null;
    });
    const view = makeView(s, side);
    expect(code(view, side)).toBe('ok');
    const attack = view.attacks.find((a) => a.attacker !== side && a.entries.length)!;
    const more = structuredClone(view);
    const hisAttack = more.attacks.find((a) => a.area === attack.area)!;
    for (let i = 0; i < 12; i++)
      hisAttack.entries.push({ block: null, border: hisAttack.entries[0]!.border, reserve: false });
    expect(code(more, side)).toBe('determinize-inconsistent');
    const ours = structuredClone(view);
    const defended = ours.attacks.find((a) => a.area === attack.area)!;
    for (let i = 0; i < 12; i++) defended.defenders.push(null);
    expect(code(ours, side)).toBe('determinize-inconsistent');
  });
});

// The slower checks last: under the mutation run a mutant the fixed positions kill stops there.
describe('determinize along seeded games: the sample matches the truth wherever the view shows it', () => {
  it(
    'Wars of the Roses, seed 2, 120 actions: both mulligans, moves by land and sea, Muster, Plague, battles',
    { timeout: 120_000 },
    () => {
      expect([...walk('wars-of-the-roses', 2, 120)].sort()).toEqual([
        'action',
        'battle-choose',
        'battle-regroup',
        'battle-turn',
        'card',
        'mulligan',
        'mulligan-reply',
      ]);
    },
  );

  it('Kingmaker, seed 2, 95 actions: Henry VI prisoner, a defection in battle, regroups', { timeout: 120_000 }, () => {
    expect(walk('kingmaker', 2, 95).has('battle-regroup')).toBe(true);
  });

  it('Kingmaker, seed 4, 40 actions: a Treason roll, hits waiting for a choice', { timeout: 120_000 }, () => {
    expect(walk('kingmaker', 4, 40).has('battle-turn')).toBe(true);
  });

  it('Wars of the Roses, seed 6, 68 actions: the Treason card waiting for its roll', { timeout: 120_000 }, () => {
    expect(walk('wars-of-the-roses', 6, 68).has('battle-treason')).toBe(true);
  });
});
