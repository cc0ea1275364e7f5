/**
 * Pinning (5.22) as the player reads it: in an area the enemy attacked this turn, as many of the
 * defenders as there are attacking blocks (reserves aside) must stay to fight; the others may leave,
 * but not by the borders the enemy came in by. The engine enforces it (its legal moves); this only
 * counts, from the view's public attack record, so the page can say it before a move leaves blocks
 * behind without a word.
 */
import type { AreaId, RichardView } from './types';

export interface Pinned {
  /** The viewer's defenders that must stay. */
  readonly pinned: number;
  /** How many of his defenders may still leave. */
  readonly free: number;
}

/** The pinning in `area` for the viewer, or null where none of his blocks is pinned there. */
export function pinnedIn(view: RichardView, area: AreaId): Pinned | null {
  const rec = view.attacks.find((a) => a.area === area && a.attacker !== view.viewer);
  if (!rec || rec.pinning === 0 || view.viewer === null) return null;
  // His defenders are named to him; those still standing in the area count (one that left is no longer pinned).
  const ids = new Set(rec.defenders.filter((d) => d !== null));
  const remaining = view.blocks.filter(
    (b) => b.id !== null && ids.has(b.id) && b.side === view.viewer && b.place === area,
  ).length;
  if (remaining === 0) return null;
  const pinned = Math.min(rec.pinning, remaining);
  return { pinned, free: remaining - pinned };
}
