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

/** The battle phase's decision made by clicking the map: a finished battle's board must not cover it then. */
const MAP_DECISION = 'battle-choose';

/**
 * Whether the board of a battle that has just ended stays over the map, showing its result: only
 * while the battle phase goes on — the other side regrouping or choosing the next battle — and
 * never while the player chooses the next battle on the map. Once the battle phase is over the
 * board gives way to the map, where the supply phase and what follows happen (against the computer
 * they often pass at once: "What happened" tells them, the battle's outcome among them, in order),
 * so the next card phase never opens under a stale board.
 */
export function keepsFinishedBattle(step: string, myTurn: boolean): boolean {
  return step.startsWith('battle') && !(myTurn && step === MAP_DECISION);
}

/** When a game turn is: its campaign and turn. */
export interface TurnMark {
  readonly campaign: number;
  readonly turn: number;
}

/**
 * Whether a battle fought at `fought` may still be shown, finished, at `now` (a step of which
 * `keepsFinishedBattle` approves): only in the turn it was fought — a battle of an earlier turn, or
 * of the last campaign, is never brought back over a later battle phase.
 */
export function finishedBattleStillNews(fought: TurnMark, now: TurnMark): boolean {
  return fought.campaign === now.campaign && fought.turn === now.turn;
}
