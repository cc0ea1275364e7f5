// Scanline rasteriser (even-odd) for projected rings, sampling pixel centres.
import type { Ring } from './land';

export function fillRings(mask: Uint8Array, width: number, height: number, rings: Ring[], value: number): void {
  type E = { x0: number; y0: number; x1: number; y1: number };
  const buckets: E[][] = Array.from({ length: height }, () => []);
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      if (a[1] === b[1]) continue;
      const e: E =
        a[1] < b[1] ? { x0: a[0], y0: a[1], x1: b[0], y1: b[1] } : { x0: b[0], y0: b[1], x1: a[0], y1: a[1] };
      const rowStart = Math.max(0, Math.ceil(e.y0 - 0.5));
      const rowEnd = Math.min(height - 1, Math.ceil(e.y1 - 0.5) - 1);
      for (let r = rowStart; r <= rowEnd; r++) buckets[r]!.push(e);
    }
  }
  const xs: number[] = [];
  for (let r = 0; r < height; r++) {
    const y = r + 0.5;
    xs.length = 0;
    for (const e of buckets[r]!) {
      if (y < e.y0 || y >= e.y1) continue;
      xs.push(e.x0 + ((y - e.y0) / (e.y1 - e.y0)) * (e.x1 - e.x0));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
      const to = Math.min(width - 1, Math.ceil(xs[k + 1]! - 0.5) - 1);
      for (let x = from; x <= to; x++) mask[r * width + x] ^= value;
    }
  }
}
