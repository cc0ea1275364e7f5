/** The card battle tutorial's words: a title and a short text per step (`skirmish.tutorial.title.*`, `.text.*`). */
import { t } from '../../../src/i18n/language.svelte';
import type { TutorialWords } from '../../../src/components/tutorial-words';
import type { SkirmishTutorialStepId } from './steps';

/** The numbered lessons, in the order they are usually met (the other steps carry no number). */
const LESSONS: readonly SkirmishTutorialStepId[][] = [['opening'], ['deploy'], ['attack'], ['reinforce', 'draw']];

export function skirmishTutorialText(id: SkirmishTutorialStepId): TutorialWords {
  const n = LESSONS.findIndex((ids) => ids.includes(id));
  return {
    title: t(`skirmish.tutorial.title.${id}`),
    text: t(`skirmish.tutorial.text.${id}`),
    progress: n < 0 ? null : t('tutorial.progress', { n: n + 1, total: LESSONS.length }),
  };
}
