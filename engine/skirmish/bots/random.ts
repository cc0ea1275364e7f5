/** The Random bot: a uniformly random legal action (the baseline, and the fuzzers' player). */
import { nextInt, type RngState } from '../../core/rng';
import type { Action } from '../types';
import type { SkirmishView } from '../view';

export function chooseRandom(_view: SkirmishView, legal: readonly Action[], rng: RngState): Action {
  if (legal.length === 0) throw new Error('no legal action to choose from');
  return legal[nextInt(rng, legal.length)]!;
}
