/** §7 reinforcement, §8 advanced rules (cavalry, berserkers), the general's extra turn, victory and the end rulings. */
import { describe, expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import { at, give, pile, play, position, put } from './position';

const recalls = (s: ReturnType<typeof position>) =>
  skirmish
    .legalActions(s, 'york')
    .flatMap((a) => (a.t === 'recall' ? [a.card] : []))
    .sort();

describe('§7 reinforcement', () => {
  test('draw back to six, or recall one unit that meets the three conditions', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 4);
    const attacked = put(s, 'york', 'york-levy-2', 3, 3); // the Lancastrian levy's N arrow points at it
    const free = put(s, 'york', 'york-levy-3', 0, 0);
    const killer = put(s, 'york', 'york-prickers-1', 5, 1);
    put(s, 'lancaster', 'lancaster-levy-2', 6, 3);
    const levy = give(s, 'york', 'york-levy-1');
    give(s, 'york', 'york-prickers-2');
    play(s, 'york', { t: 'place', card: levy, x: 5, y: 2 }); // NE 1 on the levy at (6,3): nothing is eliminated
    expect(s.phase).toBe('reinforce');
    expect(skirmish.legalActions(s, 'york')[0]).toEqual({ t: 'draw' });
    // (1) not the attacked one, (2) not the one placed this turn.
    expect(recalls(s)).toEqual([free, killer].sort());
    expect(recalls(s)).not.toContain(attacked);
    expect(recalls(s)).not.toContain(levy);
    play(s, 'york', { t: 'recall', card: free });
    expect(at(s, free)).toBeNull();
    expect(skirmish.view(s, 'york').hand.map((c) => c.card)).toContain(free);
  });

  test('(3) a unit that took part in an elimination this turn (arrow or fire) cannot be recalled', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const helper = put(s, 'york', 'york-prickers-1', 2, 2); // NE 1 on (3,3)
    const bystander = put(s, 'york', 'york-prickers-2', 0, 0);
    const levy = give(s, 'york', 'york-levy-1');
    play(s, 'york', { t: 'place', card: levy, x: 3, y: 2 });
    expect(s.piles.york).toHaveLength(1);
    expect(recalls(s)).toEqual([bystander]);
    expect(recalls(s)).not.toContain(helper);
  });

  test('an empty deck cannot be drawn from; with nothing to recall the turn simply passes', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    give(s, 'lancaster', 'lancaster-levy-2');
    s.decks.york = [];
    play(s, 'york', { t: 'place', card: levy, x: 3, y: 2 });
    expect(s.active).toBe('lancaster');
    expect(s.log.some((e) => e.k === 'no-reinforcement' && e.s === 'york')).toBe(true);
  });

  test('no card to place at the start of a turn ends the game: more eliminated units wins', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    pile(s, 'york', 'lancaster-levy-3');
    play(s, 'york', { t: 'place', card: levy, x: 3, y: 2 });
    play(s, 'york', { t: 'draw' });
    expect(s.outcome).toEqual({ winner: 'york', reason: 'no-card' });
  });
});

describe('§8 cavalry', () => {
  const setup = (advanced: boolean, attacker: string) => {
    const s = position({ advanced });
    const cav = put(s, 'york', 'york-scourers-1', 0, 1);
    put(s, 'lancaster', attacker, 0, 2); // its N arrow points at the cavalry (defence 2) with 2: engaged, not eliminated
    put(s, 'lancaster', 'lancaster-levy-3', 6, 5);
    const levy = give(s, 'york', 'york-levy-1');
    play(s, 'york', { t: 'place', card: levy, x: 6, y: 4 });
    return { s, cav };
  };
  test('with the advanced rules, engaged cavalry may be recalled', () => {
    const { s, cav } = setup(true, 'lancaster-levy-1');
    expect(recalls(s)).toContain(cav);
  });
  test('…unless an enemy spearmen arrow points at it', () => {
    const { s, cav } = setup(true, 'lancaster-billmen-1');
    expect(recalls(s)).not.toContain(cav);
  });
  test('without the advanced rules, engaged cavalry stays', () => {
    const { s, cav } = setup(false, 'lancaster-levy-1');
    expect(recalls(s)).not.toContain(cav);
  });
});

