/** The Easy bot as the host runs it: registered as level 'easy', answering from the app's bot worker thread. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../engine/core/rng';
import { actionKey } from '../../../engine/richard-iii/actions';
import { richardIII } from '../../../engine/richard-iii/module';
import type { Action } from '../../../engine/richard-iii/types';
import { BOT_LEVELS } from '../../../electron/ipc/contract';
import { BOTS } from '../../../electron/services/bots/bots';
import { BotService } from '../../../electron/services/bots/bot-service';

const WORKER = fileURLToPath(new URL('../../../electron/services/bots/app-bot-worker.ts', import.meta.url));

function start() {
  const r = richardIII.setup('wars-of-the-roses', 5);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('Easy bot in the host', () => {
  it('is a registered bot level', () => {
    expect(BOT_LEVELS).toContain('easy');
    expect(BOTS.easy.id).toBe('easy');
    const s = start();
    const player = richardIII.toAct(s)[0]!;
    const legalActions = richardIII.legalActions(s, player);
    const a = BOTS.easy.chooseAction({ module: richardIII, state: s, player, legalActions, budgetMs: 1000, deadline: Date.now() + 1000, rng: makeRng(3), progress: () => {} });
    expect(legalActions).toContain(a);
  });

  it('answers from the bot worker thread with a legal action, reproducibly per seed', { timeout: 60_000 }, async () => {
    const bots = new BotService({ workerEntry: WORKER, graceMs: 20_000 });
    try {
      const s = start();
      const player = richardIII.toAct(s)[0]!;
      const ask = () => bots.choose({ moduleId: 'richard-iii', level: 'easy', player, state: s, budgetMs: 2000, seed: 99 });
      const a = await ask();
      expect(a.ok).toBe(true);
      const keys = richardIII.legalActions(s, player).map(actionKey);
      expect(keys).toContain(actionKey((a.ok ? a.value : null) as Action));
      expect(await ask()).toEqual(a);
    } finally {
      await bots.close();
    }
  });
});
