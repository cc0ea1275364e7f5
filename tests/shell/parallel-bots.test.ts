/**
 * Hard on spare cores (root parallelism): the same question to the main worker and the helpers,
 * each on its own seed, merged by the game's bot. The workers here are the worker's own body run
 * in-process on a counting clock (no threads, no sleeps), so every search is reproducible.
 */
import { describe, expect, it } from 'vitest';
import type { SearchPart } from '../../engine/core/bot';
import { err, ok, type Result } from '../../engine/core/result';
import { richardIII } from '../../engine/richard-iii/module';
import type { Action, State } from '../../engine/richard-iii/types';
import { makeView } from '../../engine/richard-iii/view';
import type { Side } from '../../engine/richard-iii/data';
import { appRegistry } from '../../electron/games';
import type { AppError } from '../../electron/ipc/contract';
import type { ChooseInput } from '../../electron/services/bots/bot-service';
import { answer } from '../../electron/services/bots/bot-worker';
import { makeRegistry, type GameRegistry } from '../../electron/services/registry';
import {
  HELPER_SLACK_MS,
  ParallelBots,
  helperCount,
  helperSeed,
  type PartAsker,
} from '../../electron/services/bots/parallel-bots';
import { easyPolicy, playGame } from '../engine/bots/helpers';

/** A bot worker run in-process: what it was asked, and the parts it gave. */
function worker(opts: { fail?: boolean; never?: boolean; empty?: boolean; later?: Promise<void> } = {}) {
  const asked: { type: string; seed: number; progress: boolean; deadlineAt?: number }[] = [];
  /** How often the host called off what it had asked. */
  const calledOff = { times: 0 };
  const parts: SearchPart<unknown>[] = [];
  let t = 0;
  const clock = () => (t += 1); // each read one "millisecond": the search's length is fixed
  const run = (type: 'choose' | 'analyse' | 'part', input: ChooseInput): Promise<Result<unknown, AppError>> => {
    const { onProgress: _p, ...question } = input;
    return new Promise((resolve) => {
      void answer(
        appRegistry,
        { ...question, type, requestId: 1 },
        (r) => {
          if (r.type === 'chosen') resolve(ok(r.action));
          else if (r.type === 'analysed') resolve(ok(r.analysis));
          else if (r.type === 'parted') {
            if (r.part) parts.push(r.part);
            resolve(ok(r.part));
          } else if (r.type === 'failed') resolve({ ok: false, error: r.error });
        },
        clock,
      );
    });
  };
  const ask = (type: 'choose' | 'analyse' | 'part', input: ChooseInput): Promise<Result<unknown, AppError>> => {
    asked.push({
      type,
      seed: input.seed,
      progress: input.onProgress !== undefined,
      ...(input.deadlineAt === undefined ? {} : { deadlineAt: input.deadlineAt }),
    });
    if (opts.never) return new Promise(() => {});
    if (opts.fail) return Promise.resolve(err('bot-crashed', 'The bot stopped unexpectedly.'));
    if (opts.empty && type === 'part') return Promise.resolve(ok(null)); // a search that drew nothing
    const answered = run(type, input);
    return opts.later && type === 'part' ? opts.later.then(() => answered) : answered;
  };
  const asker: PartAsker = {
    choose: (i) => ask('choose', i),
    analyse: (i) => ask('analyse', i) as ReturnType<PartAsker['analyse']>,
    part: (i) => ask('part', i) as ReturnType<PartAsker['part']>,
    callOff: () => {
      calledOff.times++;
    },
    close: async () => {},
  };
  return { asker, asked, parts, calledOff };
}

/** A position between Easy bots where a step `is` decided with a real choice. */
function position(
  is: (step: string, turn: number, choices: number) => boolean,
  scenario = 'richard-iii',
): { s: State; side: Side } {
  let found: { s: State; side: Side } | null = null;
  playGame(
    3,
    { lancaster: easyPolicy, york: easyPolicy },
    {
      scenario,
      onDecision: (s, side, legal) => {
        if (!found && is(s.step.k, s.turn, legal.length)) found = { s: richardIII.clone(s), side };
      },
    },
  );
  if (!found) throw new Error('no such position');
  return found;
}

/**
 * Each search's budget, in reads of its counting clock (about one playout action a read): enough for
 * several samples of a game turn's playout, however long the position's turn runs.
 */
