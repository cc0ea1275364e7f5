// One wooden block: side colour, and for the owner's blocks a label sticker with the name, strength
// pips and combat rating (a sticker wider than tall, so the text stays large); the other side's
// blocks show their colour and a rose, nothing more.
//
// `art` is the vector drawing; it is never on stage but baked into the scene's FlatLayer atlas
// and drawn as one quad where `node` says (software WebGL spends far longer on the dozens of
// small shapes and texts of 63 blocks than on 63 quads).
import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';
import type { MapBlock } from './model';
import { BLOCK_H, BLOCK_TEXT_PX, BLOCK_W, BOTTOM_LINE, NAME_LINE } from './stack-layout';
import { emblemShape, isColourBlind, markStyle } from '../../../../src/lib/colour-mode';
import { drawEmblem } from '../../../../src/lib/side-emblem';
import { strokeMarkRect } from './mark-lines';
import { drawCaptiveMark } from './captive-mark';
import { blockColours, INK, SANS, SERIF } from './palette';

/** The captive's mark on his block, drawing units (its ring included). */
const CAPTIVE_R = 7.5;

export class BlockView {
  /** Position, scale, pivot (raised when selected) and alpha; no children. */
  readonly node = new Container();
  readonly art = new Container();
  private readonly body = new Graphics();
  private readonly ring = new Graphics();
  private readonly face = new Container();
  private signature = '';

  constructor(
    readonly id: string,
    private readonly textResolution: number,
  ) {
    this.art.addChild(this.ring, this.body, this.face);
  }

  /** Redraw only when something visible changed (cheap diffing by a signature string); true if redrawn. */
  update(b: MapBlock, highlighted: boolean, selected: boolean): boolean {
    const sig = JSON.stringify([
      b.side,
      b.hidden,
      b.label,
      b.strength,
      b.maxStrength,
      b.rating,
      b.moved,
      b.captive,
      highlighted,
      selected,
      isColourBlind(),
    ]);
    if (sig === this.signature) return false;
    this.signature = sig;
    const w = BLOCK_W / 2;
    const h = BLOCK_H / 2;
    const { fill, edge } = blockColours(b.side);

    this.body.clear();
    this.body.roundRect(-w + 2, -h + 3, BLOCK_W, BLOCK_H, 5).fill({ color: 0x000000, alpha: selected ? 0.45 : 0.3 });
    this.body.roundRect(-w, -h, BLOCK_W, BLOCK_H, 5).fill({ color: fill }).stroke({ width: 1.5, color: edge });
    // Bevel: light top-left, dark bottom-right, so blocks read as wood not flat tiles.
    this.body
      .moveTo(-w + 2, h - 3)
      .lineTo(-w + 2, -h + 2)
      .lineTo(w - 3, -h + 2)
      .stroke({ width: 1.5, color: 0xffffff, alpha: 0.35 });
    this.body
      .moveTo(-w + 3, h - 2)
      .lineTo(w - 2, h - 2)
      .lineTo(w - 2, -h + 3)
      .stroke({ width: 1.5, color: 0x000000, alpha: 0.25 });

    this.ring.clear();
    if (selected || highlighted)
      strokeMarkRect(
        this.ring,
        -w - 4,
        -h - 4,
        BLOCK_W + 8,
        BLOCK_H + 8,
        8,
        markStyle(selected ? 'selected' : 'legal'),
      );
    this.node.pivot.set(0, selected ? 5 : 0);

    for (const c of this.face.removeChildren()) c.destroy();
    this.textSize = Infinity;
    if (b.hidden) this.drawRose(b.side);
    else this.drawFace(b);
    if (b.moved) this.drawMovedMark();
    if (b.captive && b.side !== 'rebel') this.drawCaptive(b.side);
    // Colour-blind look: the side's badge on the owner's blocks too (the hidden ones show it whole).
    if (!b.hidden && b.side !== 'rebel' && isColourBlind()) this.drawBadge(b.side);
    return true;
  }

  /** Height of the smallest text on the face, drawing units (Infinity when it shows none). */
  textSize = Infinity;

  private text(text: string, style: TextStyleOptions): Text {
    const t = new Text({ text, resolution: this.textResolution, style });
    this.face.addChild(t);
    return t;
  }

