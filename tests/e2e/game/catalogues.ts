/**
 * The five catalogues, for browser tests that go through every language: each with its language
 * code, so a test switches the language in the settings and finds the page's words in it.
 */
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import pl from '../../../locales/pl.json';
import ru from '../../../locales/ru.json';

export const CATALOGUES = [
  ['en', en],
  ['cs', cs],
  ['pl', pl],
  ['ru', ru],
  ['es', es],
] as const;
