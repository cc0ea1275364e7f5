// Where each block of an area sits. A stack is a tidy grid placed inside its area, clear of every
// area name; a stack that does not fit there collapses to counters (its blocks on one spot, each
// side's on its own in a contested area, with the number of blocks; the host shows them fanned out
// on hover or click). Only a counter with no clear room on its area stands beside it (a crowded
// board at a small window), tied to it by a leader (stack-leaders.ts). Pure maths in map units, no Pixi.
import type { Polygon, Rect } from '../../../../../assets/map/geometry';
import { polygonContains, unionRect } from './geometry-math';
import type { MapBlock } from './model';

export interface Slot {
  id: string;
  /** Centre, map px. */
  x: number;
  y: number;
}

/**
 * A block's drawing, in map units at scale 1 (a label sticker wider than tall: the name on one
 * line, pips and rating on the other). Its text is BLOCK_TEXT_PX tall at scale 1 and zoom 1.
 */
export const BLOCK_W = 56;
export const BLOCK_H = 34;
/** Smallest text on a block (name, rating), drawing units; on screen at least this many CSS px. */
export const BLOCK_TEXT_PX = 11;
/** Where a block's name is written on its top line, drawing units from its top-left corner (see block-view.ts). */
export const NAME_LINE = { x: 4, y: 4.5, w: BLOCK_W - 8, h: 12 };
/** Where its strength pips (from the left) and rating (to the right) are written on its bottom line, likewise. */
export const BOTTOM_LINE = { x: 5, y: 17, w: BLOCK_W - 9.5, h: 14 };
/** Space between blocks of a stack, drawing units. */
const GAP = 3;
/** Widest stack tried, in blocks per row. */
const MAX_COLUMNS = 4;
/**
 * A counter's count: a disc of this radius (outline included), drawing units. It stands over a top
 * corner of the counter (else under a bottom one), just clear of the name on the block's top line
 * and the rating on its bottom one (COUNT_OUT beyond the corner each way); where there is no room
 * around the counter it keeps within the counter's width: hung under a face-up top block's bottom
 * line as a tab (COUNT_TAB), clear of its text (a play-test's counts hid Warwick's pips and rating),
 * or tucked inside the bottom corners of a face-down one (its rose leaves them bare).
 */
export const COUNT_RADIUS = 11;
/**
 * A count hung under a counter: a tab this size (outline included), drawing units, its top on the
 * sticker's bare bottom edge just under the bottom line, so it reaches less far below than a disc.
 */
export const COUNT_TAB = { w: 20, h: 14 };
const COUNT_OUT = 4;

const SIDE_ORDER: Record<MapBlock['side'], number> = { lancaster: 0, york: 1, rebel: 2 };
/** The side a block fights for: its colour's, the Rebel's the Pretender's. */
const sideOf = (b: MapBlock): Camp => (b.side === 'rebel' ? b.camp : b.side);
/**
 * The side a block stands with: the side it fights for, a captive (MapBlock.captive) his captors'
 * (among whose blocks he stands, but whose force he is not: see fightersOf).
 */
export const campOf = (b: MapBlock): Camp => (b.captive ? (sideOf(b) === 'york' ? 'lancaster' : 'york') : sideOf(b));
export type Camp = 'lancaster' | 'york';

/** How many of `blocks` are a force of their side: all but a captive. */
const fightersOf = (blocks: readonly MapBlock[]): number => blocks.filter((b) => !b.captive).length;

