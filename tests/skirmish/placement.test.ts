/** §3 opening and §4 deployment: the attack rule, exceptions (a)–(c) and the forced-placement rulings. */
import { describe, expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import { legalPlacements } from '../../engine/skirmish/placement';
import { checkPremises } from './premises';
import { at, give, play, position, put, squaresFor } from './position';

test('the cards the scenarios use still have the printed values the scenarios assume', () => {
  expect(checkPremises()).toEqual([]);
});

describe('§2–3 setup and opening', () => {
  test('each player holds his general and five hidden cards; 30 stay in the deck', () => {
    const s = skirmish.setup('standard', 42)!;
    if (!s.ok) throw new Error();
    for (const side of ['york', 'lancaster'] as const) {
      expect(s.value.hands[side]).toHaveLength(6);
      expect(s.value.decks[side]).toHaveLength(30);
      const view = skirmish.view(s.value, side);
      expect(view.hand.some((c) => c.def.endsWith('edward-iv') || c.def.endsWith('margaret-of-anjou'))).toBe(true);
    }
  });

  test('the same seed shuffles the same decks; another seed differs', () => {
    const a = skirmish.setup('standard', 7);
    const b = skirmish.setup('standard', 7);
    const c = skirmish.setup('standard', 8);
    if (!a.ok || !b.ok || !c.ok) throw new Error();
    expect(skirmish.hash(a.value)).toBe(skirmish.hash(b.value));
    expect(a.value.decks).not.toEqual(c.value.decks);
  });

  test('player 1 opens on square 1, player 2 on square 2, each drawing back to six', () => {
    const r = skirmish.setup('standard', 3, { first: 'lancaster' });
    if (!r.ok) throw new Error();
    const s = r.value;
    const first = skirmish.legalActions(s, 'lancaster');
    expect(first).toHaveLength(6);
    expect(first.every((a) => a.t === 'place' && a.x === 3 && a.y === 2)).toBe(true);
    expect(skirmish.legalActions(s, 'york')).toEqual([]);
    play(s, 'lancaster', first[0]!);
    expect(skirmish.legalActions(s, 'lancaster')).toEqual([{ t: 'draw' }]);
    play(s, 'lancaster', { t: 'draw' });
    expect(s.hands.lancaster).toHaveLength(6);
    const second = skirmish.legalActions(s, 'york');
    expect(second.every((a) => a.t === 'place' && a.x === 3 && a.y === 3)).toBe(true);
  });

  test("player 2's opening card is resolved like any other placement and may eliminate player 1's", () => {
    const s = position();
    s.turn = 2;
    s.active = 'lancaster';
    const levy = put(s, 'york', 'york-levy-1', 3, 2);
    const margaret = give(s, 'lancaster', 'lancaster-margaret-of-anjou');
    expect(squaresFor(s, 'lancaster', margaret)).toEqual(['3,3']);
    play(s, 'lancaster', { t: 'place', card: margaret, x: 3, y: 3 });
    // Margaret's N arrow (4, pointing at player 1's side) beats the levy's defence 2.
    expect(at(s, levy)).toBeNull();
    expect(s.piles.lancaster).toHaveLength(1);
  });
});

describe('§4 deployment', () => {
  test('the attack rule: only squares from which an arrow points at an enemy', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    // York's levy has N, NE and NW arrows: it attacks (3,3) from (3,2), (2,2) and (4,2) only.
    expect(squaresFor(s, 'york', levy)).toEqual(['2,2', '3,2', '4,2']);
    expect(legalPlacements(s, 'york').basis).toBe('rule');
  });

  test('it need not touch a friendly unit, and a friendly neighbour alone is not enough', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    put(s, 'york', 'york-prickers-1', 0, 0);
    const levy = give(s, 'york', 'york-levy-1');
    expect(squaresFor(s, 'york', levy)).toEqual(['2,2', '3,2', '4,2']);
  });

  test('(a) a support unit may instead go next to any friendly unit', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    put(s, 'york', 'york-prickers-1', 0, 0);
    const billmen = give(s, 'york', 'york-levy-billmen');
    const bombard = give(s, 'york', 'york-royal-bombard');
    expect(squaresFor(s, 'york', billmen)).toEqual(['0,1', '1,0', '1,1', '2,2', '3,2', '4,2']);
    // No arrows at all: a support unit without arrows goes only beside friends.
    expect(squaresFor(s, 'york', bombard)).toEqual(['0,1', '1,0', '1,1']);
  });

  test('(b) with no enemy on the board, any unit goes next to a friendly unit', () => {
    const s = position();
    put(s, 'york', 'york-prickers-1', 0, 0);
    const levy = give(s, 'york', 'york-levy-1');
    expect(squaresFor(s, 'york', levy)).toEqual(['0,1', '1,0', '1,1']);
  });

  test('(b) an empty board: anywhere', () => {
    const s = position();
    const levy = give(s, 'york', 'york-levy-1');
    expect(squaresFor(s, 'york', levy)).toHaveLength(42);
  });

  test('(c) no card can be placed by the rule: it must go next to an enemy, any card', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const bombard = give(s, 'york', 'york-royal-bombard');
    const r = legalPlacements(s, 'york');
    expect(r.basis).toBe('forced');
    expect(squaresFor(s, 'york', bombard)).toEqual(['2,2', '2,3', '2,4', '3,2', '3,4', '4,2', '4,3', '4,4']);
  });

  test('(c) is not used while some card of the hand can attack', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const bombard = give(s, 'york', 'york-royal-bombard');
    give(s, 'york', 'york-levy-1');
    expect(legalPlacements(s, 'york').basis).toBe('rule');
    expect(squaresFor(s, 'york', bombard)).toEqual([]);
  });

  test('our ruling: no empty square next to an enemy — any empty square', () => {
    const s = position();
    // Lancaster holds columns 0–1, York column 2: every square next to an enemy is taken.
    const lancs = [
      'lancaster-levy-1',
      'lancaster-levy-2',
      'lancaster-levy-3',
      'lancaster-billmen-1',
      'lancaster-billmen-2',
      'lancaster-men-at-arms-1',
      'lancaster-men-at-arms-2',
      'lancaster-lancastrian-foot-1',
      'lancaster-lancastrian-foot-2',
      'lancaster-somerset',
      'lancaster-exeter',
      'lancaster-clifford',
    ];
    lancs.forEach((d, i) => put(s, 'lancaster', d, i % 2, Math.floor(i / 2)));
    [
      'york-yorkist-foot-1',
      'york-yorkist-foot-2',
      'york-men-at-arms-1',
      'york-men-at-arms-2',
      'york-warwick',
      'york-hastings',
    ].forEach((d, y) => put(s, 'york', d, 2, y));
    const levy = give(s, 'york', 'york-levy-1');
    const r = legalPlacements(s, 'york');
    expect(r.basis).toBe('anywhere');
    expect(squaresFor(s, 'york', levy)).toHaveLength(24);
  });

  test('our ruling: a full board ends the game; more eliminated units wins', () => {
    const s = position();
    give(s, 'lancaster', 'lancaster-levy-1');
    let n = 0;
    for (let x = 0; x < 7; x++)
      for (let y = 0; y < 6; y++) {
        const side = n % 2 === 0 ? 'york' : 'lancaster';
        const base = side === 'york' ? 0 : 36;
        const card = s.decks[side].find((c) => c >= base)!;
        s.decks[side].splice(s.decks[side].indexOf(card), 1);
        s.pos[card] = (x + 128) * 256 + (y + 128);
        s.onBoard.push(card);
        n++;
      }
    expect(s.onBoard).toHaveLength(42);
    s.piles.lancaster.push(s.decks.york.pop()!);
    // York passes his turn by drawing; Lancaster then cannot place.
    s.phase = 'reinforce';
    play(s, 'york', { t: 'draw' });
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'board-full' });
  });
});
