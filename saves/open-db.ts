/**
 * Getting a healthy, current DB at a path: integrity check, setting a damaged file aside (never
 * overwriting it), durability pragmas, ownership/version check, migrations with a copy taken first.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ok, type Result } from '../engine/core/result';
import { describeSqliteError, errorCode, saveErr } from './errors';
import { checkSchemaOwnership, migrate, SCHEMA_VERSION } from './schema';
import type { OpenNotice, SaveError } from './types';

/** How long a statement waits for another process's write lock before giving up. */
export const BUSY_TIMEOUT_MS = 5000;

/** SQLite keeps these beside the main file; they belong to it and travel with it. */
const COMPANION_SUFFIXES = ['-wal', '-shm', '-journal'] as const;

export interface OpenedDb {
  readonly db: Database.Database;
  readonly notices: readonly OpenNotice[];
}

type Health = { kind: 'ok' } | { kind: 'corrupt'; reason: string } | { kind: 'unavailable'; message: string };

/** Filesystem-safe (no ':') and sortable. */
export function fileStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[:.]/g, '-');
}

function checkHealth(path: string, nativeBinding: string | undefined): Health {
  let db: Database.Database | undefined;
  try {
    // Read-only: a read-only connection never checkpoints or deletes the -wal on close, so if
    // the file turns out damaged, it and its companions are set aside exactly as they were.
    db = new Database(path, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS, nativeBinding });
    // integrity_check rather than quick_check: save DBs are small and this runs once per start.
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check).filter((s) => s !== 'ok');
    if (problems.length === 0) return { kind: 'ok' };
    return { kind: 'corrupt', reason: `integrity check failed: ${problems.slice(0, 3).join('; ')}` };
  } catch (e) {
    const code = errorCode(e) ?? '';
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
      return { kind: 'corrupt', reason: describeSqliteError(e) };
    }
    // Locked by another process, no permission, ...: the file may be fine, so leave it alone.
    return { kind: 'unavailable', message: describeSqliteError(e) };
  } finally {
    db?.close();
  }
}

/** Renames the file and its companions to `<path>.corrupt-<stamp>[-wal|-shm]`. */
function setAside(path: string, ms: number): { movedTo: string; movedFiles: string[] } {
  let movedTo = `${path}.corrupt-${fileStamp(ms)}`;
  for (let n = 2; existsSync(movedTo); n++) movedTo = `${path}.corrupt-${fileStamp(ms)}-${n}`;
  renameSync(path, movedTo);
  const movedFiles = [movedTo];
  for (const suffix of COMPANION_SUFFIXES) {
    if (existsSync(path + suffix)) {
      renameSync(path + suffix, movedTo + suffix);
      movedFiles.push(movedTo + suffix);
    }
  }
  return { movedTo, movedFiles };
}

function configure(db: Database.Database): void {
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') throw new Error(`could not switch the save file to WAL mode (got ${String(mode)})`);
  // FULL: fsync the WAL on every commit, so an action reported as saved survives a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

/**
 * A consistent copy of the live DB, written before a migration so a bad upgrade can be undone.
 * sqlite3_serialize is synchronous (open stays synchronous) and reads through the pager, so the
 * copy includes committed WAL content.
 */
function copyBeforeMigration(db: Database.Database, path: string, from: number, ms: number): string {
  const target = `${path}.before-v${SCHEMA_VERSION}-from-v${from}-${fileStamp(ms)}.bak`;
  const tmp = `${target}.tmp`;
  writeFileSync(tmp, db.serialize(), { flush: true });
  renameSync(tmp, target);
  return target;
}

export interface OpenDbOptions {
  readonly now: () => number;
  /** Copy the DB aside before migrating an existing one (default true). */
  readonly backupBeforeMigration: boolean;
  /** The better-sqlite3 native build to load (default: npm's build, found by better-sqlite3). */
  readonly nativeBinding?: string;
}

export function openSaveDb(path: string, options: OpenDbOptions): Result<OpenedDb, SaveError> {
  const notices: OpenNotice[] = [];
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (e) {
    return saveErr(
      'db-unavailable',
      `Could not create the folder for the save file ${path}: ${describeSqliteError(e)}.`,
    );
  }

  const existed = existsSync(path);
  if (existed) {
    const health = checkHealth(path, options.nativeBinding);
    if (health.kind === 'unavailable') {
      return saveErr('db-unavailable', `Could not open the save file ${path}: ${health.message}.`);
    }
    if (health.kind === 'corrupt') {
      try {
        const { movedTo, movedFiles } = setAside(path, options.now());
        notices.push({
          kind: 'corrupt-db-set-aside',
          path,
          movedTo,
          movedFiles,
          reason: health.reason,
          message:
            `The save file was damaged (${health.reason}). It has been moved to ${movedTo} ` +
            `so nothing in it is lost, and a new, empty save file was started.`,
        });
      } catch (e) {
        return saveErr(
          'db-unavailable',
          `The save file ${path} is damaged (${health.reason}) and could not be moved aside: ${describeSqliteError(e)}.`,
        );
      }
    }
  }

  let db: Database.Database;
  try {
    db = new Database(path, { timeout: BUSY_TIMEOUT_MS, nativeBinding: options.nativeBinding });
  } catch (e) {
    return saveErr('db-unavailable', `Could not open the save file ${path}: ${describeSqliteError(e)}.`);
  }
  try {
    // Ownership first: a file we must not touch is refused before any pragma writes to it.
    const owned = checkSchemaOwnership(db, path);
    if (!owned.ok) {
      db.close();
      return owned;
    }
    configure(db);
    const { from, to } = migrate(db, (fromVersion) => {
      if (fromVersion === 0 || !options.backupBeforeMigration) return;
      const backupPath = copyBeforeMigration(db, path, fromVersion, options.now());
      notices.push({
        kind: 'schema-migrated',
        from: fromVersion,
        to: SCHEMA_VERSION,
        backupPath,
        message: `The save file was upgraded to a newer format; a copy of the old one was kept at ${backupPath}.`,
      });
    });
    if (from === 0) {
      notices.push({ kind: 'created', path, message: `Started a new save file at ${path}.` });
    } else if (from < to && !notices.some((n) => n.kind === 'schema-migrated')) {
      notices.push({
        kind: 'schema-migrated',
        from,
        to,
        backupPath: null,
        message: 'The save file was upgraded to a newer format.',
      });
    }
    return ok({ db, notices });
  } catch (e) {
    db.close();
    return saveErr('db-error', `Could not prepare the save file ${path}: ${describeSqliteError(e)}.`);
  }
}
