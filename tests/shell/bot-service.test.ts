import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BotService } from '../../electron/services/bots/bot-service';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import type { GameEvent } from '../../electron/services/game-service';
import { raceGame } from './fixtures/race-game';
import { raceRegistry } from './fixtures/race-registry';
import { MemoryStore } from './fixtures/memory-store';

const BAD = fileURLToPath(new URL('./fixtures/misbehaving-bot-worker.ts', import.meta.url));
const GOOD = fileURLToPath(new URL('./fixtures/race-bot-worker.ts', import.meta.url));
const state = (() => {
  const s = raceGame.setup('short', 1);
  if (!s.ok) throw new Error('setup');
  return s.value;
})();
/** What the host sends for `player`: his view and legal actions, never the state. */
const seen = (player: 'red' | 'blue') => ({
  player,
  view: raceGame.view(state, player),
  legalActions: raceGame.legalActions(state, player),
});

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const o of open.splice(0)) await o.close();
  delete process.env.R3_BAD_BOT;
});

describe('BotService', () => {
  it('answers from a worker thread with a legal action, reproducibly per seed', async () => {
    const bots = new BotService({ workerEntry: GOOD });
    open.push(bots);
    const ask = () => bots.choose({ moduleId: 'race', level: 'random', ...seen('red'), budgetMs: 500, seed: 1234 });
    const a = await ask();
    expect(a.ok && raceGame.legalActions(state, 'red')).toContainEqual(a.ok ? a.value : null);
    expect(await ask()).toEqual(a);
    // A search part crosses the thread too (the random bot cannot split: none).
    expect(await bots.part({ moduleId: 'race', level: 'random', ...seen('red'), budgetMs: 500, seed: 1 })).toEqual({
      ok: true,
      value: null,
    });
    expect(
      await bots.choose({ moduleId: 'chess', level: 'random', ...seen('red'), budgetMs: 500, seed: 1 }),
    ).toMatchObject({ ok: false, error: { code: 'unknown-game' } });
    expect(
      await bots.choose({ moduleId: 'race', level: 'random', ...seen('blue'), budgetMs: 500, seed: 1 }),
    ).toMatchObject({ ok: false, error: { code: 'nothing-to-do' } });
  }, 30_000); // booting a worker through tsx takes seconds on a loaded machine; the service's own limit is 5.5 s

  it('a bot that overruns budget + grace is stopped and reported then, and the next request gets a fresh worker', async () => {
    // The service's time limit runs on an injected (fake) clock: the test moves time, not waits for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // startMs 0: the limit runs from the question, so the fake clock alone decides (not the thread's start).
    const bots = new BotService({ workerEntry: BAD, graceMs: 300, startMs: 0 });
    open.push(bots);
    let answer: unknown = null;
    void bots
      .choose({ moduleId: 'race', level: 'random', ...seen('red'), budgetMs: 200, seed: 1 })
      .then((r) => (answer = r));
    await vi.advanceTimersByTimeAsync(499);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toMatchObject({ ok: false, error: { code: 'bot-timeout' } });
    // The stuck thread was ended, not left spinning: a new worker (which crashes at once) answers now.
    // Were the old one still in use, this request would never be answered.
    process.env.R3_BAD_BOT = 'crash';
    const next = await bots.choose({ moduleId: 'race', level: 'random', ...seen('red'), budgetMs: 200, seed: 1 });
    expect(next).toMatchObject({ ok: false, error: { code: 'bot-crashed' } });
  });

  it('a question queued behind another waits for its budget too before it counts as overrun', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // startMs 0: the limit runs from the question, so the fake clock alone decides (not the thread's start).
    const bots = new BotService({ workerEntry: BAD, graceMs: 300, startMs: 0 });
    open.push(bots);
    const answers: unknown[] = [null, null];
    void bots
      .analyse({ moduleId: 'race', level: 'random', ...seen('red'), budgetMs: 1000, seed: 1 })
      .then((r) => (answers[0] = r));
    void bots
      .choose({ moduleId: 'race', level: 'random', ...seen('red'), budgetMs: 100, seed: 1 })
      .then((r) => (answers[1] = r));
    // Alone, the move would be overdue at 100 + 300 ms; behind a 1000 ms hint it is not.
    await vi.advanceTimersByTimeAsync(1299);
    expect(answers).toEqual([null, null]);
    await vi.advanceTimersByTimeAsync(1);
    expect(answers[0]).toMatchObject({ ok: false, error: { code: 'bot-timeout' } });
  });

  // A real worker thread starts and loads the bot: seconds on a loaded machine (a CI run beside other work timed out at 5 s).
  it('a crashing bot is reported, not thrown', { timeout: 30_000 }, async () => {
    process.env.R3_BAD_BOT = 'crash';
    const bots = new BotService({ workerEntry: BAD, graceMs: 2000 });
    open.push(bots);
    const r = await bots.choose({ moduleId: 'race', level: 'random', ...seen('red'), budgetMs: 200, seed: 1 });
    expect(r).toMatchObject({ ok: false, error: { code: 'bot-crashed' } });
  });

  it(
    'a bot that outgrows its memory limit ends its own thread, not the app: reported, and the next question gets a fresh worker',
    { timeout: 60_000 },
    async () => {
      process.env.R3_BAD_BOT = 'hog';
      const bots = new BotService({ workerEntry: BAD, graceMs: 60_000, memoryLimitMb: 64 });
      open.push(bots);
      const r = await bots.choose({ moduleId: 'race', level: 'random', ...seen('red'), budgetMs: 200, seed: 1 });
      expect(r).toMatchObject({ ok: false, error: { code: 'bot-crashed' } });
      process.env.R3_BAD_BOT = 'crash';
      const again = await bots.choose({ moduleId: 'race', level: 'random', ...seen('red'), budgetMs: 200, seed: 2 });
      // 'crash' is read by a new thread only: the hog's thread is gone.
      expect(again).toMatchObject({
        ok: false,
        error: { code: 'bot-crashed', message: expect.stringContaining('exploded') },
      });
    },
  );

  it('when the bot fails, the game tells the player and still moves on (random fallback)', async () => {
    const store = new MemoryStore(raceRegistry);
    const services: AppServices = createAppServices({
      registry: raceRegistry,
      store,
      bots: new BotService({ workerEntry: BAD, graceMs: 100 }),
      botPaceMs: 0,
      botBudgetMs: 100,
    });
    open.push(services);
    const events: GameEvent[] = [];
    services.games.on((e) => events.push(e));
    const created = services.games.create({
      moduleId: 'race',
      scenario: 'short',
      seed: 3,
      seats: { red: { kind: 'bot', level: 'random' }, blue: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    await services.games.whenIdle(created.value.id);
    expect(events.some((e) => e.type === 'error' && e.error.code === 'bot-timeout')).toBe(true);
    expect(events.some((e) => e.type === 'changed' && e.actionCount === 1)).toBe(true);
    const v = services.games.view(created.value.id, 'blue');
    expect(v.ok && v.value.toAct).toEqual(['blue']);
  });
});
