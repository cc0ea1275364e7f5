/**
 * The battles of a game, read from its log: where, who attacked, who won and the steps each side
 * lost (the hits its blocks took). For the replay's report and its list of battles.
 */
import type { LogEntry, Side } from './types';

export interface BattleRecord {
  /** Index of the battle's first log entry. */
  readonly entry: number;
  readonly area: string;
  readonly attacker: Side | null;
  /** Null while the battle is still being fought. */
  readonly winner: Side | null;
  readonly lost: Readonly<Record<Side, number>>;
}

export function battleRecord(log: readonly LogEntry[]): BattleRecord[] {
  const out: BattleRecord[] = [];
  let open: {
    entry: number;
    area: string;
    attacker: Side | null;
    winner: Side | null;
    lost: Record<Side, number>;
  } | null = null;
  log.forEach((e, i) => {
    // Private twins repeat a public entry for one side's eyes: count each event once.
    if (e.only !== undefined) return;
    if (e.k === 'battle-start') {
      open = {
        entry: i,
        area: String(e.p?.['area'] ?? ''),
        attacker: e.s ?? null,
        winner: null,
        lost: { lancaster: 0, york: 0 },
      };
      out.push(open);
    } else if (open && e.k === 'battle-hit' && e.s) {
      open.lost[e.s] += Number(e.p?.['hits'] ?? 0);
    } else if (open && e.k === 'battle-end') {
      open.winner = e.s ?? null;
      open = null;
    }
  });
  return out;
}
