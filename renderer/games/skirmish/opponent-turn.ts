// The opponent's last turn, steppable: the board is rebuilt from the public log (each placement,
// removal, advance and recall is recorded with its square), so the page can show the position
// before that turn and after each of its events. Replaying what was logged decides no rule.
import type { CardFace, LogEntry, Side } from './types';

export interface ShownUnit extends CardFace {
  x: number;
  y: number;
}

export interface Snapshot {
  units: ShownUnit[];
  piles: Record<Side, CardFace[]>;
  /** Archers firing in the turn so far: archer → target. */
  fire: { from: string; to: string }[];
  /** Units placed or moved by the event just shown. */
  recent: string[];
  /** The log entries this step shows (none for the position before the turn). */
  events: LogEntry[];
}

const other = (s: Side): Side => (s === 'york' ? 'lancaster' : 'york');
const ownerOf = (card: string): Side => (card.startsWith('y') ? 'york' : 'lancaster');

function empty(): Snapshot {
  return { units: [], piles: { york: [], lancaster: [] }, fire: [], recent: [], events: [] };
}

/** Applies one logged event to a board snapshot (a copy). */
function applyEvent(s: Snapshot, e: LogEntry): Snapshot {
  const p = e.p ?? {};
  const card = typeof p['card'] === 'string' ? p['card'] : '';
  switch (e.k) {
    case 'turn':
      return { ...s, fire: [], recent: [] };
    case 'placed':
      return {
        ...s,
        units: [...s.units, { card, def: String(p['def']), x: Number(p['x']), y: Number(p['y']) }],
        recent: [card],
      };
    case 'eliminated': {
      const gone = s.units.find((u) => u.card === card);
      const taker = other(ownerOf(card));
      return {
        ...s,
        units: s.units.filter((u) => u.card !== card),
        piles: { ...s.piles, [taker]: [...s.piles[taker], { card, def: gone?.def ?? String(p['def']) }] },
        recent: [],
      };
    }
    case 'advanced':
      return {
        ...s,
        units: s.units.map((u) => (u.card === card ? { ...u, x: Number(p['x']), y: Number(p['y']) } : u)),
        recent: [card],
      };
    case 'recalled':
      return { ...s, units: s.units.filter((u) => u.card !== card), recent: [] };
    case 'archer-fires':
      return typeof p['target'] === 'string' ? { ...s, fire: [...s.fire, { from: card, to: p['target'] }] } : s;
    default:
      return s;
  }
}

/** Events that change the board or say what a turn did: each is one step (eliminations of one resolution together). */
const STEP_EVENTS = new Set(['placed', 'eliminated', 'advanced', 'recalled', 'drew', 'archer-fires', 'archer-arrows']);

/**
 * The steps of `opponent`'s latest finished run of turns (an extra turn included): the position
 * before it, then after each event. Empty when he has not finished a turn yet.
 */
export function lastTurnSteps(log: readonly LogEntry[], opponent: Side): Snapshot[] {
  // Turn starts, and the run of the opponent's turns just before the latest turn of the other side.
  const starts = log.flatMap((e, i) => (e.k === 'turn' ? [i] : []));
  let end = -1;
  // A game that ended in his turn: that turn is the last one.
  const lastStart = starts[starts.length - 1];
  if (lastStart !== undefined && log[lastStart]!.s === opponent && log[log.length - 1]?.k === 'game-over')
    end = log.length;
  for (let j = starts.length - 1; j > 0 && end < 0; j--) {
    const cur = log[starts[j]!]!;
    const prev = log[starts[j - 1]!]!;
    if (cur.s !== opponent && prev.s === opponent) {
      end = starts[j]!;
      break;
    }
  }
  if (end < 0) return [];
  let begin = end === log.length ? starts.length - 1 : starts.indexOf(end) - 1;
  while (begin > 0 && log[starts[begin - 1]!]!.s === opponent) begin--;
  const from = starts[begin]!;
  let snap = empty();
  for (let i = 0; i < from; i++) snap = applyEvent(snap, log[i]!);
  const steps: Snapshot[] = [{ ...snap, recent: [], events: [] }];
  for (let i = from; i < end; i++) {
    const e = log[i]!;
    snap = applyEvent(snap, e);
    if (!STEP_EVENTS.has(e.k)) continue;
    const last = steps[steps.length - 1]!;
    // One resolution's eliminations are one step: they happen at once.
    if (
      e.k === 'eliminated' &&
      last.events.length > 0 &&
      last.events.every((x) => x.k === 'eliminated' && x.p?.['resolution'] === e.p?.['resolution'])
    )
      steps[steps.length - 1] = { ...snap, events: [...last.events, e] };
    else steps.push({ ...snap, events: [e] });
  }
  return steps;
}
