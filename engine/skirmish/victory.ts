/**
 * Victory (§2): 20 enemy units or 4 enemy command units, checked right after every resolution and
 * before any extra turn. Both past a threshold at once: more eliminated units wins, equal is a draw.
 * The same count settles the game when a player has no card to place (§7, our ruling).
 */
import { CARD_DEFS, type Side } from './data';
import type { State } from './types';

export interface Tally {
  readonly units: number;
  readonly command: number;
}

export function tally(s: State, side: Side): Tally {
  const pile = s.piles[side];
  let command = 0;
  for (const c of pile) if (CARD_DEFS[s.defs[c]!]!.command) command++;
  return { units: pile.length, command };
}

function byCount(s: State): Side | null {
  const y = s.piles.york.length;
  const l = s.piles.lancaster.length;
  return y > l ? 'york' : l > y ? 'lancaster' : null;
}

function reachedThreshold(s: State, side: Side): boolean {
  const pile = s.piles[side];
  if (pile.length >= s.options.unitsToWin) return true;
  if (pile.length < s.options.commandToWin) return false;
  return tally(s, side).command >= s.options.commandToWin;
}

/** The result if a threshold is reached now, else null. */
export function thresholdOutcome(s: State): { winner: Side | null; reason: string } | null {
  const york = reachedThreshold(s, 'york');
  const lancaster = reachedThreshold(s, 'lancaster');
  if (!york && !lancaster) return null;
  if (york && lancaster) {
    const winner = byCount(s);
    return { winner, reason: winner ? 'tie-break' : 'draw' };
  }
  const side = york ? 'york' : 'lancaster';
  return { winner: side, reason: tally(s, side).command >= s.options.commandToWin ? 'command-units' : 'units' };
}

/** Our ruling (§7): the game ends when a player cannot place; more eliminated enemy units wins. */
export function stalemateOutcome(s: State, reason: 'no-card' | 'board-full'): { winner: Side | null; reason: string } {
  return { winner: byCount(s), reason };
}
