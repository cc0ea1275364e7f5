/** A tooltip beside the pointer (PointerTip.svelte): its lines (the first is the heading), where, and which side. */
export interface PointerTipAt {
  readonly lines: readonly string[];
  readonly x: number;
  readonly y: number;
  /** Open to the left of the pointer (near the canvas's right edge). */
  readonly flip: boolean;
}
