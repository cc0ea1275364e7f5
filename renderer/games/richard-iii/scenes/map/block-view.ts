// One wooden block: side colour, and for the owner's blocks a label sticker with
// strength pips on the top edge (as on the physical block), name and combat rating.
//
// `art` is the vector drawing; it is never on stage but baked into the scene's FlatLayer atlas
// and drawn as one quad where `node` says (software WebGL spends far longer on the dozens of
// small shapes and texts of 63 blocks than on 63 quads).
import { Container, Graphics, Text } from 'pixi.js';
import type { MapBlock } from './model';
import {
  FACE,
  HIGHLIGHT,
  INK,
  LANCASTER,
  LANCASTER_DARK,
  REBEL,
  SANS,
  SELECT,
  SERIF,
  YORK,
  YORK_DARK,
} from './palette';

const BODY: Record<MapBlock['side'], { fill: number; edge: number }> = {
  lancaster: { fill: LANCASTER, edge: LANCASTER_DARK },
  york: { fill: YORK, edge: YORK_DARK },
  rebel: { fill: REBEL, edge: 0x000000 },
};

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
    private readonly size: number,
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
      highlighted,
      selected,
    ]);
    if (sig === this.signature) return false;
    this.signature = sig;
    const s = this.size;
    const h = s / 2;
    const { fill, edge } = BODY[b.side];

    this.body.clear();
    this.body.roundRect(-h + 2.5, -h + 3.5, s, s, 5).fill({ color: 0x000000, alpha: selected ? 0.45 : 0.3 });
    this.body.roundRect(-h, -h, s, s, 5).fill({ color: fill }).stroke({ width: 1.5, color: edge });
    // Bevel: light top-left, dark bottom-right, so blocks read as wood not flat tiles.
    this.body
      .moveTo(-h + 2, h - 3)
      .lineTo(-h + 2, -h + 2)
      .lineTo(h - 3, -h + 2)
      .stroke({ width: 1.5, color: 0xffffff, alpha: 0.35 });
    this.body
      .moveTo(-h + 3, h - 2)
      .lineTo(h - 2, h - 2)
      .lineTo(h - 2, -h + 3)
      .stroke({ width: 1.5, color: 0x000000, alpha: 0.25 });

    this.ring.clear();
    if (selected || highlighted) {
      this.ring.roundRect(-h - 4, -h - 4, s + 8, s + 8, 8).stroke({ width: 3.5, color: selected ? SELECT : HIGHLIGHT });
    }
    this.node.pivot.set(0, selected ? 5 : 0);

    for (const c of this.face.removeChildren()) c.destroy();
    if (!b.hidden) this.drawFace(b, s);
    if (b.moved) this.drawMovedMark(s);
    return true;
  }

  private drawFace(b: MapBlock, s: number): void {
    const h = s / 2;
    const inset = 3;
    const sticker = new Graphics();
    sticker.roundRect(-h + inset, -h + inset, s - 2 * inset, s - 2 * inset, 3).fill({ color: FACE[b.side] });
    this.face.addChild(sticker);
    // Strength pips on the top edge: filled = current steps, hollow = lost steps.
    const max = Math.max(b.maxStrength ?? b.strength ?? 0, b.strength ?? 0);
    const cur = b.strength ?? 0;
    const pip = 2.3;
    const pitch = 6.4;
    for (let i = 0; i < max; i++) {
      const x = (i - (max - 1) / 2) * pitch;
      const y = -h + inset + 4.5;
      if (i < cur) sticker.circle(x, y, pip).fill({ color: INK });
      else sticker.circle(x, y, pip).stroke({ width: 1, color: INK, alpha: 0.6 });
    }
    if (b.label) {
      const name = new Text({
        text: b.label,
        resolution: this.textResolution,
        style: { fontFamily: SANS, fontSize: 9.5, fontWeight: 'bold', fill: INK },
      });
      name.anchor.set(0.5);
      const maxW = s - 2 * inset - 2;
      if (name.width > maxW) name.scale.set(maxW / name.width);
      name.position.set(0, 0);
      this.face.addChild(name);
    }
    if (b.rating) {
      const r = new Text({
        text: b.rating,
        resolution: this.textResolution,
        style: {
          fontFamily: SERIF,
          fontSize: 11,
          fontWeight: 'bold',
          fill: b.side === 'lancaster' ? LANCASTER_DARK : INK,
        },
      });
      r.anchor.set(0.5, 1);
      r.position.set(0, h - inset);
      this.face.addChild(r);
    }
  }

  private drawMovedMark(s: number): void {
    const h = s / 2;
    const m = new Graphics();
    m.circle(h - 1, -h + 1, 6)
      .fill({ color: 0x1d6f6a })
      .stroke({ width: 1.2, color: 0xffffff });
    m.moveTo(h - 4, -h + 1)
      .lineTo(h + 2, -h + 1)
      .moveTo(h - 0.5, -h - 2)
      .lineTo(h + 2.3, -h + 1)
      .lineTo(h - 0.5, -h + 4)
      .stroke({ width: 1.4, color: 0xffffff });
    this.face.addChild(m);
  }

  destroy(): void {
    this.node.destroy();
    this.art.destroy({ children: true });
  }
}
