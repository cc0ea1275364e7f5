// Pure geometry of the board scene: where squares, hand and piles go on a canvas of a given size,
// how the board turns so the viewer's edge is at the bottom, and which way each card's arrows and
// target grid point on screen (a card faces away from its owner: the far player's cards are turned 180°).
import type { BoardSide, Direction } from './model';

/** Screen offsets (dx right, dy down) of each direction for a card whose N points up the screen. */
const UPRIGHT: Record<Direction, readonly [number, number]> = {
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
};

/** Is this side's card drawn turned 180° (its N pointing down the screen)? */
export function turned(owner: BoardSide, bottom: BoardSide): boolean {
  return owner !== bottom;
}

/** Where an arrow in `dir` points on screen, for a card turned or not. */
export function arrowOnScreen(dir: Direction, isTurned: boolean): readonly [number, number] {
  const [dx, dy] = UPRIGHT[dir];
  const flip = (v: number): number => (v === 0 ? 0 : -v);
  return isTurned ? [flip(dx), flip(dy)] : [dx, dy];
}

export interface Orientation {
  columns: number;
  rows: number;
  first: BoardSide;
  bottom: BoardSide;
  /** The board square drawn as the grid's corner (0, 0 on the mat; less where a borderless field has grown). */
  minX?: number;
  minY?: number;
}

/** Board square → screen cell (col from the left, row from the top). */
export function cellOf(o: Orientation, x0: number, y0: number): { col: number; row: number } {
  const x = x0 - (o.minX ?? 0);
  const y = y0 - (o.minY ?? 0);
  return o.bottom === o.first ? { col: x, row: o.rows - 1 - y } : { col: o.columns - 1 - x, row: y };
}

/** Letters for a count from 0, as a spreadsheet's columns: a–z, then aa, ab… (a borderless field has no end). */
function letters(n: number): string {
  let name = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(97 + ((k - 1) % 26)) + name;
  return name;
}

/**
 * A square's column as players name it, a–g from player 1's left (the log's and the board's edge
 * labels). A borderless field grown past the mat goes on h, i… to the right and −a, −b… to the left
 * of a, so a square keeps its name however the field grows.
 */
export const columnName = (x: number): string => (x >= 0 ? letters(x) : `\u2212${letters(-x - 1)}`);
/** A square's row as players name it, 1–6 from player 1's edge; below row 1 a borderless field has −1, −2… */
export const rowName = (y: number): string => (y >= 0 ? String(y + 1) : `\u2212${-y}`);

/**
 * The names on the board's edges, in screen order: the columns left to right (under the grid) and
 * the rows top to bottom (beside it). Turned with the board, so the viewer reads what the log says.
 */
export function edgeNames(o: Orientation): { columns: string[]; rows: string[] } {
  return {
    columns: Array.from({ length: o.columns }, (_, col) => columnName(squareOf(o, col, 0).x)),
    rows: Array.from({ length: o.rows }, (_, row) => rowName(squareOf(o, 0, row).y)),
  };
}

/** Screen cell → board square (the inverse of cellOf). */
export function squareOf(o: Orientation, col: number, row: number): { x: number; y: number } {
  const s = o.bottom === o.first ? { x: col, y: o.rows - 1 - row } : { x: o.columns - 1 - col, y: row };
  return { x: s.x + (o.minX ?? 0), y: s.y + (o.minY ?? 0) };
}

/** The chequer of the square drawn at a cell (0 or 1): the square's own, as on a real mat, whichever way it is turned. */
export function squareParity(o: Orientation, col: number, row: number): number {
  const { x, y } = squareOf(o, col, row);
  return (((x + y + 1) % 2) + 2) % 2;
}

/**
 * An archer's target grid as board squares: grid offsets are relative to the card with forward =
 * its N, which on the board is +y for player 1's cards and -y for player 2's.
 */
