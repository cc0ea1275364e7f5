/**
 * Richard III bots, usable by any host: pure TypeScript, no Node APIs. A bot is handed the full
 * state by the host but decides from `makeView(state, player)` only (its own fog-of-war view).
 */
import { nextInt, type RngState } from '../../core/rng';
import type { AnyGameModule } from '../../core/game';
import type { Side } from '../data';
import type { Action, State } from '../types';
import { makeView } from '../view';
import { chooseEasy } from './easy';

export { chooseEasy, scoreActions } from './easy';
export { makeBoard, type Board } from './board';

/** What a host passes a bot (structurally the shell's BotContext). */
export interface RichardBotContext {
  readonly module: AnyGameModule;
  readonly state: unknown;
  readonly player: string;
  readonly legalActions: readonly unknown[];
  readonly rng: RngState;
}

/** The Easy bot's decision for `player` in `state`: built from that player's view only. */
export function easyChoice(state: State, player: Side, legal: readonly Action[], rng: RngState): Action {
  const view = makeView(state, player);
  return chooseEasy(view, player, legal, rng);
}

/**
 * The Easy bot for the host's registry (structurally a `Bot` of level 'easy'). For a game other
 * than Richard III it falls back to a uniformly random legal action.
 */
export const easyBot = {
  id: 'easy' as const,
  name: 'Easy',
  chooseAction(ctx: RichardBotContext): unknown {
    const random = () => ctx.legalActions[nextInt(ctx.rng, ctx.legalActions.length)];
    if (ctx.module.id !== 'richard-iii') return random();
    try {
      return easyChoice(ctx.state as State, ctx.player as Side, ctx.legalActions as readonly Action[], ctx.rng);
    } catch {
      // A heuristic bug must never stall a game: play on with a legal move (tests call easyChoice directly).
      return random();
    }
  },
};
