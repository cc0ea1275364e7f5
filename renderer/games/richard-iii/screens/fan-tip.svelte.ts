/**
 * The tooltip of the stack fan's block under the pointer (MapHost.svelte): where the pointer is is
 * kept, and the words are worked out from it whenever they are read — so a pinned fan's tooltip
 * follows the view (a block's strength, its moved mark, a move's warning) while the pointer rests
 * on a block, rather than saying what was true when the pointer came onto it.
 */
import { tipAt, type PointerTipAt, type TipRect } from '../../../src/components/pointer-tip';

interface Pointed {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  /** What the tip stands clear of: the fan and its counter, canvas px. */
  readonly clear: TipRect;
}

export class FanTip {
  #pointed = $state.raw<Pointed | null>(null);
  readonly #lines: (id: string) => readonly string[];
  readonly #size: () => { width: number; height: number };

  /** `lines`: the tooltip of a block by id, read from the latest view; `size`: the canvas's, CSS px. */
  constructor(lines: (id: string) => readonly string[], size: () => { width: number; height: number }) {
    this.#lines = lines;
    this.#size = size;
  }

  /** The tip now, or null (no block under the pointer, or nothing to say of it). */
  readonly tip: PointerTipAt | null = $derived.by(() => {
    const p = this.#pointed;
    return p ? tipAt(this.#lines(p.id), p.x, p.y, this.#size(), 300, p.clear) : null;
  });

  /** The pointer came onto block `id` at (x, y) (the middle of its button), or off the fan's blocks (null). */
  point(id: string | null, x = 0, y = 0, clear: TipRect = { x: 0, y: 0, w: 0, h: 0 }): void {
    this.#pointed = id === null ? null : { id, x, y, clear };
  }
}
