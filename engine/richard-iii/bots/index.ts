/**
 * Richard III bots, usable by any host: pure TypeScript, no Node APIs. A bot is handed its side's
 * RichardView (fog of war, 3.0) and never the state.
 */
import { nextInt } from '../../core/rng';
import type { Bot } from '../../core/bot';
import type { Side } from '../data';
import type { Action } from '../types';
import type { RichardView } from '../view';
import { chooseEasy } from './easy';
import { hardBot, normalBot } from './ismcts';

export { chooseEasy, scoreActions } from './easy';
export { makeBoard, type Board } from './board';
export { heirRisk, leafFeatures, leafValue, sideBiasIndex, LEAF_FEATURES, LEAF_WEIGHTS } from './leaf';
export { flatBot, makeSearchBot, searchChoice, NORMAL_OPTIONS, type SearchOptions, type SearchResult } from './search';
export {
  hardBot,
  ismctsSearch,
  ismctsPart,
  mergeSearches,
  makeIsmctsBot,
  normalBot,
  HARD_SEARCH,
  NORMAL_SEARCH,
  type IsmctsOptions,
  type SearchReport,
} from './ismcts';

export type RichardBot = Bot<RichardView, Action, Side>;

/** The Easy bot (heuristics, bots/easy.ts), decided from the view alone. */
export const easyBot: RichardBot = {
  id: 'easy',
  name: 'Easy',
  chooseAction(ctx) {
    try {
      return chooseEasy(ctx.view, ctx.player, ctx.legalActions, ctx.rng);
    } catch {
      // A heuristic bug must never stall a game: play on with a legal move (tests call chooseEasy directly).
      return ctx.legalActions[nextInt(ctx.rng, ctx.legalActions.length)]!;
    }
  },
};

/**
 * The bots this game ships, by level (the host adds the game-agnostic random bot): Easy
 * (heuristics), Normal (search, about 1 s a decision) and Hard (search, about 5 s). Normal and
 * Hard also `analyse` a position for the player's Hint.
 */
export const richardBots: Readonly<Record<string, RichardBot>> = { easy: easyBot, normal: normalBot, hard: hardBot };
