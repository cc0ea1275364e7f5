/**
 * The words for the host's error codes. Services send codes and parameters; this is the one place
 * that turns the ones a player meets into sentences. A code not listed here shows the host's own
 * plain message, so a new code is never silent.
 */
import type { AppError } from '../../../electron/ipc/contract';
import { sideName } from './format';

type Params = NonNullable<AppError['params']>;

const TEXT: Readonly<Record<string, (p: Params) => string>> = {
  'disk-full': () => 'The disk is full — your last move was not saved. Free some space, then open the game again.',
  'stale-position': () => 'The game moved on before your move arrived, so it was not played. The board now shows the current position.',
  'damaged-save': () => 'This saved game is damaged and cannot be played. You can still export what can be read, or delete it.',
  'not-your-seat': () => 'That side is played by the computer: its hand and its choices stay hidden.',
  'bot-illegal': (p) => `The computer${typeof p.player === 'string' ? ` (${sideName(p.player)})` : ''} chose a move the rules refused, so it has stopped. Open the game again to let it retry.`,
};

export function errorText(error: Pick<AppError, 'code' | 'message' | 'params'>): string {
  return TEXT[error.code]?.(error.params ?? {}) ?? error.message;
}

/** What the saved-games list says of a damaged save. */
export function damagedText(parts: readonly string[]): string {
  return `Damaged (${parts.join(', ')} cannot be read): it cannot be played, but Export saves what can be read.`;
}
