/**
 * The catalogues that must be present and complete. English is always required; the lead adds the
 * others here once the translators' files have landed (the tests then fail on any missing one).
 */
import type { Language } from '../../electron/ipc/contract';

export const REQUIRED_LANGUAGES: readonly Language[] = ['en', 'cs', 'pl', 'ru', 'es'];
