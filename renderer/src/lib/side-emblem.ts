// A side's badge drawn by code (see colour-mode.ts): Lancaster's rose, five round petals about a
// gold heart, and York's sun in splendour, a disc in twelve pointed rays. Different outlines, so
// the two read apart in any colours and at a glance.
import type { Graphics } from 'pixi.js';
import { OKABE_ITO, type EmblemShape, type SideKey } from './colour-mode';

export interface EmblemColours {
  /** Petals, or the sun's rays and disc. */
  fill: number;
  /** Outlines. */
  ink: number;
  /** The rose's heart. */
  heart: number;
}

/** The badges' colours in the colour-blind look (Okabe–Ito): York's sky-blue sun, Lancaster's vermilion rose. */
export const SAFE_EMBLEMS: Record<SideKey, EmblemColours> = {
  york: { fill: OKABE_ITO.skyBlue, ink: 0x003a5c, heart: OKABE_ITO.yellow },
  lancaster: { fill: OKABE_ITO.vermilion, ink: 0x2a1200, heart: OKABE_ITO.yellow },
};

/** Draws the emblem in a circle of radius `r` about (cx, cy). */
export function drawEmblem(g: Graphics, shape: EmblemShape, cx: number, cy: number, r: number, c: EmblemColours): void {
  const line = Math.max(0.8, r * 0.14);
  if (shape === 'rose') {
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      g.circle(cx + Math.cos(a) * r * 0.55, cy + Math.sin(a) * r * 0.55, r * 0.45)
        .fill({ color: c.fill })
        .stroke({ width: line, color: c.ink });
    }
    g.circle(cx, cy, r * 0.32)
      .fill({ color: c.heart })
      .stroke({ width: line * 0.8, color: c.ink });
    return;
  }
  const rays = 12;
  const points: number[] = [];
  for (let i = 0; i < rays * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / rays;
    const d = i % 2 === 0 ? r : r * 0.6;
    points.push(cx + Math.cos(a) * d, cy + Math.sin(a) * d);
  }
  g.poly(points, true).fill({ color: c.fill }).stroke({ width: line, color: c.ink, join: 'miter' });
  g.circle(cx, cy, r * 0.5)
    .fill({ color: c.fill })
    .stroke({ width: line, color: c.ink });
}
