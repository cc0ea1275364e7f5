/**
 * Bot-versus-bot tournament on the engine (no store): N games, sides swapped on shared seeds (games
 * 2k and 2k+1 play the same seed with A as Lancaster, then as York), one JSON line.
 * Run: npm run tournament -- [--game richard-iii|skirmish] --a LEVEL --b LEVEL --scenario ID --games N
 *        --seed S [--budget-ms N] [--iterations N] [--b-iterations N] [--threads T] [--jobs J] [--clock wall|cpu]
 *        [--seat lancaster|york] [--first-deal K] [--each]
 * --game skirmish: the card battle (levels random, easy, normal; its one scenario 'standard' is the default).
 * --iterations: a fixed number of search iterations a decision instead of the time budget (for
 * both search bots; --b-iterations sets B's apart), so the same seed plays the same games.
 * --threads: A's Hard merges T searches a decision, as the app does on a machine with spare cores
 * (the main worker and T - 1 helpers; services/bots/parallel-bots.ts); with --iterations only.
 * --jobs: games run in that many worker threads (results are the same as with one).
 * --clock cpu: budgets and timings on this process's CPU time (cpu-clock.ts), so a decision gets
 * its budget of computing however loaded the machine is; one thread only (--jobs 1).
 * --tuning key=value,…: A's Normal or Hard search settings over the level's own (search-tuning.ts).
 * The line counts, per search bot, the samples its decisions drew (`samplesPerDecision`).
 * A deal is one seed played twice, A as Lancaster then as York (games 2k and 2k+1). --first-deal K
 * starts at deal K, and --seat plays only A's games in that seat, so a long run can be split into
 * parts (by deals, or a seat a core) that play exactly its own games. --each also prints one line a
 * game (its deal, A's side, the winner and why) before the summary, for comparing runs deal by deal.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SCENARIO_IDS, SIDES, type Side } from '../../engine/richard-iii/data';
import { SCENARIOS as SKIRMISH_SCENARIOS } from '../../engine/skirmish/setup';
import { startWorker } from '../services/start-worker';
import { CLOCK_KINDS, clockOf, type ClockKind } from './cpu-clock';
import { wilson } from './wilson';
import {
  LEVEL_BUDGET_MS,
  TOURNAMENT_GAMES,
  TOURNAMENT_LEVELS,
  playTournamentGame,
  type TournamentGame,
  type GameResult,
  type GameSpec,
  type TournamentLevel,
} from './tournament-game';
import type { WorkerAnswer, WorkerJob } from './tournament-worker';
import { SKIRMISH_LEVELS } from './tournament-skirmish';
import { parseTuning, type SearchTuning } from './search-tuning';

export { TOURNAMENT_LEVELS, type TournamentLevel };

export interface TournamentOptions {
  /** Unset: Richard III. */
  readonly game?: TournamentGame;
  readonly a: TournamentLevel;
  readonly b: TournamentLevel;
  readonly scenario: string;
  readonly games: number;
  readonly seed: number;
  /** Both seats' time a decision; unset = each level's own (LEVEL_BUDGET_MS). */
  readonly budgetMs?: number;
  readonly iterations?: number;
  /** A's search settings over its level's own (Normal or Hard; tuning runs). */
  readonly tuning?: SearchTuning;
  /** B's iterations when they differ from A's. */
  readonly bIterations?: number;
  /** A's searches merged a decision (Hard only; with fixed iterations). */
  readonly threads?: number;
  /** Worker threads (1 = play in this thread). */
  readonly jobs?: number;
  /** Milliseconds clock for budgets and timings (tests inject one; in-thread runs only). */
  readonly clock?: () => number;
  /** The clock when none is injected: wall (default) or this process's CPU time (in-thread runs only). */
  readonly clockKind?: ClockKind;
  readonly maxActions?: number;
  /** Only A's games in this seat (unset: both, sides swapped on each deal). */
  readonly seat?: Side;
  /** The deal to start at (0 unless set). */
  readonly firstDeal?: number;
}

/** The game indices a run plays: `games` games from deal `firstDeal` on, both seats or one. */
export function gameIndices(o: Pick<TournamentOptions, 'games' | 'seat' | 'firstDeal'>): number[] {
  const first = o.firstDeal ?? 0;
  return Array.from({ length: o.games }, (_, g) =>
    o.seat === undefined ? 2 * first + g : 2 * (first + g) + (o.seat === 'york' ? 1 : 0),
  );
}

/** One game of a run, as --each prints it. */
export interface GameLine {
  deal: number;
  aSide: Side;
  winner: Side | null;
  reason: string;
}

export const gameLine = (r: GameResult): GameLine => ({
  deal: Math.floor(r.index / 2),
  aSide: r.aSide,
  winner: r.winner,
  reason: r.reason,
});

