/**
 * Runs bots off the main thread: one worker thread, requests answered in order, each with a hard
 * time limit (its budget plus a grace period). A worker that overruns or dies is replaced, so one bad
 * decision never freezes the app or leaves a request hanging.
 */
import type { Worker } from 'node:worker_threads';
import type { Analysis, SearchPart } from '../../../engine/core/bot';
import { err, ok, type Result } from '../../../engine/core/result';
import type { AppError } from '../../ipc/contract';
import type { BotQuestion, BotRequest, CallOffCell, WorkerMessage, WorkerReply } from './protocol';
import { startWorker } from '../start-worker';

export interface BotServiceOptions {
  /** Worker entry: a built .cjs/.js file, or a .ts file (run through tsx, for source checkouts and tests). */
  readonly workerEntry: string;
  /** Extra time past the budget before the worker is declared stuck. */
  readonly graceMs?: number;
  /**
   * Extra time for a question asked while the worker thread is still starting (on a loaded machine,
   * booting it through tsx takes seconds): once it says it is ready, the limit runs afresh. 0: the
   * limit runs from the question, ready or not.
   */
  readonly startMs?: number;
  /**
   * The most memory the worker's heap may take (MB; default 500, issue 10's bound): a search that
   * would grow past it ends the thread — reported as a crash, the game moves on — instead of
   * taking the player's machine with it.
   */
  readonly memoryLimitMb?: number;
}

/** V8's young generation (MB) inside the limit; the old generation gets the rest. */
const YOUNG_MB = 32;

/** A question for a bot (the view of the side asking, never the state), as the services ask it. */
export interface ChooseInput extends BotQuestion {
  /** How far along the bot is (0..1) and how long it has thought. */
  readonly onProgress?: (fraction: number, elapsedMs: number) => void;
}

interface Pending {
  readonly resolve: (r: Result<unknown, AppError>) => void;
  readonly budgetMs: number;
  readonly onProgress?: (fraction: number, elapsedMs: number) => void;
  /** Budget(s) ahead plus grace: how long the worker has once it is ready. */
  readonly limitMs: number;
  timer: NodeJS.Timeout;
  /** Asked before the worker was ready: its limit starts again when it is. */
  waitsForStart: boolean;
}

/** A worker that would not start is not the shutdown `bot-unavailable` otherwise means: the page words it apart. */
const BOT_START = { problem: 'bot-start' } as const;

export class BotService {
  private worker: Worker | null = null;
  /** The current worker has said it listens. */
  private ready = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;
  /** The last question id called off, shared with every worker this service starts (CallOffCell). */
  private readonly callOffCell = new Int32Array(new SharedArrayBuffer(4));

  constructor(private readonly options: BotServiceOptions) {}

  /** Asks the bot for an action. Never rejects: failures come back as error values. */
  choose(input: ChooseInput): Promise<Result<unknown, AppError>> {
    return this.ask('choose', input);
  }

  /** Asks the bot what it thinks of the position (its choice and the best alternatives), for a hint. */
  analyse(input: ChooseInput): Promise<Result<Analysis<unknown>, AppError>> {
    return this.ask('analyse', input) as Promise<Result<Analysis<unknown>, AppError>>;
  }

  /** One search of the position to merge with others' (ParallelBots); null where the bot does not search. */
  part(input: ChooseInput): Promise<Result<SearchPart<unknown> | null, AppError>> {
    return this.ask('part', input) as Promise<Result<SearchPart<unknown> | null, AppError>>;
  }

  /**
   * Calls off every question asked so far: a search still busy with one ends at once and answers with
   * what it has, and those queued behind it answer without searching (CallOffCell). Later questions
   * are not touched. Whoever asked them: a question asked beside the late one (both sides' cards at
   * once, or a hint during the computer's card choice) loses this worker's part too — a helper's part
   * only adds evidence, so that answer is the main worker's search with fewer helpers.
   */
  callOff(): void {
    Atomics.store(this.callOffCell, 0, this.nextId - 1);
  }

