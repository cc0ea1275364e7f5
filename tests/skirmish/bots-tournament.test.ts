/** npm run tournament -- --game skirmish: the card battle's levels, sides swapped, same seed → same games. */
import { describe, expect, it } from 'vitest';
import { runTournament, runTournamentCli } from '../../electron/headless/tournament';

describe('npm run tournament -- --game skirmish', () => {
  it('plays the card battle with its own bots and prints one JSON line', { timeout: 120_000 }, async () => {
    const out: string[] = [];
    const code = await runTournamentCli(
      ['--game', 'skirmish', '--a', 'easy', '--b', 'random', '--games', '2', '--seed', '3'],
      (l) => out.push(l),
    );
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const r = JSON.parse(out[0]!) as Record<string, unknown>;
    expect(r).toMatchObject({ game: 'skirmish', scenario: 'standard', a: 'easy', b: 'random', games: 2 });
    for (const k of ['aWinRate', 'aWinRateCI95', 'aAsLancaster', 'aAsYork', 'decisionMs', 'seconds'])
      expect(r).toHaveProperty(k);
  });

  it(
    'the search bot at a fixed sample count beats Random and replays the same games',
    { timeout: 120_000 },
    async () => {
      const run = () =>
        runTournament({
          game: 'skirmish',
          a: 'normal',
          b: 'random',
          scenario: 'standard',
          games: 2,
          seed: 5,
          iterations: 1,
          clock: () => 0,
        });
      const first = await run();
      expect(first.aWins).toBe(2);
      expect(first.iterations).toEqual({ a: 1, b: null });
      // Every decision with a choice drew its one sample; Random does not search.
      expect(first.samplesPerDecision).toEqual({
        a: { decisions: first.decisionMs.a.decisions, mean: 1, p5: 1, min: 1 },
        b: null,
      });
      const again = await run();
      expect(again.decisionMs.a.decisions).toBe(first.decisionMs.a.decisions);
      expect(again.decisionMs.b.decisions).toBe(first.decisionMs.b.decisions);
    },
  );

  it('refuses levels and scenarios the card battle does not have', async () => {
    const errs: string[] = [];
    const refuse = (args: string[]) =>
      runTournamentCli(
        args,
        () => {},
        (l) => errs.push(l),
      );
    expect(await refuse(['--game', 'skirmish', '--a', 'hard', '--b', 'easy'])).toBe(2);
    expect(await refuse(['--game', 'skirmish', '--a', 'easy', '--b', 'easy', '--scenario', 'richard-iii'])).toBe(2);
    expect(await refuse(['--game', 'chess', '--a', 'easy', '--b', 'easy'])).toBe(2);
    expect(errs.join('\n')).toMatch(/random, easy, normal/);
  });
});
