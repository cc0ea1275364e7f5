/**
 * determinize(view, side, rng) on the things a view shows only indirectly, at positions played by
 * hand (fast): who holds the Treason card until it is rolled (ruling A3), how the enemy's hidden
 * blocks moved (his public moves, sea moves and recruits), how our own blocks moved (our private
 * log), and the side's legal actions, which a sample must leave unchanged.
 */
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../engine/core/rng';
import { MULLIGAN_MAX_AP, handAp } from '../../engine/richard-iii/cards';
import {
  BLOCKS,
  CARDS,
  REBEL,
  areaIndex,
  blockIndex,
  otherSide,
  type AreaId,
  type BlockId,
  type Side,
} from '../../engine/richard-iii/data';
import { determinize } from '../../engine/richard-iii/determinize';
import { richardIII } from '../../engine/richard-iii/module';
import { ownerOf } from '../../engine/richard-iii/state';
import { MOVED_SEA, RECRUITED, STILL, type Action, type State } from '../../engine/richard-iii/types';
import { makeView, type RichardView } from '../../engine/richard-iii/view';
import { battleState, HEIRS_AWAY } from './battle/helpers';
import { startBattlePhase } from '../../engine/richard-iii/battle';
import { cardWith, clearMap, must, put, scenarioState, startActionPhaseFor } from './position';

const TREASON = CARDS.find((c) => c.event === 'treason')!.idx;

function sample(view: RichardView, side: Side, seed: number): State {
  const r = determinize(view, side, makeRng(seed));
  if (!r.ok) throw new Error(`${view.step}: ${r.error.message}`);
  return r.value;
}

function setup(seed: number): State {
  const r = richardIII.setup('wars-of-the-roses', seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** How the hidden enemy blocks moved, as `area:how` (the sample must give the same multiset as the truth). */
function hiddenHows(x: State, view: RichardView, side: Side): string[] {
  const named = new Set(view.blocks.flatMap((bv) => (bv.id ? [blockIndex(bv.id)] : [])));
  const out: string[] = [];
  for (let b = 0; b < BLOCKS.length; b++)
    if (!named.has(b) && x.loc[b]! >= 0 && ownerOf(x, b) === otherSide(side)) out.push(`${x.loc[b]}:${x.moved[b]}`);
  return out.sort();
}

/** From both sides' views: the Treason card holder, the legal actions and how every block moved, as in the truth. */
function checkBoth(s: State, seeds = [1, 2, 3]): void {
  for (const side of ['lancaster', 'york'] as const) {
    const view = makeView(s, side);
    for (const seed of seeds) {
      const det = sample(view, side, seed);
      expect([side, det.treasonCard]).toEqual([side, s.treasonCard]);
      expect(richardIII.legalActions(det, side)).toEqual(richardIII.legalActions(s, side));
      expect(hiddenHows(det, view, side)).toEqual(hiddenHows(s, view, side));
      for (let b = 0; b < BLOCKS.length; b++)
        if (ownerOf(s, b) === side) expect([BLOCKS[b]!.id, det.moved[b]]).toEqual([BLOCKS[b]!.id, s.moved[b]]);
    }
  }
}

/** Out of the mulligan, into the card phase; then each side plays the given card. */
function playCards(s: State, cards: Record<Side, number>): void {
  for (const side of richardIII.toAct(s)) if (s.step.k === 'mulligan') must(s, side, { t: 'mulligan', ask: false });
  expect(s.step.k).toBe('card');
  for (const side of ['lancaster', 'york'] as const) {
    const other = s.hands[otherSide(side)].filter((c) => c !== cards[side]);
    const rest = CARDS.map((c) => c.idx).filter(
      (c) => c !== cards[side] && !other.includes(c) && c !== cards[otherSide(side)],
    );
    s.hands[side] = [cards[side], ...rest.slice(0, 6)].sort((a, b) => a - b);
  }
  for (const side of ['lancaster', 'york'] as const) must(s, side, { t: 'card', card: cards[side] });
}

describe('the Treason card: held by who played it until rolled (ruling A3)', () => {
  it('Player 1 plays it: his in both action phases', () => {
    const s = setup(1);
    playCards(s, { york: TREASON, lancaster: cardWith(4) });
    expect([s.p1, s.step, s.treasonCard]).toEqual(['york', { k: 'action', side: 'york' }, 'york']);
    checkBoth(s);
    must(s, 'york', { t: 'end' });
    expect([s.step, s.treasonCard]).toEqual([{ k: 'action', side: 'lancaster' }, 'york']);
    checkBoth(s);
  });

  it('Player 2 plays it: nobody holds it in the first action phase, he in his own', () => {
    const s = setup(1);
    // Between events the higher AP is Player 1: Piracy (2 AP) beats Treason (1 AP).
    playCards(s, { lancaster: TREASON, york: CARDS.find((c) => c.event === 'piracy')!.idx });
    expect([s.p1, s.treasonCard]).toEqual(['york', null]);
    checkBoth(s);
    must(s, 'york', { t: 'end' });
    expect([s.step, s.treasonCard]).toEqual([{ k: 'action', side: 'lancaster' }, 'lancaster']);
    checkBoth(s);
  });

  it('no Treason played: nobody holds it', () => {
    const s = setup(1);
    playCards(s, { lancaster: cardWith(3), york: cardWith(4) });
    checkBoth(s);
    must(s, 'york', { t: 'end' });
    expect(s.treasonCard).toBeNull();
    checkBoth(s);
  });

  const battle = (holder: Side | null): State => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-herbert', 'y-clarence'] },
      defenders: ['l-beaumont', 'l-rivers'],
      elsewhere: HEIRS_AWAY,
      start: false,
    });
    s.played = {
      lancaster: holder === 'lancaster' ? TREASON : cardWith(4),
      york: holder === 'york' ? TREASON : cardWith(3),
    };
    s.treasonCard = holder;
    startBattlePhase(s);
    expect([s.step.k, s.treasonCard]).toEqual(['battle-choose', holder]);
    checkBoth(s);
    must(s, 'york', { t: 'battle', area: 'warwick' });
    return s;
  };

  it('in the battle phase: still held until its holder rolls it, then nobody', () => {
    for (const holder of ['lancaster', 'york'] as const) {
      const s = battle(holder);
      expect([s.step.k, s.treasonCard]).toEqual(['battle-treason', holder]);
      checkBoth(s);
      const roll = richardIII.legalActions(s, holder).find((a) => a.t === 'treason-card')!;
      must(s, holder, roll);
      expect(s.treasonCard).toBeNull();
      if (s.step.k.startsWith('battle-')) checkBoth(s);
    }
  });

  it('in the battle phase: declined, it waits for the next battle; none played, nobody holds it', () => {
    const s = battle('lancaster');
    must(s, 'lancaster', { t: 'no-treason' } as Action);
    expect(s.treasonCard).toBe('lancaster');
    checkBoth(s);
    const none = battle(null);
    expect(none.step.k).toBe('battle-turn');
    checkBoth(none);
  });
});

