/**
 * Why a land move cannot reach an area when a border's limit is the reason (5.21): a red border
 * crossed on the way forces a stop there, or a border's crossings for this game turn are used up.
 * The page names it when a player's click on such an area does nothing (a Czech play-test read
 * only "the picked blocks cannot go to South Yorks" after the red Cumbria–Lancaster border had
 * stopped them). The legal moves' own walk (`landPaths`) with those two limits counted instead of
 * enforced, so the reason is the rules' own.
 */
import { areaIndex, borderBetween, type AreaId, type Side } from '../data';
import type { State } from '../types';
import { leaveRule, makeCtx, type MoveCtx } from './context';
import { hasRoom, landPaths } from './land';
import { MT } from './tables';

const { BORDER_RED } = MT;

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
  const leave = leaveRule(s, ctx.code, start);
  if (leave === false) return null;
  const closed = leave === null ? null : leave.attackerBorders;
  const maxLen = act.event === 'force_march' ? 3 : 2;
  const muster = act.event === 'muster' ? act.musterArea : -1;
  let best: readonly BorderBar[] | null = null;
  let bestLen = 0;
  for (const path of landPaths(s, ctx, start, maxLen, closed, muster, 'count')) {
    if (path[path.length - 1] !== to) continue;
    const bars = barsOn(ctx, from, path);
    if (best === null || bars.length < best.length || (bars.length === best.length && path.length < bestLen)) {
      best = bars;
      bestLen = path.length;
    }
  }
  return best?.[0] ?? null;
}

/** The border limits `path` from `from` passes, in order: a full border crossed, a red one gone on from. */
function barsOn(ctx: MoveCtx, from: AreaId, path: readonly AreaId[]): BorderBar[] {
  const bars: BorderBar[] = [];
  let prev = from;
  for (let i = 0; i < path.length; i++) {
    const next = path[i]!;
    const bd = borderBetween(areaIndex(prev), areaIndex(next));
    if (!hasRoom(ctx, bd)) bars.push({ k: 'full', from: prev, to: next });
    if (BORDER_RED[bd] === 1 && i < path.length - 1) bars.push({ k: 'red', from: prev, to: next });
    prev = next;
  }
  return bars;
}
