// Small polygon and rect helpers for hit testing, hatching and layout in map pixel space.
import type { Polygon, Rect } from '../../../../../assets/map/geometry';

export function polygonContains(poly: Polygon, x: number, y: number): boolean {
  let inside = false;
  for (const ring of poly) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i]!,
        yi = ring[i + 1]!,
        xj = ring[j]!,
        yj = ring[j + 1]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Diagonal (45°) hatch segments clipped to a polygon: [x0,y0,x1,y1][] (even-odd). */
export function hatchSegments(poly: Polygon, spacing: number): [number, number, number, number][] {
  // Rotate by 45° so hatch lines become horizontal: u = (x + y), v = (y - x).
  const edges: [number, number, number, number][] = [];
  let vMin = Infinity,
    vMax = -Infinity;
  for (const ring of poly) {
    for (let i = 0; i < ring.length; i += 2) {
      const j = (i + 2) % ring.length;
      const a = [ring[i]! + ring[i + 1]!, ring[i + 1]! - ring[i]!] as const;
      const b = [ring[j]! + ring[j + 1]!, ring[j + 1]! - ring[j]!] as const;
      edges.push([a[0], a[1], b[0], b[1]]);
      vMin = Math.min(vMin, a[1]);
      vMax = Math.max(vMax, a[1]);
    }
  }
  const out: [number, number, number, number][] = [];
  for (let v = Math.ceil(vMin / spacing) * spacing + spacing / 2; v < vMax; v += spacing) {
    const us: number[] = [];
    for (const [u0, v0, u1, v1] of edges) {
      if (v0 > v !== v1 > v) us.push(u0 + ((v - v0) / (v1 - v0)) * (u1 - u0));
    }
    us.sort((p, q) => p - q);
    for (let k = 0; k + 1 < us.length; k += 2) {
      const toXY = (u: number): [number, number] => [(u - v) / 2, (u + v) / 2];
      const [x0, y0] = toXY(us[k]!);
      const [x1, y1] = toXY(us[k + 1]!);
      out.push([x0, y0, x1, y1]);
    }
  }
  return out;
}

/** Split a flat polyline into dash segments (for red borders and sea dividers). */
export function dashes(line: number[], dash: number, gap: number): number[][] {
  const out: number[][] = [];
  let on = true;
  let left = dash;
  let cur: number[] = [line[0]!, line[1]!];
  for (let i = 2; i < line.length; i += 2) {
    let x0 = line[i - 2]!,
      y0 = line[i - 1]!;
    const x1 = line[i]!,
      y1 = line[i + 1]!;
    let seg = Math.hypot(x1 - x0, y1 - y0);
    while (seg > 0) {
      const step = Math.min(seg, left);
      const t = step / seg;
      const nx = x0 + (x1 - x0) * t;
      const ny = y0 + (y1 - y0) * t;
      if (on) cur.push(nx, ny);
      seg -= step;
      left -= step;
      x0 = nx;
      y0 = ny;
      if (left <= 1e-6) {
        if (on && cur.length >= 4) out.push(cur);
        on = !on;
        left = on ? dash : gap;
        cur = [x0, y0];
      }
    }
  }
  if (on && cur.length >= 4) out.push(cur);
  return out;
}

/** Point at half the length of a polyline, and the local direction there. */
export function midpoint(line: number[]): { x: number; y: number; angle: number } {
  let total = 0;
  for (let i = 2; i < line.length; i += 2) total += Math.hypot(line[i]! - line[i - 2]!, line[i + 1]! - line[i - 1]!);
  let acc = 0;
  for (let i = 2; i < line.length; i += 2) {
    const len = Math.hypot(line[i]! - line[i - 2]!, line[i + 1]! - line[i - 1]!);
    if (acc + len >= total / 2) {
      const t = len === 0 ? 0 : (total / 2 - acc) / len;
      return {
        x: line[i - 2]! + (line[i]! - line[i - 2]!) * t,
        y: line[i - 1]! + (line[i + 1]! - line[i - 1]!) * t,
        angle: Math.atan2(line[i + 1]! - line[i - 1]!, line[i]! - line[i - 2]!),
      };
    }
    acc += len;
  }
  return { x: line[0]!, y: line[1]!, angle: 0 };
}

/** The smallest rect holding `rects`. */
export function unionRect(rects: readonly Rect[]): Rect {
  let x = Infinity;
  let y = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const r of rects) {
    x = Math.min(x, r.x);
    y = Math.min(y, r.y);
    right = Math.max(right, r.x + r.w);
    bottom = Math.max(bottom, r.y + r.h);
  }
  return { x, y, w: right - x, h: bottom - y };
}
