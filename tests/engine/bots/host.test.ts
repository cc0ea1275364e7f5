/**
 * Bots as the host runs them: looked up per game and level, handed the asking side's view (never
 * the state), answering from the app's bot worker thread.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Bot, BotContext } from '../../../engine/core/bot';
import { makeRng } from '../../../engine/core/rng';
import { actionKey } from '../../../engine/richard-iii/actions';
import { easyBot } from '../../../engine/richard-iii/bots';
import { determinize } from '../../../engine/richard-iii/determinize';
import { otherSide, type Side } from '../../../engine/richard-iii/data';
import { richardIII } from '../../../engine/richard-iii/module';
import type { Action, State } from '../../../engine/richard-iii/types';
import { makeView } from '../../../engine/richard-iii/view';
import { botFor } from '../../../electron/services/bots/bots';
import { botLevelsFor } from '../../../electron/services/bots/levels';
import { BotService } from '../../../electron/services/bots/bot-service';
import { answer } from '../../../electron/services/bots/bot-worker';
import type { WorkerReply } from '../../../electron/services/bots/protocol';
import { makeRegistry } from '../../../electron/services/registry';
import { playGame, randomPolicy, scrambleHidden, type Policy } from './helpers';

const WORKER = fileURLToPath(new URL('../../../electron/services/bots/app-bot-worker.ts', import.meta.url));

function start() {
  const r = richardIII.setup('wars-of-the-roses', 5);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Asks the worker body (no thread) for `level`'s move in `state` (as the host asks: the side's view and legal actions), with a fixed clock. */
async function ask(
  registry: ReturnType<typeof makeRegistry>,
  state: State,
  player: Side,
  level: 'easy' | 'random',
  seed: number,
): Promise<WorkerReply> {
  let reply: WorkerReply | undefined;
  await answer(
    registry,
    {
      type: 'choose',
      requestId: 1,
      moduleId: 'richard-iii',
      level,
      player,
      view: makeView(state, player),
      legalActions: richardIII.legalActions(state, player),
      budgetMs: 1000,
      seed,
    },
    (r) => (reply = r),
    () => 0,
  );
  if (!reply) throw new Error('no reply');
  return reply;
}

describe('Bots in the host', () => {
  it('every level is a bot of Richard III (random is game-agnostic)', () => {
    expect(botLevelsFor(richardIII)).toContain('easy');
    expect(botFor(richardIII, 'easy')).toBe(easyBot);
    expect(botFor(richardIII, 'random').id).toBe('random');
    const s = start();
    const player = richardIII.toAct(s)[0]!;
    const legalActions = richardIII.legalActions(s, player);
    const a = easyBot.chooseAction({
      view: makeView(s, player),
      player,
      legalActions,
      budgetMs: 1000,
      clock: () => 0,
      deadline: 1000,
      rng: makeRng(3),
      progress: () => {},
    });
    expect(legalActions).toContain(a);
  });

  it('hands a bot the side view and the legal actions, never the state', async () => {
    const seen: BotContext[] = [];
    const spy: Bot = { id: 'easy', name: 'Spy', chooseAction: (ctx) => (seen.push(ctx), ctx.legalActions[0]) };
    const registry = makeRegistry([{ ...richardIII, bots: { easy: spy } }]);
    const s = start();
    for (const player of richardIII.toAct(s)) await ask(registry, s, player, 'easy', 1);
    expect(seen.length).toBeGreaterThan(0);
    for (const ctx of seen) {
      expect(Object.keys(ctx).sort()).toEqual([
        'budgetMs',
        'clock',
        'deadline',
        'legalActions',
        'player',
        'progress',
        'rng',
        'view',
      ]);
      expect(ctx.view).toEqual(makeView(s, ctx.player as Side));
      expect(JSON.stringify(ctx.view)).not.toMatch(/"rng"|"hands"/);
    }
  });

  it('different truths behind the same view: the Easy bot answers the same', { timeout: 120_000 }, async () => {
    const registry = makeRegistry([richardIII]);
    const positions: { s: State; side: Side }[] = [];
    for (const bot of ['lancaster', 'york'] as const) {
      const collect: Policy = (s, side, legal, rng) => {
        if (side === bot && s.seq % 3 === 0) positions.push({ s: richardIII.clone(s), side });
        return randomPolicy(s, side, legal, rng);
      };
      playGame(91, { [bot]: collect, [otherSide(bot)]: randomPolicy } as Record<Side, Policy>, { maxActions: 3000 });
    }
    let differentTruths = 0;
    for (const [i, { s, side }] of positions.entries()) {
      // Another truth: a full sample behind the view where the game can make one (enemy hand and
      // face-down card too), else the hidden enemy blocks traded around.
      const sampled = determinize(makeView(s, side), side, makeRng(1000 + i));
      const other = sampled.ok ? sampled.value : scrambleHidden(s, side, 1000 + i);
      // Same view (what the bot may know), possibly a different truth behind it.
      expect(makeView(other, side)).toEqual(makeView(s, side));
      if (richardIII.hash(other) !== richardIII.hash(s)) differentTruths++;
      const a = await ask(registry, s, side, 'easy', i);
      const b = await ask(registry, other, side, 'easy', i);
      expect(a.type).toBe('chosen');
      expect(b).toEqual(a);
    }
    expect(positions.length).toBeGreaterThan(50);
    expect(differentTruths).toBeGreaterThan(40);
  });

  it('answers from the bot worker thread with a legal action, reproducibly per seed', { timeout: 60_000 }, async () => {
    const bots = new BotService({ workerEntry: WORKER, graceMs: 20_000 });
    try {
      const s = start();
      const player = richardIII.toAct(s)[0]!;
      const choose = () =>
        bots.choose({
          moduleId: 'richard-iii',
          level: 'easy',
          player,
          view: makeView(s, player),
          legalActions: richardIII.legalActions(s, player),
          budgetMs: 2000,
          seed: 99,
        });
      const a = await choose();
      expect(a.ok).toBe(true);
      const keys = richardIII.legalActions(s, player).map(actionKey);
      expect(keys).toContain(actionKey((a.ok ? a.value : null) as Action));
      expect(await choose()).toEqual(a);
    } finally {
      await bots.close();
    }
  });

  it(
    'calls off the searches of questions asked so far: they answer at once with what they have; a later one searches',
    { timeout: 60_000 },
    async () => {
      const bots = new BotService({ workerEntry: WORKER, graceMs: 20_000 });
      try {
        const s = start();
        const player = richardIII.toAct(s)[0]!;
        const question = (budgetMs: number) => ({
          moduleId: 'richard-iii',
          level: 'hard' as const,
          player,
          view: makeView(s, player),
          legalActions: richardIII.legalActions(s, player),
          budgetMs,
          seed: 5,
        });
        // Two minutes to think, called off at once: it answers long before, having drawn next to nothing.
        const first = bots.part(question(120_000));
        bots.callOff();
        // Its budget runs from when it is asked, so it must outlast the first answer's way back on
        // a loaded machine (400 ms once left it no time at all under a full CI run beside other work).
        const later = bots.part(question(3000));
        const a = await first;
        expect(a.ok).toBe(true);
        expect((a.ok && a.value?.samples) || 0).toBeLessThan(5);
        const b = await later;
        expect(b.ok && b.value ? b.value.samples : 0).toBeGreaterThan(0);
      } finally {
        await bots.close();
      }
    },
  );
});
