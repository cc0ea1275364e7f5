// The captive's mark's colours (captive-mark.ts draws the mark on the map): one definition for the
// map and the stack fan's SVG copy of the mark (StackFan.svelte). No Pixi here, so a page or a test
// reads them without loading the renderer.
import { isColourBlind } from '../../../../src/lib/colour-mode';
import { blockColours } from './palette';

/** Dark iron, unlike either side's wood or any count's disc. */
const IRON = 0x33393f;
const STEEL = 0xf1ede2;

/**
 * The mark's colours: the iron disc and keyhole, the steel padlock (the same for either side and
 * look), and the ring in `side`'s colour as its blocks are drawn (`cvd`: the colour-blind look).
 */
export function captiveMarkColours(
  side: 'lancaster' | 'york',
  cvd = isColourBlind(),
): { iron: number; steel: number; ring: number } {
  return { iron: IRON, steel: STEEL, ring: blockColours(side, cvd).fill };
}

/** A colour as CSS writes it (#rrggbb). */
export const cssColour = (c: number): string => `#${c.toString(16).padStart(6, '0')}`;