export interface SideRate {
  games: number;
  wins: number;
  winRate: number;
  /** A's wins and losses in this seat by how the game ended (the engine's outcome code): why a seat wins or loses, as a count. */
  winsBy: Record<string, number>;
  lossesBy: Record<string, number>;
}

const sideRate = (): SideRate => ({ games: 0, wins: 0, winRate: 0, winsBy: {}, lossesBy: {} });

const tally = (by: Record<string, number>, reason: string): void => {
  by[reason] = (by[reason] ?? 0) + 1;
};

export interface TournamentReport {
  game: TournamentGame;
  a: TournamentLevel;
  b: TournamentLevel;
  scenario: string;
  games: number;
  seed: number;
  budgetMs: { a: number; b: number } | null;
  iterations: { a: number | null; b: number | null } | null;
  /** A's searches merged a decision (1: one search). */
  threads: number;
  /** A's search settings over its level's own, or null (the level as it ships). */
  tuning: SearchTuning | null;
  jobs: number;
  /** The seat A played in every game, or null (both). */
  seat: Side | null;
  /** The first and last deal played. */
  deals: [number, number];
  aWins: number;
  bWins: number;
  draws: number;
  aWinRate: number;
  aWinRateCI95: [number, number];
  aAsLancaster: SideRate;
  aAsYork: SideRate;
  /** What budgets and decision times were measured on: elapsed or CPU milliseconds. */
  clock: ClockKind;
  /** Per seat, decisions with a choice (ms): mean, 95th and 99th percentile, slowest. */
  decisionMs: { a: DecisionStats; b: DecisionStats };
  /** Per seat, samples a searched decision with a choice drew: mean, 5th percentile, fewest (null: no search). */
  samplesPerDecision: { a: SampleStats | null; b: SampleStats | null };
  /** The fullest any playing thread's heap got (MB): bots and game, as in the app's bot worker. */
  peakHeapMB: number;
  seconds: number;
}

interface DecisionStats {
  decisions: number;
  mean: number;
  p95: number;
  p99: number;
  max: number;
}

interface SampleStats {
  decisions: number;
  mean: number;
  p5: number;
  min: number;
}

export { wilson };

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function stats(times: number[]): DecisionStats {
  if (times.length === 0) return { decisions: 0, mean: 0, p95: 0, p99: 0, max: 0 };
  const sorted = times.slice().sort((x, y) => x - y);
  const at = (q: number) => round3(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!);
  return {
    decisions: times.length,
    mean: round3(times.reduce((t, x) => t + x, 0) / times.length),
    p95: at(0.95),
    p99: at(0.99),
    max: round3(sorted[sorted.length - 1]!),
  };
}

function sampleStats(samples: number[]): SampleStats | null {
  if (samples.length === 0) return null;
  const sorted = samples.slice().sort((x, y) => x - y);
  return {
    decisions: samples.length,
    mean: round3(samples.reduce((t, x) => t + x, 0) / samples.length),
    p5: sorted[Math.floor(sorted.length * 0.05)]!,
    min: sorted[0]!,
  };
}

const searches = (level: TournamentLevel): boolean => level === 'flat' || level === 'normal' || level === 'hard';

function specOf(o: TournamentOptions): GameSpec {
  const seat = (level: TournamentLevel, iterations: number | undefined) => ({
    level,
    budgetMs: o.budgetMs ?? LEVEL_BUDGET_MS[level],
    ...(iterations !== undefined && searches(level) ? { iterations } : {}),
  });
  return {
    ...(o.game ? { game: o.game } : {}),
    scenario: o.scenario,
    seed: o.seed,
    // Only Hard's searches are shared out (as in the app), and only at fixed iterations (played in turn).
    a: {
      ...seat(o.a, o.iterations),
      ...((o.threads ?? 1) > 1 && o.a === 'hard' && o.iterations !== undefined ? { threads: o.threads } : {}),
      // Only the ISMCTS levels take search settings, so the report never names a tuning that was not played.
      ...(o.tuning && (o.a === 'normal' || o.a === 'hard') ? { tuning: o.tuning } : {}),
    },
    b: seat(o.b, o.bIterations ?? o.iterations),
    ...(o.maxActions !== undefined ? { maxActions: o.maxActions } : {}),
  };
}

