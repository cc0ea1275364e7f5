/**
 * Which intents are attacks, so the page can ask before sending them and show the battle's odds
 * (issue 13): a land or sea move of the player's blocks into an area where enemy blocks stand.
 * The engine decides what may move; this only recognises where a move would fight.
 */
import type { Intent } from './selection';
import type { AreaId, BlockId, RichardView } from './types';

export interface AttackPreview {
  readonly blocks: readonly BlockId[];
  readonly to: AreaId;
}

/**
 * What moving into `area`, where enemy blocks stand, means for the player: a new battle (`attack`),
 * more blocks for his own attack there (`join`), or reserves for the defence of an area the enemy
 * attacked this turn (`reinforce`, 6.3).
 */
export type BattleEntry = 'attack' | 'join' | 'reinforce';

export function battleEntry(view: RichardView, area: AreaId): BattleEntry {
  const pending = view.attacks.find((a) => a.area === area);
  if (!pending) return 'attack';
  return pending.attacker === view.viewer ? 'join' : 'reinforce';
}

/** Whether enemy blocks stand in `area` as `view` shows it (hidden ones count: they are seen as blocks). */
export const enemyIn = (view: RichardView, area: AreaId): boolean =>
  view.viewer !== null && view.blocks.some((b) => b.place === area && b.side !== view.viewer);

/** The attack `intent` would make, or null when it moves nowhere enemy blocks stand (or is no move). */
export function attackOf(view: RichardView, intent: Intent): AttackPreview | null {
  if (intent.kind === 'move-group')
    return intent.blocks.length > 0 && enemyIn(view, intent.to) ? { blocks: intent.blocks, to: intent.to } : null;
  if (intent.kind !== 'submit') return null;
  const a = intent.action;
  const to = a.t === 'move' ? a.path[a.path.length - 1] : a.t === 'sea' ? a.to : undefined;
  return to && (a.t === 'move' || a.t === 'sea') && enemyIn(view, to) ? { blocks: [a.block], to } : null;
}
