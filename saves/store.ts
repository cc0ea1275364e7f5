/**
 * SaveStore: saved games as event logs in one SQLite file. Game-agnostic — it reaches a game's
 * rules only through the registry's GameModule, to set up, resume, verify, export and import.
 *
 * Every method is synchronous and runs at most one small transaction (except `backup`, which
 * uses SQLite's online backup API in steps and is async), so the Electron main thread never
 * blocks for long. Failures come back as `SaveError` values with a message a player can read.
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { AnyGameModule } from '../engine/core/game';
import { ok, type Result } from '../engine/core/result';
import { DEFAULT_CHECKPOINT_EVERY, DEFAULT_SNAPSHOT_EVERY } from './cadence';
import { saveErr } from './errors';
import { openSaveDb } from './open-db';
import type { PreparedImport } from './prepared-import';
import { SQL } from './rows';
import type {
  AppendInput,
  DamagedStoredGame,
  DropLastInput,
  FindModule,
  JsonValue,
  LoadedGame,
  LoggedAction,
  NewStoredGame,
  OpenNotice,
  ResumedGame,
  SaveError,
  StoredGame,
} from './types';
import * as backup from './store-backup';
import type { Statements, StoreContext } from './store-context';
import * as games from './store-games';
import * as gameLog from './store-log';
import * as settings from './store-settings';
import * as transfer from './store-transfer';

export { DEFAULT_CHECKPOINT_EVERY, DEFAULT_SNAPSHOT_EVERY } from './cadence';

export interface SaveStoreOptions {
  /** Finds the GameModule for a game id ('richard-iii'); used to set up, resume, export, import. */
  readonly registry: FindModule;
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

