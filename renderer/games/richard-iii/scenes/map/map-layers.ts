// The static parts of the map, drawn once: sea, neutral land, area fills (white,
// tinted per control), coast, borders, exile boxes; and names and symbols, drawn again when the
// words change (another language).
import { Container, Graphics, Text } from 'pixi.js';
import type { AreaShape, MapGeometry, Polygon, Rect } from '../../../../../assets/map/geometry';
import { dashes } from './geometry-math';
import {
  BORDER_COLOURS,
  COAST,
  INK,
  LANCASTER,
  NEUTRAL_LAND,
  PAPER,
  PARCHMENT,
  SCOTLAND_FILL,
  SEA,
  SEA_DEEP,
  SEA_LABEL,
  SERIF,
  WALES_TINT,
  YORK_DARK,
  mix,
} from './palette';
import { symbolKey, type MapLabels } from './labels';
import { symbolView } from './symbols';

export interface ScalableText {
  text: Text;
  /** On-screen font size is clamped to [min, max] px whatever the zoom. */
  fontSize: number;
  min: number;
  max: number;
  /** The area this text names (its name or exile title), which stacks keep clear of. */
  area?: string;
}

export interface BaseLayers {
  sea: Container;
  areaFills: Map<string, Graphics>;
  fills: Container;
  lines: Container;
  /** Exile cartouches sit above the coast lines they cover. */
  exiles: Container;
  /** Area names, exile titles, symbols and their names (see `drawNames`). */
  labels: Container;
  /** Sea names, on the sea under the land. */
  seaNames: Container;
  scalable: ScalableText[];
  baseColour: Map<string, number>;
}

const labelScale = (s: ScalableText, zoom: number): number =>
  Math.min(s.max, Math.max(s.min, s.fontSize * zoom)) / (s.fontSize * zoom);
const labelShown = (s: ScalableText, zoom: number): boolean => s.min > 8 || zoom >= 0.5;

/** Names keep a readable on-screen size at every zoom; symbol names hide when zoomed far out. */
export function scaleLabels(scalable: ScalableText[], zoom: number): void {
  for (const s of scalable) {
    s.text.scale.set(labelScale(s, zoom));
    s.text.visible = labelShown(s, zoom);
  }
}

/** Where each area's name and exile title stand at `zoom` (map units), whether or not drawn yet. */
export function nameRects(scalable: readonly ScalableText[], zoom: number): Map<string, Rect[]> {
  const out = new Map<string, Rect[]>();
  for (const s of scalable) {
    if (!s.area || !labelShown(s, zoom)) continue;
    const k = labelScale(s, zoom);
    const w = (s.text.width / Math.abs(s.text.scale.x || 1)) * k;
    const h = (s.text.height / Math.abs(s.text.scale.y || 1)) * k;
    const list = out.get(s.area) ?? [];
    list.push({ x: s.text.x - w / 2, y: s.text.y - h / 2, w, h });
    out.set(s.area, list);
  }
  return out;
}

export function tracePolygon(g: Graphics, poly: Polygon): Graphics {
  poly.forEach((ring, i) => {
    g.poly(ring, true);
    if (i > 0) g.cut();
  });
  return g;
}

/** Greedy colouring: neighbours (by border) get different parchment tones. */
function parchmentFor(geometry: MapGeometry): Map<string, number> {
  const out = new Map<string, number>();
  for (const a of geometry.areas) {
    if (a.id === 'scotland') {
      out.set(a.id, SCOTLAND_FILL);
      continue;
    }
    const used = new Set(
      geometry.borders.filter((b) => b.a === a.id || b.b === a.id).map((b) => out.get(b.a === a.id ? b.b : b.a)),
    );
    const tone = PARCHMENT.find((c) => !used.has(c)) ?? PARCHMENT[0]!;
    out.set(a.id, a.wales ? mix(tone, WALES_TINT, 0.45) : tone);
  }
  return out;
}

function strokeLine(g: Graphics, line: number[], width: number, color: number, alpha = 1): void {
  g.moveTo(line[0]!, line[1]!);
  for (let i = 2; i < line.length; i += 2) g.lineTo(line[i]!, line[i + 1]!);
  g.stroke({ width, color, alpha, cap: 'round', join: 'round' });
}

function label(
  text: string,
  fontSize: number,
  style: Partial<{ fill: number; stroke: number; italic: boolean; spacing: number; weight: 'bold' | 'normal' }>,
  resolution: number,
): Text {
  const t = new Text({
    text,
    resolution,
    style: {
      fontFamily: SERIF,
      fontSize,
      fill: style.fill ?? INK,
      fontWeight: style.weight ?? 'bold',
      fontStyle: style.italic ? 'italic' : 'normal',
      letterSpacing: style.spacing ?? 1,
      ...(style.stroke !== undefined ? { stroke: { color: style.stroke, width: 4, join: 'round' as const } } : {}),
    },
  });
  t.anchor.set(0.5);
  return t;
}

