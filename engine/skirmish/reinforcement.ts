/**
 * Phase 3, reinforcement (§7): refill the hand to 6 from the deck, or instead recall one unit —
 * not under an enemy arrow (cavalry, with the advanced rules: not under a spearmen arrow), not
 * placed this turn, and not having taken part in an elimination this turn.
 */
import { CARD_DEFS, type Side } from './data';
import { isAttacked, ownerOf, scratchCells, type Cells } from './board';
import { removeCard } from './lists';
import { CARDS_PER_SIDE, HAND_SIZE, type State } from './types';

export function canDraw(s: State, side: Side): boolean {
  return s.decks[side].length > 0 && s.hands[side].length < HAND_SIZE;
}

export function recallable(s: State, side: Side): number[] {
  const out: number[] = [];
  if (s.hands[side].length >= HAND_SIZE) return out;
  const cells = scratchCells(s);
  const { onBoard } = s;
  for (let n = 0; n < onBoard.length; n++) if (mayRecall(s, cells, side, onBoard[n]!)) out.push(onBoard[n]!);
  return out;
}

/** Is there anything to recall? (As `recallable`, without listing.) */
export function canRecall(s: State, side: Side): boolean {
  if (s.hands[side].length >= HAND_SIZE) return false;
  const cells = scratchCells(s);
  for (const c of s.onBoard) if (mayRecall(s, cells, side, c)) return true;
  return false;
}

const CAVALRY: readonly boolean[] = CARD_DEFS.map((d) => d.type === 'cavalry');

function mayRecall(s: State, cells: Cells, side: Side, c: number): boolean {
  if (c < CARDS_PER_SIDE !== (side === 'york') || c === s.placed || s.tookPart.includes(c)) return false;
  const cavalry = s.options.advanced && CAVALRY[s.defs[c]!]!;
  return !isAttacked(s, cells, c, cavalry ? 'spearmen' : undefined);
}

/** Draws up to a hand of 6 (fewer when the deck runs out); returns the cards drawn. */
export function drawToHand(s: State, side: Side): number[] {
  const drawn: number[] = [];
  while (s.hands[side].length < HAND_SIZE && s.decks[side].length > 0) {
    const c = s.decks[side].pop()!;
    s.hands[side].push(c);
    drawn.push(c);
  }
  return drawn;
}

export function recall(s: State, card: number): void {
  removeCard(s.onBoard, card);
  s.pos[card] = -1;
  s.hands[ownerOf(card)].push(card);
}
