/**
 * Messages between the BotService (main thread) and the bot worker. A request carries the asking
 * side's view and legal actions (worked out once per position by the GameService), never the state.
 */
import type { Analysis, SearchPart } from '../../../engine/core/bot';
import type { AppError, BotLevel } from '../../ipc/contract';

/** One question for a bot: what `player` (who sees `view`) should do, within `budgetMs`. */
export interface BotQuestion {
  readonly moduleId: string;
  readonly level: BotLevel;
  readonly player: string;
  /** The game module's view of `player`: what that side may see, nothing more. */
  readonly view: unknown;
  readonly legalActions: readonly unknown[];
  readonly budgetMs: number;
  readonly seed: number;
  /**
   * The wall-clock time (Date.now, in every thread) by which the answer is wanted, however long the question waited
   * behind others: a helper's search that would end later is worth nothing (ParallelBots), so it
   * stops then — and a helper that fell behind catches up instead of staying behind.
   */
  readonly deadlineAt?: number;
}

export interface BotRequest extends BotQuestion {
  /**
   * 'choose': the bot's move; 'analyse': its choice with ranked alternatives (a hint); 'part': one
   * search of the position to merge with others (root parallelism; null where the bot does not search).
   */
  readonly type: 'choose' | 'analyse' | 'part';
  readonly requestId: number;
}

/**
 * Sent once to a new worker, before any question: a shared cell where the host writes the id of the
 * last question it calls off. A search cannot read messages while it runs, but it reads its clock all
 * the time: a called-off question's clock reads past every deadline, so its search stops at once and
 * answers with what it has (ParallelBots calls off a helper whose part came too late to be merged).
 */
export interface CallOffCell {
  readonly type: 'call-off-cell';
  readonly cell: SharedArrayBuffer;
}

export type WorkerReply =
  | { readonly type: 'progress'; readonly requestId: number; readonly fraction: number; readonly elapsedMs: number }
  | { readonly type: 'chosen'; readonly requestId: number; readonly action: unknown; readonly elapsedMs: number }
  | {
      readonly type: 'analysed';
      readonly requestId: number;
      readonly analysis: Analysis<unknown>;
      readonly elapsedMs: number;
    }
  | {
      readonly type: 'parted';
      readonly requestId: number;
      readonly part: SearchPart<unknown> | null;
      readonly elapsedMs: number;
    }
  | { readonly type: 'failed'; readonly requestId: number; readonly error: AppError };

/**
 * Everything the worker posts: the answers, and once, when it listens, that it is ready (starting
 * a thread, and compiling a source checkout, is not the bot's thinking time).
 */
export type WorkerMessage = WorkerReply | { readonly type: 'ready' };
