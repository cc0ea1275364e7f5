/**
 * Issue 9, row 4: the disk fills up while a bot is to move. The real SQLite store is capped at
 * its current size (PRAGMA max_page_count), so the bot's move fails with SQLite's own SQLITE_FULL.
 * One clear error (code `disk-full`) reaches the page, the bots of that game stop instead of
 * retrying, and self-play reports the failure instead of hanging. Opening the game again retries once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appRegistry } from '../../electron/games';
import { makeClientSession } from '../../electron/ipc/client-session';
import type { EventChannel } from '../../electron/ipc/contract';
import { forwardGameEvents, makeDispatch } from '../../electron/ipc/handlers';
import type { GameEvent } from '../../electron/services/game-service';
import { selfPlay } from '../../electron/headless/selfplay';
import { errorText } from '../../renderer/src/lib/error-text';
import { firstLegalBot, pagesIn, turns, unwrap } from './helpers';
import { sqliteServices } from '../fixtures/sqlite-services';

const dbs = sqliteServices();
afterEach(() => dbs.cleanup());

type Seat = { kind: 'human' } | { kind: 'bot'; level: 'random' };

/**
 * A DB holding one Richard III game where Lancaster has played his first card, closed and reopened
 * at exactly its size. A snapshot is written after every move here, and the next one (2 KB, the
 * page beside holds the first) needs a new page: the disk is full at the next move.
 */
async function gameOnFullDisk(york: Seat = { kind: 'bot', level: 'random' }) {
  const path = dbs.newDbPath();
  const setup = dbs.open(path, appRegistry, null, { snapshotEvery: 1 });
  const saveId = unwrap(
    setup.services.games.create({
      moduleId: 'richard-iii',
      scenario: 'wars-of-the-roses',
      seed: 3,
      name: 'Full disk',
      seats: { lancaster: { kind: 'human' }, york },
    }),
  ).id;
  const start = unwrap(setup.services.games.view(saveId, 'lancaster'));
  unwrap(setup.services.games.submit(saveId, 'lancaster', start.legalActions[0], 0));
  await dbs.close(setup.services);
  return { path, saveId, limits: { maxPageCount: pagesIn(path), snapshotEvery: 1 } };
}

describe('disk full while a bot is to move', () => {
  it('stops the bot after one failed write and sends the page one disk-full error', async () => {
    const { path, saveId, limits } = await gameOnFullDisk();
    const bot = firstLegalBot();
    const { services, store } = dbs.open(path, appRegistry, bot, limits);
    const sent: Array<{ event: EventChannel; payload: unknown }> = [];
    const page = makeClientSession((event, payload) => sent.push({ event, payload }));
    forwardGameEvents(services, () => [page]);
    const dispatch = makeDispatch(services, { name: 'Test', version: '0', mode: 'web', quit: () => false });
    const errors: GameEvent[] = [];
    services.games.on((e) => e.type === 'error' && errors.push(e));

    const opened = await dispatch('game:open', { saveId, player: 'lancaster' }, page);
    expect(opened.ok).toBe(true);
    await services.games.whenIdle(saveId);
    await turns(50); // a retrying bot would have asked again many times by now

    expect(bot.calls).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      type: 'error',
      saveId,
      error: { code: 'disk-full', params: { player: 'york' } },
    });
    const hostErrors = sent.filter((s) => s.event === 'host:error');
    expect(hostErrors).toEqual([
      { event: 'host:error', payload: expect.objectContaining({ code: 'disk-full', saveId }) },
    ]);
    // The page says it in words, not as a rules refusal.
    expect(errorText(hostErrors[0]!.payload as { code: string; message: string })).toMatch(
      /^The disk is full — your last move was not saved/,
    );
    expect(services.games.haltedBy(saveId)).toMatchObject({ code: 'disk-full' });
    // Nothing half-written: the saved game is as it was.
    expect(unwrap(store.get(saveId)).actionCount).toBe(1);

    // Opening the game again (after freeing space) tries once more: still full, one more error.
    expect((await dispatch('game:open', { saveId, player: 'lancaster' }, page)).ok).toBe(true);
    await services.games.whenIdle(saveId);
    await turns(50);
    expect(bot.calls).toBe(2);
    expect(errors).toHaveLength(2);
  });

  it("a person's move on a full disk gets the disk-full code and changes nothing", async () => {
    const { path, saveId, limits } = await gameOnFullDisk({ kind: 'human' });
    const { services, store } = dbs.open(path, appRegistry, null, limits);
    const view = unwrap(services.games.view(saveId, 'york'));
    const action = view.legalActions[0];
    expect(services.games.submit(saveId, 'york', action, view.actionCount)).toMatchObject({
      ok: false,
      error: { code: 'disk-full' },
    });
    expect(unwrap(store.get(saveId)).actionCount).toBe(1);
    expect(unwrap(services.games.view(saveId, 'york'))).toMatchObject({ actionCount: 1, toAct: ['york'] });
  });

  it('self-play ends with the error instead of hanging', async () => {
    const { path, limits } = await gameOnFullDisk();
    const bot = firstLegalBot();
    const { services, store } = dbs.open(path, appRegistry, bot, limits);
    const summary = await selfPlay(services, store, {
      games: 1,
      seed: 1,
      moduleId: 'richard-iii',
      maxActions: 50,
      budgetMs: 100,
    });
    expect(summary.results).toEqual([
      expect.objectContaining({ result: 'error', actions: 0, reason: expect.stringMatching(/disk is full/) }),
    ]);
    expect(summary.errors).toHaveLength(1);
  });
});
