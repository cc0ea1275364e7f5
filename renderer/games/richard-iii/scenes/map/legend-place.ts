// How large the legend is drawn: grown from its corner when zoomed out so its words stay readable,
// as far as its corner of the sea allows. Pure maths in map units, no Pixi (tests/map/legend.test.ts).
import type { MapGeometry, Polygon, Rect } from '../../../../../assets/map/geometry';
import { polygonContains } from './geometry-math';

/** Legend rows' text size, drawing units; at least LEGEND_TEXT_PX on screen where the sea has room. */
export const ROW_TEXT = 13;
export const LEGEND_TEXT_PX = 11;

/**
 * The widest the cartouche is drawn (drawing units at scale 1): as wide as its corner of the sea lets
 * it grow to LEGEND_TEXT_PX at the fit view of a 1366x768 window (about 272). A row wider than its
 * column is drawn narrower, so the room goes to the rows: Georgia, the serif most players have, sets
 * them some 15% wider than the Liberation Serif of the tests.
 */
export const LEGEND_MAX_W = 270;

/**
 * How much the legend is grown at `zoom` so its rows' words are LEGEND_TEXT_PX on screen, never
 * beyond `most` (the room its corner of the sea gives it: see legendRoom), never below its drawn size.
 */
export function legendScale(zoom: number, most: number): number {
  return Math.max(1, Math.min(most, LEGEND_TEXT_PX / (ROW_TEXT * zoom)));
}

/**
 * The most the legend (`w` x `h` at scale 1, its top-left corner at the geometry's legend spot) may
 * grow and still cover no area, exile box included, with a margin.
 */
export function legendRoom(geometry: MapGeometry, w: number, h: number): number {
  const { x, y } = geometry.decorations.legend;
  const margin = 12;
  const clear = (k: number): boolean => {
    const r = { x: x - margin, y: y - margin, w: w * k + 2 * margin, h: h * k + 2 * margin };
    return geometry.areas.every((a) => !rectTouchesArea(r, a.polygons));
  };
  let lo = 1;
  let hi = 6;
  if (!clear(lo)) return 1;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (clear(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Whether rect `r` meets the area: a corner of one inside the other, or edges crossing. */
function rectTouchesArea(r: Rect, polygons: readonly Polygon[]): boolean {
  for (const poly of polygons)
    for (const ring of poly)
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const [x1, y1, x2, y2] = [ring[j]!, ring[j + 1]!, ring[i]!, ring[i + 1]!];
        if (x1 >= r.x && x1 <= r.x + r.w && y1 >= r.y && y1 <= r.y + r.h) return true;
        if (segmentCrossesRect(x1, y1, x2, y2, r)) return true;
      }
  return polygons.some((p) => polygonContains(p, r.x, r.y));
}

function segmentCrossesRect(x1: number, y1: number, x2: number, y2: number, r: Rect): boolean {
  const edges: [number, number, number, number][] = [
    [r.x, r.y, r.x + r.w, r.y],
    [r.x + r.w, r.y, r.x + r.w, r.y + r.h],
    [r.x, r.y + r.h, r.x + r.w, r.y + r.h],
    [r.x, r.y, r.x, r.y + r.h],
  ];
  const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number =>
    (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return edges.some(([ex1, ey1, ex2, ey2]) => {
    const d1 = cross(ex1, ey1, ex2, ey2, x1, y1);
    const d2 = cross(ex1, ey1, ex2, ey2, x2, y2);
    const d3 = cross(x1, y1, x2, y2, ex1, ey1);
    const d4 = cross(x1, y1, x2, y2, ex2, ey2);
    return d1 * d2 < 0 && d3 * d4 < 0;
  });
}