describe('§8 berserkers', () => {
  test('a successful berserker with no enemy arrow on it must advance into the vacated square', () => {
    const s = position();
    const levy = put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const g = give(s, 'york', 'york-gallowglass');
    play(s, 'york', { t: 'place', card: g, x: 3, y: 2 });
    expect(at(s, levy)).toBeNull();
    expect(at(s, g)).toEqual({ x: 3, y: 3 });
  });

  test('it does not advance while an enemy arrow still points at it, nor without the advanced rules', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    put(s, 'lancaster', 'lancaster-men-at-arms-1', 4, 3); // its NE arrow (1) points at (3,2)
    const g = give(s, 'york', 'york-gallowglass');
    play(s, 'york', { t: 'place', card: g, x: 3, y: 2 });
    expect(at(s, g)).toEqual({ x: 3, y: 2 });

    const t = position({ advanced: false });
    put(t, 'lancaster', 'lancaster-levy-1', 3, 3);
    const g2 = give(t, 'york', 'york-gallowglass');
    play(t, 'york', { t: 'place', card: g2, x: 3, y: 2 });
    expect(at(t, g2)).toEqual({ x: 3, y: 2 });
  });

  test('after each single move everything is resolved again: a chain of kills in one turn', () => {
    const s = position();
    const a = put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const b = put(s, 'lancaster', 'lancaster-levy-2', 3, 4);
    const c = put(s, 'lancaster', 'lancaster-levy-3', 3, 5);
    const g = give(s, 'york', 'york-gallowglass');
    play(s, 'york', { t: 'place', card: g, x: 3, y: 2 });
    expect([a, b, c].map((id) => at(s, id))).toEqual([null, null, null]);
    expect(at(s, g)).toEqual({ x: 3, y: 5 });
    expect(s.resolutions).toBe(4);
    expect(s.log.filter((e) => e.k === 'advanced')).toHaveLength(3);
  });

  test('killing two at once: its owner chooses the square', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    put(s, 'lancaster', 'lancaster-levy-2', 2, 3); // its arrow (1) on (3,2); it takes the gallowglass' NW 2 = its defence
    const g = give(s, 'york', 'york-gallowglass');
    play(s, 'york', { t: 'place', card: g, x: 3, y: 2 });
    // levy-2 survives and still points at the gallowglass: no advance.
    expect(s.phase).toBe('reinforce');
    const t = position();
    put(t, 'lancaster', 'lancaster-levy-1', 3, 3);
    put(t, 'lancaster', 'lancaster-levy-2', 2, 3);
    put(t, 'york', 'york-prickers-1', 1, 2); // NE 1 on (2,3): with the gallowglass' NW 2, 3 > 2
    const g2 = give(t, 'york', 'york-gallowglass');
    play(t, 'york', { t: 'place', card: g2, x: 3, y: 2 });
    expect(t.phase).toBe('advance');
    const opts = skirmish.legalActions(t, 'york');
    expect(opts).toEqual([
      { t: 'advance', card: g2, x: 2, y: 3 },
      { t: 'advance', card: g2, x: 3, y: 3 },
    ]);
    play(t, 'york', opts[0]!);
    expect(at(t, g2)).toEqual({ x: 2, y: 3 });
  });

  test("the other player's berserkers advance too, after the active player's", () => {
    const s = position();
    const reivers = put(s, 'lancaster', 'lancaster-border-reivers', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    play(s, 'york', { t: 'place', card: levy, x: 3, y: 2 });
    expect(at(s, levy)).toBeNull();
    expect(at(s, reivers)).toEqual({ x: 3, y: 2 });
    expect(s.log.find((e) => e.k === 'advanced')!.s).toBe('lancaster');
  });

  test('an archer keeps its first target through the re-resolutions', () => {
    const s = position();
    const levy = put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const somerset = put(s, 'lancaster', 'lancaster-somerset', 2, 4); // defence 5
    const bombard = put(s, 'york', 'york-royal-bombard', 2, 1); // ranged 5; both Lancastrians are in its grid
    const g = give(s, 'york', 'york-gallowglass');
    play(s, 'york', { t: 'place', card: g, x: 3, y: 2 });
    expect(s.phase).toBe('archers');
    play(s, 'york', { t: 'archer', card: bombard, target: somerset });
    // Resolution 1: the levy falls to the gallowglass; 5 on Somerset is not more than 5.
    // The gallowglass advances to (3,3); resolution 2: the bombard fires at Somerset again, + NW 2 = 7.
    expect(at(s, levy)).toBeNull();
    expect(at(s, somerset)).toBeNull();
    const fell = s.log.find((e) => e.k === 'eliminated' && e.p!['card'] === somerset)!;
    expect(fell.p!['resolution']).toBe(2);
    expect([...(fell.p!['by'] as string[])].sort()).toEqual([bombard, g].sort());
    expect(s.log.filter((e) => e.k === 'archer-fires')).toHaveLength(1);
  });

  test('an archer engaged at the start of the turn uses its arrows all turn', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const guard = put(s, 'lancaster', 'lancaster-levy-2', 1, 2); // its N arrow engages the archer at (1,1)
    const bow = put(s, 'york', 'york-kentish-bowmen', 1, 1);
    put(s, 'york', 'york-levy-3', 0, 1); // NE 1 on (1,2): with the archer's N 1, 2 = defence: the guard stands
    const g = give(s, 'york', 'york-gallowglass');
    play(s, 'york', { t: 'place', card: g, x: 3, y: 2 });
    expect(s.archerChoices).toEqual([{ card: expect.any(Number), target: -1 }]);
    expect(at(s, guard)).not.toBeNull();
    expect(s.log.some((e) => e.k === 'archer-arrows' && e.p!['card'] === bow)).toBe(false);
  });
});

