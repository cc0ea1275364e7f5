/**
 * Board geometry: squares, the 8 directions seen from each seat, adjacency and the board's edge.
 * A square is one integer, (x + 128) * 256 + (y + 128), so the borderless variant (§9 A) uses the
 * same arithmetic as the 7×6 mat. Row 0 is player 1's edge; player 2's cards are turned 180°.
 */
import { CARD_DEFS, DIRECTION_OFFSETS, DIRECTIONS, type Side } from './data';
import { CARDS_PER_SIDE, type State } from './types';

export const COLUMNS = 7;
export const ROWS = 6;
const OFF = 128;
const STRIDE = 256;

export const square = (x: number, y: number): number => (x + OFF) * STRIDE + (y + OFF);
/** How far a card reaches from its square: an arrow's 1, or an archer's farthest grid offset. */
const REACH = Math.max(1, ...CARD_DEFS.flatMap((d) => (d.ranged?.grid ?? []).flat().map(Math.abs)));
/**
 * §9 A battle without borders is still bounded by the encoding: x and y hold -128…127, and a
 * unit's neighbours and target grid must be encodable too, or `square` would wrap into another
 * column. A square farther than this from the mat's corner is not part of the field: nothing may
 * be placed there (no real game comes near it: 72 cards in a line from square 1 reach 75).
 */
export const FIELD_LIMIT = 127 - REACH;
export const inField = (x: number, y: number): boolean =>
  x >= -FIELD_LIMIT && x <= FIELD_LIMIT && y >= -FIELD_LIMIT && y <= FIELD_LIMIT;
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

/** What a window slot holds besides a unit: an empty square, or (the mat's margin) no square at all. */
export const EMPTY = -1;
export const OFF_BOARD = -2;

/**
 * Square → unit on it, as a dense window over the board with a one-slot margin all round (the mat
 * itself, or the units' bounding box when borderless), so the eight neighbours of any unit are
 * `slot + step[k]` with no bounds check: lookups are array reads, not hashing. A snapshot of the
 * board when it was made. Slots run column by column (x, then y), the order legal placements use.
 */
const MAT_W = COLUMNS + 2;
const MAT_H = ROWS + 2;
const MAT_TEMPLATE: readonly number[] = Array.from({ length: MAT_W * MAT_H }, (_, i) => {
  const x = Math.floor(i / MAT_H) - 1;
  const y = (i % MAT_H) - 1;
  return x >= 0 && x < COLUMNS && y >= 0 && y < ROWS ? EMPTY : OFF_BOARD;
});
const MAT_SQUARES: readonly number[] = MAT_TEMPLATE.map((_, i) => square(Math.floor(i / MAT_H) - 1, (i % MAT_H) - 1));
/** Square → its slot in the mat's window, -1 off the mat. */
const MAT_SLOT = new Int8Array(1 << 16).fill(-1);
MAT_SQUARES.forEach((sq, i) => {
  if (MAT_TEMPLATE[i] === EMPTY) MAT_SLOT[sq] = i;
});
const stepsFor = (h: number): readonly number[] =>
  DIRECTIONS.map((dir) => DIRECTION_OFFSETS[dir][0] * h + DIRECTION_OFFSETS[dir][1]);
const MAT_STEPS = stepsFor(MAT_H);

export class Cells {
  /** The window's corner square (margin included) and size. */
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
  /** Slot → unit, EMPTY, or OFF_BOARD (the mat's margin). */
  readonly data: number[];
  /** Slot offset of each of the eight neighbours, in NEIGHBOUR_DELTAS order. */
  readonly step: readonly number[];
  private readonly mat: boolean;
  constructor(s: State) {
    this.mat = !s.options.borderless;
    if (this.mat) {
      this.x0 = -1;
      this.y0 = -1;
      this.w = MAT_W;
      this.h = MAT_H;
      this.data = MAT_TEMPLATE.slice();
      this.step = MAT_STEPS;
    } else {
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
      this.data = new Array<number>(this.w * this.h).fill(EMPTY);
      this.step = stepsFor(this.h);
    }
    const { onBoard, pos } = s;
    for (let i = 0; i < onBoard.length; i++) this.data[this.slot(pos[onBoard[i]!]!)] = onBoard[i]!;
  }
  /** Slot of a square known to lie inside the window (a unit's square, or a unit's neighbour). */
  slot(sq: number): number {
    return ((sq >> 8) - OFF - this.x0) * this.h + ((sq & 255) - OFF - this.y0);
  }
  /** Slot of a square of the board, -1 outside it (off the mat, or outside the borderless window). */
  index(sq: number): number {
    const x = (sq >> 8) - OFF - this.x0;
    const y = (sq & 255) - OFF - this.y0;
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return -1;
    const i = x * this.h + y;
    return this.data[i] === OFF_BOARD ? -1 : i;
  }
  squareAt(i: number): number {
    if (this.mat) return MAT_SQUARES[i]!;
    const x = (i / this.h) | 0;
    return square(x + this.x0, i - x * this.h + this.y0);
  }
  /** Is the slot a square of the field (the mat's margin, or past FIELD_LIMIT, is not)? */
  inField(i: number): boolean {
    if (this.mat) return this.data[i] !== OFF_BOARD;
    const x = (i / this.h) | 0;
    return inField(x + this.x0, i - x * this.h + this.y0);
  }
  /** Unit on the square, -1 if none (or no such square). */
  get(sq: number): number {
    const i = this.index(sq);
    return i < 0 ? -1 : this.data[i]!;
  }
}
/** A snapshot of the board, the caller's to keep. */
export function cellsOf(s: State): Cells {
  return new Cells(s);
}

