/**
 * SaveStore: saved games as event logs in one SQLite file. Game-agnostic — it reaches a game's
 * rules only through the registry's GameModule, to set up, resume, verify, export and import.
 *
 * Every method is synchronous and runs at most one small transaction (except `backup`, which
 * uses SQLite's online backup API in steps and is async), so the Electron main thread never
 * blocks for long. Failures come back as `SaveError` values with a message a player can read.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type Database from 'better-sqlite3';
import type { AnyGameModule, GameSummary, Outcome } from '../engine/core/game';
import { ok, type Result } from '../engine/core/result';
import { DEFAULT_CHECKPOINT_EVERY, DEFAULT_SNAPSHOT_EVERY } from './cadence';
import { describeSqliteError, guard, saveErr } from './errors';
import { fileStamp, openSaveDb } from './open-db';
import { makePortableFile } from './portable-file';
import { prepareImport, type PreparedImport } from './prepared-import';
import { reconstruct, replayStep, replaySteps, setupGame, type ReplayStep } from './replay';
import {
  damagedColumns,
  notFound,
  parseJsonColumn,
  rowToAction,
  rowToRecord,
  rowToSnapshot,
  SQL,
  toJson,
  type ActionRow,
  type GameRow,
  type SnapshotRowDb,
} from './rows';
import {
  jsonObjectSchema,
  jsonValueSchema,
  nameSchema,
  seatsSchema,
  seedSchema,
  type AppendResult,
  type DamagedGame,
  type GameRecord,
  type GameRegistry,
  type JsonValue,
  type LoadedGame,
  type NewGame,
  type OpenNotice,
  type ResumedGame,
  type SaveError,
  type SnapshotInput,
} from './types';

export { DEFAULT_CHECKPOINT_EVERY, DEFAULT_SNAPSHOT_EVERY } from './cadence';

export interface SaveStoreOptions {
  /** Finds the GameModule for a game id ('richard-iii'); used to set up, resume, export, import. */
  readonly registry: GameRegistry;
  /** Write a snapshot every N actions (default 50). */
  readonly snapshotEvery?: number;
  /** Copy the DB file aside before upgrading its schema (default true). */
  readonly backupBeforeMigration?: boolean;
  /** Checkpoint the WAL into the DB file (and empty it) at least every N actions (default 10). */
  readonly checkpointEvery?: number;
  /**
   * Largest size the DB may grow to, in pages (PRAGMA max_page_count): a storage quota. Writes
   * past it fail exactly as on a full disk, which is how the fault tests fill the "disk".
   */
  readonly maxPageCount?: number;
  /** Clock, for tests (ms since epoch). */
  readonly now?: () => number;
  /** Id generator, for tests. */
  readonly newId?: () => string;
  /** Path of the better-sqlite3 native build for this runtime (electron/services/sqlite-binding.ts). */
  readonly nativeBinding?: string;
}

type Statements = { [K in keyof typeof SQL]: Database.Statement };

export class SaveStore {
  /** Things the UI should tell the player about (damaged file set aside, schema upgraded, ...). */
  readonly notices: readonly OpenNotice[];
  readonly snapshotEvery: number;
  private readonly stmt: Statements;
  private readonly registry: GameRegistry;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly checkpointEvery: number;
  /** Actions committed since the WAL was last emptied into the DB file. */
  private sinceCheckpoint = 0;

  /**
   * Opens (creating, checking, repairing-by-setting-aside and migrating as needed) the save DB
   * at `path`. Fails only when the file cannot be used at all (locked, newer app, foreign file).
   */
  static open(path: string, options: SaveStoreOptions): Result<SaveStore, SaveError> {
    const snapshotEvery = options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
    if (!Number.isInteger(snapshotEvery) || snapshotEvery < 1) {
      return saveErr('bad-input', `snapshotEvery must be a positive integer, got ${snapshotEvery}.`);
    }
    const now = options.now ?? Date.now;
    const opened = openSaveDb(path, {
      now,
      backupBeforeMigration: options.backupBeforeMigration ?? true,
      ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
    });
    if (!opened.ok) return opened;
    return ok(new SaveStore(opened.value.db, path, opened.value.notices, options, snapshotEvery, now));
  }

