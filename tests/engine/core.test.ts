/**
 * engine/core: the seeded generator, the state hash and result values. Saved games replay from
 * (scenario, seed, actions), so the generator's exact numbers are part of the save format: the
 * known answers below must never change (mulberry32, as published).
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashJson, hashString } from '../../engine/core/hash';
import { err, ok } from '../../engine/core/result';
import { makeRng, nextFloat, nextInt, rollD6, shuffle } from '../../engine/core/rng';

describe('seeded generator', () => {
  it('gives the same numbers for a seed, forever (saves replay from them)', () => {
    const r = makeRng(20240601);
    expect([nextFloat(r), nextFloat(r), nextFloat(r)]).toEqual([
      0.35344086796976626, 0.02818377036601305, 0.6889668190851808,
    ]);
    const dice = makeRng(1);
    expect(Array.from({ length: 10 }, () => rollD6(dice))).toEqual([4, 1, 4, 6, 6, 2, 4, 5, 3, 6]);
    expect(makeRng(-1).s).toBe(0xffffffff);
  });

  it('draws integers in [0, n), every value reachable', () => {
    const r = makeRng(5);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = nextInt(r, 7);
      expect(Number.isInteger(x) && x >= 0 && x < 7).toBe(true);
      seen.add(x);
    }
    expect(seen.size).toBe(7);
    const faces = new Set(Array.from({ length: 600 }, () => rollD6(r)));
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shuffles in place into a permutation, drawing exactly n - 1 numbers', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const r = makeRng(7);
    const out = shuffle(r, items);
    expect(out).toBe(items);
    expect(out).toEqual([5, 7, 2, 3, 4, 6, 8, 1]);
    const same = makeRng(7);
    for (let i = 0; i < items.length - 1; i++) nextFloat(same);
    expect(r.s).toBe(same.s);
    // Over many seeds every card reaches every position (no position is left out of the shuffle).
    const positions = new Map<number, Set<number>>();
    for (let seed = 0; seed < 300; seed++) {
      shuffle(makeRng(seed), [0, 1, 2, 3]).forEach((card, at) =>
        positions.set(card, (positions.get(card) ?? new Set()).add(at)),
      );
    }
    for (const at of positions.values()) expect(at.size).toBe(4);
  });
});

describe('state hash', () => {
  it('canonical JSON sorts keys and drops undefined members, keeping nulls and array order', () => {
    expect(canonicalJson({ b: 1, a: [null, 'x', true], c: undefined })).toBe('{"a":[null,"x",true],"b":1}');
    expect(canonicalJson({ z: { y: 2, x: 1 } })).toBe('{"z":{"x":1,"y":2}}');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson('s')).toBe('"s"');
    expect(canonicalJson([2, 1])).toBe('[2,1]');
  });

  it('hashes to 16 hex digits, the same for equal values in any key order, different otherwise', () => {
    expect(hashString('')).toBe('811c9dc501000193'); // FNV-1a offset basis; the second lane starts at its prime
    expect(hashString('abc')).toBe('1a47e90b77d1ac10');
    expect(hashJson({ b: 1, a: [null, 'x', true] })).toBe('c5f200b45fe45f33');
    expect(hashJson({ a: 1, b: [2, 3] })).toBe(hashJson({ b: [2, 3], a: 1 }));
    const variants = [{ a: 1 }, { a: 2 }, { b: 1 }, { a: [1] }, { a: '1' }, [1], 1, '1', null, { a: null }, 'ab', 'ba'];
    expect(new Set(variants.map(hashJson)).size).toBe(variants.length);
  });
});

describe('results', () => {
  it('carry the value or a readable error', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(err('bad', 'Bad move.')).toEqual({ ok: false, error: { code: 'bad', message: 'Bad move.' } });
  });
});
