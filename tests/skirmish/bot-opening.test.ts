/**
 * The second player's opening (§3): his card goes on square 2, under the opener's arrows. A
 * play-tester saw the bots there throw a recruit that died at once — a free kill for the first
 * player — while sturdier cards in the hand would have stood. Built position: York opened with
 * Gloucester (N 3, defence 5); Lancaster holds two levies (defence 2, die at once), billmen
 * (defence 3) and a man-at-arms (defence 4), both of which stand, and Somerset.
 */
import { describe, expect, test } from 'vitest';
import { makeRng } from '../../engine/core/rng';
import { skirmish } from '../../engine/skirmish/module';
import { chooseEasy, makeSearchBot, NORMAL_SEARCH } from '../../engine/skirmish/bots';
import { DEF_BY_ID } from '../../engine/skirmish/data';
import { cardIndex } from '../../engine/skirmish/actions';
import type { Action, State } from '../../engine/skirmish/types';
import { checkPremises, PREMISES } from './premises';
import { at, give, play, position, put } from './position';

function secondOpening(): State {
  const s = position();
  put(s, 'york', 'york-gloucester', 3, 2);
  for (const def of ['york-levy-1', 'york-levy-2', 'york-men-at-arms-1', 'york-billmen-1', 'york-hastings'])
    give(s, 'york', def);
  for (const def of [
    'lancaster-levy-1',
    'lancaster-levy-2',
    'lancaster-billmen-1',
    'lancaster-men-at-arms-1',
    'lancaster-somerset',
    'lancaster-margaret-of-anjou',
  ])
    give(s, 'lancaster', def);
  s.turn = 2;
  s.active = 'lancaster';
  return s;
}

/** Plays the opening card and says whether it is still on the board after the resolution. */
function stands(s: State, a: Action): boolean {
  if (a.t !== 'place') throw new Error(`not a placement: ${JSON.stringify(a)}`);
  const t = skirmish.clone(s);
  play(t, 'lancaster', a);
  return at(t, a.card) !== null;
}

const defOf = (s: State, a: Action): number => (a.t === 'place' ? s.defs[cardIndex(a.card)]! : -1);

describe('the second player opening on square 2', () => {
  test('the position holds what it claims: only square 2, the levies die there at once, billmen and man-at-arms stand', () => {
    expect(checkPremises()).toEqual([]);
    expect(PREMISES['lancaster-levy-1']!.defence).toBe(2);
    const s = secondOpening();
    const legal = skirmish.legalActions(s, 'lancaster');
    expect(legal).toHaveLength(6);
    expect(legal.every((a) => a.t === 'place' && a.x === 3 && a.y === 3)).toBe(true);
    const standing = legal.filter((a) => stands(s, a)).map((a) => defOf(s, a));
    const ids = (names: string[]) => names.map((n) => DEF_BY_ID.get(n)!.idx).sort();
    expect([...standing].sort()).toEqual(
      ids(['lancaster-billmen-1', 'lancaster-men-at-arms-1', 'lancaster-somerset', 'lancaster-margaret-of-anjou']),
    );
  });

  test('Easy opens with a card that stands, whatever its tie-breaks', () => {
    const s = secondOpening();
    const view = skirmish.view(s, 'lancaster');
    for (let seed = 1; seed <= 5; seed++) {
      const a = chooseEasy(view, view.legal, makeRng(seed));
      expect(stands(s, a), JSON.stringify(a)).toBe(true);
    }
  });

  test('Normal opens with a card that stands (the search keeps a free kill out of its race)', async () => {
    const s = secondOpening();
    const view = skirmish.view(s, 'lancaster');
    const normal = makeSearchBot('normal', 'Normal', { ...NORMAL_SEARCH, iterations: 8 });
    const a = await normal.chooseAction({
      view,
      player: 'lancaster',
      legalActions: view.legal,
      budgetMs: 0,
      clock: () => 0,
      deadline: 0,
      rng: makeRng(1),
      progress: () => {},
    });
    expect(stands(s, a), JSON.stringify(a)).toBe(true);
  }, 60_000);
});
