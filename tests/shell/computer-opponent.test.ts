/**
 * The computer opponent as the host runs it: levels per game, thinking time per level, progress on
 * its way to the page, answers for a position that is gone never applied, and hints worked out
 * from the asking player's own view. Bots here answer when the test says (no clock, no sleeps).
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bot } from '../../engine/core/bot';
import type { AnyGameModule } from '../../engine/core/game';
import { ok } from '../../engine/core/result';
import { makeClientSession } from '../../electron/ipc/client-session';
import type { AppInfo, BotActivity, Seats } from '../../electron/ipc/contract';
import { makeDispatch } from '../../electron/ipc/handlers';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import { BotService } from '../../electron/services/bots/bot-service';
import { answer, PROGRESS_EVERY_MS } from '../../electron/services/bots/bot-worker';
import { botLevelsFor, hintLevelFor } from '../../electron/services/bots/levels';
import type { WorkerReply } from '../../electron/services/bots/protocol';
import type { BotChooser, GameEvent } from '../../electron/services/game-service';
import { makeRegistry, type GameRegistry } from '../../electron/services/registry';
import { raceGame, type RaceState, type RaceView } from './fixtures/race-game';
import { raceBotsRegistry, raceWithBots, seenByBots } from './fixtures/race-bots';
import { MemoryStore } from './fixtures/memory-store';
import { heldBots, inProcessBots } from './fixtures/test-bots';

const BOTS_WORKER = fileURLToPath(new URL('./fixtures/race-bots-worker.ts', import.meta.url));

/** race-bots with a 'hard' level too: what Richard III gains when its search bots arrive. */
const normalBot = raceWithBots.bots!['normal']!;
const withHard: AnyGameModule = {
  ...raceWithBots,
  id: 'race-hard',
  bots: { ...raceWithBots.bots, hard: { ...normalBot, id: 'hard', name: 'Hard' } },
};

let services: AppServices | null = null;
afterEach(async () => {
  await services?.close();
  services = null;
  seenByBots.length = 0;
});

function setup(bots: BotChooser | null, registry: GameRegistry = raceBotsRegistry) {
  const store = new MemoryStore(registry);
  const s = createAppServices({ registry, store, bots, botPaceMs: 0 });
  services = s;
  const events: GameEvent[] = [];
  s.games.on((e) => events.push(e));
  const activity = (): BotActivity[] => events.flatMap((e) => (e.type === 'bot' ? [e.activity] : []));
  return { store, games: s.games, events, activity };
}

/** Lets queued promise callbacks run (a held answer's consequences), without any clock. */
const settle = () => new Promise((r) => setImmediate(r));

