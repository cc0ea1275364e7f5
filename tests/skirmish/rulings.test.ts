/** Rule sections and rulings the other scenario files leave out: the opening archer, a short deck, game length and borders in play. */
import { expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import { FIELD_LIMIT } from '../../engine/skirmish/board';
import { at, give, play, position, put, squaresFor } from './position';

test('§3 an opening archer fires like any other: player 2’s first card may shoot player 1’s', () => {
  const s = position();
  s.turn = 2;
  s.active = 'lancaster';
  const bombard = put(s, 'york', 'york-royal-bombard', 3, 2); // no arrows: it does not engage the archer
  const bowmen = give(s, 'lancaster', 'lancaster-welsh-longbowmen');
  play(s, 'lancaster', { t: 'place', card: bowmen, x: 3, y: 3 });
  expect(s.phase).toBe('archers');
  expect(skirmish.legalActions(s, 'lancaster')).toContainEqual({ t: 'archer', card: bowmen, target: bombard });
  play(s, 'lancaster', { t: 'archer', card: bowmen, target: bombard });
  expect(s.log).toContainEqual(expect.objectContaining({ k: 'archer-fires', p: { card: bowmen, target: bombard } }));
  // Ranged 5 against defence 5 is not greater: the bombard stands.
  expect(at(s, bombard)).toEqual({ x: 3, y: 2 });
});

test('§7 our ruling: a short deck gives what it has, and then nothing more', () => {
  const s = position();
  put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
  const levy = give(s, 'york', 'york-levy-1');
  give(s, 'york', 'york-scourers-1');
  give(s, 'lancaster', 'lancaster-levy-2');
  s.decks.york = s.decks.york.slice(-2);
  play(s, 'york', { t: 'place', card: levy, x: 3, y: 2 });
  play(s, 'york', { t: 'draw' });
  expect(s.hands.york).toHaveLength(3);
  expect(s.decks.york).toHaveLength(0);
  expect(s.log).toContainEqual(expect.objectContaining({ k: 'drew', s: 'york', p: { count: 2 } }));
});

test('§9 game length: a shorter game ends at its own threshold, at once', () => {
  const s = position({ unitsToWin: 1 });
  put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
  const edward = give(s, 'york', 'york-edward-iv');
  give(s, 'lancaster', 'lancaster-levy-2');
  play(s, 'york', { t: 'place', card: edward, x: 3, y: 2 });
  expect(s.outcome).toEqual({ winner: 'york', reason: 'units' });
  expect(skirmish.legalActions(s, 'york')).toEqual([]);
});

test('§9 battles without borders: the attack rule reaches past the mat’s edge, where the mat forces a placement', () => {
  const borderless = position({ borderless: true });
  put(borderless, 'lancaster', 'lancaster-levy-1', 0, 0);
  const levy = give(borderless, 'york', 'york-levy-1');
  // The levy attacks (0,0) with N, NE and NW from row −1, which only a board without borders has.
  expect(squaresFor(borderless, 'york', levy)).toEqual(['-1,-1', '0,-1', '1,-1']);
  play(borderless, 'york', { t: 'place', card: levy, x: -1, y: -1 });
  expect(at(borderless, levy)).toEqual({ x: -1, y: -1 });

  const mat = position();
  put(mat, 'lancaster', 'lancaster-levy-1', 0, 0);
  const levy2 = give(mat, 'york', 'york-levy-1');
  // On the mat no square lets it attack: (c) next to the enemy, anywhere around it.
  expect(squaresFor(mat, 'york', levy2)).toEqual(['0,1', '1,0', '1,1']);
});

test('§9 battles without borders end where squares can be written down: nothing is placed past FIELD_LIMIT, nothing wraps', () => {
  // On the field's last row, the levy's attacking squares lie beyond it: (c) places it beside the enemy instead.
  const edge = position({ borderless: true });
  put(edge, 'lancaster', 'lancaster-levy-1', 0, -FIELD_LIMIT);
  const levy = give(edge, 'york', 'york-levy-1');
  const row = -FIELD_LIMIT;
  expect(squaresFor(edge, 'york', levy).sort()).toEqual(
    [`-1,${row}`, `-1,${row + 1}`, `0,${row + 1}`, `1,${row}`, `1,${row + 1}`].sort(),
  );
  const beyond = skirmish.apply(edge, 'york', { t: 'place', card: levy, x: 0, y: row - 1 });
  expect(beyond.ok).toBe(false);

  // A unit standing at the encoding's very edge (y = -128, past the field): its neighbour at y = -129
  // is not read as another column's y = 127 — every square around it is off the field, so none is offered.
  const wrap = position({ borderless: true });
  put(wrap, 'lancaster', 'lancaster-levy-1', 5, -128);
  const levy2 = give(wrap, 'york', 'york-levy-1');
  const offered = skirmish.legalActions(wrap, 'york').flatMap((a) => (a.t === 'place' ? [`${a.x},${a.y}`] : []));
  expect(offered).toEqual([]);
  expect(skirmish.apply(wrap, 'york', { t: 'place', card: levy2, x: 4, y: 127 }).ok).toBe(false);
  expect(skirmish.apply(wrap, 'york', { t: 'place', card: levy2, x: 5, y: -127 }).ok).toBe(false);
});
