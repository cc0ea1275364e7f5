// Which labels share a boundary arc, and how long it is (in map pixels).
import type { Arc } from './vectorize';

export function arcLength(points: [number, number][]): number {
  let len = 0;
  for (let i = 1; i < points.length; i++)
    len += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  return len;
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** pairKey -> total shared length, from raster-traced arcs between two ids. */
export function sharedLengths(arcs: Arc[], idOf: (l: number) => string | null): Map<string, number> {
  const m = new Map<string, number>();
  for (const arc of arcs) {
    const a = idOf(arc.a);
    const b = idOf(arc.b);
    if (!a || !b) continue;
    const k = pairKey(a, b);
    m.set(k, (m.get(k) ?? 0) + arcLength(arc.points));
  }
  return m;
}
