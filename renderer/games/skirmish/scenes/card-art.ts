// One card face, drawn by code and centred on (0, 0): the side's colours, an attack arrow with its
// value on each edge or corner that has one (turned 180° for the far player's cards: "N" points
// away from the card's owner), its name across the top, the unit-type emblem, the defence on a
// shield, the rank marks, the ranged value for archers, and the general's gold frame and crown.
// Words are drawn upright.
import { Container, Graphics, Text } from 'pixi.js';
import { faceName } from './face-name';
import { arrowOnScreen } from './geometry';
import type { BoardSide, CardArt } from './model';
import { BACK, CARD, GOLD, SANS, SERIF } from './palette';
import { emblemShape, isColourBlind } from '../../../src/lib/colour-mode';
import { drawEmblem, SAFE_EMBLEMS } from '../../../src/lib/side-emblem';
import { EMBLEMS, rankMarks, shield } from './emblems';

function label(text: string, size: number, fill: number, res: number, bold = true, family = SANS): Text {
  const t = new Text({
    text,
    style: { fontFamily: family, fontSize: Math.max(6, size), fill, fontWeight: bold ? '700' : '400' },
    resolution: res,
  });
  t.anchor.set(0.5);
  return t;
}

/** An arrow's triangle, apex on the card's edge (or corner), pointing out; its value just inside. */
function drawArrow(
  g: Graphics,
  s: number,
  dx: number,
  dy: number,
  fill: number,
  edge: number,
): { x: number; y: number } {
  const diag = dx !== 0 && dy !== 0;
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const reach = diag ? (s / 2) * Math.SQRT2 - s * 0.03 : s / 2 - s * 0.015;
  const depth = s * (diag ? 0.2 : 0.17);
  const half = s * (diag ? 0.15 : 0.16);
  const ax = ux * reach;
  const ay = uy * reach;
  const bx = ux * (reach - depth);
  const by = uy * (reach - depth);
  g.poly([ax, ay, bx - uy * half, by + ux * half, bx + uy * half, by - ux * half])
    .fill(fill)
    .stroke({ width: Math.max(1, s * 0.018), color: edge });
  const inset = diag ? 0.38 : 0.5;
  return { x: ux * (reach - depth * inset), y: uy * (reach - depth * inset) };
}

/**
 * The name across the card's top, between the N arrow and the emblem: one line as large as fits,
 * else two smaller lines (smaller again for a long word), never wider than the space inside the
 * corner arrows.
 */
function nameplate(text: string, s: number, fill: number, res: number): Text {
  const width = s * 0.68;
  const make = (size: number, wrap: boolean): Text => {
    const t = new Text({
      text,
      style: {
        fontFamily: SANS,
        fontSize: Math.max(6, size),
        fontWeight: '700',
        fill,
        align: 'center',
        wordWrap: wrap,
        wordWrapWidth: width,
        lineHeight: Math.max(6, size) * 1.05,
      },
      resolution: res,
    });
    t.anchor.set(0.5);
    return t;
  };
  for (let size = s * 0.115; size >= s * 0.09; size *= 0.92) {
    const t = make(size, false);
    if (t.width <= width) return t;
    t.destroy();
  }
  let size = s * 0.1;
  for (;;) {
    const t = make(size, true);
    if ((t.width <= width && t.height <= s * 0.22) || size <= s * 0.07) return t;
    t.destroy();
    size *= 0.92;
  }
}

export interface CardArtOptions {
  /** Draw the far player's card turned 180° (arrows point toward the viewer). */
  turned: boolean;
  /** Text supersampling. */
  resolution: number;
}

