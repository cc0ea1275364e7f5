/**
 * A game's rules text in the page's language: RULES.<language>.md and INTRO.<language>.md when a
 * translation is present, else the English RULES.md / INTRO.md. All are bundled (Vite inlines them
 * as text), so switching the language needs no loading. Translations keep the section numbers, so a
 * rule cited in the log ("5.21") lands in every language (markdown.ts `ruleTarget`).
 */
import type { Language } from '../../../electron/ipc/contract';

/** One game's rules: the numbered sections and the players' introduction above them. */
export interface RulesBook {
  /** The rules (the numbered sections) in `language`, or in English. */
  rules(language: Language): string;
  /** The players' introduction shown above the rules, in `language` or in English. */
  intro(language: Language): string;
  /** The languages the rules are translated into (English is always there). */
  languages(): Language[];
}

/** A book from a game's bundled files, keyed `./RULES[.<language>].md` and `./INTRO[.<language>].md`. */
export function rulesBook(
  rules: Readonly<Record<string, string>>,
  intros: Readonly<Record<string, string>>,
): RulesBook {
  const pick = (files: Readonly<Record<string, string>>, name: 'RULES' | 'INTRO', language: Language): string =>
    files[`./${name}.${language}.md`] ?? files[`./${name}.md`] ?? '';
  return {
    rules: (language) => pick(rules, 'RULES', language),
    intro: (language) => pick(intros, 'INTRO', language),
    languages: () =>
      Object.keys(rules).flatMap((path) => {
        const m = /^\.\/RULES\.([a-z]+)\.md$/.exec(path);
        return m ? [m[1] as Language] : [];
      }),
  };
}

/** Richard III's rules (RULES.md is the spec's text, kept in step by `npm run rules:sync`). */
export const RICHARD_RULES = rulesBook(
  import.meta.glob<string>('./RULES*.md', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('./INTRO*.md', { query: '?raw', import: 'default', eager: true }),
);
