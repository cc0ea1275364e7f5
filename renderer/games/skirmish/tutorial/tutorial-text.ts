/** The card battle tutorial's words: a title and a short text per step (`skirmish.tutorial.title.*`, `.text.*`). */
import { lessonWords, type TutorialWords } from '../../../src/components/tutorial-words';
import type { SkirmishTutorialStepId } from './steps';

/**
 * The numbered lessons, in the order they are met (the other steps carry no number): the opening
 * card is followed at once by drawing back to six, so reinforcement is the second lesson — a play-test
 * saw "lesson 4 of 4" right after lesson 1. Each is given once (steps.ts); 'draw' and 'place' are the
 * unnumbered reminders at later ends of turn and placements.
 */
const LESSONS: readonly SkirmishTutorialStepId[][] = [['opening'], ['reinforce'], ['deploy'], ['attack']];

export const skirmishTutorialText = (id: SkirmishTutorialStepId): TutorialWords =>
  lessonWords({ title: `skirmish.tutorial.title.${id}`, text: `skirmish.tutorial.text.${id}` }, LESSONS, id);
