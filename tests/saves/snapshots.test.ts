/**
 * Snapshots: every N actions the state is stored, resuming starts from the latest one (so only
 * the later actions are replayed), and the result equals a full replay from setup.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../engine/core/game';
import { DEFAULT_SNAPSHOT_EVERY } from '../../saves';
import { counterGame, makeCounterGame, type CounterPlayer, type CounterState } from './fixtures/counter-game';
import { makeTempDir, newCounterGame, openStore, playMoves, registryOf, unwrap } from './helpers';

const tmp = makeTempDir();
afterAll(tmp.cleanup);

/** The counter game, counting how many actions get applied. */
function counting(module: AnyGameModule = counterGame): { module: AnyGameModule; applied: () => number } {
  let n = 0;
  return {
    module: { ...module, apply: (s, p, a) => (n++, module.apply(s, p, a)) },
    applied: () => n,
  };
}

function fullReplayHash(store: ReturnType<typeof openStore>, gameId: string): string {
  const loaded = unwrap(store.load(gameId));
  let state = unwrap(counterGame.setup(loaded.game.scenario, loaded.game.seed, loaded.game.options)) as CounterState;
  for (const a of loaded.actions)
    state = unwrap(counterGame.apply(state, a.player as CounterPlayer, unwrap(counterGame.parseAction(a.action))));
  return counterGame.hash(state);
}

describe('snapshots', { timeout: 30_000 }, () => {
  it('default to every 50 actions', () => {
    expect(DEFAULT_SNAPSHOT_EVERY).toBe(50);
    const store = openStore(join(tmp.dir, 'default.db'));
    expect(store.snapshotEvery).toBe(50);
    const { game, state } = newCounterGame(store, 'long', 3, 10_000);
    playMoves(store, game.id, state, 120);
    expect(unwrap(store.load(game.id)).latestSnapshot?.seq).toBe(100);
    expect(unwrap(store.verify(game.id)).checkedSnapshots).toBe(2);
    store.close();
  });

  it('lets resume replay only the actions after the latest snapshot', () => {
    const path = join(tmp.dir, 'resume.db');
    const store = openStore(path, { snapshotEvery: 10 });
    const { game, state } = newCounterGame(store, 'long', 8, 1_000);
    const final = playMoves(store, game.id, state, 57);
    const loaded = unwrap(store.load(game.id));
    expect(loaded.latestSnapshot).toMatchObject({ seq: 50, stateVersion: 1 });
    store.close();

    const counter = counting();
    const again = openStore(path, { snapshotEvery: 10, registry: registryOf(counter.module) });
    const resumed = unwrap(again.resume(game.id));
    expect(resumed).toMatchObject({ fromSeq: 50, replayed: 7, warnings: [] });
    expect(counter.applied()).toBe(7);
    expect(resumed.stateHash).toBe(counterGame.hash(final));
    expect(resumed.stateHash).toBe(fullReplayHash(again, game.id));
    expect(resumed.state).toEqual(final);
    again.close();
  });

  it('falls back to a full replay when a snapshot does not match its hash', () => {
    const path = join(tmp.dir, 'tampered.db');
    const store = openStore(path, { snapshotEvery: 10 });
    const { game, state } = newCounterGame(store, 'long', 9, 1_000);
    const final = playMoves(store, game.id, state, 25);
    store.close();

    const raw = new Database(path);
    const row = raw.prepare('SELECT state FROM snapshots WHERE game_id = ? AND seq = 20').get(game.id) as {
      state: string;
    };
    const edited = { ...(JSON.parse(row.state) as CounterState), counter: 999 };
    raw.prepare('UPDATE snapshots SET state = ? WHERE game_id = ? AND seq = 20').run(JSON.stringify(edited), game.id);
    raw.close();

    const again = openStore(path, { snapshotEvery: 10 });
    const resumed = unwrap(again.resume(game.id));
    expect(resumed.fromSeq).toBe(0);
    expect(resumed.replayed).toBe(25);
    expect(resumed.warnings.join()).toMatch(/#20 did not match its hash/);
    expect(resumed.stateHash).toBe(counterGame.hash(final));

    // verifyGame catches the tampered snapshot even though its stored hash is self-consistent now.
    const raw2 = new Database(path);
    raw2
      .prepare('UPDATE snapshots SET state_hash = ? WHERE game_id = ? AND seq = 20')
      .run(counterGame.hash(edited as CounterState), game.id);
    raw2.close();
    const verified = again.verify(game.id);
    expect(verified.ok ? 'ok' : verified.error.code).toBe('replay-mismatch');
    again.close();
  });

  it('ignores snapshots written by another state version', () => {
    const path = join(tmp.dir, 'versions.db');
    const store = openStore(path, { snapshotEvery: 10 });
    const { game, state } = newCounterGame(store, 'long', 10, 1_000);
    const final = playMoves(store, game.id, state, 33);
    store.close();

    const v2 = counting(makeCounterGame(2));
    const again = openStore(path, { snapshotEvery: 10, registry: registryOf(v2.module) });
    const resumed = unwrap(again.resume(game.id));
    expect(resumed.fromSeq).toBe(0);
    expect(v2.applied()).toBe(33);
    expect(resumed.stateHash).toBe(counterGame.hash(final));
    again.close();
  });

  it('only hashes and stores the state when a snapshot is due', () => {
    let hashes = 0;
    const hashing: AnyGameModule = { ...counterGame, hash: (s) => (hashes++, counterGame.hash(s)) };
    const store = openStore(join(tmp.dir, 'due.db'), { snapshotEvery: 3, registry: registryOf(hashing) });
    const { game, state } = newCounterGame(store, 'due', 1, 1_000);
    let s = state;
    for (let seq = 1; seq <= 7; seq++) {
      const player = counterGame.toAct(s)[0]!;
      s = unwrap(counterGame.apply(s, player, { add: 1 }));
      unwrap(store.append(game.id, { expectedCount: seq - 1, player, action: { add: 1 }, stateAfter: s }));
    }
    expect(hashes).toBe(2);
    store.close();
    const raw = new Database(join(tmp.dir, 'due.db'), { readonly: true });
    const seqs = raw.prepare('SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq').all(game.id);
    raw.close();
    expect(seqs).toEqual([{ seq: 3 }, { seq: 6 }]);
  });
});
