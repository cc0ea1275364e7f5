// The captive's mark (MapBlock.captive: Kingmaker's Henry VI, held in London by York): a padlock on
// dark iron ringed in his side's colour. Drawn on his block, and on a counter in the place of his
// side's count, so he reads as his captors' prisoner where a count would read as a force of his own.
import { Container, Graphics } from 'pixi.js';
import { isColourBlind } from '../../../../src/lib/colour-mode';
import { blockColours } from './palette';
import { COUNT_RADIUS, COUNT_TAB } from './stack-layout';

/** Dark iron, unlike either side's wood or any count's disc. */
const IRON = 0x33393f;
const STEEL = 0xf1ede2;

/**
 * The mark's colours, the one definition for the map and the stack fan's copy of the mark
 * (StackFan.svelte, an SVG): the iron disc and keyhole, the steel padlock, and the ring in `side`'s
 * colour as its blocks are drawn (`cvd`: the colour-blind look).
 */
export function captiveMarkColours(
  side: 'lancaster' | 'york',
  cvd = isColourBlind(),
): { iron: number; steel: number; ring: number } {
  return { iron: IRON, steel: STEEL, ring: blockColours(side, cvd).fill };
}

/** A colour as CSS writes it (#rrggbb). */
export const cssColour = (c: number): string => `#${c.toString(16).padStart(6, '0')}`;

/** A padlock about (x, y), `u` units a step (12.5 steps tall): its shackle (an arch), body and keyhole. */
function drawPadlock(g: Graphics, x: number, y: number, u: number): void {
  const half = 3.3 * u;
  g.moveTo(x - half, y)
    .lineTo(x - half, y - 2.6 * u)
    .arc(x, y - 2.6 * u, half, Math.PI, 0)
    .lineTo(x + half, y)
    .stroke({ width: 1.8 * u, color: STEEL });
  g.roundRect(x - 5 * u, y - 0.8 * u, 10 * u, 7.4 * u, 1.3 * u).fill({ color: STEEL });
  g.circle(x, y + 2 * u, 1.2 * u).fill({ color: IRON });
  g.moveTo(x, y + 2.5 * u)
    .lineTo(x, y + 4.8 * u)
    .stroke({ width: 1.1 * u, color: IRON });
}

/** The mark as a disc `r` wide (its ring included) about (x, y), for a captive of `side`. */
export function drawCaptiveMark(g: Graphics, x: number, y: number, r: number, side: 'lancaster' | 'york'): Graphics {
  const ring = Math.max(1.2, r / 6);
  g.circle(x, y, r - ring / 2)
    .fill({ color: IRON })
    .stroke({ width: ring, color: captiveMarkColours(side).ring });
  drawPadlock(g, x, y, r / COUNT_RADIUS);
  return g;
}

/**
 * A counter's captive mark at a count's size, which the stack layout keeps clear: a disc
 * (COUNT_RADIUS), or hung under the counter (`tab`) a tab (COUNT_TAB).
 */
export function captiveBadge(side: 'lancaster' | 'york', tab = false): Container {
  const c = new Container();
  const g = new Graphics();
  if (tab) {
    g.roundRect(-COUNT_TAB.w / 2 + 1, -COUNT_TAB.h / 2 + 1, COUNT_TAB.w - 2, COUNT_TAB.h - 2, 4)
      .fill({ color: IRON })
      .stroke({ width: 2, color: captiveMarkColours(side).ring });
    // Centred on the tab (the padlock stands a little below its own middle).
    drawPadlock(g, 0, -0.25, 0.78);
  } else drawCaptiveMark(g, 0, 0, COUNT_RADIUS, side);
  c.addChild(g);
  return c;
}
