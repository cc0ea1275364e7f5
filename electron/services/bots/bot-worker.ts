/**
 * The body of a bot worker thread: answers BotRequests with the registry it was built with. Each
 * worker entry (app, test fixture) imports its registry and calls serveBotRequests. Only the asking
 * side's view and legal actions cross into the worker: the state never does.
 */
import { parentPort } from 'node:worker_threads';
import type { BotContext } from '../../../engine/core/bot';
import { makeRng } from '../../../engine/core/rng';
import type { GameRegistry } from '../registry';
import { botFor } from './bots';
import { botLevelsFor } from './levels';
import type { BotRequest, CallOffCell, WorkerMessage, WorkerReply } from './protocol';

/** Progress is posted at most this often (a search may report thousands of times a second). */
export const PROGRESS_EVERY_MS = 100;

/**
 * Answers one question. `calledOff` says whether the host has called it off (CallOffCell): the bot's
 * clock then reads past its deadline, so a search ends at once with what it has.
 */
export async function answer(
  registry: GameRegistry,
  req: BotRequest,
  post: (r: WorkerReply) => void,
  clock: () => number = Date.now,
  calledOff: () => boolean = () => false,
): Promise<void> {
  const fail = (code: string, message: string, params?: Record<string, string | number>) =>
    post({ type: 'failed', requestId: req.requestId, error: { code, message, ...(params ? { params } : {}) } });
  const module = registry.get(req.moduleId);
  if (!module) return fail('unknown-game', `The bot does not know the game "${req.moduleId}".`);
  if (!botLevelsFor(module).includes(req.level))
    return fail('unknown-bot', `There is no bot of level "${req.level}".`, { level: req.level });
  const bot = botFor(module, req.level);
  if (req.legalActions.length === 0)
    return fail('nothing-to-do', `${req.player} has no legal action.`, { player: req.player });
  const analyse = bot.analyse?.bind(bot);
  if (req.type === 'analyse' && !analyse) return fail('no-hint', 'no-hint', { level: req.level });
  const started = clock();
  // deadlineAt is on the wall clock the host set it by (Date.now); `clock` may be another (tests).
  const left = req.deadlineAt === undefined ? req.budgetMs : Math.min(req.budgetMs, req.deadlineAt - Date.now());
  const deadline = started + left;
  let lastPost = -Infinity;
  const ctx: BotContext = {
    view: req.view,
    player: req.player,
    legalActions: req.legalActions,
    budgetMs: Math.max(0, deadline - started),
    clock: () => (calledOff() ? Number.POSITIVE_INFINITY : clock()),
    deadline,
    rng: makeRng(req.seed),
    progress: (fraction) => {
      const now = clock();
      if (now - lastPost < PROGRESS_EVERY_MS && fraction < 1) return;
      lastPost = now;
      post({
        type: 'progress',
        requestId: req.requestId,
        fraction: Math.min(1, Math.max(0, fraction)),
        elapsedMs: now - started,
      });
    },
  };
  try {
    if (req.type === 'part') {
      const part = bot.searchPart ? bot.searchPart(ctx) : null;
      post({ type: 'parted', requestId: req.requestId, part, elapsedMs: clock() - started });
    } else if (req.type === 'analyse' && analyse) {
      const analysis = await analyse(ctx);
      post({ type: 'analysed', requestId: req.requestId, analysis, elapsedMs: clock() - started });
    } else {
      const action = await bot.chooseAction(ctx);
      post({ type: 'chosen', requestId: req.requestId, action, elapsedMs: clock() - started });
    }
  } catch (e) {
    fail('bot-crashed', `The ${bot.name} bot failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export function serveBotRequests(registry: GameRegistry): void {
  const port = parentPort;
  if (!port) throw new Error('serveBotRequests must run inside a worker thread');
  let cell: Int32Array | null = null;
  port.on('message', (req: BotRequest | CallOffCell | { readonly type: string }) => {
    if (req.type === 'call-off-cell') cell = new Int32Array((req as CallOffCell).cell);
    // The same worker entry may serve other requests (import checks): only bot requests are ours.
    if (req.type === 'choose' || req.type === 'analyse' || req.type === 'part') {
      const { requestId } = req as BotRequest;
      const calledOff = () => cell !== null && Atomics.load(cell, 0) >= requestId;
      void answer(registry, req as BotRequest, (r) => port.postMessage(r), Date.now, calledOff);
    }
  });
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
}
