// Map furniture that is not game state: a compass rose and a legend cartouche (grown by the scene
// when zoomed out, so its words stay readable: legend-place.ts).
import { Container, Graphics, Text } from 'pixi.js';
import type { MapGeometry } from '../../../../../assets/map/geometry';
import { fitWidth } from '../../../../src/lib/fit-width';
import { dashes } from './geometry-math';
import { LEGEND_MAX_W, ROW_TEXT } from './legend-place';
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

/** The legend cartouche: drawn at its own size from (0, 0), placed and scaled by the scene (see legend-place.ts). */
export interface Legend {
  node: Container;
  /** Its size at scale 1, drawing units. */
  w: number;
  h: number;
  /** The smallest scale a row's words are drawn at: below 1 where a row was narrowed to fit. */
  rowScale: number;
}

/**
 * The legend: title, the three kinds of border, the six symbols and the estuaries' note, in one
 * column, so that grown to a readable size at the fit view it stays in the sea west of Scotland.
 */
export function legend(geometry: MapGeometry, words: MapLabels, res: number): Legend {
  const r = geometry.decorations.legend;
  const c = new Container();
  c.position.set(r.x, r.y);
  const pad = 14;
  const title = text(words.title, 20, res, { bold: true, spacing: 3 });
  const sub = text(words.subtitle, 12, res, { italic: true, fill: LANCASTER });
  const line = (type: 'yellow' | 'blue' | 'red'): Graphics => {
    const g = new Graphics();
    const pts = [-14, 0, 14, 0];
    g.moveTo(-14, 0).lineTo(14, 0).stroke({ width: 7, color: 0x3a2a1a, alpha: 0.35, cap: 'round' });
    if (type === 'red')
      for (const d of dashes(pts, 9, 5))
        g.moveTo(d[0]!, d[1]!).lineTo(d[2]!, d[3]!).stroke({ width: 5, color: BORDER_COLOURS.red });
    else g.moveTo(-14, 0).lineTo(14, 0).stroke({ width: 5, color: BORDER_COLOURS[type], cap: 'round' });
    return g;
  };
  const rows: [Container, string][] = [
    [line('yellow'), words.legend.yellow],
    [line('blue'), words.legend.blue],
    [line('red'), words.legend.red],
    [drawCrown(), words.legend.crown],
    [drawCity('lancaster'), words.legend.cityLancaster],
    [drawCity('york'), words.legend.cityYork],
    [drawCathedral(), words.legend.cathedral],
    [drawAnchor(), words.legend.port],
    [drawShield('York'), words.legend.shield],
  ];
  const note = text(words.legend.estuaries, 11.5, res, { italic: true, fill: YORK_DARK });
  // As wide as its longest words, within a bound (a longer language's words are drawn narrower).
  const iconX = pad + 16;
  const textX = iconX + 22;
  const labels = rows.map(([, label]) => text(label, ROW_TEXT, res));
  const w = Math.min(
    LEGEND_MAX_W,
    Math.ceil(
      Math.max(
        title.width + 2 * pad,
        sub.width + 2 * pad,
        textX + Math.max(...labels.map((l) => l.width)) + pad,
        note.width + 2 * pad,
      ),
    ),
  );
  title.anchor.set(0.5, 0);
  title.position.set(w / 2, 12);
  fitWidth(title, w - 2 * pad);
  sub.anchor.set(0.5, 0);
  sub.position.set(w / 2, 36);
  fitWidth(sub, w - 2 * pad);
  const pitch = 17;
  const top = 64;
  rows.forEach(([icon], i) => {
    const label = labels[i]!;
    icon.position.set(iconX, top + i * pitch);
    label.anchor.set(0, 0.5);
    label.position.set(textX, top + i * pitch);
    fitWidth(label, w - textX - pad);
  });
  note.position.set(pad, top + rows.length * pitch - 4);
  fitWidth(note, w - 2 * pad);
  const h = Math.ceil(note.y + note.height + 10);
  const frame = new Graphics();
  frame.roundRect(4, 5, w, h, 9).fill({ color: 0x000000, alpha: 0.2 });
  frame.roundRect(0, 0, w, h, 9).fill({ color: PAPER }).stroke({ width: 2.5, color: INK, alpha: 0.75 });
  frame.roundRect(6, 6, w - 12, h - 12, 5).stroke({ width: 1, color: INK, alpha: 0.5 });
  c.addChild(frame, title, sub, ...rows.flatMap(([icon], i) => [icon, labels[i]!]), note);
  return { node: c, w, h, rowScale: Math.min(...labels.map((l) => l.scale.y)) };
}
