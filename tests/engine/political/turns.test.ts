/**
 * Whose decision each supply-phase and political-turn step is: the dispatcher asks every step's
 * handler who acts and what each side may do, so the side not deciding must get nothing.
 */
import { describe, expect, test } from 'vitest';
import { otherSide, type Side } from '../../../engine/richard-iii/data';
import { actors } from '../../../engine/richard-iii/rules';
import type { State } from '../../../engine/richard-iii/types';
import { keys, legalActions, must, playAction, political, position, supply } from './helpers';

/** `side` alone decides the current step: its actions are `expected`, the other side's none. */
function onlyDecides(s: State, side: Side, expected: string[]): void {
  expect(actors(s)).toEqual([side]);
  expect(keys(legalActions(s, side))).toEqual([...expected].sort());
  expect(legalActions(s, otherSide(side))).toEqual([]);
  const r = playAction(s, otherSide(side), legalActions(s, side)[0]!);
  expect(r.ok).toBe(false);
}

describe('who decides in the supply phase', () => {
  test('9.1 Lancaster decides on a defected Clarence, then York on a defected Exeter', () => {
    const s = supply(
      position({ 'l-henry-vi': 'middlesex', 'l-clarence': 'lincoln', 'y-york': 'ireland', 'y-exeter': 'kent' }),
    );
    onlyDecides(s, 'lancaster', ['execute|block=l-clarence', 'spare|block=l-clarence']);
    must(s, 'lancaster', { t: 'spare', block: 'l-clarence' });
    onlyDecides(s, 'york', ['execute|block=y-exeter', 'spare|block=y-exeter']);
  });

  test('6.82 the side whose heir enters chooses where; 7.1 the over-stacked side chooses its losses', () => {
    const s = supply(
      position({
        'l-henry-vi': 'middlesex',
        'l-exeter': 'middlesex',
        'l-somerset': 'middlesex',
        'l-devon': 'middlesex',
        'l-oxford': 'middlesex',
        'l-pembroke': 'middlesex',
        'y-york': 'ireland',
        'y-march': 'pool',
      }),
    );
    onlyDecides(s, 'york', ['heir-enter|block=y-march|to=calais', 'heir-enter|block=y-march|to=ireland']);
    must(s, 'york', { t: 'heir-enter', block: 'y-march', to: 'calais' });
    // Middlesex is a city: 5 supported, 6 there.
    onlyDecides(
      s,
      'lancaster',
      ['l-henry-vi', 'l-exeter', 'l-somerset', 'l-devon', 'l-oxford', 'l-pembroke'].map(
        (b) => `supply-loss|block=${b}`,
      ),
    );
  });
});

describe('who decides in the political turn', () => {
  test('8.3 the Pretender sends his blocks home and (A21) his extra exiles to the pool, then 8.4 the King', () => {
    const s = political(
      position(
        {
          'l-henry-vi': 'middlesex',
          'y-york': 'kent',
          'y-warwick': 'calais',
          'y-kent': 'calais',
          'y-salisbury': 'calais',
          'y-march': 'calais',
        },
        { campaign: 1 },
      ),
    );
    onlyDecides(s, 'york', ['go-home|block=y-york|to=calais', 'go-home|block=y-york|to=ireland']);
    must(s, 'york', { t: 'go-home', block: 'y-york', to: 'calais' });
    onlyDecides(
      s,
      'york',
      ['y-york', 'y-warwick', 'y-kent', 'y-salisbury', 'y-march'].map((b) => `exile-pool|block=${b}`),
    );
    must(s, 'york', { t: 'exile-pool', block: 'y-march' });
    expect(s.step).toEqual({ k: 'political-home', side: 'lancaster' });
    expect(actors(s)).toEqual(['lancaster']);
    expect(legalActions(s, 'york')).toEqual([]);
  });
});
