// Where each area's stack may go at one zoom: the area's shape, its stack anchor, every name written
// as far as its stack may stand (names keep their on-screen size, so their size on the map changes
// with the zoom), and the other areas' exile boxes. Pure; the scene measures the names, tests may bring their own.
import type { MapGeometry, Rect } from '../../../../../assets/map/geometry';
import { BLOCK_H, BLOCK_W, blockScale, reachOf, rectsOverlap, type StackRoom } from './stack-layout';

export function stackRooms(
  geometry: MapGeometry,
  names: ReadonlyMap<string, readonly Rect[]>,
  zoom: number,
): Map<string, StackRoom> {
  const pad = 2 / zoom; // two screen px between a name and a block
  const all = [...names.values()]
    .flat()
    .map((r) => ({ x: r.x - pad, y: r.y - pad, w: r.w + 2 * pad, h: r.h + 2 * pad }));
  // Blocks are as large on the map as planStacks will draw them at this zoom.
  const k = blockScale(zoom);
  const rooms = new Map<string, StackRoom>();
  for (const a of geometry.areas) {
    const anchor = { x: a.stack.x, y: a.stack.y };
    // Every name as far as the area's stack may stand (its reach grows with the blocks: at the fit
    // view of a small window a stack beside its area stood over names a fixed distance left out,
    // Cornwall's and Kent's among them).
    const reach = reachOf({ bbox: a.bbox, anchor }, BLOCK_W * k, BLOCK_H * k);
    rooms.set(a.id, {
      polygons: a.polygons,
      bbox: a.bbox,
      anchor,
      avoid: [
        ...all.filter((r) => rectsOverlap(r, reach)),
        // And another area's exile box: a stack beside its area standing in the Calais box would read
        // as Calais' (and leave Calais' own blocks no room).
        ...geometry.exileBoxes.filter((b) => b.id !== a.id && rectsOverlap(b.box, reach)).map((b) => b.box),
      ],
    });
  }
  return rooms;
}
