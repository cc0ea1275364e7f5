/**
 * Bot-versus-bot tournament on the engine (no store, no worker): N games, sides swapped on shared
 * seeds (games 2k and 2k+1 play the same seed with A as Lancaster, then as York), one JSON line.
 * Run: npm run tournament -- --a LEVEL --b LEVEL --scenario ID --games N --seed S [--budget-ms N] [--iterations N]
 * (--iterations: a fixed number of search samples per decision instead of the time budget, so the
 * same seed plays the same games.)
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomBot, type Bot } from '../../engine/core/bot';
import { makeRng, nextInt } from '../../engine/core/rng';
import { deriveSeed } from '../../engine/core/seed';
import { easyBot, makeSearchBot, NORMAL_OPTIONS } from '../../engine/richard-iii/bots';
import { SCENARIO_IDS, SIDES, type Side } from '../../engine/richard-iii/data';
import { richardIII } from '../../engine/richard-iii/module';
import type { Action } from '../../engine/richard-iii/types';
import type { RichardView } from '../../engine/richard-iii/view';

type RBot = Bot<RichardView, Action, Side>;
export const TOURNAMENT_LEVELS = ['random', 'easy', 'normal'] as const;
export type TournamentLevel = (typeof TOURNAMENT_LEVELS)[number];

export interface TournamentOptions {
  readonly a: TournamentLevel;
  readonly b: TournamentLevel;
  readonly scenario: string;
  readonly games: number;
  readonly seed: number;
  readonly budgetMs: number;
  readonly iterations?: number;
  /** Milliseconds clock for budgets and timings (tests inject one). */
  readonly clock?: () => number;
  readonly maxActions?: number;
}

export interface SideRate {
  games: number;
  wins: number;
  winRate: number;
}

export interface TournamentReport {
  a: TournamentLevel;
  b: TournamentLevel;
  scenario: string;
  games: number;
  seed: number;
  budgetMs: number | null;
  iterations: number | null;
  aWins: number;
  bWins: number;
  draws: number;
  aWinRate: number;
  aWinRateCI95: [number, number];
  aAsLancaster: SideRate;
  aAsYork: SideRate;
  decisionMs: { a: { mean: number; p95: number; max: number }; b: { mean: number; p95: number; max: number } };
  seconds: number;
}

function botOf(level: TournamentLevel, iterations: number | undefined): RBot {
  if (level === 'random') return randomBot as RBot;
  if (level === 'easy') return easyBot;
  return makeSearchBot(
    'normal',
    'Normal',
    iterations === undefined ? NORMAL_OPTIONS : { ...NORMAL_OPTIONS, samples: iterations },
  );
}

