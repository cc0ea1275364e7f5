/** The card battle tutorial's words: a title and a short text per step (`skirmish.tutorial.title.*`, `.text.*`). */
import { lessonWords, type TutorialWords } from '../../../src/components/tutorial-words';
import type { SkirmishTutorialStepId } from './steps';

/** The numbered lessons, in the order they are usually met (the other steps carry no number). */
const LESSONS: readonly SkirmishTutorialStepId[][] = [['opening'], ['deploy'], ['attack'], ['reinforce', 'draw']];

export const skirmishTutorialText = (id: SkirmishTutorialStepId): TutorialWords =>
  lessonWords({ title: `skirmish.tutorial.title.${id}`, text: `skirmish.tutorial.text.${id}` }, LESSONS, id);
