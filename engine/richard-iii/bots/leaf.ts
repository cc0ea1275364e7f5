/**
 * The search bots' evaluation at the depth cut-off (the end of a game turn): the game result if it
 * ended, otherwise an estimated chance to win — a logistic model over a few features of the
 * position, fitted to who went on to win in Easy-against-Easy games
 * (electron/headless/leaf-fit.ts prints new weights).
 *
 * Every feature is `me` minus the enemy (or ±1), so the two sides' chances add up to one.
 */
import { AREAS, AREA_COUNT, BLOCKS, BLOCK_COUNT, LONDON, otherSide, type Side } from '../data';
import { livingHeirs, ownerOf } from '../state';
import { DEAD, MINOR, OTHER, type State } from '../types';
import { usurpationCounts } from '../political/usurpation';
import { isMapArea } from './tables';

export const LEAF_FEATURES = [
  /** Usurpation count (8.2: nobles, church and heirs on the map, London; usurpationCounts), me minus enemy. */
  'crown',
  /** ...weighted by how far the campaign is (turn / 7): the count decides at its end. */
  'crownLate',
  /** ...late in the last campaign, where the final usurpation decides the game. */
  'crownFinal',
  /** Living heirs (minors included), me minus enemy. */
  'heirs',
  /** Steps on the map and in exile, me minus enemy, in tens. */
  'steps',
  /** +1 London held by me, -1 by the enemy. */
  'london',
  /** +1 I hold the throne, -1 the enemy does (ties of the count go to the King, 8.2). */
  'throne',
  /** +1 York, -1 Lancaster, one per scenario: how far each scenario favours a side (so the throne term is not mistaken for it). */
  'yorkIn1460',
  'yorkIn1470',
  'yorkIn1483',
  /** How exposed the enemy's last heir stands, minus how exposed mine does (heirRisk), in tens of steps. */
  'heirRisk',
] as const;

/** The scenario each side-bias feature belongs to, in LEAF_FEATURES order. */
const BIAS_SCENARIOS = ['wars-of-the-roses', 'kingmaker', 'richard-iii'] as const;

/** The index in LEAF_FEATURES of `scenario`'s side-bias feature (-1 for an unknown scenario). */
export function sideBiasIndex(scenario: string): number {
  const i = (BIAS_SCENARIOS as readonly string[]).indexOf(scenario);
  return i < 0 ? -1 : LEAF_FEATURES.indexOf('yorkIn1460') + i;
}

/**
 * Fitted weights, one per feature (see the header) — but heirRisk's, which leaf-fit holds. Fitted
 * alone, the others held (Easy against Easy, 600 games of 1483), it comes out at about 0.2: Easy
 * seldom makes an exposed heir pay. A search's opponent does, and the search sees a turn's end, not
 * the blow that follows: Hard as York in 1483 (80 samples, deals 0–199 of the table) lost Richard in
 * 22 games with it at 0, in 4 at 1.
 * The three side-bias weights were re-fitted alone on 29 Nov 2026 (`leaf-fit --games 600 --fit
 * yorkIn1460,yorkIn1470,yorkIn1483`; before: -0.051, 1.587, -0.441): Easy had grown stronger as the
 * Pretender, and the leaf gave Lancaster 1.9 % in 1470 where he won 5.3 %, and 65 % in 1460 where he
 * won 58 %. They are the same for every move of a decision, so they mostly set the chances the Hint
 * shows; but through the logistic they also set how far apart the moves' chances lie, which minGain
 * reads, and the Pretender's seats won more with them (README, "How strong they are").
 */
export const LEAF_WEIGHTS: readonly number[] = [
  -0.029, -0.058, 0.566, 0.482, 0.671, -0.057, 0.877, 0.533, 0.543, -0.636, 1,
];