/** Stable order: by side, own (revealed) before hidden, then id. */
export function sortStack(blocks: readonly MapBlock[]): MapBlock[] {
  return blocks
    .slice()
    .sort(
      (a, b) =>
        SIDE_ORDER[a.side] - SIDE_ORDER[b.side] ||
        Number(a.hidden) - Number(b.hidden) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/**
 * How much blocks are scaled (map units per drawing unit) at this zoom: never smaller on screen
 * than drawn (so text stays at least BLOCK_TEXT_PX), and no larger on the map than scale 1.
 */
export function blockScale(zoom: number): number {
  return Math.max(1, 1 / zoom);
}

/** Where an area's stack may go: the area's shape, where it would like it, and what it must leave clear. */
export interface StackRoom {
  polygons: readonly Polygon[];
  bbox: Rect;
  /** Preferred stack centre. */
  anchor: { x: number; y: number };
  /** Area names (this area's and any other's as far as its stack may stand) and other areas' exile boxes, map units at the current zoom. */
  avoid: readonly Rect[];
}

/**
 * One side's blocks counted on a counter: how many (a captive among them is no force of theirs),
 * and the centre of the disc that says so.
 */
export interface StackCount {
  camp: Camp;
  n: number;
  /**
   * Not a force but the captive among the counter's blocks (Kingmaker's Henry VI in London): his
   * captive mark in his own side's (`camp`) place, which his captors' count leaves free.
   */
  captive?: true;
  /** Hung under the counter as a tab (COUNT_TAB) rather than a disc. */
  tab?: true;
  x: number;
  y: number;
}

/**
 * Blocks drawn on one spot: a collapsed stack is one counter (every block of the area), or, in a
 * contested area, one counter per side. A side's lone block on its own counter is a plain block.
 */
export interface StackCounter {
  /** Its blocks, bottom first (the most telling last, on top). */
  ids: string[];
  rect: Rect;
  /** Count discs: one for a side's counter of two blocks or more; one per side on a contested area's single counter. */
  counts: StackCount[];
}

export interface StackPlan {
  /** Bottom first (drawing order). A counter has every slot on one spot, the most telling block last. */
  slots: Slot[];
  /** Some of its blocks stand on one spot (a counter of two or more). */
  collapsed: boolean;
  /** Where it is drawn as counters: one, or one per side (empty: every block laid out in full). */
  counters: StackCounter[];
  /** Every block wholly inside its area (false: over its border the least it can, or beside the area where no room on it is clear). */
  inside: boolean;
  /** How much of its blocks' room lies outside the area, as a fraction (0 when inside; sampled). */
  spill: number;
  /** The blocks' bounds (counters' rects together), map units. */
  rect: Rect;
  /** All the stack draws: `rect` and the counters' count discs (what must stay clear of names and other stacks). */
  bounds: Rect;
  /** False when no clear place was found and it stands on its anchor, over whatever is there. */
  clear: boolean;
}

/**
 * Where a counter's counts go: over its top corners, under its bottom ones, or within its width:
 * tucked inside the bottom corners (a face-down top block), or hung under its bottom line as tabs (a face-up one).
 */
type CountPlace = 'top' | 'bottom' | 'tucked' | 'under';

/** Where a counter covering `r` draws a count at block scale `scale`, by its left or right corner. */
function countAt(r: Rect, scale: number, place: CountPlace, corner: 'left' | 'right'): { x: number; y: number } {
  if (place === 'tucked') {
    // Low enough to leave the name's line whole (its top COUNT_RADIUS + 5 below it), over the block's edge.
    const inset = (COUNT_RADIUS - 2) * scale;
    return { x: corner === 'right' ? r.x + r.w - inset : r.x + inset, y: r.y + r.h - (COUNT_RADIUS - 5) * scale };
  }
  if (place === 'under') {
    // A tab, its top half a unit below the bottom line, its side on the counter's.
    const inset = (COUNT_TAB.w / 2) * scale;
    const y = r.y + (BOTTOM_LINE.y + BOTTOM_LINE.h + 0.5 + COUNT_TAB.h / 2) * scale;
    return { x: corner === 'right' ? r.x + r.w - inset : r.x + inset, y };
  }
  const out = COUNT_OUT * scale;
  return { x: corner === 'right' ? r.x + r.w + out : r.x - out, y: place === 'top' ? r.y - out : r.y + r.h + out };
}

/** Where a count stands: its centre, and whether it is a tab. */
type CountSpot = Pick<StackCount, 'x' | 'y' | 'tab'>;

/** Half a count's width and height at block scale `scale`: a disc's radius, or half a tab's size. */
const halfSize = (k: CountSpot, scale: number): [number, number] =>
  k.tab ? [(COUNT_TAB.w / 2) * scale, (COUNT_TAB.h / 2) * scale] : [COUNT_RADIUS * scale, COUNT_RADIUS * scale];

/** The box a count is drawn in, at block scale `scale`. */
export function countRect(k: CountSpot, scale: number): Rect {
  const [hx, hy] = halfSize(k, scale);
  return { x: k.x - hx, y: k.y - hy, w: 2 * hx, h: 2 * hy };
}

/**
 * `r` grown to hold `counts` drawn at block scale `scale`: a counter's ink, its rect and its counts
 * (see StackPlan.bounds), whether the counter is built (inkOf) or only weighed (planOne's inkAt).
 */
function withCounts(r: Rect, counts: readonly CountSpot[], scale: number): Rect {
  let x = r.x;
  let y = r.y;
  let right = r.x + r.w;
  let bottom = r.y + r.h;
  for (const k of counts) {
    // The count's box, as `union` of the rect and each count's box would measure it.
    const [hx, hy] = halfSize(k, scale);
    const kx = k.x - hx;
    const ky = k.y - hy;
    x = Math.min(x, kx);
    y = Math.min(y, ky);
    right = Math.max(right, kx + 2 * hx);
    bottom = Math.max(bottom, ky + 2 * hy);
  }
  return { x, y, w: right - x, h: bottom - y };
}

/** A counter's rect grown to hold its counts (see StackPlan.bounds). */
const inkOf = (c: StackCounter, scale: number): Rect => withCounts(c.rect, c.counts, scale);

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const inside = (polys: readonly Polygon[], x: number, y: number): boolean =>
  polys.some((p) => polygonContains(p, x, y));

/**
 * `inside(polys, x, y)` for every x of `xs` on one row: the same even-odd count as polygonContains
 * (a point is inside a polygon when an odd number of its edges cross the row beyond it), each
 * edge's crossing worked out once for the row rather than once per point.
 */
function insideRow(polys: readonly Polygon[], y: number, xs: readonly number[]): boolean[] {
  const result = xs.map(() => false);
  for (const poly of polys) {
    const cross: number[] = [];
    for (const ring of poly)
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const xi = ring[i]!;
        const yi = ring[i + 1]!;
        const xj = ring[j]!;
        const yj = ring[j + 1]!;
        if (yi > y !== yj > y) cross.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
      }
    cross.sort((a, b) => a - b);
    xs.forEach((x, k) => {
      // How many crossings lie beyond x (x < c): those after the last one at or before it.
      let lo = 0;
      let hi = cross.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cross[mid]! <= x) lo = mid + 1;
        else hi = mid;
      }
      if ((cross.length - lo) % 2 === 1) result[k] = true;
    });
  }
  return result;
}

/** Whether segment (x1, y1)–(x2, y2) touches rect `r`: boxes overlap and r's corners are not all on one side of its line. */
function segmentHitsRect(x1: number, y1: number, x2: number, y2: number, r: Rect): boolean {
  if (Math.max(x1, x2) < r.x || Math.min(x1, x2) > r.x + r.w || Math.max(y1, y2) < r.y || Math.min(y1, y2) > r.y + r.h)
    return false;
  const side = (x: number, y: number): number => Math.sign((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1));
  const s0 = side(r.x, r.y);
  return s0 === 0 || side(r.x + r.w, r.y) !== s0 || side(r.x, r.y + r.h) !== s0 || side(r.x + r.w, r.y + r.h) !== s0;
}

/** True if no edge of `polys` crosses or touches `r`. */
function noEdgeCrosses(polys: readonly Polygon[], r: Rect): boolean {
  for (const poly of polys)
    for (const ring of poly)
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2)
        if (segmentHitsRect(ring[j]!, ring[j + 1]!, ring[i]!, ring[i + 1]!, r)) return false;
  return true;
}

/** Clear of every name and every stack placed before (candidate centres are on the area already). */
function standsClear(r: Rect, room: StackRoom, taken: readonly Rect[]): boolean {
  return !room.avoid.some((a) => rectsOverlap(a, r)) && !taken.some((t) => rectsOverlap(t, r));
}

