/** The one dispatcher: who acts, what is legal, and applying an action (checked by membership). */
import { err, ok, type Result } from '../core/result';
import type { Side } from './data';
import { actionKey } from './actions';
import { cardHandler, mulliganHandler, mulliganReplyHandler } from './cards';
import { actionHandler } from './movement';
import { battleHandlers } from './battle';
import { supplyHandlers } from './political/supply';
import { politicalHandlers } from './political';
import type { StepHandler } from './procedure';
import type { Action, State, Step } from './types';

const none: StepHandler = { actors: () => [], legal: () => [], apply: () => undefined };

const HANDLERS: Record<Step['k'], StepHandler> = {
  mulligan: mulliganHandler,
  'mulligan-reply': mulliganReplyHandler,
  card: cardHandler,
  action: actionHandler,
  'game-over': none,
  ...battleHandlers,
  ...supplyHandlers,
  ...politicalHandlers,
};

const handlerOf = (s: State): StepHandler => HANDLERS[s.step.k];

export function actors(s: State): Side[] {
  return s.outcome ? [] : handlerOf(s).actors(s);
}

/**
 * The last list handed out per state, so that applying one of its own elements (bots, self-play,
 * the fuzzer) skips a second enumeration. Keyed weakly by the state object and checked against
 * `seq`, the step object and the side, so any applied action invalidates it.
 */
const lastLegal = new WeakMap<State, { seq: number; step: Step; side: Side; list: Action[] }>();

export function legalActions(s: State, side: Side): Action[] {
  if (s.outcome) return [];
  const list = handlerOf(s).legal(s, side);
  lastLegal.set(s, { seq: s.seq, step: s.step, side, list });
  return list;
}

const SIDE_NAME: Record<Side, string> = { lancaster: 'Lancaster', york: 'York' };

/** Applies `a` for `side` in place if it is one of the legal actions; otherwise changes nothing. */
export function playAction(s: State, side: Side, a: Action): Result<State> {
  if (s.outcome) return err('game-over', 'The game is over.');
  const h = handlerOf(s);
  if (!h.actors(s).includes(side)) return err('not-your-turn', `${SIDE_NAME[side]} has nothing to decide now.`);
  const cached = lastLegal.get(s);
  const list =
    cached && cached.seq === s.seq && cached.step === s.step && cached.side === side ? cached.list : h.legal(s, side);
  let legal = list.includes(a) ? a : undefined;
  if (!legal) {
    const key = actionKey(a);
    legal = list.find((x) => actionKey(x) === key);
  }
  if (!legal) return err('illegal-action', `That is not a legal ${describeStep(s.step)} for ${SIDE_NAME[side]} now.`);
  lastLegal.delete(s);
  h.apply(s, side, legal);
  s.seq++;
  return ok(s);
}

function describeStep(step: Step): string {
  switch (step.k) {
    case 'mulligan':
    case 'mulligan-reply':
      return 'mulligan choice';
    case 'card':
      return 'card';
    case 'action':
      return 'action';
    default:
      return 'choice';
  }
}
