// The battle board: a PixiJS scene for the battle being fought. Defender on the left, attacker on
// the right, one row per initiative letter (A fires first), reserves in a strip below, the last
// roll in a dice tray, and the result across the middle when the battle ends.
//
// Plain class: update(model) redraws (the board is small, a full redraw is cheap) and renders one
// frame; destroy() once. Blocks carry only ids; a click becomes onBlockClick(id).
import { Container, Graphics, Text, type Application, type TextStyleOptions } from 'pixi.js';
import { emblemShape, isColourBlind, markStyle } from '../../../../src/lib/colour-mode';
import { drawEmblem } from '../../../../src/lib/side-emblem';
import { fitWidth } from '../../../../src/lib/fit-width';
import { strokeMarkRect } from '../map/mark-lines';
import { blockColours, INK, PAPER, SANS, SERIF } from '../map/palette';
import {
  resultBandPlace,
  type BattleBoardLabels,
  type BattleBoardModel,
  type BoardBlock,
  type BoardRoll,
  type BoardSide,
} from './model';

const ROWS = ['A', 'B', 'C', 'D'] as const;
const TABLE = 0x241a14;
const CLOTH = 0x2f4a36;
const CLOTH_EDGE = 0x1c2e21;
const GOLD = 0xd4a94a;
const HIT = 0xc0281f;

interface HitBox {
  id: string;
  x: number;
  y: number;
  size: number;
}

export interface BattleSceneOptions {
  onBlockClick?: (id: string) => void;
}

export class BattleScene {
  onBlockClick: (id: string) => void;
  private readonly root = new Container();
  private model: BattleBoardModel | null = null;
  private boxes: HitBox[] = [];
  private destroyed = false;
  private queued = 0;
  private readonly canvas: HTMLCanvasElement;
  private readonly res: number;
  /** The fixed words of the model being drawn. */
  private labels: BattleBoardLabels = { round: '', reserves: '', none: '', noRoll: '' };

  constructor(
    private readonly app: Application,
    options: BattleSceneOptions = {},
  ) {
    this.onBlockClick = options.onBlockClick ?? (() => {});
    this.res = Math.max(2, (typeof window === 'undefined' ? 1 : window.devicePixelRatio) * 2);
    app.stage.addChild(this.root);
    this.canvas = app.canvas;
    this.canvas.addEventListener('pointerup', this.onPointerUp);
    this.canvas.addEventListener('pointermove', this.onPointerMove);
    app.renderer.on('resize', this.onResize);
  }

