// Our own little map glyphs drawn with Pixi Graphics: heraldic shields, crowns,
// city towers, cathedrals and anchors. Each is centred on (0, 0), about 20 px tall.
import { Container, Graphics, Text } from 'pixi.js';
import type { MapSymbol } from '../../../../../assets/map/geometry';
import { CROWN_GOLD, INK, LANCASTER, LANCASTER_DARK, PAPER, SERIF, YORK, YORK_DARK } from './palette';

/** Heraldic tinctures for the personal shields (chosen by name, deterministically). */
const TINCTURES = [0x1f4e99, 0x2e7d32, 0x8e1b1b, 0x5b2a86, 0x1a1a1a, 0xc8a13a];
const METALS = [0xe8c547, 0xf3efe3];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function shieldPath(g: Graphics, w: number, h: number): Graphics {
  const x = -w / 2,
    y = -h / 2;
  return g
    .moveTo(x, y)
    .lineTo(x + w, y)
    .lineTo(x + w, y + h * 0.45)
    .quadraticCurveTo(x + w, y + h * 0.85, 0, y + h)
    .quadraticCurveTo(x, y + h * 0.85, x, y + h * 0.45)
    .closePath();
}

export function drawShield(name: string): Graphics {
  const w = 15,
    h = 18;
  const g = new Graphics();
  // The two great houses get their rose colours; the rest a simple hashed arms.
  const lower = name.toLowerCase();
  const h0 = hash(name);
  const field = lower === 'york' ? YORK : lower === 'lancaster' ? LANCASTER : TINCTURES[h0 % TINCTURES.length]!;
  shieldPath(g, w, h).fill({ color: field });
  if (lower === 'york' || lower === 'lancaster') {
    const rose = lower === 'york' ? 0xffffff : 0xd8262c;
    g.circle(0, -1, 4.2)
      .fill({ color: rose })
      .stroke({ width: 1, color: lower === 'york' ? 0x9b9480 : 0x5a0d10 });
    g.circle(0, -1, 1.4).fill({ color: CROWN_GOLD });
  } else {
    const metal = METALS[(h0 >>> 4) % METALS.length]!;
    const kind = (h0 >>> 8) % 4;
    if (kind === 0)
      g.rect(-w / 2, -3, w, 5).fill({ color: metal }); // fess
    else if (kind === 1)
      g.moveTo(-w / 2, 5)
        .lineTo(0, -3)
        .lineTo(w / 2, 5)
        .lineTo(w / 2, 8)
        .lineTo(0, 0)
        .lineTo(-w / 2, 8)
        .closePath()
        .fill({ color: metal }); // chevron
    else if (kind === 2)
      g.rect(-2.5, -h / 2, 5, h * 0.95).fill({ color: metal }); // pale
    else
      g.moveTo(-w / 2, -h / 2)
        .lineTo(-w / 2 + 4, -h / 2)
        .lineTo(w / 2, h / 2 - 6)
        .lineTo(w / 2, h / 2 - 1)
        .closePath()
        .fill({ color: metal }); // bend
  }
  shieldPath(g, w, h).stroke({ width: 1.3, color: INK });
  return g;
}

export function drawCrown(): Graphics {
  const g = new Graphics();
  g.moveTo(-10, 6)
    .lineTo(-10, -4)
    .lineTo(-5, 1)
    .lineTo(0, -7)
    .lineTo(5, 1)
    .lineTo(10, -4)
    .lineTo(10, 6)
    .closePath()
    .fill({ color: CROWN_GOLD })
    .stroke({ width: 1.2, color: 0x6b4e00 });
  g.rect(-10, 3, 20, 3).fill({ color: 0xb8860b });
  for (const x of [-10, 0, 10])
    g.circle(x, x === 0 ? -7 : -4, 1.8)
      .fill({ color: 0xfff3b0 })
      .stroke({ width: 0.8, color: 0x6b4e00 });
  return g;
}

