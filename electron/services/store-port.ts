/**
 * What the services need from the save store. The real store (saves/) is adapted to this in
 * sqlite-store.ts; tests use an in-memory fake. Keeping the services behind this small port means
 * the store can evolve without touching game logic. The port speaks the store's own words and
 * types (saves/types.ts), which are the IPC contract's: one StoredGame from the SQL row to SaveInfo.
 */
import type { Result } from '../../engine/core/result';
import type {
  AppendInput,
  DamagedStoredGame,
  DropLastInput,
  LoggedAction,
  NewStoredGame,
  PreparedImport,
  StoredGame,
} from '../../saves/index';
import type { AppError, ExportedFile } from '../ipc/contract';

export type { AppendInput, DamagedStoredGame, DropLastInput, LoggedAction, NewStoredGame, StoredGame };

export interface ResumedStoredGame {
  readonly game: StoredGame;
  readonly state: unknown;
}

export type StoreResult<T> = Result<T, AppError>;

export interface StorePort {
  create(game: NewStoredGame): StoreResult<StoredGame>;
  /** The readable games; one damaged game never makes this fail (see listDamaged). */
  list(): StoreResult<StoredGame[]>;
  listDamaged(): StoreResult<DamagedStoredGame[]>;
  get(id: string): StoreResult<StoredGame>;
  /**
   * Rebuilds the current state through the module (snapshot + replay of later actions), or with
   * `atCount` the state after that many actions (for undo).
   */
  resume(id: string, atCount?: number): StoreResult<ResumedStoredGame>;
  /** Committed action number `seq` (1 = the first): who played what. */
  actionAt(id: string, seq: number): StoreResult<LoggedAction>;
  /** Undo: durably drops the last action (refused unless the game has `expectedCount` actions). */
  dropLast(id: string, input: DropLastInput): StoreResult<StoredGame>;
  /** Commits one accepted action durably, in one transaction, before anyone is shown its result. */
  append(id: string, input: AppendInput): StoreResult<StoredGame>;
  rename(id: string, name: string): StoreResult<StoredGame>;
  remove(id: string): StoreResult<void>;
  exportGame(id: string): StoreResult<ExportedFile>;
  /** Checks, replays and stores an import file, all on the calling thread. */
  importGame(contents: string): StoreResult<StoredGame>;
  /** Stores an import file already checked and replayed elsewhere (a worker thread). */
  importPrepared(prepared: PreparedImport): StoreResult<StoredGame>;
  getSetting(key: string): unknown;
  setSetting(key: string, value: unknown): StoreResult<void>;
  close(): void;
}
