/**
 * The languages the page is translated into (locales/<language>.json); English is the fallback.
 * A plain constant, so both the contract's schema and the page (values) may use it.
 */
export const LANGUAGES = ['en', 'cs', 'pl', 'ru', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
