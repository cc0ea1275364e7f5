/**
 * The per-user data folder, the same one Electron's app.getPath('userData') gives for our app name,
 * so the desktop app and web mode share one saves.db.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_DIR_NAME = 'Richard III';

export function userDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_DIR_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_DIR_NAME);
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), APP_DIR_NAME);
}
