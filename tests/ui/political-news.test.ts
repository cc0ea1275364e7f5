import { describe, expect, it } from 'vitest';
import { politicalNews } from '../../renderer/games/richard-iii/model/political-news';
import { logLines } from '../../renderer/games/richard-iii/model/log-text';
import { newGame, playUntil, viewOf } from './fixtures';

describe("the political turn's result, for the next campaign's first cards", () => {
  it('holds the usurpation count and its result from the turn that ended campaign 1, and nothing else', () => {
    for (const seed of [2, 3]) {
      const s = playUntil(newGame(seed), seed, (x) => x.campaign === 2 && x.step.k === 'card', 20_000);
      expect(s.campaign).toBe(2);
      for (const side of ['york', 'lancaster'] as const) {
        const news = politicalNews(viewOf(s, side));
        expect(news?.campaign).toBe(1);
        const kinds = news!.entries.map((e) => e.k);
        expect(kinds[0]).toBe('usurpation-count');
        expect(
          kinds.every((k) =>
            ['usurpation-count', 'usurpation', 'new-king', 'prisoner-murdered', 'prisoner-rescued'].includes(k),
          ),
        ).toBe(true);
        expect(logLines(news!.entries, side)[0]!.text).toMatch(
          /^Nobles and heirs on the map: Lancaster \d+, York \d+\./,
        );
      }
      // Gone once the new campaign has moved past its first cards.
      const later = playUntil(s, seed, (x) => x.campaign === 2 && x.turn === 1 && x.step.k === 'action', 20_000);
      expect(politicalNews(viewOf(later, 'york'))).toBeNull();
    }
  });

  it('is there from the new campaign’s mulligan on (before turn 1, whose counter is still 0)', () => {
    // A mulligan is offered only for a weak hand: the first game of seeds 2… that meets one after a political turn.
    const dealing = (x: { campaign: number; step: { k: string } }) => x.campaign > 1 && x.step.k.startsWith('mulligan');
    const s = [2, 3, 4, 5, 6, 7, 8].map((seed) => playUntil(newGame(seed), seed, dealing, 20_000)).find(dealing)!;
    expect(s).toBeDefined();
    expect(s.turn).toBe(0);
    expect(politicalNews(viewOf(s, 'york'))?.campaign).toBe(s.campaign - 1);
  });

  it('is not there in the first campaign', () => {
    const s = playUntil(newGame(4), 4, (x) => x.step.k === 'card', 1000);
    expect(politicalNews(viewOf(s, 'york'))).toBeNull();
  });
});
