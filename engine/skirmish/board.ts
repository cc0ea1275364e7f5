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
export const squareX = (sq: number): number => Math.floor(sq / STRIDE) - OFF;
export const squareY = (sq: number): number => (sq % STRIDE) - OFF;
export const delta = (dx: number, dy: number): number => dx * STRIDE + dy;

/** §2.2: squares 1 and 2 (column 4 of 7, rows 3 and 4 from player 1's edge). */
export const SQUARE_1 = square(3, 2);
export const SQUARE_2 = square(3, 3);

export const NEIGHBOUR_DELTAS: readonly number[] = [delta(0, 1), delta(1, 1), delta(1, 0), delta(1, -1), delta(0, -1), delta(-1, -1), delta(-1, 0), delta(-1, 1)];

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

/** Square → unit on it, built from the placement list (at most a few dozen units). */
export type Cells = Map<number, number>;
export function cellsOf(s: State): Cells {
  const m = new Map<number, number>();
  for (const c of s.onBoard) m.set(s.pos[c]!, c);
  return m;
}

export interface OrientedArrow {
  readonly delta: number;
  readonly value: number;
}

// Per definition and facing: arrows and grid as square deltas, computed once.
const arrowCache = new Map<number, readonly OrientedArrow[]>();
const gridCache = new Map<number, readonly number[]>();

export function arrowsOf(s: State, card: number): readonly OrientedArrow[] {
  const def = s.defs[card]!;
  const f = facing(s, ownerOf(card));
  const key = def * 2 + (f === 1 ? 0 : 1);
  let a = arrowCache.get(key);
  if (!a) {
    a = CARD_DEFS[def]!.arrows.map(({ dir, value }) => {
      const [dx, dy] = DIRECTION_OFFSETS[dir];
      return { delta: delta(dx * f, dy * f), value };
    });
    arrowCache.set(key, a);
  }
  return a;
}

/** An archer's target grid as square deltas (card-relative offsets, "forward" = its N). */
export function gridOf(s: State, card: number): readonly number[] {
  const def = s.defs[card]!;
  const f = facing(s, ownerOf(card));
  const key = def * 2 + (f === 1 ? 0 : 1);
  let g = gridCache.get(key);
  if (!g) {
    g = (CARD_DEFS[def]!.ranged?.grid ?? []).map(([dx, dy]) => delta(dx * f, dy * f));
    gridCache.set(key, g);
  }
  return g;
}

export function isAdjacent(a: number, b: number): boolean {
  const d = a - b;
  return d !== 0 && NEIGHBOUR_DELTAS.includes(d);
}

/** Does any arrow of an enemy of `card` on an adjacent square point at it? Optionally only spearmen arrows (§8). */
export function isAttacked(s: State, cells: Cells, card: number, onlyType?: 'spearmen'): boolean {
  const sq = s.pos[card]!;
  const side = ownerOf(card);
  for (const d of NEIGHBOUR_DELTAS) {
    const other = cells.get(sq + d);
    if (other === undefined || ownerOf(other) === side) continue;
    if (onlyType && CARD_DEFS[s.defs[other]!]!.type !== onlyType) continue;
    for (const a of arrowsOf(s, other)) if (a.delta === -d) return true;
  }
  return false;
}

/** Empty squares on the board next to (edge or corner) any unit of `side`. */
export function emptySquaresNextTo(s: State, cells: Cells, side: Side): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  for (const c of s.onBoard) {
    if (ownerOf(c) !== side) continue;
    const sq = s.pos[c]!;
    for (const d of NEIGHBOUR_DELTAS) {
      const n = sq + d;
      if (seen.has(n)) continue;
      seen.add(n);
      if (!cells.has(n) && isOnBoard(s, n)) out.push(n);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Every empty square of the mat (never called borderless: there the neighbourhood rules suffice). */
export function emptySquares(cells: Cells): number[] {
  const out: number[] = [];
  for (let x = 0; x < COLUMNS; x++) for (let y = 0; y < ROWS; y++) if (!cells.has(square(x, y))) out.push(square(x, y));
  return out;
}
