import { afterEach, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import { raceRegistry } from './fixtures/race-registry';
import { MemoryStore } from './fixtures/memory-store';
import type { GameEvent } from '../../electron/services/game-service';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./fixtures/race-bot-worker.ts', import.meta.url));
const humans = { red: { kind: 'human' as const }, blue: { kind: 'human' as const } };

let services: AppServices | null = null;
afterEach(async () => {
  await services?.close();
  services = null;
});

/** Resolves at the 'changed' event after which the stored game is over: the test awaits the event, never polls. */
function whenOver(games: AppServices['games'], store: MemoryStore, saveId: string): Promise<void> {
  return new Promise((resolve) => {
    const off = games.on((e) => {
      if (e.type !== 'changed' || e.saveId !== saveId) return;
      const g = store.get(saveId);
      if (g.ok && g.value.outcome) {
        off();
        resolve();
      }
    });
  });
}

function setup(bots: boolean) {
  const store = new MemoryStore(raceRegistry);
  services = createAppServices({
    registry: raceRegistry,
    store,
    bots: bots ? { workerEntry: WORKER } : null,
    botPaceMs: 0,
  });
  return { store, services };
}

describe('GameService', () => {
  it('creates a game, applies a legal action, commits it before announcing', () => {
    const { store, services } = setup(false);
    const created = services.games.create({ moduleId: 'race', scenario: 'short', seed: 7, seats: humans });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const events: GameEvent[] = [];
    services.games.on((e) => {
      events.push(e);
      // When listeners hear of an action, the store must already hold it.
      if (e.type === 'changed')
        expect(store.get(e.saveId)).toMatchObject({ ok: true, value: { actionCount: e.actionCount } });
    });
    const v = services.games.submit(created.value.id, 'red', { kind: 'add', n: 2 }, 0);
    expect(v.ok && v.value.actionCount).toBe(1);
    expect(v.ok && v.value.view).toMatchObject({ total: 2, next: 'blue' });
    expect(events).toEqual([{ type: 'changed', saveId: created.value.id, actionCount: 1 }]);
  });

  it('rejects malformed, illegal and out-of-turn actions without changing anything', () => {
    const { store, services } = setup(false);
    const created = services.games.create({ moduleId: 'race', scenario: 'short', seed: 1, seats: humans });
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.id;
    expect(services.games.submit(id, 'red', { kind: 'add', n: 3 }, 0)).toMatchObject({
      ok: false,
      error: { code: 'bad-action' },
    });
    expect(services.games.submit(id, 'blue', { kind: 'add', n: 1 }, 0)).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
    expect(services.games.submit(id, 'green', { kind: 'add', n: 1 }, 0)).toMatchObject({
      ok: false,
      error: { code: 'unknown-player' },
    });
    expect(services.games.submit('nope', 'red', { kind: 'add', n: 1 }, 0)).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    store.failNextAppend = true;
    expect(services.games.submit(id, 'red', { kind: 'add', n: 1 }, 0)).toMatchObject({
      ok: false,
      error: { code: 'db-error' },
    });
    const view = services.games.view(id, 'red');
    expect(view.ok && view.value.actionCount).toBe(0);
    expect(view.ok && view.value.view).toMatchObject({ total: 0 });
  });

  it('shows each player only his own secret', () => {
    const { services } = setup(false);
    const created = services.games.create({ moduleId: 'race', scenario: 'short', seed: 3, seats: humans });
    if (!created.ok) throw new Error(created.error.message);
    const red = services.games.view(created.value.id, 'red');
    const spectator = services.games.view(created.value.id, null);
    expect(red.ok && (red.value.view as { mySecret: number | null }).mySecret).toEqual(expect.any(Number));
    expect(spectator.ok && (spectator.value.view as { mySecret: number | null }).mySecret).toBeNull();
    expect(spectator.ok && spectator.value.legalActions).toEqual([]);
  });

  it('refuses to create with unknown game, scenario or incomplete seats', () => {
    const { store, services } = setup(false);
    expect(services.games.create({ moduleId: 'chess', scenario: 'short', seats: humans })).toMatchObject({
      ok: false,
      error: { code: 'unknown-game' },
    });
    expect(services.games.create({ moduleId: 'race', scenario: 'marathon', seats: humans })).toMatchObject({
      ok: false,
      error: { code: 'unknown-scenario' },
    });
    expect(
      services.games.create({ moduleId: 'race', scenario: 'short', seats: { red: { kind: 'human' } } }),
    ).toMatchObject({ ok: false, error: { code: 'bad-seats' } });
    expect(store.list()).toEqual({ ok: true, value: [] });
  });

  it('bot seats play in a worker thread until the game ends, every action saved', async () => {
    const { store, services } = setup(true);
    const created = services.games.create({
      moduleId: 'race',
      scenario: 'short',
      seed: 11,
      seats: { red: { kind: 'bot', level: 'random' }, blue: { kind: 'bot', level: 'random' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.id;
    const errors: GameEvent[] = [];
    services.games.on((e) => e.type === 'error' && errors.push(e));
    await whenOver(services.games, store, id);
    const saved = store.get(id);
    expect(saved.ok && saved.value.outcome).toMatchObject({ reason: 'reached-target' });
    expect(errors).toEqual([]);
    // A person cannot move for a bot.
    const fresh = services.games.create({
      moduleId: 'race',
      scenario: 'long',
      seed: 2,
      seats: { red: { kind: 'human' }, blue: { kind: 'bot', level: 'random' } },
    });
    if (!fresh.ok) throw new Error(fresh.error.message);
    expect(services.games.submit(fresh.value.id, 'blue', { kind: 'add', n: 1 }, 0)).toMatchObject({
      ok: false,
      error: { code: 'not-your-seat' },
    });
  }, 30_000); // worker threads boot through tsx: seconds on a loaded machine

  it('the same seed and bots replay the same game', async () => {
    const play = async () => {
      const { store, services: s } = setup(true);
      const created = s.games.create({
        moduleId: 'race',
        scenario: 'long',
        seed: 99,
        seats: { red: { kind: 'bot', level: 'random' }, blue: { kind: 'bot', level: 'random' } },
      });
      if (!created.ok) throw new Error(created.error.message);
      await whenOver(s.games, store, created.value.id);
      const exported = store.exportGame(created.value.id);
      await s.close();
      services = null;
      return exported.ok ? (JSON.parse(exported.value.contents) as { actions: unknown }).actions : null;
    };
    expect(await play()).toEqual(await play());
  }, 30_000);
});
