/**
 * Moving through a replay: the next or previous milestone of a kind, and the position at which a
 * log line first appeared. Pure (the page supplies the milestones and a way to count log lines).
 */
import type { Milestone, MilestoneKind } from '../../../electron/ipc/contract';

export type Direction = -1 | 1;

/**
 * The position to step to: the start of the next milestone of `kind` after `at` (forward), or of the
 * one before the milestone `at` is in (back; from inside a milestone, first its own start). Null at
 * either end.
 */
export function stepTo(
  milestones: readonly Milestone[],
  kind: MilestoneKind,
  at: number,
  dir: Direction,
): number | null {
  const starts = milestones.filter((m) => m.kind === kind).map((m) => m.at);
  if (dir === 1) return starts.find((s) => s > at) ?? null;
  for (let i = starts.length - 1; i >= 0; i--) if (starts[i]! < at) return starts[i]!;
  return at > 0 && kind === 'campaign' ? 0 : null;
}

/** The milestone of `kind` that position `at` belongs to (the last one starting at or before it). */
export function milestoneAt(milestones: readonly Milestone[], kind: MilestoneKind, at: number): Milestone | null {
  let found: Milestone | null = null;
  for (const m of milestones) if (m.kind === kind && m.at <= at) found = m;
  return found;
}

/**
 * The first position in [0, total] at which the log shows more than `line` lines (so line number
 * `line`, from 0, is the newest). `linesAt` counts the log lines at a position; it grows with it.
 */
export async function positionOfLine(
  line: number,
  total: number,
  linesAt: (at: number) => Promise<number>,
): Promise<number> {
  let lo = 0;
  let hi = total;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((await linesAt(mid)) > line) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Playback speeds, actions per second. */
export const SPEEDS = [1, 2, 5, 10] as const;
export type Speed = (typeof SPEEDS)[number];
