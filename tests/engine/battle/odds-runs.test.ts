/**
 * Battle odds (issue 13), one simulated battle at a time: the model is deterministic from its seed
 * (no hidden block to draw, every die from the seed's generator in firing order), so a seed whose
 * first rolls are known plays one battle that can be followed by hand — who fires when, at what
 * firepower, which block takes the hits — and its figures are exact.
 */
import { describe, expect, test } from 'vitest';
import { battleOdds, type BattleOdds } from '../../../engine/richard-iii/battle/odds';
import { makeView } from '../../../engine/richard-iii/view';
import type { Side } from '../../../engine/richard-iii/data';
import type { State } from '../../../engine/richard-iii/types';
import { must } from '../position';
import { rigDice, rollsOf, type BattleSetup, fought } from './helpers';

/**
 * `side`'s odds from one (or `runs`) simulated battle(s) seeded with `seed`, whose dice are `dice` in
 * order (checked: `seedFor` found each seed once; searching at every run would be slow).
 */
function run(s: State, side: Side, [seed, dice]: [number, number[]], runs = 1): BattleOdds {
  expect(rollsOf(seed, dice.length)).toEqual(dice);
  const r = battleOdds(makeView(s, side), side, {}, seed, runs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const losses = (o: BattleOdds) => ({
  york: o.losses['york'],
  lancaster: o.losses['lancaster'],
});

/** Kent (A2, 1 step) attacks Devon (B2, 1 step) in Powys; Rivers (B2, 1 step) reinforces Devon. */
const withReserve: BattleSetup = {
  area: 'powys',
  attacker: 'york',
  main: { from: 'hereford', blocks: [['y-kent', 1]] },
  defenders: [['l-devon', 1]],
  reinforcements: [{ from: 'chester', blocks: [['l-rivers', 1]] }],
};

describe('one simulated battle, followed by hand', () => {
  test('6.2 order A before B, defenders first on a tie; 6.4 hits to the strongest block, the rest onward; round 2', () => {
    // Powys: Wales, no shield, city or crown for these blocks (no defence bonus).
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-northumberland'] }, // B3, 4 steps
      defenders: [['l-shrewsbury', 1], 'l-devon'], // A1 (1 step), B2 (2 steps)
    });
    // Round 1: Shrewsbury (A) rolls 1: a hit. Devon (B, defender) 2, 5: a hit. Northumberland (B, attacker,
    // 2 steps left) 3, 3: two hits, both on Devon, the strongest. Round 2: Shrewsbury 6; Northumberland 1, 6 kills him.
    const dice: [number, number[]] = [5519892, [1, 2, 5, 3, 3, 6, 1, 6]];
    const o = run(s, 'york', dice);
    expect(o).toEqual({
      area: 'powys',
      side: 'york',
      attacker: 'york',
      win: 1,
      losses: { york: { steps: 2, blocks: 0 }, lancaster: { steps: 3, blocks: 2 } },
      simulations: 1,
      samples: 0,
    });
    // The same battle seen by Lancaster: the same dice, the loss is his.
    const l = run(s, 'lancaster', dice);
    expect(l.side).toBe('lancaster');
    expect(l.win).toBe(0);
    expect(losses(l)).toEqual(losses(o));
  });

  test('6.2 a bombard is A in round 1 and D afterwards', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] }, // A2, 3 steps
      defenders: [['l-bombard', 2]], // D3
    });
    // Round 1: the bombard (A, defender) fires first: 1, 6 — one hit; Kent 6, 6. Round 2: Kent (A) fires before
    // the bombard (now D): 1, 2 — two hits, the bombard is gone before it fires again.
    const o = run(s, 'york', [4563, [1, 6, 6, 6, 1, 2]]);
    expect(o.win).toBe(1);
    expect(losses(o)).toEqual({ york: { steps: 1, blocks: 0 }, lancaster: { steps: 2, blocks: 1 } });
  });

  test('2.2 only the senior heir present takes his bonus; when he dies the next heir takes it (Cornwall)', () => {
    const s = fought({
      area: 'cornwall',
      attacker: 'york',
      main: { from: 'dorset', blocks: [['y-march', 2]] }, // A3
      defenders: [
        ['l-henry-vi', 2], // B2, the King: crown bonus
        ['l-exeter', 1], // A1; +1 his shield, +1 crown — only as the senior heir
      ],
    });
    // Round 1: Exeter (A1, Henry senior) rolls 2: a miss. March 1, 1: two hits kill Henry, the strongest.
    // Round 2: Exeter, senior now, fires at 3: 3 hits; March 6. Round 3: Exeter 3 kills March.
    const o = run(s, 'lancaster', [18622, [2, 1, 1, 3, 6, 3]]);
    expect(o.win).toBe(1);
    expect(losses(o)).toEqual({ york: { steps: 2, blocks: 1 }, lancaster: { steps: 2, blocks: 1 } });
  });

  test('6.4 tied blocks: the owner is modelled giving up a non-heir before an heir, though it fires harder', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] }, // A2
      defenders: [
        ['l-somerset', 1], // heir A2
        ['l-welsh-mercenary', 1], // A2, A3 in Wales
      ],
    });
    // Round 1: both defenders roll 6; Kent 1 kills the mercenary. Round 2: Somerset 3 misses; Kent 1 kills him.
    const o = run(s, 'york', [3997, [6, 6, 1, 3, 1]]);
    expect(o.win).toBe(1);
    expect(losses(o)).toEqual({ york: { steps: 0, blocks: 0 }, lancaster: { steps: 2, blocks: 2 } });
  });

  test('6.4 tied blocks, no heir: the hits go to the one that fires weakest', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] },
      defenders: [
        ['l-welsh-mercenary', 1], // A3 in Wales
        ['l-oxford', 1], // A2
      ],
    });
    // Round 1: both defenders roll 6; Kent 1 kills Oxford. Round 2: the mercenary's 3 hits at A3: Kent is gone.
    const o = run(s, 'york', [987, [6, 6, 1, 3]]);
    expect(o.win).toBe(0);
    expect(losses(o)).toEqual({ york: { steps: 1, blocks: 1 }, lancaster: { steps: 1, blocks: 1 } });
  });

  test('6.3 the defender’s round-1 blocks gone: its reserves deploy, it attacks, and retreats in round 4', () => {
    const s = fought(withReserve);
    // Round 1: Kent (A) 1 kills Devon (B); Rivers deploys at once, cannot fire, and Lancaster now attacks.
    // Rounds 2–3: Kent 6, Rivers 6. Round 4: Kent (A, defending) 6; Rivers must retreat: York holds Powys.
    const o = run(s, 'lancaster', [37843, [1, 6, 6, 6, 6, 6]]);
    expect(o.attacker).toBe('york'); // who attacked when the battle started
    expect(o.win).toBe(0);
    // A retreat is no loss: only Devon's step and block.
    expect(losses(o)).toEqual({ york: { steps: 0, blocks: 0 }, lancaster: { steps: 1, blocks: 1 } });
  });

  test('6.3 reserves arrive in round 2 and fire then', () => {
    const s = fought(withReserve);
    // Round 1: Kent 6, Devon 6. Round 2: Kent 6, Devon 6, Rivers (arrived) 1: Kent is gone.
    const o = run(s, 'lancaster', [20100, [6, 6, 6, 6, 1]]);
    expect(o.win).toBe(1);
    expect(losses(o)).toEqual({ york: { steps: 1, blocks: 1 }, lancaster: { steps: 0, blocks: 0 } });
  });

  test('the hits waiting for the owner’s choice are placed first; blocks that have acted wait for the next round', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-kent'] }, // A2, 3 steps
      defenders: [
        ['l-oxford', 1], // A2
        ['l-devon', 1], // B2
      ],
    });
    must(s, 'lancaster', { t: 'pass', block: 'l-oxford' });
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(s.step).toEqual({ k: 'battle-hits', side: 'lancaster' });
    // The pending hit goes to Oxford (the first of two equal blocks); Devon, yet to act, rolls 1: a hit on Kent.
    // Round 2: Kent (2 steps) 1, 6 kills Devon.
    const o = run(s, 'york', [7, [1, 1, 6]]);
    expect(o.win).toBe(1);
    expect(losses(o)).toEqual({ york: { steps: 1, blocks: 0 }, lancaster: { steps: 2, blocks: 2 } });
  });

  test('figures are averages over the runs: two runs, one won and one lost', () => {
    const s = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] },
      defenders: [['l-oxford', 1]], // A2: the defender fires first
    });
    // Run 1: Oxford 1 kills Kent. Run 2: Oxford 6, Kent 2 kills Oxford.
    const o = run(s, 'york', [153, [1, 6, 2]], 2);
    expect(o.simulations).toBe(2);
    expect(o.win).toBe(0.5);
    expect(losses(o)).toEqual({ york: { steps: 0.5, blocks: 0.5 }, lancaster: { steps: 0.5, blocks: 0.5 } });
  });
});
