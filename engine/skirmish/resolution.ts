/**
 * Phase 2, elimination (§5): every unit attacks along every arrow, the active player's archers
 * fire or use their arrows as chosen, and everything "greater than defence" is determined before
 * anything is removed. Removal fills the victory piles and records who took part.
 */
import { CARD_DEFS, otherSide } from './data';
import { arrowsOf, cellsOf, gridOf, NEIGHBOUR_DELTAS, ownerOf, type Cells } from './board';
import { ARROWS } from './archers';
import { CARDS_PER_SIDE, type State } from './types';

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
  const fire = s.archerChoices.length > 0 ? firingTargets(s, cells) : null;
  const firing = fire && new Set(s.archerChoices.filter((c) => c.target !== ARROWS).map((c) => c.card));
  // Damage per card instance; contributors are recovered afterwards for the few eliminated units.
  const damage = new Array<number>(s.pos.length).fill(0);
  for (const u of s.onBoard) {
    if (firing?.has(u)) continue; // one kind of attack: a firing archer's arrows do not attack
    const enemyLow = u < CARDS_PER_SIDE;
    const sq = s.pos[u]!;
    for (const a of arrowsOf(s, u)) {
      const t = cells.get(sq + a.delta);
      if (t >= 0 && t < CARDS_PER_SIDE !== enemyLow) damage[t]! += a.value;
    }
  }
  if (fire) for (const [archer, target] of fire) damage[target]! += CARD_DEFS[s.defs[archer]!]!.ranged!.value;
  const eliminated: number[] = [];
  const by: number[][] = [];
  for (const u of s.onBoard) {
    if (damage[u]! <= CARD_DEFS[s.defs[u]!]!.defence) continue;
    eliminated.push(u);
    const from: number[] = [];
    const sq = s.pos[u]!;
    const side = ownerOf(u);
    for (const d of NEIGHBOUR_DELTAS) {
      const n = cells.get(sq + d);
      if (n < 0 || ownerOf(n) === side || firing?.has(n)) continue;
      if (arrowsOf(s, n).some((a) => a.delta === -d)) from.push(n);
    }
    if (fire) for (const [archer, target] of fire) if (target === u) from.push(archer);
    by.push(from.sort((a, b) => a - b));
  }
  return { eliminated, by };
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
