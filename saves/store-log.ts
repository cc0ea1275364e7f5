// A game's log: append and undo actions (with snapshots when due), load, resume at any move,
// and verify by replaying from setup.
import type { GameSummary, Outcome } from '../engine/core/game';
import { ok, type Result } from '../engine/core/result';
import { guard, saveErr } from './errors';
import { reconstruct, replaySteps, setupGame, type ReplayStep } from './replay';
import { notFound, rowToAction, rowToSnapshot, toJson, type ActionRow, type GameRow, type SnapshotRowDb } from './rows';
import type { AppendResult, LoadedGame, ResumedGame, SaveError, SnapshotInput } from './types';
import type { StoreContext } from './store-context';
import { getGame } from './store-games';

/**
 * Records one accepted action — the log row, the new summary/outcome/last_played and, when due,
 * a snapshot — in ONE transaction, committed (and fsynced) before this returns. Hosts must
 * call it before showing the action's result. `expectedSeq` is the new action's seq (the
 * game's actionCount + 1); anything else is a gap or a concurrent write and is rejected.
 * `snapshot` may be a thunk so the state is only serialized when a snapshot is due.
 */
export function appendAction(
  ctx: StoreContext,
  gameId: string,
  expectedSeq: number,
  player: string,
  action: unknown,
  newSummary: GameSummary,
  snapshot?: SnapshotInput,
  outcome: Outcome | null = null,
): Result<AppendResult, SaveError> {
  const actionJson = toJson(action, 'action');
  if (!actionJson.ok) return actionJson;
  const summaryJson = toJson(newSummary, 'game summary');
  if (!summaryJson.ok) return summaryJson;
  const outcomeJson = outcome === null ? null : JSON.stringify(outcome);
  // Serialize a due snapshot before taking the write lock, to keep the transaction short.
  let snap: { readonly json: string; readonly hash: string } | null = null;
  if (snapshot && ctx.isSnapshotDue(expectedSeq)) {
    const { state, hash } = typeof snapshot === 'function' ? snapshot() : snapshot;
    const json = toJson(state, 'game state');
    if (!json.ok) return json;
    snap = { json: json.value, hash };
  }
  const saved = guard('save the move', () =>
    // IMMEDIATE: take the write lock before reading last_seq, so the check and the insert
    // cannot interleave with another process appending to the same game.
    ctx.db
      .transaction((): Result<AppendResult, SaveError> => {
        const head = ctx.stmt.gameHead.get(gameId) as Pick<GameRow, 'game_module' | 'last_seq' | 'outcome'> | undefined;
        if (!head) return notFound(gameId);
        if (head.outcome !== null) return saveErr('game-over', 'This game is over; no more moves can be saved.');
        const module = ctx.registry(head.game_module);
        if (module && !module.players.includes(player)) {
          return saveErr('bad-input', `"${player}" is not a side in ${module.title}; the move was not saved.`);
        }
        if (expectedSeq !== head.last_seq + 1) {
          return saveErr(
            'seq-conflict',
            `Move #${expectedSeq} cannot be saved: the saved game has ${head.last_seq} moves, so the next is #${head.last_seq + 1}. The game may be open in another window.`,
          );
        }
        const at = ctx.now();
        ctx.stmt.insertAction.run(gameId, expectedSeq, player, actionJson.value, at);
        ctx.stmt.updateProgress.run(expectedSeq, summaryJson.value, outcomeJson, at, gameId);
        if (snap) {
          ctx.stmt.insertSnapshot.run(gameId, expectedSeq, snap.json, snap.hash, module?.stateVersion ?? null);
        }
        return ok({ seq: expectedSeq, snapshotWritten: snap !== null });
      })
      .immediate(),
  );
  // A finished game must not depend on WAL frames: it is checkpointed at once.
  if (saved.ok) ctx.afterCommit(outcome !== null);
  return saved;
}

/**
 * appendAction for hosts holding the new state: summary, outcome and snapshot are derived
 * from `stateAfter` through the game's module.
 */
export function recordAction(
  ctx: StoreContext,
  gameId: string,
  expectedSeq: number,
  player: string,
  action: unknown,
  stateAfter: unknown,
): Result<AppendResult, SaveError> {
  const head = guard('save the move', () => {
    const row = ctx.stmt.gameHead.get(gameId) as Pick<GameRow, 'game_module'> | undefined;
    return row ? ok(row.game_module) : notFound(gameId);
  });
  if (!head.ok) return head;
  const module = ctx.module(head.value);
  if (!module.ok) return module;
  const m = module.value;
  return appendAction(
    ctx,
    gameId,
    expectedSeq,
    player,
    action,
    m.summary(stateAfter),
    () => ({ state: stateAfter, hash: m.hash(stateAfter) }),
    m.outcome(stateAfter),
  );
}

/**
 * Undo support: drops the actions after `keepSeq` (and their snapshots), in one transaction.
 * `expectedSeq` is the game's current last seq, so a stale undo cannot eat someone else's
 * move; `newSummary`/`outcome` describe the state after action `keepSeq`. Whether an undo is
 * allowed (never across a die roll or a reveal) is the game's and host's decision.
 */
