// Builds assets/map/map-geometry.json from Natural Earth coastlines + data.json.
// Run: npx tsx assets/map/build-map.ts   (add --debug to also write /tmp/map-labels.png)
//
// Pipeline: project the real coastline (transverse Mercator, -2°) into a 2542 x 1880 px
// board (build/projection.ts); rasterise land; give each land pixel to the area of its nearest hand-placed
// seed (build/seeds.ts, distance slightly warped so borders meander); vectorise the label
// grid into shared arcs; place names/symbols/stack boxes; check that the shared edges
// are exactly data.json's borders, and refuse to write otherwise.
//
// Estuaries: at this scale the 10m coastline already opens the Bristol Channel, the
// Humber and the Thames, so no manual cut is needed; the seeds make Hereford/Gloucester,
// South Yorks and Middlesex own the estuary heads (Gloucester, Hereford and South Yorks
// touch the water only at the narrow tidal river tip, < 60 px), so Glamorgan–Somerset,
// East Yorks–Lincoln and Kent–Essex share no land edge.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { arcLength, pairKey, sharedLengths } from './build/adjacency';
import { distanceToEdge, placeItems, type ItemRequest, type Rect } from './build/anchors';
import { OUTSIDE } from './build/assign';
import { writeRgbPng } from './build/debug-png';
import { buildLabelGrid, loadGameData, NEUTRAL, type DataArea, type GameData } from './build/labels';
import { FRAME_ORIGIN, projectGeo } from './build/projection';
import { SEA_SEEDS } from './build/seeds';
import { vectorize, type Flat } from './build/vectorize';
import type { AreaShape, BorderShape, MapGeometry, MapSymbol, Point, Polygon, SeaShape, Side } from './geometry';

const BLOCK = 40;
const GAP = 4;
const STACK_W = 3 * BLOCK + 2 * GAP;
const STACK_H = 2 * BLOCK + GAP;
const MIN_EDGE = 8;
/**
 * Exile boxes, projection-frame px (before FRAME_ORIGIN): Ireland over Ireland, west of Wales; Calais
 * north of its town, east of East Anglia; France over the French coast east of Kent. Each holds a
 * 2 x 3 stack (the scenarios start up to six blocks there) at the fit view of a 1366 x 768 window.
 */
const EXILE_BOXES: Record<string, Rect> = {
  ireland: { x: -326, y: 600, w: 380, h: 400 },
  calais: { x: 1660, y: 990, w: 380, h: 400 },
  france: { x: 1720, y: 1460, w: 380, h: 400 },
};

const round1 = (v: number): number => Math.round(v * 10) / 10;
const flatten = (pts: [number, number][]): Flat => pts.flatMap(([x, y]) => [round1(x), round1(y)]);
const rectPoly = (r: Rect): Polygon => [[r.x, r.y, r.x + r.w, r.y, r.x + r.w, r.y + r.h, r.x, r.y + r.h].map(round1)];
const roundRect = (r: Rect): Rect => ({ x: round1(r.x), y: round1(r.y), w: round1(r.w), h: round1(r.h) });

/** A city favours the side whose levy block is named after it (e.g. l-bristol-levy). */
function citySide(data: GameData & { blocks?: { id: string; side: string }[] }, city: string): Side {
  const levy = (data.blocks ?? []).find((b) => b.id.endsWith(`-${city.toLowerCase()}-levy`));
  if (!levy || (levy.side !== 'lancaster' && levy.side !== 'york')) throw new Error(`no levy for ${city}`);
  return levy.side;
}

function bboxOf(polys: Polygon[]): Rect {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const p of polys)
    for (let i = 0; i < p[0]!.length; i += 2) {
      x0 = Math.min(x0, p[0]![i]!);
      x1 = Math.max(x1, p[0]![i]!);
      y0 = Math.min(y0, p[0]![i + 1]!);
      y1 = Math.max(y1, p[0]![i + 1]!);
    }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Item sizes (px) the renderer's symbols/labels roughly occupy; symbol point = icon centre (name drawn to its right). */
