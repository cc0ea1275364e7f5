/**
 * Two tournament runs of the same games compared game by game:
 *   npm run compare -- FIRST.jsonl SECOND.jsonl
 * Each file is a run's `--each` output (one line a game, then the run's summary line). A change to
 * a bot is judged on the games both runs played (same scenario, seed, deal and seat, same opponent):
 * the games only one of the runs won decide, and the exact sign test says whether their split could be
 * chance. Prints one JSON line. The record (docs/computer-opponents.md) quotes these figures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Result } from '../../engine/core/result';
import { signTestP } from './sign-test';
import type { GameLine, TournamentReport } from './tournament';

/** A run as its --each file holds it. */
export interface RunFile {
  readonly games: readonly GameLine[];
  /** The run's summary line (absent if the run was stopped before its end). */
  readonly summary: Partial<TournamentReport> | null;
}

export interface RunComparison {
  /** Games both runs played. */
  games: number;
  /** A's wins in those games, in each run. */
  firstWins: number;
  secondWins: number;
  /** Games A won in one run only. */
  onlyFirst: number;
  onlySecond: number;
  /** Exact two-sided sign test on onlyFirst against onlySecond: the chance of a split this uneven if neither run is better. */
  signTestP: number;
  /** The same counts in each of A's seats. */
  bySeat: Record<GameLine['aSide'], { games: number; firstWins: number; secondWins: number }>;
}

const isGameLine = (x: unknown): x is GameLine =>
  typeof x === 'object' &&
  x !== null &&
  Number.isInteger((x as GameLine).deal) &&
  ((x as GameLine).aSide === 'lancaster' || (x as GameLine).aSide === 'york');

/** The game lines and summary in a --each file's text, or which line is not one. */
export function readRun(text: string): Result<RunFile, string> {
  const games: GameLine[] = [];
  let summary: Partial<TournamentReport> | null = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return { ok: false, error: `line ${i + 1} is not JSON` };
    }
    if (isGameLine(parsed)) games.push(parsed);
    else if (typeof parsed === 'object' && parsed !== null && 'aWinRate' in parsed)
      summary = parsed as Partial<TournamentReport>;
    else return { ok: false, error: `line ${i + 1} is neither a game (--each) nor a run's summary` };
  }
  return { ok: true, value: { games, summary } };
}

/** What must be equal for two runs to have played the same games (A's own settings may differ: that is what is compared). */
const SAME_GAMES = ['game', 'scenario', 'seed', 'b'] as const;

const key = (g: GameLine): string => `${g.deal}|${g.aSide}`;
const aWon = (g: GameLine): boolean => g.winner === g.aSide;

/** The two runs compared on the games both played, or why they cannot be. */
export function compareRuns(first: RunFile, second: RunFile): Result<RunComparison, string> {
  if (first.summary && second.summary) {
    for (const field of SAME_GAMES)
      if (first.summary[field] !== second.summary[field])
        return { ok: false, error: `the runs differ in ${field}: they did not play the same games` };
    // A run without --iterations has none for either side: the same opponent as one that fixed only A's.
    const opponent = (r: Partial<TournamentReport>) => `${r.iterations?.b ?? null}|${r.budgetMs?.b ?? null}`;
    if (opponent(first.summary) !== opponent(second.summary))
      return { ok: false, error: "the runs' opponents (B) had different budgets: they did not play the same games" };
  }
  const seconds = new Map(second.games.map((g) => [key(g), g]));
  const out: RunComparison = {
    games: 0,
    firstWins: 0,
    secondWins: 0,
    onlyFirst: 0,
    onlySecond: 0,
    signTestP: 1,
    bySeat: { lancaster: { games: 0, firstWins: 0, secondWins: 0 }, york: { games: 0, firstWins: 0, secondWins: 0 } },
  };
  for (const g of first.games) {
    const other = seconds.get(key(g));
    if (!other) continue;
    const [w1, w2] = [aWon(g), aWon(other)];
    const seat = out.bySeat[g.aSide];
    out.games++;
    seat.games++;
    out.firstWins += Number(w1);
    out.secondWins += Number(w2);
    seat.firstWins += Number(w1);
    seat.secondWins += Number(w2);
    out.onlyFirst += Number(w1 && !w2);
    out.onlySecond += Number(w2 && !w1);
  }
  if (out.games === 0) return { ok: false, error: 'the runs have no game in common (deal and seat)' };
  out.signTestP = Math.round(signTestP(out.onlyFirst, out.onlySecond) * 1000) / 1000;
  return { ok: true, value: out };
}

const USAGE = 'usage: npm run compare -- FIRST.jsonl SECOND.jsonl (two tournament runs with --each)';

/** The CLI: prints the comparison as one JSON line, or says what is wrong on stderr. Returns the exit code. */
export function runCompareCli(
  args: readonly string[],
  print: (line: string) => void = console.log,
  warn: (line: string) => void = console.error,
): number {
  if (args.length !== 2) {
    warn(USAGE);
    return 2;
  }
  const runs: RunFile[] = [];
  for (const path of args) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      warn(`${path}: cannot be read.\n${USAGE}`);
      return 2;
    }
    const run = readRun(text);
    if (!run.ok) {
      warn(`${path}: ${run.error}.`);
      return 2;
    }
    runs.push(run.value);
  }
  const result = compareRuns(runs[0]!, runs[1]!);
  if (!result.ok) {
    warn(`${result.error}.`);
    return 1;
  }
  print(JSON.stringify(result.value));
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exit(runCompareCli(process.argv.slice(2)));
