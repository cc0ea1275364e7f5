/**
 * Where the tutorial points: the step's action drawn on the map with the hint's marks (arrow,
 * block, area), and the card, pool chip or panel button that makes it.
 */
import { hintMarks, type HintMarks } from '../model/hint-marks';
import type { Action, RichardView, Side } from '../model/types';
import type { TutorialStep } from './steps';

export interface TutorialMarks {
  readonly map: HintMarks | null;
  readonly card: number | null;
  /** A block in the force pool to pick (a recruit). */
  readonly chip: string | null;
  /** The panel button to press (end, fire, done…); matched against the buttons shown. */
  readonly button: Action | null;
}

export const NO_MARKS: TutorialMarks = { map: null, card: null, chip: null, button: null };

export function tutorialMarks(view: RichardView, me: Side, step: TutorialStep): TutorialMarks {
  const a = step.mark;
  if (!a) return NO_MARKS;
  const map = hintMarks(view, me, a);
  return {
    map: map.arrows.length || map.areas.length || map.blocks.length ? map : null,
    card: a.t === 'card' ? a.card : null,
    chip: a.t === 'recruit' ? a.block : null,
    button: a.t === 'card' || a.t === 'move' || a.t === 'sea' || a.t === 'recruit' ? null : a,
  };
}
