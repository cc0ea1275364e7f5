/** Messages between the BotService (main thread) and the bot worker. */
import type { AppError, BotLevel } from '../../ipc/contract';

export interface ChooseRequest {
  readonly type: 'choose';
  readonly requestId: number;
  readonly moduleId: string;
  readonly level: BotLevel;
  readonly player: string;
  readonly state: unknown;
  readonly budgetMs: number;
  readonly seed: number;
}

export type WorkerReply =
  | { readonly type: 'progress'; readonly requestId: number; readonly fraction: number }
  | { readonly type: 'chosen'; readonly requestId: number; readonly action: unknown; readonly elapsedMs: number }
  | { readonly type: 'failed'; readonly requestId: number; readonly error: AppError };
