/**
 * The Bot interface every computer opponent implements, so a stronger search bot can replace the
 * RandomBot without touching the services. Bots run inside a worker thread (bot-worker.ts); they
 * get the full state but a fair bot decides from `module.view(state, player)` only.
 */
import type { AnyGameModule } from '../../../engine/core/game';
import type { RngState } from '../../../engine/core/rng';
import type { BotLevel } from '../../ipc/contract';

export interface BotContext {
  readonly module: AnyGameModule;
  readonly state: unknown;
  readonly player: string;
  /** Non-empty: the bot is only asked when it has something to decide. */
  readonly legalActions: readonly unknown[];
  /** Time the bot may spend; it should answer well before `deadline` (epoch ms). */
  readonly budgetMs: number;
  readonly deadline: number;
  /** Seeded per decision, so self-play is reproducible. Never use Math.random in a bot. */
  readonly rng: RngState;
  /** Report how far along the bot is (0..1); shown as a progress hint. */
  readonly progress: (fraction: number) => void;
}

export interface Bot {
  readonly id: BotLevel;
  readonly name: string;
  /** Must return one of `ctx.legalActions` (the host re-checks legality anyway). */
  chooseAction(ctx: BotContext): unknown | Promise<unknown>;
}
