/**
 * Scaffolding for the fault tests: a scripted bot, result unwrapping, file sizes. The services over
 * real SQLite files are tests/fixtures/sqlite-services.ts.
 */
import { statSync } from 'node:fs';
import type { BotChooser } from '../../electron/services/game-service';
import { ok } from '../../engine/core/result';

import { unwrap } from '../unwrap';

export { unwrap };

/**
 * A bot that plays the first legal action, answering a turn of the event loop later as the real
 * worker does (a message), and counts how often it was asked.
 */
export function firstLegalBot(): BotChooser & { calls: number } {
  const bot = {
    calls: 0,
    choose(input: Parameters<BotChooser['choose']>[0]) {
      bot.calls++;
      const legal = input.legalActions;
      return new Promise<ReturnType<typeof ok<unknown>>>((resolve) => setImmediate(() => resolve(ok(legal[0]))));
    },
  };
  return bot;
}

/** Lets `n` turns of the event loop pass (bots answer on later turns), without any clock. */
export async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
}

/** Pages in a closed DB file (the store checkpoints on close, so the file holds everything). */
export function pagesIn(path: string, pageSize = 4096): number {
  return statSync(path).size / pageSize;
}