describe('§5 the general', () => {
  test('eliminating the enemy general: the active player plays the next turn too', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-margaret-of-anjou', 3, 3);
    put(s, 'york', 'york-levy-2', 2, 2); // NE 1
    put(s, 'york', 'york-levy-3', 4, 2); // NW 1
    const edward = give(s, 'york', 'york-edward-iv'); // N 4 + 1 + 1 > 5
    give(s, 'lancaster', 'lancaster-levy-1');
    play(s, 'york', { t: 'place', card: edward, x: 3, y: 2 });
    expect(s.generalsFallen).toEqual(['lancaster']);
    play(s, 'york', { t: 'draw' });
    expect(s.active).toBe('york');
    expect(s.turn).toBe(6);
    expect(s.log.some((e) => e.k === 'extra-turn' && e.s === 'york')).toBe(true);
  });

  test('a general lost in a suicide placement: its killer plays two turns in a row', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-border-reivers', 3, 4);
    put(s, 'lancaster', 'lancaster-levy-1', 2, 4); // NW (for Lancaster: toward +x, −y) 1 on (3,3)
    put(s, 'lancaster', 'lancaster-levy-2', 4, 4); // NE 1 on (3,3)
    const edward = give(s, 'york', 'york-edward-iv'); // takes 4 + 1 + 1 > 5
    give(s, 'lancaster', 'lancaster-levy-3');
    give(s, 'lancaster', 'lancaster-prickers');
    give(s, 'york', 'york-levy-1');
    play(s, 'york', { t: 'place', card: edward, x: 3, y: 3 });
    expect(at(s, edward)).toBeNull();
    play(s, 'york', { t: 'draw' });
    expect(s.active).toBe('lancaster');
    expect(s.extraTurns.lancaster).toBe(1);
    const first = skirmish.legalActions(s, 'lancaster')[0]!;
    play(s, 'lancaster', first);
    while (s.phase !== 'place' && !s.outcome) play(s, s.active, skirmish.legalActions(s, s.active)[0]!);
    expect(s.active).toBe('lancaster');
    expect(s.extraTurns.lancaster).toBe(0);
  });

  test('both generals at once: nobody gets an extra turn', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-margaret-of-anjou', 3, 3);
    put(s, 'lancaster', 'lancaster-levy-1', 2, 3); // NW 1 on (3,2)
    put(s, 'lancaster', 'lancaster-levy-2', 4, 3); // NE 1 on (3,2)
    put(s, 'york', 'york-levy-2', 2, 2); // NE 1 on (3,3)
    put(s, 'york', 'york-levy-3', 4, 2); // NW 1 on (3,3)
    const edward = give(s, 'york', 'york-edward-iv');
    give(s, 'lancaster', 'lancaster-levy-3');
    play(s, 'york', { t: 'place', card: edward, x: 3, y: 2 });
    expect([...s.generalsFallen].sort()).toEqual(['lancaster', 'york']);
    play(s, 'york', skirmish.legalActions(s, 'york')[0]!);
    expect(s.active).toBe('lancaster');
    expect(s.extraTurns).toEqual({ york: 0, lancaster: 0 });
  });
});

