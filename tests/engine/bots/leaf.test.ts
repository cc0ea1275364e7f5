/**
 * The search bots' leaf evaluation: a chance in (0, 1) that the two sides' values complete to one,
 * exact once the game is over; and the self-play fitter recovers known weights from labelled data.
 */
import { describe, expect, it } from 'vitest';
import { makeRng, nextFloat } from '../../../engine/core/rng';
import {
  LEAF_FEATURES,
  LEAF_WEIGHTS,
  heirRisk,
  leafFeatures,
  leafValue,
  sideBiasIndex,
} from '../../../engine/richard-iii/bots';
import { areaIndex, blockIndex, type AreaId, type BlockId } from '../../../engine/richard-iii/data';
import { DEAD } from '../../../engine/richard-iii/types';
import { usurpationCounts } from '../../../engine/richard-iii/political/usurpation';
import { richardIII } from '../../../engine/richard-iii/module';
import type { State } from '../../../engine/richard-iii/types';
import { calibration, fitAround, fitLogistic, heldFeatures } from '../../../electron/headless/leaf-fit';
import { easyPolicy, playGame } from './helpers';

/** Checks the throne term on `s`: the same board with the throne in the other hands. */
function leafThrone(s: State): void {
  const before = { king: s.kingSide, value: leafValue(s, s.kingSide) };
  const pretender = before.king === 'york' ? 'lancaster' : 'york';
  const pretenderBefore = leafValue(s, pretender);
  // The same board with the throne changed hands (a usurpation, 8.2): the new King is better off.
  s.kingSide = pretender;
  expect(leafValue(s, pretender)).toBeGreaterThan(pretenderBefore);
  expect(leafValue(s, before.king)).toBeLessThan(before.value);
  // The side-bias terms are the scenario's alone: in another scenario they do not apply.
  const f = leafFeatures(s, 'york');
  const bias = LEAF_FEATURES.map((name, i) => (name.startsWith('yorkIn') ? f[i] : null)).filter((x) => x !== null);
  expect(bias).toEqual([0, 0, 1]);
}

