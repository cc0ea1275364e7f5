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

/**
 * Why a click or key chose nothing, as a code the page words: read off the legal list (what the
 * player may pick now), never worked out from the rules.
 */
export type Refusal =
  /** A card of the hand with no square to go to, while others have. */
  | { k: 'card-unplayable'; card: string }
  /** No card of the hand may be played in this step (archers, an advance, reinforcement). */
  | { k: 'no-card-now' }
  /** A square before any card of the hand was picked. */
  | { k: 'pick-card-first' }
  /** A square the picked card may not go to. */
  | { k: 'not-there'; card: string }
  /** A square that is not a target the deciding archer may choose (nor the archer itself). */
  | { k: 'not-a-target'; card: string }
  /** A square no berserker may advance to (nor one that may advance). */
  | { k: 'no-advance-there' }
  /** A square several berserkers may advance to: one of them must be picked first. */
  | { k: 'pick-berserker-first' }
  /** A square the picked berserker may not advance to (another may, or none). */
  | { k: 'picked-cannot-advance'; card: string }
  /** A square with no unit that may be recalled. */
  | { k: 'no-recall-there' };

export type Intent =
  | { kind: 'select'; pick: Pick }
  | { kind: 'submit'; action: Action }
  /** Nothing to do; `why` says why, when a player pressed where he may not (null: no decision now). */
  | { kind: 'nothing'; why: Refusal | null };

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);
const nothing = (why: Refusal | null): Intent => ({ kind: 'nothing', why });
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
  if (!legal.some((a) => a.t === 'place' && a.card === card))
    return nothing(
      legal.length === 0
        ? null
        : legal.some((a) => a.t === 'place')
          ? { k: 'card-unplayable', card }
          : { k: 'no-card-now' },
    );
  return select(pickedCard(p) === card ? NONE : { k: 'card', card });
}

/** A click on a board square, with the unit standing there (if any). */
export function clickSquare(view: SkirmishView, legal: readonly Action[], p: Pick, x: number, y: number): Intent {
  const unit = view.board.find((u) => u.x === x && u.y === y)?.card ?? null;
  if (legal.length === 0) return nothing(null);
  const confirmOrPick = (a: Action | undefined, why: Refusal): Intent =>
    !a
      ? nothing(why)
      : p.k === 'action' && same(p.action, a)
        ? { kind: 'submit', action: a }
        : select({ k: 'action', action: a });
  switch (view.phase) {
    case 'place': {
      const card = pickedCard(p);
      if (!card) return nothing({ k: 'pick-card-first' });
      return confirmOrPick(
        legal.find((a) => a.t === 'place' && a.card === card && a.x === x && a.y === y),
        {
          k: 'not-there',
          card,
        },
      );
    }
    case 'archers': {
      // The archer itself: its arrows; an enemy in its grid: fire at it.
      const archer = legal.find((a) => a.t === 'archer')?.card ?? '';
      return confirmOrPick(
        unit
          ? legal.find((a) => a.t === 'archer' && (a.target === unit || (a.target === null && a.card === unit)))
          : undefined,
        { k: 'not-a-target', card: archer },
      );
    }
    case 'advance': {
      const all = legal.filter((a) => a.t === 'advance' && a.x === x && a.y === y);
      const here = p.k === 'unit' ? all.filter((a) => a.t === 'advance' && a.card === p.card) : all;
      if (here.length === 1) return confirmOrPick(here[0], { k: 'no-advance-there' });
      if (unit && legal.some((a) => a.t === 'advance' && a.card === unit))
        return select(p.k === 'unit' && p.card === unit ? NONE : { k: 'unit', card: unit });
      // A picked berserker's refusal names it: another may still reach the square.
      if (p.k === 'unit') return nothing({ k: 'picked-cannot-advance', card: p.card });
      return nothing(all.length > 1 ? { k: 'pick-berserker-first' } : { k: 'no-advance-there' });
    }
    case 'reinforce':
      return confirmOrPick(unit ? legal.find((a) => a.t === 'recall' && a.card === unit) : undefined, {
        k: 'no-recall-there',
      });
    case 'over':
      return nothing(null);
  }
}
