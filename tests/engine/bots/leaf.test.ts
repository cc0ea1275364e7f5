/**
 * The search bots' leaf evaluation: a chance in (0, 1) that the two sides' values complete to one,
 * exact once the game is over; and the self-play fitter recovers known weights from labelled data.
 */
import { describe, expect, it } from 'vitest';
import { makeRng, nextFloat } from '../../../engine/core/rng';
import { LEAF_FEATURES, LEAF_WEIGHTS, leafFeatures, leafValue } from '../../../engine/richard-iii/bots';
import { richardIII } from '../../../engine/richard-iii/module';
import type { State } from '../../../engine/richard-iii/types';
import { fitLogistic } from '../../../electron/headless/leaf-fit';
import { easyPolicy, playGame } from './helpers';

/** Checks the throne term on `s`: the same board with the throne in the other hands. */
function leafThrone(s: State): void {
  const before = { king: s.kingSide, value: leafValue(s, s.kingSide) };
  const pretender = before.king === 'york' ? 'lancaster' : 'york';
  const pretenderBefore = leafValue(s, pretender);
  // The same board with the throne changed hands (a usurpation, 8.2): the new King is better off.
  s.kingSide = pretender;
  expect(leafValue(s, pretender)).toBeGreaterThan(pretenderBefore);
  expect(leafValue(s, before.king)).toBeLessThan(before.value);
  // The side-bias terms are the scenario's alone: in another scenario they do not apply.
  const f = leafFeatures(s, 'york');
  const bias = LEAF_FEATURES.map((name, i) => (name.startsWith('yorkIn') ? f[i] : null)).filter((x) => x !== null);
  expect(bias).toEqual([0, 0, 1]);
}

describe('leaf evaluation', () => {
  it('gives both sides chances that add up to one, and the result once the game is over', () => {
    let checked = 0;
    const run = playGame(
      5,
      { lancaster: easyPolicy, york: easyPolicy },
      {
        scenario: 'richard-iii',
        onDecision: (s) => {
          if (s.step.k !== 'card' || s.outcome) return;
          const l = leafValue(s, 'lancaster');
          const y = leafValue(s, 'york');
          expect(l).toBeGreaterThan(0);
          expect(l).toBeLessThan(1);
          expect(l + y).toBeCloseTo(1, 12);
          const [fl, fy] = [leafFeatures(s, 'lancaster'), leafFeatures(s, 'york')];
          fl.forEach((x, i) => expect(x + fy[i]!).toBeCloseTo(0, 12));
          checked++;
        },
      },
    );
    expect(checked).toBeGreaterThan(3);
    expect(LEAF_WEIGHTS.length).toBe(LEAF_FEATURES.length);
    const winner = run.winner!;
    expect(leafValue(run.state, winner)).toBe(1);
    expect(leafValue(run.state, winner === 'york' ? 'lancaster' : 'york')).toBe(0);
    expect(richardIII.outcome(run.state)).not.toBeNull();
  });

  it('values the throne apart from the side a scenario favours', () => {
    const s = richardIII.setup('richard-iii', 6);
    if (!s.ok) throw new Error(s.error.message);
    leafThrone(s.value);
  });

  it('fits weights close to those that generated the outcomes', () => {
    const rng = makeRng(7);
    const truth = [1.2, -0.7, 0.3];
    const rows = Array.from({ length: 6000 }, () => {
      const x = truth.map(() => nextFloat(rng) * 4 - 2);
      const p = 1 / (1 + Math.exp(-x.reduce((t, xi, i) => t + xi * truth[i]!, 0)));
      return { x, y: nextFloat(rng) < p ? 1 : 0 };
    });
    const w = fitLogistic(rows, 0.01);
    w.forEach((wi, i) => expect(Math.abs(wi - truth[i]!)).toBeLessThan(0.12));
  });
});
