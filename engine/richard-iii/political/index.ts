/** Political turn (8.0). Placeholder until the political module lands. */
import { endGame, endPoliticalTurn } from '../flow';
import type { StepHandler } from '../procedure';
import type { State } from '../types';

export function startPoliticalTurn(s: State): void {
  if (s.campaign >= s.lastCampaign) endGame(s, s.kingSide, 'usurpation');
  else endPoliticalTurn(s);
}

export const politicalHandlers: Record<'political', StepHandler> = {
  political: { actors: () => [], legal: () => [], apply: () => undefined },
};
