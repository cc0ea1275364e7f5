/**
 * The supply limit (7.1, 7.2) in the player's words, before the supply phase takes its steps: a
 * destination a move of his would overfill, and his areas already over. The counting is the
 * engine's (his view's `supplyRoom`, read by political/supply-room.ts) and the moves counted are
 * those the screen would send (group-move.ts); this only words it: in his own action phase, where
 * moving out is still possible, and for the placements the supply phase counts before he can move
 * again (a retreat, a regroup, an heir's entry).
 */
import { overSupply, supplyAfter, type SupplyCount } from '../../../../engine/richard-iii/political/supply-room';
import { t } from '../../../src/i18n/language.svelte';
import { listText } from '../../../src/lib/format';
import type { ChoiceIndex } from './choices';
import { groupMoves, intentMoves, moveEnd, type MoveAct } from './group-move';
import { areaName, blockName } from './names';
import { clickArea, type Selection } from './selection';
import type { Action, AreaId, RichardView } from './types';

/** Whether the view is its viewer's own action step (the only time these warnings are worth saying). */
const ownActionStep = (view: RichardView): boolean =>
  view.step === 'action' && view.viewer !== null && view.action?.side === view.viewer;

/**
 * "Kent: 5 of your blocks would count against its supply limit of 4…" if `moves` (those the page
 * would send) take `to` over its limit, else null. Only the moves ending in `to` count.
 */
export function moveSupplyWarning(view: RichardView, to: AreaId, moves: readonly MoveAct[]): string | null {
  const blocks = moves.filter((a) => moveEnd(a) === to).map((a) => a.block);
  if (!ownActionStep(view) || blocks.length === 0) return null;
  return overfillText(supplyAfter(view.supplyRoom, to, blocks));
}

/** The warning for an area as a placement would leave it, or null within the limit. */
function overfillText(after: SupplyCount): string | null {
  if (after.count <= after.limit) return null;
  return t('tooltip.overSupply', {
    area: areaName(after.area),
    count: after.count,
    limit: after.limit,
    over: after.count - after.limit,
    rule: after.rule,
  });
}

/** Placements of one block into an area, each warned of when it would overfill it. */
type SupplyPlacement = Extract<Action, { t: 'retreat' | 'regroup' | 'heir-enter' | 'recruit' }>;
const isSupplyPlacement = (a: Action): a is SupplyPlacement =>
  a.t === 'retreat' || a.t === 'regroup' || a.t === 'heir-enter' || a.t === 'recruit';

/**
 * The same warning for one of the player's placements outside the action phase, or null: a retreat
 * or a regroup (the battle phase comes right before the supply phase, 7.0) and an heir's entry
 * (ruling A20: it comes before the supply losses of the same phase), and a recruit in the action
 * phase (a block recruited there may not move on in the same turn). A block going home in the
 * political turn is not warned of: the next action phase can still move it out.
 */
export function placementSupplyWarning(view: RichardView, a: Action): string | null {
  if (view.viewer === null || !isSupplyPlacement(a)) return null;
  return overfillText(supplyAfter(view.supplyRoom, a.to, [a.block]));
}

/**
 * The moves a click on `area` would send for what the player has picked (none: such a click moves
 * nothing there). A click that asks which way to go counts the usual way (the first offered, what a
 * second click on the destination takes).
 */
export function destinationMoves(view: RichardView, index: ChoiceIndex, sel: Selection, area: AreaId): MoveAct[] {
  if (sel.k === 'none') return [];
  const intent = clickArea(view, index, sel, area);
  return intent.kind === 'select'
    ? intent.selection.k === 'route' && intent.selection.to === area
      ? groupMoves(view, intent.selection.blocks, area, intent.selection.routes[0])
      : []
    : intentMoves(view, intent);
}

/**
 * The supply warning for a click on `area`, or null: the moves it sends (`moves`), or the placement
 * it makes for the one block picked (a retreat, a regroup, an heir's entry).
 */
export function destinationSupplyWarning(
  view: RichardView,
  index: ChoiceIndex,
  sel: Selection,
  area: AreaId,
  moves: readonly MoveAct[] = destinationMoves(view, index, sel, area),
): string | null {
  if (moves.length > 0 || sel.k !== 'block') return moveSupplyWarning(view, area, moves);
  const intent = clickArea(view, index, sel, area);
  return intent.kind === 'submit' ? placementSupplyWarning(view, intent.action) : null;
}

/**
 * "Only 2 of the 4 picked would go there: …" when a click on `area` would move some of the picked
 * blocks that may go there but not all (AP, crossings or pinning run out first), or null. The
 * player then knows which, before the click, and can pick the ones he wants.
 */
export function partialGroupText(
  index: ChoiceIndex,
  sel: Selection,
  area: AreaId,
  moves: readonly MoveAct[],
): string | null {
  if (sel.k !== 'group' || moves.length === 0) return null;
  const picked = sel.blocks.filter((b) => index.targets.get(b)?.has(area)).length;
  if (moves.length >= picked) return null;
  return t('tooltip.onlySome', {
    count: moves.length,
    picked,
    blocks: listText(moves.map((m) => blockName(m.block))),
  });
}

/** "Over the supply limit: Kent (5 of 4)…" naming the player's areas already over their limit, or null. */
export function overSupplyText(view: RichardView): string | null {
  if (!ownActionStep(view)) return null;
  const over = overSupply(view.supplyRoom);
  if (over.length === 0) return null;
  const areas = over.map((o) => t('prompt.overSupplyArea', { area: areaName(o.area), count: o.count, limit: o.limit }));
  // 7.2 only when every one of them is an exile area; 7.1 states the loss for all.
  const rule = over.every((o) => o.rule === '7.2') ? '7.2' : '7.1';
  return t('prompt.overSupply', { areas: listText(areas), rule });
}
