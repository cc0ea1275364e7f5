/**
 * The 7×6 mat as bit sets, for the engine's hot loops: square (x, y) is bit x * 8 + y of a 56-bit
 * set held in two 32-bit words (columns 0–3 in `lo`, 4–6 in `hi`); rows 6 and 7 of each column are
 * padding and stay clear, so a step N or S that leaves the mat lands in the padding and is masked
 * off. Ascending bits run column by column, the order legal placements are listed in. Only the mat:
 * the borderless variant (§9 A) keeps the window of board.ts.
 */
import { NEIGHBOUR_DELTAS, square, squareX, squareY } from './board';

export const LO_VALID = 0x3f3f3f3f;
export const HI_VALID = 0x3f3f3f;

/** Square → its bit (x * 8 + y), -1 off the mat. */
const BIT_OF = new Int8Array(1 << 16).fill(-1);
/** Bit → its square (bits of the padding map to no square and are never set). */
export const SQUARE_OF_BIT = new Int32Array(64);
for (let x = 0; x < 7; x++)
  for (let y = 0; y < 6; y++) {
    BIT_OF[square(x, y)] = x * 8 + y;
    SQUARE_OF_BIT[x * 8 + y] = square(x, y);
  }

export function bitOf(sq: number): number {
  return BIT_OF[sq] ?? -1;
}

/**
 * The bit shift of one step toward NEIGHBOUR_DELTAS[k]: from a square of the mat it gives a bit
 * below 0, at 56 or more, or in the padding (bit & 7 ≥ 6) exactly when the step leaves the mat.
 */
export const SHIFTS: readonly number[] = NEIGHBOUR_DELTAS.map(
  (d) => squareX(d + square(0, 0)) * 8 + squareY(d + square(0, 0)),
);

/**
 * A two-word set moved one step: `out[0]`, `out[1]` get the squares whose neighbour toward
 * NEIGHBOUR_DELTAS[k] is in (lo, hi) — the set moved by the opposite step.
 */
export function towards(lo: number, hi: number, k: number, out: Int32Array): void {
  const d = -SHIFTS[k]!;
  if (d > 0) {
    out[0] = (lo << d) & LO_VALID;
    out[1] = ((hi << d) | (lo >>> (32 - d))) & HI_VALID;
  } else {
    const e = -d;
    out[0] = ((lo >>> e) | (hi << (32 - e))) & LO_VALID;
    out[1] = (hi >>> e) & HI_VALID;
  }
}

/** Number of set bits in a word. */
export function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit of a non-zero word. */
export function lowestBit(v: number): number {
  return 31 - Math.clz32(v & -v);
}
