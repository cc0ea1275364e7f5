// What the store's parts share: the open connection, its prepared statements, the game registry,
// the clock and id source, and the commit bookkeeping that SaveStore owns.
import type Database from 'better-sqlite3';
import type { AnyGameModule } from '../engine/core/game';
import type { Result } from '../engine/core/result';
import type { SQL } from './rows';
import type { FindModule, SaveError } from './types';

export type Statements = { [K in keyof typeof SQL]: Database.Statement };

export interface StoreContext {
  readonly db: Database.Database;
  readonly stmt: Statements;
  readonly registry: FindModule;
  readonly snapshotEvery: number;
  readonly now: () => number;
  readonly newId: () => string;
  /** The installed module for a game id, or an 'unknown-game' error a player can read. */
  readonly module: (moduleId: string) => Result<AnyGameModule, SaveError>;
  /** Whether appending action `seq` should also store a snapshot. */
  readonly isSnapshotDue: (seq: number) => boolean;
  /** Call after each committed write; checkpoints the WAL when due (at once when the game ended). */
  readonly afterCommit: (gameOver: boolean) => void;
}