  private constructor(
    private readonly db: Database.Database,
    readonly path: string,
    notices: readonly OpenNotice[],
    options: SaveStoreOptions,
    snapshotEvery: number,
    now: () => number,
  ) {
    this.notices = notices;
    this.snapshotEvery = snapshotEvery;
    this.registry = options.registry;
    this.now = now;
    this.newId = options.newId ?? randomUUID;
    this.checkpointEvery = Math.max(1, Math.floor(options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY));
    if (options.maxPageCount !== undefined) db.pragma(`max_page_count = ${Math.max(1, Math.floor(options.maxPageCount))}`);
    this.stmt = Object.fromEntries(Object.entries(SQL).map(([k, sql]) => [k, db.prepare(sql)])) as Statements;
  }

  close(): void {
    if (!this.db.open) return;
    this.checkpoint();
    this.db.close();
  }

  /**
   * Copies the WAL into the DB file and empties it (wal_checkpoint(TRUNCATE)), so committed moves
   * no longer depend on WAL frames, where one flipped bit would drop them and all later ones.
   * Never waits: if another connection is reading or writing, it tries again at the next chance.
   * Returns whether the WAL is now empty.
   */
  checkpoint(): boolean {
    const timeout = this.db.pragma('busy_timeout', { simple: true }) as number;
    try {
      this.db.pragma('busy_timeout = 0');
      const [row] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[];
      const done = row !== undefined && row.busy === 0;
      if (done) this.sinceCheckpoint = 0;
      return done;
    } catch {
      return false; // a full disk or a locked file: the WAL still holds everything, nothing is lost
    } finally {
      this.db.pragma(`busy_timeout = ${timeout}`);
    }
  }

  /** After a commit: checkpoint when the game just ended or enough actions have piled up in the WAL. */
  private afterCommit(gameOver: boolean): void {
    this.sinceCheckpoint++;
    if (gameOver || this.sinceCheckpoint >= this.checkpointEvery) this.checkpoint();
  }

  /** The durability settings actually in force on this connection (for tests and an About box). */
  diagnostics(): { readonly journalMode: string; readonly synchronous: string; readonly foreignKeys: boolean; readonly busyTimeoutMs: number; readonly schemaVersion: number } {
    const synchronous = ['off', 'normal', 'full', 'extra'][this.db.pragma('synchronous', { simple: true }) as number] ?? 'unknown';
    return {
      journalMode: this.db.pragma('journal_mode', { simple: true }) as string,
      synchronous,
      foreignKeys: this.db.pragma('foreign_keys', { simple: true }) === 1,
      busyTimeoutMs: this.db.pragma('busy_timeout', { simple: true }) as number,
      schemaVersion: this.db.pragma('user_version', { simple: true }) as number,
    };
  }

  /** Whether appending action `seq` should also store a snapshot. */
  isSnapshotDue(seq: number): boolean {
    return seq % this.snapshotEvery === 0;
  }

  private module(gameModule: string): Result<AnyGameModule, SaveError> {
    const module = this.registry(gameModule);
    if (!module) return saveErr('unknown-game', `The game "${gameModule}" is not installed in this version.`);
    return ok(module);
  }

  // -------------------------------------------------------------------------------------------
  // Create, list, rename, delete