describe('leaf evaluation', () => {
  it('gives both sides chances that add up to one, and the result once the game is over', () => {
    let checked = 0;
    const run = playGame(
      5,
      { lancaster: easyPolicy, york: easyPolicy },
      {
        scenario: 'richard-iii',
        onDecision: (s) => {
          if (s.step.k !== 'card' || s.outcome) return;
          const l = leafValue(s, 'lancaster');
          const y = leafValue(s, 'york');
          expect(l).toBeGreaterThan(0);
          expect(l).toBeLessThan(1);
          expect(l + y).toBeCloseTo(1, 12);
          const [fl, fy] = [leafFeatures(s, 'lancaster'), leafFeatures(s, 'york')];
          fl.forEach((x, i) => expect(x + fy[i]!).toBeCloseTo(0, 12));
          checked++;
        },
      },
    );
    expect(checked).toBeGreaterThan(3);
    expect(LEAF_WEIGHTS.length).toBe(LEAF_FEATURES.length);
    const winner = run.winner!;
    expect(leafValue(run.state, winner)).toBe(1);
    expect(leafValue(run.state, winner === 'york' ? 'lancaster' : 'york')).toBe(0);
    expect(richardIII.outcome(run.state)).not.toBeNull();
  });

  it("counts the crown as the final usurpation will, Kingmaker's captive Henry VI for Lancaster", () => {
    const crown = LEAF_FEATURES.indexOf('crown');
    const s = richardIII.setup('kingmaker', 3);
    if (!s.ok) throw new Error(s.error.message);
    // York: Edward, Gloucester and eight nobles on the map, and London; Lancaster: the captive alone.
    expect(usurpationCounts(s.value)).toEqual({ lancaster: 1, york: 11 });
    expect(leafFeatures(s.value, 'lancaster')[crown]).toBe(-10);
    expect(leafFeatures(s.value, 'york')[crown]).toBe(10);
  });

  it('values the throne apart from the side a scenario favours', () => {
    const s = richardIII.setup('richard-iii', 6);
    if (!s.ok) throw new Error(s.error.message);
    leafThrone(s.value);
  });

  it('fits weights close to those that generated the outcomes', () => {
    const rng = makeRng(7);
    const truth = [1.2, -0.7, 0.3];
    const rows = Array.from({ length: 6000 }, () => {
      const x = truth.map(() => nextFloat(rng) * 4 - 2);
      const p = 1 / (1 + Math.exp(-x.reduce((t, xi, i) => t + xi * truth[i]!, 0)));
      return { x, y: nextFloat(rng) < p ? 1 : 0 };
    });
    const w = fitLogistic(rows, 0.01);
    w.forEach((wi, i) => expect(Math.abs(wi - truth[i]!)).toBeLessThan(0.12));
    // A weight held at its value (as heirRisk's is) stays exactly; the others are fitted around it.
    const around = fitAround(rows, [1], [0, -0.7, 0], 0.01);
    expect(around[1]).toBe(-0.7);
    around.forEach((wi, i) => expect(Math.abs(wi - truth[i]!)).toBeLessThan(0.12));
    // Held at a wrong value, the fit moves the others to make up for it.
    const wrong = fitAround(rows, [1], [0, 0.7, 0], 0.01);
    expect(Math.abs(wrong[0]! - truth[0]!) + Math.abs(wrong[2]! - truth[2]!)).toBeGreaterThan(0.05);
  });

  it("finds each scenario's side-bias feature, +1 for York and -1 for Lancaster there, 0 elsewhere", () => {
    for (const scenario of ['wars-of-the-roses', 'kingmaker', 'richard-iii']) {
      const i = sideBiasIndex(scenario);
      expect(LEAF_FEATURES[i]).toMatch(/^yorkIn1[0-9]{3}$/);
      const r = richardIII.setup(scenario, 3);
      if (!r.ok) throw new Error(r.error.message);
      const york = leafFeatures(r.value, 'york');
      expect(york[i]).toBe(1);
      expect(leafFeatures(r.value, 'lancaster')[i]).toBe(-1);
      // The other scenarios' bias features are silent.
      LEAF_FEATURES.forEach((name, j) => {
        if (j !== i && name.startsWith('yorkIn')) expect(york[j]).toBe(0);
      });
    }
    expect(sideBiasIndex('no-such-scenario')).toBe(-1);
  });

  it('holds every weight but those named with --fit, and refuses a name it does not know', () => {
    // By default only heirRisk, which tournaments set, is held.
    expect(heldFeatures(undefined)).toEqual([LEAF_FEATURES.indexOf('heirRisk')]);
    const bias = ['yorkIn1460', 'yorkIn1470', 'yorkIn1483'] as const;
    const held = heldFeatures(bias.join(','));
    expect(held).toHaveLength(LEAF_FEATURES.length - 3);
    for (const name of bias) expect(held).not.toContain(LEAF_FEATURES.indexOf(name));
    expect(() => heldFeatures('crown,nonsense')).toThrow(/nonsense/);
  });

  it("sets a chance's calibration per side beside the share of games that side won", () => {
    // One bias feature (index 1): York +1, Lancaster -1. The weight gives York 1/(1+e^-1) ≈ 0.731.
    const york = { x: [0, 1], y: 1 };
    const lancaster = { x: [0, -1], y: 0 };
    const rows = [york, lancaster, york, lancaster, { ...york, y: 0 }, { ...lancaster, y: 1 }];
    const c = calibration(rows, [0, 1], 1);
    expect(c.york).toEqual({ positions: 3, meanLeaf: 0.7311, winShare: 0.6667 });
    expect(c.lancaster).toEqual({ positions: 3, meanLeaf: 0.2689, winShare: 0.3333 });
    // The mean log-loss: four rows called right at 0.731, two wrong.
    const expected = -(4 * Math.log(0.7310586) + 2 * Math.log(1 - 0.7310586)) / 6;
    expect(c.logLoss).toBeCloseTo(expected, 3);
  });
});

/** A fresh game of `scenario` with `moves` applied (block → area, or dead), its blocks at full strength. */
function placed(scenario: string, moves: Partial<Record<BlockId, AreaId | 'dead'>>): State {
  const r = richardIII.setup(scenario, 3);
  if (!r.ok) throw new Error(r.error.message);
  for (const [b, a] of Object.entries(moves))
    r.value.loc[blockIndex(b as BlockId)] = a === 'dead' ? DEAD : areaIndex(a!);
  return r.value;
}

