/**
 * Phase 2, elimination (§5): every unit attacks along every arrow, the active player's archers
 * fire or use their arrows as chosen, and everything "greater than defence" is determined before
 * anything is removed. Removal fills the victory piles and records who took part.
 */
import { CARD_DEFS, otherSide } from './data';
import { arrowsOf, cellsOf, gridOf, ownerOf, type Cells } from './board';
import { ARROWS } from './archers';
import type { State } from './types';

export interface Eliminations {
  /** Eliminated units, in placement order. */
  readonly eliminated: number[];
  /** For each eliminated unit, the enemy units that hit it (arrow or fire). */
  readonly by: number[][];
}

/** Which archers of the active player fire this resolution, and at whom (fixed for the turn, §8). */
function firingTargets(s: State, cells: Cells): Map<number, number> {
  const fire = new Map<number, number>();
  for (const { card, target } of s.archerChoices) {
    if (target === ARROWS || s.pos[card]! < 0) continue;
    // The fixed target is hit again only while it stands inside the grid.
    const tsq = s.pos[target]!;
    if (tsq < 0 || cells.get(tsq) !== target) continue;
    // Out of the grid now (a berserker moved): it fires at nothing, and its arrows stay silent all the same.
    if (gridOf(s, card).includes(tsq - s.pos[card]!)) fire.set(card, target);
  }
  return fire;
}

export function computeEliminations(s: State): Eliminations {
  const cells = cellsOf(s);
  const fire = firingTargets(s, cells);
  const damage = new Map<number, number>();
  const by = new Map<number, number[]>();
  const hit = (target: number, from: number, value: number) => {
    damage.set(target, (damage.get(target) ?? 0) + value);
    const list = by.get(target);
    if (list) {
      if (!list.includes(from)) list.push(from);
    } else by.set(target, [from]);
  };
  const firing = new Set(s.archerChoices.filter((c) => c.target !== ARROWS).map((c) => c.card));
  for (const u of s.onBoard) {
    if (firing.has(u)) continue; // one kind of attack: a firing archer's arrows do not attack
    const side = ownerOf(u);
    const sq = s.pos[u]!;
    for (const a of arrowsOf(s, u)) {
      const t = cells.get(sq + a.delta);
      if (t >= 0 && ownerOf(t) !== side) hit(t, u, a.value);
    }
  }
  for (const [archer, target] of fire) hit(target, archer, CARD_DEFS[s.defs[archer]!]!.ranged!.value);
  const eliminated: number[] = [];
  const byList: number[][] = [];
  for (const u of s.onBoard) {
    const d = damage.get(u);
    if (d !== undefined && d > CARD_DEFS[s.defs[u]!]!.defence) {
      eliminated.push(u);
      byList.push(by.get(u)!);
    }
  }
  return { eliminated, by: byList };
}

/** Takes the eliminated units off the board into their enemies' victory piles. */
export function removeEliminated(s: State, e: Eliminations): void {
  if (e.eliminated.length === 0) return;
  const gone = new Set(e.eliminated);
  s.onBoard = s.onBoard.filter((c) => !gone.has(c));
  for (let i = 0; i < e.eliminated.length; i++) {
    const u = e.eliminated[i]!;
    const owner = ownerOf(u);
    s.pos[u] = -1;
    s.piles[otherSide(owner)].push(u);
    if (CARD_DEFS[s.defs[u]!]!.general) s.generalsFallen.push(owner);
    for (const b of e.by[i]!) if (!s.tookPart.includes(b)) s.tookPart.push(b);
  }
}
