/**
 * A damaged save file is reported, moved aside with its bytes intact, and replaced by a fresh
 * DB that works — never silently overwritten.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenNotice } from '../../saves';
import type { CounterState } from './fixtures/counter-game';
import { makeTempDir, newCounterGame, openStore, playMoves, unwrap } from './helpers';

const tmp = makeTempDir();
afterAll(tmp.cleanup);

function corruptNotice(notices: readonly OpenNotice[]): Extract<OpenNotice, { kind: 'corrupt-db-set-aside' }> {
  const n = notices.find((x) => x.kind === 'corrupt-db-set-aside');
  if (n?.kind !== 'corrupt-db-set-aside') throw new Error(`no corrupt notice in ${JSON.stringify(notices)}`);
  return n;
}

/** A real, multi-page save DB, checkpointed into the main file. */
function makeRealDb(path: string): void {
  const store = openStore(path, { snapshotEvery: 2 });
  for (let g = 0; g < 4; g++) {
    // A bulky option spreads the game over several pages without many (fsynced) commits.
    const { game, state } = unwrap(
      store.create({
        moduleId: 'counter',
        scenario: 'standard',
        seed: g,
        options: { target: 400, note: `game ${g} `.repeat(2000) },
        seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
        name: `Game ${g}`,
      }),
    );
    playMoves(store, game.id, state as CounterState, 80);
  }
  store.close(); // last connection closed: WAL checkpointed and removed
  expect(existsSync(`${path}-wal`)).toBe(false);
}

function expectFreshWorkingStore(path: string, stamp: number): void {
  const store = openStore(path, { now: () => stamp });
  try {
    expect(unwrap(store.list())).toEqual([]);
    const { game, state } = newCounterGame(store, 'After the accident');
    playMoves(store, game.id, state, 5);
    expect(unwrap(store.list()).map((g) => g.name)).toEqual(['After the accident']);
  } finally {
    store.close();
  }
}

describe('damaged save file', { timeout: 30_000 }, () => {
  it('sets aside a file of garbage bytes and starts a fresh DB', () => {
    const path = join(tmp.dir, 'garbage', 'saves.db');
    const garbage = Buffer.from('This is certainly not an SQLite database. '.repeat(200));
    makeRealDb(path); // make the folder
    writeFileSync(path, garbage);
    writeFileSync(`${path}-wal`, Buffer.from('stale wal'));

    const stamp = Date.UTC(2025, 0, 2, 3, 4, 5, 6);
    const store = openStore(path, { now: () => stamp });
    const notice = corruptNotice(store.notices);
    store.close();

    expect(notice.movedTo).toBe(`${path}.corrupt-2025-01-02T03-04-05-006Z`);
    // (A -shm may appear too: SQLite creates it while looking; it is moved along.)
    expect(notice.movedFiles).toEqual(expect.arrayContaining([notice.movedTo, `${notice.movedTo}-wal`]));
    expect(notice.reason).toMatch(/not a database/);
    expect(notice.message).toContain(notice.movedTo);
    // The original bytes are preserved under the new names.
    expect(readFileSync(notice.movedTo).equals(garbage)).toBe(true);
    expect(readFileSync(`${notice.movedTo}-wal`, 'utf8')).toBe('stale wal');
    expect(store.notices.map((n) => n.kind)).toEqual(['corrupt-db-set-aside', 'created']);

    expectFreshWorkingStore(path, stamp + 1);
  });

  it('sets aside a truncated real DB and starts a fresh DB', () => {
    const path = join(tmp.dir, 'truncated', 'saves.db');
    makeRealDb(path);
    const full = readFileSync(path);
    expect(full.length).toBeGreaterThan(64 * 1024);
    const cut = full.subarray(0, Math.floor(full.length * 0.6) + 123); // mid-page, like a torn copy
    writeFileSync(path, cut);

    const store = openStore(path, { now: () => Date.UTC(2025, 5, 1) });
    const notice = corruptNotice(store.notices);
    store.close();
    expect(notice.reason).toMatch(/malformed|integrity/);
    expect(readFileSync(notice.movedTo).equals(cut)).toBe(true);

    expectFreshWorkingStore(path, Date.UTC(2025, 5, 2));
  });

  it('keeps the -wal of a damaged DB byte for byte (it may hold the latest moves)', () => {
    const live = join(tmp.dir, 'hot', 'live.db');
    const store = openStore(live, { snapshotEvery: 3 });
    const { game, state } = newCounterGame(store, 'Hot', 1, 500);
    const mid = playMoves(store, game.id, state, 150);
    const raw = new Database(live);
    raw.pragma('wal_checkpoint(TRUNCATE)'); // most pages now live in the main file only
    raw.close();
    playMoves(store, game.id, mid, 5); // the newest moves are only in the WAL
    // Copy while the store is still open: the copy has a hot WAL, as after a crash.
    const path = join(tmp.dir, 'hot', 'saves.db');
    const main = readFileSync(live);
    const wal = readFileSync(`${live}-wal`);
    store.close();
    expect(wal.length).toBeGreaterThan(0);
    const torn = main.subarray(0, Math.floor(main.length / 2) + 100);
    writeFileSync(path, torn);
    writeFileSync(`${path}-wal`, wal);

    const reopened = openStore(path);
    const notice = corruptNotice(reopened.notices);
    reopened.close();
    expect(readFileSync(notice.movedTo).equals(torn)).toBe(true);
    expect(readFileSync(`${notice.movedTo}-wal`).equals(wal)).toBe(true);
  });

  it('never overwrites an earlier set-aside file with the same timestamp', () => {
    const path = join(tmp.dir, 'twice', 'saves.db');
    makeRealDb(path);
    const stamp = Date.UTC(2025, 0, 1);
    writeFileSync(path, 'garbage one');
    openStore(path, { now: () => stamp }).close();
    writeFileSync(path, 'garbage two');
    const store = openStore(path, { now: () => stamp });
    const notice = corruptNotice(store.notices);
    store.close();
    const asides = readdirSync(join(tmp.dir, 'twice')).filter((f) => f.includes('.corrupt-'));
    expect(asides.sort()).toEqual([
      'saves.db.corrupt-2025-01-01T00-00-00-000Z',
      'saves.db.corrupt-2025-01-01T00-00-00-000Z-2',
    ]);
    expect(readFileSync(notice.movedTo, 'utf8')).toBe('garbage two');
  });

  it('does not set aside a healthy DB', () => {
    const path = join(tmp.dir, 'healthy', 'saves.db');
    makeRealDb(path);
    const store = openStore(path);
    expect(store.notices).toEqual([]);
    expect(unwrap(store.list())).toHaveLength(4);
    store.close();
  });
});