/**
 * The engine's own steps reuse one mat window, rebuilt on each call (clearing only the slots the
 * last call filled): valid until the next call, so never held across a change of the board or a
 * call back out of the engine.
 */
let scratch: Cells | null = null;
const scratchFilled = new Int32Array(COLUMNS * ROWS);
let scratchCount = 0;
export function scratchCells(s: State): Cells {
  if (s.options.borderless) return new Cells(s);
  if (scratch === null) scratch = new Cells({ ...s, onBoard: [] });
  const data = scratch.data;
  for (let n = 0; n < scratchCount; n++) data[scratchFilled[n]!] = EMPTY;
  scratchCount = 0;
  const { onBoard, pos } = s;
  for (let n = 0; n < onBoard.length; n++) {
    const i = MAT_SLOT[pos[onBoard[n]!]!] ?? -1;
    if (i < 0 || data[i] !== EMPTY) continue; // off the mat, or a square taken twice (never in a valid state)
    data[i] = onBoard[n]!;
    scratchFilled[scratchCount++] = i;
  }
  return scratch;
}

export interface OrientedArrow {
  readonly delta: number;
  readonly value: number;
}

/**
 * Per definition and seat, computed once: key = definition * 2 + (1 for player 2, whose cards are
 * turned 180°). ARROW_MASKS[key] has bit k set for an arrow toward NEIGHBOUR_DELTAS[k] on the board;
 * ARROW_VALUES[key * 8 + k] is its value.
 */
const turned = (m: number): number => ((m << 4) | (m >> 4)) & 255;
const ARROW_MASKS = new Uint8Array(CARD_DEFS.length * 2);
const ARROW_VALUES = new Uint8Array(CARD_DEFS.length * 16);
const ORIENTED_ARROWS: (readonly OrientedArrow[])[] = [];
const ORIENTED_GRIDS: (readonly number[])[] = [];
for (const def of CARD_DEFS) {
  for (const f of [1, -1] as const) {
    const key = def.idx * 2 + (f === 1 ? 0 : 1);
    ARROW_MASKS[key] = f === 1 ? def.arrowMask : turned(def.arrowMask);
    ORIENTED_ARROWS[key] = def.arrows.map(({ dir, value }) => {
      const [dx, dy] = DIRECTION_OFFSETS[dir];
      const k = (DIRECTIONS.indexOf(dir) + (f === 1 ? 0 : 4)) & 7;
      ARROW_VALUES[key * 8 + k] = value;
      return { delta: delta(dx * f, dy * f), value };
    });
    ORIENTED_GRIDS[key] = (def.ranged?.grid ?? []).map(([dx, dy]) => delta(dx * f, dy * f));
  }
}

/** The table key of a card instance as it lies on this game's board. */
export function arrowKey(s: State, card: number): number {
  return s.defs[card]! * 2 + (card < CARDS_PER_SIDE === (s.first === 'york') ? 0 : 1);
}
export function arrowMaskOfKey(key: number): number {
  return ARROW_MASKS[key]!;
}
/** Value of the arrow toward NEIGHBOUR_DELTAS[k] (0 when there is none). */
export function arrowValueOfKey(key: number, k: number): number {
  return ARROW_VALUES[key * 8 + k]!;
}

export function arrowsOf(s: State, card: number): readonly OrientedArrow[] {
  return ORIENTED_ARROWS[arrowKey(s, card)]!;
}

/** An archer's target grid as square deltas (card-relative offsets, "forward" = its N). */
export function gridOf(s: State, card: number): readonly number[] {
  return ORIENTED_GRIDS[arrowKey(s, card)]!;
}

/** A card's arrows as a mask over NEIGHBOUR_DELTAS on the board (player 2's cards turned 180°). */
export function boardArrowMask(s: State, card: number): number {
  return ARROW_MASKS[arrowKey(s, card)]!;
}

/** Does any arrow of an enemy of `card` on an adjacent square point at it? Optionally only spearmen arrows (§8). */
export function isAttacked(s: State, cells: Cells, card: number, onlyType?: 'spearmen'): boolean {
  const i = cells.slot(s.pos[card]!);
  const { data, step } = cells;
  const low = card < CARDS_PER_SIDE;
  for (let k = 0; k < 8; k++) {
    const other = data[i + step[k]!]!;
    if (other < 0 || other < CARDS_PER_SIDE === low) continue;
    // The neighbour in direction k points back at us with its arrow in direction k + 4.
    if ((ARROW_MASKS[arrowKey(s, other)]! & (1 << ((k + 4) & 7))) === 0) continue;
    if (onlyType && CARD_DEFS[s.defs[other]!]!.type !== onlyType) continue;
    return true;
  }
  return false;
}

/** Every empty square of the mat, column by column (never called borderless: there the neighbourhood rules suffice). */
export function emptySquares(cells: Cells): number[] {
  const out: number[] = [];
  for (let i = 0; i < cells.data.length; i++) if (cells.data[i] === EMPTY) out.push(cells.squareAt(i));
  return out;
}
