/**
 * Errors and notices from the host in words: services and the host send codes and parameters;
 * this is the one place that turns them into sentences, in the page's language. The host's English
 * `message` is for logs only: a code this page does not know is shown as a code, never as English.
 */
import type { AppError, ErrorCode, RequestIssue, StartupNotice } from '../../../electron/ipc/contract';
import type { MessageKey } from '../i18n/catalogue';
import { isMessageKey } from '../i18n/catalogue';
import { t, tDynamic } from '../i18n/language.svelte';
import { listText, sideName } from './format';

type Params = NonNullable<AppError['params']>;

/** The catalogue's words for every code (`errors.<code>`); a new code is a compile error here. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, MessageKey>> = {
  'not-found': 'errors.not-found',
  'seq-conflict': 'errors.seq-conflict',
  'game-over': 'errors.game-over',
  'bad-input': 'errors.bad-input',
  'unknown-game': 'errors.unknown-game',
  'import-unknown-game': 'errors.import-unknown-game',
  'bad-file': 'errors.bad-file',
  'unsupported-version': 'errors.unsupported-version',
  'checksum-mismatch': 'errors.checksum-mismatch',
  'illegal-action': 'errors.illegal-action',
  'replay-mismatch': 'errors.replay-mismatch',
  'db-too-new': 'errors.db-too-new',
  'not-a-save-db': 'errors.not-a-save-db',
  'db-unavailable': 'errors.db-unavailable',
  'disk-full': 'errors.disk-full',
  'damaged-save': 'errors.damaged-save',
  'db-error': 'errors.db-error',
  'unknown-scenario': 'errors.unknown-scenario',
  'bad-setup': 'errors.bad-setup',
  'bad-seats': 'errors.bad-seats',
  'bad-options': 'errors.bad-options',
  'cannot-undo': 'errors.cannot-undo',
  'not-open': 'errors.not-open',
  'unknown-player': 'errors.unknown-player',
  'not-your-turn': 'errors.not-your-turn',
  'not-your-seat': 'errors.not-your-seat',
  'bad-action': 'errors.bad-action',
  'stale-position': 'errors.stale-position',
  'bot-illegal': 'errors.bot-illegal',
  'bot-timeout': 'errors.bot-timeout',
  'bot-crashed': 'errors.bot-crashed',
  'bot-unavailable': 'errors.bot-unavailable',
  'unknown-bot': 'errors.unknown-bot',
  'no-hint': 'errors.no-hint',
  'no-odds': 'errors.no-odds',
  'nothing-to-do': 'errors.nothing-to-do',
  'import-unavailable': 'errors.import-unavailable',
  'replay-out-of-range': 'errors.replay-out-of-range',
  'replay-not-over': 'errors.replay-not-over',
  'replay-side-hidden': 'errors.replay-side-hidden',
  'replay-failed': 'errors.replay-failed',
  'bad-request': 'errors.bad-request',
  'unknown-channel': 'errors.unknown-channel',
  internal: 'errors.internal',
  forbidden: 'errors.forbidden',
  busy: 'errors.busy',
  'import-too-large': 'errors.import-too-large',
  'frame-too-large': 'errors.frame-too-large',
  disconnected: 'errors.disconnected',
};

/** A refused request's problem, when the player caused it (an empty name…). */
export const ISSUE_MESSAGES: Readonly<Record<RequestIssue, MessageKey>> = {
  'name-empty': 'errors.issue.name-empty',
  'name-too-long': 'errors.issue.name-too-long',
  'file-empty': 'errors.issue.file-empty',
};

/**
 * A code that covers several problems names one in `params.problem` (a deck's card listed twice,
 * a saved game's move that no longer replays…): those have words of their own, in place of the
 * code's general ones. A problem not listed here is worded by its code.
 */
export const PROBLEM_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'unknown-card': 'errors.problem.unknown-card',
  'listed-twice': 'errors.problem.listed-twice',
  'other-faction': 'errors.problem.other-faction',
  ranks: 'errors.problem.ranks',
  setup: 'errors.problem.setup',
  'replay-move': 'errors.problem.replay-move',
  'replay-gap': 'errors.problem.replay-gap',
  'bot-start': 'errors.problem.bot-start',
};

/** A name the catalogue has for an engine id (a card, a rank), else the id itself. */
function named(family: string, id: unknown): string | undefined {
  if (typeof id !== 'string') return undefined;
  const key = `${family}.${id}`;
  return isMessageKey(key) ? tDynamic(key) : id;
}

const megabytes = (bytes: unknown): number => Math.round((Number(bytes) / (1024 * 1024)) * 10) / 10;

/** The values a code's message uses, from the error's params (sizes in MB, sides by name). */
function values(params: Params): Record<string, string | number> {
  return {
    ...params,
    ...(params.maxBytes !== undefined ? { maxMb: megabytes(params.maxBytes) } : {}),
    side:
      typeof params.player === 'string' || typeof params.side === 'string'
        ? sideName(String(params.player ?? params.side))
        : t('errors.someSide'),
    ...(params.card !== undefined ? { card: named('skirmish.cardName', params.card) } : {}),
    ...(params.rank !== undefined ? { rank: named('skirmish.rank', params.rank) } : {}),
  };
}

/** An error in words. Its English `message`, if given, is ignored: it is for logs. */
export function errorText(error: Pick<AppError, 'code'> & Partial<Pick<AppError, 'params' | 'message'>>): string {
  const params = error.params ?? {};
  const issue = params.issue;
  if (error.code === 'bad-request' && typeof issue === 'string' && issue in ISSUE_MESSAGES) {
    return tDynamic(ISSUE_MESSAGES[issue as RequestIssue]);
  }
  const problem = typeof params.problem === 'string' ? PROBLEM_MESSAGES[params.problem] : undefined;
  if (problem) return tDynamic(problem, values(params));
  const key = (ERROR_MESSAGES as Readonly<Record<string, MessageKey>>)[error.code];
  return key ? tDynamic(key, values(params)) : t('errors.unknown', { code: error.code });
}

/** The columns of a damaged save, in words. */
const DAMAGED_PARTS: Readonly<Record<string, MessageKey>> = {
  options: 'damagedPart.options',
  seats: 'damagedPart.seats',
  summary: 'damagedPart.summary',
  outcome: 'damagedPart.outcome',
};

/** What the saved-games list says of a damaged save. */
export function damagedText(parts: readonly string[]): string {
  const names = parts.map((p) => (DAMAGED_PARTS[p] ? tDynamic(DAMAGED_PARTS[p]) : p));
  return t('load.damaged', { parts: listText(names) });
}

export function noticeText(notice: StartupNotice): string {
  switch (notice.code) {
    case 'corrupt-db-set-aside':
      // Its `reason` is SQLite's technical detail, in English: for the log, not the player.
      return t('notices.corruptDbSetAside', { movedTo: notice.params.movedTo });
    case 'schema-migrated':
      return notice.params.backupPath
        ? t('notices.schemaMigratedBackup', { backupPath: notice.params.backupPath })
        : t('notices.schemaMigrated');
  }
}

/** The line shown while the link to the host is down (web mode). */
export function connectionText(state: 'reconnecting' | 'key-changed'): string {
  return state === 'reconnecting' ? t('notices.reconnecting') : t('notices.keyChanged');
}
