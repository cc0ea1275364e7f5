/**
 * Keyboard shortcuts for the decisions a player makes most: E ends the action phase (or the
 * regroup; not while Plague waits for its target), F fires and P passes when a single block may act. Anything ambiguous is left to the
 * mouse or to Tab + Enter on the panel's buttons.
 */
import type { Action } from './types';

export const SHORTCUT_KEYS = { end: 'E', fire: 'F', pass: 'P' } as const;

export function shortcutAction(key: string, legal: readonly Action[]): Action | null {
  const only = (t: Action['t']): Action | null => {
    const found = legal.filter((a) => a.t === t);
    return found.length === 1 ? found[0]! : null;
  };
  switch (key.toUpperCase()) {
    case SHORTCUT_KEYS.end:
      // Not while Plague waits for its target: one key would throw the event away.
      return legal.some((a) => a.t === 'plague') ? null : (only('end') ?? only('done'));
    case SHORTCUT_KEYS.fire:
      return only('fire');
    case SHORTCUT_KEYS.pass:
      return only('pass');
    default:
      return null;
  }
}

/** The key that plays `a` now, if any (shown on its button). */
export function shortcutFor(a: Action, legal: readonly Action[]): string | undefined {
  return Object.values(SHORTCUT_KEYS).find((k) => shortcutAction(k, legal) === a);
}
