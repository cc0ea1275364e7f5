/**
 * One tournament decision: the bot's choice and, for a search bot, how many samples it drew. Bots
 * that analyse choose exactly `analyse(ctx).best` (the same RNG draws as `chooseAction`), so asking
 * for the analysis plays the same game and also tells how much searching stood behind the move.
 */
import type { Bot, BotContext } from '../../engine/core/bot';

export interface SeatDecision<A> {
  readonly action: A;
  /** null: the bot does not search (or does not say). */
  readonly samples: number | null;
}

export async function decide<V, A, P extends string>(
  bot: Bot<V, A, P>,
  ctx: BotContext<V, A, P>,
): Promise<SeatDecision<A>> {
  if (!bot.analyse) return { action: await bot.chooseAction(ctx), samples: null };
  const analysis = await bot.analyse(ctx);
  return { action: analysis.best, samples: analysis.samples ?? null };
}
