/**
 * Regression table (perft-style): the number of legal actions of each kind at the start of each
 * scenario, for each side playing an AP4 card as Player 1. The 1460 York row was counted by hand:
 * 3 Irish blocks × 7 Irish Sea destinations + 6 Calais blocks × 6 destinations = 57 sea moves;
 * recruits Norfolk 3, Suffolk 2, Arundel, Worcester, Hastings, Herbert, Canterbury church and
 * Norwich levy 1 each, the Rebel 21 vacant land areas = 32.
 */
import { describe, expect, test } from 'vitest';
import type { Side } from '../../../engine/richard-iii/data';
import { cardWith, legalActions, scenarioState, startActionPhaseFor } from '../position';

const TABLE: [string, Side, Record<string, number>][] = [
  ['wars-of-the-roses', 'york', { end: 1, sea: 57, recruit: 32 }],
  ['wars-of-the-roses', 'lancaster', { end: 1, move: 141, sea: 77, recruit: 22 }],
  ['kingmaker', 'york', { end: 1, move: 214, sea: 76, recruit: 12 }],
  ['kingmaker', 'lancaster', { end: 1, move: 2, sea: 66, recruit: 28 }],
  ['richard-iii', 'york', { end: 1, move: 87, sea: 82, recruit: 9 }],
  ['richard-iii', 'lancaster', { end: 1, move: 43, sea: 53, recruit: 29 }],
];

describe('legal action counts at the start of each scenario', () => {
  for (const [scenario, side, expected] of TABLE) {
    test(`${scenario}: ${side} with AP4`, () => {
      const s = scenarioState(scenario);
      startActionPhaseFor(s, side, side, cardWith(4));
      const counts: Record<string, number> = {};
      for (const a of legalActions(s, side)) counts[a.t] = (counts[a.t] ?? 0) + 1;
      expect(counts).toEqual(expected);
    });
  }
});
