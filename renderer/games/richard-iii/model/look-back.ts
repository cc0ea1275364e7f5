/**
 * Looking back through the other side's moves before answering them (view only): the positions
 * from the one the player last decided in to now, each shown on the map as the player saw — or
 * would have seen — it. Pure: the page fetches each position's view (the replay service, through
 * the player's own lens) and hands this the counts.
 */

/** Positions to step through: `from` (before the other side's first move) up to `now`, in order. */
export function lookBackSteps(from: number, now: number): number[] {
  const out: number[] = [];
  for (let at = Math.max(0, from); at <= now; at++) out.push(at);
  return out;
}

/**
 * The position the player last decided in: the last one whose log (as he sees it) ends before
 * the first line of the news, found by bisection (`linesAt` counts his log lines at a position).
 */
export async function positionBeforeNews(
  firstNewsLine: number,
  now: number,
  linesAt: (at: number) => Promise<number>,
): Promise<number> {
  let lo = 0;
  let hi = now;
  // The last position with at most `firstNewsLine` lines.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((await linesAt(mid)) <= firstNewsLine) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** One step further (`dir` 1) or back (-1) in `steps` from `at`, or null at either end. */
export function stepFrom(steps: readonly number[], at: number, dir: -1 | 1): number | null {
  const i = steps.indexOf(at);
  const j = i + dir;
  return i < 0 || j < 0 || j >= steps.length ? null : steps[j]!;
}

/** How a line of the news stands at the position looked at: played already (the last of them marked), or still to come. */
export type LineAt = 'done' | 'current' | 'later';

/**
 * For each line (by its entry's place in the news), where it stands when the first `happened`
 * entries of the news had been played; null `happened` (the map shows now): every line is done.
 */
export function linesAt(lines: readonly { entry: number }[], happened: number | null): LineAt[] {
  if (happened === null) return lines.map(() => 'done');
  let last = -1;
  lines.forEach((l, i) => {
    if (l.entry < happened) last = i;
  });
  return lines.map((l, i) => (i === last ? 'current' : l.entry < happened ? 'done' : 'later'));
}
