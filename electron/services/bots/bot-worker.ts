/**
 * The body of a bot worker thread: answers ChooseRequests with the registry it was built with.
 * Each worker entry (app, test fixture) imports its registry and calls serveBotRequests. The state
 * crosses into the worker, but only the asking side's view reaches the bot.
 */
import { parentPort } from 'node:worker_threads';
import { makeRng } from '../../../engine/core/rng';
import type { GameRegistry } from '../registry';
import { isBotLevel } from '../../ipc/contract';
import { botFor } from './bots';
import type { ChooseRequest, WorkerReply } from './protocol';

export async function answer(
  registry: GameRegistry,
  req: ChooseRequest,
  post: (r: WorkerReply) => void,
  clock: () => number = Date.now,
): Promise<void> {
  const fail = (code: string, message: string) =>
    post({ type: 'failed', requestId: req.requestId, error: { code, message } });
  const module = registry.get(req.moduleId);
  if (!module) return fail('unknown-game', `The bot does not know the game "${req.moduleId}".`);
  if (!isBotLevel(req.level)) return fail('unknown-bot', `There is no bot of level "${req.level}".`);
  const bot = botFor(module, req.level);
  const legalActions = module.legalActions(req.state, req.player);
  if (legalActions.length === 0) return fail('nothing-to-do', `${req.player} has no legal action.`);
  // The state stops here: the bot gets only what its side may see.
  const view: unknown = module.view(req.state, req.player);
  const started = clock();
  try {
    const action = await bot.chooseAction({
      view,
      player: req.player,
      legalActions,
      budgetMs: req.budgetMs,
      clock,
      deadline: started + req.budgetMs,
      rng: makeRng(req.seed),
      progress: (fraction) =>
        post({ type: 'progress', requestId: req.requestId, fraction: Math.min(1, Math.max(0, fraction)) }),
    });
    post({ type: 'chosen', requestId: req.requestId, action, elapsedMs: clock() - started });
  } catch (e) {
    fail('bot-crashed', `The ${bot.name} bot failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export function serveBotRequests(registry: GameRegistry): void {
  const port = parentPort;
  if (!port) throw new Error('serveBotRequests must run inside a worker thread');
  port.on('message', (req: ChooseRequest | { readonly type: string }) => {
    // The same worker entry may serve other requests (import checks): only 'choose' is ours.
    if (req.type === 'choose') void answer(registry, req as ChooseRequest, (r) => port.postMessage(r));
  });
}
