/** What a game's tutorial says at a step, in the player's language: the shared panel shows it. */
import { isMessageKey } from '../i18n/catalogue';
import { t, tDynamic } from '../i18n/language.svelte';
export interface TutorialWords {
  readonly title: string;
  readonly text: string;
  /** "Lesson 3 of 7", or null for a step between lessons (watching the opponent). */
  readonly progress: string | null;
}

/**
 * A step's words from a game's catalogue keys: `<prefix>.title.<id>` and `<prefix>.text.<id>`, and
 * "Lesson n of N" for a step among the numbered `lessons` (ids grouped by lesson, in order).
 */
export function lessonWords(prefix: string, lessons: readonly (readonly string[])[], id: string): TutorialWords {
  const n = lessons.findIndex((ids) => ids.includes(id));
  const words = (key: string) => (isMessageKey(key) ? tDynamic(key) : key);
  return {
    title: words(`${prefix}.title.${id}`),
    text: words(`${prefix}.text.${id}`),
    progress: n < 0 ? null : t('tutorial.progress', { n: n + 1, total: lessons.length }),
  };
}
