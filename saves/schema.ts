/**
 * The DB schema as an ordered list of migration steps. `PRAGMA user_version` holds the number of
 * steps applied; opening a DB applies the missing ones, each in its own transaction together with
 * the user_version bump, so a crash mid-migration leaves the DB at a whole version.
 *
 * Never edit a released step: add a new one. Tests build old DBs from these exact SQL strings.
 */
import type Database from 'better-sqlite3';
import { ok, type Result } from '../engine/core/result';
import { saveErr } from './errors';
import type { SaveError } from './types';

export interface Migration {
  /** The user_version after this step. Steps are numbered 1, 2, 3, ... with no gaps. */
  readonly version: number;
  readonly description: string;
  readonly sql: string;
}

/** 'R3SV' — marks the file as ours so we never migrate some other program's SQLite file. */
export const APPLICATION_ID = 0x52335356;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'games, action log and snapshots',
    sql: `
      CREATE TABLE games (
        id           TEXT PRIMARY KEY,
        game_module  TEXT NOT NULL,
        scenario     TEXT NOT NULL,
        seed         INTEGER NOT NULL,
        options      TEXT NOT NULL,          -- JSON object
        seats        TEXT NOT NULL,          -- JSON: player -> {kind:'human'} | {kind:'bot', level}
        name         TEXT NOT NULL,
        created_at   INTEGER NOT NULL,       -- ms since epoch
        last_played  INTEGER NOT NULL,
        summary      TEXT NOT NULL,          -- JSON GameSummary
        outcome      TEXT,                   -- JSON Outcome, NULL while the game goes on
        last_seq     INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE actions (
        game_id    TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq        INTEGER NOT NULL CHECK (seq >= 1),
        player     TEXT NOT NULL,
        action     TEXT NOT NULL,            -- JSON
        created_at INTEGER NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) WITHOUT ROWID;
      CREATE TABLE snapshots (
        game_id    TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq        INTEGER NOT NULL,
        state      TEXT NOT NULL,            -- JSON state after action seq
        state_hash TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      );
      PRAGMA application_id = ${APPLICATION_ID};
    `,
  },
  {
    version: 2,
    description: 'settings table; index for the "recent games" list',
    sql: `
      CREATE TABLE settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL                  -- JSON
      );
      CREATE INDEX games_by_last_played ON games(last_played DESC);
    `,
  },
  {
    version: 3,
    description: 'snapshots remember the state version of the engine that wrote them',
    // NULL for older snapshots: resume ignores them (a full replay is slower but always right).
    sql: `ALTER TABLE snapshots ADD COLUMN state_version INTEGER;`,
  },
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function readUserVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function hasAnyTable(db: Database.Database): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1`).get() !== undefined;
}

/** Checks the file is ours and not from the future, before anything writes to it. */
export function checkSchemaOwnership(db: Database.Database, path: string): Result<number, SaveError> {
  const version = readUserVersion(db);
  const appId = db.pragma('application_id', { simple: true }) as number;
  if ((appId !== 0 && appId !== APPLICATION_ID) || (version === 0 && hasAnyTable(db))) {
    return saveErr(
      'not-a-save-db',
      `The file ${path} is a database of some other program, not a Richard III save file. It was left untouched.`,
    );
  }
  if (version > SCHEMA_VERSION) {
    return saveErr(
      'db-too-new',
      `The save file ${path} was written by a newer version of the game (format ${version}, this version reads up to ${SCHEMA_VERSION}). Please update the game; the file was left untouched.`,
    );
  }
  return ok(version);
}

/**
 * Applies the missing steps. `beforeMigrating` runs once, before the first step, only when there
 * is something to migrate (the store uses it to copy the DB aside first).
 */
export function migrate(
  db: Database.Database,
  beforeMigrating?: (from: number) => void,
): { readonly from: number; readonly to: number } {
  const from = readUserVersion(db);
  if (from < SCHEMA_VERSION) beforeMigrating?.(from);
  for (const step of MIGRATIONS) {
    db.transaction(() => {
      // Re-read inside the write lock: another process may have opened the same file and
      // migrated it since we looked.
      if (readUserVersion(db) >= step.version) return;
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    }).immediate();
  }
  return { from, to: readUserVersion(db) };
}
