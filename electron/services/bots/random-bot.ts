/** A placeholder opponent: a uniformly random legal action from a seeded generator. */
import { nextInt } from '../../../engine/core/rng';
import type { Bot } from './bot';

export const randomBot: Bot = {
  id: 'random',
  name: 'Random',
  chooseAction(ctx) {
    return ctx.legalActions[nextInt(ctx.rng, ctx.legalActions.length)];
  },
};
