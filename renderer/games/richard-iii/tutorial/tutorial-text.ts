/** The tutorial's words: one title and one short text per step, from the catalogue (`tutorial.title.*`, `tutorial.text.*`). */
import { t } from '../../../src/i18n/language.svelte';
import type { TutorialWords } from '../../../src/components/tutorial-words';
import type { TutorialStepId } from './steps';

/** The numbered lessons, in the order they are taught (the other steps carry no number). */
const LESSONS: readonly TutorialStepId[][] = [
  ['card'],
  ['move'],
  ['attack'],
  ['recruit'],
  ['end'],
  ['battle-choose', 'battle-fire', 'battle-hits', 'battle-regroup', 'battle-other'],
  ['supply', 'supply-loss'],
];

export function tutorialText(id: TutorialStepId): TutorialWords {
  const n = LESSONS.findIndex((ids) => ids.includes(id));
  return {
    title: t(`tutorial.title.${id}`),
    text: t(`tutorial.text.${id}`),
    progress: n < 0 ? null : t('tutorial.progress', { n: n + 1, total: LESSONS.length }),
  };
}
