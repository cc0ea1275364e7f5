// A game's log: append and undo actions (with snapshots when due), load, resume at any move, and
// verify by replaying from setup. SaveStore (store.ts) documents each operation.
import { ok, type Result } from '../engine/core/result';
import { guard, saveErr } from './errors';
import { reconstruct, replaySteps, setupGame, type ReplayStep } from './replay';
import { notFound, rowToAction, rowToSnapshot, toJson, type ActionRow, type GameRow, type SnapshotRowDb } from './rows';
import type { AppendInput, DropLastInput, LoadedGame, LoggedAction, ResumedGame, SaveError, StoredGame } from './types';
import type { StoreContext } from './store-context';
import { get } from './store-games';

type Head = Pick<GameRow, 'game_module' | 'last_seq' | 'outcome'>;

export function append(ctx: StoreContext, gameId: string, input: AppendInput): Result<StoredGame, SaveError> {
  const { expectedCount, player, action, stateAfter } = input;
  const module = moduleOf(ctx, gameId, 'save the move');
  if (!module.ok) return module;
  const m = module.value;
  if (!m.players.includes(player)) {
    return saveErr('bad-input', `"${player}" is not a side in ${m.title}; the move was not saved.`);
  }
  const seq = expectedCount + 1;
  const actionJson = toJson(action, 'action');
  if (!actionJson.ok) return actionJson;
  const summaryJson = toJson(m.summary(stateAfter), 'game summary');
  if (!summaryJson.ok) return summaryJson;
  const outcome = m.outcome(stateAfter);
  const outcomeJson = outcome === null ? null : JSON.stringify(outcome);
  // Serialize a due snapshot before taking the write lock, to keep the transaction short.
  let snapshot: { readonly json: string; readonly hash: string } | null = null;
  if (ctx.isSnapshotDue(seq)) {
    const json = toJson(stateAfter, 'game state');
    if (!json.ok) return json;
    snapshot = { json: json.value, hash: m.hash(stateAfter) };
  }
  const saved = guard('save the move', () =>
    // IMMEDIATE: take the write lock before reading last_seq, so the check and the insert
    // cannot interleave with another process appending to the same game.
    ctx.db
      .transaction((): Result<StoredGame, SaveError> => {
        const head = ctx.stmt.gameHead.get(gameId) as Head | undefined;
        if (!head) return notFound(gameId);
        if (head.outcome !== null) return saveErr('game-over', 'This game is over; no more moves can be saved.');
        if (expectedCount !== head.last_seq) {
          return saveErr(
            'seq-conflict',
            `Move #${seq} cannot be saved: the saved game has ${head.last_seq} moves, so the next is #${head.last_seq + 1}. The game may be open in another window.`,
          );
        }
        const at = ctx.now();
        ctx.stmt.insertAction.run(gameId, seq, player, actionJson.value, at);
        ctx.stmt.updateProgress.run(seq, summaryJson.value, outcomeJson, at, gameId);
        if (snapshot) ctx.stmt.insertSnapshot.run(gameId, seq, snapshot.json, snapshot.hash, m.stateVersion);
        return get(ctx, gameId);
      })
      .immediate(),
  );
  // A finished game must not depend on WAL frames: it is checkpointed at once.
  if (saved.ok) ctx.afterCommit(outcome !== null);
  return saved;
}

export function dropLast(ctx: StoreContext, gameId: string, input: DropLastInput): Result<StoredGame, SaveError> {
  const { expectedCount, stateBefore } = input;
  if (!Number.isInteger(expectedCount) || expectedCount < 1) {
    return saveErr('bad-input', `There is no move to take back from move #${expectedCount}.`);
  }
  const module = moduleOf(ctx, gameId, 'undo the move');
  if (!module.ok) return module;
  const summaryJson = toJson(module.value.summary(stateBefore), 'game summary');
  if (!summaryJson.ok) return summaryJson;
  const outcome = module.value.outcome(stateBefore);
  const outcomeJson = outcome === null ? null : JSON.stringify(outcome);
  const keep = expectedCount - 1;
  const undone = guard('undo the move', () =>
    ctx.db
      .transaction((): Result<StoredGame, SaveError> => {
        const head = ctx.stmt.gameHead.get(gameId) as Head | undefined;
        if (!head) return notFound(gameId);
        if (head.last_seq !== expectedCount) {
          return saveErr(
            'seq-conflict',
            `Cannot undo: the saved game has ${head.last_seq} moves, not ${expectedCount}. The game may be open in another window.`,
          );
        }
        ctx.stmt.deleteActionsAfter.run(gameId, keep);
        ctx.stmt.deleteSnapshotsAfter.run(gameId, keep);
        ctx.stmt.updateProgress.run(keep, summaryJson.value, outcomeJson, ctx.now(), gameId);
        return get(ctx, gameId);
      })
      .immediate(),
  );
  if (undone.ok) ctx.afterCommit(false);
  return undone;
}

