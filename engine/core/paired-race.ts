/**
 * The decision rule the search bots of every game share. Root moves race on common random numbers:
 * each sample plays every move still in the race, so a move's value minus the first move's (Easy's
 * choice) is a paired gain, sample by sample. Easy's move is played unless another beats it by
 * `confidence` paired standard errors and `minGain` (noise alone must not talk a bot out of a sound
 * move); with a time budget the search may stop as soon as that choice is settled (`choiceSettled`).
 */

/** What the rule reads: how far a move must beat the first to be played, and when a choice is settled. */
export interface RaceRule {
  /** Paired standard errors by which a move must beat the first to be played instead... */
  readonly confidence: number;
  /** ...and by at least this gain in estimated win chance (a gain too small to matter is not worth leaving a sound move for). */
  readonly minGain: number;
  /**
   * With a time budget (not a fixed count) a search answers once its choice is settled: after
   * `settleMinSamples` samples, when no move in the race could cross the choice's line within
   * `settleZ` standard errors. 0: never settled.
   */
  readonly settleZ: number;
  readonly settleMinSamples: number;
}

/** A move's paired gain over the first move: its mean and standard error over `n` samples. */
export interface GainStats {
  readonly n: number;
  readonly mean: number;
  readonly se: number;
}

/** The gain statistics of a list of paired differences. */
export function gainStats(d: readonly number[]): GainStats {
  const n = d.length;
  if (n === 0) return { n, mean: -Infinity, se: Infinity };
  const mean = d.reduce((t, x) => t + x, 0) / n;
  // The sample deviation over √n, computed so (the searches' fixed-count games depend on its last bits).
  const se = n < 2 ? Infinity : Math.sqrt(d.reduce((t, x) => t + (x - mean) ** 2, 0) / (n - 1)) / Math.sqrt(n);
  return { n, mean, se };
}

/**
 * One move's paired differences, sample by sample (`diffs`: what a search reports and decides on),
 * with running sums beside them so it can ask whether it is settled after every sample cheaply.
 */
export class RunningGain {
  readonly diffs: number[] = [];
  private n = 0;
  private sum = 0;
  private sumSq = 0;

  add(d: number): void {
    this.diffs.push(d);
    this.n++;
    this.sum += d;
    this.sumSq += d * d;
  }

  stats(): GainStats {
    const { n } = this;
    if (n < 2) return { n, mean: n ? this.sum : -Infinity, se: Infinity };
    const mean = this.sum / n;
    // Clamped: rounding can take a tiny variance below zero.
    const variance = Math.max(0, (this.sumSq - n * mean * mean) / (n - 1));
    return { n, mean, se: Math.sqrt(variance / n) };
  }
}

/** Whether a move passes the rule: a gain of `confidence` standard errors and of `minGain`. */
const passes = (g: GainStats, rule: RaceRule): boolean =>
  g.n >= 2 && g.mean > rule.confidence * g.se && g.mean > rule.minGain;

/** The rule's choice: the first move (0) unless others pass; of those, the largest gain. */
export function rulePick(stats: readonly GainStats[], rule: RaceRule): number {
  let pick = 0;
  let gain = 0;
  for (let j = 1; j < stats.length; j++)
    if (passes(stats[j]!, rule) && stats[j]!.mean > gain) {
      pick = j;
      gain = stats[j]!.mean;
    }
  return pick;
}

/**
 * Whether more samples would hardly change the rule's choice (a chess engine's "easy move"): the
 * move it picks now keeps its place unless some move still in the race (`alive`) gains `settleZ`
 * standard errors more than it is estimated to, or the pick's own gain falls as far. A move out of
 * the race draws no more samples, so it counts only if it already passes with a gain near the pick's;
 * one in the race with fewer than two samples has no spread yet, so nothing is settled. What it saves
 * and how often it changes a choice: docs/computer-opponents.md ("Answering once the choice is
 * settled") for Richard III, the README's card-battle figures for the card battle.
 */
export function choiceSettled(stats: readonly GainStats[], alive: readonly number[], rule: RaceRule): boolean {
  if (rule.settleZ <= 0) return false;
  const pick = rulePick(stats, rule);
  // The line a rival must not be able to reach: the pick's gain at its lowest, or minGain for the first move.
  let line = rule.minGain;
  if (pick !== 0) {
    line = stats[pick]!.mean - rule.settleZ * stats[pick]!.se;
    if (line <= rule.minGain) return false;
  }
  for (let j = 1; j < stats.length; j++) {
    const g = stats[j]!;
    if (j === pick) continue;
    if (alive.includes(j)) {
      if (g.n < 2 || g.mean + rule.settleZ * g.se >= line) return false;
    } else if (passes(g, rule) && g.mean >= line) return false;
  }
  return true;
}

/** A timed search's question after each sample: has it drawn `settleMinSamples` and is its choice settled? */
export function raceSettled(samples: number, gains: readonly RunningGain[], alive: readonly number[], rule: RaceRule) {
  return (
    samples >= rule.settleMinSamples &&
    choiceSettled(
      gains.map((g) => g.stats()),
      alive,
      rule,
    )
  );
}
