// Where a sea move's arrow runs (5.3: from a coastal area through a sea zone both areas touch to
// the other area). A straight or bowed line between the two stacks crossed England (France →
// Pembroke read as a march over Kent and Oxford), so the route is found on the map itself: a grid
// of open water inside the shared sea zones, kept clear of every area and of neutral land by a
// margin, searched breadth-first and then pulled taut. Pure geometry, cached per map and pair.
import type { MapGeometry, Point, Polygon } from '../../../../../assets/map/geometry';

/** Grid cell, map px: fine enough for the Menai-sized gaps that matter, cheap to rasterise. */
const CELL = 10;
/** Water this close to land (map px) is not used, so the line and its dashes stay off the shore. */
const MARGIN = 15;
/** Open water in a body smaller than this many cells is a pocket no route starts from. */
const POCKET = 300;

interface WaterGrid {
  cols: number;
  rows: number;
  /** 1 where a cell centre is open water of the given seas, clear of land by MARGIN. */
  open: Uint8Array;
  owner: Int16Array;
}

/** Marks in `mask` the cells whose centres lie inside `polygons` (even-odd, holes included). */
function rasterise(mask: Uint8Array, cols: number, rows: number, polygons: readonly Polygon[]): void {
  for (const polygon of polygons) {
    for (let r = 0; r < rows; r++) {
      const y = (r + 0.5) * CELL;
      const xs: number[] = [];
      for (const ring of polygon) {
        const n = ring.length / 2;
        for (let i = 0, j = n - 1; i < n; j = i++) {
          const yi = ring[2 * i + 1]!;
          const yj = ring[2 * j + 1]!;
          if (yi > y !== yj > y) {
            const xi = ring[2 * i]!;
            const xj = ring[2 * j]!;
            xs.push(xi + ((y - yi) / (yj - yi)) * (xj - xi));
          }
        }
      }
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const c0 = Math.max(0, Math.ceil(xs[k]! / CELL - 0.5));
        const c1 = Math.min(cols - 1, Math.floor(xs[k + 1]! / CELL - 0.5));
        for (let c = c0; c <= c1; c++) mask[r * cols + c] ^= 1;
      }
    }
  }
}

/** Per cell: the index of the area whose polygons hold its centre, -2 for neutral land, -1 for sea. */
function owners(geometry: MapGeometry): Int16Array {
  const cols = Math.ceil(geometry.width / CELL);
  const rows = Math.ceil(geometry.height / CELL);
  const owner = new Int16Array(cols * rows).fill(-1);
  const paint = (polygons: readonly Polygon[], who: number): void => {
    const one = new Uint8Array(cols * rows);
    rasterise(one, cols, rows, polygons);
    for (let i = 0; i < one.length; i++) if (one[i] === 1) owner[i] = who;
  };
  // Exile boxes are drawn over Ireland and the continent: the box, not the land under it, owns a cell.
  paint(geometry.neutralLand, -2);
  geometry.areas.forEach((a, k) => paint(a.polygons, k));
  return owner;
}

