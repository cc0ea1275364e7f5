// Where each area's stack may go at one zoom: the area's shape, its stack anchor, every name written
// near it (names keep their on-screen size, so their size on the map changes with the zoom). Pure; the scene measures the names, tests may bring their own.
import type { MapGeometry, Rect } from '../../../../../assets/map/geometry';
import { rectsOverlap, type StackRoom } from './stack-layout';

/** How far around an area names and neighbours are considered, map units. */
const REACH = 200;

export function stackRooms(
  geometry: MapGeometry,
  names: ReadonlyMap<string, readonly Rect[]>,
  zoom: number,
): Map<string, StackRoom> {
  const all = [...names.values()].flat();
  const pad = 2 / zoom; // two screen px between a name and a block
  const rooms = new Map<string, StackRoom>();
  for (const a of geometry.areas) {
    const reach = { x: a.bbox.x - REACH, y: a.bbox.y - REACH, w: a.bbox.w + 2 * REACH, h: a.bbox.h + 2 * REACH };
    rooms.set(a.id, {
      polygons: a.polygons,
      bbox: a.bbox,
      anchor: { x: a.stack.x, y: a.stack.y },
      avoid: all
        .filter((r) => rectsOverlap(r, reach))
        .map((r) => ({ x: r.x - pad, y: r.y - pad, w: r.w + 2 * pad, h: r.h + 2 * pad })),
    });
  }
  return rooms;
}
