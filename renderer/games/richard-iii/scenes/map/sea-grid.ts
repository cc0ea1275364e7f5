// The map as one grid for sea routes (sea-route.ts): per cell, who owns its centre (an area, neutral
// land or water), the sea zones it lies in and whether land is near. Built once per map for every
// route, where a grid per combination of zones cost up to 0.7 s on the page's thread. Cells a shore
// or border runs through are marked, so a line can be checked against the polygons themselves there.
import type { MapGeometry, Polygon } from '../../../../../assets/map/geometry';
import { polygonContains } from './geometry-math';

/** Grid cell, map px: fine enough for open water, cheap to search. */
export const CELL = 10;
/** Water this close to land (map px) is "near" and costs more to sail, so routes keep off the shore. */
const MARGIN = 15;
/** A cell's centre is water. */
export const WATER = -1;
/** Neutral land polygon `n` (Ireland, the continent, small islands) is coded `NEUTRAL - n`. */
export const NEUTRAL = -2;

export interface SeaGrid {
  readonly cols: number;
  readonly rows: number;
  /** Per cell: the index of the area holding its centre, WATER, or NEUTRAL - n for neutral polygon n. */
  readonly owner: Int16Array;
  /** Per water cell: a bit per sea zone (geometry.seas order) holding its centre. */
  readonly zones: Uint8Array;
  /** 1 where land lies within MARGIN of the cell (by cell centres). */
  readonly near: Uint8Array;
  /** 1 where a shore or border runs through the cell: there its centre does not speak for all of it. */
  readonly mixed: Uint8Array;
  /**
   * Per mixed cell: the polygons (indices into polys) whose edges run through it, and the last of the
   * others that holds the whole cell (-1 if none), so a point there is placed by a few polygons only.
   */
  readonly edgesIn: Map<number, number[]>;
  readonly under: Int32Array;
  /** Every land polygon with its owner code and bounds, areas after neutral land (areas win). */
  readonly polys: readonly { poly: Polygon; who: number; x0: number; y0: number; x1: number; y1: number }[];
}

/**
 * Calls `span(from, to)` (cell indices, `to` excluded) for each run of cells in a row whose centres
 * lie inside `polygon` (even-odd, holes included), on a grid of cols × rows cells of `cell` px from
 * origin ox, oy; only the rows the polygon spans are visited.
 */
export function rasterise(
  cols: number,
  rows: number,
  polygon: Polygon,
  span: (from: number, to: number) => void,
  cell = CELL,
  ox = 0,
  oy = 0,
): void {
  // Each edge is listed under the rows whose centre line it crosses, so a row looks at its own edges only.
  const byRow: number[][] = [];
  for (const ring of polygon) {
    const n = ring.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const yi = ring[2 * i + 1]!;
      const yj = ring[2 * j + 1]!;
      const r0 = Math.max(0, Math.ceil((Math.min(yi, yj) - oy) / cell - 0.5));
      const r1 = Math.min(rows - 1, Math.ceil((Math.max(yi, yj) - oy) / cell - 0.5) - 1);
      for (let r = r0; r <= r1; r++) (byRow[r] ??= []).push(ring[2 * i]!, yi, ring[2 * j]!, yj);
    }
  }
  const xs: number[] = [];
  byRow.forEach((edges, r) => {
    const y = oy + (r + 0.5) * cell;
    xs.length = 0;
    for (let e = 0; e < edges.length; e += 4) {
      const xi = edges[e]!;
      const yi = edges[e + 1]!;
      const xj = edges[e + 2]!;
      const yj = edges[e + 3]!;
      if (yi > y !== yj > y) xs.push(xi + ((y - yi) / (yj - yi)) * (xj - xi));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const c0 = Math.max(0, Math.ceil((xs[k]! - ox) / cell - 0.5));
      const c1 = Math.min(cols - 1, Math.floor((xs[k + 1]! - ox) / cell - 0.5));
      if (c0 <= c1) span(r * cols + c0, r * cols + c1 + 1);
    }
  });
}

function bounds(poly: Polygon): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const ring of poly) {
    for (let i = 0; i < ring.length; i += 2) {
      x0 = Math.min(x0, ring[i]!);
      x1 = Math.max(x1, ring[i]!);
      y0 = Math.min(y0, ring[i + 1]!);
      y1 = Math.max(y1, ring[i + 1]!);
    }
  }
  return { x0, y0, x1, y1 };
}

