/** `npm run bench -- --game skirmish` prints the one JSON line the README quotes (shape only: speed is measured by hand). */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run bench -- --game skirmish', () => {
  it('plays random card battles and prints games per second, per CPU second and actions', { timeout: 120_000 }, () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/engine-bench.ts', '--game', 'skirmish', '--seconds', '0.3'],
      { encoding: 'utf8' },
    );
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(1);
    const r = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(r).toMatchObject({ bench: 'engine-random-games', game: 'skirmish', scenario: 'standard' });
    expect(r.games).toBeGreaterThan(0);
    // `seconds` is printed to 0.01 s, so games / seconds may differ from the exact rate by that rounding
    // (up to 1.7 % of a 0.3 s run: 17 games/s at 1,000 games/s; 0.006 leaves a margin over 0.005).
    const rate = (r.games as number) / (r.seconds as number);
    expect(Math.abs((r.gamesPerSecond as number) - rate)).toBeLessThanOrEqual(
      (rate * 0.006) / (r.seconds as number) + 0.05,
    );
    expect(r.gamesPerCpuSecond).toBeGreaterThan(0);
    expect(r.meanActionsPerGame).toBeGreaterThan(20);
  });
});