export function truncateLog(
  ctx: StoreContext,
  gameId: string,
  expectedSeq: number,
  keepSeq: number,
  newSummary: GameSummary,
  outcome: Outcome | null = null,
): Result<{ readonly removed: number }, SaveError> {
  if (!Number.isInteger(keepSeq) || keepSeq < 0 || keepSeq > expectedSeq) {
    return saveErr('bad-input', `Cannot go back to move #${keepSeq} from move #${expectedSeq}.`);
  }
  const summaryJson = toJson(newSummary, 'game summary');
  if (!summaryJson.ok) return summaryJson;
  const outcomeJson = outcome === null ? null : JSON.stringify(outcome);
  const undone = guard('undo the moves', () =>
    ctx.db
      .transaction((): Result<{ readonly removed: number }, SaveError> => {
        const head = ctx.stmt.gameHead.get(gameId) as Pick<GameRow, 'last_seq'> | undefined;
        if (!head) return notFound(gameId);
        if (head.last_seq !== expectedSeq) {
          return saveErr(
            'seq-conflict',
            `Cannot undo: the saved game has ${head.last_seq} moves, not ${expectedSeq}. The game may be open in another window.`,
          );
        }
        const removed = ctx.stmt.deleteActionsAfter.run(gameId, keepSeq).changes;
        ctx.stmt.deleteSnapshotsAfter.run(gameId, keepSeq);
        ctx.stmt.updateProgress.run(keepSeq, summaryJson.value, outcomeJson, ctx.now(), gameId);
        return ok({ removed });
      })
      .immediate(),
  );
  if (undone.ok) ctx.afterCommit(false);
  return undone;
}

/** The record, the whole log and the latest snapshot (for replay viewers, export, tools). */
export function loadGame(ctx: StoreContext, gameId: string): Result<LoadedGame, SaveError> {
  return guard('load the game', () =>
    ctx.db.transaction((): Result<LoadedGame, SaveError> => {
      const record = getGame(ctx, gameId);
      if (!record.ok) return record;
      const actions = (ctx.stmt.actionsAfter.all(gameId, 0) as ActionRow[]).map(rowToAction);
      const snap = ctx.stmt.latestSnapshot.get(gameId) as SnapshotRowDb | undefined;
      return ok({ record: record.value, actions, latestSnapshot: snap ? rowToSnapshot(snap) : null });
    })(),
  );
}

/**
 * The game's current state: latest usable snapshot + replay of later actions through the
 * module (which re-checks each one). Falls back to a full replay if the snapshot is unusable.
 * With `atSeq`, the state just after that action instead (0 = the setup), e.g. for undo.
 */
export function resumeGame(ctx: StoreContext, gameId: string, atSeq?: number): Result<ResumedGame, SaveError> {
  // Reads and replay share one read transaction so they see one moment of the log; in WAL
  // mode a reader never blocks writers, and with snapshots the replay is at most N-1 actions.
  return guard('resume the game', () =>
    ctx.db.transaction((): Result<ResumedGame, SaveError> => {
      const record = getGame(ctx, gameId);
      if (!record.ok) return record;
      const upTo = atSeq ?? record.value.actionCount;
      if (!Number.isInteger(upTo) || upTo < 0 || upTo > record.value.actionCount) {
        return saveErr('bad-input', `"${record.value.name}" has no move #${upTo}.`);
      }
      const module = ctx.module(record.value.gameModule);
      if (!module.ok) return module;
      const snapRow = ctx.stmt.latestSnapshotFor.get(gameId, module.value.stateVersion, upTo) as
        SnapshotRowDb | undefined;
      const r = reconstruct(module.value, record.value, snapRow ? rowToSnapshot(snapRow) : null, (after) =>
        actionSteps(ctx, gameId, after, upTo),
      );
      if (!r.ok) return saveErr(r.error.code, `"${record.value.name}" cannot be resumed. ${r.error.message}`);
      return ok({ record: record.value, module: module.value, ...r.value });
    })(),
  );
}

/** One logged action (who played what), e.g. the last one before an undo. */
export function actionAt(ctx: StoreContext, gameId: string, seq: number): Result<ReplayStep, SaveError> {
  return guard('read a move', () => {
    const step = actionSteps(ctx, gameId, seq - 1, seq)[0];
    return step ? ok(step) : saveErr('not-found', `Move #${seq} is not in the saved game.`);
  });
}

/**
 * Full check of a saved game: replays every action from setup and compares every stored
 * snapshot of the current state version against the replayed state.
 */
export function verifyGame(
  ctx: StoreContext,
  gameId: string,
): Result<{ readonly finalHash: string; readonly checkedSnapshots: number }, SaveError> {
  return guard('verify the game', () =>
    ctx.db.transaction(() => {
      const record = getGame(ctx, gameId);
      if (!record.ok) return record;
      const module = ctx.module(record.value.gameModule);
      if (!module.ok) return module;
      const m = module.value;
      const hashes = new Map<number, string>();
      for (const row of ctx.stmt.snapshotHashes.all(gameId) as Omit<SnapshotRowDb, 'state'>[]) {
        if (row.state_version === m.stateVersion) hashes.set(row.seq, row.state_hash);
      }
      const initial = setupGame(m, record.value);
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
