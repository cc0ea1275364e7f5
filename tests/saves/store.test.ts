/** The store's everyday operations: create, list, append rules, rename, delete, settings, paths. */
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDbPath, resolveDbPath, SaveStore } from '../../saves';
import { counterGame, type CounterState } from './fixtures/counter-game';
import { counterRegistry, makeTempDir, newCounterGame, openStore, playMoves, unwrap } from './helpers';

const tmp = makeTempDir();
afterAll(tmp.cleanup);

function errorOf(r: { ok: boolean; error?: { code: string; message: string } }): { code: string; message: string } {
  if (r.ok || !r.error) throw new Error('expected an error');
  return r.error;
}

const pick = (a: { player: string; action: unknown }) => ({ player: a.player, action: a.action });

describe('opening', () => {
  it('uses WAL, synchronous=FULL, foreign keys and a busy timeout', () => {
    const store = openStore(join(tmp.dir, 'pragmas.db'));
    expect(store.diagnostics()).toEqual({
      journalMode: 'wal',
      synchronous: 'full',
      foreignKeys: true,
      busyTimeoutMs: 5000,
      schemaVersion: 3,
    });
    store.close();
  });

  it('rejects a nonsensical snapshot interval', () => {
    expect(errorOf(SaveStore.open(join(tmp.dir, 'x.db'), { registry: counterRegistry, snapshotEvery: 0 })).code).toBe(
      'bad-input',
    );
  });

  it('resolves the DB path: flag, then RICHARD3_DB, then userData/saves.db', () => {
    expect(defaultDbPath('/home/u/.config/R3')).toBe(join('/home/u/.config/R3', 'saves.db'));
    expect(resolveDbPath('/ud', undefined, {})).toBe(join('/ud', 'saves.db'));
    expect(resolveDbPath('/ud', undefined, { RICHARD3_DB: 'env.db' })).toBe(resolve('env.db'));
    expect(resolveDbPath('/ud', '/flag.db', { RICHARD3_DB: 'env.db' })).toBe('/flag.db');
    expect(resolveDbPath('/ud', undefined, { RICHARD3_DB: '' })).toBe(join('/ud', 'saves.db'));
  });
});

