// Where each block of an area sits. A stack is a tidy grid placed inside its area, clear of every
// area name; a stack that fits nowhere there collapses to one counter (its blocks on one spot, the
// host shows them fanned out on hover or click). Pure maths in map units, no Pixi.
import type { Polygon, Rect } from '../../../../../assets/map/geometry';
import { polygonContains } from './geometry-math';
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
/** Space between blocks of a stack, drawing units. */
const GAP = 3;
/** Widest stack tried, in blocks per row. */
const MAX_COLUMNS = 4;
/**
 * A counter's count: a disc of this radius (outline included), drawing units, centred just inside
 * the counter's top-right corner where there is room around it, else tucked wholly inside it.
 */
export const COUNT_RADIUS = 11;
const COUNT_INSET = 2;

const SIDE_ORDER: Record<MapBlock['side'], number> = { lancaster: 0, york: 1, rebel: 2 };
const camp = (b: MapBlock): 'lancaster' | 'york' => (b.side === 'rebel' ? 'york' : b.side);

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
  /** Area names (this area's and any neighbour's written nearby), map units at the current zoom. */
  avoid: readonly Rect[];
}

export interface StackPlan {
  /** Bottom first (drawing order). A collapsed stack has every slot on one spot, the most telling block last. */
  slots: Slot[];
  collapsed: boolean;
  /** Wholly inside its area (false: standing over a border, its centre still in the area). */
  inside: boolean;
  /** The blocks' bounds (a counter's: one block), map units. */
  rect: Rect;
  /** A counter's count disc: its centre, map units (null: not a counter). */
  count: { x: number; y: number } | null;
  /** All the stack draws: `rect` and a counter's count disc (what must stay clear of names and other stacks). */
  bounds: Rect;
  /** False when no clear place was found and it stands on its anchor, over whatever is there. */
  clear: boolean;
}

/** Where a counter covering `r` draws its count at block scale `scale`: over its corner, or inside it. */
function countAt(r: Rect, scale: number, tucked: boolean): { x: number; y: number } {
  const inset = (tucked ? COUNT_RADIUS : COUNT_INSET) * scale;
  return { x: r.x + r.w - inset, y: r.y + inset };
}

