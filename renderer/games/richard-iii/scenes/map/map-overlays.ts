// What the model paints over the static map: control tints and "battle pending" hatching,
// highlighted areas, and the badges drawn with the blocks (stack counts, border crossings left).
// Like move-arrows.ts these are plain drawing functions; the scene decides when to call them.
import { Container, Graphics, Text } from 'pixi.js';
import type { AreaShape, MapGeometry, Polygon } from '../../../../../assets/map/geometry';
import type { FlatItem } from './flat-layer';
import { hatchSegments, midpoint } from './geometry-math';
import { tracePolygon, type BaseLayers } from './map-layers';
import type { MapModel } from './model';
import { isColourBlind, markStyle } from '../../../../src/lib/colour-mode';
import { strokeMarkRing } from './mark-lines';
import { BORDER_COLOURS, HIGHLIGHT, INK, LANCASTER, PAPER, SANS, YORK, blockColours, mix } from './palette';
import { COUNT_RADIUS, COUNT_TAB } from './stack-layout';

/** Frees a badge's drawing and its transform node. */
export const destroyItem = (item: FlatItem): void => {
  item.art.destroy({ children: true });
  item.node.destroy();
};

/**
 * Tints each area's fill by who controls it; contested areas also get stripes on `hatch` (cleared
 * first). In the colour-blind look control is a pattern too: Lancaster's areas hatched one way,
 * York's dotted, contested ones cross-hatched.
 */
export function drawControl(
  base: BaseLayers,
  hatch: Graphics,
  areasById: ReadonlyMap<string, AreaShape>,
  model: MapModel,
): void {
  const control = new Map(model.areas.map((a) => [a.id, a.control ?? null]));
  const cvd = isColourBlind();
  const lancaster = cvd ? blockColours('lancaster').fill : LANCASTER;
  hatch.clear();
  for (const [id, g] of base.areaFills) {
    const colour = base.baseColour.get(id)!;
    const c = control.get(id) ?? null;
    g.tint =
      c === 'lancaster'
        ? mix(colour, lancaster, 0.32)
        : c === 'york'
          ? mix(colour, YORK, 0.75)
          : c === 'contested'
            ? mix(colour, 0xffffff, 0.25)
            : colour;
    const a = areasById.get(id)!;
    if (c === 'contested') {
      // Red-and-white candy stripes: "battle pending here".
      for (const poly of a.polygons) {
        for (const [x0, y0, x1, y1] of hatchSegments(poly, 16))
          hatch
            .moveTo(x0, y0)
            .lineTo(x1, y1)
            .stroke({ width: 3.5, color: lancaster, alpha: cvd ? 0.45 : 0.3 });
        // The other diagonal too (hatched on the mirrored shape): cross-hatching, unlike Lancaster's.
        if (cvd)
          for (const [x0, y0, x1, y1] of hatchSegments(mirrored(poly), 16))
            hatch.moveTo(-x0, y0).lineTo(-x1, y1).stroke({ width: 2, color: INK, alpha: 0.35 });
      }
    } else if (cvd && c === 'lancaster') {
      for (const poly of a.polygons)
        for (const [x0, y0, x1, y1] of hatchSegments(poly, 22))
          hatch.moveTo(x0, y0).lineTo(x1, y1).stroke({ width: 2.5, color: lancaster, alpha: 0.4 });
    } else if (cvd && c === 'york') {
      // Dots along the same lines, further apart.
      for (const poly of a.polygons)
        for (const [x0, y0, x1, y1] of hatchSegments(poly, 22)) {
          const n = Math.floor(Math.hypot(x1 - x0, y1 - y0) / 22);
          for (let i = 0; i <= n; i++) {
            const t = n === 0 ? 0.5 : i / n;
            hatch.circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, 2.6).fill({ color: INK, alpha: 0.35 });
          }
        }
    }
  }
}

/** The shape mirrored left to right (x → −x), rings kept in their order. */
function mirrored(poly: Polygon): Polygon {
  return poly.map((ring) => ring.map((v, i) => (i % 2 === 0 ? -v : v)));
}