function build(geometry: MapGeometry): SeaGrid {
  const cols = Math.ceil(geometry.width / CELL);
  const rows = Math.ceil(geometry.height / CELL);
  const n = cols * rows;
  const owner = new Int16Array(n).fill(WATER);
  const mixed = new Uint8Array(n);
  const polys = [
    ...geometry.neutralLand.map((poly, k) => ({ poly, who: NEUTRAL - k })),
    // Exile boxes are drawn over Ireland and the continent: the box, not the land under it, owns a cell.
    ...geometry.areas.flatMap((a, k) => a.polygons.map((poly) => ({ poly, who: k }))),
  ].map((p) => ({ ...p, ...bounds(p.poly) }));
  const edgesIn = new Map<number, number[]>();
  // Cells an edge runs through, found by walking each edge a pixel at a time.
  for (const [q, { poly }] of polys.entries()) {
    for (const ring of poly) {
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const ax = ring[j]!;
        const ay = ring[j + 1]!;
        const steps = Math.ceil(Math.hypot(ring[i]! - ax, ring[i + 1]! - ay));
        for (let s = 0; s <= steps; s++) {
          const t = steps === 0 ? 0 : s / steps;
          const c = Math.floor((ax + (ring[i]! - ax) * t) / CELL);
          const r = Math.floor((ay + (ring[i + 1]! - ay) * t) / CELL);
          if (c < 0 || r < 0 || c >= cols || r >= rows) continue;
          const cell = r * cols + c;
          mixed[cell] = 1;
          const list = edgesIn.get(cell);
          if (!list) edgesIn.set(cell, [q]);
          else if (list[list.length - 1] !== q) list.push(q);
        }
      }
    }
  }
  const under = new Int32Array(n).fill(-1);
  for (const [q, { poly, who }] of polys.entries()) {
    rasterise(cols, rows, poly, (i0, i1) => {
      owner.fill(who, i0, i1);
      for (let i = i0; i < i1; i++) if (mixed[i] === 1 && !edgesIn.get(i)!.includes(q)) under[i] = q;
    });
  }
  const zones = new Uint8Array(n);
  geometry.seas.forEach((s, z) => {
    for (const poly of s.polygons) {
      rasterise(cols, rows, poly, (i0, i1) => {
        for (let i = i0; i < i1; i++) if (owner[i] === WATER) zones[i]! |= 1 << z;
      });
    }
  });
  // Near land: any land cell centre within MARGIN (a disc of cells).
  const reach = Math.ceil(MARGIN / CELL);
  const near = new Uint8Array(n);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let hit = false;
      for (let dr = -reach; !hit && dr <= reach; dr++) {
        for (let dc = -reach; !hit && dc <= reach; dc++) {
          if (dr * dr + dc * dc > reach * reach) continue;
          const rr = r + dr;
          const cc = c + dc;
          if (rr >= 0 && cc >= 0 && rr < rows && cc < cols && owner[rr * cols + cc] !== WATER) hit = true;
        }
      }
      near[r * cols + c] = hit ? 1 : 0;
    }
  }
  return { cols, rows, owner, zones, near, mixed, edgesIn, under, polys };
}

const grids = new WeakMap<MapGeometry, SeaGrid>();

/** The map's sea grid, built on first use and kept for the map. */
export function seaGrid(geometry: MapGeometry): SeaGrid {
  let g = grids.get(geometry);
  if (!g) grids.set(geometry, (g = build(geometry)));
  return g;
}

/** Who holds the point (owner code as in SeaGrid.owner), by the polygons themselves near a shore; null off the map. */
export function ownerAt(g: SeaGrid, x: number, y: number): number | null {
  const c = Math.floor(x / CELL);
  const r = Math.floor(y / CELL);
  if (c < 0 || r < 0 || c >= g.cols || r >= g.rows) return null;
  const i = r * g.cols + c;
  if (g.mixed[i] !== 1) return g.owner[i]!;
  let k = g.under[i]!;
  for (const e of g.edgesIn.get(i)!) if (e > k && polygonContains(g.polys[e]!.poly, x, y)) k = e;
  return k < 0 ? WATER : g.polys[k]!.who;
}
