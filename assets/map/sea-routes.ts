// Typed access to the generated sea routes (assets/map/sea-routes.json, built by build-sea-routes.ts):
// the line each sea move's arrow follows on the bundled map, worked out once at build time because the
// search behind it (renderer/games/richard-iii/scenes/map/sea-route.ts) costs a second of the page's CPU.
import rawRoutes from './sea-routes.json';
import { loadGeometry, type MapGeometry, type Point } from './geometry';

export interface StoredRoute {
  /** The zone sets this is the route for, each a bit mask over the file's `seas` (one route often serves two). */
  zones: number[];
  /** Flat [x0, y0, x1, y1, ...], map px, stack to stack. */
  points: number[];
}

export interface SeaRoutesFile {
  version: 1;
  /** The sea zones' ids, in the order of the `zones` masks' bits (bit 0 the first). */
  seas: string[];
  /** Per `from>to` (area ids), its routes. */
  routes: Record<string, StoredRoute[]>;
}

/** The mask of the zone set `seas` over `order` (ids not in it are ignored). */
export const zonesMask = (order: readonly string[], seas: readonly string[]): number =>
  order.reduce((m, id, bit) => (seas.includes(id) ? m | (1 << bit) : m), 0);

/** Light structural check so a stale or hand-edited JSON fails loudly, not at draw time. */
export function parseSeaRoutes(raw: unknown): SeaRoutesFile {
  const f = raw as Partial<SeaRoutesFile>;
  if (f.version !== 1 || !Array.isArray(f.seas) || typeof f.routes !== 'object' || f.routes === null) {
    throw new Error('sea-routes.json: unexpected format (rebuild with `npx tsx assets/map/build-sea-routes.ts`)');
  }
  return f as SeaRoutesFile;
}

export function loadSeaRoutes(): SeaRoutesFile {
  return parseSeaRoutes(rawRoutes);
}

/**
 * The stored route from `from` to `to` through exactly the zones `seas`, or undefined when the file
 * has none. Only for the bundled map the file was built from: any other geometry (a test's copy, a
 * map being rebuilt) has its routes searched.
 */
export function storedSeaRoute(
  geometry: MapGeometry,
  from: string,
  to: string,
  seas: readonly string[],
): Point[] | undefined {
  if (geometry !== loadGeometry()) return undefined;
  const file = loadSeaRoutes();
  const mask = zonesMask(file.seas, seas);
  const hit = file.routes[`${from}>${to}`]?.find((r) => r.zones.includes(mask));
  if (!hit) return undefined;
  const out: Point[] = [];
  for (let i = 0; i + 1 < hit.points.length; i += 2) out.push({ x: hit.points[i]!, y: hit.points[i + 1]! });
  return out;
}
