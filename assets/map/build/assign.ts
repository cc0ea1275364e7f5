// Turns land/sea masks into a label grid: each cell gets an area, the neutral-land
// label, a sea zone, or stays OUTSIDE. Then cleans it so every area is one
// 4-connected piece and no 2x2 checkerboard remains (which keeps vectorising simple).
import { FRAME_ORIGIN, projectGeo } from './projection';

export const OUTSIDE = -1;

export interface Site {
  x: number;
  y: number;
  label: number;
}

export function sitesFrom(table: Record<string, [number, number][]>, labelOf: (id: string) => number): Site[] {
  const sites: Site[] = [];
  for (const [id, seeds] of Object.entries(table)) {
    for (const geo of seeds) {
      const [x, y] = projectGeo(geo);
      sites.push({ x, y, label: labelOf(id) });
    }
  }
  return sites;
}

/**
 * Smooth deterministic displacement so nearest-seed borders meander like county lines. A function of
 * the pixel's place in the projection frame, so widening or cutting the board never moves a border.
 */
function warp(mapX: number, mapY: number): [number, number] {
  const x = mapX - FRAME_ORIGIN.x;
  const y = mapY - FRAME_ORIGIN.y;
  const dx = 14 * Math.sin(y / 37 + 1.3) + 7 * Math.sin((x + y) / 17) + 3 * Math.sin(x / 7.3 - y / 9.1);
  const dy = 14 * Math.sin(x / 41 + 0.4) + 7 * Math.sin((x - y) / 19) + 3 * Math.sin(y / 6.7 + x / 8.9);
  return [mapX + dx, mapY + dy];
}

export function assignNearest(
  labels: Int32Array,
  width: number,
  mask: Uint8Array,
  sites: Site[],
  warped: boolean,
): void {
  for (let y = 0; y < labels.length / width; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      const [px, py] = warped ? warp(x + 0.5, y + 0.5) : [x + 0.5, y + 0.5];
      let best = -1;
      let bestD = Infinity;
      for (const s of sites) {
        const d = (s.x - px) ** 2 + (s.y - py) ** 2;
        if (d < bestD) {
          bestD = d;
          best = s.label;
        }
      }
      labels[i] = best;
    }
  }
}

/** 4-connected components of `label`, largest first. */
function components(labels: Int32Array, width: number, height: number, label: number): number[][] {
  const seen = new Uint8Array(labels.length);
  const comps: number[][] = [];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== label || seen[start]) continue;
    const comp: number[] = [start];
    seen[start] = 1;
    for (let k = 0; k < comp.length; k++) {
      const i = comp[k]!;
      const x = i % width;
      const y = (i / width) | 0;
      const nbrs = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ];
      for (const n of nbrs) {
        if (n >= 0 && !seen[n] && labels[n] === label) {
          seen[n] = 1;
          comp.push(n);
        }
      }
    }
    comps.push(comp);
  }
  return comps.sort((a, b) => b.length - a.length);
}

/** Give stray pieces of `label` (all but the largest, or all if `keepLargest` false) to their most common neighbour among `allowed`. */
export function absorbStrays(
  labels: Int32Array,
  width: number,
  height: number,
  label: number,
  allowed: (l: number) => boolean,
  keepLargest = true,
): number {
  const comps = components(labels, width, height, label);
  let moved = 0;
  for (const comp of comps.slice(keepLargest ? 1 : 0)) {
    const counts = new Map<number, number>();
    const inComp = new Set(comp);
    for (const i of comp) {
      const x = i % width;
      const y = (i / width) | 0;
      for (const n of [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ]) {
        if (n < 0 || inComp.has(n)) continue;
        const l = labels[n]!;
        if (allowed(l)) counts.set(l, (counts.get(l) ?? 0) + 1);
      }
    }
    let best = -2;
    let bestC = 0;
    for (const [l, c] of counts) if (c > bestC) [best, bestC] = [l, c];
    if (best === -2) continue;
    for (const i of comp) labels[i] = best;
    moved += comp.length;
  }
  return moved;
}

/** Break diagonal-only contacts (A x / y A) by flipping the top-right cell; repeat until none. */
export function removeCheckerboards(labels: Int32Array, width: number, height: number): void {
  for (let pass = 0; pass < 20; pass++) {
    let flips = 0;
    for (let y = 0; y + 1 < height; y++) {
      for (let x = 0; x + 1 < width; x++) {
        const i = y * width + x;
        const a = labels[i]!;
        const b = labels[i + 1]!;
        const c = labels[i + width]!;
        const d = labels[i + width + 1]!;
        // A label touching itself only diagonally at this corner breaks ring tracing.
        if (a === d && a !== b && a !== c) {
          labels[i + 1] = a;
          flips++;
        } else if (b === c && b !== a && b !== d) {
          labels[i] = b;
          flips++;
        }
      }
    }
    if (flips === 0) return;
  }
  throw new Error('checkerboard cleanup did not converge');
}
