// Where each block of an area sits: a tidy grid inside the area's stack box.
// Contested areas put each side on its own row(s); big stacks overlap like fanned cards.
import type { Rect } from '../../../../../assets/map/geometry';
import type { MapBlock } from './model';

export interface Slot {
  id: string;
  /** Centre, map px. */
  x: number;
  y: number;
}

const SIDE_ORDER: Record<MapBlock['side'], number> = { lancaster: 0, york: 1, rebel: 2 };

/** Stable order: by side, own (revealed) before hidden, then id. */
export function sortStack(blocks: MapBlock[]): MapBlock[] {
  return blocks
    .slice()
    .sort(
      (a, b) =>
        SIDE_ORDER[a.side] - SIDE_ORDER[b.side] ||
        Number(a.hidden) - Number(b.hidden) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

function rowSlots(ids: string[], cx: number, y: number, maxWidth: number, size: number, gap: number): Slot[] {
  const n = ids.length;
  const natural = n * size + (n - 1) * gap;
  const pitch = n <= 1 ? 0 : natural <= maxWidth ? size + gap : (maxWidth - size) / (n - 1);
  const width = n <= 1 ? size : pitch * (n - 1) + size;
  const x0 = cx - width / 2 + size / 2;
  return ids.map((id, i) => ({ id, x: x0 + i * pitch, y }));
}

const GAP = 4;

export function layoutStack(blocks: MapBlock[], box: Rect, size: number, gap = GAP): Slot[] {
  const sorted = sortStack(blocks);
  if (sorted.length === 0) return [];
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const maxWidth = Math.max(box.w, size * 3 + gap * 2);
  // Group into rows: one row per side when contested, else up to 3 per row (max 2 rows, then compress).
  const sides = [...new Set(sorted.map((b) => (b.side === 'rebel' ? 'york' : b.side)))];
  let rows: string[][];
  if (sides.length > 1) {
    rows = sides.map((s) => sorted.filter((b) => (b.side === 'rebel' ? 'york' : b.side) === s).map((b) => b.id));
  } else {
    const perRow = sorted.length <= 3 ? 3 : Math.ceil(sorted.length / 2);
    rows = [];
    for (let i = 0; i < sorted.length; i += perRow) rows.push(sorted.slice(i, i + perRow).map((b) => b.id));
  }
  const rowPitch = size + gap;
  const top = cy - ((rows.length - 1) * rowPitch) / 2;
  return rows.flatMap((ids, r) => rowSlots(ids, cx, top + r * rowPitch, maxWidth, size, gap));
}

/** Smallest on-screen block edge, CSS px: below it a block's colour and pips stop reading. */
export const MIN_BLOCK_PX = 26;

/**
 * How much blocks are enlarged (in map units) at this zoom so that they never look smaller than
 * `minPx` on screen; 1 once the map is zoomed in far enough.
 */
export function blockScale(zoom: number, blockSize: number, minPx = MIN_BLOCK_PX): number {
  return Math.max(1, minPx / (blockSize * zoom));
}

/**
 * Stack layout for blocks drawn `scale` times their size (see blockScale). The slots spread by
 * only the square root of that, so an enlarged stack overlaps a little, like fanned cards (later
 * blocks on top), and stays close to its area instead of growing over the neighbours.
 */
export function layoutScaledStack(blocks: MapBlock[], box: Rect, size: number, scale: number): Slot[] {
  const spread = Math.sqrt(scale);
  return layoutStack(blocks, box, size * spread, GAP * spread);
}
