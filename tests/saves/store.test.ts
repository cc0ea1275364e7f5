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
    const { game, state } = newCounterGame(store, '  Towton  ');
    expect(game).toMatchObject({
      moduleId: 'counter',
      scenario: 'standard',
      seed: 42,
      name: 'Towton',
      createdAt: 1_000,
      lastPlayedAt: 1_000,
      actionCount: 0,
      outcome: null,
      summary: { label: 'Counter 0/30, red to move' },
    });
    expect(state).toEqual(unwrap(counterGame.setup('standard', 42, {})));
  });

  it('refuses bad new games with a reason', () => {
    const base = {
      moduleId: 'counter',
      scenario: 'standard',
      seed: 1,
      seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
      name: 'x',
    } as const;
    expect(errorOf(store.create({ ...base, moduleId: 'chess' }))).toMatchObject({ code: 'unknown-game' });
    expect(errorOf(store.create({ ...base, name: '   ' }))).toMatchObject({ code: 'bad-input', message: /name/ });
    expect(errorOf(store.create({ ...base, seats: { red: { kind: 'human' } } }))).toMatchObject({
      message: /Nobody is seated at "blue"/,
    });
    expect(errorOf(store.create({ ...base, seats: { ...base.seats, green: { kind: 'human' } } }))).toMatchObject({
      message: /no side "green"/,
    });
    expect(errorOf(store.create({ ...base, scenario: 'nope' }))).toMatchObject({
      code: 'bad-input',
      message: /could not be set up/,
    });
    expect(errorOf(store.create({ ...base, seed: -1 }))).toMatchObject({ code: 'bad-input', message: /seed/ });
  });

  it('lists games most recently played first, with their summary', () => {
    clock = 2_000;
    const a = newCounterGame(store, 'A');
    clock = 3_000;
    const b = newCounterGame(store, 'B');
    clock = 4_000;
    playMoves(store, a.game.id, a.state, 3);
    const list = unwrap(store.list());
    expect(list.slice(0, 2).map((g) => g.name)).toEqual(['A', 'B']);
    expect(list[0]).toMatchObject({
      lastPlayedAt: 4_000,
      actionCount: 3,
      seats: { blue: { kind: 'bot', level: 'easy' } },
    });
    expect(list[0]!.summary.label).toMatch(/^Counter 6\/30/);
    expect(b.game.id).not.toBe(a.game.id);
  });

  it('rejects gaps, replays of old seqs and unknown games without writing', () => {
    const { game, state } = newCounterGame(store, 'Seq');
    const s1 = playMoves(store, game.id, state, 1);
    const player = counterGame.toAct(s1)[0]!;
    const s2 = unwrap(counterGame.apply(s1, player, { add: 1 }));
    const move = (expectedCount: number, action: unknown = { add: 1 }, side: string = player) => ({
      expectedCount,
      player: side,
      action,
      stateAfter: s2,
    });
    expect(errorOf(store.append(game.id, move(2)))).toMatchObject({
      code: 'seq-conflict',
      message: /has 1 moves, so the next is #2/,
    });
    expect(errorOf(store.append(game.id, move(0))).code).toBe('seq-conflict');
    expect(errorOf(store.append('no-such-game', move(1))).code).toBe('not-found');
    expect(errorOf(store.append(game.id, move(1, { n: 10n }))).code).toBe('bad-input');
    expect(errorOf(store.append(game.id, move(1, { add: 1 }, 'green')))).toMatchObject({
      code: 'bad-input',
      message: /"green" is not a side in Counter/,
    });
    expect(unwrap(store.get(game.id)).actionCount).toBe(1);
    expect(unwrap(store.load(game.id)).actions).toHaveLength(1);
  });

  it('detects a second writer that appended first', () => {
    const other = openStore(store.path); // e.g. the web host on the same file
    try {
      const { game, state } = newCounterGame(store, 'Shared');
      const player = counterGame.toAct(state)[0]!;
      const next = unwrap(counterGame.apply(state, player, { add: 2 }));
      const move = { expectedCount: 0, player, action: { add: 2 }, stateAfter: next };
      unwrap(other.append(game.id, move));
      expect(errorOf(store.append(game.id, move)).code).toBe('seq-conflict');
    } finally {
      other.close();
    }
  });

  it('records the outcome and refuses moves after the end', () => {
    const { game, state } = newCounterGame(store, 'Short', 7, 8);
    const final: CounterState = playMoves(store, game.id, state, 100);
    const saved = unwrap(store.get(game.id));
    expect(saved).toMatchObject({
      outcome: { winner: final.winner, reason: 'reached-target' },
      actionCount: final.moves,
    });
    expect(
      errorOf(
        store.append(game.id, { expectedCount: final.moves, player: 'red', action: { add: 1 }, stateAfter: final }),
      ).code,
    ).toBe('game-over');
  });

  it('renames and deletes (with the log and snapshots)', () => {
    const { game, state } = newCounterGame(store, 'Old name');
    playMoves(store, game.id, state, 9);
    expect(unwrap(store.rename(game.id, 'New name')).name).toBe('New name');
    expect(errorOf(store.rename(game.id, '')).code).toBe('bad-input');
    expect(errorOf(store.rename('missing', 'x')).code).toBe('not-found');

    unwrap(store.remove(game.id));
    expect(errorOf(store.get(game.id)).code).toBe('not-found');
    expect(errorOf(store.remove(game.id)).code).toBe('not-found');
    const raw = new Database(store.path, { readonly: true });
    const count = (table: string) =>
      (raw.prepare(`SELECT count(*) AS n FROM ${table} WHERE game_id = ?`).get(game.id) as { n: number }).n;
    expect([count('actions'), count('snapshots')]).toEqual([0, 0]);
    raw.close();
  });

  it('drops the last moves for undo, guarded by the current action count', () => {
    const { game, state } = newCounterGame(store, 'Undo', 11, 1_000);
    playMoves(store, game.id, state, 10); // snapshots at 4 and 8
    const states = [unwrap(counterGame.setup('standard', 11, { target: 1_000 }))];
    for (const a of unwrap(store.load(game.id)).actions) {
      const before = states.at(-1)!;
      states.push(
        unwrap(counterGame.apply(before, a.player as 'red' | 'blue', unwrap(counterGame.parseAction(a.action)))),
      );
    }
    const s = states[7]!;
    // An earlier point of the game, from the snapshot at 4 plus replay, and the move after it.
    expect(unwrap(store.resume(game.id, 7))).toMatchObject({
      fromSeq: 4,
      replayed: 3,
      stateHash: counterGame.hash(s),
    });
    expect(unwrap(store.actionAt(game.id, 8))).toEqual(unwrap(store.load(game.id)).actions[7]);
    expect(errorOf(store.resume(game.id, 11)).code).toBe('bad-input');
    expect(errorOf(store.actionAt(game.id, 11)).code).toBe('not-found');
    expect(errorOf(store.dropLast(game.id, { expectedCount: 9, stateBefore: states[8] })).code).toBe('seq-conflict');
    expect(errorOf(store.dropLast(game.id, { expectedCount: 0, stateBefore: states[0] })).code).toBe('bad-input');
    for (const count of [10, 9, 8]) {
      const dropped = unwrap(store.dropLast(game.id, { expectedCount: count, stateBefore: states[count - 1] }));
      expect(dropped.actionCount).toBe(count - 1);
    }
    const after = unwrap(store.get(game.id));
    expect(after).toMatchObject({ actionCount: 7, summary: counterGame.summary(s) });
    const resumed = unwrap(store.resume(game.id));
    expect(resumed).toMatchObject({ fromSeq: 4, replayed: 3 }); // the snapshot at 8 went with its moves
    expect(resumed.stateHash).toBe(counterGame.hash(s));
    // Play continues from #8.
    playMoves(store, game.id, resumed.state as CounterState, 2);
    expect(unwrap(store.get(game.id)).actionCount).toBe(9);
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
    const { game } = newCounterGame(store, 'Orphan');
    const blind = openStore(store.path, { registry: () => undefined });
    try {
      expect(errorOf(blind.resume(game.id))).toMatchObject({
        code: 'unknown-game',
        message: /"counter" is not installed/,
      });
      expect(unwrap(blind.list()).length).toBeGreaterThan(0); // listing needs no module
    } finally {
      blind.close();
    }
  });
});
