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
import { BLOCKS, SIDES, blockIndex, otherSide, type Side } from '../../engine/richard-iii/data';
import { SAMPLED_STEPS, determinize } from '../../engine/richard-iii/determinize';
import { richardIII } from '../../engine/richard-iii/module';
import { ownerOf } from '../../engine/richard-iii/state';
import { STILL, type State } from '../../engine/richard-iii/types';
import { makeView, type RichardView } from '../../engine/richard-iii/view';

export function draw(view: RichardView, side: Side, seed: number): State {
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
export function checkAgainstTruth(s: State, side: Side, seed: number): State {
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
  // The battle being fought: everything but who the hidden reserves are, as it is.
  // (Blocks that have left the battle are no longer on its board: the sample knows only those there.)
  const here = (x: State, list: number[]) => list.filter((b) => x.loc[b] === x.battle!.area);
  const battleShape = (x: State) =>
    x.battle && {
      ...x.battle,
      blocks: here(x, x.battle.blocks).length,
      acted: here(x, x.battle.acted),
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

/** Seeded random play (as in random-play.ts) up to the first position `pick` accepts; returns it. */
export function firstPosition(
  scenario: string,
  seed: number,
  pick: (s: State) => Side | null,
): { s: State; side: Side } {
  const r = richardIII.setup(scenario, seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const rng = makeRng(seed ^ 0x5eed);
  for (let i = 0; i < 2000 && !s.outcome; i++) {
    const side = pick(s);
    if (side) return { s, side };
    const sides = richardIII.toAct(s);
    const who = sides[nextInt(rng, sides.length)]!;
    const action = randomLegalAction(richardIII, s, who, rng)!;
    const res = richardIII.play(s, who, action);
    if (!res.ok) throw new Error(res.error.message);
  }
  throw new Error(`no such position in ${scenario} seed ${seed}`);
}

describe('determinize at fixed positions', () => {
  it('every decision of the first 120 actions of a seeded game: the sample matches the truth where the view shows it', () => {
    const r = richardIII.setup('wars-of-the-roses', 2);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    const rng = makeRng(2 ^ 0x5eed);
    const steps = new Set<string>();
    for (let i = 0; i < 120; i++) {
      if (SAMPLED_STEPS.includes(s.step.k)) {
        for (const side of richardIII.toAct(s)) checkAgainstTruth(s, side, i);
        steps.add(s.step.k);
      } else {
        const side = richardIII.toAct(s)[0]!;
        const res = determinize(makeView(s, side), side, makeRng(i));
        expect(res.ok || res.error.code).toBe('determinize-unsupported');
      }
      const sides = richardIII.toAct(s);
      const who = sides[nextInt(rng, sides.length)]!;
      expect(richardIII.play(s, who, randomLegalAction(richardIII, s, who, rng)!).ok).toBe(true);
    }
    expect([...steps].sort()).toEqual([
      'action',
      'battle-choose',
      'battle-regroup',
      'battle-turn',
      'card',
      'mulligan',
      'mulligan-reply',
    ]);
  });
});

void handAp;
void MULLIGAN_MAX_AP;
void SIDES;
