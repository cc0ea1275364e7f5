/**
 * What the other side did since the viewer's last decision, read from the public log: its land
 * and sea moves and recruits (drawn as arrows and marks on the map) and every line of it (the
 * "What happened" list). Only what the viewer's own log holds is used, so nothing hidden leaks.
 */
import { AREAS, isAreaId } from '../../../../engine/richard-iii/data';
import type { MapArrow } from '../scenes/map/model';
import { RESULT_KINDS } from './political-news';
import type { LogEntry, Side } from './types';

/** Log kinds that record a decision of the side named in the entry. */
const DECISIONS = new Set([
  'mulligan-asked',
  'card-played',
  'activate',
  'move',
  'sea-move',
  'recruit',
  'muster',
  'plague',
  'battle-fire',
  'battle-pass',
  'battle-retreat',
  'battle-charge',
  'battle-treason',
  'battle-regroup',
  'supply-loss',
  'heir-enters',
  'execution',
  'go-home',
  'exile-to-pool',
]);

/**
 * The log since the viewer's last decision: what the other side did, and what befell both sides
 * meanwhile (hits, losses, battles, a new turn). Spans game turns: a bot's action phase is still
 * news when the viewer's next decision is the next turn's card. Not every decision is in the log
 * (sparing a defector, keeping a hand, choosing the next battle), so the page passes `decidedAt`: the
 * log's length when it last sent one of the viewer's decisions (0 when it knows of none, after a
 * reload) — nothing before it is news (a Czech play-test of 1470 saw York's moves drawn over London
 * into the next turn, after sparing Clarence).
 */
export function sinceMyLastAction(log: readonly LogEntry[], me: Side, decidedAt = 0): LogEntry[] {
  let i = log.length;
  const floor = Math.min(decidedAt, log.length);
  while (i > floor && !(log[i - 1]!.s === me && DECISIONS.has(log[i - 1]!.k))) i--;
  return log.slice(i);
}

/**
 * Lines a player must not miss: a battle's outcome (6.7), a King's death, and the results the
 * political turn also carries (Henry VI rescued or murdered in 1470, a new King, a usurpation).
 */
const RESULTS = new Set(['battle-end', 'king-dead', ...RESULT_KINDS]);

export const isResult = (e: LogEntry): boolean => RESULTS.has(e.k);

/**
 * Whether the news is worth telling: the other side did something, or a result came of the
 * player's own move — his last fire won the battle, his block in London rescued Henry VI — which
 * only the log at the panel's foot would say otherwise (a new phase beginning alone is not news).
 */
export function worthTelling(news: readonly LogEntry[], me: Side): boolean {
  return news.some((e) => (e.s && e.s !== me) || isResult(e));
}

/** One row of the short list: a line of the news (by place), or a run of lines left out. */
export type ShownRow = { line: number } | { skipped: number };

/**
 * Which of the news's lines (by place) a short list shows: the latest `max`, and every result
 * before them wherever it stands, so a long battle fought after the player's own does not push his
 * battle's outcome out of sight. Each run of lines left out is one `skipped` row where it stands, so a
 * kept result never reads as if it came just before the lines below it.
 */
export function shownLines(results: readonly boolean[], max: number): ShownRow[] {
  const from = Math.max(0, results.length - max);
  const rows: ShownRow[] = [];
  let skipped = 0;
  results.forEach((result, line) => {
    if (!result && line < from) {
      skipped++;
      return;
    }
    if (skipped) rows.push({ skipped });
    skipped = 0;
    rows.push({ line });
  });
  return rows;
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The sea zones both areas touch (5.3): the arrow is drawn through them. */
function sharedSeas(a: string, b: string): string[] {
  const seasOf = (id: string): string[] =>
    isAreaId(id) ? (AREAS.find((x) => x.id === id)?.seas.map((z) => AREAS[z]!.id) ?? []) : [];
  const bs = seasOf(b);
  return seasOf(a).filter((z) => bs.includes(z));
}

/** Arrows for the moves and recruits among `entries` (a hidden block's move still shows where it went). */
export function movesAsArrows(entries: readonly LogEntry[]): MapArrow[] {
  const out: MapArrow[] = [];
  for (const e of entries) {
    const p = e.p ?? {};
    const from = text(p['from']);
    if (!e.s || !DECISIONS.has(e.k)) continue;
    if (e.k === 'move' && from && Array.isArray(p['path'])) {
      out.push({ kind: 'land', side: e.s, path: [from, ...p['path'].map(String)] });
    } else if (e.k === 'sea-move' && from && text(p['to'])) {
      const to = text(p['to'])!;
      out.push({ kind: 'sea', side: e.s, path: [from, to], seas: sharedSeas(from, to) });
    } else if (e.k === 'recruit' && text(p['area'])) {
      out.push({ kind: 'recruit', side: e.s, path: [text(p['area'])!] });
    }
  }
  return out;
}
