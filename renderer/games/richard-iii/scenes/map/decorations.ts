// Map furniture that is not game state: a compass rose and a legend cartouche.
import { Container, Graphics, Text } from 'pixi.js';
import type { MapGeometry } from '../../../../../assets/map/geometry';
import { fitWidth } from '../../../../src/lib/fit-width';
import { dashes } from './geometry-math';
import { BORDER_COLOURS, CROWN_GOLD, INK, LANCASTER, PAPER, SEA_LABEL, SERIF, YORK_DARK } from './palette';
import type { MapLabels } from './labels';
import { drawAnchor, drawCathedral, drawCity, drawCrown, drawShield } from './symbols';

function text(
  s: string,
  size: number,
  res: number,
  opts: { italic?: boolean; bold?: boolean; fill?: number; spacing?: number } = {},
): Text {
  return new Text({
    text: s,
    resolution: res,
    style: {
      fontFamily: SERIF,
      fontSize: size,
      fill: opts.fill ?? INK,
      fontStyle: opts.italic ? 'italic' : 'normal',
      fontWeight: opts.bold ? 'bold' : 'normal',
      letterSpacing: opts.spacing ?? 0,
    },
  });
}

export function compassRose(x: number, y: number, north: string, res: number): Container {
  const c = new Container();
  c.position.set(x, y);
  const g = new Graphics();
  g.circle(0, 0, 70).stroke({ width: 2, color: SEA_LABEL, alpha: 0.5 });
  g.circle(0, 0, 62).stroke({ width: 1, color: SEA_LABEL, alpha: 0.4 });
  // Eight points: long cardinal, short intercardinal, each half light/half dark.
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 - Math.PI / 2;
    const len = i % 2 === 0 ? 78 : 44;
    const w = i % 2 === 0 ? 11 : 8;
    const tip = [Math.cos(a) * len, Math.sin(a) * len] as const;
    const l = [Math.cos(a - Math.PI / 2) * w, Math.sin(a - Math.PI / 2) * w] as const;
    const r = [Math.cos(a + Math.PI / 2) * w, Math.sin(a + Math.PI / 2) * w] as const;
    g.poly([0, 0, l[0], l[1], tip[0], tip[1]])
      .fill({ color: PAPER, alpha: 0.9 })
      .stroke({ width: 1, color: SEA_LABEL });
    g.poly([0, 0, r[0], r[1], tip[0], tip[1]])
      .fill({ color: i === 0 ? LANCASTER : SEA_LABEL, alpha: 0.85 })
      .stroke({ width: 1, color: SEA_LABEL });
  }
  g.circle(0, 0, 5).fill({ color: CROWN_GOLD }).stroke({ width: 1, color: SEA_LABEL });
  c.addChild(g);
  const n = text(north, 26, res, { bold: true, fill: SEA_LABEL });
  n.anchor.set(0.5, 1);
  n.position.set(0, -80);
  c.addChild(n);
  return c;
}

export function legend(geometry: MapGeometry, words: MapLabels, res: number): Container {
  const r = geometry.decorations.legend;
  const c = new Container();
  c.position.set(r.x, r.y);
  const frame = new Graphics();
  frame.roundRect(5, 6, r.w, r.h, 10).fill({ color: 0x000000, alpha: 0.2 });
  frame.roundRect(0, 0, r.w, r.h, 10).fill({ color: PAPER }).stroke({ width: 3, color: INK, alpha: 0.75 });
  frame.roundRect(7, 7, r.w - 14, r.h - 14, 6).stroke({ width: 1, color: INK, alpha: 0.5 });
  c.addChild(frame);
  const title = text(words.title, 30, res, { bold: true, spacing: 4 });
  title.anchor.set(0.5, 0);
  title.position.set(r.w / 2, 16);
  const sub = text(words.subtitle, 15, res, { italic: true, fill: LANCASTER });
  sub.anchor.set(0.5, 0);
  sub.position.set(r.w / 2, 50);
  c.addChild(title, sub);

  const rows: [Container, string][] = [];
  const line = (type: 'yellow' | 'blue' | 'red'): Graphics => {
    const g = new Graphics();
    const pts = [-18, 0, 18, 0];
    g.moveTo(-18, 0).lineTo(18, 0).stroke({ width: 7, color: 0x3a2a1a, alpha: 0.35, cap: 'round' });
    if (type === 'red')
      for (const d of dashes(pts, 11, 6))
        g.moveTo(d[0]!, d[1]!).lineTo(d[2]!, d[3]!).stroke({ width: 5, color: BORDER_COLOURS.red });
    else g.moveTo(-18, 0).lineTo(18, 0).stroke({ width: 5, color: BORDER_COLOURS[type], cap: 'round' });
    return g;
  };
  rows.push([line('yellow'), words.legend.yellow], [line('blue'), words.legend.blue], [line('red'), words.legend.red]);
  const right: [Container, string][] = [
    [drawCrown(), words.legend.crown],
    [drawCity('lancaster'), words.legend.cityLancaster],
    [drawCity('york'), words.legend.cityYork],
    [drawCathedral(), words.legend.cathedral],
    [drawAnchor(), words.legend.port],
    [drawShield('York'), words.legend.shield],
  ];
  // Each label keeps to its column (a longer language's words are drawn smaller, not over the next
  // column or the frame).
  const place = (items: [Container, string][], x: number, y0: number, pitch: number, maxW: number): void => {
    items.forEach(([icon, label], i) => {
      icon.position.set(x, y0 + i * pitch);
      const t = text(label, 13, res);
      t.anchor.set(0, 0.5);
      t.position.set(x + 26, y0 + i * pitch);
      fitWidth(t, maxW);
      c.addChild(icon, t);
    });
  };
  const rightX = 208;
  place(rows, 34, 100, 30, rightX - 14 - (34 + 26));
  place(right, rightX, 90, 25, r.w - 14 - (rightX + 26));
  const note = text(words.legend.estuaries, 11.5, res, {
    italic: true,
    fill: YORK_DARK,
  });
  note.position.set(16, 188);
  fitWidth(note, r.w - 28);
  c.addChild(note);
  return c;
}
