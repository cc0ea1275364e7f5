/**
 * The page's current language as Svelte state, and `t()`, which words a message in it. Every
 * template or `$derived` that calls `t()` reads the state, so switching the language re-renders
 * all the words at once, without a reload.
 */
import type { Language } from '../../../electron/ipc/contract';
import { formatMessage, type MessageKey, type MessageValues } from './catalogue';
import { pickLanguage } from './languages';
import type { MessageParams } from './message-params.generated';

/** Until the saved setting arrives: the browser's (or the Electron window's) languages. */
const initial = pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
let current = $state<Language>(initial);
markDocument(initial);

function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  current = language;
  markDocument(language);
}

/** The parameters `t(key, …)` takes: none, or exactly the ones its English message uses. */
type ParamsOf<K extends MessageKey> = MessageParams[K] extends undefined ? [] : [params: MessageParams[K]];

/** A message of the catalogue in the current language. */
export function t<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string {
  return formatMessage(current, key, params[0]);
}

/**
 * For a key picked at run time (from a table of keys or a code): its parameters cannot be checked
 * against the one message, so this takes any values. Prefer `t`.
 */
export function tDynamic(key: MessageKey, values?: MessageValues): string {
  return formatMessage(current, key, values);
}
