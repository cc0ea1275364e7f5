/** The tutorial's words: one title and one short text per step, from the catalogue (`tutorial.title.*`, `tutorial.text.*`). */
import { lessonWords, type TutorialWords } from '../../../src/components/tutorial-words';
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

export const tutorialText = (id: TutorialStepId): TutorialWords =>
  lessonWords({ title: `tutorial.title.${id}`, text: `tutorial.text.${id}` }, LESSONS, id);
