import type { Side } from './data';
import type { Action, State } from './types';

/**
 * How a rules module serves one kind of decision point (`state.step.k`). The dispatcher in rules.ts
 * asks `legal` for the one list of legal actions, checks an incoming action against it, then calls
 * `apply` — so each module writes its legality exactly once.
 */
export interface StepHandler {
  /** Sides that must decide now. */
  actors(s: State): Side[];
  /** Every legal action of `side` now (empty if `side` is not an actor). */
  legal(s: State, side: Side): Action[];
  /** Applies an action already known to be legal; mutates `s`. */
  apply(s: State, side: Side, a: Action): void;
}
