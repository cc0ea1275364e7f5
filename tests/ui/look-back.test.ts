import { describe, expect, it } from 'vitest';
import { lookBackSteps, positionBeforeNews, stepFrom } from '../../renderer/games/richard-iii/model/look-back';

describe('looking back through the other side’s moves', () => {
  // Log lines the player sees at each position 0..8: his own move at 3 wrote lines 4-5; the
  // other side then moved at 4..8 (position 6 wrote nothing he can see: a hidden choice).
  const lines = [1, 2, 3, 4, 6, 7, 8, 8, 10];
  const linesAt = (at: number) => Promise.resolve(lines[at]!);

  it('finds the position the player last decided in: the last before the news begins', async () => {
    // The news begins at line index 6 (the 7th line), first shown at position 5.
    expect(await positionBeforeNews(6, 8, linesAt)).toBe(4);
    // No news: the position is now.
    expect(await positionBeforeNews(10, 8, linesAt)).toBe(8);
    // Everything is news: from the set-up.
    expect(await positionBeforeNews(0, 8, linesAt)).toBe(0);
  });

  it('steps one position at a time between that position and now, stopping at both ends', () => {
    const steps = lookBackSteps(4, 8);
    expect(steps).toEqual([4, 5, 6, 7, 8]);
    expect(stepFrom(steps, 8, -1)).toBe(7);
    expect(stepFrom(steps, 4, -1)).toBeNull();
    expect(stepFrom(steps, 8, 1)).toBeNull();
    expect(stepFrom(steps, 5, 1)).toBe(6);
    expect(stepFrom(steps, 99, 1)).toBeNull();
  });
});
