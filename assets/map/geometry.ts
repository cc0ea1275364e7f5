// Typed access to the generated map geometry (assets/map/map-geometry.json, built by
// build-map.ts). Everything is in map pixel coordinates: x right, y down, origin at
// the top-left of a `width` x `height` map.
import rawGeometry from './map-geometry.json';

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Flat ring [x0, y0, x1, y1, ...], implicitly closed. Polygon = [outer, ...holes]. */
export type Ring = number[];
export type Polygon = Ring[];
/** Flat polyline [x0, y0, x1, y1, ...]. */
export type Polyline = number[];

export type BorderType = 'yellow' | 'blue' | 'red';
export type Side = 'lancaster' | 'york';
export type AreaKind = 'land' | 'island' | 'exile';

export type MapSymbol =
  | { kind: 'city'; x: number; y: number; name: string; side: Side }
  | { kind: 'cathedral'; x: number; y: number; name: string }
  | { kind: 'crown'; x: number; y: number }
  | { kind: 'port'; x: number; y: number }
  | { kind: 'shield'; x: number; y: number; name: string };

export interface AreaShape {
  id: string;
  name: string;
  kind: AreaKind;
  /** Lancaster's or York's exile area. */
  exileOf?: Side;
  wales?: boolean;
  polygons: Polygon[];
  bbox: Rect;
  /** Centre of the area name. */
  label: Point;
  /** Where the block stack goes: centre plus a box that fits ~6 blocks (3 x 2). */
  stack: { x: number; y: number; box: Rect };
  /** Symbol centres (each drawn ~20 px tall). */
  symbols: MapSymbol[];
}

export interface BorderShape {
  a: string;
  b: string;
  type: BorderType;
  /** The shared polygon edge between a and b. */
  polyline: Polyline;
  length: number;
}

export interface SeaShape {
  id: string;
  name: string;
  polygons: Polygon[];
  label: Point;
}

export interface MapGeometry {
  version: 1;
  width: number;
  height: number;
  /** Edge of a square block at zoom 1, in map px; the stack box fits 3 x 2 of them. */
  blockSize: number;
  areas: AreaShape[];
  borders: BorderShape[];
  /** Land/sea edges (Great Britain, Man, Ireland, France...), for drawing the shore. */
  coastline: Polyline[];
  /** Land that is not part of any game area (Ireland, the continent, small islands). */
  neutralLand: Polygon[];
  seas: SeaShape[];
  /** Edges between two sea zones. */
  seaDividers: Polyline[];
  /** Exile boxes: `box` drawn over `anchor` (the real place, e.g. Calais town). */
  exileBoxes: { id: string; box: Rect; anchor: Point }[];
  /** Open-sea spots for the legend cartouche and the compass rose. */
  decorations: { legend: Rect; compass: Point };
}

/** Light structural check so a stale or hand-edited JSON fails loudly, not at draw time. */
export function parseGeometry(raw: unknown): MapGeometry {
  const g = raw as Partial<MapGeometry>;
  if (g.version !== 1 || typeof g.width !== 'number' || !Array.isArray(g.areas) || !Array.isArray(g.borders)) {
    throw new Error('map-geometry.json: unexpected format (rebuild with `npx tsx assets/map/build-map.ts`)');
  }
  return g as MapGeometry;
}

export function loadGeometry(): MapGeometry {
  return parseGeometry(rawGeometry);
}

export function areaById(geometry: MapGeometry, id: string): AreaShape | undefined {
  return geometry.areas.find((a) => a.id === id);
}