/**
 * Whether blocks covering `r` stand wholly inside the area, and all they draw (`ink`, by default
 * `r` itself) clear of every name and placed stack.
 */
export function fitsInside(r: Rect, room: StackRoom, taken: readonly Rect[] = [], ink: Rect = r): boolean {
  // Its centre inside and no edge of the area crossing it: the whole rect is inside.
  return (
    standsClear(ink, room, taken) &&
    inside(room.polygons, r.x + r.w / 2, r.y + r.h / 2) &&
    noEdgeCrosses(room.polygons, r)
  );
}

/**
 * An area's candidate centres at one step, and what is known of them: none of it depends on the
 * blocks or the other stacks, so it is worked out once per room (the scene keeps its rooms while
 * the zoom stays) and shared by every plan and replan.
 */
interface Spots {
  step: number;
  /** Candidate centres on the area (a grid over its box, and the anchor), nearest the anchor first. */
  spots: [number, number][];
  /** Each spot's distance from the anchor. */
  dist: Float64Array;
  /** Whether each spot is on the area (all but perhaps the anchor). */
  onArea: Uint8Array;
  /** Per rect about a spot (offset and size): whether it stands wholly inside the area, 1 yes, 2 no, 0 not asked yet. */
  within: Map<string, Uint8Array>;
  /** Per block size: how many places for one block are clear of the names (see planStacks). */
  free: Map<string, number>;
  /** Per block size and count places: step 4's candidates, least spill first (see spillOrder). */
  spillOrder: Map<string, Int32Array>;
}

const spotCache = new WeakMap<StackRoom, Spots>();

function spotsOf(room: StackRoom, step: number): Spots {
  const cached = spotCache.get(room);
  if (cached?.step === step) return cached;
  const b = room.bbox;
  const out: [number, number][] = [[room.anchor.x, room.anchor.y]];
  const xs: number[] = [];
  for (let x = b.x + step / 2; x < b.x + b.w; x += step) xs.push(x);
  for (let y = b.y + step / 2; y < b.y + b.h; y += step) {
    const on = insideRow(room.polygons, y, xs);
    xs.forEach((x, i) => on[i] && out.push([x, y]));
  }
  // Nearest the anchor first (a stable sort on each spot's squared distance, worked out once).
  const d = out.map((p) => (p[0] - room.anchor.x) ** 2 + (p[1] - room.anchor.y) ** 2);
  const spots = out
    .map((_, i) => i)
    .sort((p, q) => d[p]! - d[q]!)
    .map((i) => out[i]!);
  const entry: Spots = {
    step,
    spots,
    dist: new Float64Array(spots.length),
    onArea: new Uint8Array(spots.length),
    within: new Map(),
    free: new Map(),
    spillOrder: new Map(),
  };
  for (let i = 0; i < spots.length; i++) {
    const [x, y] = spots[i]!;
    entry.dist[i] = Math.hypot(x - room.anchor.x, y - room.anchor.y);
    // The grid's spots were kept for being on the area; the anchor is asked.
    entry.onArea[i] = x === room.anchor.x && y === room.anchor.y ? Number(inside(room.polygons, x, y)) : 1;
  }
  spotCache.set(room, entry);
  return entry;
}

/**
 * The candidate centres on an area that planning blocks of scale `scale` there uses (the room's own,
 * worked out once): for whatever else wants a point on the area, such as a leader's end (stack-leaders.ts).
 */
export function areaSpots(room: StackRoom, scale: number): readonly (readonly [number, number])[] {
  return spotsOf(room, spotStep(room, BLOCK_H * scale)).spots;
}

/** Whether `r` stands wholly inside the room's area (as planning asks it). */
export const standsWithin = (room: StackRoom, r: Rect): boolean => within(room, r);

/** The step of an area's candidate centres for blocks `bh` tall. */
const spotStep = (room: StackRoom, bh: number): number => Math.max(bh / 4, Math.max(room.bbox.w, room.bbox.h) / 24);

/**
 * Whether a `w` x `h` rect centred `dx`, `dy` from spot `i` stands wholly inside the area (as
 * `within`), remembered in `spots`: the memo's array for that rect (0 until asked) and the test.
 */
function withinAbout(
  spots: Spots,
  room: StackRoom,
  dx: number,
  dy: number,
  w: number,
  h: number,
): { known: Uint8Array; test: (i: number) => boolean } {
  const key = `${dx} ${dy} ${w} ${h}`;
  let known = spots.within.get(key);
  if (!known) spots.within.set(key, (known = new Uint8Array(spots.spots.length)));
  const memo = known;
  return {
    known: memo,
    test: (i) => {
      if (memo[i] === 0) {
        const [x, y] = spots.spots[i]!;
        memo[i] = within(room, { x: x + dx - w / 2, y: y + dy - h / 2, w, h }) ? 1 : 2;
      }
      return memo[i] === 1;
    },
  };
}

/**
 * Step 4's candidates for a counter `bw` x `bh` with its counts in each of `modes` (within its width
 * costing `tuckedCost`): every spot on the area under every mode, as `mode * spots + spot`, least spill first,
 * then in step 4's own order (modes, then spots). Spills are multiples of 1/24, plus 0.1 for a tucked
 * count, so two of them are equal or differ by far more than step 4's 1e-9: its choice, the first of
 * the least spill among those clear, is the first clear one here.
 */
/** A count placed `place` is a tab (hung under the counter's text), else a disc. */
const tabIf = (place: CountPlace): { tab?: true } => (place === 'under' ? { tab: true } : {});

/** Counts kept within the counter's width (tucked inside it or under its text). */
const inWidth = (place: CountPlace): boolean => place === 'tucked' || place === 'under';

