// Colours and fonts for the map: muted parchment land, soft blue sea, the two roses.
import { isColourBlind, OKABE_ITO } from '../../../../src/lib/colour-mode';
import { SAFE_EMBLEMS, type EmblemColours } from '../../../../src/lib/side-emblem';
export const SEA = 0x9fbfcf;
export const SEA_DEEP = 0x8fb2c4;
export const SEA_LABEL = 0x2f4f66;
export const NEUTRAL_LAND = 0xcfc8b0;
export const COAST = 0x3d5566;
export const INK = 0x3a2a1a;
export const PAPER = 0xf4ecd8;

/** Parchment tones; neighbouring areas get different ones (greedy colouring). */
export const PARCHMENT = [0xeadcb4, 0xe3cf9f, 0xd9cfa3, 0xefe2c0, 0xdccaa0];
export const SCOTLAND_FILL = 0xd2c7b2;
export const WALES_TINT = 0xd8d6a6;

export const LANCASTER = 0xb3262a;
export const LANCASTER_DARK = 0x6e1014;
export const YORK = 0xf6f1e4;
export const YORK_DARK = 0x8a8370;
export const REBEL = 0x2a2a2a;

/**
 * The label on a block's face: rose on Lancaster's red blocks, cream on York's white ones, so the
 * two sides differ by the whole face and not only by a thin frame.
 */
export const FACE: Record<'lancaster' | 'york' | 'rebel', number> = {
  lancaster: 0xf3cdc6,
  york: PAPER,
  rebel: 0xdedad2,
};

export const BORDER_COLOURS: Record<'yellow' | 'blue' | 'red', number> = {
  yellow: 0xe0a800,
  blue: 0x2c6fb7,
  red: 0xc0281f,
};

export const HIGHLIGHT = 0xffc21a;
export const SELECT = 0x2ee6ff;
export const CROWN_GOLD = 0xd4a017;

export const SERIF = 'Georgia, "Liberation Serif", "DejaVu Serif", serif';
export const SANS = '"Liberation Sans", "DejaVu Sans", Arial, sans-serif';

export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number): number => (c >> s) & 255;
  const m = (s: number): number => Math.round(ch(a, s) * (1 - t) + ch(b, s) * t);
  return (m(16) << 16) | (m(8) << 8) | m(0);
}

/** A block's wood, its edge, the sticker on its face, its rating's ink and its badge's colours. */
export interface BlockColours {
  fill: number;
  edge: number;
  face: number;
  rating: number;
  emblem: EmblemColours;
}

const STANDARD_BLOCKS: Record<'lancaster' | 'york' | 'rebel', BlockColours> = {
  lancaster: {
    fill: LANCASTER,
    edge: LANCASTER_DARK,
    face: FACE.lancaster,
    rating: LANCASTER_DARK,
    emblem: { fill: 0xd94a4e, ink: LANCASTER_DARK, heart: CROWN_GOLD },
  },
  york: {
    fill: YORK,
    edge: YORK_DARK,
    face: FACE.york,
    rating: INK,
    emblem: { fill: YORK, ink: YORK_DARK, heart: CROWN_GOLD },
  },
  rebel: {
    fill: REBEL,
    edge: 0x000000,
    face: FACE.rebel,
    rating: INK,
    emblem: { fill: 0x555555, ink: 0x9a9a9a, heart: CROWN_GOLD },
  },
};

/**
 * The colour-blind look: Lancaster in Okabe–Ito vermilion darkened by a quarter (so York's white
 * stands out from it by lightness as much as from the standard red), York white with a sky-blue
 * sun; the stickers differ by lightness too, not only by a pink tint.
 */
export const LANCASTER_SAFE = mix(OKABE_ITO.vermilion, 0x000000, 0.25);
const SAFE_BLOCKS: Record<'lancaster' | 'york' | 'rebel', BlockColours> = {
  lancaster: {
    fill: LANCASTER_SAFE,
    edge: 0x3d1a00,
    face: 0xe8b48c,
    rating: 0x3d1a00,
    emblem: SAFE_EMBLEMS.lancaster,
  },
  york: {
    fill: 0xfbfaf5,
    edge: 0x555555,
    face: 0xffffff,
    rating: INK,
    emblem: SAFE_EMBLEMS.york,
  },
  rebel: STANDARD_BLOCKS.rebel,
};

export function blockColours(side: 'lancaster' | 'york' | 'rebel', cvd = isColourBlind()): BlockColours {
  return (cvd ? SAFE_BLOCKS : STANDARD_BLOCKS)[side];
}
