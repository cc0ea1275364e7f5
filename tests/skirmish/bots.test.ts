/** The card battle's bots: legal moves from the view alone, and Easy stronger than Random. */
import { describe, expect, test } from 'vitest';
import { makeRng } from '../../engine/core/rng';
import { skirmish } from '../../engine/skirmish/module';
import { skirmishBots, type SkirmishBot } from '../../engine/skirmish/bots';
import type { Side } from '../../engine/skirmish/data';
import { give, position, put } from './position';

function duel(seed: number, york: SkirmishBot, lancaster: SkirmishBot): Side | null {
  const r = skirmish.setup('standard', seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const rng = makeRng(seed);
  while (!s.outcome) {
    const side = skirmish.toAct(s)[0]!;
    const view = skirmish.view(s, side);
    const action = (side === 'york' ? york : lancaster)(view, view.legal, rng);
    const res = skirmish.play(s, side, action);
    if (!res.ok) throw new Error(`${side} chose an illegal ${JSON.stringify(action)}`);
  }
  return s.outcome.winner;
}

describe('skirmish bots', () => {
  test('both bots play whole games with legal moves, from the view only', () => {
    for (let seed = 0; seed < 3; seed++) expect(() => duel(seed, skirmishBots.easy, skirmishBots.random)).not.toThrow();
  });

  test('Easy beats Random in most games, on either side', { timeout: 60_000 }, () => {
    let easyWins = 0;
    const games = 16;
    for (let i = 0; i < games; i++) {
      const easyIsYork = i % 2 === 0;
      const w = easyIsYork
        ? duel(100 + i, skirmishBots.easy, skirmishBots.random)
        : duel(100 + i, skirmishBots.random, skirmishBots.easy);
      if (w === (easyIsYork ? 'york' : 'lancaster')) easyWins++;
    }
    expect(easyWins / games).toBeGreaterThanOrEqual(0.75);
  });

  test('Easy takes the one placement that eliminates the enemy general', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-margaret-of-anjou', 3, 3);
    put(s, 'york', 'york-levy-2', 2, 2); // NE 1 on Margaret
    put(s, 'york', 'york-levy-3', 4, 2); // NW 1 on Margaret
    const edward = give(s, 'york', 'york-edward-iv'); // only his N 4 from (3,2) makes it more than 5
    give(s, 'york', 'york-levy-1');
    give(s, 'york', 'york-prickers-1');
    const view = skirmish.view(s, 'york');
    expect(view.legal).toHaveLength(6);
    expect(skirmishBots.easy(view, view.legal, makeRng(1))).toEqual({ t: 'place', card: edward, x: 3, y: 2 });
  });

  test('Easy does not throw a card into a square where it alone dies', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-border-reivers', 3, 3); // N 4 on (3,2)
    put(s, 'lancaster', 'lancaster-levy-2', 0, 0);
    const levy = give(s, 'york', 'york-levy-1');
    const view = skirmish.view(s, 'york');
    const choice = skirmishBots.easy(view, view.legal, makeRng(2));
    expect(choice.t).toBe('place');
    expect(choice).not.toEqual({ t: 'place', card: levy, x: 3, y: 2 });
  });
});