describe('games', { timeout: 30_000 }, () => {
  let clock = 1_000;
  const store = openStore(join(tmp.dir, 'games.db'), { now: () => clock, snapshotEvery: 4 });
  afterAll(() => store.close());

  it('creates a game validated by its module', () => {
    const { record, state } = newCounterGame(store, '  Towton  ');
    expect(record).toMatchObject({
      gameModule: 'counter',
      scenario: 'standard',
      seed: 42,
      name: 'Towton',
      createdAt: 1_000,
      lastPlayed: 1_000,
      actionCount: 0,
      finished: false,
      outcome: null,
      summary: { label: 'Counter 0/30, red to move' },
    });
    expect(state).toEqual(unwrap(counterGame.setup('standard', 42, {})));
  });

  it('refuses bad new games with a reason', () => {
    const base = {
      gameModule: 'counter',
      scenario: 'standard',
      seed: 1,
      seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
      name: 'x',
    } as const;
    expect(errorOf(store.createGame({ ...base, gameModule: 'chess' }))).toMatchObject({ code: 'unknown-game' });
    expect(errorOf(store.createGame({ ...base, name: '   ' }))).toMatchObject({ code: 'bad-input', message: /name/ });
    expect(errorOf(store.createGame({ ...base, seats: { red: { kind: 'human' } } }))).toMatchObject({
      message: /Nobody is seated at "blue"/,
    });
    expect(errorOf(store.createGame({ ...base, seats: { ...base.seats, green: { kind: 'human' } } }))).toMatchObject({
      message: /no side "green"/,
    });
    expect(errorOf(store.createGame({ ...base, scenario: 'nope' }))).toMatchObject({
      code: 'bad-input',
      message: /could not be set up/,
    });
    expect(errorOf(store.createGame({ ...base, seed: -1 }))).toMatchObject({ code: 'bad-input', message: /seed/ });
  });

  it('lists games most recently played first, with their summary', () => {
    clock = 2_000;
    const a = newCounterGame(store, 'A');
    clock = 3_000;
    const b = newCounterGame(store, 'B');
    clock = 4_000;
    playMoves(store, a.record.id, a.state, 3);
    const list = unwrap(store.listGames());
    expect(list.slice(0, 2).map((g) => g.name)).toEqual(['A', 'B']);
    expect(list[0]).toMatchObject({
      lastPlayed: 4_000,
      actionCount: 3,
      seats: { blue: { kind: 'bot', level: 'easy' } },
    });
    expect(list[0]!.summary.label).toMatch(/^Counter 6\/30/);
    expect(b.record.id).not.toBe(a.record.id);
  });

  it('rejects gaps, replays of old seqs and unknown games without writing', () => {
    const { record, state } = newCounterGame(store, 'Seq');
    const s1 = playMoves(store, record.id, state, 1);
    const player = counterGame.toAct(s1)[0]!;
    expect(errorOf(store.appendAction(record.id, 3, player, { add: 1 }, counterGame.summary(s1)))).toMatchObject({
      code: 'seq-conflict',
      message: /has 1 moves, so the next is #2/,
    });
    expect(errorOf(store.appendAction(record.id, 1, player, { add: 1 }, counterGame.summary(s1))).code).toBe(
      'seq-conflict',
    );
    expect(errorOf(store.appendAction('no-such-game', 1, player, { add: 1 }, counterGame.summary(s1))).code).toBe(
      'not-found',
    );
    expect(errorOf(store.appendAction(record.id, 2, player, { n: 10n }, counterGame.summary(s1))).code).toBe(
      'bad-input',
    );
    expect(errorOf(store.appendAction(record.id, 2, 'green', { add: 1 }, counterGame.summary(s1)))).toMatchObject({
      code: 'bad-input',
      message: /"green" is not a side in Counter/,
    });
    expect(unwrap(store.getGame(record.id)).actionCount).toBe(1);
    expect(unwrap(store.loadGame(record.id)).actions).toHaveLength(1);
  });

  it('detects a second writer that appended first', () => {
    const other = openStore(store.path); // e.g. the web host on the same file
    try {
      const { record, state } = newCounterGame(store, 'Shared');
      const player = counterGame.toAct(state)[0]!;
      const next = unwrap(counterGame.apply(state, player, { add: 2 }));
      unwrap(other.recordAction(record.id, 1, player, { add: 2 }, next));
      expect(errorOf(store.recordAction(record.id, 1, player, { add: 2 }, next)).code).toBe('seq-conflict');
    } finally {
      other.close();
    }
  });

  it('records the outcome and refuses moves after the end', () => {
    const { record, state } = newCounterGame(store, 'Short', 7, 8);
    const final: CounterState = playMoves(store, record.id, state, 100);
    const saved = unwrap(store.getGame(record.id));
    expect(saved).toMatchObject({
      finished: true,
      outcome: { winner: final.winner, reason: 'reached-target' },
      actionCount: final.moves,
    });
    expect(
      errorOf(store.appendAction(record.id, final.moves + 1, 'red', { add: 1 }, counterGame.summary(final))).code,
    ).toBe('game-over');
  });

  it('renames and deletes (with the log and snapshots)', () => {
    const { record, state } = newCounterGame(store, 'Old name');
    playMoves(store, record.id, state, 9);
    expect(unwrap(store.renameGame(record.id, 'New name')).name).toBe('New name');
    expect(errorOf(store.renameGame(record.id, '')).code).toBe('bad-input');
    expect(errorOf(store.renameGame('missing', 'x')).code).toBe('not-found');

    unwrap(store.deleteGame(record.id));
    expect(errorOf(store.getGame(record.id)).code).toBe('not-found');
    expect(errorOf(store.deleteGame(record.id)).code).toBe('not-found');
    const raw = new Database(store.path, { readonly: true });
    const count = (table: string) =>
      (raw.prepare(`SELECT count(*) AS n FROM ${table} WHERE game_id = ?`).get(record.id) as { n: number }).n;
    expect([count('actions'), count('snapshots')]).toEqual([0, 0]);
    raw.close();
  });

  it('truncates the log for undo, guarded by the current seq', () => {
    const { record, state } = newCounterGame(store, 'Undo', 11, 1_000);
    playMoves(store, record.id, state, 10); // snapshots at 4 and 8
    let s = unwrap(counterGame.setup('standard', 11, { target: 1_000 }));
    for (const a of unwrap(store.loadGame(record.id)).actions.slice(0, 7)) {
      s = unwrap(counterGame.apply(s, a.player as 'red' | 'blue', unwrap(counterGame.parseAction(a.action))));
    }
    // An earlier point of the game, from the snapshot at 4 plus replay, and the move after it.
    expect(unwrap(store.resumeGame(record.id, 7))).toMatchObject({
      fromSeq: 4,
      replayed: 3,
      stateHash: counterGame.hash(s),
    });
    expect(unwrap(store.actionAt(record.id, 8))).toEqual({
      seq: 8,
      ...pick(unwrap(store.loadGame(record.id)).actions[7]!),
    });
    expect(errorOf(store.resumeGame(record.id, 11)).code).toBe('bad-input');
    expect(errorOf(store.actionAt(record.id, 11)).code).toBe('not-found');
    expect(errorOf(store.truncateLog(record.id, 9, 7, counterGame.summary(s))).code).toBe('seq-conflict');
    expect(errorOf(store.truncateLog(record.id, 10, 11, counterGame.summary(s))).code).toBe('bad-input');
    expect(unwrap(store.truncateLog(record.id, 10, 7, counterGame.summary(s)))).toEqual({ removed: 3 });
    const after = unwrap(store.getGame(record.id));
    expect(after).toMatchObject({ actionCount: 7, summary: counterGame.summary(s) });
    const resumed = unwrap(store.resumeGame(record.id));
    expect(resumed).toMatchObject({ fromSeq: 4, replayed: 3 }); // the snapshot at 8 went with its moves
    expect(resumed.stateHash).toBe(counterGame.hash(s));
    // Play continues from #8.
    playMoves(store, record.id, resumed.state as CounterState, 2);
    expect(unwrap(store.getGame(record.id)).actionCount).toBe(9);
  });

  it('keeps small settings', () => {
    expect(unwrap(store.getSetting('volume'))).toBeUndefined();
    unwrap(store.setSetting('volume', 0.7));
    unwrap(store.setSetting('seats', { york: 'human' }));
    unwrap(store.setSetting('volume', 0.2));
    expect(unwrap(store.getSetting('volume'))).toBe(0.2);
    expect(unwrap(store.getSetting('seats'))).toEqual({ york: 'human' });
  });

  it('reports an unknown game module on resume with a readable message', () => {
    const { record } = newCounterGame(store, 'Orphan');
    const blind = openStore(store.path, { registry: () => undefined });
    try {
      expect(errorOf(blind.resumeGame(record.id))).toMatchObject({
        code: 'unknown-game',
        message: /"counter" is not installed/,
      });
      expect(unwrap(blind.listGames()).length).toBeGreaterThan(0); // listing needs no module
    } finally {
      blind.close();
    }
  });
});
