/**
 * The supply limit (7.1, 7.2) in the player's words, before the supply phase takes its steps: a
 * destination his picked blocks would overfill, and his areas already over. The counting is the
 * engine's (his view's `supplyRoom`, read by political/supply-room.ts); this only words it, and
 * only in his own action phase, where moving out is still possible.
 */
import { overSupply, supplyAfter } from '../../../../engine/richard-iii/political/supply-room';
import { t } from '../../../src/i18n/language.svelte';
import { listText } from '../../../src/lib/format';
import type { ChoiceIndex } from './choices';
import { areaName } from './names';
import { pickedBlocks, type Selection } from './selection';
import type { AreaId, BlockId, RichardView } from './types';

/** Whether the view is its viewer's own action step (the only time these warnings are worth saying). */
const ownActionStep = (view: RichardView): boolean =>
  view.step === 'action' && view.viewer !== null && view.action?.side === view.viewer;

/** "Kent would hold 5 of your blocks…" if moving `blocks` into `to` overfills it, else null. */
export function moveSupplyWarning(view: RichardView, to: AreaId, blocks: readonly BlockId[]): string | null {
  if (!ownActionStep(view) || blocks.length === 0) return null;
  const after = supplyAfter(view.supplyRoom, to, blocks);
  if (after.count <= after.limit) return null;
  return t('tooltip.overSupply', {
    area: areaName(to),
    count: after.count,
    limit: after.limit,
    over: after.count - after.limit,
    rule: after.rule,
  });
}

/**
 * The warning for `area` as a destination of what the player has picked (only the picked blocks
 * that may go there), or null: not a destination, or within the limit.
 */
export function destinationSupplyWarning(
  view: RichardView,
  index: ChoiceIndex,
  sel: Selection,
  area: AreaId,
): string | null {
  const going = pickedBlocks(sel).filter((b) => index.targets.get(b)?.has(area));
  return moveSupplyWarning(view, area, going);
}

/** "Over supply: Kent (5 of 4)…" naming the player's areas already over their limit, or null. */
export function overSupplyText(view: RichardView): string | null {
  if (!ownActionStep(view)) return null;
  const over = overSupply(view.supplyRoom);
  if (over.length === 0) return null;
  const areas = over.map((o) => t('prompt.overSupplyArea', { area: areaName(o.area), count: o.count, limit: o.limit }));
  // 7.2 only when every one of them is an exile area; 7.1 states the loss for all.
  const rule = over.every((o) => o.rule === '7.2') ? '7.2' : '7.1';
  return t('prompt.overSupply', { areas: listText(areas), rule });
}
