/** engine/core randomLegalAction: the same pick and the same draws with or without a game's count-and-index pair. */
import { describe, expect, it } from 'vitest';
import { randomLegalAction } from '../../engine/core/random-action';
import { makeRng } from '../../engine/core/rng';

type Move = { to: number };
const listOf = (n: number): Move[] => Array.from({ length: n }, (_, i) => ({ to: i * 10 }));
const withList = { legalActions: (n: number) => listOf(n) };
const withIndex = {
  legalActions: (): Move[] => {
    throw new Error('the list is not built when the game can count and index');
  },
  legalActionCount: (n: number) => n,
  legalActionAt: (n: number, _p: string, i: number) => (i >= 0 && i < n ? { to: i * 10 } : undefined),
};

describe('randomLegalAction', () => {
  it('picks legalActions[nextInt(rng, n)] either way, leaving the generator in the same place', () => {
    for (const n of [1, 2, 7, 12]) {
      const a = makeRng(n);
      const b = makeRng(n);
      const picks = new Set<number>();
      for (let k = 0; k < 200; k++) {
        const x = randomLegalAction(withList, n, 'p', a);
        expect(randomLegalAction(withIndex, n, 'p', b)).toEqual(x);
        picks.add(x!.to);
      }
      expect(b).toEqual(a);
      expect(picks.size).toBe(n);
    }
  });

  it('is null when there is nothing to do, without drawing', () => {
    const r = makeRng(3);
    expect(randomLegalAction(withList, 0, 'p', r)).toBeNull();
    expect(randomLegalAction(withIndex, 0, 'p', r)).toBeNull();
    expect(r).toEqual(makeRng(3));
  });
});
