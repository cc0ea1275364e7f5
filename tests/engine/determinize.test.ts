/**
 * determinize(view, side, rng): a full state behind a side's view. Properties over positions from
 * seeded games: the sample shows exactly the same view, the side's legal actions are unchanged,
 * every invariant holds; over many samples the truth (and every enemy block the view allows) turns up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRng, nextInt } from '../../engine/core/rng';
import { actionKey } from '../../engine/richard-iii/actions';
import { BLOCKS, REBEL, SCENARIO_IDS, blockIndex, otherSide, type Side } from '../../engine/richard-iii/data';
import {
  SAMPLED_STEPS,
  determinize,
  enemyStrengths,
  knownEnemyAreas,
  possibleEnemyAreas,
} from '../../engine/richard-iii/determinize';
import { richardIII } from '../../engine/richard-iii/module';
import { ownerOf } from '../../engine/richard-iii/state';
import { DEAD, OTHER, type State } from '../../engine/richard-iii/types';
import { makeView, type RichardView } from '../../engine/richard-iii/view';
import { checkInvariants } from './invariants';
import { playRandomGame } from './random-play';
import { easyPolicy, playGame } from './bots/helpers';

const SUPPORTED = new Set(SAMPLED_STEPS);

/** Every `every`-th position of a seeded game where someone decides in a supported step, with that side. */
function positions(scenario: string, seed: number, every: number, easy = false): { s: State; side: Side }[] {
  const out: { s: State; side: Side }[] = [];
  let n = 0;
  const take = (s: State) => {
    if (!SUPPORTED.has(s.step.k) || s.outcome) return;
    for (const side of richardIII.toAct(s)) if (n++ % every === 0) out.push({ s: richardIII.clone(s), side });
  };
  if (easy) {
    playGame(seed, { lancaster: easyPolicy, york: easyPolicy }, { scenario, onDecision: (s) => take(s) });
  } else {
    const first = richardIII.setup(scenario, seed);
    if (first.ok) take(first.value);
    playRandomGame(scenario, seed, { onStep: take });
  }
  return out;
}

function sample(view: RichardView, side: Side, seed: number): State {
  const r = determinize(view, side, makeRng(seed));
  if (!r.ok) throw new Error(`${view.step} seq ${view.seq}: ${r.error.message}`);
  return r.value;
}

function checkSample(s: State, side: Side, seed: number, playOn = 0): void {
  const view = makeView(s, side);
  const det = sample(view, side, seed);
  expect(makeView(det, side)).toEqual(view);
  expect(richardIII.legalActions(det, side).map(actionKey)).toEqual(richardIII.legalActions(s, side).map(actionKey));
  expect(checkInvariants(det)).toEqual([]);
  // A sample is a real position: play goes on from it (what a search rollout does).
  const rng = makeRng(seed);
  for (let i = 0; i < playOn && !det.outcome; i++) {
    const who = richardIII.toAct(det);
    const p = who[nextInt(rng, who.length)]!;
    const legal = richardIII.legalActions(det, p);
    expect(richardIII.play(det, p, legal[nextInt(rng, legal.length)]!).ok).toBe(true);
    const errors = checkInvariants(det);
    if (errors.length) throw new Error(`after ${i + 1} actions from a sample: ${errors.join('; ')}`);
  }
}

