// Where a sea move's arrow runs (5.3: from a coastal area through a sea zone both areas touch to
// the other area). A straight or bowed line between the two stacks crossed England (France →
// Pembroke read as a march over Kent and Oxford), so the route is found on the map itself: the
// cheapest way from one stack to the other over its own area, water and the other area, where water
// near the shore and water outside the shared zones cost more, then pulled taut. The ends are searched
// on a fine grid around each stack, because some coasts are a narrow estuary (Chester's, on the
// Mersey, opens through a channel a few pixels wide) that the coarse grid does not see.
// Pure geometry: one grid per map (sea-grid.ts), one search per area's stack, cached per map and pair.
// The search costs about a second of CPU for a map's routes, so every route a sea move can draw is
// worked out at build time into assets/map/sea-routes.json (assets/map/build/sea-routes.ts); the page
// reads those and searches only for one the file lacks (another map, a pair the engine never moves).
import type { MapGeometry, Point } from '../../../../../assets/map/geometry';
import { storedSeaRoute } from '../../../../../assets/map/sea-routes';
import { CELL, NEUTRAL, WATER, ownerAt, rasterise, seaGrid, type SeaGrid } from './sea-grid';

/** Fine grid around a stack, map px; divides CELL, so every coarse cell's centre is a fine cell's centre. */
const FINE = 2;
/** How far (map px) around a stack its way to the water is looked for: an exile box is 380 × 400. */
const REACH = 320;
/** How much further than the nearest open water a route may leave a stack, so it can leave towards its goal. */
const SLACK = 160;
/** Cost of a px of water near the shore, and of water outside the zones the move sails (a px of open water is 1). */
const NEAR = 4;
const OFF = 3;

/** Water's cost bits: 1 near the shore, 2 outside the move's zones. A taut leg may not add either. */
const bitsOf = (g: SeaGrid, i: number, zones: number): number =>
  (g.near[i] === 1 ? 1 : 0) | ((g.zones[i]! & zones) === 0 ? 2 : 0);
/** Every zone: water counted as the move's own. */
const ALL = 0xff;
const weightOf = (bits: number): number => ((bits & 1) !== 0 ? NEAR : 1) * ((bits & 2) !== 0 ? OFF : 1);

/** A min-heap of cell indices by cost, on typed arrays (the searches push tens of thousands). */
class Heap {
  private keys = new Float64Array(1024);
  private vals = new Int32Array(1024);
  size = 0;
  push(key: number, val: number): void {
    if (this.size === this.keys.length) {
      const k = new Float64Array(this.size * 2);
      const v = new Int32Array(this.size * 2);
      k.set(this.keys);
      v.set(this.vals);
      this.keys = k;
      this.vals = v;
    }
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.keys[p]! <= key) break;
      this.keys[i] = this.keys[p]!;
      this.vals[i] = this.vals[p]!;
      i = p;
    }
    this.keys[i] = key;
    this.vals[i] = val;
  }
  /** The smallest key (call before pop). */
  top(): number {
    return this.keys[0]!;
  }
  pop(): number {
    const out = this.vals[0]!;
    const key = this.keys[--this.size]!;
    const val = this.vals[this.size]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.size) break;
      if (c + 1 < this.size && this.keys[c + 1]! < this.keys[c]!) c++;
      if (this.keys[c]! >= key) break;
      this.keys[i] = this.keys[c]!;
      this.vals[i] = this.vals[c]!;
      i = c;
    }
    this.keys[i] = key;
    this.vals[i] = val;
    return out;
  }
}

const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/** Owner codes a route may cross at an area's end: the area, and for an exile box the land it is drawn on. */
function ownLand(geometry: MapGeometry, g: SeaGrid, k: number): Set<number> {
  const a = geometry.areas[k]!;
  const own = new Set([k]);
  if (a.kind === 'exile') {
    const { x, y, w, h } = a.bbox;
    for (const q of g.polys)
      if (q.who <= NEUTRAL && q.x0 < x + w && q.x1 > x && q.y0 < y + h && q.y1 > y) own.add(q.who);
  }
  return own;
}

/** An area's ways to the water: the cost to each coarse water cell near it, and how to get back to the stack. */
interface Exits {
  stack: Point;
  own: Set<number>;
  /** Coarse water cell → cost of the way from the stack (map px, weighted). */
  cost: Map<number, number>;
  /** The fine path from the stack to a coarse cell's centre, stack first. */
  way(cell: number): Point[];
  /** Ways already pulled taut, by cell: many routes leave an area from the same cell. */
  taut: Map<number, Point[]>;
}

