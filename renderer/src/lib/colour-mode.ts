/**
 * The colour-blind-safe option, as the pages and scenes read it. Off, the two sides are the
 * game's red and white; on, York and Lancaster also differ by shape (York's sun in splendour,
 * Lancaster's rose) and by pattern, Okabe–Ito colours replace the ones a dichromat confuses, and
 * highlights differ by line style and thickness, not by hue alone.
 *
 * One value for the whole page (set from the saved settings at start and when the player changes
 * it): scenes read it when they draw, and `data-colours` on <html> lets the stylesheets follow.
 */
export type SideKey = 'york' | 'lancaster';
/** York's sun in splendour (a disc in pointed rays) and Lancaster's rose (round petals). */
export type EmblemShape = 'rose' | 'sun';

/** Okabe & Ito's palette: colours told apart with every common colour-vision deficiency. */
export const OKABE_ITO = {
  black: 0x000000,
  orange: 0xe69f00,
  skyBlue: 0x56b4e9,
  bluishGreen: 0x009e73,
  yellow: 0xf0e442,
  blue: 0x0072b2,
  vermilion: 0xd55e00,
  reddishPurple: 0xcc79a7,
} as const;

let colourBlind = false;

export function isColourBlind(): boolean {
  return colourBlind;
}

export function setColourBlind(on: boolean): void {
  colourBlind = on;
  if (typeof document !== 'undefined') document.documentElement.dataset.colours = on ? 'colour-blind' : 'standard';
}

/**
 * Each side's badge drawn on its blocks and cards. Both are roses in the standard look (the
 * Wars of the Roses); in the colour-blind look York's becomes the sun, a different outline.
 */
export function emblemShape(side: SideKey, cvd = colourBlind): EmblemShape {
  return cvd && side === 'york' ? 'sun' : 'rose';
}

/** What a highlight means; each kind has its own line style in the colour-blind look. */
export type MarkKind = 'legal' | 'selected' | 'target' | 'acting';

export interface MarkStyle {
  colour: number;
  /** Line width, drawing units at scale 1. */
  width: number;
  /** [on, off] lengths, or null for a solid line. */
  dash: readonly [number, number] | null;
  /** A second thin line inside the first. */
  double: boolean;
}

const STANDARD_MARKS: Record<MarkKind, MarkStyle> = {
  legal: { colour: 0xffc21a, width: 3.5, dash: null, double: false },
  selected: { colour: 0x2ee6ff, width: 3.5, dash: null, double: false },
  target: { colour: 0xff7a1a, width: 3, dash: null, double: false },
  acting: { colour: 0xd4a017, width: 3, dash: null, double: false },
};

// Colour-blind look: each kind differs from every other by dash, width or a double line.
const CVD_MARKS: Record<MarkKind, MarkStyle> = {
  legal: { colour: OKABE_ITO.yellow, width: 3, dash: [7, 4], double: false },
  selected: { colour: OKABE_ITO.skyBlue, width: 5, dash: null, double: true },
  target: { colour: OKABE_ITO.vermilion, width: 4, dash: [2.5, 2.5], double: false },
  acting: { colour: OKABE_ITO.orange, width: 2.5, dash: null, double: true },
};

export function markStyle(kind: MarkKind, cvd = colourBlind): MarkStyle {
  return (cvd ? CVD_MARKS : STANDARD_MARKS)[kind];
}
