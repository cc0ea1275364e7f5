import { describe, expect, it } from 'vitest';
import { finishedBattleStillNews, keepsFinishedBattle } from '../../renderer/games/richard-iii/model/phase';

describe('the finished battle board over the map', () => {
  it('stays through the battle and supply phases while the player has nothing to click on the map', () => {
    expect(keepsFinishedBattle('battle-choose', false)).toBe(true);
    expect(keepsFinishedBattle('battle-turn', true)).toBe(true);
    expect(keepsFinishedBattle('supply-execute', true)).toBe(true);
  });

  it('stays into the next card phase, whose choice is made in the hand', () => {
    expect(keepsFinishedBattle('card', true)).toBe(true);
    expect(keepsFinishedBattle('card', false)).toBe(true);
  });

  it('gives way when the player must click the map: the next battle, an heir entering, a supply loss', () => {
    for (const step of ['battle-choose', 'supply-heir', 'supply-loss'])
      expect(keepsFinishedBattle(step, true)).toBe(false);
  });

  it('is gone once the player acts on the map again, or the political turn comes', () => {
    expect(keepsFinishedBattle('action', true)).toBe(false);
    expect(keepsFinishedBattle('action', false)).toBe(false);
    expect(keepsFinishedBattle('political-home', true)).toBe(false);
  });
});

describe('which finished battle is still news', () => {
  const fought = { campaign: 1, turn: 7 };
  it('the one fought this turn, and in the next turn’s card phase of the same campaign', () => {
    expect(finishedBattleStillNews(fought, { campaign: 1, turn: 7, step: 'supply-loss' })).toBe(true);
    expect(finishedBattleStillNews({ campaign: 1, turn: 3 }, { campaign: 1, turn: 4, step: 'card' })).toBe(true);
  });

  it('not after the political turn, in the next campaign’s first card phase (it showed a dead Warwick there)', () => {
    expect(finishedBattleStillNews(fought, { campaign: 2, turn: 1, step: 'card' })).toBe(false);
  });

  it('not a turn later, nor two turns on', () => {
    expect(finishedBattleStillNews({ campaign: 1, turn: 3 }, { campaign: 1, turn: 4, step: 'battle-choose' })).toBe(
      false,
    );
    expect(finishedBattleStillNews({ campaign: 1, turn: 3 }, { campaign: 1, turn: 5, step: 'card' })).toBe(false);
  });
});
