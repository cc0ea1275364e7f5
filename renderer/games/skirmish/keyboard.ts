// The card battle by keyboard: a number picks that card of the hand, the arrows move a frame over
// the board's squares (as the player sees the board: up is toward the enemy's edge, whichever side
// he plays), and Space or Enter on the frame does what a click on its square does. What a key
// means is decided here, as pure functions of the board model; the screen only listens.
import type { BoardModel } from './scenes/model';
import type { Refusal } from './selection';

export interface Square {
  readonly x: number;
  readonly y: number;
}

const ARROWS = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowRight: [1, 0], ArrowLeft: [-1, 0] } as const;

export const isArrow = (key: string): key is keyof typeof ARROWS => Object.hasOwn(ARROWS, key);

/** Where the frame starts: on the square under preview, else the first square the player may pick, else mid-board. */
export function startSquare(m: BoardModel): Square {
  const marked = m.squares.find((q) => q.kind === 'chosen') ?? m.squares.find((q) => q.kind === 'legal');
  if (marked) return { x: marked.x, y: marked.y };
  const picked = m.units.find((u) => u.marks.includes('pickable'));
  if (picked) return { x: picked.x, y: picked.y };
  return { x: (m.minX ?? 0) + Math.floor(m.columns / 2), y: (m.minY ?? 0) + Math.floor(m.rows / 2) };
}

/**
 * The frame after an arrow key, kept on the board. The board is drawn turned so that the viewer's
 * edge is at the bottom (geometry.ts cellOf): for player 1 up is +y and right +x; for player 2 both
 * are reversed. No frame yet: it appears where `startSquare` says.
 */
export function moveFrame(m: BoardModel, at: Square | null, key: keyof typeof ARROWS): Square {
  if (!at) return startSquare(m);
  const turn = m.bottom === m.first ? 1 : -1;
  const [dx, dy] = ARROWS[key];
  const minX = m.minX ?? 0;
  const minY = m.minY ?? 0;
  const clamp = (v: number, lo: number, n: number) => Math.min(lo + n - 1, Math.max(lo, v));
  return { x: clamp(at.x + dx * turn, minX, m.columns), y: clamp(at.y + dy * turn, minY, m.rows) };
}

/** The card a number key picks: 1 the hand's first card as drawn, up to 9. */
export function handCardFor(m: BoardModel, key: string): string | null {
  if (!/^[1-9]$/.test(key)) return null;
  return m.hand[Number(key) - 1]?.art.card ?? null;
}

/** A frame left outside the board (the field shrank back, or a new game) starts again. */
export function frameOnBoard(m: BoardModel, at: Square | null): Square | null {
  if (!at) return null;
  const minX = m.minX ?? 0;
  const minY = m.minY ?? 0;
  const inside = at.x >= minX && at.x < minX + m.columns && at.y >= minY && at.y < minY + m.rows;
  return inside ? at : null;
}

/**
 * Why a key did nothing, for the prompt box to say: a click's refusal (selection.ts, read off the
 * legal list), or one of the keyboard's own — a number beyond the hand, Space before any frame.
 */
export type KeyRefusal = Refusal | { k: 'no-such-card'; n: number } | { k: 'no-frame' };
