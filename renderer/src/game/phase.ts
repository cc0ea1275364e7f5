/** The phase name for the turn track, from the engine's step kind. */
export function phaseText(step: string): string {
  if (step === 'mulligan' || step === 'mulligan-reply') return 'Deal';
  if (step === 'card') return 'Cards';
  if (step === 'action') return 'Actions';
  if (step.startsWith('battle')) return 'Battles';
  if (step.startsWith('supply')) return 'Supply';
  if (step.startsWith('political')) return 'Political';
  if (step === 'game-over') return 'Game over';
  return step;
}

/** Decisions made by clicking the map: a finished battle's board must not cover it then. */
const MAP_DECISIONS = new Set(['battle-choose', 'supply-heir', 'supply-loss']);

/**
 * Whether the board of a battle that has just ended stays over the map: through the rest of the
 * battle and supply phases until the player closes it — but never while the player's own decision
 * is made on the map (the next battle, where an heir enters, a supply loss).
 */
export function keepsFinishedBattle(step: string, myTurn: boolean): boolean {
  const afterBattle = step.startsWith('battle') || step.startsWith('supply');
  return afterBattle && !(myTurn && MAP_DECISIONS.has(step));
}
