/**
 * The flat Monte Carlo bot (the tournament's 'flat' yardstick; the shipped levels are ISMCTS):
 * legal, reproducible at a fixed sample count, within its time budget on the host's clock (a fake
 * clock here, so the test is deterministic), fair (different truths behind one view give one answer).
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../engine/core/bot';
import { makeRng } from '../../../engine/core/rng';
import { actionKey } from '../../../engine/richard-iii/actions';
import { NORMAL_OPTIONS, makeSearchBot, searchChoice } from '../../../engine/richard-iii/bots';
import type { Side } from '../../../engine/richard-iii/data';
import { determinize } from '../../../engine/richard-iii/determinize';
import { richardIII } from '../../../engine/richard-iii/module';
import type { State } from '../../../engine/richard-iii/types';
import { makeView } from '../../../engine/richard-iii/view';
import { botContext, easyPolicy, fakeClock, playGame } from './helpers';

/** An action-phase position of the 1483 scenario after a few Easy turns, and who decides. */
function actionPosition(seed: number): { s: State; side: Side } {
  let found: { s: State; side: Side } | null = null;
  playGame(
    seed,
    { lancaster: easyPolicy, york: easyPolicy },
    {
      scenario: 'richard-iii',
      onDecision: (s, side, legal) => {
        if (!found && s.step.k === 'action' && s.turn >= 2 && legal.length > 20)
          found = { s: richardIII.clone(s), side };
      },
    },
  );
  if (!found) throw new Error('no action position');
  return found;
}

describe('Flat Monte Carlo bot (the yardstick)', () => {
  const { s, side } = actionPosition(21);

  it('stays within its budget on the host clock, and searches more when given more time', { timeout: 120_000 }, () => {
    const runs = [0, 60, 240].map((budget) => {
      const clock = fakeClock(5);
      const ctx = botContext(s, side, budget, clock);
      const r = searchChoice(ctx);
      const overrun = clock() - ctx.deadline;
      expect(ctx.legalActions).toContain(r.action);
      // Each read moves the fake clock 5 ms; a whole sample (one read per candidate) past the
      // deadline would be 35 ms. A few reads at most: a sample that would overrun is not started.
      expect(overrun).toBeLessThanOrEqual(20);
      return r.samples;
    });
    expect(runs[0]).toBe(0);
    expect(runs[1]!).toBeGreaterThan(0);
    expect(runs[2]!).toBeGreaterThan(runs[1]!);
  });

  it("is reproducible at a fixed sample count and compares Easy's best candidates", { timeout: 120_000 }, () => {
    const opts = { ...NORMAL_OPTIONS, samples: 2 };
    const a = searchChoice(botContext(s, side, 0, fakeClock(1), 5), opts);
    const b = searchChoice(botContext(s, side, 0, fakeClock(1), 5), opts);
    expect(a.samples).toBe(2);
    expect(a.values.length).toBe(NORMAL_OPTIONS.candidates);
    expect(actionKey(a.action)).toBe(actionKey(b.action));
    expect(a.values.map((v) => v.value)).toEqual(b.values.map((v) => v.value));
    for (const v of a.values) {
      expect(v.value).toBeGreaterThanOrEqual(0);
      expect(v.value).toBeLessThanOrEqual(1);
    }
  });

  it('answers the same whatever truth stands behind its view', { timeout: 120_000 }, () => {
    const opts = { ...NORMAL_OPTIONS, samples: 1 };
    const view = makeView(s, side);
    const answers = new Set<string>();
    for (let k = 0; k < 3; k++) {
      // Another state this side cannot tell from the real one.
      const other = determinize(view, side, makeRng(100 + k));
      if (!other.ok) throw new Error(other.error.message);
      expect(makeView(other.value, side)).toEqual(view);
      answers.add(actionKey(searchChoice(botContext(other.value, side, 0, fakeClock(1), 9), opts).action));
    }
    expect(answers.size).toBe(1);
  });

  it('plays legal moves through the Bot interface even when a search cannot sample the step', () => {
    const bot = makeSearchBot('flat', 'Flat Monte Carlo', { ...NORMAL_OPTIONS, samples: 1 });
    let asked = 0;
    playGame(
      4,
      {
        lancaster: (st, sd, legal, rng) => {
          const view = makeView(st, sd);
          if (st.step.k.startsWith('battle') || st.step.k.startsWith('supply')) {
            asked++;
            const a = bot.chooseAction({
              view,
              player: sd,
              legalActions: legal,
              budgetMs: 0,
              clock: () => 0,
              deadline: 0,
              rng,
              progress: () => {},
            }) as ReturnType<typeof easyPolicy>;
            expect(legal).toContain(a);
            return a;
          }
          return randomBot.chooseAction({
            view,
            player: sd,
            legalActions: legal,
            budgetMs: 0,
            clock: () => 0,
            deadline: 0,
            rng,
            progress: () => {},
          }) as ReturnType<typeof easyPolicy>;
        },
        york: easyPolicy,
      },
      { scenario: 'richard-iii' },
    );
    expect(asked).toBeGreaterThan(5);
  });

  it(
    'reports its samples and its ranked candidates for a searched decision, none for a step it leaves to Easy',
    {
      timeout: 120_000,
    },
    async () => {
      const bot = makeSearchBot('flat', 'Flat Monte Carlo', { ...NORMAL_OPTIONS, samples: 2 });
      const ctx = botContext(s, side, 0, fakeClock(1), 5);
      const a = await bot.analyse!(ctx);
      const r = searchChoice(botContext(s, side, 0, fakeClock(1), 5), { ...NORMAL_OPTIONS, samples: 2 });
      expect(a.samples).toBe(2);
      expect(actionKey(a.best)).toBe(actionKey(r.action));
      expect(actionKey(a.ranked[0]!.action)).toBe(actionKey(a.best));
      expect(a.ranked.length).toBe(5);
      expect(new Set(a.ranked.map((x) => actionKey(x.action))).size).toBe(5);
      // A battle choice is Easy's in this design: no samples are claimed for it.
      let battle: { st: State; sd: Side } | null = null;
      playGame(
        3,
        { lancaster: easyPolicy, york: easyPolicy },
        {
          scenario: 'richard-iii',
          onDecision: (st, sd, legal) => {
            if (!battle && st.step.k.startsWith('battle') && legal.length > 1)
              battle = { st: richardIII.clone(st), sd };
          },
        },
      );
      if (!battle) throw new Error('no battle choice');
      const { st, sd } = battle as { st: State; sd: Side };
      const b = await bot.analyse!(botContext(st, sd, 0, fakeClock(1), 5));
      expect(b.samples).toBeUndefined();
      expect(richardIII.legalActions(st, sd)).toContainEqual(b.best);
    },
  );
});
