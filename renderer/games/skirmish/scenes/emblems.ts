// Our card art, drawn by code: one emblem per unit type (a sword for infantry, a bill for spearmen,
// a horseshoe for cavalry, a bow for archers, an axe for berserkers), the rank marks (pips for
// recruit to elite, a lozenge for specialists, a star for commanders, a crown for the general),
// and the defence shield. Every shape is drawn in a box of side `s` centred on (cx, cy).
import { Graphics } from 'pixi.js';
import type { Rank, UnitType } from './model';

type Draw = (g: Graphics, cx: number, cy: number, s: number, color: number) => void;

const sword: Draw = (g, cx, cy, s, color) => {
  const w = s * 0.11;
  g.poly([
    cx - w / 2,
    cy + s * 0.18,
    cx - w / 2,
    cy - s * 0.36,
    cx,
    cy - s * 0.48,
    cx + w / 2,
    cy - s * 0.36,
    cx + w / 2,
    cy + s * 0.18,
  ]).fill(color);
  g.roundRect(cx - s * 0.26, cy + s * 0.16, s * 0.52, s * 0.08, s * 0.03).fill(color);
  g.rect(cx - w * 0.4, cy + s * 0.24, w * 0.8, s * 0.16).fill(color);
  g.circle(cx, cy + s * 0.44, s * 0.06).fill(color);
};

const bill: Draw = (g, cx, cy, s, color) => {
  g.rect(cx - s * 0.035, cy - s * 0.2, s * 0.07, s * 0.68).fill(color);
  g.poly([cx, cy - s * 0.5, cx + s * 0.1, cy - s * 0.22, cx - s * 0.1, cy - s * 0.22]).fill(color);
  // The bill's hook, curving back from the blade.
  g.poly([
    cx + s * 0.035,
    cy - s * 0.2,
    cx + s * 0.24,
    cy - s * 0.3,
    cx + s * 0.2,
    cy - s * 0.12,
    cx + s * 0.035,
    cy - s * 0.08,
  ]).fill(color);
};

const horseshoe: Draw = (g, cx, cy, s, color) => {
  const r = s * 0.33;
  g.arc(cx, cy - s * 0.02, r, Math.PI * 0.78, Math.PI * 2.22).stroke({ width: s * 0.15, color, cap: 'butt' });
  for (const a of [0.95, 1.3, 1.7, 2.05]) {
    const x = cx + Math.cos(a * Math.PI) * r;
    const y = cy - s * 0.02 + Math.sin(a * Math.PI) * r;
    g.circle(x, y, s * 0.025).fill(0x000000);
  }
};

const bow: Draw = (g, cx, cy, s, color) => {
  g.arc(cx - s * 0.38, cy, s * 0.46, -Math.PI * 0.36, Math.PI * 0.36).stroke({ width: s * 0.08, color });
  const ex = cx - s * 0.38 + Math.cos(Math.PI * 0.36) * s * 0.46;
  const ey = Math.sin(Math.PI * 0.36) * s * 0.46;
  g.moveTo(ex, cy - ey)
    .lineTo(ex, cy + ey)
    .stroke({ width: s * 0.025, color });
  g.moveTo(cx - s * 0.3, cy)
    .lineTo(cx + s * 0.34, cy)
    .stroke({ width: s * 0.04, color });
  g.poly([cx + s * 0.46, cy, cx + s * 0.3, cy - s * 0.08, cx + s * 0.3, cy + s * 0.08]).fill(color);
};

const axe: Draw = (g, cx, cy, s, color) => {
  g.rect(cx - s * 0.035, cy - s * 0.42, s * 0.07, s * 0.9).fill(color);
  g.moveTo(cx, cy - s * 0.36)
    .lineTo(cx + s * 0.18, cy - s * 0.38)
    .quadraticCurveTo(cx + s * 0.46, cy - s * 0.16, cx + s * 0.18, cy + s * 0.08)
    .lineTo(cx, cy + s * 0.04)
    .closePath()
    .fill(color);
  g.moveTo(cx, cy - s * 0.3)
    .lineTo(cx - s * 0.14, cy - s * 0.32)
    .quadraticCurveTo(cx - s * 0.32, cy - s * 0.14, cx - s * 0.14, cy + s * 0.02)
    .lineTo(cx, cy)
    .closePath()
    .fill(color);
};

export const EMBLEMS: Record<UnitType, Draw> = {
  infantry: sword,
  spearmen: bill,
  cavalry: horseshoe,
  archers: bow,
  berserkers: axe,
};

function star(g: Graphics, cx: number, cy: number, r: number, color: number): void {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  g.poly(pts).fill(color);
}

export function crown(g: Graphics, cx: number, cy: number, w: number, color: number, edge: number): void {
  const h = w * 0.62;
  g.poly([
    cx - w / 2,
    cy + h / 2,
    cx - w / 2,
    cy - h / 2,
    cx - w / 4,
    cy,
    cx,
    cy - h / 2,
    cx + w / 4,
    cy,
    cx + w / 2,
    cy - h / 2,
    cx + w / 2,
    cy + h / 2,
  ])
    .fill(color)
    .stroke({ width: Math.max(1, w * 0.06), color: edge });
}

const PIPS: Partial<Record<Rank, number>> = { recruit: 1, soldier: 2, veteran: 3, elite: 4 };

/** The rank marks centred on (cx, cy), about `s` wide. */
export function rankMarks(
  g: Graphics,
  rank: Rank,
  cx: number,
  cy: number,
  s: number,
  color: number,
  edge: number,
): void {
  const pips = PIPS[rank];
  if (pips) {
    // A column of pips, read top to bottom.
    const r = s * 0.075;
    const step = r * 2.6;
    for (let i = 0; i < pips; i++) g.circle(cx, cy + (i - (pips - 1) / 2) * step, r).fill(color);
  } else if (rank === 'specialist') {
    const r = s * 0.16;
    g.poly([cx, cy - r, cx + r * 0.8, cy, cx, cy + r, cx - r * 0.8, cy]).fill(color);
  } else if (rank === 'commander') star(g, cx, cy, s * 0.2, color);
  else crown(g, cx, cy, s * 0.46, 0xf2c230, edge);
}

/** A heater shield centred on (cx, cy), `w` wide: the defence value sits on it. */
export function shield(g: Graphics, cx: number, cy: number, w: number, fill: number, edge: number): void {
  const h = w * 1.15;
  const top = cy - h / 2;
  g.moveTo(cx - w / 2, top)
    .lineTo(cx + w / 2, top)
    .lineTo(cx + w / 2, top + h * 0.45)
    .quadraticCurveTo(cx + w / 2, top + h * 0.85, cx, top + h)
    .quadraticCurveTo(cx - w / 2, top + h * 0.85, cx - w / 2, top + h * 0.45)
    .closePath()
    .fill(fill)
    .stroke({ width: Math.max(1, w * 0.07), color: edge });
}
