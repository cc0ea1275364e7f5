/**
 * What the other side did since the viewer's last decision, read from the public log: its land
 * and sea moves and recruits (drawn as arrows and marks on the map) and every line of it (the
 * "What happened" list). Only what the viewer's own log holds is used, so nothing hidden leaks.
 */
import type { MapArrow } from '../scenes/map/model';
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
  'spare',
  'go-home',
  'exile-to-pool',
]);

/**
 * The log since the viewer's last decision: what the other side did, and what befell both sides
 * meanwhile (hits, losses, battles, a new turn). Spans game turns: a bot's action phase is still
 * news when the viewer's next decision is the next turn's card.
 */
export function sinceMyLastAction(log: readonly LogEntry[], me: Side): LogEntry[] {
  let i = log.length;
  while (i > 0 && !(log[i - 1]!.s === me && DECISIONS.has(log[i - 1]!.k))) i--;
  return log.slice(i);
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

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
      out.push({ kind: 'sea', side: e.s, path: [from, text(p['to'])!] });
    } else if (e.k === 'recruit' && text(p['area'])) {
      out.push({ kind: 'recruit', side: e.s, path: [text(p['area'])!] });
    }
  }
  return out;
}
