import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareRuns, readRun, runCompareCli } from '../../electron/headless/compare-runs';
import { signTestP } from '../../electron/headless/sign-test';

type Seat = 'lancaster' | 'york';
const other = (s: Seat): Seat => (s === 'lancaster' ? 'york' : 'lancaster');

/** A --each file: A's result in each (deal, seat), then a summary line with these fields. */
function runText(
  results: [deal: number, seat: Seat, aWon: boolean][],
  summary: Record<string, unknown> | null,
): string {
  const lines = results.map(([deal, aSide, won]) =>
    JSON.stringify({ deal, aSide, winner: won ? aSide : other(aSide), reason: 'usurpation' }),
  );
  if (summary) lines.push(JSON.stringify({ aWinRate: 0.5, ...summary }));
  return lines.join('\n') + '\n';
}

/** The value of a Result the test expects to be ok. */
function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const SAME = { game: 'richard-iii', scenario: 'kingmaker', seed: 11, b: 'easy', iterations: { a: 80, b: null } };

describe('the sign test', () => {
  it('gives the exact two-sided binomial tail', () => {
    expect(signTestP(7, 10)).toBeCloseTo(0.6291, 4);
    expect(signTestP(15, 5)).toBeCloseTo(0.0414, 4);
    expect(signTestP(0, 5)).toBeCloseTo(0.0625, 6);
    expect(signTestP(5, 0)).toBe(signTestP(0, 5));
    expect(signTestP(0, 0)).toBe(1);
    expect(signTestP(4, 4)).toBe(1);
  });

  it('does not underflow on long runs', () => {
    const p = signTestP(500, 600);
    expect(p).toBeGreaterThan(0.001);
    expect(p).toBeLessThan(0.01);
    expect(signTestP(0, 2000)).toBe(0);
  });
});

describe('comparing two runs game by game', () => {
  it('counts the games each run alone won, on the games both played, seat by seat', () => {
    const first = unwrap(
      readRun(
        runText(
          [
            [0, 'lancaster', true],
            [1, 'lancaster', false],
            [2, 'lancaster', true],
            [0, 'york', true],
            [3, 'lancaster', true], // the second run stopped before deal 3
          ],
          null,
        ),
      ),
    );
    const second = unwrap(
      readRun(
        runText(
          [
            [0, 'lancaster', false],
            [1, 'lancaster', true],
            [2, 'lancaster', true],
            [0, 'york', true],
          ],
          { ...SAME, tuning: { horizonTurns: 3 } },
        ),
      ),
    );
    const c = unwrap(compareRuns(first, second));
    expect(c).toMatchObject({ games: 4, firstWins: 3, secondWins: 3, onlyFirst: 1, onlySecond: 1, signTestP: 1 });
    expect(c.bySeat).toEqual({
      lancaster: { games: 3, firstWins: 2, secondWins: 2 },
      york: { games: 1, firstWins: 1, secondWins: 1 },
    });
  });

  it('refuses runs that did not play the same games', () => {
    const a = unwrap(readRun(runText([[0, 'lancaster', true]], SAME)));
    const otherSeed = unwrap(readRun(runText([[0, 'lancaster', true]], { ...SAME, seed: 12 })));
    const otherB = unwrap(readRun(runText([[0, 'lancaster', true]], { ...SAME, iterations: { a: 80, b: 16 } })));
    const noCommon = unwrap(readRun(runText([[1, 'lancaster', true]], SAME)));
    expect(compareRuns(a, otherSeed)).toEqual({ ok: false, error: expect.stringContaining('seed') });
    expect(compareRuns(a, otherB)).toEqual({ ok: false, error: expect.stringContaining('budgets') });
    expect(compareRuns(a, noCommon)).toEqual({ ok: false, error: expect.stringContaining('no game in common') });
    // A timed run (no --iterations at all) met the same Easy as a run that fixed only A's samples.
    const timed = unwrap(readRun(runText([[0, 'lancaster', false]], { ...SAME, iterations: null })));
    expect(unwrap(compareRuns(a, timed))).toMatchObject({ games: 1, onlyFirst: 1 });
  });

  it('names the line that is not a game or a summary', () => {
    expect(readRun('{"deal":0,"aSide":"york","winner":"york","reason":"usurpation"}\nnot json\n')).toEqual({
      ok: false,
      error: 'line 2 is not JSON',
    });
    expect(readRun('{"deal":0,"aSide":"gloucester"}\n')).toEqual({
      ok: false,
      error: expect.stringContaining('line 1'),
    });
  });

  it('prints one JSON line from two files, and says what is wrong otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-runs-'));
    const one = join(dir, 'one.jsonl');
    const two = join(dir, 'two.jsonl');
    writeFileSync(
      one,
      runText(
        [
          [0, 'lancaster', true],
          [1, 'lancaster', true],
        ],
        SAME,
      ),
    );
    writeFileSync(
      two,
      runText(
        [
          [0, 'lancaster', false],
          [1, 'lancaster', true],
        ],
        SAME,
      ),
    );
    const printed: string[] = [];
    expect(runCompareCli([one, two], (l) => printed.push(l))).toBe(0);
    expect(JSON.parse(printed[0]!)).toMatchObject({ games: 2, onlyFirst: 1, onlySecond: 0, signTestP: 1 });
    const warned: string[] = [];
    const warn = (l: string) => warned.push(l);
    expect(runCompareCli([one], () => {}, warn)).toBe(2);
    expect(runCompareCli([one, join(dir, 'missing.jsonl')], () => {}, warn)).toBe(2);
    expect(warned[1]).toContain('missing.jsonl: cannot be read');
  });
});
