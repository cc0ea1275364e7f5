/**
 * Battle odds (issue 13): one seeded battle per rule, followed by hand, for the rules the other odds
 * tests leave open — who gets a defence bonus, which of several tied blocks takes the hits, when
 * reserves come in and what that does to control, and the four-round limit. Every die of each run is
 * known (the seed's first rolls are checked), so each figure is exact; each comment also says how
 * the run would go had the model got that rule wrong.
 */
import { describe, expect, test } from 'vitest';
import { battleOdds, type BattleOdds } from '../../../engine/richard-iii/battle/odds';
import { makeView, type RichardView } from '../../../engine/richard-iii/view';
import { blockIndex, type Side } from '../../../engine/richard-iii/data';
import type { State } from '../../../engine/richard-iii/types';
import { put } from '../position';
import { fought, rollsOf } from './helpers';
import { unwrap } from '../../unwrap';

/** `side`'s odds from one simulated battle seeded with `seed`, whose dice are `dice` in order (checked). */
function oneRun(view: RichardView, side: Side, [seed, dice]: [number, number[]]): BattleOdds {
  expect(rollsOf(seed, dice.length)).toEqual(dice);
  const o = unwrap(battleOdds(view, side, {}, seed, 1));
  expect(o.samples).toBe(0); // every block known: the dice are the battle's alone
  return o;
}

const run = (s: State, side: Side, dice: [number, number[]]): BattleOdds => oneRun(makeView(s, side), side, dice);

/** Steps and blocks each side loses in the run, York first. */
const losses = (o: BattleOdds) => ({ york: o.losses['york'], lancaster: o.losses['lancaster'] });
const lost = (ySteps: number, yBlocks: number, lSteps: number, lBlocks: number) => ({
  york: { steps: ySteps, blocks: yBlocks },
  lancaster: { steps: lSteps, blocks: lBlocks },
});

describe('6.2 battle order', () => {
  test('a bombard fires at A in round 1, before an attacking A block', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] }, // A2
      defenders: [['l-bombard', 1]], // D3
    });
    // The bombard's 1 kills Kent. Were it D in round 1, Kent would fire first and his 1 would kill it.
    const o = run(s, 'york', [7, [1]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(1, 1, 0, 0));
  });

  test('four rounds at most: an attacker still standing when round 4 ends loses (a hand-made board)', () => {
    // The rules make every attacker retreat on his round-4 turn; this board has Kent done with round 4
    // and still there. The model must end the battle with the round, the defender holding the field.
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] },
      defenders: [['l-oxford', 1]],
    });
    s.battle!.round = 4;
    s.battle!.acted = [blockIndex('y-kent')];
    // Oxford 6; nobody is left to act. A fifth round would give Oxford 6 and Kent a killing 1.
    const o = run(s, 'york', [266, [6, 6, 1]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(0, 0, 0, 0));
  });
});

