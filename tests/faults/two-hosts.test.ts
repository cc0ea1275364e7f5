/**
 * Issue 9, row 14: two hosts (two app windows, the app and `npm run serve`) on one saves.db. The
 * one whose copy of a game went stale used to stay stuck on `seq-conflict`, even after `game:open`.
 * Now a write refused as a conflict drops the stale copy and answers `stale-position` (the page
 * refreshes), and `game:open` reads the game from the store again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeClientSession } from '../../electron/ipc/client-session';
import { makeDispatch } from '../../electron/ipc/handlers';
import type { AppServices } from '../../electron/services/app-services';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { unwrap } from './helpers';
import { sqliteServices } from '../fixtures/sqlite-services';

const dbs = sqliteServices();
afterEach(() => dbs.cleanup());
const humans = { red: { kind: 'human' as const }, blue: { kind: 'human' as const } };
const host = (services: AppServices) => ({
  dispatch: makeDispatch(services, { name: 'Test', version: '0', mode: 'web', quit: () => false }),
  client: makeClientSession(() => {}),
});

/** Hosts A and B on one new DB, and a game A created. */
function twoHosts() {
  const path = dbs.newDbPath();
  const a = dbs.open(path, raceRegistry, null);
  const b = dbs.open(path, raceRegistry, null);
  const saveId = unwrap(
    a.services.games.create({ moduleId: 'race', scenario: 'long', seed: 3, name: 'Wakefield', seats: humans }),
  ).id;
  return { a, b, saveId, A: host(a.services), B: host(b.services) };
}

describe('two hosts on one saves.db', () => {
  it('the stale host recovers: its next write says stale-position, and game:open shows the moves of the other', async () => {
    const { a, saveId, A, B } = twoHosts();
    expect(await B.dispatch('game:open', { saveId, player: 'red' }, B.client)).toMatchObject({
      ok: true,
      value: { actionCount: 0 },
    });
    // Host A plays red's and blue's moves; B still holds the opening position.
    expect(
      await A.dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 2 }, seq: 0 }, A.client),
    ).toMatchObject({ ok: true });
    expect(
      await A.dispatch('game:act', { saveId, player: 'blue', action: { kind: 'add', n: 1 }, seq: 1 }, A.client),
    ).toMatchObject({ ok: true });

    // B's red move, chosen in the position it shows (seq 0): not applied, and B lets go of the stale copy.
    expect(
      await B.dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 1 }, seq: 0 }, B.client),
    ).toMatchObject({ ok: false, error: { code: 'stale-position' } });
    const reopened = await B.dispatch('game:open', { saveId, player: 'red' }, B.client);
    expect(reopened).toMatchObject({ ok: true, value: { actionCount: 2, toAct: ['red'], view: { total: 3 } } });
    // And B plays on from there.
    expect(
      await B.dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 1 }, seq: 2 }, B.client),
    ).toMatchObject({ ok: true, value: { actionCount: 3 } });
    expect(unwrap(a.store.get(saveId)).actionCount).toBe(3);
  });

  it('game:open alone reloads a game the other host moved on, even without a failed write first', async () => {
    const { a, saveId, B } = twoHosts();
    expect(await B.dispatch('game:open', { saveId, player: 'blue' }, B.client)).toMatchObject({
      ok: true,
      value: { actionCount: 0 },
    });
    unwrap(a.services.games.submit(saveId, 'red', { kind: 'add', n: 2 }, 0));
    expect(await B.dispatch('game:open', { saveId, player: 'blue' }, B.client)).toMatchObject({
      ok: true,
      value: { actionCount: 1, toAct: ['blue'] },
    });
    expect(
      await B.dispatch('game:act', { saveId, player: 'blue', action: { kind: 'add', n: 2 }, seq: 1 }, B.client),
    ).toMatchObject({ ok: true, value: { actionCount: 2 } });
  });
});
