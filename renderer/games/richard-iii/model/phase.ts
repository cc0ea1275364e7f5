import { t } from '../../../src/i18n/language.svelte';

/** The phase name for the turn track, from the engine's step kind. */
export function phaseText(step: string): string {
  if (step === 'mulligan' || step === 'mulligan-reply') return t('board.phases.deal');
  if (step === 'card') return t('board.phases.cards');
  if (step === 'action') return t('board.phases.actions');
  if (step.startsWith('battle')) return t('board.phases.battles');
  if (step.startsWith('supply')) return t('board.phases.supply');
  if (step.startsWith('political')) return t('board.phases.political');
  if (step === 'game-over') return t('board.phases.over');
  // A step added to the engine after this file: its code rather than nothing.
  return step;
}

/** Decisions made by clicking the map: a finished battle's board must not cover it then. */
const MAP_DECISIONS = new Set(['battle-choose', 'supply-heir', 'supply-loss']);

/**
 * Whether the board of a battle that has just ended stays over the map: through the rest of the
 * battle and supply phases and the next card phase (chosen in the hand, not on the map: against the
 * computer, the supply phase often passes at once and the player would not see how his last battle
 * ended) until the player closes it — but never while the player's own decision is made on the map
 * (the next battle, where an heir enters, a supply loss).
 */
export function keepsFinishedBattle(step: string, myTurn: boolean): boolean {
  const afterBattle = step.startsWith('battle') || step.startsWith('supply') || step === 'card';
  return afterBattle && !(myTurn && MAP_DECISIONS.has(step));
}

/** When a game turn is: its campaign and turn. */
export interface TurnMark {
  readonly campaign: number;
  readonly turn: number;
}

/**
 * Whether a battle fought at `fought` may still be shown, finished, at `now` (a step of which
 * `keepsFinishedBattle` approves): in the turn it was fought, or the card phase of the next turn of
 * the same campaign — never after a political turn, in the next campaign's first card phase.
 */
export function finishedBattleStillNews(fought: TurnMark, now: TurnMark & { readonly step: string }): boolean {
  if (fought.campaign !== now.campaign) return false;
  return fought.turn === now.turn || (now.step === 'card' && fought.turn === now.turn - 1);
}