describe('2.2–2.6 defence bonuses', () => {
  test('an attacker gets no bonus, even on a shield of his own', () => {
    const s = fought({
      area: 'east-yorks', // shows Northumberland's shield
      attacker: 'york',
      main: { from: 'north-yorks', blocks: [['y-northumberland', 1]] }, // B3
      defenders: [['l-oxford', 1]], // A2, no shield here
    });
    // Oxford 6; Northumberland's 4 misses at 3 (at 4 it would kill Oxford); Oxford's 1 kills him in round 2.
    const o = run(s, 'york', [170, [6, 4, 1]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(1, 1, 0, 0));
  });

  test('2.2 the senior heir keeps his crown beside a non-heir of his side', () => {
    const s = fought({
      area: 'chester', // a crown area; Henry VI is King
      attacker: 'york',
      main: { from: 'powys', blocks: [['y-kent', 1]] }, // A2
      defenders: [
        ['l-oxford', 1], // A2, no heir
        ['l-henry-vi', 1], // B2 +1 crown = 3
      ],
    });
    // Oxford 6, Kent 6, Henry's 3 kills Kent. Had Oxford cost Henry his seniority, the 3 would miss at 2
    // and in round 2 Oxford's 6 and Kent's 1 would cost Lancaster a block.
    const o = run(s, 'york', [6083, [6, 6, 3, 6, 1]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(1, 1, 0, 0));
  });

  test('2.2 a dead heir’s shield serves the heirs of his side; a living heir’s does not', () => {
    const exeterHolds = (somerset: 'dead' | 'middlesex'): BattleOdds => {
      const s = fought({
        area: 'dorset', // Somerset's shield
        attacker: 'york',
        main: { from: 'wilts', blocks: [['y-kent', 1]] }, // A2
        defenders: [['l-exeter', 1]], // A1, the senior heir here
      });
      put(s, 'l-somerset', somerset);
      return run(s, 'lancaster', [12, [2, 1]]);
    };
    // Somerset dead: Exeter fires at 2 and his 2 kills Kent before Kent fires.
    const dead = exeterHolds('dead');
    expect(dead.win).toBe(1);
    expect(losses(dead)).toEqual(lost(1, 1, 0, 0));
    // Somerset alive (Lancaster sees where): Exeter fires at 1, his 2 misses, and Kent's 1 kills him.
    const alive = exeterHolds('middlesex');
    expect(alive.win).toBe(0);
    expect(losses(alive)).toEqual(lost(0, 0, 1, 1));
  });
});

describe('6.4 hits among tied blocks (the owner’s choice, modelled)', () => {
  test('the strongest block takes the hit, though a weaker one would be the owner’s choice on a tie', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] }, // A2
      defenders: [
        ['l-henry-vi', 2], // B2, an heir
        ['l-oxford', 1], // A2, no heir
      ],
    });
    // Oxford 6; Kent's 1 hits Henry (2 → 1), not Oxford; Henry's one die, a 2, kills Kent. Had Oxford
    // taken the hit, Henry would fire two dice and Lancaster would lose a block.
    const o = run(s, 'york', [232, [6, 1, 2]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(1, 1, 1, 0));
  });

  test('two tied heirs: the one that fires weaker takes the hit, though the board lists him first', () => {
    const s = fought({
      area: 'powys', // no bonus for either
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] }, // A2
      defenders: [
        ['l-exeter', 1], // A1
        ['l-somerset', 1], // A2
      ],
    });
    // Exeter 6, Somerset 6; Kent's 1 kills Exeter. Round 2: Somerset's 2 kills Kent. Had Somerset taken
    // the hit, Exeter's 2 would miss at 1 and Kent's 1 would win the battle.
    const o = run(s, 'york', [998, [6, 6, 1, 2, 1]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(1, 1, 1, 1));
  });

  test('two tied heirs: the one that fires weaker takes the hit when the board lists him second', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] }, // A2
      defenders: [
        ['l-henry-vi', 1], // B2
        ['l-prince-edward', 1], // B1
      ],
    });
    // Kent (A) fires first: his 1 kills Prince Edward; Henry's 2 kills Kent. Had Henry taken the hit,
    // Edward's 2 would miss at 1 and Kent's 1 in round 2 would win the battle.
    const o = run(s, 'york', [871, [1, 2, 1]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(1, 1, 1, 1));
  });

  test('a tied heir and non-heir: the non-heir takes the hit, though the heir fires weaker', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] }, // A2
      defenders: [['l-oxford', 1]], // A2
      reinforcements: [{ from: 'chester', blocks: [['l-exeter', 1]] }], // A1 heir, arrives in round 2 after Oxford
    });
    // Round 1: Oxford 6, Kent 6. Round 2: Oxford 6, Exeter 6; Kent's 1 kills Oxford. Round 3: Exeter's 2
    // misses at 1; Kent's 1 kills him. Had Exeter taken the hit, Oxford's 2 would have killed Kent.
    const o = run(s, 'lancaster', [42005, [6, 6, 6, 6, 1, 2, 1]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(0, 0, 2, 2));
  });

  test('tied blocks that fire alike: the first on the board takes the hit, on either side', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: {
        from: 'hereford',
        blocks: [
          ['y-hastings', 1], // B2, listed before Kent
          ['y-kent', 1], // A2
        ],
      },
      defenders: [
        ['l-oxford', 1], // A2, listed before Devon
        ['l-devon', 1], // B2
      ],
    });
    expect(makeView(s, 'york').battle!.sides.attacker.main.map((b) => b.id)).toEqual(['y-hastings', 'y-kent']);
    // Oxford's 1 kills Hastings; Kent's 1 kills Oxford; Devon 6. Round 2: Kent's 1 kills Devon. Had Kent
    // taken Oxford's hit, Devon's 1 would then have killed Hastings too.
    const o = run(s, 'york', [3243, [1, 1, 6, 1]]);
    expect(o.win).toBe(1);
    expect(losses(o)).toEqual(lost(1, 1, 2, 2));
  });
});

