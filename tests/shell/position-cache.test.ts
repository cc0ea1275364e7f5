/**
 * One legal-action list and one view per position and player on the service path: the reply to a
 * move, the view pushed to the watching page and the bot's question share them, and any change of
 * position (a move, an undo) makes them anew.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../engine/core/game';
import { ok } from '../../engine/core/result';
import { makeClientSession } from '../../electron/ipc/client-session';
import type { PlayerView } from '../../electron/ipc/contract';
import { forwardGameEvents } from '../../electron/ipc/handlers';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import { makeRegistry } from '../../electron/services/registry';
import { raceWithBots } from './fixtures/race-bots';
import type { RaceView } from './fixtures/race-game';
import { MemoryStore } from './fixtures/memory-store';
import { heldBots } from './fixtures/test-bots';

let services: AppServices | null = null;
afterEach(async () => {
  await services?.close();
  services = null;
});

/** The race with its enumerations counted per player; optionally its view lists the legal actions. */
function counted(listsLegalInView: boolean) {
  const calls: string[] = [];
  type Listed = RaceView & { legal?: unknown[] };
  const module: AnyGameModule = {
    ...raceWithBots,
    legalActions: (s, p: string) => (calls.push(`legal:${p}`), raceWithBots.legalActions(s, p as 'red')),
    view: (s, p: string | null): Listed => {
      calls.push(`view:${p}`);
      const v: Listed = raceWithBots.view(s, p as 'red');
      return listsLegalInView ? { ...v, legal: p ? raceWithBots.legalActions(s, p as 'red') : [] } : v;
    },
    ...(listsLegalInView ? { legalInView: (v: Listed) => v.legal ?? [] } : {}),
  };
  return { module, calls };
}

function play(listsLegalInView: boolean) {
  const { module, calls } = counted(listsLegalInView);
  const registry = makeRegistry([module]);
  const held = heldBots();
  services = createAppServices({ registry, store: new MemoryStore(registry), bots: held, botPaceMs: 0 });
  const pushed: PlayerView[] = [];
  const page = makeClientSession((event, payload) => event === 'game:view' && pushed.push(payload as PlayerView));
  forwardGameEvents(services, () => [page]);
  const created = services.games.create({
    moduleId: 'race-bots',
    scenario: 'short',
    seed: 1,
    seats: { red: { kind: 'human' }, blue: { kind: 'bot', level: 'easy' } },
  });
  if (!created.ok) throw new Error(created.error.message);
  page.watching = { saveId: created.value.id, player: 'red' };
  return { games: services.games, id: created.value.id, calls, pushed, held };
}

const tally = (calls: string[]) => calls.reduce<Record<string, number>>((t, c) => ((t[c] = (t[c] ?? 0) + 1), t), {});

describe('Position cache', () => {
  it('a move, its reply, the pushed view and the bot question enumerate each player once', () => {
    const { games, id, calls, pushed, held } = play(false);
    calls.length = 0;
    const reply = games.submit(id, 'red', { kind: 'add', n: 1 }, 0);
    expect(reply.ok).toBe(true);
    expect(pushed).toHaveLength(1);
    expect(held.questions).toHaveLength(1);
    // Today's game without legalInView: one list per player, one view per player.
    expect(tally(calls)).toEqual({ 'legal:red': 1, 'view:red': 1, 'legal:blue': 1, 'view:blue': 1 });
    // Asked again about the same position: nothing is worked out anew.
    calls.length = 0;
    expect(games.view(id, 'red')).toEqual(reply);
    expect(calls).toEqual([]);
  });

  it('a game whose view lists the legal actions is never enumerated apart from its views', () => {
    const { games, id, calls, held } = play(true);
    calls.length = 0;
    expect(games.submit(id, 'red', { kind: 'add', n: 1 }, 0).ok).toBe(true);
    expect(tally(calls)).toEqual({ 'view:red': 1, 'view:blue': 1 });
    // The bot was asked with the legal list its view carries.
    expect(held.questions[0]!.input.legalActions).toEqual([
      { kind: 'add', n: 1 },
      { kind: 'add', n: 2 },
    ]);
  });

  it('every change of position is worked out afresh: a move, an undo', async () => {
    const { games, id, calls, held } = play(false);
    expect(games.submit(id, 'red', { kind: 'add', n: 1 }, 0).ok).toBe(true);
    const before = games.view(id, 'red');
    calls.length = 0;
    const undone = games.undo(id, 'red');
    expect(undone.ok && undone.value.view).toMatchObject({ total: 0 });
    expect(tally(calls)).toEqual({ 'legal:red': 1, 'view:red': 1 });
    // The bot's answer for the undone position is dropped; red moves again, and the view follows.
    held.questions[0]!.release(ok({ kind: 'add', n: 2 }));
    await new Promise((r) => setImmediate(r));
    expect(games.submit(id, 'red', { kind: 'add', n: 2 }, 0)).toMatchObject({
      ok: true,
      value: { actionCount: 1, view: { total: 2 } },
    });
    expect(before.ok && before.value.view).toMatchObject({ total: 1 });
  });
});