describe('§2 victory', () => {
  const lancasterCards = [
    'lancaster-levy-2',
    'lancaster-levy-3',
    'lancaster-prickers',
    'lancaster-billmen-1',
    'lancaster-billmen-2',
    'lancaster-lancastrian-foot-1',
    'lancaster-lancastrian-foot-2',
    'lancaster-bowmen-1',
    'lancaster-bowmen-2',
    'lancaster-crossbowmen',
    'lancaster-northern-horse',
    'lancaster-men-at-arms-1',
    'lancaster-men-at-arms-2',
    'lancaster-cheshire-bowmen',
    'lancaster-northern-billmen',
    'lancaster-reiver-band',
    'lancaster-hobelars',
    'lancaster-levy-bowmen-1',
    'lancaster-levy-bowmen-2',
  ];

  test('the 20th enemy unit wins at once', () => {
    const s = position();
    for (const d of lancasterCards) pile(s, 'york', d);
    expect(s.piles.york).toHaveLength(19);
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const g = give(s, 'york', 'york-men-at-arms-1');
    play(s, 'york', { t: 'place', card: g, x: 3, y: 2 });
    expect(s.outcome).toEqual({ winner: 'york', reason: 'units' });
    expect(skirmish.legalActions(s, 'york')).toEqual([]);
  });

  test('the 4th command unit wins at once, before the extra turn for a general', () => {
    const s = position();
    for (const d of ['lancaster-somerset', 'lancaster-exeter', 'lancaster-clifford']) pile(s, 'york', d);
    put(s, 'lancaster', 'lancaster-margaret-of-anjou', 3, 3);
    put(s, 'york', 'york-levy-2', 2, 2);
    put(s, 'york', 'york-levy-3', 4, 2);
    const edward = give(s, 'york', 'york-edward-iv');
    play(s, 'york', { t: 'place', card: edward, x: 3, y: 2 });
    expect(s.outcome).toEqual({ winner: 'york', reason: 'command-units' });
    expect(s.phase).toBe('over');
  });

  test('both past a threshold in one resolution: more eliminated units wins, equal is a draw', () => {
    const mk = (yorkPile: number) => {
      const s = position({ unitsToWin: 3 });
      for (const d of lancasterCards.slice(5, 5 + yorkPile)) pile(s, 'york', d);
      pile(s, 'lancaster', 'york-levy-1');
      pile(s, 'lancaster', 'york-levy-2');
      put(s, 'lancaster', 'lancaster-border-reivers', 3, 3); // N 4 on Edward
      put(s, 'lancaster', 'lancaster-levy-2', 4, 3); // NE 1 on Edward; takes NE 3
      put(s, 'lancaster', 'lancaster-levy-3', 2, 3); // NW 1 on Edward; takes NW 3
      const edward = give(s, 'york', 'york-edward-iv'); // 6 > 5; he eliminates all three
      play(s, 'york', { t: 'place', card: edward, x: 3, y: 2 });
      return s;
    };
    expect(mk(0).outcome).toEqual({ winner: null, reason: 'draw' }); // 3 against 3
    expect(mk(1).outcome).toEqual({ winner: 'york', reason: 'tie-break' }); // 4 against 3
  });
});
