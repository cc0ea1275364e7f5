/** 6.2 battle order: A, then B, C, D; within a letter defenders before attackers. */
import type { Side } from '../data';
import { ownerOf } from '../state';
import type { State } from '../types';
import { currentBattle, defenderOf } from './context';
import { initiativeOf } from './fire';

const RANK = { A: 0, B: 1, C: 2, D: 3 } as const;

export interface Group {
  side: Side;
  blocks: number[];
}

/**
 * The blocks due to act next: arrived blocks that have not had their battle turn this round, with
 * the earliest initiative, defenders first. The owner picks which of them acts first (the rules do
 * not order blocks of one side with the same letter).
 */
export function nextGroup(s: State): Group | null {
  const bs = currentBattle(s);
  const defender = defenderOf(bs);
  let best = 99;
  let blocks: number[] = [];
  for (const b of bs.blocks) {
    if (s.loc[b] !== bs.area || bs.reserves.includes(b) || bs.acted.includes(b)) continue;
    const key = RANK[initiativeOf(s, b)] * 2 + (ownerOf(s, b) === defender ? 0 : 1);
    if (key < best) {
      best = key;
      blocks = [b];
    } else if (key === best) blocks.push(b);
  }
  if (blocks.length === 0) return null;
  return { side: best % 2 === 0 ? defender : bs.attacker, blocks };
}