function waterGrid(geometry: MapGeometry, owner: Int16Array, seas: readonly string[], margin: number): WaterGrid {
  const cols = Math.ceil(geometry.width / CELL);
  const rows = Math.ceil(geometry.height / CELL);
  const sea = new Uint8Array(cols * rows);
  for (const s of geometry.seas) {
    if (!seas.includes(s.id)) continue;
    const one = new Uint8Array(cols * rows);
    rasterise(one, cols, rows, s.polygons);
    for (let i = 0; i < one.length; i++) sea[i] = sea[i]! | one[i]!;
  }
  // Open water: sea, and no land within MARGIN.
  const reach = Math.ceil(margin / CELL);
  const open = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let ok = sea[r * cols + c] === 1;
      for (let dr = -reach; ok && dr <= reach; dr++) {
        for (let dc = -reach; ok && dc <= reach; dc++) {
          if (dr * dr + dc * dc > reach * reach) continue;
          const rr = r + dr;
          const cc = c + dc;
          if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue;
          if (owner[rr * cols + cc] !== -1) ok = false;
        }
      }
      open[r * cols + c] = ok ? 1 : 0;
    }
  }
  // Drop small pockets of open water: an estuary cut off by the margin (the inner Bristol Channel)
  // would strand a route that starts in it, where the open sea a little further out is reachable.
  const seen = new Uint8Array(cols * rows);
  for (let i = 0; i < open.length; i++) {
    if (open[i] !== 1 || seen[i] === 1) continue;
    const queue = [i];
    seen[i] = 1;
    for (let h = 0; h < queue.length; h++) {
      const j = queue[h]!;
      const r = Math.floor(j / cols);
      const c = j % cols;
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue;
        const k = rr * cols + cc;
        if (open[k] === 1 && seen[k] === 0) {
          seen[k] = 1;
          queue.push(k);
        }
      }
    }
    if (queue.length < POCKET) for (const j of queue) open[j] = 0;
  }
  return { cols, rows, open, owner };
}

const centre = (g: WaterGrid, i: number): Point => ({
  x: ((i % g.cols) + 0.5) * CELL,
  y: (Math.floor(i / g.cols) + 0.5) * CELL,
});

/**
 * Whether the segment a–b crosses no area but `own` (index), sampled at a quarter cell. Neutral land
 * is allowed: Scotland's stack and the exile boxes sit on or beside land that is no game area.
 */
function ownHop(g: WaterGrid, a: Point, b: Point, own: number): boolean {
  const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / (CELL / 4));
  for (let k = 0; k <= steps; k++) {
    const t = steps === 0 ? 0 : k / steps;
    const c = Math.floor((a.x + (b.x - a.x) * t) / CELL);
    const r = Math.floor((a.y + (b.y - a.y) * t) / CELL);
    if (r < 0 || c < 0 || r >= g.rows || c >= g.cols) return false;
    const o = g.owner[r * g.cols + c]!;
    if (o >= 0 && o !== own) return false;
  }
  return true;
}

/** The open cell nearest `p` that a straight hop from `p` reaches over area `own` and sea only. */
function landing(g: WaterGrid, p: Point, own: number): number {
  const cells: { i: number; d: number }[] = [];
  for (let i = 0; i < g.open.length; i++) {
    if (g.open[i] !== 1) continue;
    const q = centre(g, i);
    cells.push({ i, d: (q.x - p.x) ** 2 + (q.y - p.y) ** 2 });
  }
  cells.sort((x, y) => x.d - y.d);
  return cells.find((c) => ownHop(g, p, centre(g, c.i), own))?.i ?? -1;
}

/**
 * How a route leaves `p` (a stack of area `own`) for open water: straight to the nearest open cell
 * it can reach over its own area and the sea, or, where the area's coast lies behind a neighbour
 * from the stack (Chester's, on the Dee), first to the own coast cell nearest the stack.
 */
function shore(g: WaterGrid, p: Point, own: number, loose: boolean): { via: Point[]; cell: number } | null {
  const direct = landing(g, p, own);
  if (direct >= 0) return { via: [p], cell: direct };
  let coast: Point | null = null;
  let bestD = Infinity;
  for (let i = 0; i < g.owner.length; i++) {
    if (g.owner[i] !== own) continue;
    const r = Math.floor(i / g.cols);
    const c = i % g.cols;
    const wet = [i - 1, i + 1, i - g.cols, i + g.cols].some(
      (j) => j >= 0 && j < g.owner.length && Math.abs((j % g.cols) - c) <= 1 && g.owner[j] === -1,
    );
    if (!wet || r < 0) continue;
    const q = centre(g, i);
    const d = (q.x - p.x) ** 2 + (q.y - p.y) ** 2;
    if (d < bestD) {
      bestD = d;
      coast = q;
    }
  }
  if (!coast) return null;
  // From a coast this narrow (the Dee's mouth is a cell or two wide) the hop out may clip the
  // neighbouring shore by a few pixels; the nearest open water is still the right place to sail from.
  const cell = landing(g, coast, own);
  if (cell < 0 && !loose) return null;
  return { via: [p, coast], cell: cell >= 0 ? cell : leastCrossing(g, coast, own) };
}