/** Who holds each fine cell's centre (owner codes as in SeaGrid): neutral land, then areas over it, as the coarse grid. */
function fineOwners(g: SeaGrid, cols: number, rows: number, ox: number, oy: number): Int16Array {
  const who = new Int16Array(cols * rows).fill(WATER);
  for (const q of g.polys) {
    if (q.x1 < ox || q.y1 < oy || q.x0 > ox + cols * FINE || q.y0 > oy + rows * FINE) continue;
    rasterise(cols, rows, q.poly, (i0, i1) => who.fill(q.who, i0, i1), FINE, ox, oy);
  }
  return who;
}

/** Searches the fine grid around area `k`'s stack over its own land and water, out to SLACK past open water. */
function exits(geometry: MapGeometry, g: SeaGrid, k: number): Exits {
  const area = geometry.areas[k]!;
  const stack = { x: area.stack.x, y: area.stack.y };
  const own = ownLand(geometry, g, k);
  const snap = (v: number): number => Math.floor(v / CELL) * CELL;
  const ox = Math.max(0, snap(stack.x - REACH));
  const oy = Math.max(0, snap(stack.y - REACH));
  const cols = (Math.min(g.cols * CELL, snap(stack.x + REACH) + CELL) - ox) / FINE;
  const rows = (Math.min(g.rows * CELL, snap(stack.y + REACH) + CELL) - oy) / FINE;
  const who = fineOwners(g, cols, rows, ox, oy);
  const ratio = CELL / FINE;
  const coarse = (i: number): number =>
    Math.floor((oy + (Math.floor(i / cols) + 0.5) * FINE) / CELL) * g.cols +
    Math.floor((ox + ((i % cols) + 0.5) * FINE) / CELL);
  // A fine cell's cost per px: 1 over own land, the coarse cell's weight over water; -1 where it may not go.
  const weight = new Float32Array(cols * rows);
  for (let i = 0; i < weight.length; i++) {
    const w = who[i]!;
    weight[i] = w === WATER ? weightOf(g.near[coarse(i)] === 1 ? 1 : 0) : own.has(w) ? 1 : -1;
  }
  const dist = new Float64Array(cols * rows).fill(Infinity);
  // The step (index into STEPS) each fine cell was reached by: a byte, as an area's search is kept for the map.
  const from = new Uint8Array(cols * rows);
  const start =
    Math.floor((stack.y - oy) / FINE) * cols + Math.min(cols - 1, Math.max(0, Math.floor((stack.x - ox) / FINE)));
  dist[start] = 0;
  const heap = new Heap();
  heap.push(0, start);
  const cost = new Map<number, number>();
  let limit = Infinity;
  while (heap.size > 0) {
    const d = heap.top();
    const i = heap.pop();
    if (d > dist[i]!) continue;
    if (d > limit) break;
    const r = Math.floor(i / cols);
    const c = i % cols;
    // A coarse water cell's centre: a place the route may leave the fine grid.
    const half = (ratio - 1) / 2;
    if (who[i] === WATER && (c + ox / FINE) % ratio === half && (r + oy / FINE) % ratio === half) {
      const ci = coarse(i);
      cost.set(ci, d);
      if (g.near[ci] === 0 && limit === Infinity) limit = d + SLACK;
    }
    const wi = weight[i]!;
    for (const [k, [dc, dr]] of STEPS.entries()) {
      const rr = r + dr;
      const cc = c + dc;
      if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue;
      const j = rr * cols + cc;
      const wj = weight[j]!;
      if (wj < 0) continue;
      const nd = d + ((wi + wj) / 2) * FINE * (dr !== 0 && dc !== 0 ? Math.SQRT2 : 1);
      if (nd < dist[j]!) {
        dist[j] = nd;
        from[j] = k;
        heap.push(nd, j);
      }
    }
  }
  const way = (cell: number): Point[] => {
    const cx = ((cell % g.cols) + 0.5) * CELL;
    const cy = (Math.floor(cell / g.cols) + 0.5) * CELL;
    let i = Math.floor((cy - oy) / FINE) * cols + Math.floor((cx - ox) / FINE);
    const out: Point[] = [];
    while (i !== start) {
      out.push({ x: ox + ((i % cols) + 0.5) * FINE, y: oy + (Math.floor(i / cols) + 0.5) * FINE });
      const [dc, dr] = STEPS[from[i]!]!;
      i -= dr * cols + dc;
    }
    out.push(stack);
    return out.reverse();
  };
  return { stack, own, cost, way, taut: new Map() };
}

/**
 * Whether the segment a–b crosses only the `own` land codes and water no costlier than `bits` allows.
 * A quick look at the cells first (most legs that fail run over land a shore's width in), then every
 * px, by the polygons themselves where a shore runs through the cell, keeping a px clear either side.
 */
