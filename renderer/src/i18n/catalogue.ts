/// <reference types="vite/client" />
/**
 * The message catalogues (locales/<language>.json) and formatting one message with ICU
 * MessageFormat (CLDR plural rules: Czech, Polish and Russian have three or four forms).
 * Messages are compiled on first use and cached per language; a key a catalogue lacks falls back
 * to English (tests/i18n makes that a test failure, so it only happens between releases).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../../electron/ipc/contract';
import { flattenCatalogue } from './flatten';
import { isLanguage } from './languages';
import type { MessageParams } from './message-params.generated';

export type MessageKey = keyof MessageParams;
/** Values a message may be given (text, numbers, dates). */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

// Every catalogue present, bundled into the page: they are small, and switching is then instant.
const files = import.meta.glob<unknown>('../../../locales/*.json', { eager: true, import: 'default' });

const sources = new Map<Language, ReadonlyMap<string, string>>();
for (const [path, tree] of Object.entries(files)) {
  const language = /([^/]+)\.json$/.exec(path)?.[1];
  if (isLanguage(language)) sources.set(language, new Map(flattenCatalogue(tree)));
}

const compiled = new Map<Language, Map<string, IntlMessageFormat>>();

/** The languages whose catalogue is bundled. */
export function bundledLanguages(): Language[] {
  return [...sources.keys()];
}

export function isMessageKey(key: string): key is MessageKey {
  return sources.get('en')?.has(key) ?? false;
}

function compile(language: Language, key: string): IntlMessageFormat | undefined {
  let cache = compiled.get(language);
  if (!cache) compiled.set(language, (cache = new Map()));
  let message = cache.get(key);
  if (!message) {
    const source = sources.get(language)?.get(key);
    if (source === undefined) return undefined;
    message = new IntlMessageFormat(source, language);
    cache.set(key, message);
  }
  return message;
}

/**
 * `values` with the full stop taken off a value that ends in one where the message puts its own
 * right after it: a name such as the Czech "Eduard IV." ending a sentence would print two. Only at
 * that seam: what a player typed ("Wait...") is left as it is anywhere else.
 */
function withoutDoubleStops(source: string | undefined, values?: MessageValues): MessageValues | undefined {
  if (!source || !values) return values;
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'string' && v.endsWith('.') && !v.endsWith('..') && source.includes(`{${k}}.`)) {
      out ??= { ...values };
      out[k] = v.slice(0, -1);
    }
  }
  return (out as MessageValues | null) ?? values;
}

/** One message in `language` (else in English), with its values put in. */
export function formatMessage(language: Language, key: string, values?: MessageValues): string {
  const own = compile(language, key);
  const message = own ?? compile('en', key);
  if (!message) return key;
  const source = sources.get(own ? language : 'en')?.get(key);
  return String(message.format(withoutDoubleStops(source, values)));
}
