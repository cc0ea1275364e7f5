/**
 * Which intents are attacks, so the page can ask before sending them and show the battle's odds
 * (issue 13): a land or sea move of the player's blocks into an area where enemy blocks stand.
 * The engine decides what may move; this only recognises where a move would fight.
 */
import { isCaptive } from './occupants';
import type { Intent } from './selection';
import type { AreaId, BlockId, RichardView } from './types';
import { isAreaId } from '../../../../engine/richard-iii/data';

export interface AttackPreview {
  readonly blocks: readonly BlockId[];
  readonly to: AreaId;
  /** Where they come in from (an area, or 'sea'), when known: into one's own attack it decides main attack or reserves. */
  readonly via?: AreaId | 'sea';
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

/**
 * Whether enemy blocks stand in `area` as `view` shows it (hidden ones count: they are seen as
 * blocks; the captive Henry VI does not: he is never a battle target).
 */
export const enemyIn = (view: RichardView, area: AreaId): boolean =>
  view.viewer !== null && view.blocks.some((b) => b.place === area && b.side !== view.viewer && !isCaptive(view, b));

/** The attack `intent` would make, or null when it moves nowhere enemy blocks stand (or is no move). */
export function attackOf(view: RichardView, intent: Intent): AttackPreview | null {
  if (intent.kind === 'move-group') {
    if (intent.blocks.length === 0 || !enemyIn(view, intent.to)) return null;
    const r = intent.route;
    const via = r?.by === 'sea' ? 'sea' : (r?.via ?? undefined);
    return { blocks: intent.blocks, to: intent.to, ...(via ? { via } : {}) };
  }
  if (intent.kind !== 'submit') return null;
  const a = intent.action;
  if (a.t === 'sea') return enemyIn(view, a.to) ? { blocks: [a.block], to: a.to, via: 'sea' } : null;
  if (a.t !== 'move') return null;
  const to = a.path[a.path.length - 1]!;
  const from = a.path.length > 1 ? a.path[a.path.length - 2] : view.blocks.find((b) => b.id === a.block)?.place;
  if (!enemyIn(view, to)) return null;
  return { blocks: [a.block], to, ...(from && isAreaId(from) ? { via: from } : {}) };
}
