// Map projection: a transverse Mercator on the -2° meridian (the same idea as the
// Ordnance Survey grid), so Great Britain stands upright with little distortion.
import { geoTransverseMercator } from 'd3-geo';

/** Projected-unit window round Great Britain (unit sphere coordinates before scaling). */
const FRAME = { x0: -0.0545, x1: 0.05, y0: -0.98, y1: -0.856 };
/** Pixels per projected unit: puts England ~1700 px tall. */
const SCALE = 17241;
/**
 * Pixels added to (negative: cut from) each side of FRAME to make the board. England is taller
 * than wide and a window is wider than tall: the board is widened to hold the exile boxes and
 * the legend beside England (Ireland and the legend to the west, Calais and France to the east),
 * and cut below Cornwall, so a 16:9 window shows it as large as its height allows.
 */
const EDGES = { left: 340, right: 400, top: 0, bottom: -258 };

export const MAP_WIDTH = Math.round((FRAME.x1 - FRAME.x0) * SCALE) + EDGES.left + EDGES.right;
export const MAP_HEIGHT = Math.round((FRAME.y1 - FRAME.y0) * SCALE) + EDGES.top + EDGES.bottom;
/** Map pixel of FRAME's top-left corner (pixel-based drawing such as the border meanders is taken from it). */
export const FRAME_ORIGIN = { x: EDGES.left, y: EDGES.top } as const;

const unitProjection = geoTransverseMercator().rotate([2, 0]).scale(1).translate([0, 0]);

/** [lon, lat] in degrees -> map pixels (y down). */
export function project(lon: number, lat: number): [number, number] {
  const p = unitProjection([lon, lat]);
  if (!p) throw new Error(`cannot project ${lon},${lat}`);
  return [(p[0] - FRAME.x0) * SCALE + FRAME_ORIGIN.x, (p[1] - FRAME.y0) * SCALE + FRAME_ORIGIN.y];
}

/** data.json stores geo as [lat, lon]. */
export function projectGeo(geo: readonly [number, number]): [number, number] {
  return project(geo[1], geo[0]);
}
