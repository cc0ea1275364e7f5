/**
 * One card-battle tournament game (`npm run tournament -- --game skirmish`): the same seats, seeds
 * and timings as the Richard III games, played through the skirmish module and its own bots.
 */
import { randomBot } from '../../engine/core/bot';
import { makeRng } from '../../engine/core/rng';
import { deriveSeed } from '../../engine/core/seed';
import { skirmish } from '../../engine/skirmish/module';
import { easyBot, makeSearchBot, NORMAL_SEARCH, type SkirmishBot } from '../../engine/skirmish/bots';
import type { Side } from '../../engine/skirmish/data';
import { HeapPeak } from './heap-peak';
import { decide } from './seat-decision';
import type { GameResult, GameSpec, SeatSpec } from './tournament-game';

/** The levels the card battle has (GameModule.bots plus random). */
export const SKIRMISH_LEVELS = ['random', 'easy', 'normal'] as const;

function skirmishBotOf(seat: SeatSpec): SkirmishBot {
  switch (seat.level) {
    case 'random':
      return randomBot as SkirmishBot;
    case 'easy':
      return easyBot;
    case 'normal':
      return makeSearchBot('normal', 'Normal', {
        ...NORMAL_SEARCH,
        ...(seat.iterations === undefined ? {} : { iterations: seat.iterations }),
      });
    default:
      throw new Error(`the card battle has no ${seat.level} bot`);
  }
}

/** Game `index`: games 2k and 2k+1 share a seed (and so the lot for player 1), A as Lancaster then as York. */
export async function playSkirmishGame(spec: GameSpec, index: number, clock: () => number): Promise<GameResult> {
  const bots = { a: skirmishBotOf(spec.a), b: skirmishBotOf(spec.b) };
  const times = { a: [] as number[], b: [] as number[] };
  const samples = { a: [] as number[], b: [] as number[] };
  const heap = new HeapPeak();
  const gameSeed = deriveSeed(spec.seed, 'tournament', Math.floor(index / 2));
  const aSide: Side = index % 2 === 0 ? 'lancaster' : 'york';
  const r = skirmish.setup(spec.scenario, gameSeed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const max = spec.maxActions ?? 5_000;
  for (let n = 0; !s.outcome; n++) {
    if (n > max) throw new Error(`game ${index + 1} did not end within ${max} actions`);
    const side = skirmish.toAct(s)[0]!;
    const view = skirmish.view(s, side);
    const seat = side === aSide ? 'a' : 'b';
    const started = clock();
    const { action, samples: drawn } = await decide(bots[seat], {
      view,
      player: side,
      legalActions: view.legal,
      budgetMs: spec[seat].budgetMs,
      clock,
      deadline: started + spec[seat].budgetMs,
      rng: makeRng(deriveSeed(gameSeed, 'decision', n, side)),
      progress: heap.note,
    });
    if (view.legal.length > 1) {
      times[seat].push(clock() - started);
      if (drawn !== null) samples[seat].push(drawn);
    }
    heap.note();
    const res = skirmish.play(s, side, action);
    if (!res.ok) throw new Error(`${spec[seat].level} (${side}) chose an illegal action: ${res.error.message}`);
  }
  // The outcome's winner and reason, as the engine gives them.
  return { index, aSide, ...s.outcome, times, samples, peakHeapMB: heap.mb };
}
