/**
 * The card battle's bots: plain functions of (the side's view, its legal actions, a seeded
 * generator) → a legal action. They never see the state. The host adapts them to its Bot interface.
 */
import type { RngState } from '../../core/rng';
import type { Action } from '../types';
import type { SkirmishView } from '../view';
import { chooseEasy } from './easy';
import { chooseRandom } from './random';

export type SkirmishBot = (view: SkirmishView, legal: readonly Action[], rng: RngState) => Action;

export const skirmishBots: Readonly<Record<'random' | 'easy', SkirmishBot>> = {
  random: chooseRandom,
  easy: chooseEasy,
};
export { chooseEasy, chooseRandom };
