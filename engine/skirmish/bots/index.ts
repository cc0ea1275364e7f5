/**
 * The card battle's computer opponents, as the core `Bot` interface: each is handed its side's
 * view and legal actions, never the state. Easy (one ply of heuristics) and Normal (search over
 * sampled hidden hands, `search.ts`); the host adds the game-agnostic random bot.
 */
import { nextInt } from '../../core/rng';
import type { Bot } from '../../core/bot';
import type { Side } from '../data';
import type { Action } from '../types';
import type { SkirmishView } from '../view';
import { chooseEasy } from './easy';
import { normalBot } from './search';

export type SkirmishBot = Bot<SkirmishView, Action, Side>;

/** Easy: one ply, each candidate scored by what the resolution would eliminate and how exposed it leaves the unit. */
export const easyBot: SkirmishBot = {
  id: 'easy',
  name: 'Easy',
  chooseAction(ctx) {
    try {
      return chooseEasy(ctx.view, ctx.legalActions, ctx.rng);
    } catch {
      // A heuristic bug must never stall a game: play on with a legal move (tests call chooseEasy directly).
      return ctx.legalActions[nextInt(ctx.rng, ctx.legalActions.length)]!;
    }
  },
};

/** The levels this game ships (GameModule.bots): Easy, and Normal (about a second a decision), which also gives hints. */
export const skirmishBots: Readonly<Record<string, SkirmishBot>> = { easy: easyBot, normal: normalBot };

export { chooseEasy, chooseEasyIn } from './easy';
export { chooseRandom } from './random';
export {
  leafValue,
  makeSearchBot,
  normalBot,
  searchChoice,
  NORMAL_SEARCH,
  type SearchOptions,
  type SearchReport,
} from './search';
