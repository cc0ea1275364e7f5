/**
 * Why a land move cannot reach an area when a border's limit is the reason (5.21): a red border
 * crossed on the way forces a stop there, or a border's crossings for this game turn are used up.
 * The page names it when a player's click on such an area does nothing (a Czech play-test read
 * only "the picked blocks cannot go to South Yorks" after the red Cumbria–Lancaster border had
 * stopped them). The same walk as the legal moves' (`landWalk`), with those two limits counted
 * instead of enforced, so the reason is the rules' own.
 */
import { AREAS, areaIndex, type AreaId, type Side } from '../data';
import type { State } from '../types';
import { leaveRule, makeCtx } from './context';
import { landWalk, type Bar } from './land';

/** The border that bars the way: `red` forces a stop after it, `full` has no crossing left this turn. */
export interface BorderBar {
  readonly k: 'red' | 'full';
  /** The border's two areas, in the order the move would cross it. */
  readonly from: AreaId;
  readonly to: AreaId;
}

/**
 * The border limit that keeps `side`'s blocks in `from` out of `to` by land in this action phase,
 * or null when none does (the area is reachable, or out of reach for another reason: too far,
 * pinned, an enemy area on the way, no land move now). Of the ways barred only by border limits,
 * the one with the fewest (then the shortest) is named, by its first barring border.
 */
export function borderBar(s: State, side: Side, from: AreaId, to: AreaId): BorderBar | null {
  const act = s.act;
  if (s.step.k !== 'action' || !act || act.side !== side) return null;
  if (act.event === 'piracy' || act.event === 'plague' || (act.event === 'muster' && act.musterArea < 0)) return null;
  const ctx = makeCtx(s, side);
  const start = areaIndex(from);
  const goal = areaIndex(to);
  const leave = leaveRule(s, ctx.code, start);
  if (leave === false) return null;
  const closed = leave === null ? null : leave.attackerBorders;
  const maxLen = act.event === 'force_march' ? 3 : 2;
  const muster = act.event === 'muster' ? act.musterArea : -1;
  // The way to `goal` with the fewest bars, then the fewest areas; the first found of equals.
  const best: { bars: readonly Bar[] | null; len: number } = { bars: null, len: 0 };
  landWalk(s, ctx, start, maxLen, closed, muster, 'count', (p, bars) => {
    if (p[p.length - 1] !== goal) return;
    if (
      best.bars === null ||
      bars.length < best.bars.length ||
      (bars.length === best.bars.length && p.length < best.len)
    ) {
      best.bars = [...bars];
      best.len = p.length;
    }
  });
  const first = best.bars?.[0];
  return first ? { k: first.k, from: AREAS[first.from]!.id, to: AREAS[first.to]!.id } : null;
}
