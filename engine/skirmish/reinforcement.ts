/**
 * Phase 3, reinforcement (§7): refill the hand to 6 from the deck, or instead recall one unit —
 * not under an enemy arrow (cavalry, with the advanced rules: not under a spearmen arrow), not
 * placed this turn, and not having taken part in an elimination this turn.
 */
import { CARD_DEFS, type Side } from './data';
import { arrowKey, arrowMaskOfKey, isAttacked, ownerOf, scratchCells, type Cells } from './board';
import { bitOf, lowestBit, SHIFTS } from './mat-bits';
import { removeCard } from './lists';
import { CARDS_PER_SIDE, HAND_SIZE, type State } from './types';

export function canDraw(s: State, side: Side): boolean {
  return s.decks[side].length > 0 && s.hands[side].length < HAND_SIZE;
}

export function recallable(s: State, side: Side): number[] {
  const out: number[] = [];
  if (s.hands[side].length >= HAND_SIZE) return out;
  if (!s.options.borderless) return recallableOnMat(s, side, out);
  const cells = scratchCells(s);
  const { onBoard } = s;
  for (let n = 0; n < onBoard.length; n++) if (mayRecall(s, cells, side, onBoard[n]!)) out.push(onBoard[n]!);
  return out;
}

/** Is there anything to recall? (As `recallable`, without listing.) */
export function canRecall(s: State, side: Side): boolean {
  if (s.hands[side].length >= HAND_SIZE) return false;
  if (!s.options.borderless) return recallableOnMat(s, side, []).length > 0;
  const cells = scratchCells(s);
  for (const c of s.onBoard) if (mayRecall(s, cells, side, c)) return true;
  return false;
}

const CAVALRY: readonly boolean[] = CARD_DEFS.map((d) => d.type === 'cavalry');

const SPEARMEN: readonly boolean[] = CARD_DEFS.map((d) => d.type === 'spearmen');

/**
 * `recallable` on the mat: one pass over the enemy's arrows marks the squares they point at (and
 * those spearmen point at, §8) as bits of mat-bits.ts; then each own unit is a bit test.
 */
function recallableOnMat(s: State, side: Side, out: number[]): number[] {
  const low = side === 'york';
  const { onBoard, pos, defs } = s;
  let hitLo = 0,
    hitHi = 0,
    spearLo = 0,
    spearHi = 0;
  for (let n = 0; n < onBoard.length; n++) {
    const u = onBoard[n]!;
    if (u < CARDS_PER_SIDE === low) continue;
    const b = bitOf(pos[u]!);
    const spear = SPEARMEN[defs[u]!]!;
    for (let m = arrowMaskOfKey(arrowKey(s, u)); m !== 0; m &= m - 1) {
      const t = b + SHIFTS[lowestBit(m)]!;
      if (t < 0 || t >= 56 || (t & 7) >= 6) continue; // off the mat
      if (t < 32) {
        hitLo |= 1 << t;
        if (spear) spearLo |= 1 << t;
      } else {
        hitHi |= 1 << (t - 32);
        if (spear) spearHi |= 1 << (t - 32);
      }
    }
  }
  const advanced = s.options.advanced;
  for (let n = 0; n < onBoard.length; n++) {
    const c = onBoard[n]!;
    if (c < CARDS_PER_SIDE !== low || c === s.placed || s.tookPart.includes(c)) continue;
    // Cavalry (advanced rules) may leave unless a spearmen arrow points at it; any other unit, unless any arrow does.
    const cavalry = advanced && CAVALRY[defs[c]!]!;
    const b = bitOf(pos[c]!);
    const lo = cavalry ? spearLo : hitLo;
    const hi = cavalry ? spearHi : hitHi;
    if (((b < 32 ? lo >>> b : hi >>> (b - 32)) & 1) === 0) out.push(c);
  }
  return out;
}

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