/** The installed module of a stored game (read outside any transaction: the module id never changes). */
function moduleOf(ctx: StoreContext, gameId: string, what: string) {
  const head = guard(what, () => {
    const row = ctx.stmt.gameHead.get(gameId) as Head | undefined;
    return row ? ok(row.game_module) : notFound(gameId);
  });
  return head.ok ? ctx.module(head.value) : head;
}

export function load(ctx: StoreContext, gameId: string): Result<LoadedGame, SaveError> {
  return guard('load the game', () =>
    ctx.db.transaction((): Result<LoadedGame, SaveError> => {
      const game = get(ctx, gameId);
      if (!game.ok) return game;
      const actions = (ctx.stmt.actionsAfter.all(gameId, 0) as ActionRow[]).map(rowToAction);
      const snap = ctx.stmt.latestSnapshot.get(gameId) as SnapshotRowDb | undefined;
      return ok({ game: game.value, actions, latestSnapshot: snap ? rowToSnapshot(snap) : null });
    })(),
  );
}

export function resume(ctx: StoreContext, gameId: string, atCount?: number): Result<ResumedGame, SaveError> {
  // Reads and replay share one read transaction so they see one moment of the log; in WAL
  // mode a reader never blocks writers, and with snapshots the replay is at most N-1 actions.
  return guard('resume the game', () =>
    ctx.db.transaction((): Result<ResumedGame, SaveError> => {
      const game = get(ctx, gameId);
      if (!game.ok) return game;
      const upTo = atCount ?? game.value.actionCount;
      if (!Number.isInteger(upTo) || upTo < 0 || upTo > game.value.actionCount) {
        return saveErr('bad-input', `"${game.value.name}" has no move #${upTo}.`);
      }
      const module = ctx.module(game.value.moduleId);
      if (!module.ok) return module;
      const snapRow = ctx.stmt.latestSnapshotFor.get(gameId, module.value.stateVersion, upTo) as
        SnapshotRowDb | undefined;
      const r = reconstruct(module.value, game.value, snapRow ? rowToSnapshot(snapRow) : null, (after) =>
        actionSteps(ctx, gameId, after, upTo),
      );
      if (!r.ok)
        return saveErr(r.error.code, `"${game.value.name}" cannot be resumed. ${r.error.message}`, r.error.params);
      return ok({ game: game.value, module: module.value, ...r.value });
    })(),
  );
}

export function actionAt(ctx: StoreContext, gameId: string, seq: number): Result<LoggedAction, SaveError> {
  return guard('read a move', () => {
    const row = (ctx.stmt.actionsBetween.all(gameId, seq - 1, seq) as ActionRow[])[0];
    return row ? ok(rowToAction(row)) : saveErr('not-found', `Move #${seq} is not in the saved game.`);
  });
}

export function verify(
  ctx: StoreContext,
  gameId: string,
): Result<{ readonly finalHash: string; readonly checkedSnapshots: number }, SaveError> {
  return guard('verify the game', () =>
    ctx.db.transaction(() => {
      const game = get(ctx, gameId);
      if (!game.ok) return game;
      const module = ctx.module(game.value.moduleId);
      if (!module.ok) return module;
      const m = module.value;
      const hashes = new Map<number, string>();
      for (const row of ctx.stmt.snapshotHashes.all(gameId) as Omit<SnapshotRowDb, 'state'>[]) {
        if (row.state_version === m.stateVersion) hashes.set(row.seq, row.state_hash);
      }
      const initial = setupGame(m, game.value);
      if (!initial.ok) return initial;
      let checked = 0;
      const final = replaySteps(m, initial.value, 0, actionSteps(ctx, gameId, 0), (seq, state) => {
        const expected = hashes.get(seq);
        if (expected === undefined) return ok(undefined);
        checked++;
        return m.hash(state) === expected
          ? ok(undefined)
          : saveErr('replay-mismatch', `The snapshot after move #${seq} does not match a replay of the moves.`);
      });
      if (!final.ok) return final;
      return ok({ finalHash: m.hash(final.value), checkedSnapshots: checked });
    })(),
  );
}

function actionSteps(
  ctx: StoreContext,
  gameId: string,
  afterSeq: number,
  upToSeq = Number.MAX_SAFE_INTEGER,
): ReplayStep[] {
  return (ctx.stmt.actionsBetween.all(gameId, afterSeq, upToSeq) as ActionRow[]).map((row) => ({
    seq: row.seq,
    player: row.player,
    action: JSON.parse(row.action) as unknown,
  }));
}