describe('how hidden blocks moved this turn: the public log of his moves, our private one of ours', () => {
  it('a land move, a sea move and a recruit into one area: the hidden blocks there moved those three ways', () => {
    const s = setup(1);
    playCards(s, { lancaster: cardWith(4), york: cardWith(3) });
    expect(s.step).toEqual({ k: 'action', side: 'lancaster' });
    must(s, 'lancaster', { t: 'sea', block: 'l-beaumont', to: 'east-yorks' });
    must(s, 'lancaster', { t: 'move', block: 'l-clifford', path: ['east-yorks'] });
    must(s, 'lancaster', { t: 'recruit', block: 'l-northumberland', to: 'east-yorks' });
    const ey = makeView(s, 'york').blocks.filter((bv) => bv.place === 'east-yorks' && bv.moved);
    expect(ey.map((bv) => bv.id)).toEqual([null, null, null]);
    const hows = new Set(
      (['l-beaumont', 'l-clifford', 'l-northumberland'] as BlockId[]).map((id) => s.moved[blockIndex(id)]),
    );
    expect(hows.has(MOVED_SEA) && hows.has(RECRUITED)).toBe(true);
    checkBoth(s, [1, 2, 3, 4, 5, 6]);
    // Who came by sea varies; the recruit is never an heir.
    const view = makeView(s, 'york');
    for (let i = 0; i < 10; i++) {
      const det = sample(view, 'york', i);
      for (let b = 0; b < BLOCKS.length; b++)
        if (det.moved[b] === RECRUITED && ownerOf(det, b) === 'lancaster') expect(BLOCKS[b]!.kind).not.toBe('heir');
    }
    expect(s.moved[REBEL]).toBe(STILL);
  });
});

describe('an attack record whose unpinned defender has moved away since', () => {
  it('the hidden defender who left is one of his blocks that moved this turn, never one that stood still', () => {
    const s = scenarioState('wars-of-the-roses');
    clearMap(s);
    s.turn = 1;
    for (const [id, area] of [
      ['y-herbert', 'leicester'],
      ['y-york', 'kent'],
      ['y-march', 'essex'],
      ['y-rutland', 'kent'],
      ['l-henry-vi', 'middlesex'],
      ['l-somerset', 'dorset'],
      ['l-exeter', 'cornwall'],
      ['l-beaumont', 'warwick'],
      ['l-rivers', 'warwick'],
      ['l-devon', 'cornwall'],
    ] as [BlockId, AreaId][])
      put(s, id, area);
    s.played.lancaster = cardWith(3);
    startActionPhaseFor(s, 'york', 'york', cardWith(4));
    must(s, 'york', { t: 'move', block: 'y-herbert', path: ['warwick'] });
    must(s, 'york', { t: 'end' });
    // One attacker pins one defender (5.4): the other may leave.
    must(s, 'lancaster', { t: 'move', block: 'l-rivers', path: ['chester'] });
    const warwick = areaIndex('warwick');
    expect(s.attacks[warwick]!.defenders).toHaveLength(2);
    const view = makeView(s, 'york');
    expect(view.attacks.find((a) => a.area === 'warwick')!.defenders).toEqual([null, null]);
    checkBoth(s);
    for (let i = 0; i < 10; i++) {
      const det = sample(view, 'york', i);
      const defenders = det.attacks[warwick]!.defenders;
      expect(defenders).toHaveLength(2);
      expect(defenders.filter((b) => det.loc[b] === warwick)).toHaveLength(1);
      for (const b of defenders) {
        expect(ownerOf(det, b)).toBe('lancaster');
        if (det.loc[b] !== warwick) expect([BLOCKS[b]!.id, det.moved[b]]).not.toEqual([BLOCKS[b]!.id, STILL]);
      }
    }
  });
});

