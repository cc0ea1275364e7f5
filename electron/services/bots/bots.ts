/** The bots this build ships, by level. */
import { deriveSeed } from '../../../engine/core/seed';
import type { BotLevel } from '../../ipc/contract';
import type { Bot } from './bot';
import { randomBot } from './random-bot';
import { easyBot } from '../../../engine/richard-iii/bots';

export const BOTS: Readonly<Record<BotLevel, Bot>> = { random: randomBot, easy: easyBot };

/** Per-decision seed: same game, same position, same player → same choice. */
export function botSeed(gameSeed: number, actionCount: number, player: string): number {
  return deriveSeed(gameSeed, 'bot', actionCount, player);
}