  update(model: BattleBoardModel): void {
    if (this.destroyed) return;
    this.model = model;
    this.draw();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.queued) cancelAnimationFrame(this.queued);
    this.canvas.removeEventListener('pointerup', this.onPointerUp);
    this.canvas.removeEventListener('pointermove', this.onPointerMove);
    this.app.renderer.off('resize', this.onResize);
    this.root.destroy({ children: true });
  }

  /** Screen position (CSS px in the canvas) of a block, for tests and tooltips. */
  blockAt(id: string): { x: number; y: number } | null {
    const b = this.boxes.find((x) => x.id === id);
    return b ? { x: b.x + b.size / 2, y: b.y + b.size / 2 } : null;
  }

  // ------------------------------------------------------------------ drawing

  private draw(): void {
    for (const c of this.root.removeChildren()) c.destroy({ children: true });
    this.boxes = [];
    const m = this.model;
    if (!m) return this.render();
    this.labels = m.labels;
    const W = this.app.screen.width;
    const H = this.app.screen.height;
    const g = new Graphics();
    this.root.addChild(g);
    g.rect(0, 0, W, H).fill({ color: TABLE });

    // Header: title, round track, whose turn.
    const headH = 74;
    this.text(m.title, W / 2, 10, { fontFamily: SERIF, fontSize: 28, fontWeight: 'bold', fill: PAPER }, 0.5, 0);
    this.text(m.turn, W / 2, 46, { fontFamily: SERIF, fontSize: 16, fill: GOLD, fontStyle: 'italic' }, 0.5, 0);
    this.drawRounds(g, W - 24, 22, m.round);

    // The cloth: two halves, four initiative rows, a reserve strip, a dice tray.
    const trayH = 96;
    const reserveH = Math.max(70, Math.min(110, H * 0.14));
    const top = headH;
    const clothH = H - headH - trayH - 12;
    const x0 = 16;
    const x1 = W - 16;
    g.roundRect(x0, top, x1 - x0, clothH, 14)
      .fill({ color: CLOTH })
      .stroke({ width: 3, color: CLOTH_EDGE });
    const mid = W / 2;
    const bannerH = 34; // side banners above the rows
    const rowsH = clothH - reserveH - bannerH;
    const rowH = rowsH / 4;
    const gutter = 26;
    g.moveTo(mid, top + 8)
      .lineTo(mid, top + clothH - 8)
      .stroke({ width: 2, color: 0x000000, alpha: 0.35 });
    const rowsTop = top + bannerH;
    for (let i = 1; i < 4; i++) {
      const y = rowsTop + i * rowH;
      g.moveTo(x0 + 10, y)
        .lineTo(x1 - 10, y)
        .stroke({ width: 1, color: 0xffffff, alpha: 0.08 });
    }
    g.moveTo(x0 + 10, rowsTop + rowsH)
      .lineTo(x1 - 10, rowsTop + rowsH)
      .stroke({ width: 2, color: 0x000000, alpha: 0.3 });
    ROWS.forEach((letter, i) => {
      const cy = rowsTop + i * rowH + rowH / 2;
      g.circle(mid, cy, 15).fill({ color: 0x1c2e21 }).stroke({ width: 2, color: GOLD, alpha: 0.8 });
      this.text(letter, mid, cy, { fontFamily: SERIF, fontSize: 17, fontWeight: 'bold', fill: GOLD }, 0.5, 0.5);
    });

    const size = Math.max(40, Math.min(76, rowH - 18, (mid - x0 - gutter) / 5.4));
    this.drawSide(g, m.defender, 'left', {
      x: x0,
      mid,
      top,
      rowsTop,
      rowH,
      size,
      gutter,
      reserveTop: rowsTop + rowsH,
      reserveH,
    });
    this.drawSide(g, m.attacker, 'right', {
      x: x1,
      mid,
      top,
      rowsTop,
      rowH,
      size,
      gutter,
      reserveTop: rowsTop + rowsH,
      reserveH,
    });

    this.drawTray(g, m.roll, m.recent, x0, H - trayH - 4, x1 - x0, trayH);
    if (m.result) {
      const at = resultBandPlace(m.defender, m.attacker);
      this.drawResult(g, m.result, W, at === 'reserves' ? rowsTop + rowsH + reserveH / 2 : rowsTop + (at + 0.5) * rowH);
    }
    this.render();
  }

  private drawRounds(g: Graphics, right: number, y: number, round: number): void {
    const r = 13;
    const pitch = 32;
    this.text(
      this.labels.round,
      right - 3 * pitch - 2 * r - 8,
      y,
      { fontFamily: SANS, fontSize: 11, fill: 0xb8a894, letterSpacing: 2 },
      1,
      0.5,
    );
    for (let i = 1; i <= 4; i++) {
      const cx = right - (4 - i) * pitch - r;
      const now = i === round;
      const past = i < round;
      g.circle(cx, y, r)
        .fill({ color: now ? GOLD : past ? 0x4a3a31 : 0x1a1411 })
        .stroke({ width: 2, color: GOLD, alpha: now ? 1 : 0.5 });
      this.text(
        String(i),
        cx,
        y + 1,
        { fontFamily: SERIF, fontSize: 15, fontWeight: 'bold', fill: now ? 0x1b120c : past ? 0x8d7b66 : 0xd9cbb5 },
        0.5,
        0.5,
      );
    }
  }

  private drawSide(
    g: Graphics,
    side: BoardSide,
    align: 'left' | 'right',
    L: {
      x: number;
      mid: number;
      top: number;
      rowsTop: number;
      rowH: number;
      size: number;
      gutter: number;
      reserveTop: number;
      reserveH: number;
    },
  ): void {
    const dir = align === 'left' ? -1 : 1;
    const colour = blockColours(side.side).fill;
    // Side banner in the top outer corner.
    const title = side.title;
    const bx = align === 'left' ? L.x + 14 : L.x - 14;
    g.roundRect(align === 'left' ? bx - 4 : bx - 190, L.top + 8, 194, 24, 6).fill({ color: 0x000000, alpha: 0.25 });
    if (isColourBlind())
      drawEmblem(
        g,
        emblemShape(side.side),
        align === 'left' ? bx + 8 : bx - 8,
        L.top + 20,
        8,
        blockColours(side.side).emblem,
      );
    else
      g.circle(align === 'left' ? bx + 8 : bx - 8, L.top + 20, 6)
        .fill({ color: colour })
        .stroke({ width: 1, color: 0x000000 });
    this.text(
      title,
      align === 'left' ? bx + 20 : bx - 20,
      L.top + 20,
      { fontFamily: SERIF, fontSize: 15, fontWeight: 'bold', fill: PAPER },
      align === 'left' ? 0 : 1,
      0.5,
    );

    const pitch = L.size + 10;
    ROWS.forEach((letter, i) => {
      const row = side.blocks.filter((b) => b.current[0] === letter);
      const cy = L.rowsTop + i * L.rowH + L.rowH / 2;
      row.forEach((b, j) => {
        const cx = L.mid + dir * (L.gutter + L.size / 2 + j * pitch);
        this.drawBlock(b, cx, cy, L.size);
      });
    });

    // Reserve strip.
    const ry = L.reserveTop + L.reserveH / 2 + 8;
    const label =
      side.role === 'attacker' || side.reserves.length + side.hiddenReserves > 0 ? this.labels.reserves : '';
    if (label)
      this.text(
        label,
        L.mid + dir * L.gutter,
        L.reserveTop + 8,
        { fontFamily: SANS, fontSize: 11, fill: 0xc9d8c9, letterSpacing: 1 },
        align === 'left' ? 1 : 0,
        0,
      );
    const rsize = Math.min(L.size * 0.8, L.reserveH - 30);
    const all: (BoardBlock | null)[] = [
      ...side.reserves,
      ...Array.from({ length: Math.max(0, side.hiddenReserves - side.reserves.length) }, () => null),
    ];
    all.forEach((b, j) => {
      const cx = L.mid + dir * (L.gutter + rsize / 2 + j * (rsize + 8));
      if (b) this.drawBlock(b, cx, ry, rsize);
      else this.drawBack(side.side, cx, ry, rsize);
    });
    if (all.length === 0 && label)
      this.text(
        this.labels.none,
        L.mid + dir * (L.gutter + 20),
        ry,
        { fontFamily: SANS, fontSize: 12, fill: 0x8aa08a, fontStyle: 'italic' },
        align === 'left' ? 1 : 0,
        0.5,
      );
  }

  private drawBlock(b: BoardBlock, cx: number, cy: number, s: number): void {
    const node = new Container();
    node.position.set(cx, cy);
    node.alpha = b.acted && !b.acting && !b.firing ? 0.55 : 1;
    const g = new Graphics();
    node.addChild(g);
    const h = s / 2;
    const { fill, edge, face, rating } = blockColours(b.colour);
    if (b.acting || b.selected || b.firing) {
      const style = markStyle(b.selected ? 'selected' : b.firing ? 'target' : 'acting');
      g.roundRect(-h - 6, -h - 6, s + 12, s + 12, 10).fill({ color: style.colour, alpha: 0.25 });
      strokeMarkRect(g, -h - 6, -h - 6, s + 12, s + 12, 10, style);
    } else if (b.clickable) {
      const style = markStyle('legal');
      if (isColourBlind()) strokeMarkRect(g, -h - 5, -h - 5, s + 10, s + 10, 9, style);
      else g.roundRect(-h - 5, -h - 5, s + 10, s + 10, 9).stroke({ width: 2.5, color: style.colour, alpha: 0.9 });
    }
    g.roundRect(-h + 3, -h + 4, s, s, 6).fill({ color: 0x000000, alpha: 0.35 });
    g.roundRect(-h, -h, s, s, 6).fill({ color: fill }).stroke({ width: 1.5, color: edge });
    // A wide frame of the block's own colour around a side-tinted label: red and white at a glance.
    const inset = Math.max(4, s * 0.1);
    g.roundRect(-h + inset, -h + inset, s - 2 * inset, s - 2 * inset, 4).fill({ color: face });
    // Colour-blind look: the side's badge on the block's corner as well.
    if (isColourBlind() && b.colour !== 'rebel') {
      // On a disc of the label's colour, so the rose does not melt into Lancaster's wood.
      g.circle(-h + 2, -h + 2, s * 0.15)
        .fill({ color: face })
        .stroke({ width: 1, color: edge });
      drawEmblem(g, emblemShape(b.colour), -h + 2, -h + 2, s * 0.13, blockColours(b.colour).emblem);
    }
    // Strength pips along the top edge, as on the physical block.
    const pitch = s * 0.12;
    const pip = s * 0.042;
    for (let i = 0; i < b.maxStrength; i++) {
      const x = (i - (b.maxStrength - 1) / 2) * pitch;
      const y = -h + inset + pip * 2.2;
      if (i < b.strength) g.circle(x, y, pip).fill({ color: INK });
      else g.circle(x, y, pip).stroke({ width: 1, color: INK, alpha: 0.5 });
    }
    const name = this.text(
      b.label,
      0,
      -s * 0.04,
      { fontFamily: SANS, fontSize: Math.max(9, s * 0.17), fontWeight: 'bold', fill: INK },
      0.5,
      0.5,
      node,
    );
    fitWidth(name, s - 2 * inset - 4);
    const boosted = b.current !== b.rating;
    this.text(
      b.current,
      0,
      h - inset - 1,
      {
        fontFamily: SERIF,
        fontSize: Math.max(10, s * 0.24),
        fontWeight: 'bold',
        fill: boosted ? 0x1d6f2a : rating,
      },
      0.5,
      1,
      node,
    );
    if (b.hit > 0) {
      g.circle(h - 2, -h + 2, s * 0.17)
        .fill({ color: HIT })
        .stroke({ width: 2, color: PAPER });
      this.text(
        `−${b.hit}`,
        h - 2,
        -h + 2,
        { fontFamily: SANS, fontSize: Math.max(10, s * 0.18), fontWeight: 'bold', fill: 0xffffff },
        0.5,
        0.5,
        node,
      );
    }
    this.root.addChild(node);
    this.boxes.push({ id: b.id, x: cx - h, y: cy - h, size: s });
  }

  private drawBack(side: 'lancaster' | 'york', cx: number, cy: number, s: number): void {
    const g = new Graphics();
    const h = s / 2;
    const { fill, edge, emblem } = blockColours(side);
    g.roundRect(cx - h + 3, cy - h + 4, s, s, 6).fill({ color: 0x000000, alpha: 0.35 });
    g.roundRect(cx - h, cy - h, s, s, 6)
      .fill({ color: fill })
      .stroke({ width: 1.5, color: edge });
    this.root.addChild(g);
    // Colour-blind look: the side's badge says whose it is; the "?" says it is hidden.
    if (isColourBlind()) drawEmblem(g, emblemShape(side), cx - h * 0.45, cy - h * 0.45, s * 0.16, emblem);
    this.text(
      '?',
      cx,
      cy,
      { fontFamily: SERIF, fontSize: s * 0.4, fontWeight: 'bold', fill: side === 'lancaster' ? 0xf0c0c0 : 0x8a8370 },
      0.5,
      0.5,
    );
  }

  private drawTray(
    g: Graphics,
    roll: BoardRoll | null,
    recent: readonly string[],
    x: number,
    y: number,
    w: number,
    h: number,
  ): void {
    g.roundRect(x, y, w, h, 12).fill({ color: 0x17110d }).stroke({ width: 2, color: 0x4a3a31 });
    const diceW = Math.min(w * 0.5, 420);
    if (roll) {
      // The roll's line stays in its half of the tray, beside the last happenings: wrapped onto a
      // second line where a language needs it (the dice move down), and only then made smaller.
      const d = 34;
      const maxW = diceW - 8;
      const head = this.text(
        roll.text,
        x + 16,
        y + 8,
        { fontFamily: SERIF, fontSize: 15, fill: PAPER, fontWeight: 'bold', wordWrap: true, wordWrapWidth: maxW },
        0,
        0,
      );
      const room = h - d - 8 - 14; // above the dice, which keep 8 px below them
      if (head.height > room) head.scale.set(room / head.height);
      const diceY = Math.max(y + 42, y + 8 + head.height + 6);
      roll.dice.forEach((v, i) => {
        const hit = roll.kind === 'fire' ? v <= roll.fp : v % 2 === 0;
        this.drawDie(g, x + 16 + i * (d + 10), diceY, d, v, hit);
      });
    } else {
      this.text(
        this.labels.noRoll,
        x + 16,
        y + h / 2,
        { fontFamily: SERIF, fontSize: 15, fill: 0x8d7b66, fontStyle: 'italic' },
        0,
        0.5,
      );
    }
    // The last happenings, newest last.
    const lines = recent.slice(-4);
    lines.forEach((line, i) => {
      const t = this.text(
        line,
        x + diceW + 24,
        y + 10 + i * 20,
        { fontFamily: SANS, fontSize: 13, fill: i === lines.length - 1 ? PAPER : 0xa8998a },
        0,
        0,
      );
      fitWidth(t, w - diceW - 40);
    });
  }

  private drawDie(g: Graphics, x: number, y: number, d: number, v: number, hit: boolean): void {
    g.roundRect(x + 2, y + 3, d, d, 6).fill({ color: 0x000000, alpha: 0.4 });
    g.roundRect(x, y, d, d, 6)
      .fill({ color: hit ? HIT : 0xf4ecd8 })
      .stroke({ width: 1.5, color: hit ? 0x6e1014 : 0x8a8370 });
    const pipColour = hit ? 0xffffff : INK;
    const c = d / 2;
    const o = d * 0.26;
    const spots: Record<number, [number, number][]> = {
      1: [[0, 0]],
      2: [
        [-o, -o],
        [o, o],
      ],
      3: [
        [-o, -o],
        [0, 0],
        [o, o],
      ],
      4: [
        [-o, -o],
        [o, -o],
        [-o, o],
        [o, o],
      ],
      5: [
        [-o, -o],
        [o, -o],
        [0, 0],
        [-o, o],
        [o, o],
      ],
      6: [
        [-o, -o],
        [o, -o],
        [-o, 0],
        [o, 0],
        [-o, o],
        [o, o],
      ],
    };
    for (const [dx, dy] of spots[v] ?? []) g.circle(x + c + dx, y + c + dy, d * 0.08).fill({ color: pipColour });
  }

  private drawResult(g: Graphics, text: string, W: number, cy: number): void {
    g.rect(0, cy - 34, W, 68).fill({ color: 0x000000, alpha: 0.6 });
    g.moveTo(0, cy - 34)
      .lineTo(W, cy - 34)
      .moveTo(0, cy + 34)
      .lineTo(W, cy + 34)
      .stroke({ width: 2, color: GOLD });
    this.text(text, W / 2, cy, { fontFamily: SERIF, fontSize: 30, fontWeight: 'bold', fill: GOLD }, 0.5, 0.5);
  }

  private text(
    s: string,
    x: number,
    y: number,
    style: TextStyleOptions,
    ax: number,
    ay: number,
    parent: Container = this.root,
  ): Text {
    const t = new Text({ text: s, resolution: this.res, style });
    t.anchor.set(ax, ay);
    t.position.set(x, y);
    parent.addChild(t);
    return t;
  }

  // ------------------------------------------------------------------ input & frames

  private render(): void {
    if (this.destroyed || this.queued) return;
    this.queued = requestAnimationFrame(() => {
      this.queued = 0;
      if (!this.destroyed) this.app.render();
    });
  }

  private hit(e: PointerEvent): HitBox | null {
    const r = this.canvas.getBoundingClientRect();
    const x = e.clientX - r.left;
    const y = e.clientY - r.top;
    return this.boxes.find((b) => x >= b.x && x <= b.x + b.size && y >= b.y && y <= b.y + b.size) ?? null;
  }

  private readonly onPointerUp = (e: PointerEvent): void => {
    const b = this.hit(e);
    if (b) this.onBlockClick(b.id);
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    const b = this.hit(e);
    const clickable =
      b &&
      this.model &&
      [
        ...this.model.attacker.blocks,
        ...this.model.defender.blocks,
        ...this.model.attacker.reserves,
        ...this.model.defender.reserves,
      ].some((x) => x.id === b.id && x.clickable);
    this.canvas.style.cursor = clickable ? 'pointer' : 'default';
  };

  private readonly onResize = (): void => this.draw();
}