const BUDGET = 1_000;

const question = (s: State, side: Side, level: string, onProgress?: () => void): ChooseInput => ({
  moduleId: richardIII.id,
  level,
  player: side,
  view: makeView(s, side),
  legalActions: richardIII.legalActions(s, side),
  budgetMs: BUDGET,
  seed: 77,
  ...(onProgress ? { onProgress } : {}),
});

/**
 * ParallelBots over in-process workers: the slack ends at once unless the test holds it, and the
 * helpers' wall-clock deadline is a minute on, so each search's own budget (on its counting clock) decides.
 */
function parallel(
  main: PartAsker,
  helpers: PartAsker[],
  o: { registry?: GameRegistry; wait?: (ms: number) => Promise<void>; now?: () => number } = {},
): ParallelBots {
  const at = Date.now() + 60_000;
  return new ParallelBots(
    o.registry ?? appRegistry,
    main,
    helpers,
    o.wait ?? (() => Promise.resolve()),
    o.now ?? (() => at),
  );
}

const tick = () => new Promise((r) => setImmediate(r));

describe('ParallelBots: the strongest level on spare cores', () => {
  const action = position((step, turn, choices) => step === 'action' && turn >= 2 && choices > 3);
  const hardAt = () => question(action.s, action.side, 'hard');

  it("merges the main worker's search with the helpers', each on its own seed", { timeout: 120_000 }, async () => {
    const [main, h1, h2] = [worker(), worker(), worker()];
    const at = Date.now() + 60_000;
    const bots = parallel(main.asker, [h1.asker, h2.asker], { now: () => at });
    const input = question(action.s, action.side, 'hard', () => {});
    const r = await bots.analyse(input);
    if (!r.ok) throw new Error(r.error.message);
    // The main worker searches with the question's own seed and reports progress; helpers get
    // theirs, and must answer by the time asked plus the budget even if they start late.
    expect(main.asked).toEqual([{ type: 'part', seed: 77, progress: true }]);
    expect(h1.asked).toEqual([{ type: 'part', seed: helperSeed(77, 0), progress: false, deadlineAt: at + BUDGET }]);
    expect(h2.asked).toEqual([{ type: 'part', seed: helperSeed(77, 1), progress: false, deadlineAt: at + BUDGET }]);
    expect(helperSeed(77, 0)).not.toBe(helperSeed(77, 1));
    const parts = [main.parts[0]!, h1.parts[0]!, h2.parts[0]!];
    expect(r.value.samples).toBe(parts.reduce((t, p) => t + p.samples, 0));
    expect(r.value).toEqual(appRegistry.get(richardIII.id)!.bots!['hard']!.mergeParts!(parts));
    // The samples of three searches, not one: the evidence pooled.
    expect(r.value.samples).toBeGreaterThan(main.parts[0]!.samples);
    const chosen = await parallel(worker().asker, [worker().asker, worker().asker]).choose(input);
    expect(chosen).toEqual(ok(r.value.best));
  });

  it(
    'leaves out a helper that fails or answers late; an error of the main worker is the answer',
    {
      timeout: 120_000,
    },
    async () => {
      const [main, failing, late, good] = [worker(), worker({ fail: true }), worker({ never: true }), worker()];
      const r = await parallel(main.asker, [failing.asker, late.asker, good.asker]).analyse(hardAt());
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.samples).toBe(main.parts[0]!.samples + good.parts[0]!.samples);
      const e = await parallel(worker({ fail: true }).asker, [worker().asker]).choose(hardAt());
      expect(e.ok ? null : e.error.code).toBe('bot-crashed');
    },
  );

  it('waits for helpers the slack after the main worker answers, not before', { timeout: 120_000 }, async () => {
    const slacks: number[] = [];
    let endSlack = () => {};
    const wait = (ms: number) => {
      slacks.push(ms);
      return new Promise<void>((r) => (endSlack = r));
    };
    // A helper slower than the main worker but within the slack counts...
    let release = () => {};
    const [main, slow] = [worker(), worker({ later: new Promise<void>((r) => (release = r)) })];
    const asked = parallel(main.asker, [slow.asker], { wait }).analyse(hardAt());
    await tick();
    expect(slacks).toEqual([HELPER_SLACK_MS]); // the main worker has answered; the helper has not
    release();
    const r = await asked;
    expect(r.ok && r.value.samples).toBe(main.parts[0]!.samples + slow.parts[0]!.samples);
    expect(slow.calledOff.times).toBe(0);
    // ...and past it, it is left out, and its search called off (it would go on to its deadline).
    const [main2, stuck] = [worker(), worker({ later: new Promise<void>(() => {}) })];
    const asked2 = parallel(main2.asker, [stuck.asker], { wait }).analyse(hardAt());
    await tick();
    endSlack();
    const r2 = await asked2;
    expect(r2.ok && r2.value.samples).toBe(main2.parts[0]!.samples);
    expect(stuck.calledOff.times).toBe(1);
    expect(main2.calledOff.times).toBe(0);
  });

  it(
    "merges the helpers' parts when the main worker's search drew nothing; a failed merge asks the main worker",
    {
      timeout: 120_000,
    },
    async () => {
      const helper = worker();
      const r = await parallel(worker({ empty: true }).asker, [helper.asker]).analyse(hardAt());
      expect(r.ok && r.value.samples).toBe(helper.parts[0]!.samples);
      const hard = appRegistry.get(richardIII.id)!.bots!['hard']!;
      const mergeFails = {
        ...hard,
        mergeParts: () => {
          throw new Error('merge failed');
        },
      };
      const registry = makeRegistry([{ ...richardIII, bots: { ...richardIII.bots, hard: mergeFails } }]);
      const main = worker();
      const chosen = await parallel(main.asker, [worker().asker], { registry }).choose(hardAt());
      expect(chosen.ok).toBe(true);
      expect(main.asked.map((a) => a.type)).toEqual(['part', 'choose']);
    },
  );

  it(
    'asks the main worker alone for other levels, unsearched steps, or with no helpers',
    {
      timeout: 120_000,
    },
    async () => {
      const main = worker();
      const helper = worker();
      const bots = parallel(main.asker, [helper.asker]);
      // Normal is not shared out (it is meant to be the weaker search).
      const normal = await bots.choose(question(action.s, action.side, 'normal'));
      expect(normal.ok).toBe(true);
      expect(main.asked.map((a) => a.type)).toEqual(['choose']);
      expect(helper.asked).toEqual([]);
      // Hard at a step it does not search (the supply phase): parts come back empty, the main worker answers.
      const supply = position(
        (step, _turn, choices) => /^(supply|political)/.test(step) && choices > 1,
        'wars-of-the-roses',
      );
      const r = await bots.choose(question(supply.s, supply.side, 'hard'));
      expect(richardIII.legalActions(supply.s, supply.side)).toContainEqual(r.ok ? (r.value as Action) : null);
      expect(main.asked.map((a) => a.type)).toEqual(['choose', 'part', 'choose']);
      // No helpers (a machine of two cores): exactly the single worker's question.
      const alone = worker();
      await parallel(alone.asker, []).choose(hardAt());
      expect(alone.asked.map((a) => a.type)).toEqual(['choose']);
    },
  );

  it(
    'a helper past its deadline (busy with an earlier question) answers at once, empty; one inside the budget cuts it',
    {
      timeout: 60_000,
    },
    async () => {
      let t = 10_000;
      const clock = () => (t += 1); // the search's clock; deadlineAt is on the wall clock
      const { onProgress: _p, ...q } = hardAt();
      const samples = async (deadlineAt?: number): Promise<number> => {
        let got = -1;
        await answer(
          appRegistry,
          { ...q, type: 'part', requestId: 1, ...(deadlineAt === undefined ? {} : { deadlineAt }) },
          (r) => {
            if (r.type === 'parted') got = r.part?.samples ?? 0;
          },
          clock,
        );
        return got;
      };
      const before = t;
      expect(await samples(Date.now() - 1_000)).toBe(0);
      expect(t - before).toBeLessThan(20); // it read the clock a few times and stopped
      const whole = await samples(Date.now() + 60_000);
      expect(whole).toBeGreaterThan(0);
      expect(await samples()).toBe(whole);
      expect(await samples(Date.now() + 40)).toBeLessThan(whole);
    },
  );

  it('keeps a core for the window and the main process, and holds at most three helpers', () => {
    expect([1, 2, 3, 4, 6, 16].map((c) => helperCount(c))).toEqual([0, 0, 1, 2, 3, 3]);
  });
});