  private ask(type: BotRequest['type'], input: ChooseInput): Promise<Result<unknown, AppError>> {
    if (this.closed) return Promise.resolve(err('bot-unavailable', 'The bot service has shut down.'));
    const requestId = this.nextId++;
    const request: BotRequest = {
      type,
      requestId,
      moduleId: input.moduleId,
      level: input.level,
      player: input.player,
      view: input.view,
      legalActions: input.legalActions,
      budgetMs: input.budgetMs,
      seed: input.seed,
      ...(input.deadlineAt === undefined ? {} : { deadlineAt: input.deadlineAt }),
    };
    return new Promise((resolve) => {
      // The worker answers in order: a question waits for those ahead of it (a 5 s hint before a
      // move), so its limit includes their budgets.
      const ahead = [...this.pending.values()].reduce((t, p) => t + p.budgetMs, 0);
      const limit = input.budgetMs + ahead + (this.options.graceMs ?? 5000);
      let worker: Worker;
      try {
        worker = this.ensureWorker();
      } catch (e) {
        resolve(
          err('bot-unavailable', `The bot could not start: ${e instanceof Error ? e.message : String(e)}`, BOT_START),
        );
        return;
      }
      const startMs = this.ready ? 0 : (this.options.startMs ?? 60_000);
      this.pending.set(requestId, {
        resolve,
        timer: this.limitTimer(limit + startMs, limit),
        limitMs: limit,
        waitsForStart: startMs > 0,
        budgetMs: input.budgetMs,
        ...(input.onProgress ? { onProgress: input.onProgress } : {}),
      });
      try {
        worker.postMessage(request);
      } catch (e) {
        this.settle(
          requestId,
          err('bot-unavailable', `The bot could not start: ${e instanceof Error ? e.message : String(e)}`, BOT_START),
        );
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.failAll({ code: 'bot-unavailable', message: 'The bot service has shut down.' });
    const w = this.worker;
    this.worker = null;
    await w?.terminate();
  }

  /** Ends the worker if it has not answered within `ms` (the limit named to the player is `limitMs`). */
  private limitTimer(ms: number, limitMs: number): NodeJS.Timeout {
    return setTimeout(() => {
      // The worker is stuck in a computation: the only way to stop it is to end the thread.
      this.failAll({ code: 'bot-timeout', message: `The bot did not answer within ${Math.round(limitMs / 1000)} s.` });
      void this.worker?.terminate();
      this.worker = null;
    }, ms);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const limitMb = this.options.memoryLimitMb ?? 500;
    const worker = startWorker(this.options.workerEntry, {
      maxYoungGenerationSizeMb: YOUNG_MB,
      maxOldGenerationSizeMb: Math.max(16, limitMb - YOUNG_MB),
    });
    this.ready = false;
    worker.postMessage({
      type: 'call-off-cell',
      cell: this.callOffCell.buffer as SharedArrayBuffer,
    } satisfies CallOffCell);
    worker.unref(); // an idle bot must not keep a CLI process alive
    worker.on('message', (reply: WorkerMessage) => {
      if (reply.type !== 'ready') this.onReply(reply);
      else if (this.worker === worker) this.onReady();
    });
    worker.on('error', (e) => {
      if (this.worker === worker) this.worker = null;
      this.failAll({ code: 'bot-crashed', message: `The bot stopped unexpectedly: ${e.message}` });
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.failAll({ code: 'bot-crashed', message: 'The bot stopped unexpectedly.' });
    });
    this.worker = worker;
    return worker;
  }

  /** The thread has started: questions asked meanwhile get their whole limit from now. */
  private onReady(): void {
    this.ready = true;
    for (const p of this.pending.values()) {
      if (!p.waitsForStart) continue;
      clearTimeout(p.timer);
      p.timer = this.limitTimer(p.limitMs, p.limitMs);
      p.waitsForStart = false;
    }
  }

  private onReply(reply: WorkerReply): void {
    if (reply.type === 'progress') {
      this.pending.get(reply.requestId)?.onProgress?.(reply.fraction, reply.elapsedMs);
    } else if (reply.type === 'chosen') {
      this.settle(reply.requestId, ok(reply.action));
    } else if (reply.type === 'analysed') {
      this.settle(reply.requestId, ok(reply.analysis));
    } else if (reply.type === 'parted') {
      this.settle(reply.requestId, ok(reply.part));
    } else {
      this.settle(reply.requestId, { ok: false, error: reply.error });
    }
  }

  private settle(requestId: number, result: Result<unknown, AppError>): void {
    const p = this.pending.get(requestId);
    if (!p) return;
    this.pending.delete(requestId);
    clearTimeout(p.timer);
    p.resolve(result);
  }

  private failAll(error: AppError): void {
    for (const id of [...this.pending.keys()]) this.settle(id, err(error.code, error.message));
  }
}
