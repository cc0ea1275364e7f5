// The captive's mark (MapBlock.captive: Kingmaker's Henry VI, held in London by York): a padlock on
// dark iron ringed in his side's colour. Drawn on his block, and on a counter in the place of his
// side's count, so he reads as his captors' prisoner where a count would read as a force of his own.
import { Container, Graphics } from 'pixi.js';
import { captiveMarkColours } from './captive-colours';
import { COUNT_RADIUS, COUNT_TAB } from './stack-layout';

/** A padlock about (x, y), `u` units a step (12.5 steps tall): its shackle (an arch), body and keyhole. */
function drawPadlock(
  g: Graphics,
  x: number,
  y: number,
  u: number,
  { iron, steel }: ReturnType<typeof captiveMarkColours>,
): void {
  const half = 3.3 * u;
  g.moveTo(x - half, y)
    .lineTo(x - half, y - 2.6 * u)
    .arc(x, y - 2.6 * u, half, Math.PI, 0)
    .lineTo(x + half, y)
    .stroke({ width: 1.8 * u, color: steel });
  g.roundRect(x - 5 * u, y - 0.8 * u, 10 * u, 7.4 * u, 1.3 * u).fill({ color: steel });
  g.circle(x, y + 2 * u, 1.2 * u).fill({ color: iron });
  g.moveTo(x, y + 2.5 * u)
    .lineTo(x, y + 4.8 * u)
    .stroke({ width: 1.1 * u, color: iron });
}

/** The mark as a disc `r` wide (its ring included) about (x, y), for a captive of `side`. */
export function drawCaptiveMark(g: Graphics, x: number, y: number, r: number, side: 'lancaster' | 'york'): Graphics {
  const ring = Math.max(1.2, r / 6);
  const colours = captiveMarkColours(side);
  g.circle(x, y, r - ring / 2)
    .fill({ color: colours.iron })
    .stroke({ width: ring, color: colours.ring });
  drawPadlock(g, x, y, r / COUNT_RADIUS, colours);
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
    const colours = captiveMarkColours(side);
    g.roundRect(-COUNT_TAB.w / 2 + 1, -COUNT_TAB.h / 2 + 1, COUNT_TAB.w - 2, COUNT_TAB.h - 2, 4)
      .fill({ color: colours.iron })
      .stroke({ width: 2, color: colours.ring });
    // Centred on the tab (the padlock stands a little below its own middle).
    drawPadlock(g, 0, -0.25, 0.78, colours);
  } else drawCaptiveMark(g, 0, 0, COUNT_RADIUS, side);
  c.addChild(g);
  return c;
}