function furnitureRequests(area: DataArea): { items: ItemRequest[]; symbols: (r: Map<string, Rect>) => MapSymbol[] } {
  const items: ItemRequest[] = [
    { key: 'stack', w: STACK_W, h: STACK_H, prefer: 'roomy' },
    { key: 'label', w: area.name.length * 11 + 12, h: 24, prefer: 'near' },
  ];
  const sym: { key: string; make: (r: Rect) => MapSymbol }[] = [];
  const icon = (r: Rect): { x: number; y: number } => ({ x: round1(r.x + 11), y: round1(r.y + r.h / 2) });
  if (area.city) {
    const name = area.city;
    items.push({ key: 'city', w: 24 + name.length * 8, h: 20, prefer: 'near' });
    sym.push({ key: 'city', make: (r) => ({ kind: 'city', ...icon(r), name, side: 'york' }) });
  }
  for (const [i, name] of (area.shields ?? []).entries()) {
    items.push({ key: `shield${i}`, w: 22 + name.length * 6.5, h: 22, prefer: 'near' });
    sym.push({ key: `shield${i}`, make: (r) => ({ kind: 'shield', ...icon(r), name }) });
  }
  if (area.crown) {
    items.push({ key: 'crown', w: 24, h: 20, prefer: 'near' });
    sym.push({ key: 'crown', make: (r) => ({ kind: 'crown', x: round1(r.x + r.w / 2), y: round1(r.y + r.h / 2) }) });
  }
  if (area.cathedral) {
    const name = area.cathedral;
    items.push({ key: 'cathedral', w: 24 + name.length * 6.5, h: 22, prefer: 'near' });
    sym.push({ key: 'cathedral', make: (r) => ({ kind: 'cathedral', ...icon(r), name }) });
  }
  if (area.majorPort) {
    items.push({ key: 'port', w: 22, h: 22, prefer: 'coast' });
    sym.push({ key: 'port', make: (r) => ({ kind: 'port', x: round1(r.x + r.w / 2), y: round1(r.y + r.h / 2) }) });
  }
  return {
    items,
    symbols: (placed) => sym.filter((s) => placed.has(s.key)).map((s) => s.make(placed.get(s.key)!)),
  };
}

