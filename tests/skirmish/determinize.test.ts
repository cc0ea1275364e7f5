/**
 * determinize(view, side, rng): a full state behind a side's view. Over seeded random games in
 * every variant: the sample shows exactly the same view, the side's legal actions are unchanged,
 * every card is in one place, play goes on from it, and public knowledge (the enemy's unseen
 * general, his recalled units) is honoured; over many samples every hidden card turns up.
 */
import { describe, expect, test } from 'vitest';
import { makeRng } from '../../engine/core/rng';
import { skirmish } from '../../engine/skirmish/module';
import { determinize } from '../../engine/skirmish/determinize';
import { CARD_DEFS, otherSide, SIDES, type Side } from '../../engine/skirmish/data';
import { cardId } from '../../engine/skirmish/flow';
import type { State } from '../../engine/skirmish/types';
import { playRandomSkirmish } from './random-play';
import { give, pile, position, put } from './position';

const VARIANTS = [{}, { advanced: false }, { borderless: true }, { unitsToWin: 10, commandToWin: 2 }] as const;

/** Every card instance in exactly one zone, hands at most six, decks and hands holding their owner's cards. */
function conserved(s: State): boolean {
  const zones = [...SIDES.flatMap((side) => [s.decks[side], s.hands[side], s.piles[side]]), s.onBoard].flat();
  const owners = SIDES.every((side) =>
    [...s.decks[side], ...s.hands[side]].every((c) => (c < 36 ? 'york' : 'lancaster') === side),
  );
  return zones.length === 72 && new Set(zones).size === 72 && owners && SIDES.every((x) => s.hands[x].length <= 6);
}

/** Enemy cards a player knows are in the enemy's hand: placed once (seen), now neither on the board nor in a pile, or his general never seen. */
function knownInEnemyHand(truth: State, me: Side, seenOnBoard: ReadonlySet<number>): number[] {
  const enemy = otherSide(me);
  return truth.hands[enemy].filter((c) => seenOnBoard.has(c) || CARD_DEFS[truth.defs[c]!]!.general);
}

describe('skirmish determinize', () => {
  test('the sample shows the same view, keeps the legal actions and every card, and play goes on (random games, all variants)', () => {
    let checked = 0;
    let recalls = 0;
    let archerSteps = 0;
    for (let g = 0; g < 16; g++) {
      const seenOnBoard = new Set<number>();
      const rng = makeRng(900 + g);
      playRandomSkirmish(700 + g, {
        options: VARIANTS[g % VARIANTS.length],
        onStep: (s, _side, action) => {
          for (const c of s.onBoard) seenOnBoard.add(c);
          if (action.t === 'recall') recalls++;
          if (s.outcome || s.seq % 5 !== 0) return;
          if (s.phase === 'archers') archerSteps++;
          for (const me of SIDES) {
            const view = skirmish.view(s, me);
            const r = determinize(view, me, rng);
            if (!r.ok) throw new Error(`seed ${700 + g} seq ${s.seq}: ${r.error.message}`);
            const det = r.value;
            expect(skirmish.view(det, me)).toEqual(view);
            expect(skirmish.legalActions(det, me)).toEqual(skirmish.legalActions(s, me));
            expect(skirmish.toAct(det)).toEqual(skirmish.toAct(s));
            expect(conserved(det)).toBe(true);
            const known = knownInEnemyHand(s, me, seenOnBoard);
            for (const c of known) expect(det.hands[otherSide(me)]).toContain(c);
            // The sample is a live game: whoever acts can play on.
            const who = skirmish.toAct(det)[0]!;
            const legal = skirmish.legalActions(det, who);
            expect(skirmish.apply(det, who, legal[legal.length - 1]!).ok).toBe(true);
            checked++;
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(300);
    expect(recalls).toBeGreaterThan(0);
    expect(archerSteps).toBeGreaterThan(0);
  }, 60_000);

  test('over many samples every card the enemy may hold turns up in his hand, and only those', () => {
    let positions = 0;
    for (let g = 0; g < 6; g++) {
      const seenOnBoard = new Set<number>();
      playRandomSkirmish(40 + g, {
        onStep: (s) => {
          for (const c of s.onBoard) seenOnBoard.add(c);
          if (s.outcome || s.phase !== 'place' || s.turn % 9 !== 4) return;
          const me = s.active;
          const enemy = otherSide(me);
          // Allowed: every enemy card not on the board or in a pile.
          // Allowed: the cards he surely holds, and any card not yet seen while his hand has room for one.
          const known = knownInEnemyHand(s, me, seenOnBoard);
          const unseen = s.hands[enemy].concat(s.decks[enemy]).filter((c) => !known.includes(c));
          const allowed = new Set(
            (known.length < s.hands[enemy].length ? unseen : []).concat(known).map((c) => CARD_DEFS[s.defs[c]!]!.id),
          );
          const view = skirmish.view(s, me);
          const rng = makeRng(g * 31 + s.turn);
          const shown = new Set<string>();
          for (let k = 0; k < 300; k++) {
            const det = determinize(view, me, rng);
            if (!det.ok) throw new Error(det.error.message);
            for (const c of det.value.hands[enemy]) shown.add(CARD_DEFS[det.value.defs[c]!]!.id);
          }
          expect([...shown].sort()).toEqual([...allowed].sort());
          positions++;
        },
      });
    }
    expect(positions).toBeGreaterThan(5);
  }, 60_000);

  test('the enemy general never seen is in his hand in every sample; one seen on the board is not', () => {
    const s = position();
    give(s, 'york', 'york-levy-1');
    give(s, 'lancaster', 'lancaster-margaret-of-anjou');
    give(s, 'lancaster', 'lancaster-levy-1');
    put(s, 'lancaster', 'lancaster-levy-2', 3, 3);
    const view = skirmish.view(s, 'york');
    const rng = makeRng(5);
    const margaret = CARD_DEFS.findIndex((d) => d.id === 'lancaster-margaret-of-anjou');
    for (let k = 0; k < 50; k++) {
      const det = determinize(view, 'york', rng);
      if (!det.ok) throw new Error(det.error.message);
      expect(det.value.hands.lancaster.map((c) => det.value.defs[c])).toContain(margaret);
      expect(det.value.hands.lancaster).toHaveLength(2);
    }
    put(s, 'lancaster', 'lancaster-margaret-of-anjou', 3, 2);
    const seen = skirmish.view(s, 'york');
    const det = determinize(seen, 'york', rng);
    if (!det.ok) throw new Error(det.error.message);
    expect(det.value.hands.lancaster.map((c) => det.value.defs[c])).not.toContain(margaret);
  });

  test('units eliminated are public, a fresh RNG replaces the true one, and only the own side may be sampled', () => {
    const s = position();
    give(s, 'york', 'york-levy-1');
    give(s, 'lancaster', 'lancaster-levy-1');
    const id = pile(s, 'york', 'lancaster-levy-2');
    const view = skirmish.view(s, 'york');
    const a = determinize(view, 'york', makeRng(1));
    const b = determinize(view, 'york', makeRng(2));
    if (!a.ok || !b.ok) throw new Error('no sample');
    expect(a.value.piles.york.map(cardId)).toEqual([id]);
    expect(a.value.rng).not.toEqual(s.rng);
    expect(a.value.rng).not.toEqual(b.value.rng);
    expect(determinize(view, 'lancaster', makeRng(1)).ok).toBe(false);
  });
});
