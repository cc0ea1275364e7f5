// Leader lines: a counter standing with its centre off its own area (a crowded board at a small
// window leaves some areas no clear room for one) is tied to its area by a thin line ending in a dot
// inside it, so it never reads as the neighbour's it stands over (a Polish play-test took South
// Yorks' counter for East Yorks'). The layout is left as
// planned: moving counters home cost a crowded replan five to eight times as much and still left
// most of them off their area (branch `crowd`). Pure maths in map units, no Pixi.
import type { Rect } from '../../../../../assets/map/geometry';
import { polygonContains } from './geometry-math';
import { areaSpots, rectsOverlap, standsWithin, type StackPlan, type StackRoom } from './stack-layout';

/** A line from a counter (its centre: drawn under it, the line shows from its edge) to a point inside its area. */
export interface Leader {
  area: string;
  /** The counter's top block (what a click on the counter means). */
  block: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/** The dot at a leader's end, radius in drawing units (times the block scale on the map). */
export const LEADER_DOT = 4;
/** How far inside its area a leader's dot stands at least, from the border to the dot's edge, drawing units. */
const DEPTH = 5;

/** Where each counter's centre stands: every counter, or a laid-out stack's grid as one. */
function pieces(plan: StackPlan): { rect: Rect; top: string }[] {
  if (plan.counters.length) return plan.counters.map((c) => ({ rect: c.rect, top: c.ids.at(-1)! }));
  return plan.slots.length ? [{ rect: plan.rect, top: plan.slots.at(-1)!.id }] : [];
}

/**
 * A leader for every counter of `plans` whose centre stands off its area (`rooms`' shapes), at
 * block scale `scale`. Its dot stands on the area at the spot nearest the counter where it is
 * wholly inside, DEPTH clear of the border, and clear of every name and stack (else of the names
 * only, else anywhere on the area, else on the stack's anchor), so it is seen on the area it names.
 */
export function leadersOf(
  plans: ReadonlyMap<string, StackPlan>,
  rooms: ReadonlyMap<string, StackRoom>,
  scale: number,
): Leader[] {
  const out: Leader[] = [];
  let stacks: Rect[] | null = null;
  for (const [area, plan] of plans) {
    const room = rooms.get(area);
    if (!room) continue;
    for (const { rect, top } of pieces(plan)) {
      const from = { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
      if (room.polygons.some((p) => polygonContains(p, from.x, from.y))) continue;
      // Only a board with a counter off its area pays for the stacks' bounds.
      stacks ??= [...plans.values()].map((p) => p.bounds);
      out.push({ area, block: top, from, to: dotSpot(room, scale, from, stacks) });
    }
  }
  return out;
}

/** Where a leader from `from` ends on `room`'s area (see leadersOf). */
function dotSpot(
  room: StackRoom,
  scale: number,
  from: { x: number; y: number },
  stacks: readonly Rect[],
): { x: number; y: number } {
  const half = (LEADER_DOT + DEPTH) * scale;
  const dot = LEADER_DOT * scale;
  const spots = areaSpots(room, scale)
    .map(([x, y]) => ({ x, y, d: (x - from.x) ** 2 + (y - from.y) ** 2 }))
    .sort((p, q) => p.d - q.d);
  const square = (x: number, y: number, h: number): Rect => ({ x: x - h, y: y - h, w: 2 * h, h: 2 * h });
  const deep = (p: { x: number; y: number }): boolean => standsWithin(room, square(p.x, p.y, half));
  const named = (p: { x: number; y: number }): boolean =>
    room.avoid.some((r) => rectsOverlap(r, square(p.x, p.y, dot)));
  const covered = (p: { x: number; y: number }): boolean => stacks.some((r) => rectsOverlap(r, square(p.x, p.y, dot)));
  const best =
    spots.find((p) => deep(p) && !named(p) && !covered(p)) ??
    spots.find((p) => deep(p) && !named(p)) ??
    spots.find(deep) ??
    spots[0];
  return best ? { x: best.x, y: best.y } : { ...room.anchor };
}
