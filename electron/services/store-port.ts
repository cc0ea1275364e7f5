/**
 * What the services need from the save store. The real store (saves/) is adapted to this in
 * sqlite-store.ts; tests use an in-memory fake. Keeping the services behind this small port means
 * the store can evolve without touching game logic.
 */
import type { AnyGameModule, GameSummary, Outcome } from '../../engine/core/game';
import type { Result } from '../../engine/core/result';
import type { PreparedImport } from '../../saves/index';
import type { AppError, ExportedFile, SavedSeats } from '../ipc/contract';

export interface StoredGame {
  readonly id: string;
  readonly name: string;
  readonly moduleId: string;
  readonly scenario: string;
  readonly seed: number;
  readonly seats: SavedSeats;
  readonly summary: GameSummary;
  readonly outcome: Outcome | null;
  readonly actionCount: number;
  readonly createdAt: number;
  readonly lastPlayedAt: number;
  /** The game's tutorial (kept in the save's game options). */
  readonly tutorial?: true;
}

/** A saved game whose record cannot be read back: it can only be exported (as far as it reads) or deleted. */
export interface DamagedStoredGame {
  readonly id: string;
  readonly name: string;
  readonly moduleId: string;
  readonly scenario: string;
  readonly actionCount: number;
  readonly createdAt: number;
  readonly lastPlayedAt: number;
  /** What cannot be read (column names, e.g. 'summary'). */
  readonly damaged: readonly string[];
}

export interface NewStoredGame {
  readonly name: string;
  readonly moduleId: string;
  readonly scenario: string;
  readonly seed: number;
  readonly seats: SavedSeats;
  readonly tutorial?: true;
}

export interface ResumedStoredGame {
  readonly game: StoredGame;
  readonly state: unknown;
}

export interface AppendInput {
  readonly player: string;
  readonly action: unknown;
  /** actionCount before this action; the store refuses if someone else appended first. */
  readonly expectedCount: number;
  readonly module: AnyGameModule;
  /** State after the action (the store may snapshot it). */
  readonly stateAfter: unknown;
}

export interface LoggedAction {
  readonly player: string;
  readonly action: unknown;
}

export interface DropLastInput {
  readonly expectedCount: number;
  readonly module: AnyGameModule;
  /** The state once the last action is gone. */
  readonly stateBefore: unknown;
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
  /** Committed action number `n` (1 = the first): who played what. */
  actionAt(id: string, n: number): StoreResult<LoggedAction>;
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
