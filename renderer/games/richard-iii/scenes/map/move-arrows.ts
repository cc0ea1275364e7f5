// The opponent's moves since the viewer last acted: a land move is an arrow through every area it
// entered, a sea move a dashed line over the sea (sea-route.ts), a recruit a ring with a plus at its area. Drawn in map units
// over the blocks, stopping short of the stacks so the blocks stay readable.
import type { Graphics } from 'pixi.js';
import type { MapGeometry, Point } from '../../../../../assets/map/geometry';
import type { MapArrow } from './model';
import { cutEnds, resample, seaRoute } from './sea-route';
import { LANCASTER, LANCASTER_DARK, YORK, YORK_DARK } from './palette';

const INK_OF = { lancaster: { fill: LANCASTER, edge: LANCASTER_DARK }, york: { fill: YORK, edge: YORK_DARK } } as const;

/** Points along a path, the first and last pulled in by `trim` so the arrow does not cover the stacks. */
function trimmed(points: Point[], trim: number): Point[] {
  if (points.length < 2) return points;
  const pull = (from: Point, to: Point): Point => {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const d = Math.hypot(dx, dy) || 1;
    const t = Math.min(trim, d / 3) / d;
    return { x: from.x + dx * t, y: from.y + dy * t };
  };
  const out = [...points];
  out[0] = pull(points[0]!, points[1]!);
  out[out.length - 1] = pull(points[points.length - 1]!, points[points.length - 2]!);
  return out;
}

function stroke(g: Graphics, pts: Point[], width: number, color: number, dashed: boolean): void {
  if (!dashed) {
    g.moveTo(pts[0]!.x, pts[0]!.y);
    for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
    g.stroke({ width, color, alpha: 0.95, cap: 'round', join: 'round' });
    return;
  }
  for (let i = 0; i + 1 < pts.length; i += 2) {
    g.moveTo(pts[i]!.x, pts[i]!.y).lineTo(pts[i + 1]!.x, pts[i + 1]!.y);
  }
  g.stroke({ width, color, alpha: 0.95, cap: 'round' });
}

function head(g: Graphics, from: Point, to: Point, size: number, fill: number, edge: number): void {
  const a = Math.atan2(to.y - from.y, to.x - from.x);
  const p = (da: number, r: number) => ({ x: to.x - Math.cos(a + da) * r, y: to.y - Math.sin(a + da) * r });
  const l = p(0.45, size);
  const r = p(-0.45, size);
  g.poly([to.x, to.y, l.x, l.y, r.x, r.y])
    .fill({ color: fill })
    .stroke({ width: size * 0.14, color: edge });
}

/**
 * A sea move's dashed line: along the sea route (sea-route.ts), cut short at both stacks (the head a
 * little further, clear of the count tab), one dash per two points.
 */
function seaLine(arrow: MapArrow, geometry: MapGeometry, points: Point[], blockSize: number): Point[] {
  const zones = arrow.seas?.length ? arrow.seas : geometry.seas.map((z) => z.id);
  const route = seaRoute(geometry, arrow.path[0]!, arrow.path[1]!, zones) ?? [points[0]!, points[1]!];
  return resample(cutEnds(route, blockSize * 1.1, blockSize * 1.6), blockSize * 0.5);
}

/** Redraws `g` with `arrows` (clears it first). `blockSize` sets the scale of lines and heads. */
export function drawMoveArrows(
  g: Graphics,
  arrows: readonly MapArrow[],
  geometry: MapGeometry,
  blockSize: number,
): void {
  g.clear();
  const at = new Map(geometry.areas.map((a) => [a.id, { x: a.stack.x, y: a.stack.y }]));
  const w = blockSize * 0.22;
  for (const arrow of arrows) {
    const { fill, edge } = INK_OF[arrow.side];
    const points = arrow.path.map((id) => at.get(id)).filter((p): p is Point => !!p);
    if (points.length === 0) continue;
    if (arrow.kind === 'recruit') {
      const c = points[0]!;
      const r = blockSize * 0.9;
      g.circle(c.x, c.y, r)
        .stroke({ width: w * 1.6, color: edge, alpha: 0.9 })
        .circle(c.x, c.y, r)
        .stroke({ width: w, color: fill });
      const s = blockSize * 0.28;
      const px = c.x + r * 0.72;
      const py = c.y - r * 0.72;
      g.circle(px, py, s)
        .fill({ color: fill })
        .stroke({ width: w * 0.6, color: edge });
      g.moveTo(px - s * 0.55, py)
        .lineTo(px + s * 0.55, py)
        .moveTo(px, py - s * 0.55)
        .lineTo(px, py + s * 0.55)
        .stroke({ width: w * 0.7, color: edge });
      continue;
    }
    if (points.length < 2) continue;
    const line = arrow.kind === 'sea' ? seaLine(arrow, geometry, points, blockSize) : trimmed(points, blockSize * 1.1);
    stroke(g, line, w * 1.8, edge, arrow.kind === 'sea');
    stroke(g, line, w, fill, arrow.kind === 'sea');
    head(g, line[line.length - 2]!, line[line.length - 1]!, blockSize * 0.7, fill, edge);
  }
}
