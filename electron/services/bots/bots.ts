/** Which bot plays a level of a game: the game's own bots, plus the random bot for every game. */
import { randomBot, type Bot } from '../../../engine/core/bot';
import type { AnyGameModule } from '../../../engine/core/game';
import { nextInt, makeRng } from '../../../engine/core/rng';
import { deriveSeed } from '../../../engine/core/seed';
import type { BotLevel } from '../../ipc/contract';

/**
 * The bot for `level` in `module`. A game without its own bot of that level (a level added for
 * another game, or a save from a newer build) is played by the random bot rather than stalling.
 */
export function botFor(module: AnyGameModule, level: BotLevel): Bot {
  return (module.bots?.[level] as Bot | undefined) ?? randomBot;
}

/** A random legal action, when the chosen bot failed: the game must move on. */
export function fallbackAction(legal: readonly unknown[], seed: number): unknown {
  return legal[nextInt(makeRng(seed), legal.length)];
}

/** Per-decision seed: same game, same position, same player → same choice. */
export function botSeed(gameSeed: number, actionCount: number, player: string): number {
  return deriveSeed(gameSeed, 'bot', actionCount, player);
}