  /** Validates the setup with the game module and stores a new game with an empty log. */
  createGame(input: NewGame): Result<{ readonly record: GameRecord; readonly state: unknown }, SaveError> {
    const module = this.module(input.gameModule);
    if (!module.ok) return module;
    const name = nameSchema.safeParse(input.name);
    if (!name.success) return saveErr('bad-input', 'A saved game needs a name of 1 to 100 characters.');
    const seats = seatsSchema.safeParse(input.seats);
    if (!seats.success) return saveErr('bad-input', 'The seats are not valid (each side is a human or a bot with a level).');
    const players = module.value.players;
    const unknownSide = Object.keys(seats.data).find((p) => !players.includes(p));
    if (unknownSide !== undefined) return saveErr('bad-input', `${module.value.title} has no side "${unknownSide}".`);
    const emptySide = players.find((p) => !(p in seats.data));
    if (emptySide !== undefined) return saveErr('bad-input', `Nobody is seated at "${emptySide}".`);
    if (!seedSchema.safeParse(input.seed).success) return saveErr('bad-input', 'The seed must be a whole number from 0 to 4294967295.');
    const options = jsonObjectSchema.safeParse(input.options ?? {});
    if (!options.success) return saveErr('bad-input', 'The game options are not JSON data.');

    const start = { scenario: input.scenario, seed: input.seed, options: options.data };
    const state = setupGame(module.value, start);
    if (!state.ok) return state;
    const at = this.now();
    const row: GameRow = {
      id: this.newId(),
      game_module: module.value.id,
      scenario: input.scenario,
      seed: input.seed,
      options: JSON.stringify(options.data),
      seats: JSON.stringify(seats.data),
      name: name.data,
      created_at: at,
      last_played: at,
      summary: JSON.stringify(module.value.summary(state.value)),
      outcome: null,
      last_seq: 0,
    };
    return guard('create the game', () => {
      this.stmt.insertGame.run(row);
      const record = rowToRecord(row);
      return record.ok ? ok({ record: record.value, state: state.value }) : record;
    });
  }

  /** All readable saved games, most recently played first; damaged ones are in damagedGames(). */
  listGames(): Result<GameRecord[], SaveError> {
    return guard('list the saved games', () => {
      const records: GameRecord[] = [];
      for (const row of this.stmt.listGames.all() as GameRow[]) {
        const record = rowToRecord(row);
        if (record.ok) records.push(record.value);
      }
      return ok(records);
    });
  }

  /** Games whose row no longer reads back: one damaged game must not hide all the others. */
  damagedGames(): Result<DamagedGame[], SaveError> {
    return guard('list the saved games', () => {
      const damaged: DamagedGame[] = [];
      for (const row of this.stmt.listGames.all() as GameRow[]) {
        const columns = damagedColumns(row);
        if (columns.length === 0) continue;
        damaged.push({
          id: row.id,
          gameModule: row.game_module,
          scenario: row.scenario,
          name: row.name,
          createdAt: row.created_at,
          lastPlayed: row.last_played,
          actionCount: row.last_seq,
          damaged: columns,
        });
      }
      return ok(damaged);
    });
  }

  getGame(gameId: string): Result<GameRecord, SaveError> {
    return guard('read the saved game', () => {
      const row = this.stmt.getGame.get(gameId) as GameRow | undefined;
      return row ? rowToRecord(row) : notFound(gameId);
    });
  }