function clear(g: SeaGrid, a: Point, b: Point, own: ReadonlySet<number>, bits: number, zones: number): boolean {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const bad = (x: number, y: number, exact: boolean): boolean => {
    const c = Math.floor(x / CELL);
    const r = Math.floor(y / CELL);
    if (c < 0 || r < 0 || c >= g.cols || r >= g.rows) return true;
    const i = r * g.cols + c;
    if (g.mixed[i] === 1 && !exact) return false;
    const who = g.mixed[i] === 1 ? ownerAt(g, x, y)! : g.owner[i]!;
    if (who !== WATER) return !own.has(who);
    return g.owner[i] === WATER && (bitsOf(g, i, zones) & ~bits) !== 0;
  };
  const quick = Math.ceil(len / (CELL / 4));
  for (let k = 0; k <= quick; k++) {
    const t = quick === 0 ? 0 : k / quick;
    if (bad(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, false)) return false;
  }
  const steps = Math.ceil(len);
  const nx = len === 0 ? 0 : (a.y - b.y) / len;
  const ny = len === 0 ? 0 : (b.x - a.x) / len;
  for (let k = 0; k <= steps; k++) {
    const t = steps === 0 ? 0 : k / steps;
    const x = a.x + (b.x - a.x) * t;
    const y = a.y + (b.y - a.y) * t;
    if (bad(x, y, true)) return false;
    if (g.mixed[Math.floor(y / CELL) * g.cols + Math.floor(x / CELL)] === 1) {
      if (bad(x + nx, y + ny, true) || bad(x - nx, y - ny, true)) return false;
    }
  }
  return true;
}

/** The fewest straight legs along `pts` (each with its water's cost bits) that stay clear. */
function taut(
  g: SeaGrid,
  path: readonly { p: Point; bits: number }[],
  own: ReadonlySet<number>,
  zones: number,
): Point[] {
  // Only the points where the path turns (a grid path runs straight for long stretches): far fewer
  // legs to try. A dropped point's bits go to the next kept one, so no leg gets nearer the shore.
  const pts: { p: Point; bits: number }[] = [];
  let carry = 0;
  path.forEach((q, k) => {
    carry |= q.bits;
    const prev = path[k - 1]?.p;
    const next = path[k + 1]?.p;
    if (prev && prev.x === q.p.x && prev.y === q.p.y) return;
    const [ux, uy, vx, vy] =
      prev && next ? [q.p.x - prev.x, q.p.y - prev.y, next.x - q.p.x, next.y - q.p.y] : [0, 0, 0, 0];
    const straight = Math.abs(ux * vy - uy * vx) < 1e-6 && ux * vx + uy * vy > 0;
    if (!straight) {
      pts.push({ p: q.p, bits: carry });
      carry = 0;
    }
  });
  const out = [pts[0]!.p];
  let at = 0;
  while (at < pts.length - 1) {
    const union = new Int32Array(pts.length);
    for (let k = at, u = 0; k < pts.length; k++) union[k] = u |= pts[k]!.bits;
    let next = at + 1;
    for (let k = pts.length - 1; k > at + 1; k--) {
      if (clear(g, pts[at]!.p, pts[k]!.p, own, union[k]!, zones)) {
        next = k;
        break;
      }
    }
    out.push(pts[next]!.p);
    at = next;
  }
  return out;
}

/** Cheapest coarse cells from one area's exits to the other's, over water (A* to the goal stack). */
function search(g: SeaGrid, a: Exits, b: Exits, zones: number): number[] | null {
  const n = g.cols * g.rows;
  const weight = new Float32Array(n);
  for (let i = 0; i < n; i++) weight[i] = g.owner[i] === WATER ? weightOf(bitsOf(g, i, zones)) : -1;
  const dist = new Float64Array(n).fill(Infinity);
  const from = new Int32Array(n).fill(-1);
  const heap = new Heap();
  const h = (i: number): number => {
    const dx = ((i % g.cols) + 0.5) * CELL - b.stack.x;
    const dy = (Math.floor(i / g.cols) + 0.5) * CELL - b.stack.y;
    return Math.sqrt(dx * dx + dy * dy);
  };
  // Sources in cell order, so equal costs resolve the same way every time.
  for (const [i, d] of [...a.cost].sort((x, y) => x[0] - y[0])) {
    dist[i] = d;
    heap.push(d + h(i), i);
  }
  let best = Infinity;
  let goal = -1;
  while (heap.size > 0) {
    if (heap.top() >= best) break;
    const i = heap.pop();
    const d = dist[i]!;
    const end = b.cost.get(i);
    if (end !== undefined && d + end < best) {
      best = d + end;
      goal = i;
    }
    const r = Math.floor(i / g.cols);
    const c = i % g.cols;
    const wi = weight[i]!;
    for (const [dc, dr] of STEPS) {
      const rr = r + dr;
      const cc = c + dc;
      if (rr < 0 || cc < 0 || rr >= g.rows || cc >= g.cols) continue;
      const j = rr * g.cols + cc;
      const wj = weight[j]!;
      if (wj < 0) continue;
      const nd = d + ((wi + wj) / 2) * CELL * (dr !== 0 && dc !== 0 ? Math.SQRT2 : 1);
      if (nd < dist[j]!) {
        dist[j] = nd;
        from[j] = i;
        heap.push(nd + h(j), j);
      }
    }
  }
  if (goal < 0) return null;
  const out = [goal];
  for (let i = from[goal]!; i >= 0; i = from[i]!) out.push(i);
  return out.reverse();
}