/** Wilson score interval, 95%. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function stats(times: number[]): { mean: number; p95: number; max: number } {
  if (times.length === 0) return { mean: 0, p95: 0, max: 0 };
  const sorted = times.slice().sort((x, y) => x - y);
  return {
    mean: round3(times.reduce((t, x) => t + x, 0) / times.length),
    p95: round3(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!),
    max: round3(sorted[sorted.length - 1]!),
  };
}

export async function runTournament(o: TournamentOptions): Promise<TournamentReport> {
  const clock = o.clock ?? (() => performance.now());
  const t0 = clock();
  const bots = { a: botOf(o.a, o.iterations), b: botOf(o.b, o.iterations) };
  const times = { a: [] as number[], b: [] as number[] };
  const asSide: Record<Side, SideRate> = {
    lancaster: { games: 0, wins: 0, winRate: 0 },
    york: { games: 0, wins: 0, winRate: 0 },
  };
  let aWins = 0;
  let bWins = 0;
  let draws = 0;
  for (let g = 0; g < o.games; g++) {
    const gameSeed = deriveSeed(o.seed, 'tournament', Math.floor(g / 2));
    const aSide: Side = g % 2 === 0 ? 'lancaster' : 'york';
    const seatOf = (side: Side): 'a' | 'b' => (side === aSide ? 'a' : 'b');
    const r = richardIII.setup(o.scenario, gameSeed);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    const order = makeRng(deriveSeed(gameSeed, 'order'));
    for (let n = 0; !s.outcome; n++) {
      if (n > (o.maxActions ?? 20_000))
        throw new Error(`game ${g + 1} did not end within ${o.maxActions ?? 20_000} actions`);
      const who = richardIII.toAct(s);
      const side = who[nextInt(order, who.length)]!;
      const legal = richardIII.legalActions(s, side);
      const seat = seatOf(side);
      const started = clock();
      const action = await bots[seat].chooseAction({
        view: richardIII.view(s, side),
        player: side,
        legalActions: legal,
        budgetMs: o.budgetMs,
        clock,
        deadline: started + o.budgetMs,
        rng: makeRng(deriveSeed(gameSeed, 'decision', n, side)),
        progress: () => {},
      });
      times[seat].push(clock() - started);
      const res = richardIII.play(s, side, action);
      if (!res.ok) throw new Error(`${o[seat]} (${side}) chose an illegal action: ${res.error.message}`);
    }
    asSide[aSide].games++;
    if (s.outcome.winner === aSide) {
      aWins++;
      asSide[aSide].wins++;
    } else if (s.outcome.winner === null) draws++;
    else bWins++;
  }
  for (const side of SIDES)
    asSide[side].winRate = asSide[side].games ? round3(asSide[side].wins / asSide[side].games) : 0;
  const ci = wilson(aWins, o.games);
  return {
    a: o.a,
    b: o.b,
    scenario: o.scenario,
    games: o.games,
    seed: o.seed,
    budgetMs: o.iterations === undefined ? o.budgetMs : null,
    iterations: o.iterations ?? null,
    aWins,
    bWins,
    draws,
    aWinRate: o.games ? round3(aWins / o.games) : 0,
    aWinRateCI95: [round3(ci[0]), round3(ci[1])],
    aAsLancaster: asSide.lancaster,
    aAsYork: asSide.york,
    decisionMs: { a: stats(times.a), b: stats(times.b) },
    seconds: round3((clock() - t0) / 1000),
  };
}

const USAGE =
  'Usage: npm run tournament -- --a LEVEL --b LEVEL --scenario ID --games N --seed S [--budget-ms N] [--iterations N]';

export async function runTournamentCli(
  argv: string[],
  print: (line: string) => void = console.log,
  warn: (line: string) => void = console.error,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        a: { type: 'string' },
        b: { type: 'string' },
        scenario: { type: 'string', default: 'richard-iii' },
        games: { type: 'string', default: '2' },
        seed: { type: 'string', default: '1' },
        'budget-ms': { type: 'string', default: '1000' },
        iterations: { type: 'string' },
      },
    }));
  } catch (e) {
    warn(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    return 2;
  }
  const isLevel = (x: string | undefined): x is TournamentLevel =>
    (TOURNAMENT_LEVELS as readonly string[]).includes(x ?? '');
  if (!isLevel(values.a) || !isLevel(values.b)) {
    warn(`--a and --b must be one of ${TOURNAMENT_LEVELS.join(', ')}.\n${USAGE}`);
    return 2;
  }
  if (!(SCENARIO_IDS as readonly string[]).includes(values.scenario)) {
    warn(`--scenario must be one of ${SCENARIO_IDS.join(', ')}.`);
    return 2;
  }
  const games = Number(values.games);
  const seed = Number(values.seed);
  const budgetMs = Number(values['budget-ms']);
  const iterations = values.iterations === undefined ? undefined : Number(values.iterations);
  if (
    ![games, seed, budgetMs, iterations ?? 1].every((n) => Number.isInteger(n) && n >= 0) ||
    games < 1 ||
    (iterations !== undefined && iterations < 1)
  ) {
    warn(
      `--games, --seed, --budget-ms and --iterations must be whole numbers (games and iterations at least 1).\n${USAGE}`,
    );
    return 2;
  }
  const report = await runTournament({
    a: values.a,
    b: values.b,
    scenario: values.scenario,
    games,
    seed,
    budgetMs,
    ...(iterations === undefined ? {} : { iterations }),
  });
  print(JSON.stringify(report));
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runTournamentCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
