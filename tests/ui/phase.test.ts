import { describe, expect, it } from 'vitest';
import { finishedBattleStillNews, keepsFinishedBattle } from '../../renderer/games/richard-iii/model/phase';

describe('the finished battle board over the map', () => {
  it('stays, with its result, while the battle phase goes on in the other side’s hands', () => {
    expect(keepsFinishedBattle('battle-choose', false)).toBe(true);
    expect(keepsFinishedBattle('battle-regroup', false)).toBe(true);
    expect(keepsFinishedBattle('battle-turn', true)).toBe(true);
  });

  it('gives way when the player chooses the next battle on the map', () => {
    expect(keepsFinishedBattle('battle-choose', true)).toBe(false);
  });

  it('gives way to the map once the battle phase is over: the supply phase is seen there, whoever decides in it', () => {
    for (const step of ['supply-execute', 'supply-heir', 'supply-loss']) {
      expect(keepsFinishedBattle(step, true)).toBe(false);
      expect(keepsFinishedBattle(step, false)).toBe(false);
    }
  });

  it('never covers the next card phase (a play-tester’s new turn opened under the last battle’s banner)', () => {
    expect(keepsFinishedBattle('card', true)).toBe(false);
    expect(keepsFinishedBattle('card', false)).toBe(false);
  });

  it('is gone in the action phase and the political turn', () => {
    expect(keepsFinishedBattle('action', true)).toBe(false);
    expect(keepsFinishedBattle('action', false)).toBe(false);
    expect(keepsFinishedBattle('political-home', true)).toBe(false);
  });
});

describe('which finished battle is still news', () => {
  it('the one fought this turn', () => {
    expect(finishedBattleStillNews({ campaign: 1, turn: 7 }, { campaign: 1, turn: 7 })).toBe(true);
  });

  it('not one of an earlier turn, nor of the last campaign (it showed a dead Warwick there)', () => {
    expect(finishedBattleStillNews({ campaign: 1, turn: 3 }, { campaign: 1, turn: 4 })).toBe(false);
    expect(finishedBattleStillNews({ campaign: 1, turn: 7 }, { campaign: 2, turn: 7 })).toBe(false);
  });
});