function spillOrder(
  known: Spots,
  room: StackRoom,
  bw: number,
  bh: number,
  modes: readonly CountPlace[],
  tuckedCost: number,
): Int32Array {
  const key = `${bw} ${bh} ${modes.join()} ${tuckedCost}`;
  const cached = known.spillOrder.get(key);
  if (cached) return cached;
  const n = known.spots.length;
  // Spots by how many of the 24 samples fall outside (spillOf * 24), each group in spot order.
  const byOut: number[][] = Array.from({ length: 25 }, () => []);
  for (let i = 0; i < n; i++) {
    const [x, y] = known.spots[i]!;
    if (known.onArea[i]) byOut[spillSamples(room, { x: x - bw / 2, y: y - bh / 2, w: bw, h: bh })]!.push(i);
  }
  // Each mode's groups by their spill (as step 4 reckons it), then mode, then spot: a sort of
  // at most 75 groups rather than of every candidate.
  const groups = modes.flatMap((place, m) =>
    byOut.map((spots, out) => ({ m, spots, value: out / 24 + (inWidth(place) ? tuckedCost : 0) })),
  );
  groups.sort((a, b) => a.value - b.value || a.m - b.m);
  const order = Int32Array.from(groups.flatMap((g) => g.spots.map((i) => g.m * n + i)));
  known.spillOrder.set(key, order);
  return order;
}

/**
 * Everything an area's stack may be tested against: its box and anchor grown by half their size
 * or three blocks each way (beyond step 5's widest reach and any grid on the area). A name or stack
 * that does not overlap it cannot be in the way of a stack planned there, and one that does may be
 * (stackRooms gives a room every name within it).
 */
export function reachOf(room: Pick<StackRoom, 'bbox' | 'anchor'>, bw: number, bh: number): Rect {
  const b = room.bbox;
  const x0 = Math.min(b.x, room.anchor.x);
  const y0 = Math.min(b.y, room.anchor.y);
  const x1 = Math.max(b.x + b.w, room.anchor.x);
  const y1 = Math.max(b.y + b.h, room.anchor.y);
  const mx = Math.max((x1 - x0) / 2, 3 * bw) + bw;
  const my = Math.max((y1 - y0) / 2, 3 * bh) + bh;
  return { x: x0 - mx, y: y0 - my, w: x1 - x0 + 2 * mx, h: y1 - y0 + 2 * my };
}

/** Centres of a `w` x `h` rect wholly within `reach`, nearest `anchor` first. */
function reachSpots(
  reach: Rect,
  w: number,
  h: number,
  step: number,
  anchor: { x: number; y: number },
): [number, number][] {
  const out: [number, number][] = [];
  for (let y = reach.y + h / 2; y <= reach.y + reach.h - h / 2; y += step)
    for (let x = reach.x + w / 2; x <= reach.x + reach.w - w / 2; x += step) out.push([x, y]);
  const d = (p: [number, number]): number => (p[0] - anchor.x) ** 2 + (p[1] - anchor.y) ** 2;
  return out.sort((p, q) => d(p) - d(q));
}

/** Rows of block ids: each side on its own rows, at most `columns` per row. */
function rowsOf(sorted: readonly MapBlock[], columns: number): string[][] {
  const rows: string[][] = [];
  for (const side of ['lancaster', 'york'] as const) {
    const ids = sorted.filter((b) => campOf(b) === side).map((b) => b.id);
    for (let i = 0; i < ids.length; i += columns) rows.push(ids.slice(i, i + columns));
  }
  return rows;
}

/** Slots of `rows` centred on (cx, cy); each row centred. */
function gridSlots(rows: readonly string[][], cx: number, cy: number, bw: number, bh: number, gap: number): Slot[] {
  const top = cy - ((rows.length - 1) * (bh + gap)) / 2;
  return rows.flatMap((ids, r) => {
    const x0 = cx - ((ids.length - 1) * (bw + gap)) / 2;
    return ids.map((id, i) => ({ id, x: x0 + i * (bw + gap), y: top + r * (bh + gap) }));
  });
}

/** Whether `r` stands wholly inside the area: its centre inside and no edge of the area crossing it. */
const within = (room: StackRoom, r: Rect): boolean =>
  insideBanded(room, r.x + r.w / 2, r.y + r.h / 2) && noEdgeCrossesBanded(room, r);

/**
 * An area's border edges sorted into horizontal bands, made once per room: an edge is in every band
 * its height meets, so the edges that can meet a height (or a rect's heights) are in its band(s).
 * Each edge is [xi, yi, xj, yj, polygon, first band] as polygonContains walks it (i a vertex, j the one before).
 */
interface Bands {
  y0: number;
  height: number;
  bands: number[][];
}
const BAND_COUNT = 32;
/** Per area shape (rooms are made anew at each zoom; their shapes stay). */
const bandCache = new WeakMap<readonly Polygon[], Bands>();
function bandsOf(room: StackRoom): Bands {
  const cached = bandCache.get(room.polygons);
  if (cached) return cached;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const poly of room.polygons)
    for (const ring of poly)
      for (let i = 1; i < ring.length; i += 2) {
        y0 = Math.min(y0, ring[i]!);
        y1 = Math.max(y1, ring[i]!);
      }
  const entry: Bands = { y0, height: (y1 - y0) / BAND_COUNT || 1, bands: Array.from({ length: BAND_COUNT }, () => []) };
  room.polygons.forEach((poly, p) => {
    for (const ring of poly)
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const [xi, yi, xj, yj] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
        for (let k = bandAt(entry, Math.min(yi, yj)); k <= bandAt(entry, Math.max(yi, yj)); k++)
          entry.bands[k]!.push(xi, yi, xj, yj, p, bandAt(entry, Math.min(yi, yj)));
      }
  });
  bandCache.set(room.polygons, entry);
  return entry;
}

/** The band of height y (monotone in y, so an edge spanning y is in y's band). */
const bandAt = (b: Bands, y: number): number =>
  Math.min(BAND_COUNT - 1, Math.max(0, Math.floor((y - b.y0) / b.height)));

/** inside(room.polygons, x, y): polygonContains' even-odd rule over the edges that can cross height y (one band). */
function insideBanded(room: StackRoom, x: number, y: number): boolean {
  const b = bandsOf(room);
  const edges = b.bands[bandAt(b, y)]!;
  let odd = 0;
  for (let e = 0; e < edges.length; e += 6) {
    const [xi, yi, xj, yj] = [edges[e]!, edges[e + 1]!, edges[e + 2]!, edges[e + 3]!];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd ^= 1 << edges[e + 4]!;
  }
  return odd !== 0;
}

