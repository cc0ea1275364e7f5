/** backup() uses SQLite's online backup API and produces a DB that opens with the same games. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, newCounterGame, openStore, playMoves, unwrap } from './helpers';

const tmp = makeTempDir();
afterAll(tmp.cleanup);

describe('backup', { timeout: 30_000 }, () => {
  it('produces a DB that opens and holds the same games', async () => {
    const store = openStore(join(tmp.dir, 'live', 'saves.db'), { snapshotEvery: 5 });
    for (let i = 0; i < 3; i++) {
      const { game, state } = newCounterGame(store, `Game ${i}`, i, 200);
      playMoves(store, game.id, state, 20 + i);
    }
    unwrap(store.setSetting('theme', 'dark'));
    const target = join(tmp.dir, 'backups', 'saves-backup.db');
    const result = unwrap(await store.backup(target));
    expect(result.path).toBe(target);
    expect(result.pages).toBeGreaterThan(0);
    // Only the backup itself: no temp file or -wal left behind.
    expect(readdirSync(join(tmp.dir, 'backups'))).toEqual(['saves-backup.db']);

    // The live store keeps working after the backup, and the copy does not see later writes.
    const late = newCounterGame(store, 'After backup');
    const copy = openStore(target);
    try {
      expect(copy.notices).toEqual([]); // healthy, current schema
      const names = unwrap(copy.list()).map((g) => g.name);
      expect(names.sort()).toEqual(['Game 0', 'Game 1', 'Game 2']);
      for (const game of unwrap(copy.list())) {
        expect(unwrap(copy.resume(game.id)).stateHash).toBe(unwrap(store.resume(game.id)).stateHash);
        expect(unwrap(copy.load(game.id)).actions).toEqual(unwrap(store.load(game.id)).actions);
      }
      expect(unwrap(copy.getSetting('theme'))).toBe('dark');
      expect(copy.get(late.game.id).ok).toBe(false);
    } finally {
      copy.close();
      store.close();
    }
  });

  it('replaces an older backup at the same path', async () => {
    const store = openStore(join(tmp.dir, 'again.db'));
    const target = join(tmp.dir, 'again-backup.db');
    newCounterGame(store, 'One');
    unwrap(await store.backup(target));
    newCounterGame(store, 'Two');
    unwrap(await store.backup(target));
    store.close();
    const copy = openStore(target);
    expect(unwrap(copy.list())).toHaveLength(2);
    copy.close();
  });

  it('reports a readable error when the target cannot be written', async () => {
    const store = openStore(join(tmp.dir, 'err.db'));
    const r = await store.backup(join(tmp.dir, 'err.db', 'inside-a-file.db'));
    expect(r.ok ? 'ok' : r.error.code).toBe('db-error');
    if (!r.ok) expect(r.error.message).toMatch(/Could not back up/);
    expect(existsSync(join(tmp.dir, 'err.db'))).toBe(true);
    store.close();
  });
});
