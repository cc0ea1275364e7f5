// Map projection: a transverse Mercator on the -2° meridian (the same idea as the
// Ordnance Survey grid), so Great Britain stands upright with little distortion.
import { geoTransverseMercator } from 'd3-geo';

/** Projected-unit window shown on the map (unit sphere coordinates before scaling). */
const FRAME = { x0: -0.0545, x1: 0.05, y0: -0.98, y1: -0.856 };
/** Pixels per projected unit: puts England ~1700 px tall; the frame adds the French coast below. */
const SCALE = 17241;

export const MAP_WIDTH = Math.round((FRAME.x1 - FRAME.x0) * SCALE);
export const MAP_HEIGHT = Math.round((FRAME.y1 - FRAME.y0) * SCALE);

const unitProjection = geoTransverseMercator().rotate([2, 0]).scale(1).translate([0, 0]);

/** [lon, lat] in degrees -> map pixels (y down). */
export function project(lon: number, lat: number): [number, number] {
  const p = unitProjection([lon, lat]);
  if (!p) throw new Error(`cannot project ${lon},${lat}`);
  return [(p[0] - FRAME.x0) * SCALE, (p[1] - FRAME.y0) * SCALE];
}

/** data.json stores geo as [lat, lon]. */
export function projectGeo(geo: readonly [number, number]): [number, number] {
  return project(geo[1], geo[0]);
}