/** noEdgeCrosses(room.polygons, r) over the edges in the bands of r's heights (the others cannot touch it). */
function noEdgeCrossesBanded(room: StackRoom, r: Rect): boolean {
  const b = bandsOf(room);
  const first = bandAt(b, r.y);
  for (let k = first; k <= bandAt(b, r.y + r.h); k++) {
    const edges = b.bands[k]!;
    // An edge over several of these bands is tested in the first of them only.
    for (let e = 0; e < edges.length; e += 6)
      if (
        Math.max(first, edges[e + 5]!) === k &&
        segmentHitsRect(edges[e + 2]!, edges[e + 3]!, edges[e]!, edges[e + 1]!, r)
      )
        return false;
  }
  return true;
}

/** The area's inside-ness on a lattice of MASK_CELL map units over its box, made once per room. */
const MASK_CELL = 6;
/** Per area shape and box (rooms are made anew at each zoom; their shapes stay). */
const masks = new WeakMap<readonly Polygon[], { bbox: Rect; mask: Uint8Array }>();
function maskOf(room: StackRoom): Uint8Array {
  const b = room.bbox;
  const cached = masks.get(room.polygons);
  if (cached && cached.bbox.x === b.x && cached.bbox.y === b.y && cached.bbox.w === b.w && cached.bbox.h === b.h)
    return cached.mask;
  const cols = Math.ceil(b.w / MASK_CELL);
  const rows = Math.ceil(b.h / MASK_CELL);
  const mask = new Uint8Array(cols * rows);
  const xs = Array.from({ length: cols }, (_, i) => b.x + (i + 0.5) * MASK_CELL);
  for (let j = 0; j < rows; j++)
    insideRow(room.polygons, b.y + (j + 0.5) * MASK_CELL, xs).forEach((on, i) => (mask[j * cols + i] = on ? 1 : 0));
  masks.set(room.polygons, { bbox: { ...b }, mask });
  return mask;
}

/** How much of `r` lies outside the area, as a fraction (sampled on a 6 x 4 grid against the room's mask). */
function spillOf(room: StackRoom, r: Rect): number {
  return spillSamples(room, r) / 24;
}

/** How many of spillOf's 24 samples of `r` lie outside the area. */
function spillSamples(room: StackRoom, r: Rect): number {
  const mask = maskOf(room);
  const b = room.bbox;
  const cols = Math.ceil(b.w / MASK_CELL);
  const rows = Math.ceil(b.h / MASK_CELL);
  let out = 0;
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 4; j++) {
      const c = Math.floor((r.x + ((i + 0.5) * r.w) / 6 - b.x) / MASK_CELL);
      const q = Math.floor((r.y + ((j + 0.5) * r.h) / 4 - b.y) / MASK_CELL);
      if (c < 0 || q < 0 || c >= cols || q >= rows || !mask[q * cols + c]) out++;
    }
  return out;
}

/** Blocks bottom first, the most telling on top: a revealed one (the viewer's own) over a hidden one. */
const topLast = (list: readonly MapBlock[]): string[] =>
  list
    .slice()
    .sort((a, b) => Number(b.hidden) - Number(a.hidden))
    .map((b) => b.id);

/** Counters placed about one spot (their centre). */
type Layout = (x: number, y: number) => StackCounter[];

/**
 * Lays out one area's blocks at block scale `scale`, clear of every name and of the stacks in
 * `taken`, always inside the area when there is room for one block:
 * 1. the grid (1 to 4 columns, each side on its own rows) nearest the anchor wholly inside the area;
 * 2. contested: one counter per side (Lancaster's left of or above York's), each with its count;
 * 3. one counter of every block (a contested one shows each side's count, Lancaster's on its left
 *    corner, York's on its right), wholly inside;
 * 4. where the area has no clear room for even one block (a small area at a small window), that
 *    counter with its centre on the area, over its border the least it can;
 * 5. else (a crowded board at a small window) off the area within a quarter block of its box, then one
 *    block, then two; on the anchor if nothing is clear.
 * A grid never stands over a border: a stack that does not fit collapses.
 */
export function planStack(
  blocks: readonly MapBlock[],
  room: StackRoom,
  scale: number,
  taken: readonly Rect[] = [],
  countOutside = true,
): StackPlan {
  return planOne(blocks, room, scale, taken, countOutside).plan;
}

/**
 * A stack's plan, and what it depended on (see planStacks): planning is the same pure walk through
 * candidates whatever the other stacks, except for the answers of `clear`, so the plan holds for
 * any stacks placed before it that give every one of those answers again.
 */
interface Planned {
  plan: StackPlan;
  /** Placed by steps 1 or 2, before the counts' places were tried: the same whether they may stand outside or not. */
  early: boolean;
  /** Something it tried stood beyond `reachOf` its room, so names and stacks farther away counted too. */
  escaped: boolean;
  /** What it asked `clear` (all within its reach unless escaped): the rects found clear... */
  passed: Rect[];
  /** ...and those found in the way of a placed stack, with that stack's rect (`by`, as given in `taken`). */
  blocked: Rect[];
  by: Rect[];
}

