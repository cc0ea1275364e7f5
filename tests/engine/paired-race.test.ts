/**
 * The search bots' shared decision rule (engine/core/paired-race.ts): which root move the paired
 * gains pick, and when more samples could hardly change that pick (the early answer).
 */
import { describe, expect, it } from 'vitest';
import { choiceSettled, gainStats, RunningGain, rulePick, type RaceRule } from '../../engine/core/paired-race';

const rule: RaceRule = { confidence: 2, minGain: 0.01, settleZ: 3, settleMinSamples: 32 };
const g = (mean: number, se: number, n = 64) => ({ n, mean, se });

describe('the paired race', () => {
  it('running sums give the statistics of the list', () => {
    const d = [0.2, -0.1, 0.05, 0.3, 0, -0.05];
    const run = new RunningGain();
    for (const x of d) run.add(x);
    const a = run.stats();
    const b = gainStats(d);
    expect(a.n).toBe(6);
    expect(a.mean).toBeCloseTo(b.mean, 12);
    expect(a.se).toBeCloseTo(b.se, 12);
    // Under two samples there is no spread to speak of: nothing passes on it.
    expect(gainStats([0.5]).se).toBe(Infinity);
    expect(new RunningGain().stats().mean).toBe(-Infinity);
  });

  it('picks the first move unless another gains confidence standard errors and minGain; of those, the largest', () => {
    expect(rulePick([g(0, 0), g(0.05, 0.03)], rule)).toBe(0); // 0.05 is under 2 x 0.03
    expect(rulePick([g(0, 0), g(0.005, 0.001)], rule)).toBe(0); // clear, but under minGain
    expect(rulePick([g(0, 0), g(0.05, 0.01), g(0.08, 0.01)], rule)).toBe(2);
    expect(rulePick([g(0, 0), g(0.05, 0.01, 1)], rule)).toBe(0); // one sample is no evidence
  });

  it('settles only when no rival could cross the line within settleZ standard errors', () => {
    // The first move stands, every rival far below minGain: settled.
    expect(choiceSettled([g(0, 0), g(-0.05, 0.01), g(-0.2, 0.02)], [0, 1, 2], rule)).toBe(true);
    // A rival in the race whose gain could still reach minGain (-0.01 + 3 x 0.01 = 0.02): not yet.
    expect(choiceSettled([g(0, 0), g(-0.01, 0.01), g(-0.2, 0.02)], [0, 1, 2], rule)).toBe(false);
    // The same rival out of the race draws no more samples and does not pass: settled.
    expect(choiceSettled([g(0, 0), g(-0.01, 0.01, 8), g(-0.2, 0.02)], [0, 2], rule)).toBe(true);
    // A rival out of the race that already passes is the choice: settled unless one in the race could overtake it.
    expect(choiceSettled([g(0, 0), g(0.05, 0.01, 8), g(-0.2, 0.02)], [0, 2], rule)).toBe(true);
    expect(choiceSettled([g(0, 0), g(0.05, 0.01, 8), g(0.0, 0.01)], [0, 2], rule)).toBe(false);
    // A rival picked by a wide margin, the others far behind it: settled on the rival.
    expect(choiceSettled([g(0, 0), g(0.1, 0.01), g(0.02, 0.01)], [0, 1, 2], rule)).toBe(true);
    // Picked, but its gain could still fall below minGain (0.035 - 3 x 0.01 = 0.005): not yet.
    expect(choiceSettled([g(0, 0), g(0.035, 0.01), g(-0.2, 0.01)], [0, 1, 2], rule)).toBe(false);
    // Picked, but a second rival in the race could still overtake it: not yet.
    expect(choiceSettled([g(0, 0), g(0.1, 0.01), g(0.06, 0.01)], [0, 1, 2], rule)).toBe(false);
    // Picked, but a rival out of the race already passes with a gain above the pick's lowest (0.07): not yet.
    expect(choiceSettled([g(0, 0), g(0.1, 0.01), g(0.08, 0.01, 8)], [0, 1], rule)).toBe(false);
    // A rival in the race with one sample has no spread yet: nothing is settled on it.
    expect(choiceSettled([g(0, 0, 1), g(-0.5, Infinity, 1)], [0, 1], rule)).toBe(false);
    // settleZ 0: never settled, however clear the race.
    expect(choiceSettled([g(0, 0), g(-0.5, 0.001)], [0, 1], { ...rule, settleZ: 0 })).toBe(false);
  });
});
