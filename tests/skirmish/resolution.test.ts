/** §5 elimination and §6 archers: simultaneous attacks, "greater than defence", suicide placements, engagement. */
import { describe, expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import { at, give, play, position, put } from './position';

describe('§5 elimination', () => {
  test('equal to the defence does nothing; greater eliminates', () => {
    const s = position();
    const target = put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    play(s, 'york', { t: 'place', card: levy, x: 3, y: 3 - 1 }); // N 2 against defence 2
    expect(at(s, target)).not.toBeNull();
    expect(s.piles.york).toEqual([]);

    const t = position();
    const t2 = put(t, 'lancaster', 'lancaster-levy-1', 3, 3);
    put(t, 'york', 'york-prickers-1', 2, 2); // its NE 1 points at (3,3) too
    const levy2 = give(t, 'york', 'york-levy-1');
    play(t, 'york', { t: 'place', card: levy2, x: 3, y: 2 }); // 2 + 1 = 3 > 2
    expect(at(t, t2)).toBeNull();
    expect(t.piles.york).toHaveLength(1);
  });

  test('attacks are simultaneous: both units eliminated at once (a suicide placement)', () => {
    const s = position();
    const reivers = put(s, 'lancaster', 'lancaster-border-reivers', 3, 3);
    const gallow = give(s, 'york', 'york-gallowglass');
    play(s, 'york', { t: 'place', card: gallow, x: 3, y: 2 }); // 4 > 3 both ways
    expect(at(s, reivers)).toBeNull();
    expect(at(s, gallow)).toBeNull();
    expect(s.piles.york).toHaveLength(1);
    expect(s.piles.lancaster).toHaveLength(1);
    const elim = s.log.filter((e) => e.k === 'eliminated');
    expect(elim.map((e) => e.p!['resolution'])).toEqual([1, 1]);
  });

  test('a placement may eliminate only the placed unit', () => {
    const s = position();
    const reivers = put(s, 'lancaster', 'lancaster-border-reivers', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    play(s, 'york', { t: 'place', card: levy, x: 3, y: 2 });
    expect(at(s, levy)).toBeNull();
    expect(at(s, reivers)).not.toBeNull();
  });

  test('a placement may eliminate several enemies at once; friendly units are never harmed', () => {
    const s = position();
    const a = put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const b = put(s, 'lancaster', 'lancaster-levy-2', 4, 3);
    const c = put(s, 'lancaster', 'lancaster-levy-3', 2, 3);
    // Men-at-arms (defence 4) take 2 + 1 from the levies; Edward's E arrow (2) on them would make 5.
    const friend = put(s, 'york', 'york-men-at-arms-1', 4, 2);
    const edward = give(s, 'york', 'york-edward-iv');
    play(s, 'york', { t: 'place', card: edward, x: 3, y: 2 });
    expect([a, b, c].map((id) => at(s, id))).toEqual([null, null, null]);
    // Edward took 2 + 1 + 1 = 4, not more than 5; the friendly levy took nothing from him.
    expect(at(s, edward)).not.toBeNull();
    expect(at(s, friend)).not.toBeNull();
    expect(s.piles.york).toHaveLength(3);
  });

  test('damage does not carry over between turns', () => {
    const s = position();
    const target = put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    const lb = give(s, 'lancaster', 'lancaster-levy-billmen');
    play(s, 'york', { t: 'place', card: levy, x: 3, y: 2 });
    play(s, 'york', { t: 'draw' });
    // Lancaster places behind; the levy at (3,3) again takes only 2 this turn.
    const action = skirmish
      .legalActions(s, 'lancaster')
      .find((x) => x.t === 'place' && x.card === lb && x.x === 3 && x.y === 4)!;
    play(s, 'lancaster', action);
    expect(at(s, target)).not.toBeNull();
  });
});

describe('§6 archers', () => {
  test('an archer fires over other units at one enemy in its grid, in the turn it is placed', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-billmen', 0, 5);
    const levy = put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    put(s, 'york', 'york-prickers-1', 3, 2); // in between, and next to the archer: support placement
    const bow = give(s, 'york', 'york-kentish-bowmen');
    play(s, 'york', { t: 'place', card: bow, x: 3, y: 1 });
    // Grid: the 3×3 block in front; the levy (defence 2) two squares ahead takes the prickers' N 1 and the fire 3.
    expect(at(s, levy)).toBeNull();
    expect(s.log.some((e) => e.k === 'archer-fires' && e.p!['card'] === bow && e.p!['target'] === levy)).toBe(true);
  });

  test('an engaged archer cannot fire: its arrows attack instead', () => {
    const s = position();
    const near = put(s, 'lancaster', 'lancaster-levy-1', 3, 2); // its N arrow points at (3,1)
    const far = put(s, 'lancaster', 'lancaster-levy-2', 3, 4);
    const bow = give(s, 'york', 'york-kentish-bowmen');
    play(s, 'york', { t: 'place', card: bow, x: 3, y: 1 });
    expect(s.archerChoices).toEqual([{ card: expect.any(Number), target: -1 }]);
    // No choice was made, so the log says nothing about it: it lists attacks made, not every non-attack.
    expect(s.log.some((e) => e.k.startsWith('archer-'))).toBe(false);
    expect(at(s, far)).not.toBeNull();
    expect(at(s, near)).not.toBeNull(); // arrows: 1 against defence 2
  });

  test('not engaged, with arrows on an enemy: fire at a grid target or use the arrows — one kind, never both', () => {
    const mk = () => {
      const s = position();
      const bowL = put(s, 'lancaster', 'lancaster-bowmen-1', 4, 2); // its only arrow points away, at (4,1)
      const levy = put(s, 'lancaster', 'lancaster-levy-1', 3, 4);
      const bow = give(s, 'york', 'york-kentish-bowmen');
      play(s, 'york', { t: 'place', card: bow, x: 3, y: 1 });
      return { s, bowL, levy, bow };
    };
    const { s, bowL, levy, bow } = mk();
    expect(s.phase).toBe('archers');
    const options = skirmish.legalActions(s, 'york');
    expect(options).toEqual(
      expect.arrayContaining([
        { t: 'archer', card: bow, target: bowL },
        { t: 'archer', card: bow, target: levy },
        { t: 'archer', card: bow, target: null },
      ]),
    );
    expect(options).toHaveLength(3);
    play(s, 'york', { t: 'archer', card: bow, target: levy });
    expect(at(s, levy)).toBeNull();
    expect(at(s, bowL)).not.toBeNull(); // the NE arrow stayed silent
    const second = mk();
    play(second.s, 'york', { t: 'archer', card: second.bow, target: null });
    expect(at(second.s, second.levy)).not.toBeNull();
    // Arrows chosen over fire are a decision: the log records it.
    expect(second.s.log.filter((e) => e.k.startsWith('archer-'))).toEqual([
      expect.objectContaining({ k: 'archer-arrows', p: { card: second.bow, target: null } }),
    ]);
  });

  test("the other player's archers do not fire in this turn; they fire in their owner's turn", () => {
    const s = position();
    const bowL = put(s, 'lancaster', 'lancaster-bowmen-1', 3, 5); // its grid runs toward York: (2..4, 4..2)
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    const lb = give(s, 'lancaster', 'lancaster-levy-billmen');
    play(s, 'york', { t: 'place', card: levy, x: 2, y: 2 }); // NE 1 on the Lancastrian levy
    expect(at(s, levy)).not.toBeNull();
    play(s, 'york', { t: 'draw' });
    // Lancaster's turn: the bowmen (ranged 3) now fire at York's levy (defence 2), at (2,2): offset (1, 3) forward.
    play(
      s,
      'lancaster',
      skirmish.legalActions(s, 'lancaster').find((a) => a.t === 'place' && a.card === lb && a.x === 4 && a.y === 4)!,
    );
    if (s.phase === 'archers') play(s, 'lancaster', { t: 'archer', card: bowL, target: levy });
    expect(at(s, levy)).toBeNull();
  });

  test('several archers may fire at one target; never at friends', () => {
    const s = position();
    const somerset = put(s, 'lancaster', 'lancaster-somerset', 3, 4); // defence 5
    const bombard = put(s, 'york', 'york-royal-bombard', 3, 1); // ranged 5, grid 2–4 ahead
    const bow = give(s, 'york', 'york-kentish-bowmen');
    play(s, 'york', { t: 'place', card: bow, x: 2, y: 1 }); // support: beside the bombard; grid reaches (3,4)? offset (1,3): yes
    // Both fire at Somerset: 5 + 3 > 5.
    expect(at(s, somerset)).toBeNull();
    expect(
      s.log
        .filter((e) => e.k === 'archer-fires')
        .map((e) => e.p!['card'])
        .sort(),
    ).toEqual([bombard, bow].sort());
    expect(s.piles.lancaster).toEqual([]);
  });
});
