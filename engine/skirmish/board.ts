/**
 * Board geometry: squares, the 8 directions seen from each seat, adjacency and the board's edge.
 * A square is one integer, (x + 128) * 256 + (y + 128), so the borderless variant (§9 A) uses the
 * same arithmetic as the 7×6 mat. Row 0 is player 1's edge; player 2's cards are turned 180°.
 */
import { CARD_DEFS, DIRECTION_OFFSETS, type Side } from './data';
import { CARDS_PER_SIDE, type State } from './types';

export const COLUMNS = 7;
export const ROWS = 6;
const OFF = 128;
const STRIDE = 256;

export const square = (x: number, y: number): number => (x + OFF) * STRIDE + (y + OFF);
export const squareX = (sq: number): number => (sq >> 8) - OFF;
export const squareY = (sq: number): number => (sq & 255) - OFF;
export const delta = (dx: number, dy: number): number => dx * STRIDE + dy;

/** §2.2: squares 1 and 2 (column 4 of 7, rows 3 and 4 from player 1's edge). */
export const SQUARE_1 = square(3, 2);
export const SQUARE_2 = square(3, 3);

/** In DIRECTIONS order (N, NE, E, … for player 1), so bit i of an arrow mask is NEIGHBOUR_DELTAS[i]. */
export const NEIGHBOUR_DELTAS: readonly number[] = [
  delta(0, 1),
  delta(1, 1),
  delta(1, 0),
  delta(1, -1),
  delta(0, -1),
  delta(-1, -1),
  delta(-1, 0),
  delta(-1, 1),
];

export function ownerOf(card: number): Side {
  return card < CARDS_PER_SIDE ? 'york' : 'lancaster';
}

/** Player 1 sits at row 0 (his "N" is +y); player 2 faces him. */
export function facing(s: State, side: Side): 1 | -1 {
  return side === s.first ? 1 : -1;
}

export function isOnBoard(s: State, sq: number): boolean {
  if (s.options.borderless) return true;
  const x = squareX(sq);
  const y = squareY(sq);
  return x >= 0 && x < COLUMNS && y >= 0 && y < ROWS;
}

/**
 * Square → unit on it, as a dense window over the board (the mat itself, or the units' bounding
 * box plus a one-square margin when borderless): lookups are array reads, not hashing.
 */
const MAT_EMPTY: readonly number[] = new Array<number>(COLUMNS * ROWS).fill(-1);

export class Cells {
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
  readonly data: number[];
  constructor(s: State) {
    if (s.options.borderless) {
      let minX = 3,
        maxX = 3,
        minY = 2,
        maxY = 3;
      for (const c of s.onBoard) {
        const x = squareX(s.pos[c]!);
        const y = squareY(s.pos[c]!);
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      this.x0 = minX - 1;
      this.y0 = minY - 1;
      this.w = maxX - minX + 3;
      this.h = maxY - minY + 3;
    } else {
      this.x0 = 0;
      this.y0 = 0;
      this.w = COLUMNS;
      this.h = ROWS;
    }
    this.data = s.options.borderless ? new Array<number>(this.w * this.h).fill(-1) : MAT_EMPTY.slice();
    for (const c of s.onBoard) this.data[this.index(s.pos[c]!)] = c;
  }
  /** Window index of a square, -1 outside (for the mat: off the board). */
  index(sq: number): number {
    const x = (sq >> 8) - OFF - this.x0;
    const y = (sq & 255) - OFF - this.y0;
    return x < 0 || y < 0 || x >= this.w || y >= this.h ? -1 : x * this.h + y;
  }
  squareAt(i: number): number {
    const x = (i / this.h) | 0;
    return square(x + this.x0, i - x * this.h + this.y0);
  }
  /** Unit on the square, -1 if none. */
  get(sq: number): number {
    const i = this.index(sq);
    return i < 0 ? -1 : this.data[i]!;
  }
}
export function cellsOf(s: State): Cells {
  return new Cells(s);
}

export interface OrientedArrow {
  readonly delta: number;
  readonly value: number;
}

// Per definition and facing: arrows and grid as square deltas, computed once.
const arrowCache: (readonly OrientedArrow[] | undefined)[] = [];
const gridCache: (readonly number[] | undefined)[] = [];

export function arrowsOf(s: State, card: number): readonly OrientedArrow[] {
  const def = s.defs[card]!;
  const f = facing(s, ownerOf(card));
  const key = def * 2 + (f === 1 ? 0 : 1);
  let a = arrowCache[key];
  if (!a) {
    a = CARD_DEFS[def]!.arrows.map(({ dir, value }) => {
      const [dx, dy] = DIRECTION_OFFSETS[dir];
      return { delta: delta(dx * f, dy * f), value };
    });
    arrowCache[key] = a;
  }
  return a;
}

/** An archer's target grid as square deltas (card-relative offsets, "forward" = its N). */
export function gridOf(s: State, card: number): readonly number[] {
  const def = s.defs[card]!;
  const f = facing(s, ownerOf(card));
  const key = def * 2 + (f === 1 ? 0 : 1);
  let g = gridCache[key];
  if (!g) {
    g = (CARD_DEFS[def]!.ranged?.grid ?? []).map(([dx, dy]) => delta(dx * f, dy * f));
    gridCache[key] = g;
  }
  return g;
}

/** A card's arrows as a mask over NEIGHBOUR_DELTAS on the board (player 2's cards turned 180°). */
export function boardArrowMask(s: State, card: number): number {
  const m = CARD_DEFS[s.defs[card]!]!.arrowMask;
  return facing(s, ownerOf(card)) === 1 ? m : ((m << 4) | (m >> 4)) & 255;
}

/** Does any arrow of an enemy of `card` on an adjacent square point at it? Optionally only spearmen arrows (§8). */
export function isAttacked(s: State, cells: Cells, card: number, onlyType?: 'spearmen'): boolean {
  const sq = s.pos[card]!;
  const side = ownerOf(card);
  for (const d of NEIGHBOUR_DELTAS) {
    const other = cells.get(sq + d);
    if (other < 0 || ownerOf(other) === side) continue;
    if (onlyType && CARD_DEFS[s.defs[other]!]!.type !== onlyType) continue;
    for (const a of arrowsOf(s, other)) if (a.delta === -d) return true;
  }
  return false;
}

/** Every empty square of the mat (never called borderless: there the neighbourhood rules suffice). */
export function emptySquares(cells: Cells): number[] {
  const out: number[] = [];
  for (let x = 0; x < COLUMNS; x++)
    for (let y = 0; y < ROWS; y++) if (cells.get(square(x, y)) < 0) out.push(square(x, y));
  return out;
}
