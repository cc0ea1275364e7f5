/** npm run tournament: argument checks, one JSON line with the agreed fields, same seed → same games. */
import { describe, expect, it } from 'vitest';
import {
  gameLine,
  runTournament,
  runTournamentCli,
  wilson,
  type GameLine,
  type TournamentReport,
} from '../../electron/headless/tournament';

describe('npm run tournament', () => {
  it(
    'prints one JSON line with win rates, a Wilson interval, per-seat rates and decision times',
    { timeout: 120_000 },
    async () => {
      const out: string[] = [];
      const code = await runTournamentCli(
        ['--a', 'easy', '--b', 'random', '--scenario', 'richard-iii', '--games', '2', '--seed', '4'],
        (l) => out.push(l),
      );
      expect(code).toBe(0);
      expect(out).toHaveLength(1);
      const r = JSON.parse(out[0]!) as Record<string, unknown>;
      for (const k of ['aWinRate', 'aWinRateCI95', 'aAsLancaster', 'aAsYork', 'decisionMs', 'games', 'seconds'])
        expect(r).toHaveProperty(k);
      // The memory figure: the playing thread's heap, measured (a live heap is never empty).
      expect(r.peakHeapMB).toBeGreaterThan(1);
      expect(r.games).toBe(2);
      expect(r.clock).toBe('wall');
      expect((r.aAsLancaster as { games: number }).games).toBe(1);
      expect((r.aAsYork as { games: number }).games).toBe(1);
      const [lo, hi] = r.aWinRateCI95 as [number, number];
      expect(lo).toBeLessThanOrEqual(r.aWinRate as number);
      expect(hi).toBeGreaterThanOrEqual(r.aWinRate as number);
    },
  );

  it('plays the same games for the same seed, other games for another', { timeout: 120_000 }, async () => {
    const clock = () => 0;
    // The heap is measured, not played: it may differ between runs of the same games.
    const run = async (seed: number) => ({
      ...(await runTournament({
        a: 'random',
        b: 'random',
        scenario: 'richard-iii',
        games: 4,
        seed,
        budgetMs: 0,
        clock,
      })),
      peakHeapMB: 0,
    });
    const a = await run(1);
    expect(await run(1)).toEqual(a);
    const others = await Promise.all([2, 3, 4].map(run));
    expect(
      others.some(
        (o) => o.aAsLancaster.wins !== a.aAsLancaster.wins || o.aAsYork.wins !== a.aAsYork.wins || o.draws !== a.draws,
      ),
    ).toBe(true);
  });

  it('counts each seat’s wins and losses by how the game ended', { timeout: 120_000 }, async () => {
    const r = await runTournament({
      a: 'easy',
      b: 'random',
      scenario: 'richard-iii',
      games: 6,
      seed: 3,
      budgetMs: 0,
      clock: () => 0,
    });
    const sum = (by: Record<string, number>) => Object.values(by).reduce((t, x) => t + x, 0);
    for (const seat of [r.aAsLancaster, r.aAsYork]) {
      expect(sum(seat.winsBy)).toBe(seat.wins);
      // No draws in Richard III: every game not won is lost, and each loss has its reason.
      expect(sum(seat.lossesBy)).toBe(seat.games - seat.wins);
      for (const reason of [...Object.keys(seat.winsBy), ...Object.keys(seat.lossesBy)])
        expect(['usurpation', 'heirs-eliminated']).toContain(reason);
    }
    expect(r.aWins).toBeGreaterThan(0);
  });

  it('plays the same games in worker threads (--jobs 2) as in one thread', { timeout: 120_000 }, async () => {
    const run = (jobs: number) =>
      runTournament({ a: 'easy', b: 'random', scenario: 'richard-iii', games: 4, seed: 8, iterations: 2, jobs });
    const [one, two] = [await run(1), await run(2)];
    expect(two.jobs).toBe(2);
    for (const k of ['aWins', 'bWins', 'draws', 'aAsLancaster', 'aAsYork'] as const) expect(two[k]).toEqual(one[k]);
    expect(two.decisionMs.a.decisions).toBe(one.decisionMs.a.decisions);
    // Levels that do not search take no iteration count.
    expect(one.iterations).toBeNull();
  });

  it('counts the samples each searched decision drew, for the search bot only', { timeout: 120_000 }, async () => {
    const r = await runTournament({
      a: 'normal',
      b: 'easy',
      scenario: 'richard-iii',
      games: 1,
      seed: 4,
      iterations: 2,
      clock: () => 0,
    });
    expect(r.decisionMs.a.decisions).toBeGreaterThan(10);
    // Every searched decision drew its 2 samples; the timed decisions also hold the supply phase's
    // choices, which Easy makes unsearched and which claim no samples.
    expect(r.samplesPerDecision).toEqual({ a: { decisions: expect.any(Number), mean: 2, p5: 2, min: 2 }, b: null });
    expect(r.samplesPerDecision.a!.decisions).toBeGreaterThan(10);
    expect(r.samplesPerDecision.a!.decisions).toBeLessThanOrEqual(r.decisionMs.a.decisions);
  });

  it("--threads merges Hard's searches a decision as the app does on spare cores", { timeout: 120_000 }, async () => {
    const r = await runTournament({
      a: 'hard',
      b: 'easy',
      scenario: 'richard-iii',
      games: 1,
      seed: 4,
      iterations: 2,
      threads: 3,
      clock: () => 0,
    });
    expect(r.threads).toBe(3);
    // Three searches of 2 samples each a decision, merged (a part that could not sample is left out).
    const a = r.samplesPerDecision.a!;
    expect(a.decisions).toBeGreaterThan(10);
    expect(a.min).toBeGreaterThanOrEqual(2);
    expect(a.mean).toBeGreaterThan(4);
    expect(a.mean).toBeLessThanOrEqual(6);
    const errs: string[] = [];
    const cli = (args: string[]) =>
      runTournamentCli(
        ['--a', 'hard', '--b', 'easy', '--games', '1', ...args],
        () => {},
        (l) => errs.push(l),
      );
    expect(await cli(['--threads', '2'])).toBe(2); // no --iterations: the searches would run one after another on the clock
    expect(await cli(['--threads', '0', '--iterations', '2'])).toBe(2);
    expect(errs.join('\n')).toMatch(/--threads merges Hard's searches/);
  });

  it('--clock cpu budgets the decisions on CPU time in one thread and says so', { timeout: 120_000 }, async () => {
    const out: string[] = [];
    const errs: string[] = [];
    const cli = (args: string[]) =>
      runTournamentCli(
        ['--game', 'skirmish', '--a', 'normal', '--b', 'easy', '--budget-ms', '20', '--games', '2', ...args],
        (l) => out.push(l),
        (l) => errs.push(l),
      );
    expect(await cli(['--clock', 'cpu', '--seed', '2'])).toBe(0);
    const r = JSON.parse(out[0]!) as TournamentReport;
    expect(r.clock).toBe('cpu');
    expect(r.budgetMs).toEqual({ a: 20, b: 20 });
    const a = r.samplesPerDecision.a!;
    expect(a.decisions).toBe(r.decisionMs.a.decisions);
    expect(a.min).toBeLessThanOrEqual(a.p5);
    expect(a.p5).toBeLessThanOrEqual(a.mean);
    // 20 ms of computing buys the card battle's search samples however busy the machine is.
    expect(a.mean).toBeGreaterThan(0);
    expect(r.samplesPerDecision.b).toBeNull();
    // Worker threads share the process's CPU time: refused, as is a clock that does not exist.
    expect(await cli(['--clock', 'cpu', '--jobs', '2'])).toBe(2);
    expect(await cli(['--clock', 'sundial'])).toBe(2);
    expect(out).toHaveLength(1);
    expect(errs.join('\n')).toMatch(/--jobs 1[\s\S]*--clock must be one of wall, cpu/);
  });

  it('--tuning sets A’s search over its level’s own and says so', { timeout: 120_000 }, async () => {
    const out: string[] = [];
    const errs: string[] = [];
    const cli = (args: string[]) =>
      runTournamentCli(
        ['--b', 'easy', '--games', '2', '--seed', '4', '--iterations', '2', ...args],
        (l) => out.push(l),
        (l) => errs.push(l),
      );
    // One candidate leaves the search nothing to compare: Normal plays Easy's own choices, the same games.
    expect(await cli(['--a', 'normal', '--tuning', 'candidates=1'])).toBe(0);
    expect(await cli(['--a', 'easy'])).toBe(0);
    const [tuned, easy] = out.map((l) => JSON.parse(l) as TournamentReport);
    expect(tuned!.tuning).toEqual({ candidates: 1 });
    expect(tuned!.samplesPerDecision.a).toMatchObject({ mean: 0, min: 0 });
    expect(tuned!.decisionMs.a.decisions).toBe(easy!.decisionMs.a.decisions);
    expect([tuned!.aAsLancaster, tuned!.aAsYork]).toEqual([easy!.aAsLancaster, easy!.aAsYork]);
    expect(easy!.tuning).toBeNull();
    // Only a search is tuned, and only with settings that exist.
    expect(await cli(['--a', 'easy', '--tuning', 'confidence=1'])).toBe(2);
    expect(await cli(['--a', 'hard', '--tuning', 'depth=3'])).toBe(2);
    expect(out).toHaveLength(2);
    expect(errs.join('\n')).toMatch(
      /--tuning sets the search of A's Normal or Hard[\s\S]*--tuning: "depth" is not one of/,
    );
  });

  it('--seat and --first-deal play exactly their part of the whole run’s games', { timeout: 120_000 }, async () => {
    const base = { a: 'random', b: 'easy', scenario: 'richard-iii', seed: 6, budgetMs: 0, clock: () => 0 } as const;
    const play = async (o: Partial<Parameters<typeof runTournament>[0]> & { games: number }) => {
      const lines: GameLine[] = [];
      const report = await runTournament({ ...base, ...o }, (g) => lines.push(gameLine(g)));
      return { lines, report };
    };
    const whole = await play({ games: 8 });
    expect(whole.lines.map((l) => [l.deal, l.aSide])).toEqual(
      [0, 1, 2, 3].flatMap((d) => [
        [d, 'lancaster'],
        [d, 'york'],
      ]),
    );
    expect(whole.report.deals).toEqual([0, 3]);
    expect(whole.report.seat).toBeNull();
    // A seat alone: the whole run's games in that seat, deal by deal.
    for (const seat of ['lancaster', 'york'] as const) {
      const part = await play({ games: 4, seat });
      expect(part.lines).toEqual(whole.lines.filter((l) => l.aSide === seat));
      expect(part.report.seat).toBe(seat);
      expect(part.report[seat === 'york' ? 'aAsLancaster' : 'aAsYork'].games).toBe(0);
    }
    // In worker threads too (which finish in any order).
    const threaded = await play({ games: 4, seat: 'york', jobs: 2 });
    expect(threaded.lines.sort((x, y) => x.deal - y.deal)).toEqual(whole.lines.filter((l) => l.aSide === 'york'));
    // Later deals: the whole run's games from there on, also a seat at a time.
    expect((await play({ games: 4, firstDeal: 2 })).lines).toEqual(whole.lines.slice(4));
    const late = await play({ games: 2, firstDeal: 2, seat: 'york' });
    expect(late.lines).toEqual(whole.lines.filter((l) => l.deal >= 2 && l.aSide === 'york'));
    expect(late.report.deals).toEqual([2, 3]);
    // Not every deal is the same game (else the comparison above would show nothing).
    expect(new Set(whole.lines.map((l) => `${l.winner}|${l.reason}`)).size).toBeGreaterThan(1);
  });

  it('--each prints a line a game before the summary; a bad --seat or --first-deal is refused', async () => {
    const out: string[] = [];
    const args = ['--a', 'easy', '--b', 'random', '--scenario', 'richard-iii', '--games', '2', '--seed', '4'];
    expect(await runTournamentCli([...args, '--seat', 'york', '--first-deal', '3', '--each'], (l) => out.push(l))).toBe(
      0,
    );
    expect(out).toHaveLength(3);
    const lines = out.slice(0, 2).map((l) => JSON.parse(l) as GameLine);
    expect(lines.map((l) => [l.deal, l.aSide])).toEqual([
      [3, 'york'],
      [4, 'york'],
    ]);
    const summary = JSON.parse(out[2]!) as TournamentReport;
    expect(summary.deals).toEqual([3, 4]);
    expect(summary.aWins).toBe(lines.filter((l) => l.winner === 'york').length);
    const errs: string[] = [];
    const refuse = (extra: string[]) =>
      runTournamentCli(
        [...args, ...extra],
        () => {},
        (l) => errs.push(l),
      );
    expect(await refuse(['--seat', 'tudor'])).toBe(2);
    expect(await refuse(['--first-deal', '1.5'])).toBe(2);
    expect(errs.join('\n')).toMatch(/--seat must be one of lancaster, york[\s\S]*--first-deal must be whole/);
  });

  it('refuses unknown levels and scenarios with the usage', async () => {
    const errs: string[] = [];
    expect(
      await runTournamentCli(
        ['--a', 'expert', '--b', 'easy'],
        () => {},
        (l) => errs.push(l),
      ),
    ).toBe(2);
    expect(
      await runTournamentCli(
        ['--a', 'easy', '--b', 'easy', '--scenario', 'bosworth'],
        () => {},
        (l) => errs.push(l),
      ),
    ).toBe(2);
    expect(
      await runTournamentCli(
        ['--a', 'easy', '--b', 'easy', '--games', '0'],
        () => {},
        (l) => errs.push(l),
      ),
    ).toBe(2);
    expect(
      await runTournamentCli(
        ['--a', 'easy', '--b', 'easy', '--jobs', '0'],
        () => {},
        (l) => errs.push(l),
      ),
    ).toBe(2);
    expect(errs.join('\n')).toMatch(/--a and --b must be one of random, easy, flat, normal, hard/);
  });

  it('computes the Wilson 95% interval', () => {
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.49, 2);
    expect(hi).toBeCloseTo(0.943, 2);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});