export function drawCity(side: 'lancaster' | 'york'): Graphics {
  const fill = side === 'lancaster' ? LANCASTER : YORK;
  const edge = side === 'lancaster' ? LANCASTER_DARK : 0x3a3a3a;
  const g = new Graphics();
  // A walled tower: crenellated keep on a wall.
  g.moveTo(-9, 8)
    .lineTo(-9, -2)
    .lineTo(-7, -2)
    .lineTo(-7, 0)
    .lineTo(-5, 0)
    .lineTo(-5, -8)
    .lineTo(-3, -8)
    .lineTo(-3, -6)
    .lineTo(-1, -6)
    .lineTo(-1, -8)
    .lineTo(1, -8)
    .lineTo(1, -6)
    .lineTo(3, -6)
    .lineTo(3, -8)
    .lineTo(5, -8)
    .lineTo(5, 0)
    .lineTo(7, 0)
    .lineTo(7, -2)
    .lineTo(9, -2)
    .lineTo(9, 8)
    .closePath();
  g.fill({ color: fill }).stroke({ width: 1.4, color: edge });
  g.roundRect(-1.8, 2.5, 3.6, 5.5, 1.6).fill({ color: edge });
  return g;
}

export function drawCathedral(): Graphics {
  const g = new Graphics();
  g.moveTo(-8, 9)
    .lineTo(-8, 0)
    .lineTo(-3, -4)
    .lineTo(-3, 9)
    .closePath()
    .fill({ color: 0x6d5a8a })
    .stroke({ width: 1, color: 0x2b1f3d });
  g.moveTo(-3, 9)
    .lineTo(-3, -3)
    .lineTo(1, -7)
    .lineTo(5, -3)
    .lineTo(5, 9)
    .closePath()
    .fill({ color: 0x8a76a8 })
    .stroke({ width: 1, color: 0x2b1f3d });
  g.rect(0.3, -13, 1.4, 7).fill({ color: CROWN_GOLD });
  g.rect(-1.5, -11, 5, 1.4).fill({ color: CROWN_GOLD });
  g.roundRect(-0.2, 3, 2.4, 6, 1.2).fill({ color: 0x2b1f3d });
  return g;
}

export function drawAnchor(): Graphics {
  const g = new Graphics();
  const c = 0x1f3b57;
  g.circle(0, 0, 11).fill({ color: 0xeaf2f6, alpha: 0.9 }).stroke({ width: 1, color: c });
  g.circle(0, -6, 2).stroke({ width: 1.4, color: c });
  g.moveTo(0, -4).lineTo(0, 7).stroke({ width: 1.6, color: c });
  g.moveTo(-4, -2).lineTo(4, -2).stroke({ width: 1.4, color: c });
  g.moveTo(-6, 2).quadraticCurveTo(-5, 7, 0, 7).quadraticCurveTo(5, 7, 6, 2).stroke({ width: 1.6, color: c });
  return g;
}

export interface SymbolView {
  node: Container;
  /** Texts that counter-scale with zoom. */
  texts: Text[];
}

/** A symbol and, for a city, cathedral or shield, its name as given (in the player's language). */
export function symbolView(sym: MapSymbol, name: string, textResolution: number): SymbolView {
  const node = new Container();
  node.position.set(sym.x, sym.y);
  const texts: Text[] = [];
  const addName = (fill: number, stroke: number, size: number, italic: boolean): void => {
    const t = new Text({
      text: name,
      resolution: textResolution,
      style: {
        fontFamily: SERIF,
        fontSize: size,
        fill,
        fontStyle: italic ? 'italic' : 'normal',
        fontWeight: italic ? 'normal' : 'bold',
        stroke: { color: stroke, width: 3, join: 'round' },
      },
    });
    t.anchor.set(0, 0.5);
    t.position.set(11, 0);
    node.addChild(t);
    texts.push(t);
  };
  switch (sym.kind) {
    case 'shield':
      node.addChild(drawShield(sym.name));
      addName(INK, PAPER, 10.5, true);
      break;
    case 'crown':
      node.addChild(drawCrown());
      break;
    case 'city':
      node.addChild(drawCity(sym.side));
      addName(sym.side === 'lancaster' ? LANCASTER : 0xffffff, sym.side === 'lancaster' ? PAPER : YORK_DARK, 13, false);
      break;
    case 'cathedral':
      node.addChild(drawCathedral());
      addName(0x4b3a66, PAPER, 10.5, true);
      break;
    case 'port':
      node.addChild(drawAnchor());
      break;
  }
  return { node, texts };
}
