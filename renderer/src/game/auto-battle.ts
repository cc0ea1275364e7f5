/**
 * "Quick battles": when a battle turn offers nothing but fire or pass for one block (round 1, no
 * charge, no treason, no retreat), the obvious choice is to fire. The player opts in; the choice
 * is remembered in this browser.
 */
import type { Action } from './types';

const KEY = 'r3.quickBattles';

export function loadQuickBattles(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function saveQuickBattles(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // Storage may be unavailable (private mode): the toggle then lasts for this session only.
  }
}

/** The obvious action, if the legal list is exactly "fire or pass" for one block. */
export function obviousBattleAction(legal: readonly Action[]): Action | null {
  if (legal.length !== 2) return null;
  const fire = legal.find((a) => a.t === 'fire');
  const pass = legal.find((a) => a.t === 'pass');
  return fire && pass && fire.block === pass.block ? fire : null;
}
