/**
 * The rules text in the page's language: RULES.<language>.md and INTRO.<language>.md when a
 * translation is present, else the English RULES.md / INTRO.md. All are bundled (Vite inlines them
 * as text), so switching the language needs no loading. Translations keep the section numbers, so a
 * rule cited in the log ("5.21") lands in every language (markdown.ts `ruleTarget`).
 */
import type { Language } from '../../../electron/ipc/contract';

const RULES = import.meta.glob<string>('./RULES*.md', { query: '?raw', import: 'default', eager: true });
const INTROS = import.meta.glob<string>('./INTRO*.md', { query: '?raw', import: 'default', eager: true });

function pick(files: Readonly<Record<string, string>>, name: 'RULES' | 'INTRO', language: Language): string {
  return files[`./${name}.${language}.md`] ?? files[`./${name}.md`] ?? '';
}

/** The rules (the numbered sections) in `language`, or in English. */
export const rulesSource = (language: Language): string => pick(RULES, 'RULES', language);

/** The players' introduction shown above the rules, in `language` or in English. */
export const introSource = (language: Language): string => pick(INTROS, 'INTRO', language);

/** The languages the rules are translated into (English is always there). */
export function rulesLanguages(): Language[] {
  return Object.keys(RULES).flatMap((path) => {
    const m = /^\.\/RULES\.([a-z]+)\.md$/.exec(path);
    return m ? [m[1] as Language] : [];
  });
}
