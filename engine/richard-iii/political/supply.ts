/** Supply phase (7.0). Placeholder until the supply module lands. */
import { endSupplyPhase } from '../flow';
import type { StepHandler } from '../procedure';
import type { State } from '../types';

export function startSupplyPhase(s: State): void {
  endSupplyPhase(s);
}

export const supplyHandlers: Record<'supply', StepHandler> = {
  supply: { actors: () => [], legal: () => [], apply: () => undefined },
};
