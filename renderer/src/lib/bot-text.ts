/**
 * Every word the page says about the computer opponent — level names, the thinking bar, the Hint
 * button and its answer, the hint setting — from the message catalogue (section `bot`). Getters,
 * so a template reading them follows a change of language. The host sends only codes and numbers.
 */
import type { AppError } from '../../../electron/ipc/contract';
import { errorText } from './error-text';
import { botLevelName } from './format';
import type { MessageKey } from '../i18n/catalogue';
import { t, tDynamic } from '../i18n/language.svelte';

/** A level's name in the New Game list; a level the page does not know yet shows its id, capitalised. */
export function levelName(level: string): string {
  const name = botLevelName(level);
  return name === level ? level.charAt(0).toUpperCase() + level.slice(1) : name;
}

export const BOT_TEXT = {
  /** aria-label of a computer seat's level list, e.g. "York: computer strength". */
  seatStrength: (side: string) => t('bot.seatStrength', { side }),
  thinking: (who: string) => t('bot.thinking', { who }),
  get hintThinking() {
    return t('bot.hintThinking');
  },
  secondsLeft: (ms: number) => t('bot.secondsLeft', { seconds: Math.max(0, ms) / 1000 }),
  get hintButton() {
    return t('bot.hintButton');
  },
  get hintButtonTitle() {
    return t('bot.hintButtonTitle');
  },
  get hintHeading() {
    return t('bot.hintHeading');
  },
  get hintAlternatives() {
    return t('bot.hintAlternatives');
  },
  get hintClose() {
    return t('bot.hintClose');
  },
  winChance: (p: number) => t('bot.winChance', { chance: p }),
  /** Under a chance from fewer samples than the list's best-weighed move: it is rough, and from how few. */
  roughChance: (samples: number) => t('bot.roughChance', { samples }),
  get noEstimate() {
    return t('bot.noEstimate');
  },
  get hideHint() {
    return t('bot.hideHint');
  },
  get settingShowHint() {
    return t('bot.settingShowHint');
  },
  get settingShowHintNote() {
    return t('bot.settingShowHintNote');
  },
};

/** Refusals worded for the Hint and for a computer seat (other codes as the page says any host error). */
const BOT_ERRORS: Readonly<Record<string, MessageKey>> = {
  'unknown-bot': 'bot.errors.unknown-bot',
  'no-hint': 'bot.errors.no-hint',
  'stale-position': 'bot.errors.stale-position',
  'not-your-turn': 'bot.errors.not-your-turn',
  'game-over': 'bot.errors.game-over',
  'bot-illegal': 'bot.errors.bot-illegal',
};

/** Why no hint came back or a computer seat was refused, in words. */
export function botErrorText(error: Pick<AppError, 'code' | 'message' | 'params'>): string {
  const key = BOT_ERRORS[error.code];
  return key ? tDynamic(key) : errorText(error);
}
