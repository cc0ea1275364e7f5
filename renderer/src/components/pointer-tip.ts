/** A tooltip beside the pointer (PointerTip.svelte): its lines (the first is the heading), where, and which side. */
export interface PointerTipAt {
  readonly lines: readonly string[];
  readonly x: number;
  readonly y: number;
  /** Open to the left of the pointer (near the canvas's right edge). */
  readonly flip: boolean;
  /** Open above the pointer (near the canvas's bottom edge, e.g. over a hand of cards). */
  readonly up: boolean;
  /**
   * What the tip is about, in canvas px (a map area, a block and its stack): the tip stands beside
   * it, never over it, where the canvas (`bounds`) has room (`placeBeside`).
   */
  readonly beside?: TipRect;
  readonly bounds?: { readonly width: number; readonly height: number };
}

export interface TipRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Room a tip needs below the pointer, px: its longest (a card's, eight lines) with a margin. */
const ROOM_BELOW = 220;
/** Between the tip and what it stands beside, and between the tip and the canvas's edges, px. */
const GAP = 10;
const MARGIN = 4;

/**
 * The tip for what is under the pointer at (x, y) on a canvas `width` x `height`, or null with
 * nothing to say; it opens to the left within `room` px of the right edge and above the pointer
 * near the bottom edge (where it would be cut off) — or, given `beside`, beside that rect.
 */
export function tipAt(
  lines: readonly string[],
  x: number,
  y: number,
  size: { width: number; height: number },
  room: number,
  beside?: TipRect | null,
): PointerTipAt | null {
  if (!lines.length) return null;
  const at = { lines, x, y, flip: x > size.width - room, up: y > size.height - ROOM_BELOW };
  return beside ? { ...at, beside, bounds: { width: size.width, height: size.height } } : at;
}

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(v, hi));

/**
 * Where (top-left, canvas px) a tip of `size` stands clear of `rect` inside `bounds`: to its right,
 * else its left, else below, else above — along that side level with the pointer (`pointer`), so it
 * opens where the eye is. Null when no side has room (the rect fills the view, zoomed in): then it
 * goes by the pointer, as it did before a play-test found the area tooltip hiding the very area
 * being aimed at (a move's destination) under it.
 */
export function placeBeside(
  rect: TipRect,
  pointer: { x: number; y: number },
  size: { w: number; h: number },
  bounds: { width: number; height: number },
): { left: number; top: number } | null {
  // Only the part of the rect on the canvas matters (an area half panned out of sight).
  const x0 = Math.max(0, rect.x);
  const y0 = Math.max(0, rect.y);
  const x1 = Math.min(bounds.width, rect.x + rect.w);
  const y1 = Math.min(bounds.height, rect.y + rect.h);
  const level = clamp(pointer.y - 12, MARGIN, bounds.height - size.h - MARGIN);
  const centred = clamp(pointer.x - size.w / 2, MARGIN, bounds.width - size.w - MARGIN);
  if (x1 + GAP + size.w <= bounds.width - MARGIN) return { left: x1 + GAP, top: level };
  if (x0 - GAP - size.w >= MARGIN) return { left: x0 - GAP - size.w, top: level };
  if (y1 + GAP + size.h <= bounds.height - MARGIN) return { left: centred, top: y1 + GAP };
  if (y0 - GAP - size.h >= MARGIN) return { left: centred, top: y0 - GAP - size.h };
  return null;
}