function main(): void {
  const debug = process.argv.includes('--debug');
  const data = loadGameData() as GameData & { blocks: { id: string; side: string }[] };
  const grid = buildLabelGrid(data);
  const { width, height, labels, ids, labelOf } = grid;
  const seaIds = new Set(Object.keys(SEA_SEEDS));
  const isSea = (l: number): boolean => l !== OUTSIDE && seaIds.has(ids[l]!);
  const isArea = (l: number): boolean => l !== OUTSIDE && l < labelOf(NEUTRAL);

  const vec = vectorize(labels, width, height, {
    tolerance: (a, b) =>
      a === OUTSIDE || b === OUTSIDE ? 0.5 : isSea(a) && isSea(b) ? 3 : isSea(a) || isSea(b) ? 0.9 : 1.6,
    smooth: (a, b) => (isArea(a) && isArea(b)) || (isSea(a) && isSea(b)),
  });

  // --- adjacency check against data.json (land areas incl. Scotland) ---
  const landIds = new Set(data.areas.filter((a) => a.kind === 'land' || a.id === 'scotland').map((a) => a.id));
  const shared = sharedLengths(vec.arcs, (l) => (l !== OUTSIDE && landIds.has(ids[l]!) ? ids[l]! : null));
  const wanted = new Map(data.borders.map((b) => [pairKey(b.a, b.b), b]));
  const problems: string[] = [];
  for (const [k, len] of shared)
    if (!wanted.has(k) && len > MIN_EDGE) problems.push(`extra edge ${k} (${len.toFixed(0)} px)`);
  for (const k of wanted.keys()) if ((shared.get(k) ?? 0) <= MIN_EDGE) problems.push(`missing edge ${k}`);

  // --- furniture placement ---
  const dist = distanceToEdge(labels, width, height);
  const areas: AreaShape[] = [];
  for (const area of data.areas) {
    if (area.kind === 'sea') continue;
    const base = {
      id: area.id,
      name: area.name,
      kind: area.kind === 'exile' && area.id !== 'scotland' ? 'exile' : area.kind,
      ...(area.exileOf ? { exileOf: area.exileOf as Side } : {}),
      ...(area.wales ? { wales: true } : {}),
    } as const;
    const { items, symbols } = furnitureRequests(area);
    if (ids.includes(area.id)) {
      const label = labelOf(area.id);
      const polygons = vec.polygons.get(label) ?? [];
      // Name just above the stack; symbols gather around it.
      const first = placeItems(labels, width, height, dist, label, items.slice(0, 1));
      const stack = first.get('stack')!;
      const centre = { x: stack.x + stack.w / 2, y: stack.y + stack.h / 2 };
      items[1]!.near = { x: centre.x, y: stack.y - 20 };
      for (const it of items.slice(2))
        it.near = it.prefer === 'coast' ? centre : { x: centre.x, y: stack.y + stack.h + 16 };
      const placed = placeItems(labels, width, height, dist, label, items.slice(1), first);
      const lab = placed.get('label')!;
      areas.push({
        ...base,
        polygons,
        bbox: roundRect(bboxOf(polygons)),
        label: { x: round1(lab.x + lab.w / 2), y: round1(lab.y + lab.h / 2) },
        stack: { x: round1(centre.x), y: round1(centre.y), box: roundRect(stack) },
        symbols: symbols(placed),
      });
    }
  }

  // --- exile boxes (Ireland, Calais, France) beside England, near the real place ---
  const exileBoxes: MapGeometry['exileBoxes'] = [];
  for (const area of data.areas.filter((a) => a.kind === 'exile' && a.id !== 'scotland')) {
    const anchor = projectGeo(area.geo);
    const at = EXILE_BOXES[area.id];
    if (!at) throw new Error(`no box for ${area.id}`);
    const { w: boxW, h: boxH } = at;
    const x = at.x + FRAME_ORIGIN.x;
    const y = at.y + FRAME_ORIGIN.y;
    const box: Rect = { x, y, w: boxW, h: boxH };
    exileBoxes.push({ id: area.id, box: roundRect(box), anchor: { x: round1(anchor[0]), y: round1(anchor[1]) } });
    const syms: MapSymbol[] = [];
    let sx = x + 16;
    for (const name of area.shields ?? []) {
      syms.push({ kind: 'shield', x: round1(sx), y: round1(y + boxH - 18), name });
      sx += 30 + name.length * 6.5;
    }
    if (area.majorPort) syms.push({ kind: 'port', x: round1(x + boxW - 18), y: round1(y + boxH - 18) });
    areas.push({
      id: area.id,
      name: area.name,
      kind: 'exile',
      ...(area.exileOf ? { exileOf: area.exileOf as Side } : {}),
      polygons: rectPoly(box).length ? [rectPoly(box)] : [],
      bbox: roundRect(box),
      label: { x: round1(x + boxW / 2), y: round1(y + 20) },
      stack: {
        x: round1(x + boxW / 2),
        y: round1(y + boxH / 2 + 4),
        box: roundRect({ x: x + boxW / 2 - STACK_W / 2, y: y + boxH / 2 + 4 - STACK_H / 2, w: STACK_W, h: STACK_H }),
      },
      symbols: syms,
    });
  }

  // --- cities: colour by the side whose levy they hold ---
  for (const a of areas) for (const s of a.symbols) if (s.kind === 'city') s.side = citySide(data, s.name);

  // --- borders ---
  const borders: BorderShape[] = [];
  for (const b of data.borders) {
    const arcs = vec.arcs.filter(
      (arc) => arc.a !== OUTSIDE && arc.b !== OUTSIDE && pairKey(ids[arc.a]!, ids[arc.b]!) === pairKey(b.a, b.b),
    );
    const long = arcs
      .filter((arc) => arcLength(arc.points) > MIN_EDGE)
      .sort((p, q) => arcLength(q.points) - arcLength(p.points));
    if (long.length > 1) problems.push(`border ${b.a}|${b.b} is split into ${long.length} pieces`);
    const main = long[0];
    if (!main) continue;
    borders.push({
      a: b.a,
      b: b.b,
      type: b.type,
      polyline: flatten(main.points),
      length: round1(arcLength(main.points)),
    });
  }

  // --- coast, neutral land, seas ---
  const isLand = (l: number): boolean => l !== OUTSIDE && !isSea(l);
  const coastline = vec.arcs
    .filter((arc) => (isSea(arc.a) && isLand(arc.b)) || (isSea(arc.b) && isLand(arc.a)))
    .map((arc) => flatten(arc.points));
  const seaDividers = vec.arcs.filter((arc) => isSea(arc.a) && isSea(arc.b)).map((arc) => flatten(arc.points));
  const seas: SeaShape[] = data.areas
    .filter((a) => a.kind === 'sea')
    .map((a) => {
      const l = labelOf(a.id);
      const [gx, gy] = projectGeo(a.geo);
      let best: Point = { x: gx, y: gy };
      let bestScore = -Infinity;
      for (let y = Math.max(0, Math.round(gy) - 200); y < Math.min(height, gy + 200); y += 4) {
        for (let x = Math.max(0, Math.round(gx) - 200); x < Math.min(width, gx + 200); x += 4) {
          const i = y * width + x;
          if (labels[i] !== l) continue;
          const score = Math.min(dist[i]!, 90) - 0.3 * Math.hypot(x - gx, y - gy);
          if (score > bestScore) [bestScore, best] = [score, { x, y }];
        }
      }
      return { id: a.id, name: a.name, polygons: vec.polygons.get(l) ?? [], label: best };
    });

  // --- decorations: the emptiest stretch of sea in the top-left / top-right corners ---
  const seaRect = (x0: number, y0: number, x1: number, y1: number, w: number, h: number, target: Point): Rect => {
    let best: Rect = { x: x0, y: y0, w, h };
    let bestScore = -Infinity;
    for (let y = y0; y + h <= y1; y += 10) {
      for (let x = x0; x + w <= x1; x += 10) {
        let sea = 0,
          n = 0;
        for (let yy = y - 30; yy <= y + h + 30; yy += 8) {
          for (let xx = x - 30; xx <= x + w + 30; xx += 8) {
            n++;
            const l = xx < 0 || yy < 0 || xx >= width || yy >= height ? OUTSIDE : labels[yy * width + xx]!;
            if (l === OUTSIDE || isSea(l)) sea++;
          }
        }
        const score = sea / n - 1e-5 * Math.hypot(x + w / 2 - target.x, y + h / 2 - target.y);
        if (score > bestScore) [bestScore, best] = [score, { x, y, w, h }];
      }
    }
    return roundRect(best);
  };
  // The legend in the top-left corner, west of Scotland (the bottom-left corner holds the zoom buttons).
  const legend = seaRect(20, 20, FRAME_ORIGIN.x + 260, Math.round(height * 0.3), 380, 250, { x: 0, y: 0 });
  const compassBox = seaRect(Math.round(width * 0.6), 20, width - 20, Math.round(height * 0.4), 200, 200, {
    x: width - 200,
    y: 300,
  });
  const decorations = { legend, compass: { x: compassBox.x + 100, y: compassBox.y + 100 } };

  const geometry: MapGeometry = {
    version: 1,
    width,
    height,
    blockSize: BLOCK,
    areas,
    borders,
    coastline,
    neutralLand: vec.polygons.get(labelOf(NEUTRAL)) ?? [],
    seas,
    seaDividers,
    exileBoxes,
    decorations,
  };

  for (const a of data.areas)
    if (a.kind !== 'sea' && !areas.some((s) => s.id === a.id)) problems.push(`no shape for ${a.id}`);
  const points = areas.map((a) => ({
    id: a.id,
    n: a.polygons.reduce((s, p) => s + p.reduce((t, r) => t + r.length / 2, 0), 0),
  }));
  console.log(
    `map ${width}x${height}; ${areas.length} areas, ${borders.length} borders, ${coastline.length} coast arcs`,
  );
  console.log('points per area:', points.map((p) => `${p.id}:${p.n}`).join(' '));

  if (debug) writeDebugPng(grid.width, grid.height, labels, ids);
  if (problems.length) {
    console.error('Adjacency problems (tune build/seeds.ts):\n  ' + problems.join('\n  '));
    process.exit(1);
  }
  const out = fileURLToPath(new URL('./map-geometry.json', import.meta.url));
  writeFileSync(out, JSON.stringify(geometry));
  console.log(`wrote ${out}`);
}

function writeDebugPng(width: number, height: number, labels: Int32Array, ids: string[]): void {
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!;
    const id = l === OUTSIDE ? '' : ids[l]!;
    const h = (l * 2654435761) >>> 0;
    const c: [number, number, number] =
      id === NEUTRAL
        ? [150, 150, 130]
        : id.endsWith('sea') || id === 'english-channel'
          ? [110 + (l % 3) * 20, 150, 200]
          : [h & 255, (h >> 8) & 255, (h >> 16) & 255];
    rgb.set(c, i * 3);
  }
  writeRgbPng('/tmp/map-labels.png', width, height, rgb);
}

main();
