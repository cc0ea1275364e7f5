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
 * Step `id`'s words from its title and text keys (each game names its own, as template literals the
 * catalogue test can see), and "Lesson n of N" for a step among the numbered `lessons` (ids
 * grouped by lesson, in order).
 */
export function lessonWords(
  keys: { readonly title: string; readonly text: string },
  lessons: readonly (readonly string[])[],
  id: string,
): TutorialWords {
  const n = lessons.findIndex((ids) => ids.includes(id));
  const words = (key: string) => (isMessageKey(key) ? tDynamic(key) : key);
  return {
    title: words(keys.title),
    text: words(keys.text),
    progress: n < 0 ? null : t('tutorial.progress', { n: n + 1, total: lessons.length }),
  };
}
