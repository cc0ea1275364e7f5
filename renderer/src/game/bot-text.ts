/**
 * Every word the page says about the computer opponent: level names, the thinking bar, the Hint
 * button and its answer, the hint setting. English, kept in one place so it can move into the
 * message catalogue as it is; the host sends only codes and numbers.
 */
import type { AppError } from '../../../electron/ipc/contract';
import { errorText } from '../lib/error-text';

const LEVEL_NAMES: Readonly<Record<string, string>> = {
  random: 'Random moves (for testing)',
  easy: 'Easy',
  normal: 'Normal (thinks about 1 s a move)',
  hard: 'Hard (thinks about 5 s a move)',
};

/** A level's name in the New Game list; a level the page does not know yet shows its id, capitalised. */
export function levelName(level: string): string {
  return LEVEL_NAMES[level] ?? level.charAt(0).toUpperCase() + level.slice(1);
}

export const BOT_TEXT = {
  /** aria-label of a computer seat's level list, e.g. "York: computer strength". */
  seatStrength: (side: string) => `${side}: computer strength`,
  thinking: (who: string) => `${who} is thinking`,
  hintThinking: 'Looking for a hint',
  secondsLeft: (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(1)} s left`,
  hintButton: 'Hint',
  hintButtonTitle: 'What would the computer play in your place? (H)',
  hintHeading: 'The computer would play',
  hintAlternatives: 'Other moves it weighed',
  winChance: (p: number) => `${Math.round(p * 100)}% to win`,
  noEstimate: 'not weighed',
  hideHint: 'Hide the hint',
  settingShowHint: 'Show the Hint button',
  settingShowHintNote: '(in games against the computer: it suggests a move and its chances)',
} as const;

const BOT_ERRORS: Readonly<Record<string, string>> = {
  'unknown-bot': 'This game has no computer opponent of that strength.',
  'no-hint': 'No computer level of this game can give hints yet.',
  'stale-position': 'The game moved on before the hint was ready. Ask again.',
  'not-your-turn': 'Hints are for your own decisions: wait for your turn.',
  'game-over': 'The game is over.',
  'bot-illegal': 'The computer could not find a legal move to suggest.',
};

/** Why no hint came back or a computer seat was refused, in words (other codes as the page says any host error). */
export function botErrorText(error: Pick<AppError, 'code' | 'message' | 'params'>): string {
  return BOT_ERRORS[error.code] ?? errorText(error);
}