/** Hidden enemy blocks grouped the way the view shows them: area, colour, moved. */
function hiddenGroups(s: State, side: Side): Map<string, number[]> {
  const view = makeView(s, side);
  const named = new Set(view.blocks.flatMap((bv) => (bv.id ? [blockIndex(bv.id)] : [])));
  const groups = new Map<string, number[]>();
  for (let b = 0; b < BLOCKS.length; b++) {
    if (named.has(b) || s.loc[b]! < 0 || ownerOf(s, b) === side) continue;
    const key = `${s.loc[b]}:${BLOCKS[b]!.side === 'rebel'}:${s.moved[b] !== 0}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return groups;
}

describe('determinize', () => {
  it(
    'shows the same view, keeps the legal actions and every invariant (random play, all scenarios)',
    { timeout: 180_000 },
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...SCENARIO_IDS),
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 2 ** 31 }),
          (scenario, gameSeed, sampleSeed) => {
            const ps = positions(scenario, gameSeed, 11);
            expect(ps.length).toBeGreaterThan(3);
            ps.forEach(({ s, side }, i) => checkSample(s, side, sampleSeed + i));
          },
        ),
        { numRuns: 12, seed: 1483 },
      );
    },
  );

  it('holds in games played by the Easy bot (recruits, attacks, pinned defenders)', { timeout: 180_000 }, () => {
    let attacks = 0;
    const steps = new Set<string>();
    for (const [scenario, seed] of [
      ['wars-of-the-roses', 3],
      ['richard-iii', 8],
    ] as const) {
      for (const [i, { s, side }] of positions(scenario, seed, 5, true).entries()) {
        if (s.attacks.some((a) => a && a.attacker !== side)) attacks++;
        steps.add(s.step.k);
        checkSample(s, side, i, 150);
      }
    }
    expect([...steps]).toEqual(
      expect.arrayContaining(['action', 'battle-choose', 'battle-hits', 'battle-regroup', 'battle-turn', 'card']),
    );
    // Positions where the enemy's attack on us is on record (hidden attackers named in it).
    expect(attacks).toBeGreaterThan(5);
  });

  it(
    'never reveals the truth: samples differ in the hidden parts, and the truth is among them',
    { timeout: 120_000 },
    () => {
      let groupsChecked = 0;
      let handsChecked = 0;
      for (const { s, side } of positions('wars-of-the-roses', 11, 41)) {
        const view = makeView(s, side);
        const foe = otherSide(side);
        const seenInGroup = new Map<string, Set<number>>();
        const seenSteps = new Map<number, Set<number>>();
        const seenCards = new Set<number>();
        const everywhere = new Set<number>();
        for (let k = 0; k < 150; k++) {
          const det = sample(view, side, 9000 + k);
          for (const [key, blocks] of hiddenGroups(det, side)) {
            const set = seenInGroup.get(key) ?? new Set<number>();
            for (const b of blocks) {
              set.add(b);
              everywhere.add(b);
              const st = seenSteps.get(b) ?? new Set<number>();
              st.add(det.steps[b]!);
              seenSteps.set(b, st);
            }
            seenInGroup.set(key, set);
          }
          for (const c of det.hands[foe]) seenCards.add(c);
        }
        for (const [key, blocks] of hiddenGroups(s, side)) {
          for (const b of blocks) {
            expect(seenInGroup.get(key)?.has(b), `${BLOCKS[b]!.id} in ${key} at seq ${s.seq}`).toBe(true);
            expect(seenSteps.get(b)?.has(s.steps[b]!)).toBe(true);
          }
          groupsChecked++;
        }
        // Every enemy block the view leaves open turns up somewhere on the board.
        const named = new Set(view.blocks.flatMap((bv) => (bv.id ? [blockIndex(bv.id)] : [])));
        const slots = view.blocks.filter((bv) => bv.id === null);
        // Slots held by blocks the player can follow (the setup, public events and the moves since) leave
        // no room for the blocks off the board.
        const pinned = [...possibleEnemyAreas(view.log, foe, view.kingSide, view.scenario).keys()].filter(
          (b) => !named.has(b) && b !== REBEL,
        );
        // The black slot is the Rebel's alone.
        const open = slots.filter((x) => x.colour !== 'rebel').length - pinned.length;
        for (let b = 0; b < BLOCKS.length; b++) {
          if (named.has(b) || ownerOf(s, b) !== foe || s.loc[b] === DEAD) continue;
          if (open === 0 && s.loc[b]! < 0) continue;
          const mine = BLOCKS[b]!.other;
          if (mine >= 0 && s.loc[mine] !== OTHER) continue; // our version is in play (or dead): his stays out
          if (b === REBEL && !slots.some((x) => x.colour === 'rebel')) continue;
          if (BLOCKS[b]!.kind === 'heir' && s.loc[b]! < 0 && s.loc[b] !== -2) continue;
          expect(everywhere.has(b), `${BLOCKS[b]!.id} never sampled at seq ${s.seq}`).toBe(true);
        }
        for (const c of s.hands[foe]) expect(seenCards.has(c)).toBe(true);
        if (s.hands[foe].length) handsChecked++;
      }
      expect(groupsChecked).toBeGreaterThan(30);
      expect(handsChecked).toBeGreaterThan(3);
    },
  );

  it('infers from the setup and public events only what is true, and samples respect it', { timeout: 180_000 }, () => {
    let facts = 0;
    let followed = 0;
    let opening = 0;
    let exact = 0;
    let weakened = 0;
    let exactAfterLoss = 0;
    const games: [string, number, boolean][] = [
      ['wars-of-the-roses', 12, true],
      ['kingmaker', 13, true],
      ...SCENARIO_IDS.flatMap((sc, k): [string, number, boolean][] => [
        [sc, 40 + k, false],
        [sc, 50 + k, false],
      ]),
    ];
    for (const [scenario, seed, easy] of games) {
      for (const [i, { s, side }] of positions(scenario, seed, 4, easy).entries()) {
        const view = makeView(s, side);
        const named = new Set(view.blocks.flatMap((bv) => (bv.id ? [blockIndex(bv.id)] : [])));
        const foe = otherSide(side);
        const known = knownEnemyAreas(view.log, foe, view.kingSide, scenario);
        const strengths = enemyStrengths(view.log, foe, view.kingSide, scenario);
        const det = sample(view, side, i);
        // Did he lose steps this campaign where no block was named (his supply loss, our Plague)?
        const sinceReset = view.log.slice(view.log.map((e) => e.k).lastIndexOf('campaign-reset') + 1);
        const unseenLoss = sinceReset.some(
          (e) => (e.k === 'supply-loss' && e.s === foe) || (e.k === 'plague' && e.s !== foe && e.p?.blocks !== 0),
        );
        for (const [b, area] of known) {
          if (named.has(b) || s.loc[b] === OTHER) continue;
          // What the player remembers is where the block really is...
          expect(s.loc[b], `${BLOCKS[b]!.id} believed in area ${area} at seq ${s.seq}`).toBe(area);
          // ...and every sample puts it there.
          expect(det.loc[b]).toBe(area);
          facts++;
          if (s.seq === 0) opening++;
        }
        for (const [b, areas] of possibleEnemyAreas(view.log, foe, view.kingSide, scenario)) {
          if (named.has(b) || s.loc[b] === OTHER) continue;
          // Where the player can follow a block, it is really in one of those areas, and so is every sample.
          expect(areas.has(s.loc[b]!), `${BLOCKS[b]!.id} followed at seq ${s.seq}`).toBe(true);
          expect(areas.has(det.loc[b]!)).toBe(true);
          if (areas.size > 1) followed++;
        }
        for (let b = 0; b < BLOCKS.length; b++) {
          if (named.has(b)) continue;
          // A hidden enemy block, really on the board or put there by the sample: never stronger than the
          // bound, and exactly the truth when the bound is exact.
          if (s.loc[b]! >= 0 && ownerOf(s, b) === foe) {
            expect(s.steps[b], `${BLOCKS[b]!.id} at seq ${s.seq}`).toBeLessThanOrEqual(strengths.most(b));
            if (strengths.exact(b)) {
              expect(s.steps[b], `${BLOCKS[b]!.id}'s strength at seq ${s.seq}`).toBe(strengths.most(b));
              exact++;
              if (s.steps[b]! < BLOCKS[b]!.steps) weakened++;
              if (unseenLoss) exactAfterLoss++;
            }
          }
          if (det.loc[b]! >= 0 && ownerOf(det, b) === foe) {
            expect(det.steps[b]).toBeLessThanOrEqual(strengths.most(b));
            if (strengths.exact(b)) expect(det.steps[b]).toBe(strengths.most(b));
          }
        }
      }
    }
    expect(facts).toBeGreaterThan(20);
    // ...and blocks followed through moves to one of a few areas.
    expect(followed).toBeGreaterThan(20);
    // The setup is known (every scenario's first position is among these)...
    expect(opening).toBeGreaterThan(20);
    // ...and strengths, including blocks seen to take hits.
    expect(exact).toBeGreaterThan(100);
    expect(weakened).toBeGreaterThan(5);
    // A loss named by area only leaves exact the blocks known to stand elsewhere then.
    expect(exactAfterLoss).toBeGreaterThan(10);
  });

  it('refuses steps it cannot sample yet, with a readable reason', () => {
    let refused = 0;
    playRandomGame('wars-of-the-roses', 5, {
      maxSteps: 3000,
      onStep: (s) => {
        if (refused > 3 || !(s.step.k.startsWith('supply-') || s.step.k.startsWith('political-'))) return;
        const side = richardIII.toAct(s)[0]!;
        const r = determinize(makeView(s, side), side, makeRng(1));
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.code).toBe('determinize-unsupported');
        refused++;
      },
    });
    expect(refused).toBeGreaterThan(0);
  });
});
