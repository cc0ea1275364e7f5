/** A tooltip beside the pointer (PointerTip.svelte): its lines (the first is the heading), where, and which side. */
export interface PointerTipAt {
  readonly lines: readonly string[];
  readonly x: number;
  readonly y: number;
  /** Open to the left of the pointer (near the canvas's right edge). */
  readonly flip: boolean;
}

/**
 * The tip for what is under the pointer at (x, y) on a canvas `width` wide, or null with nothing to
 * say; it opens to the left within `room` px of the right edge (where it would be cut off).
 */
export function tipAt(
  lines: readonly string[],
  x: number,
  y: number,
  width: number,
  room: number,
): PointerTipAt | null {
  return lines.length ? { lines, x, y, flip: x > width - room } : null;
}
