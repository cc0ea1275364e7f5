/**
 * Which moves a player may take back (issue: "undo of the current player's own moves while nothing
 * hidden has been revealed"). In the action phase, moving, sailing, recruiting and naming a muster
 * area roll no dice and show nothing hidden: the acting player already knows his own blocks, and
 * the areas he may enter depend only on public facts. Anything else — a card, an event that rolls
 * (plague), ending the phase, battles, supply, the political turn — stays done.
 */
import type { Side } from './data';
import type { Action, State } from './types';

const TAKE_BACK: ReadonlySet<Action['t']> = new Set(['move', 'sea', 'recruit', 'muster']);

export function canUndo(before: State, player: Side, action: Action, after: State): boolean {
  return (
    TAKE_BACK.has(action.t) &&
    before.step.k === 'action' &&
    before.step.side === player &&
    after.step.k === 'action' &&
    after.step.side === player &&
    after.outcome === null &&
    // Belt and braces: a move that drew on the dice could not be replayed differently.
    before.rng.s === after.rng.s
  );
}