export function buildBaseLayers(geometry: MapGeometry): BaseLayers {
  const sea = new Container();
  const fills = new Container();
  const lines = new Container();
  const exiles = new Container();
  const labels = new Container();
  const seaNames = new Container();

  // Sea with a water-line halo around every coast (an old-map look).
  const water = new Graphics()
    .rect(-4000, -4000, geometry.width + 8000, geometry.height + 8000)
    .fill({ color: SEA_DEEP });
  water.rect(0, 0, geometry.width, geometry.height).fill({ color: SEA });
  sea.addChild(water);
  // A printed-map frame: the sea beyond it is darker, so the edge reads as the map's margin.
  const frame = new Graphics();
  frame.rect(-3, -3, geometry.width + 6, geometry.height + 6).stroke({ width: 6, color: INK, alpha: 0.8 });
  frame.rect(8, 8, geometry.width - 16, geometry.height - 16).stroke({ width: 1.5, color: INK, alpha: 0.45 });
  const halo = new Graphics();
  for (const line of geometry.coastline) strokeLine(halo, line, 26, 0xffffff, 0.07);
  for (const line of geometry.coastline) strokeLine(halo, line, 12, 0xffffff, 0.1);
  for (const line of geometry.coastline) strokeLine(halo, line, 5, 0xffffff, 0.12);
  sea.addChild(halo);
  const dividers = new Graphics();
  for (const line of geometry.seaDividers)
    for (const d of dashes(line, 14, 10)) strokeLine(dividers, d, 2, 0xffffff, 0.55);
  sea.addChild(dividers);
  sea.addChild(frame, seaNames);

  const neutral = new Graphics();
  for (const poly of geometry.neutralLand) tracePolygon(neutral, poly).fill({ color: NEUTRAL_LAND });
  fills.addChild(neutral);

  // Area fills are drawn white and tinted, so re-colouring on control changes is free.
  const areaFills = new Map<string, Graphics>();
  const baseColour = parchmentFor(geometry);
  for (const a of geometry.areas) {
    if (a.kind === 'exile' && a.id !== 'scotland') continue;
    const g = new Graphics();
    for (const poly of a.polygons) tracePolygon(g, poly).fill({ color: 0xffffff });
    g.tint = baseColour.get(a.id)!;
    areaFills.set(a.id, g);
    fills.addChild(g);
  }

  // Coast, then borders on top (casing + colour; red = dashed mountain passes).
  const coast = new Graphics();
  for (const line of geometry.coastline) strokeLine(coast, line, 1.8, COAST, 0.9);
  lines.addChild(coast);
  const borders = new Graphics();
  for (const b of geometry.borders) strokeLine(borders, b.polyline, 7, 0x3a2a1a, 0.35);
  for (const b of geometry.borders) {
    const color = BORDER_COLOURS[b.type];
    if (b.type === 'red') {
      strokeLine(borders, b.polyline, 2, color, 0.5);
      for (const d of dashes(b.polyline, 11, 6)) strokeLine(borders, d, 5, color);
    } else {
      strokeLine(borders, b.polyline, b.type === 'yellow' ? 5 : 4.5, color);
    }
  }
  lines.addChild(borders);

  // Exile boxes: framed cartouches over the real place, with a leader to it.
  for (const box of geometry.exileBoxes) {
    const area = geometry.areas.find((a) => a.id === box.id)!;
    const g = new Graphics();
    const r = box.box;
    const lancastrian = area.exileOf === 'lancaster';
    const tone = lancastrian ? mix(PAPER, LANCASTER, 0.22) : mix(PAPER, 0xffffff, 0.5);
    const cx = Math.max(r.x, Math.min(r.x + r.w, box.anchor.x));
    const cy = Math.max(r.y, Math.min(r.y + r.h, box.anchor.y));
    const anchorOnMap =
      box.anchor.x > 0 && box.anchor.y > 0 && box.anchor.x < geometry.width && box.anchor.y < geometry.height;
    if (anchorOnMap && Math.hypot(cx - box.anchor.x, cy - box.anchor.y) > 4) {
      const leader = new Graphics();
      leader.moveTo(cx, cy).lineTo(box.anchor.x, box.anchor.y).stroke({ width: 2, color: INK, alpha: 0.6 });
      leader.circle(box.anchor.x, box.anchor.y, 4).fill({ color: INK });
      exiles.addChild(leader);
    }
    g.roundRect(r.x + 4, r.y + 5, r.w, r.h, 8).fill({ color: 0x000000, alpha: 0.25 });
    g.roundRect(r.x, r.y, r.w, r.h, 8)
      .fill({ color: 0xffffff })
      .stroke({ width: 3, color: lancastrian ? LANCASTER : YORK_DARK });
    g.roundRect(r.x + 5, r.y + 5, r.w - 10, r.h - 10, 5).stroke({ width: 1, color: INK, alpha: 0.5 });
    g.tint = tone;
    areaFills.set(box.id, g);
    exiles.addChild(g);
    baseColour.set(box.id, tone);
  }

  return { sea, fills, lines, exiles, labels, seaNames, scalable: [], areaFills, baseColour };
}

