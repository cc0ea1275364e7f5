/**
 * `npm run bench:replay`: how long a replay viewer waits to show any position of a long game.
 * Plays seeded full Wars of the Roses (1460) games, Easy against Easy (three campaigns, like a real
 * game), into a temporary SQLite store through the store port, then seeks to random positions
 * through the replay service (the store's nearest snapshot + replay + the view). Prints one JSON line.
 *   npm run bench:replay -- --games 3 --seeks 300 --seed 1
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { appRegistry } from '../../electron/games';
import { ReplayService } from '../../electron/services/replay-service';
import { openSqliteStore } from '../../electron/services/sqlite-store';
import { makeRng, nextInt } from '../../engine/core/rng';
import { deriveSeed } from '../../engine/core/seed';
import { easyBot } from '../../engine/richard-iii/bots';
import { richardIII } from '../../engine/richard-iii/module';
import type { Side } from '../../engine/richard-iii/data';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '3' },
    seeks: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    scenario: { type: 'string', default: 'wars-of-the-roses' },
  },
});
const gameCount = Number(values.games);
const seekCount = Number(values.seeks);
const baseSeed = Number(values.seed);
const scenario = values.scenario!;

const dir = mkdtempSync(join(tmpdir(), 'r3-replay-bench-'));
const opened = openSqliteStore(join(dir, 'saves.db'), appRegistry);
if (!opened.ok) throw new Error(opened.error.message);
const store = opened.value.store;
const replays = new ReplayService(appRegistry, store);

/** One Easy-vs-Easy game, every action committed as the app would; returns its id and length. */
async function playGame(seed: number): Promise<{ id: string; actions: number }> {
  const created = store.create({
    name: `bench ${seed}`,
    moduleId: richardIII.id,
    scenario,
    seed,
    seats: { lancaster: { kind: 'bot', level: 'easy' }, york: { kind: 'bot', level: 'easy' } },
  });
  if (!created.ok) throw new Error(created.error.message);
  const setup = richardIII.setup(scenario, seed);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  let n = 0;
  while (!state.outcome) {
    const sides = richardIII.toAct(state);
    const side = sides[0]! as Side;
    const legal = richardIII.legalActions(state, side);
    const action = await easyBot.chooseAction({
      view: richardIII.view(state, side),
      player: side,
      legalActions: legal,
      budgetMs: 1000,
      clock: () => 0,
      deadline: 1000,
      rng: makeRng(deriveSeed(seed, 'bench', n, side)),
      progress: () => {},
    });
    const applied = richardIII.apply(state, side, action);
    if (!applied.ok) throw new Error(applied.error.message);
    const appended = store.append(created.value.id, {
      player: side,
      action,
      expectedCount: n,
      stateAfter: applied.value,
    });
    if (!appended.ok) throw new Error(appended.error.message);
    state = applied.value;
    n++;
  }
  return { id: created.value.id, actions: n };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function main(): Promise<void> {
  const games: { id: string; actions: number }[] = [];
  for (let g = 0; g < gameCount; g++) games.push(await playGame(deriveSeed(baseSeed, 'replay-bench', g)));
  const timelineMs: number[] = [];
  for (const g of games) {
    const t0 = performance.now();
    const t = replays.timeline(g.id, { reveal: true });
    if (!t.ok) throw new Error(t.error.message);
    timelineMs.push(performance.now() - t0);
  }
  // A viewer looks at one game at a time: its seeks, then the next game's (each opened once above).
  const rng = makeRng(baseSeed);
  const seekMs: number[] = [];
  for (let i = 0; i < seekCount; i++) {
    const g = games[Math.floor((i * games.length) / seekCount)]!;
    const at = nextInt(rng, g.actions + 1);
    const t0 = performance.now();
    const frame = replays.frame(g.id, at, { reveal: true });
    seekMs.push(performance.now() - t0);
    if (!frame.ok) throw new Error(frame.error.message);
  }
  seekMs.sort((a, b) => a - b);
  const round = (x: number): number => Math.round(x * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'replay',
      scenario,
      games: games.length,
      actionsPerGame: Math.round(games.reduce((a, g) => a + g.actions, 0) / games.length),
      seeks: seekMs.length,
      seekP95Ms: round(percentile(seekMs, 0.95)),
      seekMeanMs: round(seekMs.reduce((a, b) => a + b, 0) / seekMs.length),
      seekMaxMs: round(seekMs[seekMs.length - 1]!),
      timelineMeanMs: round(timelineMs.reduce((a, b) => a + b, 0) / timelineMs.length),
      targetSeekP95Ms: 100,
    }),
  );
  store.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
