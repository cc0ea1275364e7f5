/** A tooltip beside the pointer (PointerTip.svelte): its lines (the first is the heading), where, and which side. */
export interface PointerTipAt {
  readonly lines: readonly string[];
  readonly x: number;
  readonly y: number;
  /** Open to the left of the pointer (near the canvas's right edge). */
  readonly flip: boolean;
  /** Open above the pointer (near the canvas's bottom edge, e.g. over a hand of cards). */
  readonly up: boolean;
}

/** Room a tip needs below the pointer, px: its longest (a card's, eight lines) with a margin. */
const ROOM_BELOW = 220;

/**
 * The tip for what is under the pointer at (x, y) on a canvas `width` x `height`, or null with
 * nothing to say; it opens to the left within `room` px of the right edge and above the pointer
 * near the bottom edge (where it would be cut off).
 */
export function tipAt(
  lines: readonly string[],
  x: number,
  y: number,
  size: { width: number; height: number },
  room: number,
): PointerTipAt | null {
  return lines.length ? { lines, x, y, flip: x > size.width - room, up: y > size.height - ROOM_BELOW } : null;
}