  renameGame(gameId: string, name: string): Result<GameRecord, SaveError> {
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) return saveErr('bad-input', 'A saved game needs a name of 1 to 100 characters.');
    return guard('rename the game', () => {
      if (this.stmt.rename.run(parsed.data, gameId).changes === 0) return notFound(gameId);
      return this.getGame(gameId);
    });
  }

  /** Deletes the game with its log and snapshots (ON DELETE CASCADE). */
  deleteGame(gameId: string): Result<void, SaveError> {
    return guard('delete the game', () =>
      this.stmt.deleteGame.run(gameId).changes === 0 ? notFound(gameId) : ok(undefined),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Playing: append, load, resume, verify

  /**
   * Records one accepted action — the log row, the new summary/outcome/last_played and, when due,
   * a snapshot — in ONE transaction, committed (and fsynced) before this returns. Hosts must
   * call it before showing the action's result. `expectedSeq` is the new action's seq (the
   * game's actionCount + 1); anything else is a gap or a concurrent write and is rejected.
   * `snapshot` may be a thunk so the state is only serialized when a snapshot is due.
   */
  appendAction(
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
    if (snapshot && this.isSnapshotDue(expectedSeq)) {
      const { state, hash } = typeof snapshot === 'function' ? snapshot() : snapshot;
      const json = toJson(state, 'game state');
      if (!json.ok) return json;
      snap = { json: json.value, hash };
    }
    const saved = guard('save the move', () =>
      // IMMEDIATE: take the write lock before reading last_seq, so the check and the insert
      // cannot interleave with another process appending to the same game.
      this.db.transaction((): Result<AppendResult, SaveError> => {
        const head = this.stmt.gameHead.get(gameId) as Pick<GameRow, 'game_module' | 'last_seq' | 'outcome'> | undefined;
        if (!head) return notFound(gameId);
        if (head.outcome !== null) return saveErr('game-over', 'This game is over; no more moves can be saved.');
        const module = this.registry(head.game_module);
        if (module && !module.players.includes(player)) {
          return saveErr('bad-input', `"${player}" is not a side in ${module.title}; the move was not saved.`);
        }
        if (expectedSeq !== head.last_seq + 1) {
          return saveErr(
            'seq-conflict',
            `Move #${expectedSeq} cannot be saved: the saved game has ${head.last_seq} moves, so the next is #${head.last_seq + 1}. The game may be open in another window.`,
          );
        }
        const at = this.now();
        this.stmt.insertAction.run(gameId, expectedSeq, player, actionJson.value, at);
        this.stmt.updateProgress.run(expectedSeq, summaryJson.value, outcomeJson, at, gameId);
        if (snap) {
          this.stmt.insertSnapshot.run(gameId, expectedSeq, snap.json, snap.hash, module?.stateVersion ?? null);
        }
        return ok({ seq: expectedSeq, snapshotWritten: snap !== null });
      }).immediate(),
    );
    // A finished game must not depend on WAL frames: it is checkpointed at once.
    if (saved.ok) this.afterCommit(outcome !== null);
    return saved;
  }

  /**
   * appendAction for hosts holding the new state: summary, outcome and snapshot are derived
   * from `stateAfter` through the game's module.
   */
  recordAction(gameId: string, expectedSeq: number, player: string, action: unknown, stateAfter: unknown): Result<AppendResult, SaveError> {
    const head = guard('save the move', () => {
      const row = this.stmt.gameHead.get(gameId) as Pick<GameRow, 'game_module'> | undefined;
      return row ? ok(row.game_module) : notFound(gameId);
    });
    if (!head.ok) return head;
    const module = this.module(head.value);
    if (!module.ok) return module;
    const m = module.value;
    return this.appendAction(
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
  truncateLog(
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
      this.db.transaction((): Result<{ readonly removed: number }, SaveError> => {
        const head = this.stmt.gameHead.get(gameId) as Pick<GameRow, 'last_seq'> | undefined;
        if (!head) return notFound(gameId);
        if (head.last_seq !== expectedSeq) {
          return saveErr('seq-conflict', `Cannot undo: the saved game has ${head.last_seq} moves, not ${expectedSeq}. The game may be open in another window.`);
        }
        const removed = this.stmt.deleteActionsAfter.run(gameId, keepSeq).changes;
        this.stmt.deleteSnapshotsAfter.run(gameId, keepSeq);
        this.stmt.updateProgress.run(keepSeq, summaryJson.value, outcomeJson, this.now(), gameId);
        return ok({ removed });
      }).immediate(),
    );
    if (undone.ok) this.afterCommit(false);
    return undone;
  }

  /** The record, the whole log and the latest snapshot (for replay viewers, export, tools). */
  loadGame(gameId: string): Result<LoadedGame, SaveError> {
    return guard('load the game', () =>
      this.db.transaction((): Result<LoadedGame, SaveError> => {
        const record = this.getGame(gameId);
        if (!record.ok) return record;
        const actions = (this.stmt.actionsAfter.all(gameId, 0) as ActionRow[]).map(rowToAction);
        const snap = this.stmt.latestSnapshot.get(gameId) as SnapshotRowDb | undefined;
        return ok({ record: record.value, actions, latestSnapshot: snap ? rowToSnapshot(snap) : null });
      })(),
    );
  }

  /**
   * The game's current state: latest usable snapshot + replay of later actions through the
   * module (which re-checks each one). Falls back to a full replay if the snapshot is unusable.
   * With `atSeq`, the state just after that action instead (0 = the setup), e.g. for undo.
   */
  resumeGame(gameId: string, atSeq?: number): Result<ResumedGame, SaveError> {
    // Reads and replay share one read transaction so they see one moment of the log; in WAL
    // mode a reader never blocks writers, and with snapshots the replay is at most N-1 actions.
    return guard('resume the game', () =>
      this.db.transaction((): Result<ResumedGame, SaveError> => {
        const record = this.getGame(gameId);
        if (!record.ok) return record;
        const upTo = atSeq ?? record.value.actionCount;
        if (!Number.isInteger(upTo) || upTo < 0 || upTo > record.value.actionCount) {
          return saveErr('bad-input', `"${record.value.name}" has no move #${upTo}.`);
        }
        const module = this.module(record.value.gameModule);
        if (!module.ok) return module;
        const snapRow = this.stmt.latestSnapshotFor.get(gameId, module.value.stateVersion, upTo) as SnapshotRowDb | undefined;
        const r = reconstruct(module.value, record.value, snapRow ? rowToSnapshot(snapRow) : null, (after) =>
          this.actionSteps(gameId, after, upTo),
        );
        if (!r.ok) return saveErr(r.error.code, `"${record.value.name}" cannot be resumed. ${r.error.message}`);
        return ok({ record: record.value, module: module.value, ...r.value });
      })(),
    );
  }

  /** One logged action (who played what), e.g. the last one before an undo. */
  actionAt(gameId: string, seq: number): Result<ReplayStep, SaveError> {
    return guard('read a move', () => {
      const step = this.actionSteps(gameId, seq - 1, seq)[0];
      return step ? ok(step) : saveErr('not-found', `Move #${seq} is not in the saved game.`);
    });
  }

  /**
   * Full check of a saved game: replays every action from setup and compares every stored
   * snapshot of the current state version against the replayed state.
   */
  verifyGame(gameId: string): Result<{ readonly finalHash: string; readonly checkedSnapshots: number }, SaveError> {
    return guard('verify the game', () =>
      this.db.transaction(() => {
        const record = this.getGame(gameId);
        if (!record.ok) return record;
        const module = this.module(record.value.gameModule);
        if (!module.ok) return module;
        const m = module.value;
        const hashes = new Map<number, string>();
        for (const row of this.stmt.snapshotHashes.all(gameId) as Omit<SnapshotRowDb, 'state'>[]) {
          if (row.state_version === m.stateVersion) hashes.set(row.seq, row.state_hash);
        }
        const initial = setupGame(m, record.value);
        if (!initial.ok) return initial;
        let checked = 0;
        const final = replaySteps(m, initial.value, 0, this.actionSteps(gameId, 0), (seq, state) => {
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

  private actionSteps(gameId: string, afterSeq: number, upToSeq = Number.MAX_SAFE_INTEGER): ReplayStep[] {
    return (this.stmt.actionsBetween.all(gameId, afterSeq, upToSeq) as ActionRow[]).map((row) => ({
      seq: row.seq,
      player: row.player,
      action: JSON.parse(row.action) as unknown,
    }));
  }

  // -------------------------------------------------------------------------------------------
  // Settings

  getSetting(key: string): Result<JsonValue | undefined, SaveError> {
    return guard('read a setting', () => {
      const row = this.stmt.getSetting.get(key) as { value: string } | undefined;
      if (!row) return ok(undefined);
      const value = parseJsonColumn(row.value, jsonValueSchema);
      return value === undefined ? saveErr('db-error', `The setting "${key}" is damaged.`) : ok(value);
    });
  }

  setSetting(key: string, value: JsonValue): Result<void, SaveError> {
    const json = toJson(value, `setting "${key}"`);
    if (!json.ok) return json;
    return guard('save a setting', () => {
      this.stmt.setSetting.run(key, json.value);
      return ok(undefined);
    });
  }

  // -------------------------------------------------------------------------------------------
  // Export / import

  /** The game as a portable JSON document (see portable-file.ts). */
  exportGame(gameId: string): Result<string, SaveError> {
    // One read transaction: the log and the final hash must describe the same moment.
    return guard('export the game', () =>
      this.db.transaction(() => {
        const row = this.stmt.getGame.get(gameId) as GameRow | undefined;
        if (!row) return notFound(gameId);
        return damagedColumns(row).length === 0 ? this.exportInTransaction(gameId) : this.salvageInTransaction(row);
      })(),
    );
  }

  /**
   * Export of a damaged game, as far as it reads: summary and outcome are only caches of the
   * replayed state; unreadable seats become people, unreadable options the defaults; the moves
   * are kept up to the first one that cannot be read or replayed. The file imports as a new game.
   */
  private salvageInTransaction(row: GameRow): Result<string, SaveError> {
    const module = this.module(row.game_module);
    if (!module.ok) return module;
    const m = module.value;
    const options = parseJsonColumn(row.options, jsonObjectSchema) ?? {};
    const seats = parseJsonColumn(row.seats, seatsSchema) ?? Object.fromEntries(m.players.map((p) => [p, { kind: 'human' as const }]));
    const start = setupGame(m, { scenario: row.scenario, seed: row.seed, options });
    if (!start.ok) return saveErr('damaged-save', `The saved game "${row.name}" is damaged beyond export: ${start.error.message}`);
    let state = start.value;
    const actions: { player: string; action: JsonValue }[] = [];
    for (const a of this.stmt.actionsAfter.all(row.id, 0) as ActionRow[]) {
      const action = parseJsonColumn(a.action, jsonValueSchema);
      if (action === undefined || a.seq !== actions.length + 1) break;
      const next = replayStep(m, state, { seq: a.seq, player: a.player, action });
      if (!next.ok) break;
      state = next.value;
      actions.push({ player: a.player, action });
    }
    const name = nameSchema.safeParse(row.name).data ?? 'Recovered game';
    return ok(
      makePortableFile({
        gameModule: m.id,
        stateVersion: m.stateVersion,
        scenario: row.scenario,
        seed: row.seed,
        options,
        seats,
        name,
        actions,
        finalStateHash: m.hash(state),
      }),
    );
  }

  private exportInTransaction(gameId: string): Result<string, SaveError> {
    const loaded = this.loadGame(gameId);
    if (!loaded.ok) return loaded;
    // Resuming proves the log still replays and gives the final hash the importer must reach.
    const resumed = this.resumeGame(gameId);
    if (!resumed.ok) return resumed;
    const { record, actions } = loaded.value;
    return ok(
      makePortableFile({
        gameModule: record.gameModule,
        stateVersion: resumed.value.module.stateVersion,
        scenario: record.scenario,
        seed: record.seed,
        options: record.options,
        seats: record.seats,
        name: record.name,
        actions: actions.map((a) => ({ player: a.player, action: a.action })),
        finalStateHash: resumed.value.stateHash,
      }),
    );
  }

  exportGameToFile(gameId: string, filePath: string): Result<void, SaveError> {
    const text = this.exportGame(gameId);
    if (!text.ok) return text;
    return guard('write the exported file', () => {
      mkdirSync(dirname(filePath), { recursive: true });
      const tmp = `${filePath}.tmp`;
      writeFileSync(tmp, text.value, { encoding: 'utf8', flush: true });
      renameSync(tmp, filePath); // never leave a half-written export under the real name
      return ok(undefined);
    });
  }

  /**
   * Validates the file (format, version, checksum, installed game) and replays every action
   * through the module before writing anything; then stores it as a new game in one
   * transaction. A rejected file leaves the DB unchanged.
   */
  importGame(text: string, options: { readonly name?: string } = {}): Result<GameRecord, SaveError> {
    const prepared = prepareImport(text, this.registry, this.snapshotEvery);
    if (!prepared.ok) return prepared;
    return this.importPrepared(prepared.value, options);
  }

  /**
   * Stores a game checked by prepareImport (possibly in a worker thread, which does the parsing
   * and the replay) as a new game, in one transaction.
   */
  importPrepared(prepared: PreparedImport, options: { readonly name?: string } = {}): Result<GameRecord, SaveError> {
    const module = this.module(prepared.gameModule);
    if (!module.ok) return module;
    if (module.value.stateVersion !== prepared.stateVersion) {
      return saveErr('unsupported-version', `This saved game was checked against another version of ${module.value.title}; import it again.`);
    }
    const name = nameSchema.safeParse(options.name ?? prepared.name).data;
    if (name === undefined) return saveErr('bad-input', 'A saved game needs a name of 1 to 100 characters.');
    const at = this.now();
    const row: GameRow = {
      id: this.newId(),
      game_module: prepared.gameModule,
      scenario: prepared.scenario,
      seed: prepared.seed,
      options: prepared.optionsJson,
      seats: prepared.seatsJson,
      name,
      created_at: at,
      last_played: at,
      summary: prepared.summaryJson,
      outcome: prepared.outcomeJson,
      last_seq: prepared.actions.length,
    };
    const imported = guard('import the game', () =>
      this.db.transaction((): Result<GameRecord, SaveError> => {
        this.stmt.insertGame.run(row);
        prepared.actions.forEach((a, i) => this.stmt.insertAction.run(row.id, i + 1, a.player, a.actionJson, at));
        for (const s of prepared.snapshots) this.stmt.insertSnapshot.run(row.id, s.seq, s.stateJson, s.hash, prepared.stateVersion);
        return rowToRecord(row);
      }).immediate(),
    );
    // A whole game arrived at once: it goes straight into the DB file.
    if (imported.ok) this.afterCommit(true);
    return imported;
  }

  importGameFromFile(filePath: string, options: { readonly name?: string } = {}): Result<GameRecord, SaveError> {
    let text: string;
    try {
      text = readFileSync(filePath, 'utf8');
    } catch (e) {
      return saveErr('bad-file', `Could not read ${filePath}: ${describeSqliteError(e)}.`);
    }
    return this.importGame(text, options);
  }

  // -------------------------------------------------------------------------------------------
  // Backup

  /**
   * Copies the live DB to `toPath` with SQLite's online backup API (page by page, consistent,
   * other writes may continue meanwhile). Written under a temporary name and renamed, so a
   * crash never leaves a half backup under the real name. Replaces an existing file at `toPath`.
   */
  async backup(toPath: string): Promise<Result<{ readonly path: string; readonly pages: number }, SaveError>> {
    const tmp = `${toPath}.tmp-${fileStamp(this.now())}`;
    try {
      mkdirSync(dirname(toPath), { recursive: true });
      // better-sqlite3 closes its connection to `tmp` when done, so the copy is one whole file.
      const meta = await this.db.backup(tmp);
      renameSync(tmp, toPath);
      return ok({ path: toPath, pages: meta.totalPages });
    } catch (e) {
      try {
        rmSync(tmp, { force: true });
      } catch {
        // the folder itself is unusable; nothing was written to clean up
      }
      return saveErr('db-error', `Could not back up the saved games to ${toPath}: ${describeSqliteError(e)}.`);
    }
  }
}