describe('every refusal is a code with a sentence a player can read', () => {
  it('wrong view, game over, unsupported step, and views no position fits', () => {
    const s = setup(1);
    const view = makeView(s, 'york');
    const hidden = view.blocks.findIndex((bv) => bv.id === null);
    const alter = (f: (v: RichardView) => void): RichardView => {
      const v = structuredClone(view);
      f(v);
      return v;
    };
    const refusals: [RichardView, Side, string, RegExp][] = [
      [view, 'lancaster', 'determinize-wrong-view', /other side/],
      [{ ...view, outcome: { winner: 'york', reason: 'x' } }, 'york', 'determinize-over', /over/],
      [{ ...view, step: 'supply-heir' }, 'york', 'determinize-unsupported', /supply-heir step/],
      [alter((v) => (v.blocks[hidden]!.side = 'york')), 'york', 'determinize-inconsistent', /hidden block/],
      [
        alter((v) => {
          for (const bv of v.blocks.filter((x) => x.id === null).slice(0, 2)) bv.colour = 'rebel';
        }),
        'york',
        'determinize-inconsistent',
        /Rebel/,
      ],
      [alter((v) => (v.blocks = v.blocks.filter((x) => x.id !== null))), 'york', 'determinize-inconsistent', /must be/],
      [
        alter((v) => {
          for (let i = 0; i < 40; i++) v.blocks.push({ ...v.blocks[hidden]!, key: `extra:${i}` });
        }),
        'york',
        'determinize-inconsistent',
        /Not enough/,
      ],
      [alter((v) => (v.handCount.lancaster = 19)), 'york', 'determinize-inconsistent', /more cards/],
    ];
    for (const [v, side, code, message] of refusals) {
      const r = determinize(v, side, makeRng(1));
      expect(r.ok ? 'ok' : [r.error.code, message.test(r.error.message)]).toEqual([code, true]);
    }
  });
});

describe('the mulligan: what his hand allows him to have answered (5.1: 13 AP or less may ask)', () => {
  /** York holds `york` and is still deciding (seed 325: both hands start at 13 AP); Lancaster has answered. */
  const position = (york: number[]): RichardView => {
    const s = setup(325);
    s.hands.york = york.slice().sort((a, b) => a - b);
    s.hands.lancaster = CARDS.map((c) => c.idx)
      .filter((c) => !york.includes(c))
      .slice(0, 7);
    s.mulligan.ask = { lancaster: true, york: null };
    const view = makeView(s, 'york');
    expect(view.toAct).toEqual(['york']);
    return view;
  };
  const byAp = [...CARDS].sort((x, y) => x.ap - y.ap || x.idx - y.idx).map((c) => c.idx);

  it('a sampled hand of exactly 13 AP may have asked; one of 14 may not', () => {
    const view = position(byAp.slice(-7));
    const answers = new Map<number, Set<boolean | null>>();
    for (let i = 0; i < 120; i++) {
      const det = sample(view, 'york', i);
      const ap = handAp(det.hands.lancaster);
      if (ap === MULLIGAN_MAX_AP || ap === MULLIGAN_MAX_AP + 1) {
        answers.set(ap, (answers.get(ap) ?? new Set()).add(det.mulligan.ask.lancaster));
      }
    }
    expect([...answers.get(MULLIGAN_MAX_AP)!].sort()).toEqual([false, true]);
    expect([...answers.get(MULLIGAN_MAX_AP + 1)!]).toEqual([false]);
  });

  it('an enemy deciding whether to ask while no hand of 13 AP or less is left to him: no position fits', () => {
    // We hold the seven cheapest cards: his cheapest seven come to more than 13 AP.
    const s = setup(325);
    s.hands.york = byAp.slice(0, 7).sort((a, b) => a - b);
    s.hands.lancaster = byAp.slice(-7).sort((a, b) => a - b);
    s.mulligan.ask = { lancaster: null, york: false };
    const rest = byAp.slice(7, 14).reduce((n, c) => n + CARDS[c]!.ap, 0);
    expect(rest).toBeGreaterThan(MULLIGAN_MAX_AP);
    const r = determinize(makeView(s, 'york'), 'york', makeRng(1));
    expect(r.ok ? 'ok' : [r.error.code, /13 AP/.test(r.error.message)]).toEqual(['determinize-inconsistent', true]);
  });
});
