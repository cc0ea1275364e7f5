// The card battle's board: a PixiJS 8 scene that draws the 7×6 mat, the units on it, the viewer's
// hand along the bottom, the opponent's hidden hand along the top, the decks on the left and both
// victory piles on the right; legal squares with what a choice there would eliminate; archers'
// target grids under the pointer. Units glide when they move, drop in when placed, and shake then
// fly to the victory pile when eliminated.
//
// Plain class, no Svelte and no rules: the host feeds `update(model)` and hears clicks as board
// squares and hand cards. Rendering is on demand; a frame loop runs only while something moves.
import { Container, Graphics, type Application } from 'pixi.js';
import { ArtCache } from './art-cache';
import { cardArt, cardBack, caption } from './card-art';
import {
  boardLayout,
  cellAt,
  cellOf,
  edgeNames,
  gridSquares,
  HAND_CAPTION_LINES,
  inRect,
  squareOf,
  squareParity,
  turned,
  type Layout,
  type Orientation,
  type Rect,
} from './geometry';
import type { BoardHit, BoardModel, BoardSide, BoardUnit, CardArt, PileModel } from './model';
import { isColourBlind } from '../../../src/lib/colour-mode';
import { fitWidth } from '../../../src/lib/fit-width';
import {
  CLOTH,
  CLOTH_EDGE,
  DOOM_ENEMY,
  DOOM_OWN,
  EDGE_LABEL,
  FRAME,
  GOLD,
  GRID,
  HIGHLIGHT,
  INK,
  NUMBERED,
  PAPER,
  REFUSED,
  SELECT,
  SQUARE_DARK,
  SQUARE_LIGHT,
  SQUARE_LINE,
  TABLE,
} from './palette';

export interface BoardSceneOptions {
  onSquare?: (x: number, y: number) => void;
  onHand?: (card: string) => void;
  /** What is under the pointer changed (null: nothing); canvas px. */
  onHover?: (hit: BoardHit | null, x: number, y: number) => void;
}

interface Tween {
  node: Container;
  from: { x: number; y: number; alpha: number; scale: number };
  to: { x: number; y: number; alpha: number; scale: number };
  start: number;
  duration: number;
  /** Side-to-side shake before moving (an elimination). */
  shake: number;
  done?: () => void;
}

