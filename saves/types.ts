/**
 * The vocabulary of the save store: what a saved game is, what the store reports, how it fails.
 * Schemas are the source of truth for anything that crosses a trust boundary (a row read back from
 * the DB, an imported file); the TypeScript types are derived from them so the two cannot drift.
 */
import { z } from 'zod';
import type { AnyGameModule, GameSummary, Outcome } from '../engine/core/game';
import type { GameError } from '../engine/core/result';

// ---------------------------------------------------------------------------------------------
// JSON values

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const jsonValueSchema: z.ZodType<JsonValue> = z.json() as z.ZodType<JsonValue>;
export const jsonObjectSchema: z.ZodType<JsonObject> = z.record(z.string(), jsonValueSchema);

// ---------------------------------------------------------------------------------------------
// Seats: who sits at each side of the table

export const seatControllerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: z.string().max(60).optional() }),
  /** `level` is free-form for the store ('easy', 'hard', '3'); the bot host gives it meaning. */
  z.strictObject({ kind: z.literal('bot'), level: z.string().min(1).max(40) }),
]);
export type SeatController = z.infer<typeof seatControllerSchema>;

/** Keyed by the game module's player id (e.g. 'york', 'lancaster'). */
export const seatsSchema = z.record(z.string().min(1), seatControllerSchema);
export type Seats = Readonly<Record<string, SeatController>>;

// ---------------------------------------------------------------------------------------------
// Summary and outcome, as stored (mirrors GameSummary / Outcome from engine/core/game.ts)

export const summarySchema = z.object({
  label: z.string(),
  campaign: z.number().optional(),
  turn: z.number().optional(),
  phase: z.string().optional(),
  battle: z.string().optional(),
});

