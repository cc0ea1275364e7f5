/**
 * §8 berserkers (advanced rules): a berserker that took part in an elimination and, once the
 * eliminated units are gone, has no enemy arrow pointing at it must advance into a vacated square.
 * Our rulings: both players' berserkers advance, the active player's first, one at a time in the
 * order their owner picks; an eliminated berserker does not move; one square takes one unit.
 */
import { CARD_DEFS, otherSide, type Side } from './data';
import { isAttacked, ownerOf, scratchCells } from './board';
import type { Eliminations } from './resolution';
import type { AdvanceClaim, State } from './types';

export function isBerserker(s: State, card: number): boolean {
  return CARD_DEFS[s.defs[card]!]!.type === 'berserkers';
}

/** Squares each surviving berserker helped to empty, read before removal. */
export function advanceCandidates(s: State, e: Eliminations): Map<number, number[]> | null {
  let out: Map<number, number[]> | null = null;
  e.eliminated.forEach((u, i) => {
    for (const b of e.by[i]!) {
      if (!isBerserker(s, b) || e.eliminated.includes(b)) continue;
      out ??= new Map<number, number[]>();
      const list = out.get(b) ?? [];
      list.push(s.pos[u]!);
      out.set(b, list);
    }
  });
  return out;
}

/** After removal: candidates that no enemy arrow points at now must advance (a claim). */
export function addClaims(s: State, candidates: Map<number, number[]> | null): void {
  if (!candidates || candidates.size === 0) return;
  const cells = scratchCells(s);
  for (const [card, squares] of candidates) {
    if (isAttacked(s, cells, card)) continue;
    const existing = s.claims.find((c) => c.card === card);
    if (existing) existing.squares = [...new Set([...existing.squares, ...squares])].sort((a, b) => a - b);
    else s.claims.push({ card, squares: [...squares].sort((a, b) => a - b) });
  }
}

/** Claims lapse when the berserker has since been eliminated or every square it earned is taken. */
export function liveClaims(s: State): AdvanceClaim[] {
  if (s.claims.length === 0) return s.claims;
  const cells = scratchCells(s);
  return s.claims
    .filter((c) => s.pos[c.card]! >= 0)
    .map((c) => ({ card: c.card, squares: c.squares.filter((sq) => cells.get(sq) < 0) }))
    .filter((c) => c.squares.length > 0);
}

export interface AdvanceChoice {
  readonly mover: Side;
  readonly options: { card: number; sq: number }[];
}

/** The next advance to make, if any: the active player's berserkers first, then the other's. */
export function nextAdvance(s: State): AdvanceChoice | null {
  if (s.claims.length === 0) return null;
  const claims = liveClaims(s);
  for (const side of [s.active, otherSide(s.active)]) {
    const options = claims
      .filter((c) => ownerOf(c.card) === side)
      .flatMap((c) => c.squares.map((sq) => ({ card: c.card, sq })));
    if (options.length > 0) return { mover: side, options };
  }
  return null;
}

export function advance(s: State, card: number, sq: number): void {
  s.pos[card] = sq;
  s.claims = s.claims.filter((c) => c.card !== card);
}
