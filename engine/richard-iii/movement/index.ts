/** Action phase (5.0): land moves, sea moves, recruiting, and the event cards' moves. Placeholder. */
import { endActionPhase } from '../flow';
import type { StepHandler } from '../procedure';

export const actionHandler: StepHandler = {
  actors: (s) => (s.step.k === 'action' ? [s.step.side] : []),
  legal: (s, side) => (s.step.k === 'action' && s.step.side === side ? [{ t: 'end' }] : []),
  apply(s, _side, a) {
    if (a.t === 'end') endActionPhase(s);
  },
};