/** Plays the games `indices` in `jobs` worker threads, each taking the next game when it is free. */
async function playInWorkers(
  spec: GameSpec,
  indices: readonly number[],
  jobs: number,
  each: (game: GameResult) => void,
): Promise<GameResult[]> {
  // Beside this file: the .ts source under tsx (tests), or the bundled .mjs (npm run tournament).
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.mjs';
  const entry = fileURLToPath(new URL(`./tournament-worker${ext}`, import.meta.url));
  const results: GameResult[] = [];
  let next = 0;
  const run = async (): Promise<void> => {
    const worker = startWorker(entry);
    try {
      while (next < indices.length) {
        const index = indices[next++]!;
        const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage({ spec, index } satisfies WorkerJob);
        });
        worker.removeAllListeners('error');
        if (!answer.ok) throw new Error(answer.message);
        results.push(answer.result);
        each(answer.result);
      }
    } finally {
      await worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, indices.length) }, run));
  return results.sort((x, y) => x.index - y.index);
}

/** The run's summary; `each` hears every game's result as it ends (in order with one job). */
export async function runTournament(
  o: TournamentOptions,
  each: (game: GameResult) => void = () => {},
): Promise<TournamentReport> {
  const clockKind = o.clockKind ?? 'wall';
  const jobs = Math.max(1, o.jobs ?? 1);
  // Worker threads keep the wall clock; the process's CPU time would count all of them.
  if (clockKind === 'cpu' && jobs > 1) throw new Error('the CPU clock times one playing thread: use one job');
  const clock = o.clock ?? clockOf(clockKind);
  const t0 = clock();
  const spec = specOf(o);
  const indices = gameIndices(o);
  let results: GameResult[];
  if (jobs > 1) results = await playInWorkers(spec, indices, jobs, each);
  else {
    results = [];
    for (const g of indices) {
      const result = await playTournamentGame(spec, g, clock);
      results.push(result);
      each(result);
    }
  }
  const times = { a: [] as number[], b: [] as number[] };
  const samples = { a: [] as number[], b: [] as number[] };
  const asSide: Record<Side, SideRate> = { lancaster: sideRate(), york: sideRate() };
  let aWins = 0;
  let bWins = 0;
  let draws = 0;
  for (const r of results) {
    times.a.push(...r.times.a);
    times.b.push(...r.times.b);
    samples.a.push(...r.samples.a);
    samples.b.push(...r.samples.b);
    const seat = asSide[r.aSide];
    seat.games++;
    if (r.winner === r.aSide) {
      aWins++;
      seat.wins++;
      tally(seat.winsBy, r.reason);
    } else if (r.winner === null) draws++;
    else {
      bWins++;
      tally(seat.lossesBy, r.reason);
    }
  }
  for (const side of SIDES)
    asSide[side].winRate = asSide[side].games ? round3(asSide[side].wins / asSide[side].games) : 0;
  const ci = wilson(aWins, o.games);
  const fixed = spec.a.iterations !== undefined || spec.b.iterations !== undefined;
  return {
    game: o.game ?? 'richard-iii',
    a: o.a,
    b: o.b,
    scenario: o.scenario,
    games: o.games,
    seed: o.seed,
    budgetMs: { a: spec.a.budgetMs, b: spec.b.budgetMs },
    iterations: fixed ? { a: spec.a.iterations ?? null, b: spec.b.iterations ?? null } : null,
    threads: spec.a.threads ?? 1,
    tuning: spec.a.tuning ?? null,
    jobs,
    seat: o.seat ?? null,
    deals: [Math.floor(indices[0]! / 2), Math.floor(indices[indices.length - 1]! / 2)],
    aWins,
    bWins,
    draws,
    aWinRate: o.games ? round3(aWins / o.games) : 0,
    aWinRateCI95: [round3(ci[0]), round3(ci[1])],
    aAsLancaster: asSide.lancaster,
    aAsYork: asSide.york,
    clock: clockKind,
    decisionMs: { a: stats(times.a), b: stats(times.b) },
    samplesPerDecision: { a: sampleStats(samples.a), b: sampleStats(samples.b) },
    peakHeapMB: results.reduce((m, r) => Math.max(m, r.peakHeapMB), 0),
    seconds: round3((clock() - t0) / 1000),
  };
}