export class SaveStore {
  /** Things the UI should tell the player about (damaged file set aside, schema upgraded, ...). */
  readonly notices: readonly OpenNotice[];
  readonly snapshotEvery: number;
  private readonly stmt: Statements;
  /** What the store's parts (store-games, store-log, ...) share. */
  private readonly ctx: StoreContext;
  private readonly registry: FindModule;
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
    this.newId = options.newId ?? randomUUID;
    this.checkpointEvery = Math.max(1, Math.floor(options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY));
    if (options.maxPageCount !== undefined)
      db.pragma(`max_page_count = ${Math.max(1, Math.floor(options.maxPageCount))}`);
    this.stmt = Object.fromEntries(Object.entries(SQL).map(([k, sql]) => [k, db.prepare(sql)])) as Statements;
    this.ctx = {
      db,
      stmt: this.stmt,
      registry: this.registry,
      snapshotEvery,
      now,
      newId: this.newId,
      module: (moduleId) => this.module(moduleId),
      isSnapshotDue: (seq) => this.isSnapshotDue(seq),
      afterCommit: (gameOver) => this.afterCommit(gameOver),
    };
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
  private checkpoint(): boolean {
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
  diagnostics(): {
    readonly journalMode: string;
    readonly synchronous: string;
    readonly foreignKeys: boolean;
    readonly busyTimeoutMs: number;
    readonly schemaVersion: number;
  } {
    const synchronous =
      ['off', 'normal', 'full', 'extra'][this.db.pragma('synchronous', { simple: true }) as number] ?? 'unknown';
    return {
      journalMode: this.db.pragma('journal_mode', { simple: true }) as string,
      synchronous,
      foreignKeys: this.db.pragma('foreign_keys', { simple: true }) === 1,
      busyTimeoutMs: this.db.pragma('busy_timeout', { simple: true }) as number,
      schemaVersion: this.db.pragma('user_version', { simple: true }) as number,
    };
  }

  /** Whether appending action `seq` should also store a snapshot. */
  private isSnapshotDue(seq: number): boolean {
    return seq % this.snapshotEvery === 0;
  }

  private module(moduleId: string): Result<AnyGameModule, SaveError> {
    const module = this.registry(moduleId);
    if (!module) return saveErr('unknown-game', `The game "${moduleId}" is not installed in this version.`);
    return ok(module);
  }

  /** Validates the setup with the game module and stores a new game with an empty log. */
  create(input: NewStoredGame): Result<{ readonly game: StoredGame; readonly state: unknown }, SaveError> {
    return games.create(this.ctx, input);
  }

  /** All readable saved games, most recently played first; damaged ones are in listDamaged(). */
  list(): Result<StoredGame[], SaveError> {
    return games.list(this.ctx);
  }

  /** Games whose row no longer reads back: one damaged game must not hide all the others. */
  listDamaged(): Result<DamagedStoredGame[], SaveError> {
    return games.listDamaged(this.ctx);
  }

  get(gameId: string): Result<StoredGame, SaveError> {
    return games.get(this.ctx, gameId);
  }

  rename(gameId: string, name: string): Result<StoredGame, SaveError> {
    return games.rename(this.ctx, gameId, name);
  }

  /** Deletes the game with its log and snapshots (ON DELETE CASCADE). */
  remove(gameId: string): Result<void, SaveError> {
    return games.remove(this.ctx, gameId);
  }

  /**
   * Commits one accepted action — the log row, the summary/outcome/lastPlayedAt derived from
   * `stateAfter` through the game's module and, every `snapshotEvery` actions, a snapshot — in
   * ONE transaction, committed (and fsynced) before this returns; hosts call it before showing
   * the action's result. Refused ('seq-conflict') unless the game still has `expectedCount`
   * actions: anything else is a gap or another window's write.
   */
  append(gameId: string, input: AppendInput): Result<StoredGame, SaveError> {
    return gameLog.append(this.ctx, gameId, input);
  }

  /**
   * Undo: drops the last action (and a snapshot taken after it) in one transaction, refused unless
   * the game still has `expectedCount` actions, so a stale undo cannot eat someone else's move.
   * Whether an undo is allowed (never across a die roll or a reveal) is the game's and host's call.
   */
  dropLast(gameId: string, input: DropLastInput): Result<StoredGame, SaveError> {
    return gameLog.dropLast(this.ctx, gameId, input);
  }

  /** The stored game, its whole log and its latest snapshot (export, `npm run saves -- log`). */
  load(gameId: string): Result<LoadedGame, SaveError> {
    return gameLog.load(this.ctx, gameId);
  }

  /**
   * The game's current state: latest usable snapshot + replay of later actions through the
   * module (which re-checks each one). Falls back to a full replay if the snapshot is unusable.
   * With `atCount`, the state after that many actions instead (0 = the setup), e.g. for undo.
   */
  resume(gameId: string, atCount?: number): Result<ResumedGame, SaveError> {
    return gameLog.resume(this.ctx, gameId, atCount);
  }

  /** Logged action number `seq` (1 = the first): who played what, e.g. the last one before an undo. */
  actionAt(gameId: string, seq: number): Result<LoggedAction, SaveError> {
    return gameLog.actionAt(this.ctx, gameId, seq);
  }

  /**
   * Full check of a saved game (`npm run saves -- verify`): replays every action from setup and
   * compares every stored snapshot of the current state version against the replayed state.
   */
  verify(gameId: string): Result<{ readonly finalHash: string; readonly checkedSnapshots: number }, SaveError> {
    return gameLog.verify(this.ctx, gameId);
  }

  getSetting(key: string): Result<JsonValue | undefined, SaveError> {
    return settings.getSetting(this.ctx, key);
  }

  setSetting(key: string, value: JsonValue): Result<void, SaveError> {
    return settings.setSetting(this.ctx, key, value);
  }

  /** The game as a portable JSON document (see portable-file.ts); a damaged game as far as it reads. */
  exportGame(gameId: string): Result<string, SaveError> {
    return transfer.exportGame(this.ctx, gameId);
  }

  /** exportGame written to `filePath` (under a temporary name first, then renamed). */
  exportToFile(gameId: string, filePath: string): Result<void, SaveError> {
    return transfer.exportToFile(this.ctx, gameId, filePath);
  }

  /**
   * Validates the file (format, version, checksum, installed game) and replays every action
   * through the module before writing anything; then stores it as a new game in one
   * transaction. A rejected file leaves the DB unchanged.
   */
  importGame(text: string, options: { readonly name?: string } = {}): Result<StoredGame, SaveError> {
    return transfer.importGame(this.ctx, text, options);
  }

  /**
   * Stores a game checked by prepareImport (possibly in a worker thread, which does the parsing
   * and the replay) as a new game, in one transaction.
   */
  importPrepared(prepared: PreparedImport, options: { readonly name?: string } = {}): Result<StoredGame, SaveError> {
    return transfer.importPrepared(this.ctx, prepared, options);
  }

  /** importGame of the file at `filePath`. */
  importFromFile(filePath: string, options: { readonly name?: string } = {}): Result<StoredGame, SaveError> {
    return transfer.importFromFile(this.ctx, filePath, options);
  }

  /**
   * Copies the live DB to `toPath` with SQLite's online backup API (page by page, consistent,
   * other writes may continue meanwhile). Written under a temporary name and renamed, so a
   * crash never leaves a half backup under the real name. Replaces an existing file at `toPath`.
   */
  async backup(toPath: string): Promise<Result<{ readonly path: string; readonly pages: number }, SaveError>> {
    return backup.backup(this.ctx, toPath);
  }
}
