/**
 * Schema migrations: a fresh DB gets the current schema; a DB built by hand at every older
 * version (with that version's exact SQL, and data) opens with its data intact and upgraded.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, SaveStore, SCHEMA_VERSION } from '../../saves';
import { counterGame, scriptedAction, type CounterState } from './fixtures/counter-game';
import { counterRegistry, makeTempDir, openStore, playMoves, unwrap, newCounterGame } from './helpers';

const tmp = makeTempDir();
afterAll(tmp.cleanup);

/** Builds a DB at `version` by running the first `version` migration steps by hand, with a game. */
function buildOldDb(path: string, version: number, moves: number): { hash: string; actions: number } {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  for (const step of MIGRATIONS.slice(0, version)) db.exec(step.sql);
  db.pragma(`user_version = ${version}`);

  let state = unwrap(counterGame.setup('standard', 99, {})) as CounterState;
  const insertAction = db.prepare(
    'INSERT INTO actions (game_id, seq, player, action, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  db.prepare(
    `INSERT INTO games (id, game_module, scenario, seed, options, seats, name, created_at, last_played, summary, outcome, last_seq)
     VALUES ('old-1', 'counter', 'standard', 99, '{}', '{"red":{"kind":"human"},"blue":{"kind":"bot","level":"hard"}}',
             'Old game', 1000, 2000, '{"label":"start"}', NULL, 0)`,
  ).run();
  for (let seq = 1; seq <= moves; seq++) {
    const player = counterGame.toAct(state)[0]!;
    const action = scriptedAction(state);
    state = unwrap(counterGame.apply(state, player, action));
    insertAction.run('old-1', seq, player, JSON.stringify(action), 1000 + seq);
    if (seq === 5) {
      // Snapshot rows exist since v1; state_version only since v3.
      db.prepare('INSERT INTO snapshots (game_id, seq, state, state_hash) VALUES (?, ?, ?, ?)').run(
        'old-1',
        seq,
        JSON.stringify(state),
        counterGame.hash(state),
      );
    }
  }
  db.prepare(`UPDATE games SET last_seq = ?, summary = ? WHERE id = 'old-1'`).run(
    moves,
    JSON.stringify(counterGame.summary(state)),
  );
  if (version >= 2) db.prepare(`INSERT INTO settings (key, value) VALUES ('sound', '{"volume":0.5}')`).run();
  db.close();
  return { hash: counterGame.hash(state), actions: moves };
}

describe('schema migrations', { timeout: 30_000 }, () => {
  it('numbers the steps 1..n without gaps', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1));
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(2);
  });

  it('creates the current schema in a new file', () => {
    const path = join(tmp.dir, 'fresh', 'saves.db'); // the folder does not exist yet either
    const store = openStore(path);
    expect(store.notices.map((n) => n.kind)).toEqual(['created']);
    store.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('treats an empty (0-byte) file as a new database', () => {
    const path = join(tmp.dir, 'empty.db');
    writeFileSync(path, '');
    const store = openStore(path);
    expect(store.notices.map((n) => n.kind)).toEqual(['created']);
    expect(unwrap(store.list())).toEqual([]);
    store.close();
  });

  for (let version = 1; version < SCHEMA_VERSION; version++) {
    it(`upgrades a v${version} database with its games intact`, () => {
      const path = join(tmp.dir, `v${version}.db`);
      const built = buildOldDb(path, version, 12);
      const store = openStore(path, { snapshotEvery: 13 });
      try {
        const notice = store.notices.find((n) => n.kind === 'schema-migrated');
        expect(notice).toMatchObject({ from: version, to: SCHEMA_VERSION });
        // The pre-migration copy is a readable DB still at the old version.
        const backupPath = notice?.kind === 'schema-migrated' ? notice.backupPath : null;
        expect(backupPath).toBeTruthy();
        const copy = new Database(backupPath!, { readonly: true });
        expect(copy.pragma('user_version', { simple: true })).toBe(version);
        expect(copy.prepare('SELECT count(*) AS n FROM actions').get()).toEqual({ n: 12 });
        copy.close();

        const [game] = unwrap(store.list());
        expect(game).toMatchObject({
          id: 'old-1',
          name: 'Old game',
          seats: { red: { kind: 'human' }, blue: { kind: 'bot', level: 'hard' } },
          actionCount: 12,
          createdAt: 1000,
        });
        const resumed = unwrap(store.resume('old-1'));
        expect(resumed.stateHash).toBe(built.hash);
        // Old snapshots have no state version, so they are not trusted: full replay.
        expect(resumed.fromSeq).toBe(0);
        expect(unwrap(store.getSetting('sound'))).toEqual(version >= 2 ? { volume: 0.5 } : undefined);

        // The upgraded DB is fully usable: settings, appends, versioned snapshots.
        unwrap(store.setSetting('sound', { volume: 1 }));
        playMoves(store, 'old-1', resumed.state as CounterState, 1); // seq 13: a snapshot is due
        const again = unwrap(store.resume('old-1'));
        expect(again.fromSeq).toBeGreaterThan(0);
      } finally {
        store.close();
      }
      const db = new Database(path, { readonly: true });
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      db.close();
    });
  }

  it('opens a current database without migrating or copying it', () => {
    const path = join(tmp.dir, 'current.db');
    const s1 = openStore(path);
    newCounterGame(s1);
    s1.close();
    const s2 = openStore(path);
    expect(s2.notices).toEqual([]);
    expect(unwrap(s2.list())).toHaveLength(1);
    s2.close();
  });

  it('refuses a database from a newer version of the app and leaves it untouched', () => {
    const path = join(tmp.dir, 'future.db');
    buildOldDb(path, SCHEMA_VERSION, 3);
    const db = new Database(path);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.pragma('journal_mode = DELETE'); // a single file, so the byte comparison below is meaningful
    db.close();
    const before = readFileSync(path);
    const r = SaveStore.open(path, { registry: counterRegistry });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('db-too-new');
      expect(r.error.message).toMatch(/newer version/);
    }
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it("refuses another program's SQLite file instead of adding tables to it", () => {
    const path = join(tmp.dir, 'foreign.db');
    const db = new Database(path);
    db.exec('CREATE TABLE photos (id INTEGER PRIMARY KEY, data BLOB)');
    db.close();
    const r = SaveStore.open(path, { registry: counterRegistry });
    expect(r.ok ? 'opened' : r.error.code).toBe('not-a-save-db');
    expect(existsSync(path)).toBe(true);
  });
});
