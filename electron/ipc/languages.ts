/**
 * The languages the page is translated into (locales/<language>.json); English is the fallback.
 * A plain constant, so both the contract's schema and the page (values) may use it.
 */
export const LANGUAGES = ['en', 'cs', 'pl', 'ru', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

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
