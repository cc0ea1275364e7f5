/**
 * What the last political turn decided, for the first card phase of the next campaign: the
 * usurpation count and its result, a new King, the prisoner's fate (1470) — lines a player must not
 * miss, which the going-home lines that follow them push out of "What happened". Pure: read from
 * the view's log.
 */
import type { LogEntry, RichardView } from './types';

/** The political turn's lines that carry its result, in the log's order. */
export const RESULT_KINDS: ReadonlySet<string> = new Set([
  'usurpation-count',
  'usurpation',
  'new-king',
  'prisoner-murdered',
  'prisoner-rescued',
]);

export interface PoliticalNews {
  /** The campaign that ended. */
  readonly campaign: number;
  readonly entries: readonly LogEntry[];
}

/**
 * The result of the political turn that ended the last campaign, while the new one deals (its
 * mulligan, before turn 1: the turn counter is still 0) and plays its first cards; otherwise null.
 */
export function politicalNews(view: RichardView): PoliticalNews | null {
  const dealing = view.turn === 0 && view.step.startsWith('mulligan');
  if (!dealing && !(view.turn === 1 && view.step === 'card')) return null;
  const ended = view.campaign - 1;
  let start = -1;
  view.log.forEach((e, i) => {
    if (e.k === 'political-turn' && e.p?.['campaign'] === ended) start = i;
  });
  if (start < 0) return null;
  const end = view.log.findIndex((e, i) => i > start && e.k === 'campaign-reset');
  const entries = view.log.slice(start + 1, end < 0 ? undefined : end).filter((e) => RESULT_KINDS.has(e.k));
  return entries.length ? { campaign: ended, entries } : null;
}