describe('6.3 reserves', () => {
  test('in round 1 a reserve takes no hit while a block of its side has arrived', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 2]] }, // A2
      reserves: [{ from: 'chester', blocks: [['y-herbert', 3]] }], // A2
      defenders: [
        ['l-oxford', 1], // A2
        ['l-devon', 1], // B2
      ],
    });
    // Round 1: Oxford's 1 hits Kent (2 → 1); Kent 6; Devon's 1 kills Kent, the only York block arrived
    // (Herbert, the stronger, would take it if he were there); Herbert deploys. Round 2: Oxford 6;
    // Herbert 1, 1, 6 kills Oxford and Devon.
    const o = run(s, 'york', [202439, [1, 6, 1, 6, 1, 1, 6]]);
    expect(o.win).toBe(1);
    expect(losses(o)).toEqual(lost(2, 1, 2, 2));
  });

  test('a reserve brought in at once takes hits from the enemy blocks still to fire that round', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] }, // A2
      reserves: [{ from: 'chester', blocks: [['y-herbert', 1]] }], // A2
      defenders: [
        ['l-oxford', 1], // A2
        ['l-northumberland', 1], // B3
      ],
    });
    // Oxford's 1 kills Kent; Herbert deploys; Northumberland, yet to fire, kills him with a 3. Had his turn
    // been lost, Oxford's 3 in round 2 would miss at 2 and Herbert's 1 would cost Lancaster a block.
    const o = run(s, 'york', [118, [1, 3, 1]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(2, 2, 0, 0));
  });

  test('only the side whose round-1 blocks are gone brings its reserves in: the enemy’s still wait', () => {
    const s = fought({
      area: 'chester', // a crown area; Henry VI is King
      attacker: 'york',
      main: { from: 'powys', blocks: [['y-kent', 1]] }, // A2
      reserves: [{ from: 'derby', blocks: [['y-herbert', 1]] }], // A2
      defenders: [
        ['l-oxford', 1], // A2
        ['l-richmond', 1], // B2, the senior heir present: +1 crown
      ],
      reinforcements: [{ from: 'warwick', blocks: [['l-henry-vi', 1]] }], // senior to Richmond, waiting
    });
    // Lancaster's board, told where York's reserve is too, so that nothing is drawn.
    const v = makeView(s, 'lancaster');
    v.battle!.sides.attacker.reserves = makeView(s, 'york').battle!.sides.attacker.reserves;
    expect(v.battle!.sides.attacker.reserves.map((b) => b.id)).toEqual(['y-herbert']);
    // Oxford's 1 kills Kent; Herbert deploys and takes hits at once; Richmond's 3 kills him. Had Henry come
    // in with him, Richmond would no longer be the senior heir present: his 3 would miss at 2.
    const o = oneRun(v, 'lancaster', [2168, [1, 3, 6, 1]]);
    expect(o.win).toBe(1);
    expect(losses(o)).toEqual(lost(2, 2, 0, 0));
  });

  test('a defender that loses its last arrived block after round 1 keeps defending (a defector waiting)', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] }, // A2
      defenders: [['l-oxford', 1]], // A2
    });
    // Round 2; Rivers went over to Lancaster this round (6.9) and waits as a reserve, known to both.
    const bs = s.battle!;
    bs.round = 2;
    put(s, 'l-rivers', 'powys', 1);
    bs.blocks.push(blockIndex('l-rivers'));
    bs.reserves.push(blockIndex('l-rivers'));
    bs.defected.push(blockIndex('y-rivers'), blockIndex('l-rivers'));
    expect(makeView(s, 'york').battle!.sides.defender.reserves.map((b) => b.id)).toEqual(['l-rivers']);
    // Round 2: Oxford 6; Kent's 1 kills him and Rivers comes in — no change of control after round 1.
    // Round 3: Kent 6, Rivers 6. Round 4: Kent, still the attacker, retreats. Had Lancaster taken the
    // attack, Rivers would have had to retreat instead.
    const o = run(s, 'york', [1838, [6, 1, 6, 6]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual(lost(0, 0, 1, 1));
  });
});
