/**
 * Runs of log entries the page tells as one line. The engine logs a "reinforce" entry for every
 * block that joins the defence of a battle as a reserve (6.3), each right after that block's move;
 * read one by one they make a run of near-identical lines. The page words each side's reserves for
 * one area in one line, at the place of the last of them, naming the blocks the viewer knows.
 * Only the wording changes: the engine's entries (and the saved games' hashes over them) stay as
 * they are.
 */
import type { LogEntry } from './types';

export interface ReserveRun {
  /** The blocks in the order they came; null where the viewer does not know which block it was. */
  readonly blocks: readonly (string | null)[];
}

/** Entries of one side's movement that may stand between two reinforcements of the same battle. */
const MOVEMENT = new Set(['move', 'sea-move', 'attack', 'reinforce', 'activate', 'recruit', 'muster']);

/** Where a move or sea move entry ends (null for other kinds). */
function destination(e: LogEntry): string | null {
  const p = e.p ?? {};
  if (e.k === 'sea-move') return typeof p['to'] === 'string' ? p['to'] : null;
  if (e.k !== 'move') return null;
  const path = p['path'];
  const last = Array.isArray(path) ? path[path.length - 1] : undefined;
  return typeof last === 'string' ? last : null;
}

/**
 * The block a reinforce entry brought in, when the viewer saw which one moved: the engine logs the
 * move (the mover's private entry naming it, then its public twin) just before the reinforcement.
 */
function reinforcingBlock(entries: readonly LogEntry[], i: number): string | null {
  const e = entries[i]!;
  const area = e.p?.['area'];
  for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
    const m = entries[j]!;
    if (m.s !== e.s || destination(m) !== area) continue;
    const block = m.p?.['block'];
    if (typeof block === 'string' && block) return block;
  }
  return null;
}

/**
 * The reinforce entries told together: for the last entry of each run, its run; every other entry
 * of a run is in `folded` (it makes no line of its own). A run ends with the movement it belongs to
 * (the first entry that is not a move, an attack, a reinforcement or an activation).
 */
export function reserveRuns(entries: readonly LogEntry[]): {
  readonly runs: ReadonlyMap<number, ReserveRun>;
  readonly folded: ReadonlySet<number>;
} {
  const runs = new Map<number, ReserveRun>();
  const folded = new Set<number>();
  /** The open run of each side and area: the index of its last entry so far. */
  let open = new Map<string, number>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (!MOVEMENT.has(e.k)) {
      open = new Map();
      continue;
    }
    if (e.k !== 'reinforce') continue;
    const key = `${e.s ?? ''}|${String(e.p?.['area'] ?? '')}`;
    const before = open.get(key);
    const earlier = before === undefined ? [] : runs.get(before)!.blocks;
    if (before !== undefined) {
      runs.delete(before);
      folded.add(before);
    }
    runs.set(i, { blocks: [...earlier, reinforcingBlock(entries, i)] });
    open.set(key, i);
  }
  return { runs, folded };
}
