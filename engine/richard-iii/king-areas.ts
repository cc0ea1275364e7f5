/**
 * Where the enemy King can stand, as a player works it out (3.0: the King's block is hidden, but
 * what was seen of it is remembered): the areas possibleEnemyAreas leaves him in which every other
 * enemy block the player follows can still be given a hidden block of the view, one each, in one of
 * its own areas. In 1483, when Richard leaves London alone and the Calais mercenaries sail in, London's
 * two blocks are theirs and he is where the lone block went. The samples (determinize) draw one such
 * placement each; this is the same inference made once, without chance, for a heuristic to act on.
 */
import { BLOCKS, areaIndex, blockIndex, isAreaId, isBlockId, otherSide, type Side } from './data';
import { possibleEnemyAreasCached } from './determinize';
import { maximumMatching } from './matching';
import type { RichardView } from './view';

/** The part of a view the inference reads (a full view; a playout's view has no log). */
export type KingAreasView = Pick<RichardView, 'blocks' | 'king' | 'kingSide' | 'log' | 'scenario'>;

/**
 * The areas where the enemy King of `side` can stand, or null where the player cannot follow him
 * (no King, our own King, or one whose trail was lost). Never empty: if no area fits, the King's
 * own possible areas are returned.
 */
export function enemyKingAreas(view: KingAreasView, side: Side): ReadonlySet<number> | null {
  if (!view.king || view.kingSide === side) return null;
  const foe = otherSide(side);
  const king = blockIndex(view.king);
  const possible = possibleEnemyAreasCached(view.log, foe, view.kingSide, view.scenario);
  // The view's hidden blocks of the King's side, one slot each (the Rebel fights for the Pretender).
  const slots: number[] = [];
  const named = new Set<number>();
  for (const bv of view.blocks) {
    if (bv.id !== null && isBlockId(bv.id)) {
      named.add(blockIndex(bv.id));
      // Revealed (in the battle being fought): he is where the view shows him.
      if (bv.id === view.king) return isAreaId(bv.place) ? new Set([areaIndex(bv.place)]) : null;
    } else if (bv.side === foe && isAreaId(bv.place)) slots.push(areaIndex(bv.place));
  }
  const kingAreas = possible.get(king);
  if (!kingAreas || kingAreas.size === 1) return kingAreas ?? null;
  // Followed blocks still to place: hidden, and not out of play because our version of them is in it (4.6).
  const others = [...possible].filter(
    ([b]) => b !== king && !named.has(b) && !(BLOCKS[b]!.other >= 0 && named.has(BLOCKS[b]!.other)),
  );
  // An area fits if the King there leaves as many followed blocks placed as without him: all of them
  // when the knowledge is exact, and otherwise a stale trail elsewhere cannot rule out his true area.
  const most = placed(-1, others, slots);
  const fits = new Set<number>();
  for (const area of kingAreas) if (slots.includes(area) && placed(area, others, slots) === most) fits.add(area);
  return fits.size > 0 ? fits : kingAreas;
}

/** How many blocks of `others` get a slot of their own in one of their areas (a maximum matching), one slot of `kingArea` being the King's. */
function placed(
  kingArea: number,
  others: readonly (readonly [number, ReadonlySet<number>])[],
  slots: readonly number[],
): number {
  const kingSlot = slots.indexOf(kingArea);
  const options = others.map(([, areas]) => slots.flatMap((a, x) => (x !== kingSlot && areas.has(a) ? [x] : [])));
  return maximumMatching(options, slots.length).filter((i) => i >= 0).length;
}
