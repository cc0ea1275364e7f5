/**
 * The save store's opening notices as the page hears them (codes and details, no sentences), the
 * same for the desktop window and web mode. A new, empty save file needs no word to the player.
 */
import type { OpenNotice } from '../../saves/index';
import type { StartupNotice } from '../ipc/contract';

export function startupNotices(notices: readonly OpenNotice[]): StartupNotice[] {
  return notices.flatMap((n): StartupNotice[] => {
    if (n.kind === 'corrupt-db-set-aside')
      return [{ code: 'corrupt-db-set-aside', params: { movedTo: n.movedTo, reason: n.reason } }];
    if (n.kind === 'schema-migrated') return [{ code: 'schema-migrated', params: { backupPath: n.backupPath } }];
    return [];
  });
}
