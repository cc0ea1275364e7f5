// Drawing what ties a counter to its own area (see stack-leaders.ts): its leader line, under the
// blocks, and the outline of the area whose block or fan the pointer is on. Dark ink on a pale
// casing, told apart by lightness rather than hue (colour-blind safe) and from the borders (coloured),
// the highlights (a glow) and the selection (cyan) by its look: a thin line ending in a dot, a dashed outline.
import type { Graphics } from 'pixi.js';
import type { AreaShape } from '../../../../../assets/map/geometry';
import { dashes } from './geometry-math';
import { INK, PAPER } from './palette';
import { LEADER_DOT, type Leader } from './stack-leaders';

/** Screen px: a leader's ink and its casing; the outline's ink, casing and dashes. */
const LINE_PX = 2;
const CASING_PX = 4.5;
const OUTLINE_PX = 2.5;
const OUTLINE_CASING_PX = 5.5;
const DASH_PX = [9, 5] as const;

/**
 * `leaders` at `zoom` (screen px per map unit), their dots at block scale `scale`; `shift` moves a
 * leader's start (a counter rescaled about its stack's centre while a zoom gesture runs).
 */
export function drawLeaders(
  g: Graphics,
  leaders: readonly Leader[],
  zoom: number,
  scale: number,
  shift: (l: Leader) => { x: number; y: number } = (l) => l.from,
): void {
  g.clear();
  const px = 1 / zoom;
  for (const l of leaders) {
    const from = shift(l);
    g.moveTo(from.x, from.y)
      .lineTo(l.to.x, l.to.y)
      .stroke({ width: CASING_PX * px, color: PAPER, alpha: 0.85, cap: 'round' });
    g.circle(l.to.x, l.to.y, LEADER_DOT * scale + CASING_PX * px * 0.5).fill({ color: PAPER, alpha: 0.85 });
  }
  for (const l of leaders) {
    const from = shift(l);
    g.moveTo(from.x, from.y)
      .lineTo(l.to.x, l.to.y)
      .stroke({ width: LINE_PX * px, color: INK, cap: 'round' });
    g.circle(l.to.x, l.to.y, LEADER_DOT * scale).fill({ color: INK });
  }
}

/** A dashed outline round `area` (null: none), its land lit, at `zoom`. */
export function drawAreaMark(g: Graphics, area: AreaShape | null, zoom: number): void {
  g.clear();
  if (!area) return;
  const px = 1 / zoom;
  // Lit a little too, so the area stands out where counters cover its border.
  for (const poly of area.polygons) if (poly[0]) g.poly(poly[0], true).fill({ color: 0xffffff, alpha: 0.25 });
  const rings = area.polygons.flatMap((poly) => poly.map((ring) => [...ring, ring[0]!, ring[1]!]));
  for (const ring of rings)
    g.poly(ring, true).stroke({ width: OUTLINE_CASING_PX * px, color: PAPER, alpha: 0.9, join: 'round' });
  for (const ring of rings)
    for (const piece of dashes(ring, DASH_PX[0] * px, DASH_PX[1] * px))
      g.poly(piece, false).stroke({ width: OUTLINE_PX * px, color: INK, cap: 'butt', join: 'round' });
}
