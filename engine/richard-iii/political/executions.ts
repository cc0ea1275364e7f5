/**
 * 9.1 Clarence and Exeter: a defected Clarence (l-clarence, held by Lancaster) or Exeter
 * (y-exeter, held by York) may be executed by his new owner in any supply phase. Ruling A20: the
 * Lancastrian player decides on Clarence first, then York on Exeter. An execution is an heir death
 * for the original side (ruling A22): its next minor enters (elimination.ts counts it).
 */
import { B, BLOCKS, type Side } from '../data';
import { eliminate } from '../elimination';
import { log } from '../state';
import { DEAD, MINOR, OTHER, type State } from '../types';

export const DEFECTED_CLARENCE = B('l-clarence');
export const DEFECTED_EXETER = B('y-exeter');

/** The defected heir `b` is held by his new owner (on the map, in exile or in the pool). */
export const isHeld = (s: State, b: number): boolean => {
  const l = s.loc[b]!;
  return l !== DEAD && l !== OTHER && l !== MINOR;
};

/** The defected heir whose fate `side` decides now, for the supply stage. */
export const executionCandidate = (stage: 'clarence' | 'exeter'): { block: number; side: Side } =>
  stage === 'clarence' ? { block: DEFECTED_CLARENCE, side: 'lancaster' } : { block: DEFECTED_EXETER, side: 'york' };

export function execute(s: State, side: Side, b: number): void {
  log(s, { k: 'execution', r: '9.1', s: side, p: { block: BLOCKS[b]!.id } });
  eliminate(s, b, 'execution');
}