/** Among the open cells nearest `p`, the one whose hop from `p` crosses the fewest foreign cells. */
function leastCrossing(g: WaterGrid, p: Point, own: number): number {
  const cells: { i: number; d: number }[] = [];
  for (let i = 0; i < g.open.length; i++) {
    if (g.open[i] !== 1) continue;
    const q = centre(g, i);
    cells.push({ i, d: Math.hypot(q.x - p.x, q.y - p.y) });
  }
  cells.sort((x, y) => x.d - y.d);
  let best = -1;
  let bestCost = Infinity;
  for (const { i, d } of cells.slice(0, 400)) {
    const q = centre(g, i);
    const steps = Math.ceil(d / (CELL / 4));
    let foreign = 0;
    for (let k = 0; k <= steps; k++) {
      const t = steps === 0 ? 0 : k / steps;
      const o =
        g.owner[Math.floor((p.y + (q.y - p.y) * t) / CELL) * g.cols + Math.floor((p.x + (q.x - p.x) * t) / CELL)]!;
      if (o >= 0 && o !== own) foreign++;
    }
    const cost = foreign * CELL + d * 0.05;
    if (cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  }
  return best;
}

/** Whether the segment a–b runs over open water only (sampled at a quarter cell). */
function clear(g: WaterGrid, a: Point, b: Point): boolean {
  const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / (CELL / 4));
  for (let k = 0; k <= steps; k++) {
    const t = steps === 0 ? 0 : k / steps;
    const c = Math.floor((a.x + (b.x - a.x) * t) / CELL);
    const r = Math.floor((a.y + (b.y - a.y) * t) / CELL);
    if (r < 0 || c < 0 || r >= g.rows || c >= g.cols || g.open[r * g.cols + c] !== 1) return false;
  }
  return true;
}

/** Cells from `start` to `goal` through open water, 8-neighbour breadth-first; null if cut off. */
function search(g: WaterGrid, start: number, goal: number): number[] | null {
  const prev = new Int32Array(g.open.length).fill(-1);
  prev[start] = start;
  const queue = [start];
  for (let h = 0; h < queue.length; h++) {
    const i = queue[h]!;
    if (i === goal) break;
    const r = Math.floor(i / g.cols);
    const c = i % g.cols;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if ((dr === 0 && dc === 0) || rr < 0 || cc < 0 || rr >= g.rows || cc >= g.cols) continue;
        const j = rr * g.cols + cc;
        if (g.open[j] !== 1 || prev[j] !== -1) continue;
        prev[j] = i;
        queue.push(j);
      }
    }
  }
  if (prev[goal] === -1) return null;
  const out = [goal];
  while (out[out.length - 1] !== start) out.push(prev[out[out.length - 1]!]!);
  return out.reverse();
}

/** The fewest straight legs over open water that follow `cells` (each leg checked). */
function taut(g: WaterGrid, cells: number[]): Point[] {
  const pts = cells.map((i) => centre(g, i));
  const out = [pts[0]!];
  let at = 0;
  while (at < pts.length - 1) {
    let next = at + 1;
    for (let k = pts.length - 1; k > at + 1; k--) {
      if (clear(g, pts[at]!, pts[k]!)) {
        next = k;
        break;
      }
    }
    out.push(pts[next]!);
    at = next;
  }
  return out;
}

const ownerCache = new WeakMap<MapGeometry, Int16Array>();
const grids = new WeakMap<MapGeometry, Map<string, WaterGrid>>();
const routes = new WeakMap<MapGeometry, Map<string, Point[]>>();

/**
 * The sea route from area `from`'s stack to area `to`'s stack through `seas` (the zones both
 * touch): the stack, the nearest open water, taut legs over open water, the water nearest the
 * other stack, that stack. Null when either area is unknown or no water joins them.
 */
