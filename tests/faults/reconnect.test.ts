/**
 * Issue 9 row 13: the web host restarts while a page stays open. The page says it is reconnecting
 * while the host is gone, reconnects, opens its game again and keeps getting pushed views — both
 * the moves made while it was away and those made after. A host restarted with a new key cannot
 * be reached with the old cookie: the page says so instead of trying forever.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../electron/ipc/api';
import type { PlayerView } from '../../electron/ipc/contract';
import { newAccessToken } from '../../electron/headless/access-token';
import { pageApi } from '../security/page-link';
import { startTestHost, type TestHost } from '../security/wire';

let t: TestHost | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

function newRace(h: TestHost): string {
  const created = h.services.games.create({
    moduleId: 'race',
    scenario: 'long',
    seed: 9,
    seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.id;
}

function move(h: TestHost, saveId: string, player: 'red' | 'blue'): void {
  const at = h.services.games.view(saveId, player);
  if (!at.ok) throw new Error(at.error.message);
  const r = h.services.games.submit(saveId, player, { kind: 'add', n: 1 }, at.value.actionCount);
  if (!r.ok) throw new Error(r.error.message);
}

/** A host, and a page on it with a new race open through red's eyes, recording what it hears. */
async function pageWithRaceOpen() {
  const h = await startTestHost();
  t = h;
  const api = pageApi(h.host);
  const states: ConnectionState[] = [];
  const views: PlayerView[] = [];
  api.onConnection((s) => states.push(s));
  api.onView((v) => views.push(v));
  const saveId = newRace(h);
  expect(await api.openGame(saveId, 'red')).toMatchObject({ ok: true, value: { actionCount: 0 } });
  return { h, api, states, views, saveId };
}

describe('a page outliving its host', () => {
  it('shows reconnecting, comes back, re-subscribes, and gets every later move pushed', async () => {
    const { h, api, states, views, saveId } = await pageWithRaceOpen();

    await h.stop();
    await expect.poll(() => states.at(-1)).toBe('reconnecting');
    move(h, saveId, 'red'); // made while the page is away (the bot's move, another tab…)

    await h.restart();
    await expect.poll(() => states.at(-1)).toBe('connected');
    await expect.poll(() => views.at(-1)?.actionCount).toBe(1);
    expect(views.at(-1)).toMatchObject({ saveId, player: 'red' });

    move(h, saveId, 'blue');
    await expect.poll(() => views.at(-1)?.actionCount).toBe(2);
    expect(await api.appInfo()).toMatchObject({ ok: true });
  });

  it('a page that closed its game is not subscribed again', async () => {
    const { h, api, states, views, saveId } = await pageWithRaceOpen();
    await api.closeGame(saveId);
    await h.restart();
    await expect.poll(() => states).toEqual(['reconnecting', 'connected']);
    move(h, saveId, 'red');
    expect(await api.appInfo()).toMatchObject({ ok: true }); // a round trip after the move's push would have come
    expect(views).toEqual([]);
  });

  it('a host restarted with a new key: the page says so instead of reconnecting forever', async () => {
    t = await startTestHost();
    const api = pageApi(t.host);
    const states: ConnectionState[] = [];
    api.onConnection((s) => states.push(s));
    expect(await api.appInfo()).toMatchObject({ ok: true });
    await t.restart(newAccessToken());
    await expect.poll(() => states.at(-1)).toBe('key-changed');
  });
});
