/**
 * Where the enemy King can stand, as a player works it out (3.0: the King's block is hidden, but
 * what was seen of it is remembered): the areas possibleEnemyAreas leaves him in which every other
 * enemy block the player follows can still be given a hidden block of the view, one each, in one of
 * its own areas. In 1483, when Richard leaves London alone and the Calais mercenaries sail in, London's
 * two blocks are theirs and he is where the lone block went. The samples (determinize) draw one such
 * placement each; this is the same inference made once, without chance, for a heuristic to act on.
 */
import { BLOCKS, REBEL, areaIndex, blockIndex, isAreaId, isBlockId, otherSide, type Side } from './data';
import { possibleEnemyAreasCached } from './determinize';
import type { RichardView } from './view';

/** The part of a view the inference reads (a full view; a playout's view has no log). */
export type KingAreasView = Pick<RichardView, 'blocks' | 'king' | 'kingSide' | 'log' | 'scenario'>;

/**
 * The areas where the enemy King of `side` can stand, or null where the player cannot follow him
 * (no King, our own King, or one whose trail was lost). Never empty: if no area fits every block
 * followed (knowledge the board no longer bears out), the King's own possible areas are returned.
 */
export function enemyKingAreas(view: KingAreasView, side: Side): ReadonlySet<number> | null {
  if (!view.king || view.kingSide === side) return null;
  const foe = otherSide(side);
  const king = blockIndex(view.king);
  const possible = possibleEnemyAreasCached(view.log, foe, view.kingSide, view.scenario);
  // The view's hidden enemy blocks, one slot each; the black one is the Rebel's.
  const slots: number[] = [];
  const named = new Set<number>();
  for (const bv of view.blocks) {
    if (bv.id !== null && isBlockId(bv.id)) {
      named.add(blockIndex(bv.id));
      // Revealed (in the battle being fought): he is where the view shows him.
      if (bv.id === view.king) return isAreaId(bv.place) ? new Set([areaIndex(bv.place)]) : null;
    } else if (bv.side === foe && bv.colour !== 'rebel' && isAreaId(bv.place)) slots.push(areaIndex(bv.place));
  }
  const kingAreas = possible.get(king);
  if (!kingAreas || kingAreas.size === 1) return kingAreas ?? null;
  // Followed blocks still to place: hidden, and not out of play because our version of them is in it (4.6).
  const others = [...possible].filter(
    ([b]) => b !== king && b !== REBEL && !named.has(b) && !(BLOCKS[b]!.other >= 0 && named.has(BLOCKS[b]!.other)),
  );
  const fits = new Set<number>();
  for (const area of kingAreas) if (placeable(area, others, slots)) fits.add(area);
  return fits.size > 0 ? fits : kingAreas;
}

/** True if the King in `kingArea` and every block of `others` in one of its areas each get a slot of their own. */
function placeable(
  kingArea: number,
  others: readonly (readonly [number, ReadonlySet<number>])[],
  slots: readonly number[],
): boolean {
  const holder = new Array<number>(slots.length).fill(-1);
  const kingSlot = slots.indexOf(kingArea);
  if (kingSlot < 0) return false;
  holder[kingSlot] = others.length; // the King's: never given up
  const augment = (i: number, tried: boolean[]): boolean => {
    const areas = others[i]![1];
    for (let x = 0; x < slots.length; x++) {
      if (tried[x] || !areas.has(slots[x]!) || holder[x] === others.length) continue;
      tried[x] = true;
      if (holder[x]! < 0 || augment(holder[x]!, tried)) {
        holder[x] = i;
        return true;
      }
    }
    return false;
  };
  return others.every((_, i) => augment(i, new Array<boolean>(slots.length).fill(false)));
}