export function seaRoute(geometry: MapGeometry, from: string, to: string, seas: readonly string[]): Point[] | null {
  const a = geometry.areas.find((x) => x.id === from);
  const b = geometry.areas.find((x) => x.id === to);
  if (!a || !b) return null;
  const zones = [...seas].sort();
  const key = `${from}>${to}>${zones.join(',')}`;
  let cache = routes.get(geometry);
  if (!cache) routes.set(geometry, (cache = new Map()));
  if (cache.has(key)) return cache.get(key) ?? null;
  let owner = ownerCache.get(geometry);
  if (!owner) ownerCache.set(geometry, (owner = owners(geometry)));
  let byZones = grids.get(geometry);
  if (!byZones) grids.set(geometry, (byZones = new Map()));
  const gridOf = (z: readonly string[], margin: number): WaterGrid => {
    const k = `${z.join(',')}/${margin}`;
    let g = byZones.get(k);
    if (!g) byZones.set(k, (g = waterGrid(geometry, owner, z, margin)));
    return g;
  };
  const pa = { x: a.stack.x, y: a.stack.y };
  const pb = { x: b.stack.x, y: b.stack.y };
  const ia = geometry.areas.indexOf(a);
  const ib = geometry.areas.indexOf(b);
  const through = (g: WaterGrid, loose = false): Point[] | null => {
    const sa = shore(g, pa, ia, loose);
    const sb = shore(g, pb, ib, loose);
    if (!sa || !sb) return null;
    const cells = search(g, sa.cell, sb.cell);
    return cells ? [...sa.via, ...taut(g, cells), ...sb.via.reverse()] : null;
  };
  // The shared zones first; an exile box drawn away from one of them (France touches the Irish Sea
  // in the rules, its box lies in the Channel) sails on through the neighbouring zones.
  // A strait narrower than twice the margin closes with it; then the route may come near the shore.
  const all = geometry.seas.map((z) => z.id).sort();
  const route =
    through(gridOf(zones, MARGIN)) ??
    through(gridOf(all, MARGIN)) ??
    through(gridOf(zones, 0)) ??
    through(gridOf(all, 0)) ??
    through(gridOf(all, MARGIN), true);
  if (route) cache.set(key, route);
  return route;
}

/** Points every `step` map px along a polyline, ends included (dashes are drawn between pairs). */
export function resample(points: readonly Point[], step: number): Point[] {
  if (points.length < 2) return [...points];
  const out = [points[0]!];
  let carry = 0;
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1]!;
    const q = points[i]!;
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    let t = step - carry;
    while (t <= d) {
      out.push({ x: p.x + ((q.x - p.x) * t) / d, y: p.y + ((q.y - p.y) * t) / d });
      t += step;
    }
    carry = d - (t - step);
  }
  const last = points[points.length - 1]!;
  const tail = out[out.length - 1]!;
  if (Math.hypot(last.x - tail.x, last.y - tail.y) > step * 0.25) out.push(last);
  else out[out.length - 1] = last;
  return out;
}

/** `points` with `head` map px cut from the start and `tail` from the end, measured along the line. */
export function cutEnds(points: readonly Point[], head: number, tail: number): Point[] {
  const cutStart = (pts: readonly Point[], len: number): Point[] => {
    let left = len;
    for (let i = 1; i < pts.length; i++) {
      const p = pts[i - 1]!;
      const q = pts[i]!;
      const d = Math.hypot(q.x - p.x, q.y - p.y);
      if (d > left) {
        const t = left / d;
        return [{ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t }, ...pts.slice(i)];
      }
      left -= d;
    }
    return [pts[pts.length - 1]!];
  };
  const total = points.slice(1).reduce((s, q, i) => s + Math.hypot(q.x - points[i]!.x, q.y - points[i]!.y), 0);
  // Never cut more than two thirds of a short move away: its arrow must still show.
  const k = Math.min(1, (total * 2) / 3 / Math.max(1e-6, head + tail));
  return cutStart(cutStart(points, head * k).reverse(), tail * k).reverse();
}