export function cardArt(art: CardArt, s: number, o: CardArtOptions): Container {
  const c = CARD[art.side];
  const root = new Container();
  const g = new Graphics();
  root.addChild(g);
  const h = s / 2;
  const r = s * 0.08;
  // The general: a gold frame, and a crown for rank mark.
  const general = art.rank === 'general';
  g.roundRect(-h + s * 0.03, -h + s * 0.05, s, s, r).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(-h, -h, s, s, r)
    .fill(c.face)
    .stroke({ width: Math.max(1.5, s * (general ? 0.06 : 0.035)), color: general ? GOLD : c.trim });
  g.roundRect(-h + s * 0.07, -h + s * 0.07, s * 0.86, s * 0.86, r * 0.6).stroke({
    width: Math.max(1, s * 0.014),
    color: c.inner,
    alpha: 0.8,
  });
  // Colour-blind look: the side's badge (York's sun, Lancaster's rose) right of the emblem, clear of
  // the name and the arrows; on a light disc, so the rose does not melt into Lancaster's red.
  if (isColourBlind()) {
    g.circle(s * 0.21, 0, s * 0.068)
      .fill(0xfdf6e3)
      .stroke({ width: Math.max(1, s * 0.012), color: c.trim });
    drawEmblem(g, emblemShape(art.side), s * 0.21, 0, s * 0.056, SAFE_EMBLEMS[art.side]);
  }
  // The name across the top (below the N arrow, inside the corner arrows), the emblem under it,
  // the shield with the defence below; rank marks to the shield's left and, for archers, the
  // ranged value in a small target to its right (clear of every arrow).
  root.addChild(Object.assign(nameplate(faceName(art.name), s, c.ink, o.resolution), { x: 0, y: -s * 0.2 }));
  EMBLEMS[art.type](g, 0, 0, s * 0.18, c.ink);
  shield(g, 0, s * 0.2, s * 0.185, art.side === 'york' ? 0xffffff : 0x7c1418, c.inner);
  root.addChild(Object.assign(label(String(art.defence), s * 0.14, c.ink, o.resolution), { x: 0, y: s * 0.195 }));
  const marks = new Graphics();
  rankMarks(marks, art.rank, -s * 0.22, s * 0.2, s * 0.28, c.ink, c.trim);
  root.addChild(marks);
  if (art.ranged) {
    const tx = s * 0.22;
    const ty = s * 0.2;
    g.circle(tx, ty, s * 0.085)
      .fill(c.face)
      .stroke({ width: Math.max(1, s * 0.014), color: c.ink });
    g.circle(tx, ty, s * 0.05).stroke({ width: Math.max(1, s * 0.01), color: c.ink, alpha: 0.6 });
    root.addChild(Object.assign(label(String(art.ranged.value), s * 0.1, c.ink, o.resolution), { x: tx, y: ty }));
  }
  const arrows = new Graphics();
  root.addChild(arrows);
  for (const a of art.arrows) {
    const [dx, dy] = arrowOnScreen(a.dir, o.turned);
    const at = drawArrow(arrows, s, dx, dy, c.arrow, c.trim);
    root.addChild(Object.assign(label(String(a.value), s * 0.12, c.arrowInk, o.resolution), at));
  }
  return root;
}

/** A card's back: for decks and the opponent's hand. */
export function cardBack(side: BoardSide, w: number, hgt: number): Graphics {
  const b = BACK[side];
  const g = new Graphics();
  g.roundRect(-w / 2 + 2, -hgt / 2 + 3, w, hgt, w * 0.08).fill({ color: 0x000000, alpha: 0.3 });
  g.roundRect(-w / 2, -hgt / 2, w, hgt, w * 0.08)
    .fill(b.fill)
    .stroke({ width: Math.max(1, w * 0.04), color: b.line });
  const step = w / 4;
  for (let x = -w / 2 + step / 2; x < w / 2; x += step)
    g.moveTo(x, -hgt / 2 + w * 0.1)
      .lineTo(x, hgt / 2 - w * 0.1)
      .stroke({ width: 1, color: b.line, alpha: 0.35 });
  g.circle(0, 0, w * 0.18).fill(b.line);
  g.circle(0, 0, w * 0.09).fill(b.fill);
  if (isColourBlind()) drawEmblem(g, emblemShape(side), 0, 0, w * 0.16, SAFE_EMBLEMS[side]);
  return g;
}

/** A small caption (pile counts, hand names). */
export function caption(text: string, size: number, fill: number, res: number, serif = false): Text {
  return label(text, size, fill, res, !serif, serif ? SERIF : SANS);
}