const MOVE_MS = 380;
const SHAKE_MS = 320;
const FLY_MS = 520;
const ease = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class BoardScene {
  onSquare: (x: number, y: number) => void;
  onHand: (card: string) => void;
  onHover: (hit: BoardHit | null, x: number, y: number) => void;
  /** Off (the Animations setting): units jump. */
  animations = true;

  private readonly root = new Container();
  private readonly mat = new Graphics();
  private readonly matText = new Container();
  private readonly under = new Graphics();
  private readonly unitLayer = new Container();
  private readonly over = new Graphics();
  private readonly overText = new Container();
  private readonly side = new Container();
  private readonly flying = new Container();
  private readonly units = new Map<string, { node: Container; col: number; row: number; key: string }>();
  private model: BoardModel | null = null;
  private layout: Layout | null = null;
  /** What `layout` was made for: the hand's size and the field's columns and rows. */
  private layoutKey = '';
  private hover: { col: number; row: number } | null = null;
  private tweens: Tween[] = [];
  private frame = 0;
  private destroyed = false;
  private readonly res: number;
  private readonly canvas: HTMLCanvasElement;
  private readonly listeners: [string, (e: PointerEvent) => void][] = [];
  private readonly cache = new ArtCache();

  constructor(
    private readonly app: Application,
    options: BoardSceneOptions = {},
  ) {
    this.onSquare = options.onSquare ?? (() => {});
    this.onHand = options.onHand ?? (() => {});
    this.onHover = options.onHover ?? (() => {});
    this.res = (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1) * 2;
    this.root.addChild(
      this.mat,
      this.matText,
      this.under,
      this.unitLayer,
      this.over,
      this.overText,
      this.side,
      this.flying,
    );
    app.stage.addChild(this.root);
    this.canvas = app.canvas;
    this.listen('pointermove', (e) => this.pointerMove(e));
    this.listen('pointerleave', () => this.setHover(null, null, 0, 0));
    this.listen('click', (e) => this.click(e));
    app.renderer.on('resize', this.resized);
  }

  /** A caption kept between redraws (same words, size and colour: the same texture). */
  /** `slot` tells apart two places showing the same words in one frame. */
  private text(slot: string, words: string, size: number, fill: number, serif = false): ReturnType<typeof caption> {
    const t = this.cache.get(`t|${slot}|${words}|${size}|${fill}|${serif}`, () =>
      caption(words, size, fill, this.res, serif),
    );
    t.scale.set(1);
    t.alpha = 1;
    return t;
  }

  private face(art: CardArt, size: number, isTurned: boolean): Container {
    const c = this.cache.get(`c|${art.card}|${art.name}|${size}|${isTurned}|${isColourBlind()}`, () =>
      cardArt(art, size, { turned: isTurned, resolution: this.res }),
    );
    c.alpha = 1;
    return c;
  }

  private back(slot: string, side: BoardSide, w: number, h: number): Container {
    return this.cache.get(`b|${slot}|${side}|${w}|${h}|${isColourBlind()}`, () => cardBack(side, w, h));
  }

  /** Empties a layer: cached pieces are detached for reuse, the rest destroyed. */
  private empty(layer: Container): void {
    for (const c of layer.removeChildren()) if (!this.cache.owns(c)) c.destroy({ children: true });
  }

  private listen(type: string, f: (e: PointerEvent) => void): void {
    this.canvas.addEventListener(type, f as EventListener);
    this.listeners.push([type, f]);
  }

  /** A new size: laid out again; pieces of the same size are kept (the side panel often resizes the page). */
  private readonly resized = (): void => {
    this.layout = null;
    if (this.model) this.draw(this.model, false);
  };

  update(model: BoardModel): void {
    if (this.destroyed) return;
    const animate = this.animations && this.model !== null && this.model.bottom === model.bottom;
    this.draw(model, animate);
  }

  /** Canvas position of a board square's centre (tests and the e2e driver click there). */
  squarePoint(x: number, y: number): { x: number; y: number } | null {
    const l = this.layout;
    if (!l || !this.model) return null;
    const { col, row } = cellOf(this.model, x, y);
    return { x: l.gridX + (col + 0.5) * l.cell, y: l.gridY + (row + 0.5) * l.cell };
  }

  /** Canvas position of a hand card's centre. */
  handPoint(card: string): { x: number; y: number } | null {
    const i = this.model?.hand.findIndex((h) => h.art.card === card) ?? -1;
    const r = i >= 0 ? this.layout?.handSlots[i] : undefined;
    return r ? { x: r.x + r.w / 2, y: r.y + r.h / 2 } : null;
  }

  /** Whether units are still moving. */
  get animating(): boolean {
    return this.tweens.length > 0;
  }

  /**
   * The layout for `m`, kept while the hand's size and the field's are the same: a field without
   * borders that grows must be laid out again, smaller, or it runs under the hand and takes its clicks.
   */
  private layoutFor(m: BoardModel): Layout {
    const cards = m.hand.length || m.bottomHand;
    const key = `${cards}|${m.columns}|${m.rows}`;
    if (this.layout && this.layoutKey === key) return this.layout;
    this.layout = boardLayout(this.app.screen.width, this.app.screen.height, m.columns, m.rows, cards);
    this.layoutKey = key;
    return this.layout;
  }

  private draw(m: BoardModel, animate: boolean): void {
    const prev = this.model;
    this.model = m;
    const l = this.layoutFor(m);
    this.drawMat(m, l);
    this.drawUnits(m, l, prev, animate);
    this.drawMarks(m, l);
    this.drawSide(m, l);
    this.cache.sweep();
    this.requestRender();
  }

  private drawMat(m: BoardModel, l: Layout): void {
    const g = this.mat;
    g.clear();
    g.rect(0, 0, this.app.screen.width, this.app.screen.height).fill(TABLE);
    const gw = m.columns * l.cell;
    const gh = m.rows * l.cell;
    const pad = l.cell * 0.18;
    g.roundRect(l.gridX - pad, l.gridY - pad, gw + 2 * pad, gh + 2 * pad, pad)
      .fill(CLOTH)
      .stroke({
        width: 3,
        color: CLOTH_EDGE,
      });
    for (let col = 0; col < m.columns; col++)
      for (let row = 0; row < m.rows; row++)
        g.rect(l.gridX + col * l.cell, l.gridY + row * l.cell, l.cell, l.cell)
          // By the square, not the cell, so a growing borderless field keeps its pattern.
          .fill(squareParity(m, col, row) ? SQUARE_DARK : SQUARE_LIGHT)
          .stroke({ width: 1, color: SQUARE_LINE, alpha: 0.7 });
    // The far and near edges in the players' colours.
    const top = m.bottom === 'york' ? 'lancaster' : 'york';
    const edge = (side: BoardSide) => (side === 'york' ? 0xf4eedf : 0xb3262a);
    g.rect(l.gridX, l.gridY - 4, gw, 4).fill(edge(top));
    g.rect(l.gridX, l.gridY + gh, gw, 4).fill(edge(m.bottom));
    this.empty(this.matText);
    // The squares' names on the cloth's edges, as the log names them (a–g from player 1's left,
    // 1–6 from his edge), turned with the board: player 2 reads them from his side.
    const size = Math.max(9, Math.round(l.cell * 0.13));
    const names = edgeNames(m);
    names.columns.forEach((name, col) => {
      const t = this.text(`f${col}`, name, size, EDGE_LABEL);
      t.position.set(l.gridX + (col + 0.5) * l.cell, l.gridY + gh + 4 + (pad - 4) / 2);
      this.matText.addChild(t);
    });
    names.rows.forEach((name, row) => {
      const t = this.text(`r${row}`, name, size, EDGE_LABEL);
      t.position.set(l.gridX - pad / 2, l.gridY + (row + 0.5) * l.cell);
      this.matText.addChild(t);
    });
    for (const n of m.numbered) {
      const { col, row } = cellOf(m, n.x, n.y);
      const cx = l.gridX + (col + 0.5) * l.cell;
      const cy = l.gridY + (row + 0.5) * l.cell;
      g.circle(cx, cy, l.cell * 0.3).stroke({ width: 2, color: NUMBERED, alpha: 0.8 });
      const t = this.text(`n${n.label}`, n.label, l.cell * 0.34, NUMBERED, true);
      t.position.set(cx, cy);
      t.alpha = 0.8;
      this.matText.addChild(t);
    }
  }

  private cellCentre(l: Layout, col: number, row: number): { x: number; y: number } {
    return { x: l.gridX + (col + 0.5) * l.cell, y: l.gridY + (row + 0.5) * l.cell };
  }

  private drawUnits(m: BoardModel, l: Layout, prev: BoardModel | null, animate: boolean): void {
    const now = performance.now();
    const seen = new Set<string>();
    for (const u of m.units) {
      const { col, row } = cellOf(m, u.x, u.y);
      const key = `${u.art.card}|${l.boardCard}|${turned(u.art.side, m.bottom)}`;
      const at = this.cellCentre(l, col, row);
      seen.add(u.art.card);
      const have = this.units.get(u.art.card);
      if (have && have.key === key) {
        if (have.col !== col || have.row !== row) {
          have.col = col;
          have.row = row;
          this.tween(have.node, at.x, at.y, 1, 1, animate ? MOVE_MS : 0, now);
        } else if (!this.tweens.some((t) => t.node === have.node)) have.node.position.set(at.x, at.y);
        continue;
      }
      if (have) this.dropNode(have.node);
      const node = cardArt(u.art, l.boardCard, { turned: turned(u.art.side, m.bottom), resolution: this.res });
      this.unitLayer.addChild(node);
      this.units.set(u.art.card, { node, col, row, key });
      if (animate) {
        node.position.set(at.x, at.y - l.cell * 0.15);
        node.alpha = 0;
        node.scale.set(1.12);
        this.tween(node, at.x, at.y, 1, 1, MOVE_MS, now);
      } else node.position.set(at.x, at.y);
    }
    for (const [card, u] of [...this.units]) {
      if (seen.has(card)) continue;
      this.units.delete(card);
      const pileSide = (['york', 'lancaster'] as const).find((s) => m.piles[s].cards.some((c) => c.card === card));
      const wasInPile = pileSide && prev?.piles[pileSide].cards.some((c) => c.card === card);
      if (!animate) {
        this.dropNode(u.node);
        continue;
      }
      this.unitLayer.removeChild(u.node);
      this.flying.addChild(u.node);
      if (pileSide && !wasInPile) {
        const r = pileSide === m.bottom ? l.piles.bottom : l.piles.top;
        const scale = l.pileCard / l.boardCard;
        this.tweens.push({
          node: u.node,
          from: { x: u.node.x, y: u.node.y, alpha: 1, scale: 1 },
          to: { x: r.x + r.w / 2, y: r.y + r.h * 0.45, alpha: 0.15, scale },
          start: now,
          duration: SHAKE_MS + FLY_MS,
          shake: SHAKE_MS,
          done: () => u.node.destroy({ children: true }),
        });
      } else this.tween(u.node, u.node.x, u.node.y, 0, 1, 260, now, () => u.node.destroy({ children: true }));
    }
    this.startFrames();
  }

  /**
   * Destroys a unit's node and any tween still moving it: a card drawn again at another size (the
   * field grew, the window was resized) mid-move once left its tween writing to a destroyed node,
   * which threw on every frame and froze the board.
   */
  private dropNode(node: Container): void {
    this.tweens = this.tweens.filter((t) => t.node !== node);
    node.destroy({ children: true });
  }

  private tween(
    node: Container,
    x: number,
    y: number,
    alpha: number,
    scale: number,
    duration: number,
    start: number,
    done?: () => void,
  ): void {
    this.tweens = this.tweens.filter((t) => t.node !== node);
    if (duration <= 0) {
      node.position.set(x, y);
      node.alpha = alpha;
      node.scale.set(scale);
      done?.();
      return;
    }
    this.tweens.push({
      node,
      from: { x: node.x, y: node.y, alpha: node.alpha, scale: node.scale.x },
      to: { x, y, alpha, scale },
      start,
      duration,
      shake: 0,
      ...(done ? { done } : {}),
    });
  }

  private startFrames(): void {
    if (this.frame || this.tweens.length === 0) return;
    const step = () => {
      this.frame = 0;
      if (this.destroyed) return;
      const now = performance.now();
      const running: Tween[] = [];
      for (const t of this.tweens) {
        const k = Math.min(1, (now - t.start) / t.duration);
        const shakeEnd = t.shake / t.duration;
        if (k < shakeEnd) {
          const wobble = Math.sin((now - t.start) / 22) * (this.layout?.cell ?? 50) * 0.05;
          t.node.position.set(t.from.x + wobble, t.from.y);
          t.node.tint = 0xff9090;
        } else {
          const p = ease(shakeEnd >= 1 ? 1 : (k - shakeEnd) / (1 - shakeEnd));
          t.node.position.set(t.from.x + (t.to.x - t.from.x) * p, t.from.y + (t.to.y - t.from.y) * p);
          t.node.alpha = t.from.alpha + (t.to.alpha - t.from.alpha) * p;
          t.node.scale.set(t.from.scale + (t.to.scale - t.from.scale) * p);
        }
        if (k >= 1) t.done?.();
        else running.push(t);
      }
      this.tweens = running;
      this.app.render();
      if (running.length) this.frame = requestAnimationFrame(step);
    };
    this.frame = requestAnimationFrame(step);
  }

  private drawMarks(m: BoardModel, l: Layout): void {
    const under = this.under;
    const over = this.over;
    under.clear();
    over.clear();
    this.empty(this.overText);
    const box = (x: number, y: number): Rect | null => {
      const { col, row } = cellOf(m, x, y);
      if (col < 0 || row < 0 || col >= m.columns || row >= m.rows) return null;
      return { x: l.gridX + col * l.cell, y: l.gridY + row * l.cell, w: l.cell, h: l.cell };
    };
    // Archers' target grids: the hovered archer's, and any the model asks for.
    const hovered = this.hoveredUnit();
    const grids = m.squares.filter((s) => s.kind === 'grid');
    if (hovered?.art.ranged)
      for (const q of gridSquares(hovered.art.ranged.grid, hovered.art.side, m.first, hovered.x, hovered.y))
        grids.push({ x: q.x, y: q.y, kind: 'grid' });
    for (const q of grids) {
      const r = box(q.x, q.y);
      if (r)
        under
          .rect(r.x + 2, r.y + 2, r.w - 4, r.h - 4)
          .fill({ color: GRID, alpha: 0.28 })
          .stroke({ width: 2, color: GRID });
    }
    for (const q of m.squares) {
      const r = box(q.x, q.y);
      if (!r || q.kind === 'grid') continue;
      const chosen = q.kind === 'chosen';
      under
        .rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6)
        .fill({ color: chosen ? SELECT : HIGHLIGHT, alpha: chosen ? 0.35 : 0.3 })
        .stroke({ width: chosen ? 4 : 3, color: chosen ? SELECT : HIGHLIGHT });
      if (q.badge && (q.badge.enemy > 0 || q.badge.own > 0)) this.badge(r, q.badge.enemy, q.badge.own, l.cell);
    }
    if (m.ghost) {
      const { col, row } = cellOf(m, m.ghost.x, m.ghost.y);
      const at = this.cellCentre(l, col, row);
      const ghost = this.face(m.ghost.art, l.boardCard, turned(m.ghost.art.side, m.bottom));
      ghost.position.set(at.x, at.y);
      ghost.alpha = 0.82;
      this.overText.addChild(ghost);
    }
    const marked = m.units.map((u) => ({ x: u.x, y: u.y, marks: u.marks }));
    if (m.ghost?.doomed) marked.push({ x: m.ghost.x, y: m.ghost.y, marks: ['doomed-own'] });
    for (const u of marked) {
      const r = box(u.x, u.y);
      if (!r) continue;
      for (const mark of u.marks) {
        if (mark === 'doomed-own' || mark === 'doomed-enemy') {
          const color = mark === 'doomed-own' ? DOOM_OWN : DOOM_ENEMY;
          const k = l.cell * 0.2;
          over.rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6).stroke({ width: 4, color });
          over
            .moveTo(r.x + r.w / 2 - k, r.y + r.h / 2 - k)
            .lineTo(r.x + r.w / 2 + k, r.y + r.h / 2 + k)
            .moveTo(r.x + r.w / 2 + k, r.y + r.h / 2 - k)
            .lineTo(r.x + r.w / 2 - k, r.y + r.h / 2 + k)
            .stroke({ width: Math.max(3, l.cell * 0.08), color, alpha: 0.9, cap: 'round' });
        } else if (mark === 'pickable')
          over.rect(r.x + 2, r.y + 2, r.w - 4, r.h - 4).stroke({ width: 3, color: HIGHLIGHT });
        else if (mark === 'picked') over.rect(r.x + 1, r.y + 1, r.w - 2, r.h - 2).stroke({ width: 5, color: SELECT });
        else if (mark === 'recent')
          over
            .circle(r.x + r.w - l.cell * 0.1, r.y + l.cell * 0.1, l.cell * 0.06)
            .fill(SELECT)
            .stroke({ width: 1.5, color: INK });
      }
    }
    // The keyboard's frame (keyboard.ts): round the square's edge, so a card or a ghost on it leaves it in sight.
    const frame = m.frame ? box(m.frame.x, m.frame.y) : null;
    if (frame)
      for (const [width, color] of [
        [7, INK],
        [3, m.frame?.refused ? REFUSED : FRAME],
      ] as const)
        over.rect(frame.x - 1, frame.y - 1, frame.w + 2, frame.h + 2).stroke({ width, color });
    for (const f of m.fire) {
      const a = m.units.find((u) => u.art.card === f.from);
      const b = m.units.find((u) => u.art.card === f.to);
      const ra = a && box(a.x, a.y);
      const rb = b && box(b.x, b.y);
      if (!ra || !rb) continue;
      const x1 = ra.x + ra.w / 2;
      const y1 = ra.y + ra.h / 2;
      const x2 = rb.x + rb.w / 2;
      const y2 = rb.y + rb.h / 2;
      const len = Math.hypot(x2 - x1, y2 - y1);
      const ux = (x2 - x1) / len;
      const uy = (y2 - y1) / len;
      const head = l.cell * 0.18;
      const ex = x2 - ux * l.cell * 0.25;
      const ey = y2 - uy * l.cell * 0.25;
      over.moveTo(x1, y1).lineTo(ex, ey).stroke({ width: 3, color: GRID, alpha: 0.9 });
      over
        .poly([
          ex + ux * head,
          ey + uy * head,
          ex - uy * head * 0.6,
          ey + ux * head * 0.6,
          ex + uy * head * 0.6,
          ey - ux * head * 0.6,
        ])
        .fill(GRID);
    }
  }

  /** What a choice on this square would eliminate: enemies (green) and own units (red). */
  private badge(r: Rect, enemy: number, own: number, cell: number): void {
    const parts: [number, number][] = [];
    if (enemy > 0) parts.push([enemy, DOOM_ENEMY]);
    if (own > 0) parts.push([own, DOOM_OWN]);
    const d = cell * 0.26;
    parts.forEach(([n, color], i) => {
      const cx = r.x + r.w - d * 0.65 - i * d * 1.05;
      const cy = r.y + d * 0.65;
      this.over
        .circle(cx, cy, d / 2)
        .fill(color)
        .stroke({ width: 2, color: PAPER });
      const t = this.text(`badge${r.x},${r.y},${i}`, String(n), d * 0.62, PAPER);
      t.position.set(cx, cy);
      this.overText.addChild(t);
    });
  }

  private drawSide(m: BoardModel, l: Layout): void {
    this.empty(this.side);
    const top: BoardSide = m.bottom === 'york' ? 'lancaster' : 'york';
    // The viewer's hand.
    m.hand.forEach((h, i) => {
      const r = l.handSlots[i];
      if (!r) return;
      const node = this.face(h.art, Math.round(r.w * (h.picked ? 1.04 : 1)), false);
      node.position.set(r.x + r.w / 2, r.y + r.h / 2 - (h.picked ? l.cell * 0.12 : 0));
      if (!h.playable && m.hand.some((x) => x.playable)) node.alpha = 0.55;
      const ring = new Graphics();
      if (h.refused) ring.roundRect(r.x - 4, r.y - 4, r.w + 8, r.h + 8, 8).stroke({ width: 4, color: REFUSED });
      else if (h.picked)
        ring.roundRect(r.x - 4, r.y - 4 - l.cell * 0.12, r.w + 8, r.h + 8, 8).stroke({ width: 4, color: SELECT });
      else if (h.playable)
        ring.roundRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 8).stroke({ width: 2, color: HIGHLIGHT, alpha: 0.8 });
      const c = l.handCaption;
      const name = this.cache.get(`name|${h.art.card}|${h.art.name}|${r.w}`, () => {
        const t = caption(h.art.name, c.size, PAPER, this.res, true);
        t.style.wordWrap = true;
        t.style.wordWrapWidth = c.width;
        t.style.align = 'center';
        t.style.lineHeight = c.lineHeight;
        // A name longer than the lines the layout leaves for it is set smaller, not run off the board.
        while (t.height > HAND_CAPTION_LINES * c.lineHeight + 1 && Number(t.style.fontSize) > 7)
          t.style.fontSize = Number(t.style.fontSize) - 0.5;
        t.anchor.set(0.5, 0);
        return t;
      });
      name.position.set(r.x + r.w / 2, r.y + r.h + c.gap);
      this.side.addChild(ring, node, name);
    });
    // A spectator's view of the bottom hand: backs in the hand's slots, named by side beneath.
    for (let i = 0; i < m.bottomHand; i++) {
      const r = l.handSlots[i];
      if (!r) continue;
      const back = this.back(`bh${i}`, m.bottom, Math.round(r.w * 0.72), r.h);
      back.position.set(r.x + r.w / 2, r.y + r.h / 2);
      this.side.addChild(back);
    }
    if (m.handLabels.bottom !== null) {
      const bh = this.text('bh', m.handLabels.bottom, Math.max(10, l.cell * 0.14), 0xb8a894, true);
      bh.anchor.set(0.5, 0);
      const handY = l.gridY + m.rows * l.cell + Math.round(l.cell * 0.2);
      bh.position.set(l.gridX + (m.columns * l.cell) / 2, handY + l.handCard + l.cell * 0.05);
      this.side.addChild(bh);
    }
    // The opponent's hidden hand: backs only.
    const n = m.opponentHand;
    const bw = Math.round(l.opponentHand.h * 0.72);
    for (let i = 0; i < n; i++) {
      const back = this.back(`oh${i}`, top, bw, l.opponentHand.h);
      back.position.set(
        l.opponentHand.x + l.opponentHand.w / 2 + (i - (n - 1) / 2) * (bw + 6),
        l.opponentHand.y + l.opponentHand.h / 2,
      );
      this.side.addChild(back);
    }
    const oh = this.text('oh', m.handLabels.top, Math.max(10, l.cell * 0.14), 0xb8a894, true);
    oh.anchor.set(0, 0.5);
    oh.position.set(l.opponentHand.x, l.opponentHand.y + l.opponentHand.h / 2);
    this.side.addChild(oh);
    this.drawDeck(m, l.decks.top, top, m.decks[top], l);
    this.drawDeck(m, l.decks.bottom, m.bottom, m.decks[m.bottom], l);
    this.drawPile(m.piles[top], l.piles.top, m, l);
    this.drawPile(m.piles[m.bottom], l.piles.bottom, m, l);
  }

  private drawDeck(m: BoardModel, r: Rect, side: BoardSide, count: number, l: Layout): void {
    const w = l.pileCard;
    const layers = Math.min(6, Math.ceil(count / 6));
    for (let i = 0; i < layers; i++) {
      const b = this.back(`deck${side}${i}`, side, w, w);
      b.position.set(r.x + r.w / 2 - i * 1.5, r.y + r.h * 0.42 - i * 2);
      this.side.addChild(b);
    }
    const title = this.text(`deck${side}`, m.labels.deck[side], Math.max(10, l.cell * 0.14), GOLD, true);
    title.position.set(r.x + r.w / 2, r.y + r.h * 0.42 + w / 2 + l.cell * 0.18);
    fitWidth(title, r.w - 20);
    const num = this.text(`deck${side}`, String(count), Math.max(12, l.cell * 0.22), PAPER);
    num.position.set(r.x + r.w / 2, r.y + r.h * 0.42 + w / 2 + l.cell * 0.42);
    this.side.addChild(title, num);
  }

  private drawPile(p: PileModel, r: Rect, m: BoardModel, l: Layout): void {
    const g = new Graphics();
    g.roundRect(r.x, r.y, r.w, r.h, 10).fill({ color: 0x000000, alpha: 0.22 }).stroke({ width: 1, color: 0x4a3a31 });
    this.side.addChild(g);
    const title = this.text(`pile${p.side}`, m.labels.pile[p.side], Math.max(10, l.cell * 0.14), GOLD, true);
    title.position.set(r.x + r.w / 2, r.y + l.cell * 0.16);
    fitWidth(title, r.w - 20);
    this.side.addChild(title);
    // The top few cards, fanned; the pile's owner took them from the other side.
    const shown = p.cards.slice(-5);
    const w = l.pileCard;
    shown.forEach((c, i) => {
      const node = this.face(c, w, turned(c.side, m.bottom));
      node.position.set(r.x + r.w / 2 + (i - (shown.length - 1) / 2) * w * 0.16, r.y + l.cell * 0.32 + w / 2 + i * 3);
      this.side.addChild(node);
    });
    const line = (slot: string, text: string, have: number, need: number, y: number) => {
      const t = this.text(
        `${p.side}${slot}`,
        `${text} ${have} / ${need}`,
        Math.max(11, l.cell * 0.16),
        have >= need - 1 ? 0xffd36a : PAPER,
      );
      t.position.set(r.x + r.w / 2, y);
      fitWidth(t, r.w - 20);
      this.side.addChild(t);
      const bar = new Graphics();
      const bw = r.w - 20;
      bar.roundRect(r.x + 10, y + l.cell * 0.12, bw, 5, 2).fill({ color: 0x000000, alpha: 0.5 });
      bar.roundRect(r.x + 10, y + l.cell * 0.12, (bw * Math.min(have, need)) / need, 5, 2).fill(GOLD);
      this.side.addChild(bar);
    };
    line('u', m.labels.units, p.units, p.unitsToWin, r.y + r.h - l.cell * 0.62);
    line('c', m.labels.command, p.command, p.commandToWin, r.y + r.h - l.cell * 0.3);
  }

  private hoveredUnit(): BoardUnit | null {
    const m = this.model;
    if (!m || !this.hover) return null;
    const { x, y } = squareOf(m as Orientation, this.hover.col, this.hover.row);
    return m.units.find((u) => u.x === x && u.y === y) ?? null;
  }

  private hitAt(px: number, py: number): BoardHit | null {
    const m = this.model;
    const l = this.layout;
    if (!m || !l) return null;
    const cell = cellAt(l, m.columns, m.rows, px, py);
    if (cell) {
      const { x, y } = squareOf(m, cell.col, cell.row);
      const unit = m.units.find((u) => u.x === x && u.y === y)?.art ?? null;
      return { kind: 'square', x, y, unit };
    }
    const i = l.handSlots.findIndex((r) => inRect(r, px, py));
    const h = i >= 0 ? m.hand[i] : undefined;
    if (h) return { kind: 'hand', card: h.art };
    for (const [side, r] of [
      [m.bottom, l.piles.bottom],
      [m.bottom === 'york' ? 'lancaster' : 'york', l.piles.top],
    ] as const)
      if (inRect(r, px, py)) return { kind: 'pile', side };
    return null;
  }

  private point(e: PointerEvent): { x: number; y: number } {
    const b = this.canvas.getBoundingClientRect();
    return { x: e.clientX - b.left, y: e.clientY - b.top };
  }

  private pointerMove(e: PointerEvent): void {
    const p = this.point(e);
    const hit = this.hitAt(p.x, p.y);
    const m = this.model;
    const l = this.layout;
    const cell = m && l ? cellAt(l, m.columns, m.rows, p.x, p.y) : null;
    this.setHover(cell, hit, p.x, p.y);
    this.canvas.style.cursor = hit && hit.kind !== 'pile' ? 'pointer' : 'default';
  }

  private setHover(cell: { col: number; row: number } | null, hit: BoardHit | null, x: number, y: number): void {
    const was = this.hover;
    this.hover = cell;
    this.onHover(hit, x, y);
    if ((was?.col ?? -1) !== (cell?.col ?? -1) || (was?.row ?? -1) !== (cell?.row ?? -1)) {
      if (this.model && this.layout) {
        this.drawMarks(this.model, this.layout);
        this.requestRender();
      }
    }
  }

  private click(e: PointerEvent): void {
    const p = this.point(e);
    const hit = this.hitAt(p.x, p.y);
    if (hit?.kind === 'square') this.onSquare(hit.x, hit.y);
    else if (hit?.kind === 'hand') this.onHand(hit.card.card);
  }

  private requestRender(): void {
    if (this.destroyed || this.frame) return;
    requestAnimationFrame(() => {
      if (!this.destroyed && !this.frame) this.app.render();
    });
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    for (const [type, f] of this.listeners) this.canvas.removeEventListener(type, f as EventListener);
    this.app.renderer.off('resize', this.resized);
    this.root.destroy({ children: true });
  }
}

export type { BoardHit, CardArt };
