// Places each area's furniture (block stack, name, symbols) inside its polygon:
// greedy, biggest item first, each at the roomiest free spot (chamfer distance to
// the area edge) that keeps the item's box inside the area and clear of the others.
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Chamfer (3-4) distance, in pixels, from each cell to the nearest cell of another label. */
export function distanceToEdge(labels: Int32Array, width: number, height: number): Float32Array {
  const d = new Float32Array(labels.length).fill(1e9);
  const diff = (i: number, j: number): boolean => labels[i] !== labels[j];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) d[i] = 1;
      else if (diff(i, i - 1) || diff(i, i + 1) || diff(i, i - width) || diff(i, i + width)) d[i] = 1;
    }
  }
  for (let y = 1; y < height; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      d[i] = Math.min(d[i]!, d[i - 1]! + 1, d[i - width]! + 1, d[i - width - 1]! + 1.414, d[i - width + 1]! + 1.414);
    }
  }
  for (let y = height - 2; y >= 0; y--) {
    for (let x = width - 2; x > 0; x--) {
      const i = y * width + x;
      d[i] = Math.min(d[i]!, d[i + 1]! + 1, d[i + width]! + 1, d[i + width + 1]! + 1.414, d[i + width - 1]! + 1.414);
    }
  }
  return d;
}

export interface ItemRequest {
  key: string;
  w: number;
  h: number;
  /** 'roomy' = as deep inside as possible; 'near' = close to `near` point; 'coast' = close to the area edge. */
  prefer: 'roomy' | 'near' | 'coast';
  near?: { x: number; y: number };
}

/** Summed-area table over one label's bounding box: O(1) "is this box inside the area". */
class AreaTable {
  private readonly sat: Int32Array;
  private readonly bw: number;
  constructor(
    labels: Int32Array,
    width: number,
    readonly label: number,
    readonly bbox: { x0: number; y0: number; x1: number; y1: number },
  ) {
    this.bw = bbox.x1 - bbox.x0 + 2;
    const bh = bbox.y1 - bbox.y0 + 2;
    this.sat = new Int32Array(this.bw * bh);
    for (let y = 1; y < bh; y++) {
      for (let x = 1; x < this.bw; x++) {
        const gx = bbox.x0 + x - 1;
        const gy = bbox.y0 + y - 1;
        const v = labels[gy * width + gx] === label ? 1 : 0;
        this.sat[y * this.bw + x] =
          v + this.sat[(y - 1) * this.bw + x]! + this.sat[y * this.bw + x - 1]! - this.sat[(y - 1) * this.bw + x - 1]!;
      }
    }
  }
  /** Fraction of the box's cells that belong to the area. */
  inside(r: Rect): number {
    const clampX = (v: number): number => Math.max(0, Math.min(this.bw - 1, Math.round(v) - this.bbox.x0));
    const bh = this.sat.length / this.bw;
    const clampY = (v: number): number => Math.max(0, Math.min(bh - 1, Math.round(v) - this.bbox.y0));
    const x0 = clampX(r.x);
    const x1 = clampX(r.x + r.w);
    const y0 = clampY(r.y);
    const y1 = clampY(r.y + r.h);
    const s =
      this.sat[y1 * this.bw + x1]! -
      this.sat[y0 * this.bw + x1]! -
      this.sat[y1 * this.bw + x0]! +
      this.sat[y0 * this.bw + x0]!;
    return s / Math.max(1, Math.round(r.w) * Math.round(r.h));
  }
}

const overlaps = (a: Rect, b: Rect, margin: number): boolean =>
  a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin;

export function placeItems(
  labels: Int32Array,
  width: number,
  height: number,
  dist: Float32Array,
  label: number,
  items: ItemRequest[],
  already: Map<string, Rect> = new Map(),
): Map<string, Rect> {
  let x0 = width,
    y0 = height,
    x1 = 0,
    y1 = 0;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== label) continue;
    const x = i % width;
    const y = (i / width) | 0;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  const table = new AreaTable(labels, width, label, { x0, y0, x1, y1 });
  const placed = new Map<string, Rect>(already);
  const step = 3;
  for (const item of items) {
    let best: Rect | null = null;
    let bestScore = -Infinity;
    // Search a little beyond the area so tiny areas (Man) still get a spot next to it.
    const m = Math.max(item.w, item.h);
    for (let cy = Math.max(m / 2, y0 - m); cy <= Math.min(height - m / 2, y1 + m); cy += step) {
      for (let cx = Math.max(m / 2, x0 - m); cx <= Math.min(width - m / 2, x1 + m); cx += step) {
        const r: Rect = { x: cx - item.w / 2, y: cy - item.h / 2, w: item.w, h: item.h };
        if ([...placed.values()].some((p) => overlaps(p, r, 3))) continue;
        const frac = table.inside({ x: r.x - 4, y: r.y - 4, w: r.w + 8, h: r.h + 8 });
        const ci = Math.round(cy) * width + Math.round(cx);
        const depth = labels[ci] === label ? dist[ci]! : 0;
        let score = frac >= 0.999 ? 1000 : frac * 900;
        if (item.prefer === 'roomy') score += Math.min(depth, 120);
        else if (item.prefer === 'coast') score -= depth;
        if (item.near) score -= 0.25 * Math.hypot(cx - item.near.x, cy - item.near.y);
        if (score > bestScore) {
          bestScore = score;
          best = r;
        }
      }
    }
    if (best) placed.set(item.key, best);
  }
  return placed;
}