describe("the last heir's exposure (heirRisk)", () => {
  // 1483: Richard (y-gloucester, 3 steps) is York's last heir, alone in London at the start.
  const landing = { 'l-oxford': 'sussex', 'l-pembroke': 'sussex', 'l-french-mercenary': 'sussex' } as const;

  it("counts the enemy next to a lone last heir, beyond his court, and lowers his side's leaf", () => {
    const calm = placed('richard-iii', {});
    expect(heirRisk(calm, 'york')).toBe(0);
    const exposed = placed('richard-iii', landing);
    // Oxford 3, Pembroke 3, the French 4 in Sussex and Rivers 2 in Leicester, against Richard's 3.
    expect(heirRisk(exposed, 'york')).toBeCloseTo((3 + 3 + 4 + 2 - 3) / 10);
    expect(leafValue(exposed, 'york')).toBeLessThan(leafValue(calm, 'york'));
    expect(leafValue(exposed, 'lancaster') + leafValue(exposed, 'york')).toBeCloseTo(1);
    // A court as strong as the threat: no exposure left.
    const guarded = placed('richard-iii', {
      ...landing,
      'y-norfolk': 'middlesex',
      'y-suffolk': 'middlesex',
      'y-northumberland': 'middlesex',
    });
    expect(heirRisk(guarded, 'york')).toBe(0);
    expect(leafValue(guarded, 'york')).toBeGreaterThan(leafValue(exposed, 'york'));
  });

  it('counts blocks two areas away by half, but not past an area his side holds', () => {
    // Wiltshire is two areas from London, through Oxford or through Sussex (where York's Arundel stands).
    const wilts = { 'l-oxford': 'wilts', 'l-pembroke': 'wilts', 'l-french-mercenary': 'wilts' } as const;
    // Half of the 10 steps in Wiltshire and Rivers' 2 next door, against Richard's 3.
    expect(heirRisk(placed('richard-iii', wilts), 'york')).toBeCloseTo((10 / 2 + 2 - 3) / 10);
    // York in Oxford too: the army would have to stop on the way.
    expect(heirRisk(placed('richard-iii', { ...wilts, 'y-essex': 'oxford' }), 'york')).toBe(0);
  });

  it('is nothing while a side has another heir, or its last is in exile', () => {
    // 1470: York has Edward (y-march) and Gloucester; an enemy army next to Edward changes nothing.
    const s = placed('kingmaker', { 'l-oxford': 'sussex', 'l-french-mercenary': 'sussex', 'l-warwick': 'sussex' });
    expect(heirRisk(s, 'york')).toBe(0);
    // 1483: Richmond, Lancaster's last heir, alone in Scotland (an exile area with land borders) beside
    // York's Northumberland (4 steps) in Northumbria: safe there, for York may never enter Scotland.
    const scots = placed('richard-iii', { 'l-richmond': 'scotland', 'l-scots-mercenary': 'france' });
    expect(heirRisk(scots, 'lancaster')).toBe(0);
  });

  it("leaves Kingmaker's captive Henry VI out: neither an heir nor a threat", () => {
    // Edward (y-march, 3 steps) left York's last heir in London, where the captive Henry (4 steps) stands.
    expect(heirRisk(placed('kingmaker', { 'y-gloucester': 'dead' }), 'york')).toBe(0);
    // Prince Edward in Kent is Lancaster's last heir but for the captive, whose survival does not keep
    // Lancaster in the game (9): Edward of March 3 in London and Arundel 3 with Gloucester 3 in Sussex next
    // door; Hastings 3 and Rivers 2 in Leicester and Essex 3 two areas away, by half; against his 3.
    const prince = placed('kingmaker', {
      'l-exeter': 'dead',
      'l-richmond': 'dead',
      'l-prince-edward': 'kent',
      'y-gloucester': 'sussex',
    });
    expect(heirRisk(prince, 'lancaster')).toBeCloseTo((3 + 6 + (5 + 3) / 2 - 3) / 10);
  });
});
