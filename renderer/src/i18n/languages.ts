/** Which of our languages a browser or OS language list asks for. */
import { LANGUAGES, type Language } from '../../../electron/ipc/languages';

/** Each language's name in itself, as the picker shows it (a player must find his own). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  cs: 'Čeština',
  pl: 'Polski',
  ru: 'Русский',
  es: 'Español',
};

export function isLanguage(tag: unknown): tag is Language {
  return typeof tag === 'string' && (LANGUAGES as readonly string[]).includes(tag);
}

/** The first of the preferred languages we have ('cs-CZ' → 'cs'), else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