function planOne(
  blocks: readonly MapBlock[],
  room: StackRoom,
  scale: number,
  taken: readonly Rect[],
  countOutside: boolean,
): Planned {
  const sorted = sortStack(blocks);
  const bw = BLOCK_W * scale;
  const bh = BLOCK_H * scale;
  const gap = GAP * scale;
  const step = spotStep(room, bh);
  const known = spotsOf(room, step);
  const spots = known.spots;
  // Only the names and stacks overlapping the reach can be in the way of a rect well inside it;
  // one beyond it (never met on the map) is tested against them all.
  const reach = reachOf(room, bw, bh);
  const [left, top] = [reach.x + 1, reach.y + 1];
  const [right, bottom] = [reach.x + reach.w - 1, reach.y + reach.h - 1];
  const near = [...room.avoid, ...taken].filter((t) => rectsOverlap(t, reach));
  /** Where the placed stacks start in `near` (after the names; -1: none near). */
  const names = near.findIndex((t) => !room.avoid.includes(t));
  let escaped = false;
  const passed: Rect[] = [];
  const blocked: Rect[] = [];
  const by: Rect[] = [];
  /** As standsClear(r, room, taken). */
  const clear = (r: Rect): boolean => {
    if (r.x >= left && r.y >= top && r.x + r.w <= right && r.y + r.h <= bottom) {
      for (let k = 0; k < near.length; k++)
        if (rectsOverlap(near[k]!, r)) {
          if (names >= 0 && k >= names) {
            blocked.push(r);
            by.push(near[k]!);
          }
          return false;
        }
      passed.push(r);
      return true;
    }
    escaped = true;
    return standsClear(r, room, taken);
  };
  const done = (plan: StackPlan, early: boolean): Planned => ({ plan, early, escaped, passed, blocked, by });
  const rectAt = (x: number, y: number, w: number, h: number): Rect => ({ x: x - w / 2, y: y - h / 2, w, h });
  const finish = (counters: StackCounter[], slots: Slot[], clear: boolean): StackPlan => {
    const rects = counters.length ? counters.map((c) => c.rect) : [slotsRect(slots, bw, bh)];
    return {
      slots,
      collapsed: counters.some((c) => c.ids.length > 1),
      counters,
      inside: rects.every((r) => within(room, r)),
      spill: Math.max(...rects.map((r) => (within(room, r) ? 0 : spillOf(room, r)))),
      rect: unionRect(rects),
      bounds: counters.length ? unionRect(counters.map((c) => inkOf(c, scale))) : unionRect(rects),
      clear,
    };
  };
  if (sorted.length === 0) {
    const empty = { x: room.anchor.x, y: room.anchor.y, w: 0, h: 0 };
    const plan = {
      slots: [],
      collapsed: false,
      counters: [],
      inside: true,
      spill: 0,
      clear: true,
      rect: empty,
      bounds: empty,
    };
    return done(plan, true);
  }
  const shapes: { rows: string[][]; w: number; h: number }[] = [];
  const seen = new Set<string>();
  for (let columns = 1; columns <= Math.min(MAX_COLUMNS, sorted.length); columns++) {
    const rows = rowsOf(sorted, columns);
    const cols = Math.max(...rows.map((r) => r.length));
    if (seen.has(`${cols}x${rows.length}`)) continue;
    seen.add(`${cols}x${rows.length}`);
    shapes.push({ rows, w: cols * bw + (cols - 1) * gap, h: rows.length * bh + (rows.length - 1) * gap });
  }
  // Between equally near places, the grid shaped most like the area wins.
  const aspect = (w: number, h: number): number => Math.abs(Math.log(w / h / (room.bbox.w / room.bbox.h)));
  shapes.sort((p, q) => aspect(p.w, p.h) - aspect(q.w, q.h));
  // 1. The whole grid, inside (as fitsInside: clear, and wholly inside the area).
  const fitting = shapes.filter((s) => s.w <= room.bbox.w && s.h <= room.bbox.h);
  const grids = fitting.map((s) => {
    const inArea = withinAbout(known, room, 0, 0, s.w, s.h);
    return (i: number): boolean =>
      inArea.known[i] !== 2 && clear(rectAt(spots[i]![0], spots[i]![1], s.w, s.h)) && inArea.test(i);
  });
  const grid = nearest(known, grids);
  if (grid) {
    const shape = fitting[grid.layout]!;
    return done(finish([], gridSlots(shape.rows, grid.x, grid.y, bw, bh, gap), true), true);
  }

  // Collapsed: counters, each one block's room with its blocks on one spot.
  const camps = (['lancaster', 'york'] as const)
    .map((camp) => ({ camp, list: sorted.filter((b) => campOf(b) === camp) }))
    .filter((g) => g.list.length > 0);
  // The discs of one counter of every block, and the corner of each: one side's count by the right
  // corner (a captive's mark by the left, clear of it); a contested counter's counts, Lancaster's by
  // the left corner, York's the right (a captive is in neither, and shows in the fan and on his block).
  const captives = sorted.filter((b) => b.captive);
  type Disc = Omit<StackCount, 'x' | 'y'> & { corner: 'left' | 'right' };
  const singleDiscs: Disc[] =
    camps.length === 1
      ? camps[0]!.list.length > 1
        ? [
            ...(captives.length
              ? [{ camp: sideOf(captives[0]!), n: captives.length, captive: true as const, corner: 'left' as const }]
              : []),
            { camp: camps[0]!.camp, n: fightersOf(camps[0]!.list), corner: 'right' as const },
          ]
        : []
      : camps
          .map((g) => ({
            camp: g.camp,
            n: fightersOf(g.list),
            corner: g.camp === 'lancaster' ? ('left' as const) : ('right' as const),
          }))
          .filter((k) => k.n > 0);
  const discs = (r: Rect, place: CountPlace): StackCount[] =>
    singleDiscs.map(({ corner, ...k }) => ({ ...k, ...countAt(r, scale, place, corner), ...tabIf(place) }));
  const allIds = topLast(sorted);
  const single =
    (place: CountPlace): Layout =>
    (x, y) => {
      const rect = rectAt(x, y, bw, bh);
      return [{ ids: allIds, rect, counts: discs(rect, place) }];
    };
  const corners = singleDiscs.map((k) => k.corner);
  /** inkOf(single(place)(x, y)[0]), without building the counter. */
  const singleInk = (x: number, y: number, place: CountPlace): Rect => inkAt(rectAt(x, y, bw, bh), place, corners);
  /** inkOf a counter on `rect` with its counts placed `place` by `corners`, without building it. */
  const inkAt = (rect: Rect, place: CountPlace, corners: readonly ('left' | 'right')[]): Rect =>
    withCounts(
      rect,
      corners.map((corner) => ({ ...countAt(rect, scale, place, corner), ...tabIf(place) })),
      scale,
    );
  const idsOf = new Map(camps.map((g) => [g, topLast(g.list)]));
  const counterOf = (g: (typeof camps)[number], rect: Rect, corner: 'left' | 'right'): StackCounter => ({
    ids: idsOf.get(g)!,
    rect,
    counts: g.list.length > 1 ? [{ camp: g.camp, n: fightersOf(g.list), ...countAt(rect, scale, 'top', corner) }] : [],
  });
  // Side by side (counts on the outer corners), or one above the other (York's count between them);
  // `at` is where each counter's centre stands from the pair's.
  const [lan, york] = camps;
  const between = gap + ((york?.list.length ?? 0) > 1 ? (COUNT_RADIUS + COUNT_OUT) * scale : 0);
  // Their counts, as counterOf places them (each by its outer top corner, for two blocks or more).
  const lanCorners: 'left'[] = (lan?.list.length ?? 0) > 1 ? ['left'] : [];
  const yorkCorners: 'right'[] = (york?.list.length ?? 0) > 1 ? ['right'] : [];
  /** insideClear's measure of counters on `a` (Lancaster's) and `b` (York's): both inks together, without building them. */
  const pairInk = (a: Rect, b: Rect): Rect => unionRect([inkAt(a, 'top', lanCorners), inkAt(b, 'top', yorkCorners)]);
  const pairs: { layout: Layout; ink: (x: number, y: number) => Rect; at: [number, number][] }[] =
    camps.length === 2
      ? [
          {
            layout: (x, y) => [
              counterOf(lan!, rectAt(x - (bw + gap) / 2, y, bw, bh), 'left'),
              counterOf(york!, rectAt(x + (bw + gap) / 2, y, bw, bh), 'right'),
            ],
            ink: (x, y) => pairInk(rectAt(x - (bw + gap) / 2, y, bw, bh), rectAt(x + (bw + gap) / 2, y, bw, bh)),
            at: [
              [-((bw + gap) / 2), 0],
              [(bw + gap) / 2, 0],
            ],
          },
          {
            layout: (x, y) => [
              counterOf(lan!, rectAt(x, y - (bh + between) / 2, bw, bh), 'left'),
              counterOf(york!, rectAt(x, y + (bh + between) / 2, bw, bh), 'right'),
            ],
            ink: (x, y) =>
              pairInk(rectAt(x, y - (bh + between) / 2, bw, bh), rectAt(x, y + (bh + between) / 2, bw, bh)),
            at: [
              [0, -((bh + between) / 2)],
              [0, (bh + between) / 2],
            ],
          },
        ]
      : [];
  pairs.sort((p, q) => {
    const a = unionRect(p.layout(0, 0).map((c) => c.rect));
    const b = unionRect(q.layout(0, 0).map((c) => c.rect));
    return aspect(a.w, a.h) - aspect(b.w, b.h);
  });
  // 2. One counter per side, inside: each counter inside; all they draw together (the bounds other
  //    stacks keep clear of, the union of their inks) clear.
  const pair = nearest(
    known,
    pairs.map(({ ink, at }) => {
      const inArea = at.map(([dx, dy]) => withinAbout(known, room, dx, dy, bw, bh));
      return (i: number): boolean =>
        inArea.every((a) => a.known[i] !== 2) &&
        clear(ink(spots[i]![0], spots[i]![1])) &&
        inArea.every((a) => a.test(i));
    }),
  );
  if (pair) return done(placed(pairs[pair.layout]!.layout(pair.x, pair.y), true), true);

  // Within its width: under a face-up top block's text, tucked into a face-down one's bare corners.
  const inner: CountPlace = sorted.find((b) => b.id === allIds.at(-1))?.hidden === false ? 'under' : 'tucked';
  const modes: CountPlace[] = countOutside ? ['top', 'bottom', inner] : [inner];
  // 3. One counter, inside.
  const lone = withinAbout(known, room, 0, 0, bw, bh);
  for (const place of modes) {
    // (As step 2 for one counter.)
    const one = nearest(known, [
      (i) => lone.known[i] !== 2 && clear(unionRect([singleInk(spots[i]![0], spots[i]![1], place)])) && lone.test(i),
    ]);
    if (one) return done(placed(single(place)(one.x, one.y), true), false);
  }
  // 4. No room inside: its centre on the area, as little of it over the border as can be (its
  //    counts tucked in only where that keeps clearly more of it inside).
  //    The first clear one of spillOrder: the spot on the area whose counter's ink is clear with the
  //    least spill (plus 0.1 when tucked), the first such in the order of modes, then spots.
  for (const code of spillOrder(known, room, bw, bh, modes, countOutside ? 0.1 : 0)) {
    const place = modes[Math.floor(code / spots.length)]!;
    const [x, y] = spots[code % spots.length]!;
    if (clear(singleInk(x, y, place))) return done(placed(single(place)(x, y), true), false);
  }
  // 5. Off the area: within the quarter-block reach of its box, then within a block; else on the anchor.
  const b = room.bbox;
  const nearBox = { x: b.x - bw / 4, y: b.y - bh / 4, w: b.w + bw / 2, h: b.h + bh / 2 };
  const wide = { x: b.x - bw, y: b.y - bh, w: b.w + 2 * bw, h: b.h + 2 * bh };
  const wider = { x: b.x - 2 * bw, y: b.y - 2 * bh, w: b.w + 4 * bw, h: b.h + 4 * bh };
  for (const box of [nearBox, wide, wider]) {
    const around = reachSpots(box, bw, bh, step, room.anchor);
    for (const place of modes) {
      const at = around.find((p) => clear(singleInk(p[0], p[1], place)));
      if (at) return done(placed(single(place)(...at), true), false);
    }
  }
  return done(placed(single(inner)(room.anchor.x, room.anchor.y), false), false);

  function placed(counters: StackCounter[], clear: boolean): StackPlan {
    const slots = counters.flatMap((c) =>
      c.ids.map((id) => ({ id, x: c.rect.x + c.rect.w / 2, y: c.rect.y + c.rect.h / 2 })),
    );
    return finish(counters, slots, clear);
  }
}

