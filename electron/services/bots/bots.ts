/** The bots this build ships, by level. */
import type { BotLevel } from '../../ipc/contract';
import type { Bot } from './bot';
import { randomBot } from './random-bot';
import { easyBot } from '../../../engine/richard-iii/bots';

export const BOTS: Readonly<Record<BotLevel, Bot>> = { random: randomBot, easy: easyBot };

/** Per-decision seed: same game, same position, same player → same choice. */
export function botSeed(gameSeed: number, actionCount: number, player: string): number {
  let h = 0x811c9dc5 ^ gameSeed;
  for (const c of `${actionCount}:${player}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return h >>> 0;
}
