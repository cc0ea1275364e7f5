/**
 * The habits counter (electron/headless/easy-habits.ts): it plays seeded Easy-vs-Easy games and
 * counts what the games show; a chooser that always charges or always recruits levies shows up.
 */
import { describe, expect, it } from 'vitest';
import { countHabits, type Chooser } from '../../../electron/headless/easy-habits';
import { chooseEasy } from '../../../engine/richard-iii/bots';
import { BLOCKS, blockIndex } from '../../../engine/richard-iii/data';

describe('Easy habits counter', () => {
  it('counts consistent figures and is deterministic for a seed', { timeout: 120_000 }, () => {
    const a = countHabits('richard-iii', 2, 5);
    expect(a.wins.lancaster + a.wins.york).toBe(2);
    expect(a.campaignsAtTurn7).toBeLessThanOrEqual(2);
    expect(a.pretenderBehindAtTurn7).toBeLessThanOrEqual(a.pretenderNotAheadAtTurn7);
    expect(a.heirLedAttacks).toBeLessThanOrEqual(a.attacks);
    expect(a.charges).toBeLessThanOrEqual(a.chargeChances);
    expect(a.recruitsCounting + a.recruitsOther).toBeGreaterThan(0);
    expect(a.turn7Cards).toBe(2 * a.campaignsAtTurn7);
    expect(countHabits('richard-iii', 2, 5)).toEqual(a);
  });

  it('sees a chooser that charges and recruits non-counting blocks whenever it can', { timeout: 120_000 }, () => {
    const eager: Chooser = (view, side, legal, rng) => {
      const charge = legal.find((x) => x.t === 'charge');
      if (charge) return charge;
      const levy = legal.find((x) => x.t === 'recruit' && BLOCKS[blockIndex(x.block)]!.kind !== 'noble');
      return levy ?? chooseEasy(view, side, legal, rng);
    };
    const h = countHabits('richard-iii', 2, 5, { lancaster: eager, york: eager });
    expect(h.chargeChances).toBeGreaterThan(0);
    expect(h.charges).toBe(h.chargeChances);
    expect(h.recruitsOther).toBeGreaterThan(0);
  });
});