const USAGE =
  'Usage: npm run tournament -- [--game richard-iii|skirmish] --a LEVEL --b LEVEL --scenario ID --games N --seed S [--budget-ms N] ' +
  '[--iterations N] [--b-iterations N] [--threads T] [--jobs J] [--clock wall|cpu] [--tuning key=value,…] ' +
  '[--seat lancaster|york] [--first-deal K] [--each]';

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
        game: { type: 'string', default: 'richard-iii' },
        a: { type: 'string' },
        b: { type: 'string' },
        scenario: { type: 'string' },
        games: { type: 'string', default: '2' },
        seed: { type: 'string', default: '1' },
        'budget-ms': { type: 'string' },
        iterations: { type: 'string' },
        'b-iterations': { type: 'string' },
        threads: { type: 'string', default: '1' },
        jobs: { type: 'string', default: '1' },
        clock: { type: 'string', default: 'wall' },
        tuning: { type: 'string' },
        seat: { type: 'string' },
        'first-deal': { type: 'string', default: '0' },
        each: { type: 'boolean', default: false },
      },
    }));
  } catch (e) {
    warn(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    return 2;
  }
  const game = values.game as TournamentGame;
  if (!(TOURNAMENT_GAMES as readonly string[]).includes(game)) {
    warn(`--game must be one of ${TOURNAMENT_GAMES.join(', ')}.\n${USAGE}`);
    return 2;
  }
  const levels: readonly string[] = game === 'skirmish' ? SKIRMISH_LEVELS : TOURNAMENT_LEVELS;
  const isLevel = (x: string | undefined): x is TournamentLevel => levels.includes(x ?? '');
  if (!isLevel(values.a) || !isLevel(values.b)) {
    warn(`--a and --b must be one of ${levels.join(', ')}.\n${USAGE}`);
    return 2;
  }
  const scenarios: readonly string[] = game === 'skirmish' ? SKIRMISH_SCENARIOS.map((x) => x.id) : SCENARIO_IDS;
  const scenario = values.scenario ?? (game === 'skirmish' ? 'standard' : 'richard-iii');
  if (!scenarios.includes(scenario)) {
    warn(`--scenario must be one of ${scenarios.join(', ')}.`);
    return 2;
  }
  const clockKind = values.clock as ClockKind;
  if (!CLOCK_KINDS.includes(clockKind)) {
    warn(`--clock must be one of ${CLOCK_KINDS.join(', ')}.\n${USAGE}`);
    return 2;
  }
  const num = (x: string | undefined): number | undefined => (x === undefined ? undefined : Number(x));
  const games = Number(values.games);
  const seed = Number(values.seed);
  const jobs = Number(values.jobs);
  const budgetMs = num(values['budget-ms']);
  const iterations = num(values.iterations);
  const bIterations = num(values['b-iterations']);
  const threads = Number(values.threads);
  const firstDeal = Number(values['first-deal']);
  const whole = (n: number | undefined, min: number) => n === undefined || (Number.isInteger(n) && n >= min);
  if (
    !whole(games, 1) ||
    !whole(seed, 0) ||
    !whole(jobs, 1) ||
    !whole(budgetMs, 0) ||
    !whole(iterations, 1) ||
    !whole(bIterations, 1) ||
    !whole(threads, 1) ||
    !whole(firstDeal, 0)
  ) {
    warn(
      `--games, --seed, --budget-ms, --iterations, --threads, --jobs and --first-deal must be whole numbers (games, iterations, threads and jobs at least 1).\n${USAGE}`,
    );
    return 2;
  }
  const seat = values.seat;
  const isSide = (x: string): x is Side => (SIDES as readonly string[]).includes(x);
  if (seat !== undefined && !isSide(seat)) {
    warn(`--seat must be one of ${SIDES.join(', ')}.\n${USAGE}`);
    return 2;
  }
  if (threads > 1 && (values.a !== 'hard' || iterations === undefined || game !== 'richard-iii')) {
    warn(`--threads merges Hard's searches, played one after another: --a hard with --iterations.\n${USAGE}`);
    return 2;
  }
  if (clockKind === 'cpu' && jobs > 1) {
    warn(`--clock cpu times the one playing thread: use --jobs 1.\n${USAGE}`);
    return 2;
  }
  let tuning: SearchTuning | undefined;
  if (values.tuning !== undefined) {
    if (game !== 'richard-iii' || (values.a !== 'normal' && values.a !== 'hard')) {
      warn(`--tuning sets the search of A's Normal or Hard in Richard III.\n${USAGE}`);
      return 2;
    }
    const parsed = parseTuning(values.tuning);
    if (!parsed.ok) {
      warn(`--tuning: ${parsed.error}.\n${USAGE}`);
      return 2;
    }
    tuning = parsed.value;
  }
  const report = await runTournament(
    {
      ...(game === 'skirmish' ? { game } : {}),
      a: values.a,
      b: values.b,
      scenario,
      games,
      seed,
      jobs,
      clockKind,
      ...(budgetMs === undefined ? {} : { budgetMs }),
      ...(iterations === undefined ? {} : { iterations }),
      ...(bIterations === undefined ? {} : { bIterations }),
      ...(threads > 1 ? { threads } : {}),
      ...(tuning ? { tuning } : {}),
      ...(seat === undefined ? {} : { seat }),
      ...(firstDeal > 0 ? { firstDeal } : {}),
    },
    values.each ? (g) => print(JSON.stringify(gameLine(g))) : undefined,
  );
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
