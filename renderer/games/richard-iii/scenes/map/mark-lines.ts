// Highlight outlines in the style colour-mode.ts gives each kind: solid or dashed, single or
// double, so legal, selected, target and acting marks differ by more than their hue.
import type { Graphics } from 'pixi.js';
import type { MarkStyle } from '../../../../src/lib/colour-mode';
import { dashes } from './geometry-math';

/** A closed rounded rectangle as a flat polyline (corners in a few segments). */
function roundRectLine(x: number, y: number, w: number, h: number, r: number): number[] {
  const out: number[] = [];
  const corners: [number, number, number][] = [
    [x + w - r, y + r, -Math.PI / 2],
    [x + w - r, y + h - r, 0],
    [x + r, y + h - r, Math.PI / 2],
    [x + r, y + r, Math.PI],
  ];
  for (const [cx, cy, a0] of corners)
    for (let i = 0; i <= 4; i++) {
      const a = a0 + (i * Math.PI) / 8;
      out.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    }
  out.push(out[0]!, out[1]!);
  return out;
}

function strokeLine(g: Graphics, line: number[], style: MarkStyle, width: number, alpha: number): void {
  if (!style.dash) {
    g.poly(line, true).stroke({ width, color: style.colour, alpha, join: 'round' });
    return;
  }
  const [on, off] = style.dash;
  for (const piece of dashes(line, on, off))
    g.poly(piece, false).stroke({ width, color: style.colour, alpha, cap: 'butt', join: 'round' });
}

/** A mark around a rounded rectangle (block rings); a double mark adds a thin dark line inside. */
export function strokeMarkRect(
  g: Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  style: MarkStyle,
): Graphics {
  // A dark underlay first, so a light mark reads on light blocks and parchment alike.
  const line = roundRectLine(x, y, w, h, r);
  if (style.dash) strokeLine(g, line, { ...style, colour: 0x000000 }, style.width + 2, 0.55);
  strokeLine(g, line, style, style.width, 1);
  if (style.double) {
    const d = style.width / 2 + 1.5;
    g.poly(roundRectLine(x + d, y + d, w - 2 * d, h - 2 * d, Math.max(1, r - d)), true).stroke({
      width: 1.5,
      color: 0x000000,
      alpha: 0.8,
    });
  }
  return g;
}

/** A mark along a closed ring of points (an area's outline). */
export function strokeMarkRing(g: Graphics, ring: readonly number[], style: MarkStyle, scale = 1): Graphics {
  const line = [...ring, ring[0]!, ring[1]!];
  const s = {
    ...style,
    width: style.width * scale,
    dash: style.dash && ([style.dash[0] * scale, style.dash[1] * scale] as const),
  };
  if (s.dash) strokeLine(g, line, { ...s, colour: 0x000000 }, s.width + 2 * scale, 0.5);
  strokeLine(g, line, s, s.width, 1);
  return g;
}
