/**
 * The Normal and Hard bots (ISMCTS over determinized states): they decide from the view alone
 * (decoy truths behind one view give one answer and the same statistics), keep to the host's
 * budget on its clock (a fake clock here), are reproducible at a fixed iteration count, analyse a
 * position for the Hint, and beat the random player in a small seeded tournament.
 */
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../engine/core/rng';
import type { Analysis } from '../../../engine/core/bot';
import { actionKey } from '../../../engine/richard-iii/actions';
import {
  HARD_SEARCH,
  NORMAL_SEARCH,
  ismctsSearch,
  makeIsmctsBot,
  richardBots,
  type IsmctsOptions,
} from '../../../engine/richard-iii/bots';
import { CARDS, type Side } from '../../../engine/richard-iii/data';
import { determinize } from '../../../engine/richard-iii/determinize';
import { richardIII } from '../../../engine/richard-iii/module';
import type { Action, State } from '../../../engine/richard-iii/types';
import { makeView } from '../../../engine/richard-iii/view';
import { runTournament } from '../../../electron/headless/tournament';
import { turnsOver } from '../../../engine/richard-iii/bots/ismcts';
import { botContext, easyPolicy, fakeClock, playGame } from './helpers';

/** Positions of a 1483 game between Easy bots where the side to decide has a real choice. */
function positions(seed: number, steps: readonly string[], every: number): { s: State; side: Side }[] {
  const out: { s: State; side: Side }[] = [];
  let n = 0;
  playGame(
    seed,
    { lancaster: easyPolicy, york: easyPolicy },
    {
      scenario: 'richard-iii',
      onDecision: (s, side, legal) => {
        if (steps.includes(s.step.k) && legal.length > 3 && n++ % every === 0)
          out.push({ s: richardIII.clone(s), side });
      },
    },
  );
  return out;
}

/** A battle decision (with a choice) where the enemy still has reserves the decider cannot see (ruling A13). */
function battleWithHiddenReserves(): { s: State; side: Side } {
  for (let seed = 23; seed < 60; seed++) {
    let found: { s: State; side: Side } | null = null;
    playGame(
      seed,
      { lancaster: easyPolicy, york: easyPolicy },
      {
        scenario: 'richard-iii',
        onDecision: (s, side, legal) => {
          if (found || s.step.k !== 'battle-turn' || legal.length < 2) return;
          const b = makeView(s, side).battle!;
          if ([b.sides.attacker, b.sides.defender].some((x) => x.reserveCount > x.reserves.length))
            found = { s: richardIII.clone(s), side };
        },
      },
    );
    if (found) return found;
  }
  throw new Error('no battle with hidden reserves in 37 games');
}

/** What is hidden from a side: where every block is, how strong, and both hands. */
const truth = (s: State): string => JSON.stringify([s.loc, s.steps, s.hands]);

const fixed = (iterations: number): IsmctsOptions => ({ ...NORMAL_SEARCH, iterations });

/**
 * A host clock that stands still for `reads` looks and then jumps past any deadline: a timed search
 * on it ends by settling its choice, or else when the looks run out (`ranOut`).
 */
function stillClock(reads: number): { clock: () => number; ranOut: () => boolean } {
  let n = 0;
  return { clock: () => (n++ < reads ? 0 : Number.MAX_SAFE_INTEGER), ranOut: () => n > reads };
}

