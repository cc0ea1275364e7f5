/** Who is in the battle being fought: participants, reserves, revealed blocks, senior heirs. */
import { BLOCKS, BLOCK_COUNT, otherSide, type Side } from '../data';
import { ownerOf } from '../state';
import type { State } from '../types';
import type { BattleState } from './types';

/** The battle being fought; callers are battle steps, which run only while there is one. */
export const currentBattle = (s: State): BattleState => s.battle!;

export const defenderOf = (b: BattleState): Side => otherSide(b.attacker);

/** A block standing in the battle area and fighting (the captive Henry VI never fights). */
export const inBattle = (s: State, b: number): boolean =>
  s.battle !== null && s.loc[b] === s.battle.area && b !== s.prisoner;

/** In the battle and arrived (not a reserve still waiting): can be hit, targeted, and counts for seniority. */
export const isPresent = (s: State, b: number): boolean => inBattle(s, b) && !s.battle!.reserves.includes(b);

/**
 * 6.1 + ruling A13: blocks in the battle are revealed to both sides, except reserves until they
 * arrive; a block that defected in this battle was named in a public roll and stays known.
 */
export function isRevealed(s: State, b: number): boolean {
  if (!inBattle(s, b)) return false;
  const bs = s.battle!;
  return !bs.reserves.includes(b) || bs.defected.includes(b);
}

/** Present (arrived) blocks of one side. */
export function presentBlocks(s: State, side: Side): number[] {
  const out: number[] = [];
  const bs = s.battle!;
  for (const b of bs.blocks)
    if (s.loc[b] === bs.area && ownerOf(s, b) === side && !bs.reserves.includes(b)) out.push(b);
  return out;
}

/** Reserves of one side still waiting to arrive. */
export function reserveBlocks(s: State, side: Side): number[] {
  return s.battle!.reserves.filter((b) => s.loc[b] === s.battle!.area && ownerOf(s, b) === side);
}

/** Whether `side` still has any block in the battle (arrived or not). */
export function hasBlocks(s: State, side: Side): boolean {
  const bs = s.battle!;
  for (const b of bs.blocks) if (s.loc[b] === bs.area && ownerOf(s, b) === side) return true;
  return false;
}

/** The blocks standing in `area` now (the captive Henry VI excluded): the battle's participants. */
export function blocksInArea(s: State, area: number): number[] {
  const out: number[] = [];
  for (let b = 0; b < BLOCK_COUNT; b++) if (s.loc[b] === area && b !== s.prisoner) out.push(b);
  return out;
}

/**
 * 2.2 / 6.5 (ruling 1.9): the most senior heir of `side` revealed in the battle right now
 * (reserves do not count), or -1. A defected Clarence or Exeter is a noble (9.1), not an heir.
 */
export function seniorHeir(s: State, side: Side): number {
  let best = -1;
  for (const b of presentBlocks(s, side)) {
    const blk = BLOCKS[b]!;
    if (blk.kind !== 'heir') continue;
    if (best < 0 || blk.heirRank < BLOCKS[best]!.heirRank) best = b;
  }
  return best;
}