/** `r` grown to hold the count disc centred at `c` (see StackPlan.bounds). */
function withCount(r: Rect, c: { x: number; y: number } | null, scale: number): Rect {
  if (!c) return r;
  const d = COUNT_RADIUS * scale;
  const x = Math.min(r.x, c.x - d);
  const y = Math.min(r.y, c.y - d);
  return { x, y, w: Math.max(r.x + r.w, c.x + d) - x, h: Math.max(r.y + r.h, c.y + d) - y };
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const inside = (polys: readonly Polygon[], x: number, y: number): boolean =>
  polys.some((p) => polygonContains(p, x, y));

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

const spotCache = new WeakMap<StackRoom, { step: number; spots: [number, number][] }>();

/** Candidate centres on the area (a grid over its box, and the anchor), nearest the anchor first. */
function candidates(room: StackRoom, step: number): [number, number][] {
  const cached = spotCache.get(room);
  if (cached?.step === step) return cached.spots;
  const b = room.bbox;
  const out: [number, number][] = [[room.anchor.x, room.anchor.y]];
  for (let y = b.y + step / 2; y < b.y + b.h; y += step)
    for (let x = b.x + step / 2; x < b.x + b.w; x += step) if (inside(room.polygons, x, y)) out.push([x, y]);
  const d = (p: [number, number]): number => (p[0] - room.anchor.x) ** 2 + (p[1] - room.anchor.y) ** 2;
  const spots = out.sort((p, q) => d(p) - d(q));
  spotCache.set(room, { step, spots });
  return spots;
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
    const ids = sorted.filter((b) => camp(b) === side).map((b) => b.id);
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

/**
 * Lays out one area's blocks at block scale `scale`, clear of every name and of the stacks in
 * `taken`: the grid (1 to 4 columns) nearest the anchor wholly inside the area; else the nearest
 * with its centre on the area, over a border by at most a quarter block; if no grid fits, one
 * counter placed the same way (all blocks on one spot), the collapse.
 */
export function planStack(
  blocks: readonly MapBlock[],
  room: StackRoom,
  scale: number,
  taken: readonly Rect[] = [],
  countOutside = true,
): StackPlan {
  const sorted = sortStack(blocks);
  const bw = BLOCK_W * scale;
  const bh = BLOCK_H * scale;
  const gap = GAP * scale;
  const step = Math.max(bh / 4, Math.max(room.bbox.w, room.bbox.h) / 24);
  const spots = candidates(room, step);
  if (sorted.length === 0)
    return {
      slots: [],
      collapsed: false,
      inside: true,
      clear: true,
      rect: { x: room.anchor.x, y: room.anchor.y, w: 0, h: 0 },
      count: null,
      bounds: { x: room.anchor.x, y: room.anchor.y, w: 0, h: 0 },
    };
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
  const rectAt = (x: number, y: number, w: number, h: number): Rect => ({ x: x - w / 2, y: y - h / 2, w, h });
  /** The grid nearest the anchor that `ok` accepts. */
  const nearest = (ok: (r: Rect) => boolean, list: typeof shapes) => {
    let best: { shape: (typeof shapes)[number]; x: number; y: number; d: number } | null = null;
    for (const shape of list)
      for (const [x, y] of spots) {
        const d = Math.hypot(x - room.anchor.x, y - room.anchor.y);
        if (best && d >= best.d) break;
        if (ok(rectAt(x, y, shape.w, shape.h))) {
          best = { shape, x, y, d };
          break;
        }
      }
    return best;
  };
  const fitting = shapes.filter((s) => s.w <= room.bbox.w && s.h <= room.bbox.h);
  // Over a border, a stack may reach a quarter block beyond the area's box, no further.
  const b = room.bbox;
  const reach = { x: b.x - bw / 4, y: b.y - bh / 4, w: b.w + bw / 2, h: b.h + bh / 2 };
  const near = (r: Rect): boolean =>
    r.x >= reach.x && r.y >= reach.y && r.x + r.w <= reach.x + reach.w && r.y + r.h <= reach.y + reach.h;
  const best =
    nearest((r) => fitsInside(r, room, taken), fitting) ??
    nearest(
      (r) => near(r) && standsClear(r, room, taken),
      shapes.filter((s) => s.w <= reach.w && s.h <= reach.h),
    );
  if (best) {
    const { shape, x, y } = best;
    const rect = rectAt(x, y, shape.w, shape.h);
    return {
      slots: gridSlots(shape.rows, x, y, bw, bh, gap),
      collapsed: false,
      inside: fitsInside(rect, room, taken),
      clear: true,
      rect,
      count: null,
      bounds: rect,
    };
  }
  // Collapsed: one block's room, placed like a stack; else off its area but within the quarter-block
  // reach, then within a block of its box; at the anchor only if nothing at all is clear. Its count
  // (two blocks or more) sits over its corner, or, where that would touch a name or a stack, inside.
  const counted = sorted.length > 1;
  const counter = (x: number, y: number): Rect => rectAt(x, y, bw, bh);
  const drawn = (r: Rect, tucked: boolean): Rect => withCount(r, counted ? countAt(r, scale, tucked) : null, scale);
  let tucked = false;
  const clearAt = ([x, y]: [number, number]): boolean => standsClear(drawn(counter(x, y), tucked), room, taken);
  const wide = { x: b.x - bw, y: b.y - bh, w: b.w + 2 * bw, h: b.h + 2 * bh };
  const tiers: (() => [number, number] | undefined)[] = [
    () => spots.find((p) => near(counter(p[0], p[1])) && clearAt(p)),
    () => reachSpots(reach, bw, bh, step, room.anchor).find(clearAt),
    () => reachSpots(wide, bw, bh, step, room.anchor).find(clearAt),
  ];
  let found: [number, number] | undefined;
  for (const tier of tiers) {
    for (const t of countOutside ? [false, true] : [true]) {
      tucked = t;
      found = tier();
      if (found) break;
    }
    if (found) break;
  }
  if (!found) tucked = true;
  const spot = found ?? [room.anchor.x, room.anchor.y];
  const rect = rectAt(spot[0], spot[1], bw, bh);
  const count = counted ? countAt(rect, scale, tucked) : null;
  const bounds = withCount(rect, count, scale);
  // The most telling block on top: a revealed one (the viewer's own) before a hidden one.
  const order = sorted.slice().sort((a, b) => Number(b.hidden) - Number(a.hidden));
  return {
    slots: order.map((b) => ({ id: b.id, x: spot[0], y: spot[1] })),
    collapsed: counted,
    inside: fitsInside(rect, room, taken, bounds),
    clear: found !== undefined,
    rect,
    count,
    bounds,
  };
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
    const step = Math.max(bh / 4, Math.max(room.bbox.w, room.bbox.h) / 24);
    return candidates(room, step).filter(([x, y]) =>
      standsClear({ x: x - bw / 2, y: y - bh / 2, w: bw, h: bh }, room, []),
    ).length;
  };
  const ids = [...stacks.keys()].filter((id) => rooms.has(id) && (stacks.get(id)?.length ?? 0) > 0);
  const free = new Map(ids.map((id) => [id, freedom(id)]));
  const order = ids.sort(
    (a, b) =>
      free.get(a)! - free.get(b)! || stacks.get(b)!.length - stacks.get(a)!.length || (a < b ? -1 : a > b ? 1 : 0),
  );
  const pad = GAP * scale;
  const plan = (sequence: readonly string[], countOutside = true): Map<string, StackPlan> => {
    const taken: Rect[] = [];
    const plans = new Map<string, StackPlan>();
    for (const id of sequence) {
      const p = planStack(stacks.get(id)!, rooms.get(id)!, scale, taken, countOutside);
      plans.set(id, p);
      const r = p.bounds;
      taken.push({ x: r.x - pad, y: r.y - pad, w: r.w + 2 * pad, h: r.h + 2 * pad });
    }
    return plans;
  };
  const stuckIn = (plans: Map<string, StackPlan>): string[] => ids.filter((id) => !plans.get(id)!.clear);
  // A stack left with no clear place goes first next time (a few rounds at most).
  const settle = (countOutside: boolean): Map<string, StackPlan> => {
    const sequence = order.slice();
    let plans = plan(sequence, countOutside);
    for (let round = 0; round < 3; round++) {
      const stuck = stuckIn(plans);
      if (stuck.length === 0) break;
      const next = [...stuck, ...sequence.filter((id) => !stuck.includes(id))];
      const retry = plan(next, countOutside);
      if (stuckIn(retry).length < stuck.length) plans = retry;
      sequence.splice(0, sequence.length, ...next);
    }
    return plans;
  };
  // Where the counts over the counters' corners leave a stack no clear place, every count goes inside.
  const plans = settle(true);
  if (stuckIn(plans).length === 0) return plans;
  const tucked = settle(false);
  return stuckIn(tucked).length < stuckIn(plans).length ? tucked : plans;
}
