import { describe, expect, it } from 'vitest';
import { BOT_TEXT, botErrorText, levelName } from '../../renderer/src/lib/bot-text';

describe('words for the computer opponent', () => {
  it('names the known levels, and a level the page does not know yet by its id', () => {
    expect(levelName('easy')).toBe('Easy');
    expect(levelName('hard')).toMatch(/^Hard/);
    expect(levelName('grandmaster')).toBe('Grandmaster');
  });

  it('counts the time left in tenths of a second, never below zero', () => {
    expect(BOT_TEXT.secondsLeft(4321)).toBe('4.3 s left');
    expect(BOT_TEXT.secondsLeft(-50)).toBe('0.0 s left');
    expect(BOT_TEXT.winChance(0.625)).toBe('63% to win the game');
  });

  it('words the hint and level refusals, and leaves other codes to the common error words', () => {
    expect(botErrorText({ code: 'no-hint', message: 'no-hint' })).toMatch(/No computer level/);
    expect(botErrorText({ code: 'unknown-bot', message: 'unknown-bot', params: { level: 'x' } })).toMatch(/strength/);
    expect(botErrorText({ code: 'stale-position', message: '' })).toMatch(/Ask again/);
    expect(botErrorText({ code: 'something-new', message: 'Plain words.' })).toContain('something-new');
  });
});
