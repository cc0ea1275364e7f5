/**
 * The search profile (electron/headless/tournament-profile.ts): which steps the search answers,
 * which fall back to Easy, and how often it leaves Easy's first choice.
 */
import { describe, expect, it } from 'vitest';
import { profileSearch } from '../../../electron/headless/tournament-profile';
import { fakeClock } from './helpers';

describe('search profile', () => {
  it(
    'counts searched decisions per step: battles are searched, the supply phase falls back to Easy',
    { timeout: 120_000 },
    () => {
      const r = profileSearch({
        level: 'normal',
        scenario: 'richard-iii',
        games: 2,
        seed: 3,
        iterations: 1,
        clock: fakeClock(1),
      });
      expect(r.games).toBe(2);
      const steps = r.steps;
      for (const k of ['card', 'action', 'battle-turn']) {
        expect(steps[k], k).toBeDefined();
        expect(steps[k]!.searched).toBe(steps[k]!.decisions);
        expect(steps[k]!.samplesPerDecision).toBe(1);
      }
      for (const [k, v] of Object.entries(steps)) {
        expect(v.leftEasy).toBeLessThanOrEqual(v.searched);
        if (k.startsWith('supply-') || k.startsWith('political-')) expect(v.searched, k).toBe(0);
      }
    },
  );
});