const exitCache = new WeakMap<MapGeometry, Map<number, Exits>>();
const routes = new WeakMap<MapGeometry, Map<string, Point[] | null>>();

function exitsOf(geometry: MapGeometry, k: number): Exits {
  let byArea = exitCache.get(geometry);
  if (!byArea) exitCache.set(geometry, (byArea = new Map()));
  let e = byArea.get(k);
  if (!e) byArea.set(k, (e = exits(geometry, seaGrid(geometry), k)));
  return e;
}

/**
 * The sea route from area `from`'s stack to area `to`'s stack through `seas` (the zones both
 * touch; other water costs more, as an exile box may lie in another zone: France touches the Irish
 * Sea in the rules, its box lies in the Channel): the stack, its way to the water, taut legs over the
 * water, the way to the other stack. Null when either area is unknown or no water joins them.
 * Read from the built asset where it has the route (the bundled map), else searched and kept per map.
 */
export function seaRoute(geometry: MapGeometry, from: string, to: string, seas: readonly string[]): Point[] | null {
  const zones = geometry.seas.filter((s) => seas.includes(s.id)).map((s) => s.id);
  const key = `${from}>${to}>${zones.join('+')}`;
  let cache = routes.get(geometry);
  if (!cache) routes.set(geometry, (cache = new Map()));
  if (cache.has(key)) return cache.get(key) ?? null;
  const route = storedSeaRoute(geometry, from, to, zones) ?? computeSeaRoute(geometry, from, to, seas);
  cache.set(key, route);
  return route;
}

/** The search behind seaRoute, never read from the asset: what the build writes, and the fallback. */
export function computeSeaRoute(
  geometry: MapGeometry,
  from: string,
  to: string,
  seas: readonly string[],
): Point[] | null {
  const ia = geometry.areas.findIndex((x) => x.id === from);
  const ib = geometry.areas.findIndex((x) => x.id === to);
  if (ia < 0 || ib < 0) return null;
  const zones = geometry.seas.reduce((m, s, z) => (seas.includes(s.id) ? m | (1 << z) : m), 0);
  const g = seaGrid(geometry);
  const a = exitsOf(geometry, ia);
  const b = exitsOf(geometry, ib);
  const cells = search(g, a, b, zones);
  if (!cells) return null;
  const own = new Set([...a.own, ...b.own]);
  const water = (i: number): number => (g.owner[i] === WATER ? bitsOf(g, i, zones) : 0);
  const cellAt = (p: Point): number => Math.floor(p.y / CELL) * g.cols + Math.floor(p.x / CELL);
  // A way out is pulled taut whatever zones the move sails (it stays by its own stack), so it is
  // worked out once per area and cell: many of an area's routes leave it from the same cell.
  const end = (e: Exits, cell: number): Point[] => {
    let w = e.taut.get(cell);
    if (!w) {
      const way = e.way(cell).map((p) => ({ p, bits: g.owner[cellAt(p)] === WATER ? bitsOf(g, cellAt(p), ALL) : 0 }));
      e.taut.set(cell, (w = taut(g, way, e.own, ALL)));
    }
    return w;
  };
  const centre = (i: number): Point => ({ x: ((i % g.cols) + 0.5) * CELL, y: (Math.floor(i / g.cols) + 0.5) * CELL });
  const pts = [
    ...end(a, cells[0]!),
    ...cells.slice(1, -1).map(centre),
    ...[...end(b, cells[cells.length - 1]!)].reverse(),
  ];
  return taut(
    g,
    pts.map((p) => ({ p, bits: water(cellAt(p)) })),
    own,
    zones,
  );
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