function stateOf(seed: number): RaceState {
  const s = raceGame.setup('short', seed);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('Levels belong to each game', () => {
  it('the app lists each game with its own levels, weakest first, and the level that gives hints', async () => {
    setup(null);
    const dispatch = makeDispatch(services!, { name: 't', version: '0', mode: 'web', quit: () => false });
    const info = await dispatch(
      'app:info',
      {},
      makeClientSession(() => {}),
    );
    expect(info.ok).toBe(true);
    const games = (info as { value: AppInfo }).value.games;
    expect(games.map((g) => [g.id, g.botLevels, g.hintLevel])).toEqual([
      ['race', ['random'], null],
      ['race-bots', ['random', 'easy', 'normal'], 'normal'],
    ]);
  });

  it('a level a game gains later (hard) is offered and gives the hints, with no change in the host', () => {
    expect(botLevelsFor(withHard)).toEqual(['random', 'easy', 'normal', 'hard']);
    expect(hintLevelFor(withHard)).toBe('hard');
    // A strongest level that cannot analyse is passed over for one that can.
    const hardWithoutAnalyse: Bot = { id: 'hard', name: 'Hard', chooseAction: (ctx) => ctx.legalActions[0] };
    const mixed: AnyGameModule = {
      ...withHard,
      bots: { ...withHard.bots, hard: hardWithoutAnalyse, zen: hardWithoutAnalyse },
    };
    expect(botLevelsFor(mixed)).toEqual(['random', 'easy', 'normal', 'hard', 'zen']);
    expect(hintLevelFor(mixed)).toBe('normal');
    expect(hintLevelFor(raceGame as AnyGameModule)).toBeNull();
  });

  it('a new seat must name a level of its game; a save naming one this build lacks is played by the random bot', async () => {
    const held = heldBots();
    const { store, games } = setup(held);
    expect(
      games.create({
        moduleId: 'race-bots',
        scenario: 'short',
        seats: { red: { kind: 'bot', level: 'hard' }, blue: { kind: 'human' } },
      }),
    ).toMatchObject({ ok: false, error: { code: 'unknown-bot', params: { level: 'hard' } } });
    expect(
      games.create({
        moduleId: 'race',
        scenario: 'short',
        seats: { red: { kind: 'bot', level: 'easy' }, blue: { kind: 'human' } },
      }),
    ).toMatchObject({ ok: false, error: { code: 'unknown-bot' } });
    // Written by a newer build: the store keeps the level as it was saved.
    const saved = store.create({
      name: 'from the future',
      moduleId: 'race-bots',
      scenario: 'short',
      seed: 4,
      seats: { red: { kind: 'bot', level: 'grandmaster' }, blue: { kind: 'human' } },
    });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(games.openGame(saved.value.id).ok).toBe(true);
    expect(held.questions.map((q) => q.input.level)).toEqual(['random']);
  });
});

describe('Thinking time and progress', () => {
  it('each level thinks for its own budget from the one table, and its progress reaches the pages', () => {
    const held = heldBots();
    const { games, activity } = setup(held, makeRegistry([raceWithBots, withHard]));
    for (const [moduleId, level] of [
      ['race-bots', 'normal'],
      ['race-hard', 'hard'],
      ['race-bots', 'easy'],
    ] as const) {
      const created = games.create({
        moduleId,
        scenario: 'short',
        seats: { red: { kind: 'bot', level }, blue: { kind: 'human' } },
      });
      expect(created.ok).toBe(true);
    }
    expect(held.questions.map((q) => [q.input.level, q.input.budgetMs])).toEqual([
      ['normal', 1000],
      ['hard', 5000],
      ['easy', 1000],
    ]);
    held.questions[1]!.input.onProgress?.(0.25, 1250);
    expect(activity().filter((a) => a.level === 'hard')).toEqual([
      expect.objectContaining({ phase: 'thinking', purpose: 'move', budgetMs: 5000 }),
      // The pace is over and the bot is asked: its time starts.
      expect.objectContaining({ phase: 'progress', purpose: 'move', progress: 0, elapsedMs: 0 }),
      expect.objectContaining({ phase: 'progress', purpose: 'move', progress: 0.25, elapsedMs: 1250, budgetMs: 5000 }),
    ]);
    // Easy answers at once (its 1000 ms only bounds it): the pages are told no thinking time, so
    // they count none down while the move pace runs.
    expect(activity().filter((a) => a.level === 'easy')).toEqual([
      expect.objectContaining({ phase: 'thinking', budgetMs: 0 }),
      expect.objectContaining({ phase: 'progress', budgetMs: 0 }),
    ]);
    expect(activity().find((a) => a.level === 'normal')).toMatchObject({ budgetMs: 1000 });
  });

  it('the worker hands the bot its budget and deadline on the host clock, and passes progress on at a bounded rate', async () => {
    let now = 1000;
    const marks: number[] = [];
    const ticking: Bot<RaceView> = {
      id: 'normal',
      name: 'Ticking',
      chooseAction(ctx) {
        marks.push(ctx.budgetMs, ctx.deadline);
        // Reports every 30 ms of (fake) time over 300 ms.
        for (let t = 0; t <= 300; t += 30) {
          now = 1000 + t;
          ctx.progress(t / 300);
        }
        return ctx.legalActions[0];
      },
    };
    const registry = makeRegistry([{ ...raceGame, bots: { normal: ticking } } as AnyGameModule]);
    const state = stateOf(1);
    const replies: WorkerReply[] = [];
    await answer(
      registry,
      {
        type: 'choose',
        requestId: 7,
        moduleId: 'race',
        level: 'normal',
        player: 'red',
        view: raceGame.view(state, 'red'),
        legalActions: raceGame.legalActions(state, 'red'),
        budgetMs: 1000,
        seed: 1,
      },
      (r) => replies.push(r),
      () => now,
    );
    expect(marks).toEqual([1000, 2000]);
    const progress = replies.flatMap((r) => (r.type === 'progress' ? [[r.fraction, r.elapsedMs]] : []));
    // At most one report per PROGRESS_EVERY_MS, and always the last one (done).
    expect(PROGRESS_EVERY_MS).toBe(100);
    expect(progress).toEqual([
      [0, 0],
      [0.4, 120],
      [0.8, 240],
      [1, 300],
    ]);
    expect(replies.at(-1)).toMatchObject({ type: 'chosen', requestId: 7, elapsedMs: 300 });
  });
});

describe('A bot answer for a position that is gone is never applied', () => {
  it('leaving the game while the bot thinks drops its answer; opening it again asks afresh', async () => {
    const held = heldBots();
    const { store, games } = setup(held);
    const id = newGame(games, { red: { kind: 'bot', level: 'easy' }, blue: { kind: 'human' } }, 2, 'short');
    expect(held.questions).toHaveLength(1);
    games.close(id);
    held.questions[0]!.release(ok({ kind: 'add', n: 2 }));
    await settle();
    expect(store.get(id)).toMatchObject({ ok: true, value: { actionCount: 0 } });
    // Back in the game: a new question for the same position, and its answer is played.
    games.openGame(id);
    expect(held.questions).toHaveLength(2);
    held.questions[1]!.release(ok({ kind: 'add', n: 1 }));
    await settle();
    const v = games.view(id, 'blue');
    expect(v.ok && [v.value.actionCount, v.value.view]).toEqual([1, expect.objectContaining({ total: 1 })]);
  });

  it('an undo while the bot thinks drops the answer, even when the same position comes back', async () => {
    const held = heldBots();
    const { store, games } = setup(held);
    const id = newGame(games, { red: { kind: 'human' }, blue: { kind: 'bot', level: 'easy' } }, 3, 'short');
    expect(games.submit(id, 'red', { kind: 'add', n: 1 }, 0).ok).toBe(true);
    expect(held.questions).toHaveLength(1); // blue's bot thinks about total 1
    expect(games.undo(id, 'red').ok).toBe(true);
    // The same position again (total 1, one action): still a new one for the host.
    expect(games.submit(id, 'red', { kind: 'add', n: 1 }, 0).ok).toBe(true);
    held.questions[0]!.release(ok({ kind: 'add', n: 2 }));
    await settle();
    // The old answer was not played; the bot is asked again about the position as it is now.
    expect(store.get(id)).toMatchObject({ ok: true, value: { actionCount: 1 } });
    expect(held.questions).toHaveLength(2);
    held.questions[1]!.release(ok({ kind: 'add', n: 1 }));
    await settle();
    const v = games.view(id, 'red');
    expect(v.ok && [v.value.actionCount, v.value.view]).toEqual([2, expect.objectContaining({ total: 2 })]);
  });

  it('a hint that comes back after the position changed is refused as stale, not shown', async () => {
    const held = heldBots();
    const { games } = setup(held);
    const id = newGame(games, humans(), 5, 'short');
    const pending = games.hint(id, 'red', 0);
    expect(held.questions.map((q) => q.type)).toEqual(['analyse']);
    expect(games.submit(id, 'red', { kind: 'add', n: 1 }, 0).ok).toBe(true);
    held.questions[0]!.release(ok({ best: { kind: 'add', n: 2 }, ranked: [] }));
    expect(await pending).toMatchObject({ ok: false, error: { code: 'stale-position', params: { seq: 1 } } });
  });
});

describe('Hints', () => {
  it("come from the strongest level that can analyse, which is handed the player's own view, never the state", async () => {
    const { games, activity } = setup(inProcessBots(raceBotsRegistry));
    const id = newGame(games, { red: { kind: 'human' }, blue: { kind: 'bot', level: 'easy' } }, 8, 'short');
    const state = stateOf(8);
    const hint = await games.hint(id, 'red', 0);
    if (!hint.ok) throw new Error(hint.error.code);
    const ctx = seenByBots.at(-1)!;
    expect(ctx.player).toBe('red');
    expect(ctx.view).toEqual(raceGame.view(state, 'red'));
    expect(ctx.view.mySecret).toBe(state.secrets.red);
    expect(JSON.stringify(ctx.view)).not.toMatch(/secrets|rng/);
    expect(Object.keys(ctx).sort()).toEqual([
      'budgetMs',
      'clock',
      'deadline',
      'legalActions',
      'player',
      'progress',
      'rng',
      'view',
    ]);
    expect(ctx.budgetMs).toBe(1000);
    // From 0 to 10: adding 1 leaves 9 (a multiple of 3, 0.9); adding 2 gets a chance read from red's own secret.
    expect(hint.value).toEqual({
      saveId: id,
      player: 'red',
      seq: 0,
      level: 'normal',
      best: { kind: 'add', n: 1 },
      ranked: [
        { action: { kind: 'add', n: 1 }, winChance: 0.9, visits: 41 },
        { action: { kind: 'add', n: 2 }, winChance: (state.secrets.red % 50) / 100, visits: 42 },
      ],
    });
    expect(activity()).toEqual([
      expect.objectContaining({ player: 'red', purpose: 'hint', phase: 'thinking', level: 'normal' }),
      expect.objectContaining({ purpose: 'hint', phase: 'progress', progress: 0.5 }),
      expect.objectContaining({ purpose: 'hint', phase: 'progress', progress: 1 }),
      expect.objectContaining({ purpose: 'hint', phase: 'done' }),
    ]);
  });

  it('are refused where no bot can analyse, for a seat the computer plays, and out of turn', async () => {
    const { games } = setup(inProcessBots(raceBotsRegistry));
    const plain = games.create({ moduleId: 'race', scenario: 'short', seed: 1, seats: humans() });
    const vsBot = games.create({
      moduleId: 'race-bots',
      scenario: 'short',
      seed: 1,
      seats: { red: { kind: 'human' }, blue: { kind: 'bot', level: 'normal' } },
    });
    if (!plain.ok || !vsBot.ok) throw new Error('create');
    expect(await games.hint(plain.value.id, 'red', 0)).toMatchObject({ ok: false, error: { code: 'no-hint' } });
    expect(await games.hint(vsBot.value.id, 'blue', 0)).toMatchObject({ ok: false, error: { code: 'not-your-seat' } });
    const hotSeat = games.create({ moduleId: 'race-bots', scenario: 'short', seed: 1, seats: humans() });
    if (!hotSeat.ok) throw new Error('create');
    expect(await games.hint(hotSeat.value.id, 'blue', 0)).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
  });

  it('one hint at a time per game: the same question shares the answer, another is told the host is busy', async () => {
    const held = heldBots();
    const { games } = setup(held);
    const id = newGame(games, humans(), 5, 'short');
    const first = games.hint(id, 'red', 0);
    const again = games.hint(id, 'red', 0);
    expect(await games.hint(id, 'blue', 0)).toMatchObject({ ok: false, error: { code: 'busy' } });
    expect(held.questions).toHaveLength(1);
    held.questions[0]!.release(ok({ best: { kind: 'add', n: 1 }, ranked: [] }));
    expect(await again).toEqual(await first);
    expect(await first).toMatchObject({ ok: true, value: { best: { kind: 'add', n: 1 } } });
    // Done: the next question is asked afresh.
    void games.hint(id, 'red', 0);
    expect(held.questions).toHaveLength(2);
  });

  it('a bot recommending an action that is not legal now gives no hint', async () => {
    const held = heldBots();
    const { games } = setup(held);
    const id = newGame(games, humans(), 5, 'short');
    const pending = games.hint(id, 'red', 0);
    held.questions[0]!.release(ok({ best: { kind: 'add', n: 3 }, ranked: [] }));
    expect(await pending).toMatchObject({ ok: false, error: { code: 'bot-illegal' } });
  });

  it("list the bot's pick first, whatever order its candidates came in, and drop candidates not legal now", async () => {
    const held = heldBots();
    const { games } = setup(held);
    const id = newGame(games, humans(), 5, 'short');
    const pending = games.hint(id, 'red', 0);
    held.questions[0]!.release(
      ok({
        best: { kind: 'add', n: 2 },
        ranked: [
          { action: { kind: 'add', n: 1 }, winChance: 0.7, visits: 30 },
          { action: { kind: 'add', n: 3 }, winChance: 0.9, visits: 5 },
          { action: { n: 2, kind: 'add' }, winChance: 1.4, visits: 20 },
        ],
      }),
    );
    expect(await pending).toMatchObject({
      ok: true,
      value: {
        best: { kind: 'add', n: 2 },
        ranked: [
          { action: { kind: 'add', n: 2 }, winChance: 1, visits: 20 },
          { action: { kind: 'add', n: 1 }, winChance: 0.7, visits: 30 },
        ],
      },
    });
  });

  it('are worked out in the bot worker thread', { timeout: 60_000 }, async () => {
    const bots = new BotService({ workerEntry: BOTS_WORKER, graceMs: 20_000 });
    try {
      const state = stateOf(6);
      const input = {
        moduleId: 'race-bots',
        level: 'normal',
        player: 'red',
        view: raceGame.view(state, 'red'),
        legalActions: raceGame.legalActions(state, 'red'),
        budgetMs: 1000,
        seed: 1,
      };
      const progress: number[] = [];
      const r = await bots.analyse({ ...input, onProgress: (f) => progress.push(f) });
      expect(r).toMatchObject({ ok: true, value: { best: { kind: 'add', n: 1 } } });
      expect(r.ok && r.value.ranked.map((c) => c.action)).toEqual([
        { kind: 'add', n: 1 },
        { kind: 'add', n: 2 },
      ]);
      expect(progress).toContain(0.5);
      expect(await bots.analyse({ ...input, level: 'easy' })).toMatchObject({ ok: false, error: { code: 'no-hint' } });
    } finally {
      await bots.close();
    }
  });
});

/** A new race-bots game; its save id. */
function newGame(games: AppServices['games'], seats: Seats, seed: number, scenario = 'short'): string {
  const created = games.create({ moduleId: 'race-bots', scenario, seed, seats });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.id;
}

function humans() {
  return { red: { kind: 'human' as const }, blue: { kind: 'human' as const } };
}