/** (Re)draws every name on the map in `words`: sea and area names, exile titles, symbols with their names. */
export function drawNames(base: BaseLayers, geometry: MapGeometry, words: MapLabels, textResolution: number): void {
  for (const layer of [base.labels, base.seaNames])
    for (const c of layer.removeChildren()) c.destroy({ children: true });
  base.scalable.length = 0;
  const upper = (s: string): string => s.toLocaleUpperCase(words.locale);
  for (const s of geometry.seas) {
    const t = label(
      upper(words.seas[s.id] ?? s.name),
      30,
      { fill: SEA_LABEL, italic: true, spacing: 8, weight: 'normal' },
      textResolution,
    );
    t.alpha = 0.75;
    t.position.set(s.label.x, s.label.y);
    base.seaNames.addChild(t);
  }
  const names = geometry.areas.map((a) =>
    addAreaFurniture(a, words, upper, base.labels, base.scalable, textResolution),
  );
  splitCrowdedNames(
    names.filter((_, i) => geometry.areas[i]!.kind !== 'exile' && geometry.areas[i]!.id !== 'scotland'),
  );
}

/**
 * How much larger than at zoom 1 names are drawn at the fit view of a 1366x768 window (they keep
 * 9 px on screen; scaleLabels), where crowded names meet first, and the gap (map px at zoom 1) that
 * still reads as two names.
 */
const CROWDED_SCALE = 1.4;
const NAME_GAP = 4;

/**
 * A name that would run into another (a longer language: Russian's ЮЖНЫЙ ЙОРК met ЛИНКОЛЬН) goes
 * onto two lines, split at the space nearest its middle; of two, the wider is split first. Exile
 * titles are left alone: a subtitle stands under them.
 */
function splitCrowdedNames(names: Text[]): void {
  const box = (t: Text) => {
    const w = (t.width + 2 * NAME_GAP) * CROWDED_SCALE;
    const h = t.height * CROWDED_SCALE;
    return { x: t.x - w / 2, y: t.y - h / 2, w, h };
  };
  const meet = (p: Text, q: Text) => {
    const a = box(p);
    const b = box(q);
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  };
  for (const p of names)
    for (const q of names) {
      if (p === q || !meet(p, q)) continue;
      const wider = p.width >= q.width ? p : q;
      const other = wider === p ? q : p;
      if (!splitName(wider)) splitName(other);
    }
}

/** Puts a one-line name with a space on two lines; false if it cannot be split. */
function splitName(t: Text): boolean {
  const s = t.text;
  if (s.includes('\n')) return false;
  const spaces = [...s.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return false;
  const at = spaces.reduce((best, i) => (Math.abs(i - s.length / 2) < Math.abs(best - s.length / 2) ? i : best));
  t.style.align = 'center';
  t.style.lineHeight = t.style.fontSize * 1.05;
  t.text = `${s.slice(0, at)}\n${s.slice(at + 1)}`;
  return true;
}

/** An area's name, its exile title and its symbols; returns the name. */
function addAreaFurniture(
  a: AreaShape,
  words: MapLabels,
  upper: (s: string) => string,
  layer: Container,
  scalable: ScalableText[],
  res: number,
): Text {
  const name = label(upper(words.areas[a.id] ?? a.name), 17, { fill: INK, stroke: PAPER, spacing: 1.5 }, res);
  name.position.set(a.label.x, a.label.y);
  layer.addChild(name);
  scalable.push({ text: name, fontSize: 17, min: 9, max: 24, area: a.id });
  if (a.kind === 'exile' || a.id === 'scotland') {
    const sub = label(
      a.exileOf === 'lancaster' ? words.exile.lancaster : words.exile.york,
      11,
      {
        fill: a.exileOf === 'lancaster' ? LANCASTER : YORK_DARK,
        stroke: PAPER,
        italic: true,
        weight: 'normal',
        spacing: 0.5,
      },
      res,
    );
    sub.position.set(a.label.x, a.label.y + 17);
    layer.addChild(sub);
    scalable.push({ text: sub, fontSize: 11, min: 8, max: 15, area: a.id });
  }
  for (const sym of a.symbols) {
    const v = symbolView(sym, 'name' in sym ? (words.symbols[symbolKey(sym)] ?? sym.name) : '', res);
    layer.addChild(v.node);
    for (const t of v.texts) scalable.push({ text: t, fontSize: t.style.fontSize, min: 8, max: 16 });
  }
  return name;
}
