/**
 * The card battle's bots: the core Bot interface on the module, legal moves from the view alone
 * (the same choice whatever the hidden cards behind that view), Easy stronger than Random, and the
 * search preferring a winning move on an injected clock.
 */
import { describe, expect, test } from 'vitest';
import { randomBot, type BotContext } from '../../engine/core/bot';
import { makeRng } from '../../engine/core/rng';
import { skirmish } from '../../engine/skirmish/module';
import {
  chooseEasy,
  easyBot,
  makeSearchBot,
  NORMAL_SEARCH,
  searchChoice,
  type SkirmishBot,
} from '../../engine/skirmish/bots';
import { determinize } from '../../engine/skirmish/determinize';
import type { Side } from '../../engine/skirmish/data';
import type { Action } from '../../engine/skirmish/types';
import type { SkirmishView } from '../../engine/skirmish/view';
import { give, pile, position, put } from './position';

/** A context as the host builds it; the clock ticks one unit per reading (so a budget counts readings, not time). */
function context(
  view: SkirmishView,
  budget: number,
  seed = 1,
): BotContext<SkirmishView, Action, Side> & { reads: () => number } {
  let t = 0;
  return {
    view,
    player: view.viewer!,
    legalActions: view.legal,
    budgetMs: budget,
    clock: () => t++,
    deadline: budget,
    rng: makeRng(seed),
    progress: () => {},
    reads: () => t,
  };
}