describe('ISMCTS bots (Normal, Hard)', () => {
  const actionAt = positions(21, ['action'], 6);
  const cardAt = positions(22, ['card'], 2);
  const battleAt = positions(23, ['battle-turn', 'battle-regroup'], 3);

  it('are the registered Normal and Hard levels, each with chooseAction and analyse', () => {
    for (const level of ['normal', 'hard']) {
      const bot = richardBots[level]!;
      expect(bot.id).toBe(level);
      expect(typeof bot.chooseAction).toBe('function');
      expect(typeof bot.analyse).toBe('function');
    }
  });

  it('choose the same whatever truth stands behind the view (decoy samples)', { timeout: 60_000 }, () => {
    // A battle being fought hides the enemy's waiting reserves (ruling A13) as well.
    const picked = [...actionAt.slice(0, 2), cardAt[0]!, battleWithHiddenReserves()];
    expect(picked.length).toBe(4);
    let differentTruths = 0;
    for (const [i, { s, side }] of picked.entries()) {
      const view = makeView(s, side);
      const real = ismctsSearch(botContext(s, side, 0, fakeClock(1), 40 + i), fixed(3));
      expect(real).not.toBeNull();
      for (let k = 0; k < 2; k++) {
        // Another state this side cannot tell from the real one: other hidden blocks, strengths and enemy hand.
        const decoy = determinize(view, side, makeRng(900 + 10 * i + k));
        if (!decoy.ok) throw new Error(decoy.error.message);
        expect(makeView(decoy.value, side)).toEqual(view);
        if (truth(decoy.value) !== truth(s)) differentTruths++;
        const other = ismctsSearch(botContext(decoy.value, side, 0, fakeClock(1), 40 + i), fixed(3));
        // Not only the move: every statistic is the same, so nothing hidden was read.
        expect(other!.ranked.map((r) => [actionKey(r.action), r.visits, r.winChance])).toEqual(
          real!.ranked.map((r) => [actionKey(r.action), r.visits, r.winChance]),
        );
      }
    }
    expect(differentTruths).toBeGreaterThanOrEqual(5);
  });

  it('keep to the budget on the host clock and search more when given more time', { timeout: 60_000 }, () => {
    const { s, side } = actionAt[1]!;
    const runs = [0, 200, 1000].map((budget) => {
      const clock = fakeClock(1);
      const ctx = botContext(s, side, budget, clock, 3);
      // Told to think out its budget (settleZ 0): the budget alone decides how much it searches.
      const bot = makeIsmctsBot('normal', 'Normal', { ...NORMAL_SEARCH, settleZ: 0 });
      const action = bot.chooseAction(ctx) as Action;
      expect(ctx.legalActions).toContain(action);
      // Each clock read moves it 1 ms and a playout reads it before every action: a sample is not
      // started unless the last one would fit, and is dropped at the first action past the deadline.
      expect(clock() - ctx.deadline).toBeLessThanOrEqual(3);
      return (
        ismctsSearch(botContext(s, side, budget, fakeClock(1), 3), { ...NORMAL_SEARCH, settleZ: 0 })?.iterations ?? 0
      );
    });
    expect(runs[0]).toBe(0);
    expect(runs[1]!).toBeGreaterThan(0);
    expect(runs[2]!).toBeGreaterThan(runs[1]!);
  });

  it(
    'answer early once the choice is settled: the choice and statistics of the same samples at a fixed count',
    { timeout: 60_000 },
    () => {
      // Enough looks at the clock for a few hundred samples of a battle decision.
      const READS = 60_000;
      let settled = 0;
      for (const [i, { s, side }] of battleAt.entries()) {
        if (settled === 2) break;
        const still = stillClock(READS);
        const early = ismctsSearch(botContext(s, side, 1000, still.clock, 80 + i), NORMAL_SEARCH);
        if (!early || still.ranOut()) continue;
        settled++;
        expect(early.iterations).toBeGreaterThanOrEqual(NORMAL_SEARCH.settleMinSamples);
        // The early answer is the first samples of the same search, cut where the choice settled.
        const same = ismctsSearch(botContext(s, side, 0, fakeClock(1), 80 + i), fixed(early.iterations))!;
        expect(actionKey(early.action)).toBe(actionKey(same.action));
        expect(early.ranked).toEqual(same.ranked);
        // A fixed count is never cut short, settled or not (tournaments replay their games).
        const more = ismctsSearch(botContext(s, side, 0, fakeClock(1), 80 + i), fixed(early.iterations + 4))!;
        expect(more.iterations).toBe(early.iterations + 4);
        // Told never to settle, the same search goes on until the clock runs out.
        const never = stillClock(READS);
        const full = ismctsSearch(botContext(s, side, 1000, never.clock, 80 + i), { ...NORMAL_SEARCH, settleZ: 0 })!;
        expect(never.ranOut()).toBe(true);
        expect(full.iterations).toBeGreaterThan(early.iterations);
      }
      expect(settled).toBe(2);
    },
  );

  it('play out one game turn as shipped, more when horizonTurns says so', { timeout: 60_000 }, () => {
    const { s, side } = positions(5, ['card'], 1)[0]!;
    const [t, c] = [s.turn, s.campaign];
    const at = (turn: number, campaign = c, step = s.step): State => ({ ...s, turn, campaign, step });
    // One turn: over at the next card phase (or another campaign's), not before.
    expect(turnsOver(at(t), t, c, 1)).toBe(false);
    expect(turnsOver(at(t + 1), t, c, 1)).toBe(true);
    expect(turnsOver(at(t, c + 1), t, c, 1)).toBe(true);
    // Only a card phase ends it (a step other than the card phase, with no outcome yet, does not).
    expect(turnsOver(at(t + 1, c, { k: 'game-over' }), t, c, 1)).toBe(false);
    // Two turns: on through the next card phase, over at the one after.
    expect(turnsOver(at(t + 1), t, c, 2)).toBe(false);
    expect(turnsOver(at(t + 2), t, c, 2)).toBe(true);
    expect(turnsOver(at(t + 1, c + 1), t, c, 2)).toBe(true);
    expect(NORMAL_SEARCH.horizonTurns).toBe(1);
    expect(HARD_SEARCH.horizonTurns).toBe(2);
    // The search scores other positions with a longer horizon: the same samples, other values.
    const search = (horizonTurns: number) =>
      ismctsSearch(
        botContext(s, side, 1000, () => 0, 7),
        { ...fixed(8), horizonTurns },
      )!.ranked.map((r) => r.winChance);
    expect(search(2)).not.toEqual(search(1));
    expect(search(1)).toEqual(search(1));
  });

  it('are reproducible at a fixed iteration count', { timeout: 60_000 }, () => {
    const { s, side } = actionAt[2]!;
    const a = ismctsSearch(botContext(s, side, 0, fakeClock(1), 5), fixed(4))!;
    const b = ismctsSearch(botContext(s, side, 0, fakeClock(1), 5), fixed(4))!;
    expect(a.iterations).toBe(4);
    expect(actionKey(a.action)).toBe(actionKey(b.action));
    expect(a.ranked).toEqual(b.ranked);
  });

  it(
    'split into parts (root parallelism): one part is the whole search; parts on other seeds pool their samples',
    {
      timeout: 60_000,
    },
    () => {
      const { s, side } = actionAt[2]!;
      const bot = makeIsmctsBot('normal', 'Normal', fixed(4));
      const whole = ismctsSearch(botContext(s, side, 0, fakeClock(1), 5), fixed(4))!;
      const part = bot.searchPart!(botContext(s, side, 0, fakeClock(1), 5))!;
      const alone = bot.mergeParts!([part]);
      expect(alone.samples).toBe(4);
      expect(actionKey(alone.best)).toBe(actionKey(whole.action));
      expect(alone.ranked).toEqual(whole.ranked.slice(0, 5));
      const other = bot.searchPart!(botContext(s, side, 0, fakeClock(1), 6))!;
      expect(other.moves.map((m) => actionKey(m.action))).toEqual(part.moves.map((m) => actionKey(m.action)));
      const both = bot.mergeParts!([part, other]);
      expect(both.samples).toBe(8);
      // Every root move's playouts are the two parts' together.
      const visits = (p: typeof part, a: Action) => p.moves.find((m) => actionKey(m.action) === actionKey(a))!.n;
      for (const r of both.ranked) expect(r.visits).toBe(visits(part, r.action) + visits(other, r.action));
      // Not a searched step: no part (analyse answers alone).
      const ctx = botContext(s, side, 0, fakeClock(1), 5);
      expect(bot.searchPart!({ ...ctx, view: { ...ctx.view, step: 'supply-heir' } })).toBeNull();
    },
  );

  it("merged parts leave Easy's first choice only on the pooled evidence", () => {
    const a = (block: string): Action => ({ t: 'pass', block }) as unknown as Action;
    const part = (diffs: number[]) => ({
      samples: diffs.length,
      moves: [
        { action: a('first'), n: diffs.length, w: 0.5 * diffs.length, diffs: diffs.map(() => 0) },
        { action: a('second'), n: diffs.length, w: diffs.reduce((t, d) => t + 0.5 + d, 0), diffs },
      ],
    });
    const bot = makeIsmctsBot('normal', 'Normal', fixed(4));
    // Mean gain 0.1 over three samples is within two standard errors (0.115): Easy's move stands...
    expect((bot.mergeParts!([part([0.2, 0, 0.1])]).best as unknown as { block: string }).block).toBe('first');
    // ...over six (two parts) it is not (0.073): the other move is played.
    const two = bot.mergeParts!([part([0.2, 0, 0.1]), part([0.2, 0, 0.1])]);
    expect((two.best as unknown as { block: string }).block).toBe('second');
    expect(two.samples).toBe(6);
    // A part searched from another root (another position) is left out.
    const stray = { samples: 3, moves: [{ action: a('elsewhere'), n: 3, w: 3, diffs: [0, 0, 0] }] };
    const kept = bot.mergeParts!([part([0.2, 0, 0.1]), stray]);
    expect(kept.samples).toBe(3);
    expect((kept.best as unknown as { block: string }).block).toBe('first');
  });

  it('analyse: ranked legal actions, best first, win chances in [0, 1]', { timeout: 60_000 }, async () => {
    const bot = makeIsmctsBot('hard', 'Hard', { ...NORMAL_SEARCH, candidates: 12, iterations: 4 });
    for (const { s, side } of [actionAt[0]!, cardAt[0]!]) {
      const ctx = botContext(s, side, 0, fakeClock(1), 8);
      const analysis = await bot.analyse!(ctx);
      const legal = new Set(ctx.legalActions.map(actionKey));
      expect(analysis.ranked.length).toBeGreaterThan(1);
      expect(actionKey(analysis.ranked[0]!.action)).toBe(actionKey(analysis.best));
      for (const r of analysis.ranked) {
        expect(legal.has(actionKey(r.action))).toBe(true);
        expect(r.winChance).toBeGreaterThanOrEqual(0);
        expect(r.winChance).toBeLessThanOrEqual(1);
        expect(r.visits).toBeGreaterThan(0);
      }
      // Every root move in the race is played once per sample (4 samples, at most 12 moves).
      expect(Math.max(...analysis.ranked.map((r) => r.visits))).toBe(4);
      expect(analysis.ranked.reduce((t, r) => t + r.visits, 0)).toBeLessThanOrEqual(4 * 12);
      const rest = analysis.ranked.slice(1).map((r) => r.winChance);
      expect(rest).toEqual(rest.slice().sort((x, y) => y - x));
      // The chooser plays what the analysis ranks first.
      expect(actionKey((await bot.chooseAction(botContext(s, side, 0, fakeClock(1), 8))) as Action)).toBe(
        actionKey(analysis.best),
      );
    }
  });

  it('weigh cards of the same action points without an event as one choice', { timeout: 60_000 }, () => {
    // A card step whose hand holds two plain cards of the same AP (the search would split its samples between them).
    const at = cardAt.find(({ s, side }) => {
      const plain = s.hands[side].filter((c) => CARDS[c]!.event === null).map((c) => CARDS[c]!.ap);
      return new Set(plain).size < plain.length;
    });
    expect(at).toBeDefined();
    const { s, side } = at!;
    const r = ismctsSearch(botContext(s, side, 0, fakeClock(1), 9), { ...fixed(2), candidates: 25 });
    const tried = r!.ranked.map((x) => x.action).filter((a) => a.t === 'card');
    const classes = (cards: readonly number[]) =>
      new Set(cards.map((c) => (CARDS[c]!.event === null ? `ap ${CARDS[c]!.ap}` : `card ${c}`)));
    const hand = s.hands[side];
    // Every distinct choice of the hand was tried, and no two tried cards are the same choice.
    expect(tried.length).toBe(classes(hand).size);
    expect(classes(tried.map((a) => (a.t === 'card' ? a.card : -1))).size).toBe(tried.length);
    expect(tried.length).toBeLessThan(hand.length);
  });

  it('search the battle being fought: every battle decision gets its samples', { timeout: 60_000 }, () => {
    expect(battleAt.length).toBeGreaterThan(3);
    const steps = new Set<string>();
    const turns = battleAt.filter(({ s }) => s.step.k === 'battle-turn').slice(0, 3);
    const regroups = battleAt.filter(({ s }) => s.step.k === 'battle-regroup').slice(0, 3);
    for (const [i, { s, side }] of [...turns, ...regroups].entries()) {
      const ctx = botContext(s, side, 0, fakeClock(1), 60 + i);
      const r = ismctsSearch(ctx, fixed(3));
      expect(r, `${s.step.k} at seq ${s.seq}`).not.toBeNull();
      expect(r!.iterations).toBe(3);
      expect(ctx.legalActions.map(actionKey)).toContain(actionKey(r!.action));
      steps.add(s.step.k);
    }
    expect([...steps].sort()).toEqual(['battle-regroup', 'battle-turn']);
  });

  it('outside the steps it searches (supply) and in battles still answer legally', { timeout: 60_000 }, () => {
    const bot = makeIsmctsBot('normal', 'Normal', fixed(2));
    let asked = 0;
    // Samples are claimed for searched decisions only: a tournament's samplesPerDecision is over those.
    const samples = { supply: new Set<number | undefined>(), battle: new Set<number | undefined>() };
    playGame(
      4,
      {
        lancaster: (st, sd, legal, rng) => {
          if (!st.step.k.startsWith('battle') && !st.step.k.startsWith('supply')) return easyPolicy(st, sd, legal, rng);
          asked++;
          const r = bot.analyse!(botContext(st, sd, 0, () => 0, asked)) as Analysis<Action>;
          expect(legal.map(actionKey)).toContain(actionKey(r.best));
          if (legal.length > 1) samples[st.step.k.startsWith('supply') ? 'supply' : 'battle'].add(r.samples);
          return r.best;
        },
        york: easyPolicy,
      },
      { scenario: 'richard-iii' },
    );
    expect(asked).toBeGreaterThan(5);
    // A round-1 battle turn between fire and pass alone is no choice (the pass is dominated,
    // bots/dominated.ts): like a forced move it is not searched and claims no samples.
    expect([...samples.battle].sort()).toEqual([2, undefined]);
    // This game asks no supply choice with more than one answer: the first of Easy's games that does.
    let supplyChoices = 0;
    for (let seed = 1; seed <= 200 && supplyChoices === 0; seed++)
      playGame(
        seed,
        {
          lancaster: (st, sd, legal, rng) => {
            if (st.step.k.startsWith('supply') && legal.length > 1) {
              supplyChoices++;
              const r = bot.analyse!(botContext(st, sd, 0, () => 0, 1)) as Analysis<Action>;
              expect(legal.map(actionKey)).toContain(actionKey(r.best));
              samples.supply.add(r.samples);
            }
            return easyPolicy(st, sd, legal, rng);
          },
          york: easyPolicy,
        },
        { scenario: 'richard-iii' },
      );
    expect(supplyChoices).toBeGreaterThan(0);
    expect([...samples.supply]).toEqual([undefined]);
  });

  // Two deals, each played from both seats: ~5 s of CPU (6 games took ~8 s and once outran the
  // timeout at load 20 among the other test files).
  it('Normal beats the random player in all 4 games of a seeded 1483 tournament', { timeout: 120_000 }, async () => {
    const report = await runTournament({
      a: 'normal',
      b: 'random',
      scenario: 'richard-iii',
      games: 4,
      seed: 3,
      budgetMs: 0,
      iterations: 1,
      clock: fakeClock(1),
    });
    expect(report.aAsLancaster.games).toBe(2);
    expect(report.aAsYork.games).toBe(2);
    expect(report.aWins).toBe(4);
  });
});