export function gridSquares(
  grid: readonly (readonly [number, number])[],
  owner: BoardSide,
  first: BoardSide,
  x: number,
  y: number,
): { x: number; y: number }[] {
  const f = owner === first ? 1 : -1;
  return grid.map(([dx, dy]) => ({ x: x + dx * f, y: y + dy * f }));
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Layout {
  /** Side of one square, px. */
  cell: number;
  /** Top-left of the grid. */
  gridX: number;
  gridY: number;
  /** Card sizes: on the board, in the hand, in a pile. */
  boardCard: number;
  handCard: number;
  pileCard: number;
  /** The viewer's hand along the bottom: one slot per card. */
  handSlots: Rect[];
  /** The name under each hand card: its offset below the card, font size, line height and width (px). */
  handCaption: { gap: number; size: number; lineHeight: number; width: number };
  /** The opponent's hidden hand along the top. */
  opponentHand: Rect;
  /** Victory piles: the bottom side's on the right-hand low corner, the top side's high. */
  piles: { bottom: Rect; top: Rect };
  /** Draw decks, in the left-hand column (same heights as the piles). */
  decks: { bottom: Rect; top: Rect };
}

/** Hand slots stay in the layout for a full hand; fewer cards are centred in them. */
export const HAND_SLOTS = 6;

/**
 * The lines a hand card's name may take under it: a lord's whole name takes two in every language
 * ("Enrique Percy, conde de Northumberland"); the scene shrinks a longer one to fit them.
 */
export const HAND_CAPTION_LINES = 2;

export function boardLayout(width: number, height: number, columns: number, rows: number, handCount: number): Layout {
  const pad = 12;
  // Units of `cell`: the grid, a strip above for the opponent's hand, a taller one below for ours,
  // and a column each side for the piles.
  const topStrip = 0.55;
  // Below the grid: the gap over the hand (0.34), the hand card (1.12), then its name on two lines
  // with room under them — the names once ran to the window's bottom edge (Spanish play-test).
  const captionGap = 0.05;
  const captionLine = 0.14;
  const handStrip = 0.34 + 1.12 + captionGap + HAND_CAPTION_LINES * captionLine + 0.1;
  const sideCol = 1.75;
  const cell = Math.max(
    16,
    Math.floor(
      Math.min((width - 2 * pad) / (columns + 2 * sideCol), (height - 2 * pad) / (rows + topStrip + handStrip)),
    ),
  );
  const gridW = columns * cell;
  const gridH = rows * cell;
  const used = (rows + topStrip + handStrip) * cell;
  const top = Math.max(pad, (height - used) / 2);
  const gridX = Math.round((width - gridW) / 2);
  const gridY = Math.round(top + topStrip * cell);
  const handCard = Math.round(cell * 1.12);
  const gap = Math.round(cell * 0.2);
  const n = Math.max(0, Math.min(handCount, 12));
  const rowW = n * handCard + Math.max(0, n - 1) * gap;
  // Clear of the column names under the grid (the cloth's 0.18-cell margin) and of the cards' arrow tips.
  const handY = gridY + gridH + Math.round(cell * 0.34);
  const handSlots: Rect[] = Array.from({ length: n }, (_, i) => ({
    x: Math.round(width / 2 - rowW / 2 + i * (handCard + gap)),
    y: handY,
    w: handCard,
    h: handCard,
  }));
  const pileW = Math.round(sideCol * cell - pad);
  const pileH = Math.round(gridH / 2 - cell * 0.15);
  const pileX = gridX + gridW + Math.round(pad * 1.5);
  const deckX = gridX - Math.round(pad * 1.5) - pileW;
  return {
    cell,
    gridX,
    gridY,
    boardCard: Math.round(cell * 0.9),
    handCard,
    pileCard: Math.round(cell * 0.78),
    handSlots,
    handCaption: {
      gap: Math.round(cell * captionGap),
      size: Math.max(9, cell * 0.12),
      lineHeight: Math.max(10, cell * captionLine),
      width: handCard + Math.round(cell * 0.16),
    },
    opponentHand: { x: gridX, y: Math.round(top), w: gridW, h: Math.round(topStrip * cell - 6) },
    piles: {
      top: { x: pileX, y: gridY, w: pileW, h: pileH },
      bottom: { x: pileX, y: gridY + gridH - pileH, w: pileW, h: pileH },
    },
    decks: {
      top: { x: deckX, y: gridY, w: pileW, h: pileH },
      bottom: { x: deckX, y: gridY + gridH - pileH, w: pileW, h: pileH },
    },
  };
}

/** The screen cell under a point, or null off the grid. */
export function cellAt(
  l: Layout,
  columns: number,
  rows: number,
  px: number,
  py: number,
): { col: number; row: number } | null {
  const col = Math.floor((px - l.gridX) / l.cell);
  const row = Math.floor((py - l.gridY) / l.cell);
  return col >= 0 && col < columns && row >= 0 && row < rows ? { col, row } : null;
}

export const inRect = (r: Rect, px: number, py: number): boolean =>
  px >= r.x && px < r.x + r.w && py >= r.y && py < r.y + r.h;