/** The bounds of blocks `bw` x `bh` centred on `slots`. */
function slotsRect(slots: readonly Slot[], bw: number, bh: number): Rect {
  return unionRect(slots.map((s) => ({ x: s.x - bw / 2, y: s.y - bh / 2, w: bw, h: bh })));
}

/**
 * The spot nearest the anchor where a layout of `layouts` (tried in order between equally near
 * places) is accepted by its test: its index and centre.
 */
function nearest(
  known: Spots,
  layouts: readonly ((spot: number) => boolean)[],
): { layout: number; x: number; y: number } | null {
  let best: { layout: number; x: number; y: number; d: number } | null = null;
  layouts.forEach((ok, i) => {
    for (let s = 0; s < known.spots.length; s++) {
      const d = known.dist[s]!;
      if (best && d >= best.d) break;
      if (ok(s)) {
        const [x, y] = known.spots[s]!;
        best = { layout: i, x, y, d };
        break;
      }
    }
  });
  return best;
}

/**
 * Every area's stack, one after another so no two overlap: each is planned clear of those before
 * it, with a little space between; the areas with the least room go first.
 */
export function planStacks(
  stacks: ReadonlyMap<string, readonly MapBlock[]>,
  rooms: ReadonlyMap<string, StackRoom>,
  scale: number,
): Map<string, StackPlan> {
  // The most cramped areas first (fewest clear places for one block), then the bigger stack, then by id.
  const bw = BLOCK_W * scale;
  const bh = BLOCK_H * scale;
  const freedom = (id: string): number => {
    const room = rooms.get(id)!;
    const known = spotsOf(room, spotStep(room, bh));
    const key = `${bw} ${bh}`;
    let free = known.free.get(key);
    if (free === undefined) {
      free = 0;
      for (const [x, y] of known.spots)
        if (standsClear({ x: x - bw / 2, y: y - bh / 2, w: bw, h: bh }, room, [])) free++;
      known.free.set(key, free);
    }
    return free;
  };
  const ids = [...stacks.keys()].filter((id) => rooms.has(id) && (stacks.get(id)?.length ?? 0) > 0);
  const free = new Map(ids.map((id) => [id, freedom(id)]));
  const order = ids.sort(
    (a, b) =>
      free.get(a)! - free.get(b)! || stacks.get(b)!.length - stacks.get(a)!.length || (a < b ? -1 : a > b ? 1 : 0),
  );
  const pad = GAP * scale;
  // A stack's plan depends on the stacks placed before it only through the answers of its `clear`
  // (see Planned): replans (below) reuse the last plan of a stack wherever the stacks now placed
  // before it give the same answers, and, when it was placed before its counts were tried, whether
  // they may stand outside or not.
  const reaches = new Map(ids.map((id) => [id, reachOf(rooms.get(id)!, bw, bh)]));
  const lastPlan = new Map<string, Planned>();
  /** Each plan's rect as kept clear by the stacks after it (one object per plan, so a reused plan's is the same). */
  const keptClear = new Map<StackPlan, Rect>();
  const holds = (made: Planned, id: string, taken: readonly Rect[]): boolean => {
    const reach = reaches.get(id)!;
    const near = taken.filter((t) => rectsOverlap(t, reach));
    const names = rooms.get(id)!.avoid;
    const present = new Set(near);
    // Every rect found clear still clear, every one found blocked still blocked (by the same stack,
    // else by a name or another stack now).
    return (
      made.passed.every((r) => !near.some((t) => rectsOverlap(t, r))) &&
      made.blocked.every(
        (r, k) =>
          present.has(made.by[k]!) || near.some((t) => rectsOverlap(t, r)) || names.some((t) => rectsOverlap(t, r)),
      )
    );
  };
  const plan = (sequence: readonly string[], countOutside = true): Map<string, StackPlan> => {
    const taken: Rect[] = [];
    const plans = new Map<string, StackPlan>();
    for (const id of sequence) {
      const last = lastPlan.get(id);
      let made =
        last &&
        !last.escaped &&
        (last.early || lastPlan.get(`${id} ${countOutside}`) === last) &&
        holds(last, id, taken)
          ? last
          : null;
      if (!made) {
        made = planOne(stacks.get(id)!, rooms.get(id)!, scale, taken, countOutside);
        lastPlan.set(id, made);
        lastPlan.set(`${id} ${countOutside}`, made);
      }
      const p = made.plan;
      plans.set(id, p);
      let r = keptClear.get(p);
      if (!r)
        keptClear.set(
          p,
          (r = { x: p.bounds.x - pad, y: p.bounds.y - pad, w: p.bounds.w + 2 * pad, h: p.bounds.h + 2 * pad }),
        );
      taken.push(r);
    }
    return plans;
  };
  const stuckIn = (plans: Map<string, StackPlan>): string[] => ids.filter((id) => !plans.get(id)!.clear);
  /** Fewer stacks with no clear place, then less of them over their areas' borders. */
  const better = (a: Map<string, StackPlan>, b: Map<string, StackPlan>): boolean => {
    const spilt = (p: Map<string, StackPlan>): number => [...p.values()].reduce((sum, x) => sum + x.spill, 0);
    const d = stuckIn(a).length - stuckIn(b).length;
    return d < 0 || (d === 0 && spilt(a) < spilt(b) - 1e-9);
  };
  // A stack left with no clear place, or over its border, goes first next time (a few rounds at most).
  const settle = (countOutside: boolean): Map<string, StackPlan> => {
    const sequence = order.slice();
    let plans = plan(sequence, countOutside);
    for (let round = 0; round < 3; round++) {
      const stuck = stuckIn(plans);
      const first = [...stuck, ...ids.filter((id) => plans.get(id)!.spill > 0 && !stuck.includes(id))];
      if (first.length === 0 || first.every((id, i) => sequence[i] === id)) break;
      const next = [...first, ...sequence.filter((id) => !first.includes(id))];
      const retry = plan(next, countOutside);
      if (better(retry, plans)) plans = retry;
      sequence.splice(0, sequence.length, ...next);
    }
    return plans;
  };
  // Where the counts over the counters' corners leave a stack no clear place, every count goes inside.
  const plans = settle(true);
  if (stuckIn(plans).length === 0) return plans;
  const tucked = settle(false);
  return better(tucked, plans) ? tucked : plans;
}
