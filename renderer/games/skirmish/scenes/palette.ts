// The card battle's colours, in the map's family (parchment, ink, the two roses, gold for emphasis):
// York's cards cream with murrey and blue trim (the house livery), Lancaster's red with gold.
import type { BoardSide } from './model';

// The map's ink, paper, highlight and fonts, so both games read alike.
export const INK = 0x3a2a1a;
export const PAPER = 0xf4ecd8;
export const HIGHLIGHT = 0xffc21a;
export const SELECT = 0x2ee6ff;
export const SERIF = 'Georgia, "Liberation Serif", "DejaVu Serif", serif';
export const SANS = '"Liberation Sans", "DejaVu Sans", Arial, sans-serif';

export const TABLE = 0x2a1f18;
export const CLOTH = 0x3b4a33;
export const CLOTH_EDGE = 0x222b1d;
export const SQUARE_LIGHT = 0xe9dcb8;
export const SQUARE_DARK = 0xdccb9f;
export const SQUARE_LINE = 0x8b7655;
export const NUMBERED = 0x9a7b3c;
/** The squares' names on the cloth's edges. */
export const EDGE_LABEL = 0xcdbf96;
export const GOLD = 0xd4a94a;
export const DOOM_ENEMY = 0x2fbf4f;
export const DOOM_OWN = 0xe0303a;
export const GRID = 0x2e7fd6;
/** The keyboard's frame (white over ink: seen on any square or card). */
export const FRAME = 0xffffff;
/** The frame, or a hand card's ring, where a key just did nothing (keyboard.ts). */
export const REFUSED = 0xff5a4a;

export interface CardColours {
  face: number;
  trim: number;
  inner: number;
  ink: number;
  arrow: number;
  arrowInk: number;
}

export const CARD: Record<BoardSide, CardColours> = {
  york: { face: 0xf4eedf, trim: 0x6e1f3c, inner: 0x2c5596, ink: 0x4a1428, arrow: 0x6e1f3c, arrowInk: 0xfdf6e3 },
  lancaster: { face: 0xb3262a, trim: 0x5c0e12, inner: 0xd4a94a, ink: 0xfbe9d9, arrow: 0xf1cf78, arrowInk: 0x3a0a0c },
};

/** The back of a card (decks, the opponent's hand): the side's colour, a lozenge pattern. */
export const BACK: Record<BoardSide, { fill: number; line: number }> = {
  york: { fill: 0xe8e0cc, line: 0x6e1f3c },
  lancaster: { fill: 0x8e1c23, line: 0xd4a94a },
};
