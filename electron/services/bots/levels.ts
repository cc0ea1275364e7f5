/**
 * Which computer opponents a game offers, how long each may think, and which one gives hints.
 * Levels belong to the game: its module's `bots` (e.g. Richard III's easy and normal), plus the
 * game-agnostic random bot. A level a game gains later (a new search bot) shows up here unchanged.
 */
import type { AnyGameModule } from '../../../engine/core/game';
import { BOT_LEVEL_ORDER, type BotLevel } from '../../ipc/contract';

/** Thinking time per decision, by level; the one table (search bots stop at their deadline). */
export const BOT_BUDGET_MS: Readonly<Record<BotLevel, number>> = { normal: 1000, hard: 5000 };
/** Levels not in the table (random, the heuristic Easy) answer at once; this only bounds them. */
export const DEFAULT_BUDGET_MS = 1000;

export function budgetFor(level: BotLevel): number {
  return BOT_BUDGET_MS[level] ?? DEFAULT_BUDGET_MS;
}

/** Whether a level takes time to think (a search); the others answer at once, so no time is shown for them. */
export const thinksAtLength = (level: BotLevel): boolean => BOT_BUDGET_MS[level] !== undefined;

/** The levels `module` offers, weakest first: random, easy, normal, hard — whichever it has — then any others. */
export function botLevelsFor(module: AnyGameModule): BotLevel[] {
  const levels = new Set<BotLevel>(['random', ...Object.keys(module.bots ?? {})]);
  const rank = (l: BotLevel): number => {
    const i = BOT_LEVEL_ORDER.indexOf(l);
    return i < 0 ? BOT_LEVEL_ORDER.length : i;
  };
  return [...levels].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The level a seat is played at: its own if the game has it, else the random bot (a save from a newer build). */
export function playableLevel(module: AnyGameModule, level: string): BotLevel {
  return botLevelsFor(module).includes(level) ? level : 'random';
}

/** The strongest level whose bot can analyse a position (for the player's hints), or null. */
export function hintLevelFor(module: AnyGameModule): BotLevel | null {
  return (
    botLevelsFor(module)
      .reverse()
      .find((l) => typeof module.bots?.[l]?.analyse === 'function') ?? null
  );
}
