/** Which of our languages a browser or OS language list asks for. */
import type { Language } from '../../../electron/ipc/languages';

/** Each language's name in itself, as the picker shows it (a player must find his own). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  cs: 'Čeština',
  pl: 'Polski',
  ru: 'Русский',
  es: 'Español',
};

export { isLanguage, pickLanguage } from '../../../electron/ipc/languages';