export const outcomeSchema = z.object({
  winner: z.string().nullable(),
  reason: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Games

/** A 32-bit unsigned seed: the engine's RNG (engine/core/rng.ts) keeps exactly 32 bits. */
export const seedSchema = z.int().min(0).max(0xffffffff);

export const MAX_NAME_LENGTH = 100;
export const nameSchema = z.string().trim().min(1).max(MAX_NAME_LENGTH);

/**
 * The saved-game vocabulary is the IPC contract's (`SaveInfo`: moduleId, actionCount, createdAt,
 * lastPlayedAt…), used unchanged by the store, the services' StorePort and the contract. The SQL
 * columns keep their first names (game_module, last_played, last_seq): renaming columns in every
 * player's file buys nothing, so rows.ts maps them, and nothing else sees a row.
 */

/** What a host supplies to start a new saved game. */
export interface NewStoredGame {
  readonly moduleId: string;
  readonly scenario: string;
  readonly seed: number;
  readonly options?: JsonObject;
  readonly seats: Seats;
  readonly name: string;
}

/** One saved game as listed and loaded (everything but the log). Times are ms since the epoch. */
export interface StoredGame {
  readonly id: string;
  readonly name: string;
  readonly moduleId: string;
  readonly scenario: string;
  readonly seed: number;
  readonly options: JsonObject;
  readonly seats: Seats;
  readonly summary: GameSummary;
  /** Set once the game is over; a finished game accepts no more actions. */
  readonly outcome: Outcome | null;
  /** Number of logged actions = seq of the last one (seqs start at 1). */
  readonly actionCount: number;
  readonly createdAt: number;
  /** The last accepted action (or the creation). */
  readonly lastPlayedAt: number;
}

/** A game whose row no longer reads back (bit rot, a foreign edit): listed apart, exportable as far as it reads. */
export interface DamagedStoredGame {
  readonly id: string;
  readonly name: string;
  readonly moduleId: string;
  readonly scenario: string;
  readonly actionCount: number;
  readonly createdAt: number;
  readonly lastPlayedAt: number;
  /** The columns that cannot be read. */
  readonly damaged: readonly string[];
}

/** One action to commit: the game must still have `expectedCount` actions, or someone else wrote first. */
export interface AppendInput {
  readonly expectedCount: number;
  readonly player: string;
  readonly action: unknown;
  /** The state after the action: the store derives the summary, the outcome and (when due) a snapshot. */
  readonly stateAfter: unknown;
}

/** Undo of the last action: the game must still have `expectedCount` actions. */
export interface DropLastInput {
  readonly expectedCount: number;
  /** The state once the last action is gone (for the summary and the outcome). */
  readonly stateBefore: unknown;
}

/** One accepted action. `seq` starts at 1 and has no gaps. */
export interface LoggedAction {
  readonly seq: number;
  readonly player: string;
  readonly action: JsonValue;
  readonly createdAt: number;
}

/** The full state after action `seq`, cached so resuming does not replay the whole game. */
export interface StoredSnapshot {
  readonly seq: number;
  readonly state: JsonValue;
  readonly stateHash: string;
  /** GameModule.stateVersion when written; null for snapshots written before schema v3. */
  readonly stateVersion: number | null;
}

export interface LoadedGame {
  readonly game: StoredGame;
  readonly actions: readonly LoggedAction[];
  readonly latestSnapshot: StoredSnapshot | null;
}

export interface ResumedGame {
  readonly game: StoredGame;
  readonly module: AnyGameModule;
  /** The reconstructed current state (the module's own state type). */
  readonly state: unknown;
  readonly stateHash: string;
  /** Seq of the snapshot the replay started from, or 0 when it started from setup. */
  readonly fromSeq: number;
  /** How many logged actions had to be replayed. */
  readonly replayed: number;
  /** Readable notes, e.g. a snapshot whose hash did not match and was skipped. */
  readonly warnings: readonly string[];
}

/**
 * Looks up a game module by id; the store never imports a game itself. (The services keep the
 * modules in a GameRegistry, electron/services/registry.ts; they hand the store its `get`.)
 */
export type FindModule = (moduleId: string) => AnyGameModule | undefined;

// ---------------------------------------------------------------------------------------------
// Errors and notices

export type SaveErrorCode =
  | 'not-found' // no game with that id
  | 'seq-conflict' // expectedSeq is not the next seq (gap, or someone else appended first)
  | 'game-over' // appending to a finished game
  | 'bad-input' // invalid name, seats, options, ...
  | 'unknown-game' // no module registered for the game id
  | 'import-unknown-game' // an import file of a game this build does not have (params.moduleId)
  | 'bad-file' // import file unreadable, truncated, not a save file, fails the schema
  | 'unsupported-version' // file format or module state version not supported
  | 'checksum-mismatch' // import file edited or damaged after export
  | 'illegal-action' // replay rejected a logged action
  | 'replay-mismatch' // replay gave a different final state than recorded
  | 'db-too-new' // the DB was written by a newer version of the app
  | 'not-a-save-db' // a valid SQLite file, but some other program's
  | 'db-unavailable' // cannot open (locked, permission, missing directory)
  | 'disk-full' // SQLite could not write: the disk (or the file's size limit) is full
  | 'damaged-save' // this game's row cannot be read back (the rest of the DB is fine)
  | 'db-error'; // SQLite failed during an operation (I/O error, ...)

export interface SaveError extends GameError {
  readonly code: SaveErrorCode;
  /** Details for the page to word the error with (e.g. the module id of an import file). */
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Things that happened while opening that the UI should tell the player about. */
export type OpenNotice =
  | {
      readonly kind: 'corrupt-db-set-aside';
      readonly path: string;
      /** The damaged file's new name; its -wal/-shm companions (if any) got the same prefix. */
      readonly movedTo: string;
      readonly movedFiles: readonly string[];
      readonly reason: string;
      readonly message: string;
    }
  | { readonly kind: 'created'; readonly path: string; readonly message: string }
  | {
      readonly kind: 'schema-migrated';
      readonly from: number;
      readonly to: number;
      /** Copy of the DB as it was before migrating, or null for a brand-new DB. */
      readonly backupPath: string | null;
      readonly message: string;
    };
