/**
 * Errors and notices from the host in words: the host sends codes and their details, the page
 * says them. Codes without words here yet fall back to the host's own sentence.
 */
import type { AppError, StartupNotice } from '../../../electron/ipc/contract';

const megabytes = (bytes: unknown): string => `${Math.round((Number(bytes) / (1024 * 1024)) * 10) / 10} MB`;

export function errorText(error: Pick<AppError, 'code' | 'message' | 'params'>): string {
  const p = error.params ?? {};
  switch (error.code) {
    case 'disconnected':
      return 'The connection to the game host was lost. Is it still running?';
    case 'import-too-large':
      return `That file is too large to be a saved game (${megabytes(p.maxBytes)} at most).`;
    case 'frame-too-large':
      return `That request is too large for the game host (${megabytes(p.maxBytes)} at most).`;
    case 'busy':
      return 'The game host is busy with earlier requests from this page. Try again.';
    default:
      return error.message;
  }
}

export function noticeText(notice: StartupNotice): string {
  switch (notice.code) {
    case 'corrupt-db-set-aside':
      return (
        `The saved-games file was damaged (${notice.params.reason}). It was moved to ${notice.params.movedTo} ` +
        'so nothing in it is lost, and a new, empty one was started.'
      );
    case 'schema-migrated':
      return notice.params.backupPath
        ? `The saved-games file was upgraded to a newer format; a copy of the old one was kept at ${notice.params.backupPath}.`
        : 'The saved-games file was upgraded to a newer format.';
  }
}

/** The line shown while the link to the host is down (web mode). */
export function connectionText(state: 'reconnecting' | 'key-changed'): string {
  return state === 'reconnecting'
    ? 'The game host is not answering — reconnecting…'
    : 'The game host was restarted with a new key: open the address it printed in its terminal.';
}