async function duel(seed: number, york: SkirmishBot, lancaster: SkirmishBot, budget = 0): Promise<Side | null> {
  const r = skirmish.setup('standard', seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const rng = makeRng(seed);
  while (!s.outcome) {
    const side = skirmish.toAct(s)[0]!;
    const view = skirmish.view(s, side);
    const bot = side === 'york' ? york : lancaster;
    const action = await bot.chooseAction({ ...context(view, budget), rng });
    const res = skirmish.play(s, side, action);
    if (!res.ok) throw new Error(`${bot.id} (${side}) chose an illegal ${JSON.stringify(action)}`);
  }
  return s.outcome.winner;
}

describe('skirmish bots', () => {
  test('the module offers Easy and Normal as core bots, and determinize', () => {
    expect(Object.keys(skirmish.bots ?? {}).sort()).toEqual(['easy', 'normal']);
    expect(typeof skirmish.bots!.normal!.analyse).toBe('function');
    expect(skirmish.determinize).toBe(determinize);
  });

  test('Easy and Normal play whole games with legal moves, from the view only', async () => {
    const normal = makeSearchBot('normal', 'Normal', {
      ...NORMAL_SEARCH,
      iterations: 1,
      candidates: 3,
      horizonTurns: 2,
    });
    expect(await duel(0, easyBot, normal)).not.toBeUndefined();
    expect(await duel(1, normal, easyBot)).not.toBeUndefined();
  }, 60_000);

  test('Easy beats Random in most games, on either side', { timeout: 60_000 }, async () => {
    const random = randomBot as SkirmishBot;
    let easyWins = 0;
    const games = 16;
    for (let i = 0; i < games; i++) {
      const easyIsYork = i % 2 === 0;
      const w = easyIsYork ? await duel(100 + i, easyBot, random) : await duel(100 + i, random, easyBot);
      if (w === (easyIsYork ? 'york' : 'lancaster')) easyWins++;
    }
    expect(easyWins / games).toBeGreaterThanOrEqual(0.75);
  });

  test('Easy takes the one placement that eliminates the enemy general', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-margaret-of-anjou', 3, 3);
    put(s, 'york', 'york-levy-2', 2, 2); // NE 1 on Margaret
    put(s, 'york', 'york-levy-3', 4, 2); // NW 1 on Margaret
    const edward = give(s, 'york', 'york-edward-iv'); // only his N 4 from (3,2) makes it more than 5
    give(s, 'york', 'york-levy-1');
    give(s, 'york', 'york-prickers-1');
    const view = skirmish.view(s, 'york');
    expect(view.legal).toHaveLength(6);
    expect(chooseEasy(view, view.legal, makeRng(1))).toEqual({ t: 'place', card: edward, x: 3, y: 2 });
  });

  test('Easy does not throw a card into a square where it alone dies', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-border-reivers', 3, 3); // N 4 on (3,2)
    put(s, 'lancaster', 'lancaster-levy-2', 0, 0);
    const levy = give(s, 'york', 'york-levy-1');
    const view = skirmish.view(s, 'york');
    const choice = chooseEasy(view, view.legal, makeRng(2));
    expect(choice.t).toBe('place');
    expect(choice).not.toEqual({ t: 'place', card: levy, x: 3, y: 2 });
  });

  test('every level answers a legal action from the view, at every step of a game', async () => {
    const normal = makeSearchBot('normal', 'Normal', {
      ...NORMAL_SEARCH,
      iterations: 1,
      candidates: 2,
      horizonTurns: 1,
    });
    const r = skirmish.setup('standard', 77);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    let asked = 0;
    for (let n = 0; !s.outcome && n < 60; n++) {
      const side = skirmish.toAct(s)[0]!;
      const view = skirmish.view(s, side);
      for (const bot of [easyBot, normal]) {
        const a = await bot.chooseAction(context(view, 0, n));
        expect(view.legal).toContainEqual(a);
        asked++;
      }
      skirmish.play(s, side, view.legal[n % view.legal.length]!);
    }
    expect(asked).toBeGreaterThan(60);
  });

  test('the search sees only the view: another truth behind the same view gives the same choice and statistics', () => {
    const r = skirmish.setup('standard', 12);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    const rng = makeRng(3);
    for (let n = 0; n < 30; n++) {
      const side = skirmish.toAct(s)[0]!;
      skirmish.play(s, side, chooseEasy(skirmish.view(s, side), skirmish.legalActions(s, side), rng));
    }
    const me = skirmish.toAct(s)[0]!;
    const view = skirmish.view(s, me);
    // A decoy: the enemy's hand and both decks dealt anew behind the very same view.
    const decoy = determinize(view, me, makeRng(99));
    if (!decoy.ok) throw new Error(decoy.error.message);
    expect(decoy.value.hands).not.toEqual(s.hands);
    const opts = { ...NORMAL_SEARCH, iterations: 3 };
    const a = searchChoice(context(view, 0, 5), opts);
    const b = searchChoice(context(skirmish.view(decoy.value, me), 0, 5), opts);
    expect(a).not.toBeNull();
    expect(b).toEqual(a);
  });

  test('the search takes the winning placement and ranks it sure to win, within its budget on an injected clock', async () => {
    const s = position();
    // York has eliminated three command units: a fourth wins (§2).
    pile(s, 'york', 'lancaster-somerset');
    pile(s, 'york', 'lancaster-exeter');
    pile(s, 'york', 'lancaster-clifford');
    put(s, 'lancaster', 'lancaster-margaret-of-anjou', 3, 3);
    put(s, 'lancaster', 'lancaster-levy-1', 5, 4);
    put(s, 'york', 'york-levy-2', 2, 2); // NE 1 on Margaret
    put(s, 'york', 'york-levy-3', 4, 2); // NW 1 on Margaret
    const edward = give(s, 'york', 'york-edward-iv'); // his N 4 from (3,2) makes it 6 > 5
    give(s, 'york', 'york-levy-1');
    give(s, 'york', 'york-prickers-1');
    give(s, 'lancaster', 'lancaster-levy-2');
    const view = skirmish.view(s, 'york');
    const win = { t: 'place', card: edward, x: 3, y: 2 };
    // Told to think out its budget (settleZ 0), so the budget alone bounds the work.
    const ctx = context(view, 400);
    const analysis = await makeSearchBot('normal', 'Normal', { ...NORMAL_SEARCH, settleZ: 0 }).analyse!(ctx);
    expect(analysis.best).toEqual(win);
    expect(analysis.ranked[0]).toMatchObject({ action: win, winChance: 1 });
    expect(analysis.ranked.length).toBeGreaterThan(1);
    for (const alt of analysis.ranked.slice(1)) expect(alt.winChance).toBeLessThan(1);
    // The clock was read until the deadline, and not much beyond: the budget bounds the work.
    expect(ctx.reads()).toBeGreaterThan(100);
    expect(ctx.reads()).toBeLessThan(400 + 60);
    // As it ships, a win this plain is settled long before the deadline: the same move, sooner.
    const soon = context(view, 100_000);
    const settled = await makeSearchBot('normal', 'Normal', NORMAL_SEARCH).analyse!(soon);
    expect(settled.best).toEqual(win);
    expect(settled.samples).toBeGreaterThanOrEqual(NORMAL_SEARCH.settleMinSamples);
    expect(soon.reads()).toBeLessThan(100_000 / 2);
  });

  test('with more samples the search weighs more evidence (the budget, not a fixed count, decides)', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-border-reivers', 3, 3);
    put(s, 'lancaster', 'lancaster-levy-2', 0, 0);
    give(s, 'york', 'york-levy-1');
    give(s, 'york', 'york-men-at-arms-1');
    give(s, 'lancaster', 'lancaster-levy-1');
    const view = skirmish.view(s, 'york');
    // Told to think out its budget (settleZ 0): as it ships, a settled choice may end both alike.
    const whole = { ...NORMAL_SEARCH, settleZ: 0 };
    const short = searchChoice(context(view, 60), whole);
    const long = searchChoice(context(view, 600), whole);
    expect(short && long).toBeTruthy();
    expect(long!.samples).toBeGreaterThan(short!.samples);
  });
});