/** Redraws `g` with the model's highlighted areas (clears it first); dashed in the colour-blind look. */
export function drawHighlights(g: Graphics, areasById: ReadonlyMap<string, AreaShape>, model: MapModel): void {
  g.clear();
  const cvd = isColourBlind();
  const colour = cvd ? markStyle('legal').colour : HIGHLIGHT;
  for (const id of model.highlightAreas) {
    const a = areasById.get(id);
    if (!a) continue;
    for (const poly of a.polygons) {
      tracePolygon(g, poly).fill({ color: colour, alpha: 0.22 });
      // Inner glow only, so it never spills into the sea: in Pixi 8 alignment 1 is inside and 0 outside
      // (whatever a ring's winding; v7 had it the other way). At 0 the glow stood 12 units out to sea
      // round every highlighted coast, looked like land, and a click there hit the sea: nothing
      // (a Polish play-test's clicks on Kent's and Essex's shore at 1366x768).
      tracePolygon(g, poly).stroke({ width: 12, color: colour, alpha: 0.4, alignment: 1, join: 'round' });
      if (cvd) for (const ring of poly) strokeMarkRing(g, ring, markStyle('legal'), 1.4);
      else tracePolygon(g, poly).stroke({ width: 3.5, color: colour, alpha: 0.95, alignment: 1, join: 'round' });
    }
  }
}

/** Border capacity badges for the model, at each border's midpoint and the current block scale `k`. */
export function capacityBadges(model: MapModel, geometry: MapGeometry, k: number, textResolution: number): FlatItem[] {
  const out: FlatItem[] = [];
  for (const cap of model.borderCapacity ?? []) {
    const b = geometry.borders.find((x) => (x.a === cap.a && x.b === cap.b) || (x.a === cap.b && x.b === cap.a));
    if (!b) continue;
    const m = midpoint(b.polyline);
    const node = new Container();
    node.position.set(m.x, m.y);
    node.scale.set(k);
    out.push({ art: capacityBadge(cap.left, BORDER_COLOURS[b.type], textResolution), node });
  }
  return out;
}

/** Border crossings left: a diamond in the border's colour (struck through at 0). */
function capacityBadge(left: number, color: number, textResolution: number): Container {
  const c = new Container();
  const g = new Graphics()
    .poly([0, -13, 13, 0, 0, 13, -13, 0])
    .fill({ color: left > 0 ? color : 0x777777 })
    .stroke({ width: 2, color: INK });
  c.addChild(g);
  const t = new Text({
    text: String(left),
    resolution: textResolution,
    style: {
      fontFamily: SANS,
      fontSize: 13,
      fontWeight: 'bold',
      fill: left > 0 && color !== BORDER_COLOURS.yellow ? 0xffffff : INK,
    },
  });
  t.anchor.set(0.5);
  c.addChild(t);
  return c;
}

/**
 * How many of one side's blocks a counter holds: a round badge in that side's colours (Lancaster's
 * red with white figures, York's white with dark ones), so a contested area's two counts read apart;
 * hung under a counter (`tab`), a tab of the same colours.
 */
export function countBadge(text: string, camp: 'lancaster' | 'york', textResolution: number, tab = false): Container {
  const c = new Container();
  const { fill, edge } = blockColours(camp);
  // Its outline included, COUNT_RADIUS (or COUNT_TAB) wide: the stack layout keeps that much clear for it.
  const g = new Graphics();
  if (tab) g.roundRect(-COUNT_TAB.w / 2 + 1, -COUNT_TAB.h / 2 + 1, COUNT_TAB.w - 2, COUNT_TAB.h - 2, 4);
  else g.circle(0, 0, COUNT_RADIUS - 1);
  c.addChild(g.fill({ color: fill }).stroke({ width: 2, color: camp === 'york' ? edge : PAPER }));
  const t = new Text({
    text,
    resolution: textResolution,
    style: { fontFamily: SANS, fontSize: 12, fontWeight: 'bold', fill: camp === 'york' ? INK : 0xffffff },
  });
  t.anchor.set(0.5);
  c.addChild(t);
  return c;
}
