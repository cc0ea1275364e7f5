/**
 * "Resolve the obvious automatically" (a setting): a decision with a single legal answer is made
 * for the player, and so is a battle turn that offers one block nothing but fire or pass (round 1,
 * no charge, no treason, no retreat), where the obvious choice is to fire. The screen waits a
 * moment before playing it so the player still sees it happen.
 */
import type { Action } from './types';

export function obviousAction(legal: readonly Action[]): Action | null {
  if (legal.length === 1) return legal[0]!;
  if (legal.length !== 2) return null;
  const fire = legal.find((a) => a.t === 'fire');
  const pass = legal.find((a) => a.t === 'pass');
  return fire && pass && fire.block === pass.block ? fire : null;
}
