import { describe, expect, it } from 'vitest';
import type { RankedAction } from '../../engine/core/bot';
import { chanceWords, distinctSuggestions, isCloseCall } from '../../renderer/src/lib/hint-close';
import { BOT_TEXT } from '../../renderer/src/lib/bot-text';

const ranked = (...chances: [number, number][]): RankedAction[] =>
  chances.map(([winChance, visits], i) => ({ action: i, winChance, visits }));

describe('a hint whose alternatives show as high a chance as the suggestion', () => {
  it('is a close call when a listed alternative shows the same whole per cent or more', () => {
    expect(isCloseCall(ranked([0.56, 40], [0.57, 16], [0.55, 16]), 4)).toBe(true);
    expect(isCloseCall(ranked([0.561, 40], [0.558, 16]), 4)).toBe(true);
  });

  it('is not when every listed alternative shows less, or has no estimate, or is not listed', () => {
    expect(isCloseCall(ranked([0.57, 40], [0.56, 16], [0.55, 16]), 4)).toBe(false);
    expect(isCloseCall(ranked([0.57, 40], [0.9, 0]), 4)).toBe(false);
    expect(isCloseCall(ranked([0.57, 40], [0.5, 8], [0.5, 8], [0.5, 8], [0.6, 8]), 4)).toBe(false);
    expect(isCloseCall(ranked([0.57, 0], [0.6, 8]), 4)).toBe(false);
    expect(isCloseCall([], 4)).toBe(false);
  });

  it('has words for the note, which cover the equal chance it is also shown for', () => {
    expect(BOT_TEXT.hintClose).toMatch(/margin of error/);
    // Shown at 56 % against 56 % too (above): "a higher chance" alone was untrue there.
    expect(BOT_TEXT.hintClose).toMatch(/as high a chance or higher/);
  });
});

describe('the suggestions a hint lists', () => {
  it('show a wording once, the better-ranked kept: two copies of a card are one move to the player', () => {
    const words = (a: unknown): string =>
      ['Prickers to c3', 'Prickers to c3', 'Crossbowmen to b1', 'Prickers to e4'][a as number]!;
    const listed = distinctSuggestions(ranked([0.43, 40], [0.43, 16], [0.26, 16], [0.2, 8]), words);
    expect(listed.map((c) => words(c.action))).toEqual(['Prickers to c3', 'Crossbowmen to b1', 'Prickers to e4']);
    expect(listed[0]!.visits).toBe(40);
  });

  it('keep every suggestion whose words differ', () => {
    const all = ranked([0.5, 10], [0.4, 10], [0.3, 10]);
    expect(distinctSuggestions(all, (a) => `move ${String(a)}`)).toEqual(all);
  });
});

describe("the words for a suggestion's chance", () => {
  const rough = (n: number) => BOT_TEXT.roughChance(n);
  it('call a chance from fewer samples than the best-weighed move rough, with its count', () => {
    // The play-tester's 1470 battle: fire drew all 153 samples; pass and the charge were halved out.
    const list = ranked([0.222, 153], [0.222, 15], [0.097, 8], [0.124, 153]);
    expect(chanceWords(list[0]!, list)).toEqual({ chance: '22% to win the game', rough: null });
    expect(chanceWords(list[3]!, list)).toEqual({ chance: '12% to win the game', rough: null });
    expect(chanceWords(list[1]!, list)).toEqual({
      chance: '22% to win the game',
      rough: 'rough: from only 15 samples',
    });
    expect(chanceWords(list[2]!, list)).toEqual({ chance: '10% to win the game', rough: 'rough: from only 8 samples' });
  });

  it('measure against the best-weighed move listed, which need not be the suggestion', () => {
    const list = ranked([0.4, 8], [0.3, 32]);
    expect(chanceWords(list[0]!, list).rough).toBe(rough(8));
    expect(chanceWords(list[1]!, list).rough).toBeNull();
  });

  it('say a move without samples was not weighed, and one sample in the singular', () => {
    expect(chanceWords({ action: 0, winChance: 0.5, visits: 0 }, ranked([0.5, 0]))).toEqual({
      chance: BOT_TEXT.noEstimate,
      rough: null,
    });
    const list = ranked([0.5, 2], [1, 1]);
    expect(chanceWords(list[1]!, list).rough).toBe('rough: from only 1 sample');
  });
});
