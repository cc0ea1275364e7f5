/**
 * Property tests over seeded random games of the card battle: every card in exactly one place after
 * every action, views that never hold a hidden card, bit-identical replay, and every listed legal
 * action applying.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { skirmish } from '../../engine/skirmish/module';
import { CARD_DEFS, SIDES } from '../../engine/skirmish/data';
import { cardId } from '../../engine/skirmish/flow';
import { isOnBoard } from '../../engine/skirmish/board';
import type { State } from '../../engine/skirmish/types';
import { playRandomSkirmish } from './random-play';

function conservation(s: State): string[] {
  const errors: string[] = [];
  const seen = new Map<number, string>();
  const note = (c: number, where: string) => {
    if (seen.has(c)) errors.push(`${cardId(c)} in ${seen.get(c)} and ${where}`);
    seen.set(c, where);
  };
  for (const side of SIDES) {
    s.decks[side].forEach((c) => note(c, `${side} deck`));
    s.hands[side].forEach((c) => note(c, `${side} hand`));
    s.piles[side].forEach((c) => note(c, `${side} pile`));
    if (s.hands[side].length > 6) errors.push(`${side} holds ${s.hands[side].length} cards`);
    for (const c of [...s.decks[side], ...s.hands[side]])
      if ((c < 36 ? 'york' : 'lancaster') !== side) errors.push(`${cardId(c)} in the wrong deck or hand`);
    for (const c of s.piles[side])
      if ((c < 36 ? 'york' : 'lancaster') === side) errors.push(`${side} eliminated his own ${cardId(c)}`);
  }
  const squares = new Set<number>();
  for (const c of s.onBoard) {
    note(c, 'board');
    if (squares.has(s.pos[c]!)) errors.push(`two units on one square`);
    squares.add(s.pos[c]!);
    if (!isOnBoard(s, s.pos[c]!)) errors.push(`${cardId(c)} off the board`);
  }
  if (seen.size !== 72) errors.push(`${seen.size} cards accounted for`);
  for (let c = 0; c < 72; c++)
    if (s.pos[c]! >= 0 !== s.onBoard.includes(c)) errors.push(`${cardId(c)} position out of step`);
  return errors;
}

/**
 * Identities a side may not see: both decks and the opponent's hand (instance and definition ids) —
 * except cards both players saw on the board and then recalled to hand.
 */
function leaks(s: State, shown: ReadonlySet<number>): string[] {
  const errors: string[] = [];
  for (const viewer of [...SIDES, null]) {
    const strings = new Set<string>();
    collectStrings({ ...skirmish.view(s, viewer), armies: null }, strings);
    const secret = [
      ...s.decks.york,
      ...s.decks.lancaster,
      ...SIDES.filter((side) => side !== viewer).flatMap((side) => s.hands[side].filter((c) => !shown.has(c))),
    ];
    for (const c of secret) {
      if (strings.has(cardId(c))) errors.push(`${viewer ?? 'spectator'} sees ${cardId(c)}`);
      if (strings.has(CARD_DEFS[s.defs[c]!]!.id))
        errors.push(`${viewer ?? 'spectator'} sees ${CARD_DEFS[s.defs[c]!]!.id}`);
    }
  }
  return errors;
}

/** Every string anywhere in a view (values and keys): where an identity would have to appear. */
function collectStrings(v: unknown, out: Set<string>): void {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) collectStrings(x, out);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      collectStrings(x, out);
    }
}

const GAMES = 500;
const VARIANTS = [{}, { advanced: false }, { borderless: true }, { unitsToWin: 10, commandToWin: 2 }] as const;

describe('random card battles', () => {
  test(`${GAMES} random games finish with every card in exactly one place after every action`, () => {
    const reasons = new Set<string>();
    for (let i = 0; i < GAMES; i++) {
      const { state } = playRandomSkirmish(10_000 + i, {
        options: VARIANTS[i % VARIANTS.length],
        onStep: (s) => {
          const errors = conservation(s);
          if (errors.length) throw new Error(`seed ${10_000 + i} turn ${s.turn}: ${errors.join('; ')}`);
        },
      });
      expect(state.outcome).not.toBeNull();
      reasons.add(state.outcome!.reason);
    }
    expect(reasons).toContain('units');
    expect(reasons).toContain('command-units');
  }, 240_000);

  test(`views never hold the opponent’s hand or either deck, by instance or by card (${GAMES} games)`, () => {
    let recalledSeen = 0;
    for (let i = 0; i < GAMES; i++) {
      const shown = new Set<number>();
      playRandomSkirmish(20_000 + i, {
        options: VARIANTS[i % VARIANTS.length],
        onStep: (s, _side, action) => {
          if (action.t === 'recall') recalledSeen++;
          // Hidden cards enter a hand only by a draw, public ones by a recall. Every view after every action
          // for the first games, after each draw and recall for the next, the final views for all.
          const check = i < 4 || (i < 25 && (action.t === 'draw' || action.t === 'recall')) || s.outcome !== null;
          const errors = check ? leaks(s, shown) : [];
          for (const c of s.onBoard) shown.add(c);
          if (errors.length) throw new Error(`seed ${20_000 + i} turn ${s.turn}: ${errors.join('; ')}`);
        },
      });
    }
    expect(recalledSeen).toBeGreaterThan(0);
  }, 240_000);

  test(`replaying the actions from the seed reproduces the same hash (${GAMES} games, fast-check seeds)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...VARIANTS), (seed, options) => {
        const { state, actions } = playRandomSkirmish(seed, { options });
        const r = skirmish.setup('standard', seed, options);
        if (!r.ok) return false;
        let s = r.value;
        for (const { side, action } of actions) {
          const parsed = skirmish.parseAction(JSON.parse(JSON.stringify(action)));
          if (!parsed.ok) return false;
          const next = skirmish.apply(s, side, parsed.value);
          if (!next.ok) return false;
          s = next.value;
        }
        return skirmish.hash(s) === skirmish.hash(state);
      }),
      { numRuns: GAMES, seed: 5 },
    );
  }, 240_000);

  test('every listed legal action applies, and apply never mutates its input', () => {
    for (let i = 0; i < 5; i++) {
      playRandomSkirmish(30_000 + i, {
        options: VARIANTS[i % VARIANTS.length],
        onStep: (s) => {
          for (const side of skirmish.toAct(s)) {
            const before = skirmish.hash(s);
            for (const a of skirmish.legalActions(s, side)) {
              const r = skirmish.apply(s, side, a);
              if (!r.ok) throw new Error(`seed ${30_000 + i}: ${JSON.stringify(a)} refused: ${r.error.message}`);
            }
            if (skirmish.hash(s) !== before) throw new Error('apply mutated its input');
          }
        },
      });
    }
  }, 240_000);

  test('actions out of turn or off the list are refused with a reason', () => {
    const r = skirmish.setup('standard', 9, { first: 'york' });
    if (!r.ok) throw new Error();
    const s = r.value;
    const wrong = skirmish.apply(s, 'lancaster', skirmish.legalActions(s, 'york')[0]!);
    expect(!wrong.ok && wrong.error.code).toBe('not-your-turn');
    const off = skirmish.apply(s, 'york', { t: 'place', card: skirmish.view(s, 'york').hand[0]!.card, x: 0, y: 0 });
    expect(!off.ok && off.error.code).toBe('illegal-action');
    expect(skirmish.parseAction({ t: 'place', card: 'y99', x: 0, y: 0 }).ok).toBe(false);
    expect(skirmish.parseAction({ t: 'draw', extra: 1 }).ok).toBe(false);
  });
});
