import { describe, expect, it } from 'vitest';
import {
  linesAt as lineStates,
  lookBackSteps,
  positionBeforeNews,
  stepFrom,
} from '../../renderer/games/richard-iii/model/look-back';

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

  it('marks the last line played at the position looked at, and fades the lines still to come', () => {
    // Lines for news entries 0, 1, 3, 4 (entry 2 was a twin the player does not see twice).
    const news = [{ entry: 0 }, { entry: 1 }, { entry: 3 }, { entry: 4 }];
    expect(lineStates(news, null)).toEqual(['done', 'done', 'done', 'done']);
    expect(lineStates(news, 0)).toEqual(['later', 'later', 'later', 'later']);
    expect(lineStates(news, 2)).toEqual(['done', 'current', 'later', 'later']);
    // Three entries played, the third without a line of its own: the last line played is still entry 1's.
    expect(lineStates(news, 3)).toEqual(['done', 'current', 'later', 'later']);
    expect(lineStates(news, 5)).toEqual(['done', 'done', 'done', 'current']);
  });
});
