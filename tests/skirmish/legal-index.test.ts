/**
 * The card battle's count-and-index pair (legalActionCount / legalActionAt, for random play without
 * building lists) against legalActions over random games in every variant, and the legality check
 * of placements on the mat (a set of squares per card) against the list, square by square.
 */
import { describe, expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import { COLUMNS, ROWS } from '../../engine/skirmish/board';
import { cardId } from '../../engine/skirmish/flow';
import type { Action, State } from '../../engine/skirmish/types';
import type { OptionsInput } from '../../engine/skirmish/options';
import { playRandomSkirmish } from './random-play';

const VARIANTS: OptionsInput[] = [{}, { advanced: false }, { borderless: true }, { unitsToWin: 10, commandToWin: 2 }];
const count = skirmish.legalActionCount!;
const at = skirmish.legalActionAt!;

/** Count and index first (the order random play asks), then the list. */
function sameAsList(s: State): string | null {
  for (const side of ['york', 'lancaster'] as const) {
    const n = count(s, side);
    const picked = Array.from({ length: n }, (_, i) => at(s, side, i));
    const list = skirmish.legalActions(s, side);
    if (n !== list.length) return `${side}: count ${n}, list ${list.length}`;
    for (let i = 0; i < n; i++)
      if (JSON.stringify(picked[i]) !== JSON.stringify(list[i])) return `${side} #${i}: ${JSON.stringify(picked[i])}`;
    if (at(s, side, n) !== undefined || at(s, side, -1) !== undefined) return `${side}: an action past the list`;
  }
  return null;
}

describe('legal actions by count and index', () => {
  test('equal the list, in its order, at every step of 60 random games', () => {
    const phases = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const options = VARIANTS[i % VARIANTS.length]!;
      const r = skirmish.setup('standard', 40_000 + i, options);
      if (!r.ok) throw new Error(r.error.message);
      expect(sameAsList(r.value)).toBeNull();
      playRandomSkirmish(40_000 + i, {
        options,
        onStep: (s) => {
          phases.add(s.phase);
          const problem = sameAsList(s);
          if (problem) throw new Error(`seed ${40_000 + i} turn ${s.turn} (${s.phase}): ${problem}`);
        },
      });
    }
    expect([...phases].sort()).toEqual(['advance', 'archers', 'over', 'place', 'reinforce']);
  }, 60_000);

  test('a placement on the mat is accepted exactly when listed, whatever object carries it', () => {
    let checked = 0;
    let accepted = 0;
    for (let i = 0; i < 12; i++) {
      playRandomSkirmish(50_000 + i, {
        options: VARIANTS[i % 2]!,
        onStep: (s) => {
          if (s.phase !== 'place' || s.outcome || s.seq % 7 !== 0) return;
          const side = s.active;
          const listed = new Set(skirmish.legalActions(s, side).map((a) => JSON.stringify(a)));
          for (const card of [...s.hands[side], ...s.onBoard.slice(0, 2)])
            for (let x = -1; x <= COLUMNS; x++)
              for (let y = -1; y <= ROWS; y++) {
                const action: Action = { t: 'place', card: cardId(card), x, y };
                const ok = skirmish.apply(s, side, action).ok;
                if (ok !== listed.has(JSON.stringify(action)))
                  throw new Error(
                    `seed ${50_000 + i} turn ${s.turn}: ${JSON.stringify(action)} ${ok ? 'accepted' : 'refused'}`,
                  );
                checked++;
                if (ok) accepted++;
              }
        },
      });
    }
    expect(accepted).toBeGreaterThan(100);
    expect(checked).toBeGreaterThan(accepted * 3);
  }, 60_000);
});
