// What the player has picked on the board and what a click means, as pure functions of the view:
// a card from the hand, then a legal square (its preview shows), then the same square again (or the
// Confirm button) to play it. Archer targets, berserker advances and recalls go the same way: pick,
// see what it would do, confirm. Only actions from the view's legal list are ever produced.
import type { Action, SkirmishView } from './types';

export type Pick =
  | { k: 'none' }
  /** A card of the hand, before its square is chosen. */
  | { k: 'card'; card: string }
  /** A berserker picked before its square (several may advance). */
  | { k: 'unit'; card: string }
  /** A legal action under preview, waiting for confirmation. */
  | { k: 'action'; action: Action };

export const NONE: Pick = { k: 'none' };

export type Intent = { kind: 'select'; pick: Pick } | { kind: 'submit'; action: Action } | { kind: 'nothing' };

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);
const nothing: Intent = { kind: 'nothing' };
const select = (pick: Pick): Intent => ({ kind: 'select', pick });

/** The card whose placements are being looked at, if any. */
export function pickedCard(p: Pick): string | null {
  return p.k === 'card' ? p.card : p.k === 'action' && p.action.t === 'place' ? p.action.card : null;
}

/** A pick that no longer fits the legal list (the position moved on) is dropped. */
export function reconcile(legal: readonly Action[], p: Pick): Pick {
  switch (p.k) {
    case 'none':
      return p;
    case 'card':
      return legal.some((a) => a.t === 'place' && a.card === p.card) ? p : NONE;
    case 'unit':
      return legal.some((a) => a.t === 'advance' && a.card === p.card) ? p : NONE;
    case 'action':
      return legal.some((a) => same(a, p.action)) ? p : NONE;
  }
}

export function clickHand(legal: readonly Action[], p: Pick, card: string): Intent {
  if (!legal.some((a) => a.t === 'place' && a.card === card)) return nothing;
  return select(pickedCard(p) === card ? NONE : { k: 'card', card });
}

/** A click on a board square, with the unit standing there (if any). */
export function clickSquare(view: SkirmishView, legal: readonly Action[], p: Pick, x: number, y: number): Intent {
  const unit = view.board.find((u) => u.x === x && u.y === y)?.card ?? null;
  const confirmOrPick = (a: Action | undefined): Intent =>
    !a
      ? nothing
      : p.k === 'action' && same(p.action, a)
        ? { kind: 'submit', action: a }
        : select({ k: 'action', action: a });
  switch (view.phase) {
    case 'place': {
      const card = pickedCard(p);
      if (!card) return nothing;
      return confirmOrPick(legal.find((a) => a.t === 'place' && a.card === card && a.x === x && a.y === y));
    }
    case 'archers':
      if (!unit) return nothing;
      // The archer itself: its arrows; an enemy in its grid: fire at it.
      return confirmOrPick(
        legal.find((a) => a.t === 'archer' && (a.target === unit || (a.target === null && a.card === unit))),
      );
    case 'advance': {
      const here = legal.filter(
        (a) => a.t === 'advance' && a.x === x && a.y === y && (p.k !== 'unit' || a.card === p.card),
      );
      if (here.length === 1) return confirmOrPick(here[0]);
      if (unit && legal.some((a) => a.t === 'advance' && a.card === unit))
        return select(p.k === 'unit' && p.card === unit ? NONE : { k: 'unit', card: unit });
      return nothing;
    }
    case 'reinforce':
      return unit ? confirmOrPick(legal.find((a) => a.t === 'recall' && a.card === unit)) : nothing;
    case 'over':
      return nothing;
  }
}
