/**
 * Issue 9, row 9: SQLite drops every WAL frame from the first one whose checksum is bad, so one
 * flipped bit in the WAL after a crash silently lost every committed move still in it. Now the
 * store checkpoints (wal_checkpoint(TRUNCATE)) when a game ends, on close, and every
 * DEFAULT_CHECKPOINT_EVERY actions: a finished game never depends on WAL frames, and a bad frame
 * costs at most the moves since the last checkpoint.
 *
 * A crash is imitated by copying the DB and its -wal while the store is still open (every commit is
 * fsynced, so the copy is what a power cut would leave), then damaging the copy's WAL.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../electron/services/app-services';
import { openSqliteStore } from '../../electron/services/sqlite-store';
import { DEFAULT_CHECKPOINT_EVERY } from '../../saves/store';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { unwrap } from './helpers';
import { sqliteServices } from '../fixtures/sqlite-services';

const dbs = sqliteServices();
const copies: string[] = [];
afterEach(async () => {
  await dbs.cleanup();
  for (const d of copies.splice(0)) rmSync(d, { recursive: true, force: true });
});
const humans = { red: { kind: 'human' as const }, blue: { kind: 'human' as const } };

/** Plays `n` moves (or to the end), the larger step when allowed unless `small`. */
function play(services: AppServices, saveId: string, n: number, small = false): void {
  for (let i = 0; i < n; i++) {
    const any = unwrap(services.games.view(saveId, 'red'));
    const side = any.toAct[0];
    if (!side) return;
    const v = unwrap(services.games.view(saveId, side));
    unwrap(services.games.submit(saveId, side, v.legalActions[small ? 0 : v.legalActions.length - 1], v.actionCount));
  }
}

/** What a crash right now would leave on disk, with one byte flipped in the first WAL frame (if any). */
function crashCopyWithBadFrame(path: string): { path: string; walBytes: number } {
  const dir = mkdtempSync(join(tmpdir(), 'r3-wal-crash-'));
  copies.push(dir);
  const copy = join(dir, 'saves.db');
  copyFileSync(path, copy);
  const walBytes = existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0;
  if (walBytes > 0) {
    const wal = readFileSync(`${path}-wal`);
    // 32-byte WAL header, 24-byte frame header, then the page: flip a bit in the page's content.
    if (wal.length > 32 + 24 + 200) wal[32 + 24 + 200]! ^= 0x01;
    writeFileSync(`${copy}-wal`, wal);
  }
  return { path: copy, walBytes };
}

function reopen(path: string) {
  const opened = openSqliteStore(path, raceRegistry);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.store;
}

describe('WAL damage after a crash', () => {
  it('a finished game does not depend on WAL frames: the WAL is empty the moment it ends', () => {
    const path = dbs.newDbPath();
    const { services } = dbs.open(path, raceRegistry, null);
    const saveId = unwrap(
      services.games.create({ moduleId: 'race', scenario: 'short', seed: 4, name: 'Tewkesbury', seats: humans }),
    ).id;
    play(services, saveId, 100);
    const finished = unwrap(services.games.view(saveId, 'red'));
    expect(finished.outcome).not.toBeNull();
    expect(finished.actionCount).toBeLessThan(DEFAULT_CHECKPOINT_EVERY); // the game end, not the count, checkpointed

    const crash = crashCopyWithBadFrame(path);
    expect(crash.walBytes).toBe(0);
    const store = reopen(crash.path);
    expect(store.get(saveId)).toMatchObject({
      ok: true,
      value: { actionCount: finished.actionCount, outcome: finished.outcome },
    });
    expect(store.resume(saveId).ok).toBe(true);
    store.close();
  });

  it(`mid-game, a bad frame costs fewer than ${DEFAULT_CHECKPOINT_EVERY} moves`, () => {
    const path = dbs.newDbPath();
    const { services } = dbs.open(path, raceRegistry, null);
    const saveId = unwrap(
      services.games.create({ moduleId: 'race', scenario: 'long', seed: 8, name: 'Hexham', seats: humans }),
    ).id;
    play(services, saveId, 15, true);
    const played = unwrap(services.games.view(saveId, 'red'));
    expect(played.outcome).toBeNull();
    expect(played.actionCount).toBe(15);

    const crash = crashCopyWithBadFrame(path);
    expect(crash.walBytes).toBeGreaterThan(0); // the moves since the last checkpoint are in the WAL
    const store = reopen(crash.path);
    const kept = unwrap(store.get(saveId)).actionCount;
    expect(kept).toBeGreaterThan(played.actionCount - DEFAULT_CHECKPOINT_EVERY);
    expect(kept).toBeLessThanOrEqual(played.actionCount);
    expect(unwrap(store.resume(saveId)).game.actionCount).toBe(kept); // what is kept still replays
    store.close();
  });

  it('closing the store leaves no WAL behind', async () => {
    const path = dbs.newDbPath();
    const { services } = dbs.open(path, raceRegistry, null);
    const saveId = unwrap(
      services.games.create({ moduleId: 'race', scenario: 'long', seed: 9, name: 'Mortimer', seats: humans }),
    ).id;
    play(services, saveId, 3);
    await dbs.close(services);
    expect(existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0).toBe(0);
  });
});
