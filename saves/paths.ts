/** Where the save DB lives. Pure path logic, no Electron: the host passes app.getPath('userData'). */
import { join, resolve } from 'node:path';

export const DB_FILE_NAME = 'saves.db';
/** Environment variable that overrides the DB location (tests, portable installs, the web host). */
export const DB_PATH_ENV = 'RICHARD3_DB';

export function defaultDbPath(userDataDir: string): string {
  return join(userDataDir, DB_FILE_NAME);
}

/** A `--db <path>` flag wins over RICHARD3_DB, which wins over `<userData>/saves.db`. */
export function resolveDbPath(
  userDataDir: string,
  flagPath?: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const chosen = flagPath ?? env[DB_PATH_ENV];
  return chosen !== undefined && chosen !== '' ? resolve(chosen) : defaultDbPath(userDataDir);
}
