/** Battle phase (6.0). Placeholder: no battles are fought until the battle module lands. */
import { endBattlePhase } from '../flow';
import type { StepHandler } from '../procedure';
import type { State } from '../types';

export function startBattlePhase(s: State): void {
  endBattlePhase(s);
}

export const battleHandlers: Record<'battle-choose', StepHandler> = {
  'battle-choose': { actors: () => [], legal: () => [], apply: () => undefined },
};
