/**
 * Snapshots: every N actions the state is stored, resuming starts from the latest one (so only
 * the later actions are replayed), and the result equals a full replay from setup.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../engine/core/game';
import { DEFAULT_SNAPSHOT_EVERY, resumeLoaded } from '../../saves';
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
  const loaded = unwrap(store.loadGame(gameId));
  let state = unwrap(
    counterGame.setup(loaded.record.scenario, loaded.record.seed, loaded.record.options),
  ) as CounterState;
  for (const a of loaded.actions)
    state = unwrap(counterGame.apply(state, a.player as CounterPlayer, unwrap(counterGame.parseAction(a.action))));
  return counterGame.hash(state);
}

describe('snapshots', { timeout: 30_000 }, () => {
  it('default to every 50 actions', () => {
    expect(DEFAULT_SNAPSHOT_EVERY).toBe(50);
    const store = openStore(join(tmp.dir, 'default.db'));
    expect(store.snapshotEvery).toBe(50);
    const { record, state } = newCounterGame(store, 'long', 3, 10_000);
    playMoves(store, record.id, state, 120);
    expect(unwrap(store.loadGame(record.id)).latestSnapshot?.seq).toBe(100);
    expect(unwrap(store.verifyGame(record.id)).checkedSnapshots).toBe(2);
    store.close();
  });

  it('lets resume replay only the actions after the latest snapshot', () => {
    const path = join(tmp.dir, 'resume.db');
    const store = openStore(path, { snapshotEvery: 10 });
    const { record, state } = newCounterGame(store, 'long', 8, 1_000);
    const final = playMoves(store, record.id, state, 57);
    const loaded = unwrap(store.loadGame(record.id));
    expect(loaded.latestSnapshot).toMatchObject({ seq: 50, stateVersion: 1 });
    store.close();

    const counter = counting();
    const again = openStore(path, { snapshotEvery: 10, registry: registryOf(counter.module) });
    const resumed = unwrap(again.resumeGame(record.id));
    expect(resumed).toMatchObject({ fromSeq: 50, replayed: 7, warnings: [] });
    expect(counter.applied()).toBe(7);
    expect(resumed.stateHash).toBe(counterGame.hash(final));
    expect(resumed.stateHash).toBe(fullReplayHash(again, record.id));
    expect(resumed.state).toEqual(final);

    // resume(module) on a loaded game (no DB access) agrees.
    const viaLoaded = unwrap(resumeLoaded(unwrap(again.loadGame(record.id)), counterGame));
    expect(viaLoaded.stateHash).toBe(resumed.stateHash);
    expect(viaLoaded.fromSeq).toBe(50);
    again.close();
  });

  it('falls back to a full replay when a snapshot does not match its hash', () => {
    const path = join(tmp.dir, 'tampered.db');
    const store = openStore(path, { snapshotEvery: 10 });
    const { record, state } = newCounterGame(store, 'long', 9, 1_000);
    const final = playMoves(store, record.id, state, 25);
    store.close();

    const raw = new Database(path);
    const row = raw.prepare('SELECT state FROM snapshots WHERE game_id = ? AND seq = 20').get(record.id) as {
      state: string;
    };
    const edited = { ...(JSON.parse(row.state) as CounterState), counter: 999 };
    raw.prepare('UPDATE snapshots SET state = ? WHERE game_id = ? AND seq = 20').run(JSON.stringify(edited), record.id);
    raw.close();

    const again = openStore(path, { snapshotEvery: 10 });
    const resumed = unwrap(again.resumeGame(record.id));
    expect(resumed.fromSeq).toBe(0);
    expect(resumed.replayed).toBe(25);
    expect(resumed.warnings.join()).toMatch(/#20 did not match its hash/);
    expect(resumed.stateHash).toBe(counterGame.hash(final));

    // verifyGame catches the tampered snapshot even though its stored hash is self-consistent now.
    const raw2 = new Database(path);
    raw2
      .prepare('UPDATE snapshots SET state_hash = ? WHERE game_id = ? AND seq = 20')
      .run(counterGame.hash(edited as CounterState), record.id);
    raw2.close();
    const verified = again.verifyGame(record.id);
    expect(verified.ok ? 'ok' : verified.error.code).toBe('replay-mismatch');
    again.close();
  });

  it('ignores snapshots written by another state version', () => {
    const path = join(tmp.dir, 'versions.db');
    const store = openStore(path, { snapshotEvery: 10 });
    const { record, state } = newCounterGame(store, 'long', 10, 1_000);
    const final = playMoves(store, record.id, state, 33);
    store.close();

    const v2 = counting(makeCounterGame(2));
    const again = openStore(path, { snapshotEvery: 10, registry: registryOf(v2.module) });
    const resumed = unwrap(again.resumeGame(record.id));
    expect(resumed.fromSeq).toBe(0);
    expect(v2.applied()).toBe(33);
    expect(resumed.stateHash).toBe(counterGame.hash(final));
    again.close();
  });

  it('only serializes the state when a snapshot is due', () => {
    const store = openStore(join(tmp.dir, 'thunk.db'), { snapshotEvery: 3 });
    const { record, state } = newCounterGame(store, 'thunk', 1, 1_000);
    let s = state;
    let calls = 0;
    const written: number[] = [];
    for (let seq = 1; seq <= 7; seq++) {
      const player = counterGame.toAct(s)[0]!;
      s = unwrap(counterGame.apply(s, player, { add: 1 }));
      const snapState = s;
      const r = unwrap(
        store.appendAction(record.id, seq, player, { add: 1 }, counterGame.summary(s), () => {
          calls++;
          return { state: snapState, hash: counterGame.hash(snapState) };
        }),
      );
      if (r.snapshotWritten) written.push(r.seq);
    }
    expect(written).toEqual([3, 6]);
    expect(calls).toBe(2);
    store.close();
  });
});
