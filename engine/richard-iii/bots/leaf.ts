/**
 * The search bots' evaluation at the depth cut-off (the end of a game turn): the game result if it
 * ended, otherwise an estimated chance to win — a logistic model over a few features of the
 * position, fitted to who went on to win in Easy-against-Easy games
 * (electron/headless/leaf-fit.ts prints new weights).
 *
 * Every feature is `me` minus the enemy (or ±1), so the two sides' chances add up to one.
 */
import { BLOCKS, BLOCK_COUNT, ISLE_OF_MAN, LONDON, otherSide, type Side } from '../data';
import { ownerOf } from '../state';
import { DEAD, MINOR, OTHER, type State } from '../types';
import { countsForCrown, isExileArea, isMapArea } from './tables';

export const LEAF_FEATURES = [
  /** Usurpation count (8.2: nobles, church and heirs on the map, London), me minus enemy. */
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
] as const;

/** The scenario each side-bias feature belongs to, in LEAF_FEATURES order. */
const BIAS_SCENARIOS = ['wars-of-the-roses', 'kingmaker', 'richard-iii'] as const;

/** Fitted weights, one per feature (see the header). */
export const LEAF_WEIGHTS: readonly number[] = [
  -0.029, -0.058, 0.566, 0.482, 0.671, -0.057, 0.877, -0.051, 1.587, -0.441,
];

/** The features of `s` for `me`, in LEAF_FEATURES order. */
export function leafFeatures(s: State, me: Side): number[] {
  const foe = otherSide(me);
  const crown = { lancaster: 0, york: 0 };
  const heirs = { lancaster: 0, york: 0 };
  const steps = { lancaster: 0, york: 0 };
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const loc = s.loc[b]!;
    if (loc === DEAD || loc === OTHER || b === s.prisoner) continue;
    const side = ownerOf(s, b);
    if (BLOCKS[b]!.kind === 'heir' && BLOCKS[b]!.side === side) heirs[side]++;
    if (loc === MINOR || loc < 0) continue;
    steps[side] += s.steps[b]!;
    if (isMapArea(loc) && loc !== ISLE_OF_MAN && !isExileArea(loc) && countsForCrown(b)) crown[side]++;
  }
  let london = 0;
  for (let b = 0; b < BLOCK_COUNT; b++)
    if (s.loc[b] === LONDON && b !== s.prisoner) london = ownerOf(s, b) === me ? 1 : -1;
  crown[me] += london > 0 ? 1 : 0;
  crown[foe] += london < 0 ? 1 : 0;
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
  ];
}

/** 1 for a win, 0 for a loss, ½ for a draw; otherwise the fitted chance that `me` wins. */
export function leafValue(s: State, me: Side): number {
  if (s.outcome) return s.outcome.winner === me ? 1 : s.outcome.winner === null ? 0.5 : 0;
  const f = leafFeatures(s, me);
  let z = 0;
  for (let i = 0; i < f.length; i++) z += LEAF_WEIGHTS[i]! * f[i]!;
  return 1 / (1 + Math.exp(-z));
}
