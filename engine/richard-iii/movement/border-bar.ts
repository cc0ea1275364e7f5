/**
 * Why a land move cannot reach an area when a border's limit is the reason (5.21): a red border
 * crossed on the way forces a stop there, or a border's crossings for this game turn are used up.
 * The page names it when a player's click on such an area does nothing (a Czech play-test read
 * only "the picked blocks cannot go to South Yorks" after the red Cumbria–Lancaster border had
 * stopped them). The same walk as `landPaths`, with those two limits lifted and counted instead,
 * so the reason is the rules' own.
 */
import { AREAS, areaIndex, type AreaId, type Side } from '../data';
import type { State } from '../types';
import { canEnterBattle } from './attacks';
import { leaveRule, makeCtx } from './context';
import { hasRoom } from './land';
import { MT } from './tables';

const { BORDER_RED, NB_AREA, NB_BORDER, NB_OFF, isEnemyExile } = MT;

/** The border that bars the way: `red` forces a stop after it, `full` has no crossing left this turn. */
export interface BorderBar {
  readonly k: 'red' | 'full';
  /** The border's two areas, in the order the move would cross it. */
  readonly from: AreaId;
  readonly to: AreaId;
}

interface Bar {
  readonly k: 'red' | 'full';
  readonly from: number;
  readonly to: number;
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
  let best: { bars: readonly Bar[]; len: number } | null = null;
  const path: number[] = [];
  const bars: Bar[] = [];
  const walk = (cur: number): void => {
    for (let i = NB_OFF[cur]!, end = NB_OFF[cur + 1]!; i < end; i++) {
      const n = NB_AREA[i]!;
      const bd = NB_BORDER[i]!;
      if (n === start || path.includes(n) || isEnemyExile(n, ctx.code)) continue;
      if (path.length === 0 && closed !== null && closed.includes(bd)) continue;
      const full = !hasRoom(ctx, bd);
      if (full) bars.push({ k: 'full', from: cur, to: n });
      path.push(n);
      const enemy = ctx.foe[n]! > 0;
      if (n === goal && (enemy ? muster < 0 && canEnterBattle(s, ctx, n, bd, true) : muster < 0 || n === muster)) {
        if (
          best === null ||
          bars.length < best.bars.length ||
          (bars.length === best.bars.length && path.length < best.len)
        )
          best = { bars: [...bars], len: path.length };
      } else if (!enemy && path.length < maxLen) {
        // A red border stops the block: going on past it is a bar.
        const red = BORDER_RED[bd] === 1;
        if (red) bars.push({ k: 'red', from: cur, to: n });
        walk(n);
        if (red) bars.pop();
      }
      path.pop();
      if (full) bars.pop();
    }
  };
  walk(start);
  const first = (best as { bars: readonly Bar[] } | null)?.bars[0];
  return first ? { k: first.k, from: AREAS[first.from]!.id, to: AREAS[first.to]!.id } : null;
}
