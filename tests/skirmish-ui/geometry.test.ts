/** The board scene's pure geometry: turning the board for the viewer, arrows of the far player's cards, the layout. */
import { describe, expect, test } from 'vitest';
import {
  arrowOnScreen,
  boardLayout,
  cellAt,
  cellOf,
  edgeNames,
  gridSquares,
  HAND_CAPTION_LINES,
  squareOf,
  turned,
  type Orientation,
} from '../../renderer/games/skirmish/scenes/geometry';
import { DIRECTION_OFFSETS, DIRECTIONS } from '../../engine/skirmish/data';
import { squareName } from '../../renderer/games/skirmish/text';

const asPlayer1: Orientation = { columns: 7, rows: 6, first: 'york', bottom: 'york' };
const asPlayer2: Orientation = { columns: 7, rows: 6, first: 'york', bottom: 'lancaster' };

describe('orientation', () => {
  test('each player sees his own edge at the bottom: square 1 nearer player 1, square 2 nearer player 2', () => {
    expect(cellOf(asPlayer1, 3, 2)).toEqual({ col: 3, row: 3 });
    expect(cellOf(asPlayer1, 3, 3)).toEqual({ col: 3, row: 2 });
    expect(cellOf(asPlayer1, 0, 0)).toEqual({ col: 0, row: 5 });
    // Turned 180° for player 2: his left corner (6,5) is bottom-left.
    expect(cellOf(asPlayer2, 6, 5)).toEqual({ col: 0, row: 5 });
    expect(cellOf(asPlayer2, 3, 3)).toEqual({ col: 3, row: 3 });
  });

  test("the edges name the squares as the log does, read from the viewer's side", () => {
    expect(edgeNames(asPlayer1)).toEqual({
      columns: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      rows: ['6', '5', '4', '3', '2', '1'],
    });
    // Player 2 sees the board turned: g on his left, row 6 at his edge.
    expect(edgeNames(asPlayer2)).toEqual({
      columns: ['g', 'f', 'e', 'd', 'c', 'b', 'a'],
      rows: ['1', '2', '3', '4', '5', '6'],
    });
    // A borderless field grown before column a and row 1: the names go on past the mat's.
    const grown = edgeNames({ columns: 10, rows: 7, first: 'york', bottom: 'york', minX: -2, minY: -1 });
    expect(grown.columns).toEqual(['\u2212b', '\u2212a', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(grown.rows).toEqual(['6', '5', '4', '3', '2', '1', '\u22121']);
    // The log's name of a square is the one its column and row show on screen.
    const { col, row } = cellOf(asPlayer2, 2, 1);
    expect(`${edgeNames(asPlayer2).columns[col]}${edgeNames(asPlayer2).rows[row]}`).toBe(squareName(2, 1));
  });

  test('every square of a field without borders has a name of its own, however far it grows', () => {
    const names = new Set<string>();
    for (let x = -60; x <= 60; x++) for (let y = -3; y <= 8; y++) names.add(squareName(x, y));
    expect(names.size).toBe(121 * 12);
    expect([squareName(25, 0), squareName(26, 0), squareName(27, 5), squareName(-27, -2)]).toEqual([
      'z1',
      'aa1',
      'ab6',
      '\u2212aa\u22122',
    ]);
    // Each name is a column, then a row, each with a sign of its own.
    for (const n of names) expect(n).toMatch(/^\u2212?[a-z]+\u2212?[1-9]\d*$/);
  });

  test('squareOf undoes cellOf for every square, both ways round', () => {
    for (const o of [asPlayer1, asPlayer2])
      for (let x = 0; x < 7; x++)
        for (let y = 0; y < 6; y++) {
          const c = cellOf(o, x, y);
          expect(squareOf(o, c.col, c.row)).toEqual({ x, y });
        }
  });

  test("an arrow points on screen where the engine's direction points on the board, for both owners and viewers", () => {
    for (const o of [asPlayer1, asPlayer2])
      for (const owner of ['york', 'lancaster'] as const)
        for (const dir of DIRECTIONS) {
          // The engine: player 1's N is +y, player 2's cards are turned (offsets negated).
          const f = owner === o.first ? 1 : -1;
          const [dx, dy] = DIRECTION_OFFSETS[dir];
          const from = cellOf(o, 3, 2);
          const to = cellOf(o, 3 + dx * f, 2 + dy * f);
          expect(arrowOnScreen(dir, turned(owner, o.bottom)), `${owner} ${dir} seen by ${o.bottom}`).toEqual([
            to.col - from.col,
            to.row - from.row,
          ]);
        }
  });

  test("the far player's N points down the screen, the viewer's up", () => {
    expect(arrowOnScreen('N', turned('york', 'york'))).toEqual([0, -1]);
    expect(arrowOnScreen('N', turned('lancaster', 'york'))).toEqual([0, 1]);
    expect(arrowOnScreen('NE', turned('lancaster', 'york'))).toEqual([-1, 1]);
  });

  test("an archer's target grid lies in front of it: forward for player 1 is +y, for player 2 -y", () => {
    const front = [
      [0, 1],
      [0, 2],
    ] as const;
    expect(gridSquares(front, 'york', 'york', 3, 2)).toEqual([
      { x: 3, y: 3 },
      { x: 3, y: 4 },
    ]);
    expect(gridSquares([[1, 1]], 'lancaster', 'york', 3, 3)).toEqual([{ x: 2, y: 2 }]);
  });
});

describe('layout', () => {
  test.each([
    [1280, 860],
    [900, 700],
    [1920, 1080],
    [700, 1000],
    // The board's canvas in a 1366×768 window, beside the side panel.
    [985, 720],
  ])('everything fits a %ix%i canvas without overlapping', (w, h) => {
    const l = boardLayout(w, h, 7, 6, 6);
    const grid = { x: l.gridX, y: l.gridY, w: 7 * l.cell, h: 6 * l.cell };
    const boxes = [grid, ...l.handSlots, l.piles.top, l.piles.bottom, l.decks.top, l.decks.bottom, l.opponentHand];
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w).toBeLessThanOrEqual(w);
      expect(b.y + b.h).toBeLessThanOrEqual(h);
    }
    // The hand stays clear of the column names on the cloth's margin under the grid (0.18 of a square).
    for (const slot of l.handSlots) expect(slot.y).toBeGreaterThanOrEqual(grid.y + grid.h + 0.3 * l.cell);
    const overlap = (a: typeof grid, b: typeof grid) =>
      a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!), `${i} vs ${j}`).toBe(false);
    expect(l.handSlots).toHaveLength(6);
    // Each hand card's name has its lines under the card and room under them, clear of the canvas's
    // bottom edge (two-line names once touched it at 1366x768, Spanish play-test).
    const c = l.handCaption;
    for (const slot of l.handSlots) {
      expect(c.gap).toBeGreaterThan(0);
      expect(slot.y + slot.h + c.gap + HAND_CAPTION_LINES * c.lineHeight).toBeLessThanOrEqual(h - 6);
    }
  });

  test('a point at the centre of a square hits that square; points off the grid hit none', () => {
    const l = boardLayout(1280, 860, 7, 6, 6);
    for (let col = 0; col < 7; col++)
      for (let row = 0; row < 6; row++)
        expect(cellAt(l, 7, 6, l.gridX + (col + 0.5) * l.cell, l.gridY + (row + 0.5) * l.cell)).toEqual({ col, row });
    expect(cellAt(l, 7, 6, l.gridX - 1, l.gridY + 1)).toBeNull();
    expect(cellAt(l, 7, 6, l.gridX + 1, l.gridY + 6 * l.cell + 1)).toBeNull();
  });
});
