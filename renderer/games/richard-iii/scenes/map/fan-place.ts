/**
 * Where a stack's fan opens beside its counter. The fan lists the stack's blocks so the player can
 * pick them, and his next click is usually on a neighbouring area (where the picked blocks go), so
 * the fan takes the side of the counter that covers the fewest neighbours' names, below first.
 */
import type { Point, Rect } from '../../../../../assets/map/geometry';

export interface FanSize {
  w: number;
  h: number;
}

/** Space kept between the fan and the canvas's edges, CSS px. */
const MARGIN = 4;

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/**
 * The fan's top-left corner in canvas CSS px: beside `counter` (below, above, right, left, in that
 * order of preference), inside `bounds`, on the side whose box holds the fewest `avoid` points.
 */
export function placeFan(
  counter: Rect,
  size: FanSize,
  bounds: { width: number; height: number },
  avoid: readonly Point[],
): { left: number; top: number } {
  const x = (left: number) => clamp(left, MARGIN, bounds.width - size.w - MARGIN);
  const y = (top: number) => clamp(top, MARGIN, bounds.height - size.h - MARGIN);
  const midX = counter.x + counter.w / 2 - size.w / 2;
  const midY = counter.y + counter.h / 2 - size.h / 2;
  const below = counter.y + counter.h - 2;
  const above = counter.y - size.h + 2;
  const right = counter.x + counter.w - 2;
  const left = counter.x - size.w + 2;
  const sides = [
    { fits: below + size.h + MARGIN <= bounds.height, at: { left: x(midX), top: below } },
    { fits: above >= MARGIN, at: { left: x(midX), top: above } },
    { fits: right + size.w + MARGIN <= bounds.width, at: { left: right, top: y(midY) } },
    { fits: left >= MARGIN, at: { left, top: y(midY) } },
  ].filter((s) => s.fits);
  if (sides.length === 0) return { left: x(midX), top: y(above) };
  const covered = (at: { left: number; top: number }) =>
    avoid.filter((p) => p.x >= at.left && p.x <= at.left + size.w && p.y >= at.top && p.y <= at.top + size.h).length;
  let best = sides[0]!;
  let least = covered(best.at);
  for (const s of sides.slice(1)) {
    const n = covered(s.at);
    if (n < least) [best, least] = [s, n];
  }
  return best.at;
}
