/**
 * Errors and notices from the host in words: services and the host send codes and parameters;
 * this is the one place that turns the ones a player meets into sentences. A code not listed here
 * shows the host's own plain message, so a new code is never silent.
 */
import type { AppError, StartupNotice } from '../../../electron/ipc/contract';
import { sideName } from './format';

type Params = NonNullable<AppError['params']>;

const megabytes = (bytes: unknown): string => `${Math.round((Number(bytes) / (1024 * 1024)) * 10) / 10} MB`;

const TEXT: Readonly<Record<string, (p: Params) => string>> = {
  disconnected: () => 'The connection to the game host was lost. Is it still running?',
  'import-too-large': (p) => `That file is too large to be a saved game (${megabytes(p.maxBytes)} at most).`,
  'frame-too-large': (p) => `That request is too large for the game host (${megabytes(p.maxBytes)} at most).`,
  busy: () => 'The game host is busy with earlier requests from this page. Try again.',
  'disk-full': () => 'The disk is full — your last move was not saved. Free some space, then open the game again.',
  'stale-position': () =>
    'The game moved on before your move arrived, so it was not played. The board now shows the current position.',
  'damaged-save': () =>
    'This saved game is damaged and cannot be played. You can still export what can be read, or delete it.',
  'not-your-seat': () => 'That side is played by the computer: its hand and its choices stay hidden.',
  'bot-illegal': (p) =>
    `The computer${typeof p.player === 'string' ? ` (${sideName(p.player)})` : ''} chose a move the rules refused, so it has stopped. Open the game again to let it retry.`,
};

export function errorText(error: Pick<AppError, 'code' | 'message' | 'params'>): string {
  return TEXT[error.code]?.(error.params ?? {}) ?? error.message;
}

/** What the saved-games list says of a damaged save. */
export function damagedText(parts: readonly string[]): string {
  return `Damaged (${parts.join(', ')} cannot be read): it cannot be played, but Export saves what can be read.`;
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
