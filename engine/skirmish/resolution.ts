/**
 * Phase 2, elimination (§5): every unit attacks along every arrow, the active player's archers
 * fire or use their arrows as chosen, and everything "greater than defence" is determined before
 * anything is removed. Removal fills the victory piles and records who took part.
 */
import { CARD_DEFS, otherSide } from './data';
import { arrowKey, arrowMaskOfKey, arrowValueOfKey, gridOf, ownerOf, scratchCells, type Cells } from './board';
import { ARROWS } from './archers';
import { removeCards } from './lists';
import { CARDS_PER_SIDE, type ArcherChoice, type State } from './types';

export interface Eliminations {
  /** Eliminated units, in placement order. */
  readonly eliminated: readonly number[];
  /** For each eliminated unit, the enemy units that hit it (arrow or fire), in ascending order. */
  readonly by: readonly (readonly number[])[];
}

/** Does this archer fire this turn (its arrows then stay silent: one kind of attack, §6)? */
function fires(choices: readonly ArcherChoice[], card: number): boolean {
  for (let i = 0; i < choices.length; i++) if (choices[i]!.card === card && choices[i]!.target !== ARROWS) return true;
  return false;
}

/** The unit this archer's fixed target is, if it is hit this resolution (fixed for the turn, §8); else -1. */
function firedAt(s: State, cells: Cells, choice: ArcherChoice): number {
  const { card, target } = choice;
  if (target === ARROWS || s.pos[card]! < 0) return -1;
  // The fixed target is hit again only while it stands inside the grid.
  const tsq = s.pos[target]!;
  if (tsq < 0 || cells.get(tsq) !== target) return -1;
  // Out of the grid now (a berserker moved): it fires at nothing, and its arrows stay silent all the same.
  return gridOf(s, card).includes(tsq - s.pos[card]!) ? target : -1;
}

/** Damage per card instance, reused by every resolution (nothing in it outlives one call). */
const damage = new Int32Array(2 * CARDS_PER_SIDE);
const DEFENCE = Int32Array.from(CARD_DEFS, (d) => d.defence);
const NONE: Eliminations = Object.freeze({ eliminated: Object.freeze([]), by: Object.freeze([]) });

export function computeEliminations(s: State): Eliminations {
  const cells = scratchCells(s);
  const { data, step } = cells;
  const { onBoard, pos, archerChoices: choices } = s;
  const archers = choices.length > 0;
  for (let n = 0; n < onBoard.length; n++) damage[onBoard[n]!] = 0;
  for (let n = 0; n < onBoard.length; n++) {
    const u = onBoard[n]!;
    if (archers && fires(choices, u)) continue; // a firing archer's arrows do not attack
    const key = arrowKey(s, u);
    const mask = arrowMaskOfKey(key);
    const low = u < CARDS_PER_SIDE;
    const i = cells.slot(pos[u]!);
    for (let m = mask; m !== 0; m &= m - 1) {
      const k = 31 - Math.clz32(m & -m);
      const t = data[i + step[k]!]!;
      if (t >= 0 && t < CARDS_PER_SIDE !== low) damage[t]! += arrowValueOfKey(key, k);
    }
  }
  for (let c = 0; c < choices.length; c++) {
    const t = firedAt(s, cells, choices[c]!);
    if (t >= 0) damage[t]! += CARD_DEFS[s.defs[choices[c]!.card]!]!.ranged!.value;
  }
  let eliminated: number[] | null = null;
  let by: number[][] | null = null;
  for (let n = 0; n < onBoard.length; n++) {
    const u = onBoard[n]!;
    if (damage[u]! <= DEFENCE[s.defs[u]!]!) continue;
    (eliminated ??= []).push(u);
    // Who hit it: enemy neighbours whose arrow points back at it (unless firing), and archers firing at it.
    const from: number[] = [];
    const i = cells.slot(pos[u]!);
    const low = u < CARDS_PER_SIDE;
    for (let k = 0; k < 8; k++) {
      const t = data[i + step[k]!]!;
      if (t < 0 || t < CARDS_PER_SIDE === low || (archers && fires(choices, t))) continue;
      if ((arrowMaskOfKey(arrowKey(s, t)) & (1 << ((k + 4) & 7))) !== 0) insertSorted(from, t);
    }
    for (let c = 0; c < choices.length; c++)
      if (firedAt(s, cells, choices[c]!) === u) insertSorted(from, choices[c]!.card);
    (by ??= []).push(from);
  }
  return eliminated && by ? { eliminated, by } : NONE;
}

/** Keeps a short list in ascending order. */
function insertSorted(list: number[], x: number): void {
  let i = list.length;
  list.push(x);
  while (i > 0 && list[i - 1]! > x) {
    list[i] = list[i - 1]!;
    i--;
  }
  list[i] = x;
}

/** Takes the eliminated units off the board into their enemies' victory piles. */
export function removeEliminated(s: State, e: Eliminations): void {
  if (e.eliminated.length === 0) return;
  removeCards(s.onBoard, e.eliminated);
  for (let i = 0; i < e.eliminated.length; i++) {
    const u = e.eliminated[i]!;
    const owner = ownerOf(u);
    s.pos[u] = -1;
    s.piles[otherSide(owner)].push(u);
    if (CARD_DEFS[s.defs[u]!]!.general) s.generalsFallen.push(owner);
    for (const b of e.by[i]!) if (!s.tookPart.includes(b)) s.tookPart.push(b);
  }
}