/** The features of `s` for `me`, in LEAF_FEATURES order. */
export function leafFeatures(s: State, me: Side): number[] {
  const foe = otherSide(me);
  // The rules' own count (8.2), so the leaf weighs what the final usurpation will: Kingmaker's
  // captive Henry VI counts for Lancaster there, though he is neither a heir nor a fighting block.
  const crown = usurpationCounts(s);
  const heirs = { lancaster: 0, york: 0 };
  const steps = { lancaster: 0, york: 0 };
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const loc = s.loc[b]!;
    if (loc === DEAD || loc === OTHER || b === s.prisoner) continue;
    const side = ownerOf(s, b);
    if (BLOCKS[b]!.kind === 'heir' && BLOCKS[b]!.side === side) heirs[side]++;
    if (loc === MINOR || loc < 0) continue;
    steps[side] += s.steps[b]!;
  }
  let london = 0;
  for (let b = 0; b < BLOCK_COUNT; b++)
    if (s.loc[b] === LONDON && b !== s.prisoner) london = ownerOf(s, b) === me ? 1 : -1;
  const late = Math.min(1, s.turn / 7);
  const final = s.campaign >= s.lastCampaign ? late : 0;
  const c = crown[me] - crown[foe];
  const york = me === 'york' ? 1 : -1;
  return [
    c,
    c * late,
    c * final,
    heirs[me] - heirs[foe],
    (steps[me] - steps[foe]) / 10,
    london,
    s.kingSide === me ? 1 : -1,
    ...BIAS_SCENARIOS.map((id) => (s.scenario === id ? york : 0)),
    heirRisk(s, foe) - heirRisk(s, me),
  ];
}

/**
 * How exposed `side`'s last heir stands, in tens of steps (0 while the side has another heir, or
 * the heir is a minor or in exile): the enemy's steps in his area and next to it, and half of those
 * two areas away (not past an area his side holds, where they would have to stop), beyond his own
 * stack's steps. A rough reach: land moves only, red borders and the sea ignored. His death ends the
 * game (9), and the leaf is scored at a turn's end, one enemy move before the blow can fall.
 */
export function heirRisk(s: State, side: Side): number {
  // Kingmaker's captive Henry VI is no heir that keeps his side in the game (elimination, 9).
  const heirs = livingHeirs(s, side).filter((h) => h !== s.prisoner);
  if (heirs.length !== 1) return 0;
  const at = s.loc[heirs[0]!]!;
  if (at < 0 || !isMapArea(at)) return 0;
  const foeSteps = new Array<number>(AREA_COUNT).fill(0);
  const held = new Array<boolean>(AREA_COUNT).fill(false);
  let court = 0;
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const l = s.loc[b]!;
    if (l < 0 || b === s.prisoner) continue;
    if (ownerOf(s, b) !== side) foeSteps[l]! += s.steps[b]!;
    else {
      held[l] = true;
      if (l === at) court += s.steps[b]!;
    }
  }
  let threat = foeSteps[at]!;
  const counted = new Set<number>([at]);
  for (const n of AREAS[at]!.neighbors) {
    counted.add(n.area);
    threat += foeSteps[n.area]!;
  }
  for (const n of AREAS[at]!.neighbors) {
    if (held[n.area]) continue;
    for (const m of AREAS[n.area]!.neighbors) {
      if (counted.has(m.area)) continue;
      counted.add(m.area);
      threat += foeSteps[m.area]! / 2;
    }
  }
  return Math.max(0, threat - court) / 10;
}

/** 1 for a win, 0 for a loss, ½ for a draw; otherwise the fitted chance that `me` wins. */
export function leafValue(s: State, me: Side): number {
  if (s.outcome) return s.outcome.winner === me ? 1 : s.outcome.winner === null ? 0.5 : 0;
  const f = leafFeatures(s, me);
  let z = 0;
  for (let i = 0; i < f.length; i++) z += LEAF_WEIGHTS[i]! * f[i]!;
  return 1 / (1 + Math.exp(-z));
}
