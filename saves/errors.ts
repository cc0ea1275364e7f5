/** Building SaveError values, and turning SQLite exceptions into messages a player can read. */
import type { Result } from '../engine/core/result';
import type { SaveError, SaveErrorCode } from './types';

export function saveErr(
  code: SaveErrorCode,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): Result<never, SaveError> {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}

/** better-sqlite3 throws `SqliteError` with a code like 'SQLITE_FULL'; Node fs errors carry 'ENOSPC' etc. */
export function errorCode(e: unknown): string | undefined {
  if (e instanceof Error && 'code' in e && typeof e.code === 'string') return e.code;
  return undefined;
}

const FRIENDLY: Readonly<Record<string, string>> = {
  SQLITE_FULL: 'the disk is full',
  SQLITE_IOERR: 'the disk could not be read or written',
  SQLITE_BUSY: 'another copy of the game is using the save file',
  SQLITE_LOCKED: 'another copy of the game is using the save file',
  SQLITE_READONLY: 'the save file is read-only',
  SQLITE_CANTOPEN: 'the save file could not be opened',
  SQLITE_PERM: 'permission was denied',
  SQLITE_CORRUPT: 'the save file is damaged',
  SQLITE_NOTADB: 'the save file is not a database',
};

export function describeSqliteError(e: unknown): string {
  const code = errorCode(e);
  const base = code?.split('_').slice(0, 2).join('_'); // SQLITE_IOERR_WRITE -> SQLITE_IOERR
  const friendly = (code && FRIENDLY[code]) ?? (base && FRIENDLY[base]);
  const detail = e instanceof Error ? e.message : String(e);
  return friendly ? `${friendly} (${detail})` : detail;
}

/** Runs a store operation, turning an unexpected SQLite exception into a `db-error` value. */
export function guard<T>(what: string, fn: () => Result<T, SaveError>): Result<T, SaveError> {
  try {
    return fn();
  } catch (e) {
    // JSON that no longer parses was damaged on disk (the store only writes valid JSON).
    if (e instanceof SyntaxError) return saveErr('db-error', `Could not ${what}: some saved data is damaged.`);
    const code = errorCode(e);
    if (code === undefined) throw e; // a programming error, not a storage failure
    // A full disk is the one storage failure a player can fix himself, so it has its own code.
    if (code === 'SQLITE_FULL' || code === 'ENOSPC')
      return saveErr('disk-full', `Could not ${what}: ${describeSqliteError(e)}.`);
    return saveErr('db-error', `Could not ${what}: ${describeSqliteError(e)}.`);
  }
}
