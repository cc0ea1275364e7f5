/** npm run balance: the card battle's York win rate between two Easy bots, as the README quotes it. */
import { describe, expect, it } from 'vitest';
import { runBalance } from '../bench/skirmish-balance-run';
import { wilson } from '../../electron/headless/wilson';

describe('npm run balance', () => {
  it('plays each seed with both sides first and counts every game once', { timeout: 60_000 }, async () => {
    const r = await runBalance(4, 11);
    expect(r).toMatchObject({ balance: 'skirmish-easy-vs-easy', games: 4, seed: 11 });
    expect(r.yorkWins + r.lancasterWins + r.draws).toBe(4);
    expect(r.yorkWinRate).toBeCloseTo((r.yorkWins + r.draws / 2) / 4, 4);
    const [lo, hi] = r.yorkWinRateCI95;
    expect(lo).toBeLessThanOrEqual(r.yorkWinRate);
    expect(hi).toBeGreaterThanOrEqual(r.yorkWinRate);
    expect([lo, hi]).toEqual(wilson(r.yorkWins + r.draws / 2, 4).map((x) => Number(x.toFixed(4))));
  });

  it('the same seed gives the same games; another seed other games', { timeout: 60_000 }, async () => {
    const a = await runBalance(2, 21);
    expect(await runBalance(2, 21)).toEqual(a);
    const others = await Promise.all([22, 23, 24].map((s) => runBalance(2, s)));
    expect(others.some((o) => o.yorkWins !== a.yorkWins || o.player1WinRate !== a.player1WinRate)).toBe(true);
  });
});
