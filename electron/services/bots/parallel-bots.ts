/**
 * The strongest level on a player's spare cores (root parallelism): the same question goes to the
 * main bot worker and to helper workers, each searching the position on its own seed within the
 * same budget, and the game's own bot merges their root statistics (`mergeParts`: the samples of
 * independent searches pool, so three workers weigh about three times the evidence in the same
 * time). The main worker's search is the one a single worker would make; a helper that fails or
 * answers late is left out. Levels not shared out, bots that cannot split and positions the bot
 * does not search go to the main worker alone, as before.
 */
import { availableParallelism } from 'node:os';
import type { Analysis, SearchPart } from '../../../engine/core/bot';
import { ok, type Result } from '../../../engine/core/result';
import { deriveSeed } from '../../../engine/core/seed';
import type { AppError, BotLevel } from '../../ipc/contract';
import type { BotChooser } from '../game-service';
import type { GameRegistry } from '../registry';
import type { ChooseInput } from './bot-service';
import { botFor } from './bots';

/** A bot worker as ParallelBots uses it (BotService; a fake in tests). */
export interface PartAsker extends Required<BotChooser> {
  part(input: ChooseInput): Promise<Result<SearchPart<unknown> | null, AppError>>;
  /** Ends the searches of every question asked so far (a late part is worth nothing). */
  callOff(): void;
  close(): Promise<void>;
}

/** Levels whose searches are shared out: the strongest (Hard, which also gives the hints). */
export const PARALLEL_LEVELS: ReadonlySet<BotLevel> = new Set(['hard']);

/** How long helpers may answer after the main worker has (they stop at the same deadline; this is the slack). */
export const HELPER_SLACK_MS = 250;

/**
 * Helper workers for this machine: one core stays free for the window and the main process, one
 * runs the main worker; at most three helpers (four searches), since each holds its own memory.
 */
export function helperCount(cores: number = availableParallelism()): number {
  return Math.max(0, Math.min(3, cores - 2));
}

/** Helper `i`'s seed for a question asked with `seed` (the main worker keeps `seed` itself). */
export const helperSeed = (seed: number, i: number): number => deriveSeed(seed, 'helper', i);

export class ParallelBots implements BotChooser {
  constructor(
    private readonly registry: GameRegistry,
    private readonly main: PartAsker,
    private readonly helpers: readonly PartAsker[],
    private readonly wait: (ms: number) => Promise<void> = (ms) =>
      // unref: a pending slack must not keep a command-line host alive.
      new Promise((r) => setTimeout(r, ms).unref()),
    /** The workers' wall clock (Date.now), for the helpers' deadline. */
    private readonly now: () => number = Date.now,
  ) {}

  async choose(input: ChooseInput): Promise<Result<unknown, AppError>> {
    const merged = await this.merged(input);
    if (merged === null) return this.main.choose(input);
    return merged.ok ? ok(merged.value.best) : merged;
  }

  async analyse(input: ChooseInput): Promise<Result<Analysis<unknown>, AppError>> {
    return (await this.merged(input)) ?? this.main.analyse(input);
  }

  async close(): Promise<void> {
    await Promise.all([this.main, ...this.helpers].map((w) => w.close()));
  }

  /** The merged analysis, an error from the main worker, or null when the main worker answers alone. */
  private async merged(input: ChooseInput): Promise<Result<Analysis<unknown>, AppError> | null> {
    const module = this.registry.get(input.moduleId);
    const bot = module ? botFor(module, input.level) : null;
    if (!bot?.mergeParts || this.helpers.length === 0 || !PARALLEL_LEVELS.has(input.level)) return null;
    // A helper still busy with an earlier question starts this one late: it must end on time anyway.
    const deadlineAt = this.now() + input.budgetMs;
    const { onProgress: _progress, ...question } = input; // the main worker reports progress
    const helped = this.helpers.map((h, i) => h.part({ ...question, seed: helperSeed(input.seed, i), deadlineAt }));
    const first = await this.main.part(input);
    if (!first.ok) return first;
    // The slack starts once the main worker has answered: helpers stop at the same deadline.
    const slack = this.wait(HELPER_SLACK_MS).then(() => null); // null: too late
    const more = await Promise.all(helped.map((p) => Promise.race([p, slack])));
    // A helper still searching would go on to its deadline and start the next question late.
    more.forEach((r, i) => {
      if (r === null) this.helpers[i]!.callOff();
    });
    const parts = [first.value, ...more.map((r) => (r?.ok ? r.value : null))].filter((p) => p !== null);
    // None: a step the bot does not search (the main worker answers at once) or a search that drew nothing.
    if (parts.length === 0) return null;
    try {
      return ok(bot.mergeParts(parts));
    } catch {
      return null; // a merge that fails must not stall the game: the main worker answers alone
    }
  }
}