  /**
   * The owner's sticker: name on the top line; strength pips (filled = steps left, hollow = lost)
   * and combat rating on the bottom line. A long name is narrowed, never shortened in height.
   */
  private drawFace(b: MapBlock): void {
    const w = BLOCK_W / 2;
    const h = BLOCK_H / 2;
    const inset = 2.5;
    const sticker = new Graphics();
    sticker
      .roundRect(-w + inset, -h + inset, BLOCK_W - 2 * inset, BLOCK_H - 2 * inset, 3)
      .fill({ color: blockColours(b.side).face });
    this.face.addChild(sticker);
    // Its bottom line (BOTTOM_LINE, the pips from its left, the rating to its right) is what a
    // counter's counts keep clear of, as NAME_LINE below.
    const line2 = -h + BOTTOM_LINE.y + BOTTOM_LINE.h / 2;
    const max = Math.max(b.maxStrength ?? b.strength ?? 0, b.strength ?? 0);
    const cur = b.strength ?? 0;
    const pip = 2.4;
    const pitch = 6.6;
    for (let i = 0; i < max; i++) {
      const x = -w + inset + 5 + i * pitch;
      if (i < cur) sticker.circle(x, line2, pip).fill({ color: INK });
      else sticker.circle(x, line2, pip).stroke({ width: 1.1, color: INK, alpha: 0.7 });
    }
    if (b.label) {
      const name = this.text(b.label, { fontFamily: SANS, fontSize: BLOCK_TEXT_PX, fontWeight: 'bold', fill: INK });
      name.anchor.set(0.5);
      // Its line (NAME_LINE) is what a counter's count keeps clear of.
      const maxW = NAME_LINE.w;
      // Narrowed to 60% at most; past that the end gives way to an ellipsis.
      if (name.width * 0.6 > maxW) {
        let cut = b.label.length;
        while (cut > 1 && name.width * 0.6 > maxW) name.text = `${b.label.slice(0, --cut)}…`;
      }
      if (name.width > maxW) name.scale.x = maxW / name.width;
      name.position.set(0, -h + NAME_LINE.y + NAME_LINE.h / 2);
      this.textSize = Math.min(this.textSize, BLOCK_TEXT_PX * name.scale.y);
    }
    if (b.rating) {
      const size = BLOCK_TEXT_PX + 2;
      const r = this.text(b.rating, {
        fontFamily: SERIF,
        fontSize: size,
        fontWeight: 'bold',
        fill: blockColours(b.side).rating,
      });
      r.anchor.set(1, 0.5);
      r.position.set(-w + BOTTOM_LINE.x + BOTTOM_LINE.w, line2);
      this.textSize = Math.min(this.textSize, size * r.scale.y);
    }
  }

  /** A block standing face away: its side's colour and badge, nothing of what it is. */
  private drawRose(side: MapBlock['side']): void {
    const g = new Graphics();
    drawEmblem(g, side === 'rebel' ? 'rose' : emblemShape(side), 0, 0, 9.5, blockColours(side).emblem);
    this.face.addChild(g);
  }

  /** The side's badge on the sticker's top-left corner (colour-blind look). */
  private drawBadge(side: 'lancaster' | 'york'): void {
    const g = new Graphics();
    const x = -BLOCK_W / 2;
    const y = -BLOCK_H / 2;
    const { face, edge, emblem } = blockColours(side);
    // On a disc of the sticker's colour, so the rose does not melt into Lancaster's wood.
    g.circle(x, y, 6.5).fill({ color: face }).stroke({ width: 1, color: edge });
    drawEmblem(g, emblemShape(side), x, y, 5.5, emblem);
    this.face.addChild(g);
  }

  /**
   * Kingmaker's captive: the captive's mark (captive-mark.ts) over the block's bottom-left corner,
   * clear of its text (the first pip stands CAPTIVE_R + its own radius away and more); the moved mark
   * has the top-right corner, the colour-blind badge the top-left.
   */
  private drawCaptive(side: 'lancaster' | 'york'): void {
    this.face.addChild(drawCaptiveMark(new Graphics(), -BLOCK_W / 2, BLOCK_H / 2, CAPTIVE_R, side));
  }

  private drawMovedMark(): void {
    const x = BLOCK_W / 2 - 1;
    const y = -BLOCK_H / 2 + 1;
    const m = new Graphics();
    m.circle(x, y, 6).fill({ color: 0x1d6f6a }).stroke({ width: 1.2, color: 0xffffff });
    m.moveTo(x - 3, y)
      .lineTo(x + 3, y)
      .moveTo(x + 0.5, y - 3)
      .lineTo(x + 3.3, y)
      .lineTo(x + 0.5, y + 3)
      .stroke({ width: 1.4, color: 0xffffff });
    this.face.addChild(m);
  }

  destroy(): void {
    this.node.destroy();
    this.art.destroy({ children: true });
  }
}
