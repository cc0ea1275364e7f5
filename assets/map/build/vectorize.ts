// Vectorises a label grid into polygons that share their edges exactly.
// Boundaries are traced along pixel edges, cut into arcs at junction vertices
// (where 3+ labels meet), and each arc is simplified ONCE and reused by both
// neighbours — so adjacent polygons never gap or overlap after simplification.
import { OUTSIDE } from './assign';

export type Flat = number[];

export interface Arc {
  /** Labels on either side (unordered). */
  a: number;
  b: number;
  points: [number, number][];
}

export interface Vectorized {
  /** label -> polygons; each polygon = [outer ring, ...holes], rings flat [x,y,x,y,...]. */
  polygons: Map<number, Flat[][]>;
  arcs: Arc[];
}

export interface SimplifyPolicy {
  tolerance(a: number, b: number): number;
  smooth(a: number, b: number): boolean;
}

function perpDist(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

export function douglasPeucker(pts: [number, number][], tol: number): [number, number][] {
  if (pts.length <= 2) return pts.slice();
  const keep = new Uint8Array(pts.length);
  keep[0] = 1;
  keep[pts.length - 1] = 1;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length) {
    const [i, j] = stack.pop()!;
    let worst = -1;
    let worstD = tol;
    for (let k = i + 1; k < j; k++) {
      const d = perpDist(pts[k]!, pts[i]!, pts[j]!);
      if (d > worstD) {
        worstD = d;
        worst = k;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([i, worst], [worst, j]);
    }
  }
  return pts.filter((_, k) => keep[k]);
}

/** Chaikin corner cutting with fixed endpoints: turns raster-ish bisectors into soft lines. */
function chaikin(pts: [number, number][], rounds: number): [number, number][] {
  let cur = pts;
  for (let r = 0; r < rounds && cur.length > 2; r++) {
    const next: [number, number][] = [cur[0]!];
    for (let i = 0; i + 1 < cur.length; i++) {
      const p = cur[i]!;
      const q = cur[i + 1]!;
      if (i > 0) next.push([0.75 * p[0] + 0.25 * q[0], 0.75 * p[1] + 0.25 * q[1]]);
      if (i + 1 < cur.length - 1) next.push([0.25 * p[0] + 0.75 * q[0], 0.25 * p[1] + 0.75 * q[1]]);
    }
    next.push(cur[cur.length - 1]!);
    cur = next;
  }
  return cur;
}

export function vectorize(labels: Int32Array, width: number, height: number, policy: SimplifyPolicy): Vectorized {
  const W1 = width + 1;
  const at = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= width || y >= height ? OUTSIDE : labels[y * width + x]!;
  const isFixed = (v: number): boolean => {
    const cx = v % W1;
    const cy = (v / W1) | 0;
    const s = new Set([at(cx - 1, cy - 1), at(cx, cy - 1), at(cx - 1, cy), at(cx, cy)]);
    return s.size >= 3;
  };

  // Directed boundary edges per label, interior on the right (y down): start vertex -> [end, other label].
  const out = new Map<number, Map<number, [number, number]>>();
  const edgesOf = (l: number): Map<number, [number, number]> => {
    let m = out.get(l);
    if (!m) out.set(l, (m = new Map()));
    return m;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const l = labels[y * width + x]!;
      if (l === OUTSIDE) continue;
      const m = edgesOf(l);
      const v = (cx: number, cy: number): number => cy * W1 + cx;
      let o = at(x, y - 1);
      if (o !== l) m.set(v(x, y), [v(x + 1, y), o]);
      o = at(x + 1, y);
      if (o !== l) m.set(v(x + 1, y), [v(x + 1, y + 1), o]);
      o = at(x, y + 1);
      if (o !== l) m.set(v(x + 1, y + 1), [v(x, y + 1), o]);
      o = at(x - 1, y);
      if (o !== l) m.set(v(x, y + 1), [v(x, y), o]);
    }
  }

  const arcCache = new Map<string, [number, number][]>();
  const arcs: Arc[] = [];
  const toPt = (v: number): [number, number] => [v % W1, (v / W1) | 0];

  const simplifyRun = (ids: number[], l: number, o: number, closed: boolean): [number, number][] => {
    // Canonical direction so both neighbours get the identical simplified arc.
    let canon = ids;
    let reversed = false;
    if (closed) {
      // ids[0] === ids[last]; rotate to smallest id, pick direction with smaller successor.
      const ring = ids.slice(0, -1);
      let mi = 0;
      for (let k = 1; k < ring.length; k++) if (ring[k]! < ring[mi]!) mi = k;
      const rot = ring.slice(mi).concat(ring.slice(0, mi));
      const fwd = rot.concat([rot[0]!]);
      const bwd = fwd.slice().reverse();
      canon = fwd[1]! <= bwd[1]! ? fwd : bwd;
      reversed = canon === bwd;
    } else {
      const f = ids[0]!;
      const t = ids[ids.length - 1]!;
      if (f > t || (f === t && ids[1]! > ids[ids.length - 2]!)) {
        canon = ids.slice().reverse();
        reversed = true;
      }
    }
    const key = `${canon[0]},${canon[1]}`;
    let simp = arcCache.get(key);
    if (!simp) {
      const pts = canon.map(toPt);
      const tol = policy.tolerance(l, o);
      if (closed) {
        let far = 0;
        let farD = -1;
        for (let k = 0; k < pts.length; k++) {
          const d = Math.hypot(pts[k]![0] - pts[0]![0], pts[k]![1] - pts[0]![1]);
          if (d > farD) [far, farD] = [k, d];
        }
        const h1 = douglasPeucker(pts.slice(0, far + 1), tol);
        const h2 = douglasPeucker(pts.slice(far), tol);
        simp = h1.concat(h2.slice(1));
      } else {
        simp = douglasPeucker(pts, tol);
        // Smooth, then thin again: keeps curves soft without multiplying points.
        if (policy.smooth(l, o)) simp = douglasPeucker(chaikin(simp, 3), 0.35);
      }
      arcCache.set(key, simp);
      arcs.push({ a: l, b: o, points: simp });
    }
    return reversed ? simp.slice().reverse() : simp;
  };

  const polygons = new Map<number, Flat[][]>();
  for (const [l, m] of out) {
    const visited = new Set<number>();
    const rings: Flat[] = [];
    for (const start of m.keys()) {
      if (visited.has(start)) continue;
      const ids: number[] = [];
      const others: number[] = [];
      let v = start;
      do {
        if (visited.has(v)) throw new Error(`boundary of label ${l} revisits vertex ${v % W1},${(v / W1) | 0}`);
        visited.add(v);
        ids.push(v);
        const e = m.get(v);
        if (!e) throw new Error(`open boundary at label ${l}`);
        others.push(e[1]);
        v = e[0];
      } while (v !== start);
      // Split at fixed vertices.
      const fixedIdx: number[] = [];
      for (let k = 0; k < ids.length; k++) if (isFixed(ids[k]!)) fixedIdx.push(k);
      const pts: [number, number][] = [];
      if (fixedIdx.length === 0) {
        const loop = simplifyRun(ids.concat([ids[0]!]), l, others[0]!, true);
        pts.push(...loop.slice(0, -1));
      } else {
        for (let f = 0; f < fixedIdx.length; f++) {
          const s = fixedIdx[f]!;
          const e = fixedIdx[(f + 1) % fixedIdx.length]!;
          const run: number[] = [];
          for (let k = s; ; k = (k + 1) % ids.length) {
            run.push(ids[k]!);
            if (run.length > 1 && k === e) break;
          }
          const simp = simplifyRun(run, l, others[s]!, false);
          pts.push(...simp.slice(0, -1));
        }
      }
      const flat: Flat = [];
      for (const p of pts) flat.push(Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10);
      if (flat.length >= 6) rings.push(flat);
    }
    polygons.set(l, groupRings(rings));
  }
  return { polygons, arcs };
}

export function signedArea(r: Flat): number {
  let s = 0;
  for (let i = 0; i < r.length; i += 2) {
    const j = (i + 2) % r.length;
    s += r[i]! * r[j + 1]! - r[j]! * r[i + 1]!;
  }
  return s / 2;
}

export function pointInFlat(x: number, y: number, r: Flat): boolean {
  let inside = false;
  for (let i = 0, j = r.length - 2; i < r.length; j = i, i += 2) {
    const xi = r[i]!;
    const yi = r[i + 1]!;
    const xj = r[j]!;
    const yj = r[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Positive (clockwise on screen) rings are outers, negative ones holes. */
function groupRings(rings: Flat[]): Flat[][] {
  const outers = rings.filter((r) => signedArea(r) > 0).map((r) => [r]);
  for (const hole of rings.filter((r) => signedArea(r) <= 0)) {
    const host = outers.find((p) => pointInFlat(hole[0]!, hole[1]!, p[0]!));
    if (host) host.push(hole);
  }
  return outers;
}
