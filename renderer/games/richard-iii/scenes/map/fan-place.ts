/**
 * Where a stack's fan opens beside its counter. The fan lists the stack's blocks so the player can
 * pick them, and his next click is often on a neighbouring area (where picked blocks go), so the
 * fan takes the side of the counter that covers the least of the neighbours' names, below first.
 */
import type { Rect } from '../../../../../assets/map/geometry';

export interface FanSize {
  w: number;
  h: number;
}

/** Space kept between the fan and the canvas's edges, CSS px. */
const MARGIN = 4;

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The area two rectangles share, px². */
function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The fan's top-left corner in canvas CSS px: beside `counter` (below, above, right, left, in that
 * order of preference), inside `bounds`, on the side that covers the least of the `avoid` rects.
 * Where no side has room (a fan larger than the canvas allows), below, pushed inside the canvas.
 */
export function placeFan(
  counter: Rect,
  size: FanSize,
  bounds: { width: number; height: number },
  avoid: readonly Rect[],
): { left: number; top: number } {
  const x = (left: number) => clamp(left, MARGIN, bounds.width - size.w - MARGIN);
  const y = (top: number) => clamp(top, MARGIN, bounds.height - size.h - MARGIN);
  const midX = x(counter.x + counter.w / 2 - size.w / 2);
  const midY = y(counter.y + counter.h / 2 - size.h / 2);
  const below = counter.y + counter.h - 2;
  const above = counter.y - size.h + 2;
  const right = counter.x + counter.w - 2;
  const left = counter.x - size.w + 2;
  const sides = [
    { fits: below + size.h + MARGIN <= bounds.height, at: { left: midX, top: below } },
    { fits: above >= MARGIN, at: { left: midX, top: above } },
    { fits: right + size.w + MARGIN <= bounds.width, at: { left: right, top: midY } },
    { fits: left >= MARGIN, at: { left, top: midY } },
  ].filter((s) => s.fits);
  if (sides.length === 0) return { left: midX, top: y(below) };
  const covered = (at: { left: number; top: number }) =>
    avoid.reduce((sum, r) => sum + overlap(r, { x: at.left, y: at.top, w: size.w, h: size.h }), 0);
  let best = sides[0]!;
  let least = covered(best.at);
  for (const s of sides.slice(1)) {
    const n = covered(s.at);
    if (n < least) [best, least] = [s, n];
  }
  return best.at;
}
