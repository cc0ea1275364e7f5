// Backup of the whole save DB with SQLite's online backup API.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { ok, type Result } from '../engine/core/result';
import { describeSqliteError, saveErr } from './errors';
import { fileStamp } from './open-db';
import type { SaveError } from './types';
import type { StoreContext } from './store-context';

/**
 * Copies the live DB to `toPath` with SQLite's online backup API (page by page, consistent,
 * other writes may continue meanwhile). Written under a temporary name and renamed, so a
 * crash never leaves a half backup under the real name. Replaces an existing file at `toPath`.
 */
export async function backup(
  ctx: StoreContext,
  toPath: string,
): Promise<Result<{ readonly path: string; readonly pages: number }, SaveError>> {
  const tmp = `${toPath}.tmp-${fileStamp(ctx.now())}`;
  try {
    mkdirSync(dirname(toPath), { recursive: true });
    // better-sqlite3 closes its connection to `tmp` when done, so the copy is one whole file.
    const meta = await ctx.db.backup(tmp);
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
