// The board: a PixiJS 8 scene that draws the map and the blocks, pans/zooms, animates
// block moves, and turns clicks into onAreaClick/onBlockClick(id). No Svelte here; the
// host owns the Application and feeds `update(model)`.
//
// Rendering is on demand (one frame per change); the app ticker runs only while a
// tween is playing. Hit testing is done in map space against the geometry (display
// objects carry no game state), so clicks work the same at every zoom.
//
// Only blocks and badges are drawn by Pixi every frame. Everything under them (land, sea,
// control tints, highlights, borders, names) is one picture kept by MapBackdrop: bitmaps
// redrawn at the zoom they are seen at, moved as a whole while the view pans and zooms.
// For that picture to show through, the host creates the Application with
// `backgroundAlpha: 0`; with an opaque canvas the bitmaps are drawn as sprites instead.
// Blocks never shrink below MIN_BLOCK_PX on screen (counter-scaled when zoomed out).
import { drawMoveArrows } from './move-arrows';
import { Container, Graphics, Text, type Application } from 'pixi.js';
import type { AreaShape, MapGeometry } from '../../../assets/map/geometry';
import { MapBackdrop, REST_MS } from './backdrop';
import { BlockView } from './block-view';
import { FlatLayer, type FlatItem } from './flat-layer';
import { compassRose, legend } from './decorations';
import { Camera } from './camera';
import { hatchSegments, midpoint, polygonContains } from './geometry-math';
import { buildBaseLayers, scaleLabels, tracePolygon, type BaseLayers } from './map-layers';
import type { MapBlock, MapModel } from './model';
import { BORDER_COLOURS, HIGHLIGHT, INK, LANCASTER, PAPER, SANS, YORK, mix } from './palette';
import { blockScale, layoutScaledStack, type Slot } from './stack-layout';

export interface MapSceneOptions {
  onAreaClick?: (areaId: string) => void;
  /** `narrow`: Shift, Ctrl or Cmd was held (pick this block alone, not its group). */
  onBlockClick?: (blockId: string, narrow: boolean) => void;
  /** The block or area under the pointer changed (null: nothing, or the pointer left the map); canvas px. */
  onHover?: (hit: MapHit | null, x: number, y: number) => void;
  /** Text supersampling; defaults to devicePixelRatio x 3 (crisp up to max zoom). */
  textResolution?: number;
  /** Where to mount the scene's root (default app.stage), e.g. under the host's own layers. */
  parent?: Container;
}

interface Tween {
  view: BlockView;
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  fromAlpha: number;
  toAlpha: number;
  start: number;
  duration: number;
  destroyAtEnd: boolean;
}

/** Area names' size in map units (map-layers draws them at 17 px with letter spacing), for clicks. */
const LABEL_CHAR_W = 14;
const LABEL_HALF_H = 14;
const MOVE_MS = 520;
const SHIFT_MS = 220;
const FADE_MS = 200;
const DRAG_THRESHOLD = 5;

const destroyItem = (item: FlatItem): void => {
  item.art.destroy({ children: true });
  item.node.destroy();
};

const ease = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export interface MapHit {
  kind: 'block' | 'area';
  id: string;
}

export class MapScene {
  readonly root = new Container();
  onAreaClick: (areaId: string) => void;
  onBlockClick: (blockId: string, narrow: boolean) => void;
  onHover: (hit: MapHit | null, x: number, y: number) => void;
  private hovered = '';

  private readonly world = new Container();
  private readonly camera: Camera;
  private readonly base: BaseLayers;
  /** Everything drawn under the blocks; rendered only by the backdrop. */
  private readonly mapPicture = new Container();
  private readonly backdrop: MapBackdrop;
  /** Sprite mode only: the backdrop's bitmaps inside the world. */
  private readonly backdropLayer = new Container();
  private readonly highlightLayer = new Graphics();
  private readonly hatchLayer = new Graphics();
  /** The opponent's latest moves, over the blocks. */
  private readonly arrowLayer = new Graphics();
  private arrowsKey = '[]';
  /** Block nodes in drawing order (stack order by zIndex, then child order); never rendered. */
  private readonly blockLayer = new Container();
  /** Blocks and badges, drawn as one batch of quads. */
  private readonly flat: FlatLayer;
  private readonly blocks = new Map<string, BlockView>();
  private readonly blockArea = new Map<string, string>();
  /** Blocks per area as last laid out (re-laid out when the block scale changes with zoom). */
  private stacks = new Map<string, MapBlock[]>();
  private readonly countBadges = new Map<string, FlatItem & { count: number }>();
  private capacityBadges: FlatItem[] = [];
  private capacityKey = '[]';
  /** Current counter-scale of blocks and badges (1 when zoomed in). */
  private blockK = 1;
  private restTimer: ReturnType<typeof setTimeout> | null = null;
  /** What the backdrop last drew of the model (control tints, hatching, highlights). */
  private pictureKey = '';
  private readonly areasById: Map<string, AreaShape>;
  /** Areas whose name stands outside their shape. */
  private readonly outsideLabels: readonly AreaShape[];
  private readonly textResolution: number;
  private model: MapModel = { areas: [], blocks: [], highlightAreas: [], highlightBlocks: [], selectedBlocks: [] };
  private tweens: Tween[] = [];
  /** Blocks glide to new places and fade in/out; off (the Animations setting), they jump. */
  animations = true;
  private ticking = false;
  private startedTicker = false;
  private renderQueued = 0;
  private destroyed = false;
  private drag: { x: number; y: number; moved: boolean; id: number } | null = null;
  private readonly canvas: HTMLCanvasElement;
  private readonly listeners: [string, EventListenerOrEventListenerObject, AddEventListenerOptions?][] = [];

  constructor(
    private readonly app: Application,
    private readonly geometry: MapGeometry,
    options: MapSceneOptions = {},
  ) {
    this.onAreaClick = options.onAreaClick ?? (() => {});
    this.onBlockClick = options.onBlockClick ?? (() => {});
    this.onHover = options.onHover ?? (() => {});
    const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
    this.textResolution = options.textResolution ?? dpr * 3;
    this.areasById = new Map(geometry.areas.map((a) => [a.id, a]));
    this.outsideLabels = geometry.areas.filter((a) => !a.polygons.some((poly) => polygonContains(poly, a.label.x, a.label.y)));
    this.camera = new Camera(geometry.width, geometry.height);
    // Counter-scaled names never exceed ~1.5x their font size on screen, so 2x dpr is enough for them.
    this.base = buildBaseLayers(geometry, Math.min(this.textResolution, dpr * 2));
    this.base.sea.addChild(compassRose(geometry.decorations.compass.x, geometry.decorations.compass.y, this.textResolution), legend(geometry, this.textResolution));
    this.mapPicture.addChild(this.base.sea, this.base.fills, this.hatchLayer, this.highlightLayer, this.base.lines, this.base.exiles, this.base.labels);
    this.flat = new FlatLayer(app.renderer, 1, () => this.flatItems());
    this.world.addChild(this.backdropLayer, this.flat.view, this.arrowLayer);
    this.root.addChild(this.world);
    (options.parent ?? app.stage).addChild(this.root);
    const margin = 8; // the map's printed frame is drawn just outside it
    this.backdrop = new MapBackdrop(app, this.mapPicture, { x: -margin, y: -margin, w: geometry.width + 2 * margin, h: geometry.height + 2 * margin }, this.backdropLayer, {
      prepare: (zoom) => scaleLabels(this.base.scalable, zoom),
      changed: () => this.requestRender(),
    });

    this.canvas = app.canvas;
    this.listen('pointerdown', (e) => this.pointerDown(e as PointerEvent));
    this.listen('pointermove', (e) => this.pointerMove(e as PointerEvent));
    this.listen('pointerup', (e) => this.pointerUp(e as PointerEvent));
    this.listen('pointercancel', () => (this.drag = null));
    this.listen('pointerleave', () => this.hover(null, 0, 0));
    this.listen('wheel', (e) => this.wheel(e as WheelEvent), { passive: false });
    app.renderer.on('resize', this.onResize);
    this.camera.resize(app.screen.width, app.screen.height);
    this.camera.fit();
    this.applyView();
    this.flat.setResolution(this.blockResolution);
  }

  // ---------------------------------------------------------------- public API

  update(model: MapModel): void {
    if (this.destroyed) return;
    const previous = this.model;
    this.model = model;
    const key = JSON.stringify([model.areas.map((a) => [a.id, a.control ?? null]), model.highlightAreas]);
    if (key !== this.pictureKey) {
      this.pictureKey = key;
      this.drawControl(model);
      this.drawHighlights(model);
      this.backdrop.invalidate();
    }
    this.drawCapacity(model);
    this.drawArrows();
    this.layoutBlocks(previous, model);
    this.requestRender();
  }

  /** Keyboard control; the host forwards key names ("+", "-", "0", "ArrowLeft", ...). Returns true if handled. */
  handleKey(key: string): boolean {
    const step = 80;
    const cx = this.app.screen.width / 2;
    const cy = this.app.screen.height / 2;
    switch (key) {
      case '+':
      case '=':
        this.camera.zoomAt(1.25, cx, cy);
        break;
      case '-':
      case '_':
        this.camera.zoomAt(0.8, cx, cy);
        break;
      case '0':
        this.camera.fit();
        break;
      case 'ArrowLeft':
        this.camera.panBy(step, 0);
        break;
      case 'ArrowRight':
        this.camera.panBy(-step, 0);
        break;
      case 'ArrowUp':
        this.camera.panBy(0, step);
        break;
      case 'ArrowDown':
        this.camera.panBy(0, -step);
        break;
      default:
        return false;
    }
    this.applyView();
    return true;
  }

  zoomBy(factor: number, screenX = this.app.screen.width / 2, screenY = this.app.screen.height / 2): void {
    this.camera.zoomAt(factor, screenX, screenY);
    this.applyView();
  }

  panBy(dx: number, dy: number): void {
    this.camera.panBy(dx, dy);
    this.applyView();
  }

  fit(): void {
    this.camera.fit();
    this.applyView();
  }

  /** Zoom to `zoom` (screen px per map px) centred on an area. */
  focusArea(areaId: string, zoom?: number): void {
    const a = this.areasById.get(areaId);
    if (!a) return;
    if (zoom !== undefined) this.camera.zoomAt(zoom / this.camera.view.zoom, this.app.screen.width / 2, this.app.screen.height / 2);
    this.camera.centreOn(a.stack.x, a.stack.y);
    this.applyView();
  }

  mapToScreen(x: number, y: number): { x: number; y: number } {
    const v = this.camera.view;
    return { x: v.x + x * v.zoom, y: v.y + y * v.zoom };
  }

  /** The opponent's moves, as wide on screen as the (counter-scaled) blocks they point at. */
  private drawArrows(): void {
    const arrows = this.model.arrows ?? [];
    const key = JSON.stringify([arrows, this.blockK]);
    if (key === this.arrowsKey) return;
    this.arrowsKey = key;
    drawMoveArrows(this.arrowLayer, arrows, this.geometry, this.geometry.blockSize * this.blockK);
  }

  /** Which block or area is at this screen point (CSS px relative to the canvas). */
  hitTest(screenX: number, screenY: number): { kind: 'block' | 'area'; id: string } | null {
    const p = this.camera.toMap(screenX, screenY);
    // Topmost first, as drawn.
    for (const v of this.inDrawOrder([...this.blocks.values()]).reverse()) {
      const n = v.node;
      if (n.alpha < 0.5) continue;
      const half = (this.geometry.blockSize / 2) * n.scale.x;
      if (Math.abs(p.x - n.x) <= half && Math.abs(p.y - (n.y - n.pivot.y * n.scale.y)) <= half) return { kind: 'block', id: v.id };
    }
    for (const a of this.geometry.areas) {
      const b = a.bbox;
      if (p.x < b.x || p.x > b.x + b.w || p.y < b.y || p.y > b.y + b.h) continue;
      if (a.polygons.some((poly) => polygonContains(poly, p.x, p.y))) return { kind: 'area', id: a.id };
    }
    // A name written beside its area (the Isle of Man's, out at sea) is part of what a player clicks.
    for (const a of this.outsideLabels) {
      const halfW = (a.name.length * LABEL_CHAR_W) / 2;
      if (Math.abs(p.x - a.label.x) <= halfW && Math.abs(p.y - a.label.y) <= LABEL_HALF_H) return { kind: 'area', id: a.id };
    }
    return null;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const [type, fn, opts] of this.listeners) this.canvas.removeEventListener(type, fn, opts);
    this.app.renderer.off('resize', this.onResize);
    this.stopTicking();
    if (this.renderQueued) cancelAnimationFrame(this.renderQueued);
    if (this.restTimer !== null) clearTimeout(this.restTimer);
    this.backdrop.destroy();
    this.flat.destroy();
    for (const v of this.blocks.values()) v.destroy();
    for (const t of this.tweens) if (t.destroyAtEnd) t.view.destroy();
    this.tweens = [];
    for (const b of [...this.countBadges.values(), ...this.capacityBadges]) destroyItem(b);
    this.root.destroy({ children: true });
    this.mapPicture.destroy({ children: true });
  }

  /** 'dom' when the map picture shows through a transparent canvas, 'sprite' when drawn in Pixi. */
  get backdropMode(): 'dom' | 'sprite' {
    return this.backdrop.mode;
  }

  /** On-screen edge of a block right now, CSS px. */
  get blockScreenSize(): number {
    return this.geometry.blockSize * this.blockK * this.camera.view.zoom;
  }

  // ---------------------------------------------------------------- drawing

  private drawControl(model: MapModel): void {
    const control = new Map(model.areas.map((a) => [a.id, a.control ?? null]));
    this.hatchLayer.clear();
    for (const [id, g] of this.base.areaFills) {
      const base = this.base.baseColour.get(id)!;
      const c = control.get(id) ?? null;
      g.tint = c === 'lancaster' ? mix(base, LANCASTER, 0.32) : c === 'york' ? mix(base, YORK, 0.75) : c === 'contested' ? mix(base, 0xffffff, 0.25) : base;
      if (c === 'contested') {
        // Red-and-white candy stripes: "battle pending here".
        const a = this.areasById.get(id)!;
        for (const poly of a.polygons) {
          for (const [x0, y0, x1, y1] of hatchSegments(poly, 16)) {
            this.hatchLayer.moveTo(x0, y0).lineTo(x1, y1).stroke({ width: 3.5, color: LANCASTER, alpha: 0.3 });
          }
        }
      }
    }
  }

  private drawHighlights(model: MapModel): void {
    const g = this.highlightLayer;
    g.clear();
    for (const id of model.highlightAreas) {
      const a = this.areasById.get(id);
      if (!a) continue;
      for (const poly of a.polygons) {
        tracePolygon(g, poly).fill({ color: HIGHLIGHT, alpha: 0.22 });
        // Inner glow only (alignment 0 = inside for our clockwise rings), so it never spills into the sea.
        tracePolygon(g, poly).stroke({ width: 12, color: HIGHLIGHT, alpha: 0.4, alignment: 0, join: 'round' });
        tracePolygon(g, poly).stroke({ width: 3.5, color: HIGHLIGHT, alpha: 0.95, alignment: 0, join: 'round' });
      }
    }
  }

  /** Border capacity badges (optional), redrawn only when they change. */
  private drawCapacity(model: MapModel): void {
    const caps = model.borderCapacity ?? [];
    const key = JSON.stringify(caps);
    if (key === this.capacityKey) return;
    this.capacityKey = key;
    for (const c of this.capacityBadges) destroyItem(c);
    this.capacityBadges = [];
    for (const cap of caps) {
      const b = this.geometry.borders.find((x) => (x.a === cap.a && x.b === cap.b) || (x.a === cap.b && x.b === cap.a));
      if (!b) continue;
      const m = midpoint(b.polyline);
      const node = new Container();
      node.position.set(m.x, m.y);
      node.scale.set(this.blockK);
      this.capacityBadges.push({ art: this.capacityBadge(cap.left, BORDER_COLOURS[b.type]), node });
    }
  }

  /** Border crossings left: a diamond in the border's colour (struck through at 0). */
  private capacityBadge(left: number, color: number): Container {
    const c = new Container();
    const g = new Graphics().poly([0, -13, 13, 0, 0, 13, -13, 0]).fill({ color: left > 0 ? color : 0x777777 }).stroke({ width: 2, color: INK });
    c.addChild(g);
    const t = new Text({ text: String(left), resolution: this.textResolution, style: { fontFamily: SANS, fontSize: 13, fontWeight: 'bold', fill: left > 0 && color !== BORDER_COLOURS.yellow ? 0xffffff : INK } });
    t.anchor.set(0.5);
    c.addChild(t);
    return c;
  }

  private badge(text: string, color: number): Container {
    const c = new Container();
    c.addChild(new Graphics().circle(0, 0, 10).fill({ color }).stroke({ width: 2, color: PAPER }));
    const t = new Text({ text, resolution: this.textResolution, style: { fontFamily: SANS, fontSize: 12, fontWeight: 'bold', fill: 0xffffff } });
    t.anchor.set(0.5);
    c.addChild(t);
    return c;
  }

  private layoutBlocks(previous: MapModel, model: MapModel): void {
    const highlight = new Set(model.highlightBlocks);
    const selected = new Set(model.selectedBlocks);
    const byArea = new Map<string, MapBlock[]>();
    for (const b of model.blocks) {
      if (!this.areasById.has(b.area)) continue;
      const list = byArea.get(b.area) ?? [];
      list.push(b);
      byArea.set(b.area, list);
    }
    this.stacks = byArea;
    const now = performance.now();
    const firstModel = previous.blocks.length === 0 && this.blocks.size === 0;
    const seen = new Set<string>();
    const k = this.blockK;
    for (const [areaId, list] of byArea) {
      const slots = this.stackSlots(areaId, list);
      const data = new Map(list.map((b) => [b.id, b]));
      slots.forEach((slot, order) => {
        const b = data.get(slot.id)!;
        seen.add(b.id);
        let view = this.blocks.get(b.id);
        const isNew = !view;
        if (!view) {
          view = new BlockView(b.id, this.geometry.blockSize, this.textResolution);
          this.blocks.set(b.id, view);
          this.blockLayer.addChild(view.node);
          view.node.position.set(slot.x, slot.y);
          view.node.alpha = firstModel ? 1 : 0;
        }
        view.node.scale.set(k);
        if (view.update(b, highlight.has(b.id), selected.has(b.id))) this.flat.invalidate();
        view.node.zIndex = order;
        const movedArea = this.blockArea.get(b.id) !== undefined && this.blockArea.get(b.id) !== areaId;
        this.blockArea.set(b.id, areaId);
        this.cancelTween(view);
        if (isNew && !firstModel) this.addTween(view, slot.x, slot.y, 1, FADE_MS, now, false);
        else if (view.node.x !== slot.x || view.node.y !== slot.y || view.node.alpha !== 1) {
          // Moving blocks fly above the rest.
          if (movedArea) this.blockLayer.setChildIndex(view.node, this.blockLayer.children.length - 1);
          this.addTween(view, slot.x, slot.y, 1, movedArea ? MOVE_MS : SHIFT_MS, now, false);
        }
      });
      this.placeCount(areaId, list.length, slots);
    }
    for (const [id, view] of this.blocks) {
      if (seen.has(id)) continue;
      this.blocks.delete(id);
      this.blockArea.delete(id);
      this.cancelTween(view);
      this.addTween(view, view.node.x, view.node.y, 0, FADE_MS, now, true);
    }
    for (const [areaId, badge] of this.countBadges) {
      if ((byArea.get(areaId)?.length ?? 0) > 1) continue;
      destroyItem(badge);
      this.countBadges.delete(areaId);
    }
  }

  /** Where an area's blocks stand at the current block scale. */
  private stackSlots(areaId: string, list: MapBlock[]): Slot[] {
    return layoutScaledStack(list, this.areasById.get(areaId)!.stack.box, this.geometry.blockSize, this.blockK);
  }

  /** The stack's count on its top-right corner as laid out (made only when the count changes). */
  private placeCount(areaId: string, count: number, slots: Slot[]): void {
    if (count < 2) return;
    let badge = this.countBadges.get(areaId);
    if (badge?.count !== count) {
      if (badge) destroyItem(badge);
      badge = { count, art: this.badge(String(count), INK), node: new Container() };
      this.countBadges.set(areaId, badge);
    }
    const k = this.blockK;
    const half = (this.geometry.blockSize / 2) * k;
    const right = Math.max(...slots.map((s) => s.x)) + half;
    const top = Math.min(...slots.map((s) => s.y)) - half;
    badge.node.position.set(right + 6 * k, top - 6 * k);
    badge.node.scale.set(k);
  }

  /** The zoom changed the block scale: re-lay every stack out at once (moving blocks keep flying). */
  private rescaleBlocks(): void {
    const k = this.blockK;
    for (const [areaId, list] of this.stacks) {
      const slots = this.stackSlots(areaId, list);
      for (const slot of slots) {
        const view = this.blocks.get(slot.id);
        if (!view) continue;
        view.node.scale.set(k);
        const tween = this.tweens.find((t) => t.view === view);
        if (tween) {
          tween.toX = slot.x;
          tween.toY = slot.y;
        } else view.node.position.set(slot.x, slot.y);
      }
      this.placeCount(areaId, list.length, slots);
    }
    for (const t of this.tweens) if (t.destroyAtEnd) t.view.node.scale.set(k);
    for (const c of this.capacityBadges) c.node.scale.set(k);
  }

  // ---------------------------------------------------------------- animation

  private addTween(view: BlockView, toX: number, toY: number, toAlpha: number, duration: number, start: number, destroyAtEnd: boolean): void {
    if (!this.animations) {
      view.node.position.set(toX, toY);
      view.node.alpha = toAlpha;
      if (destroyAtEnd) view.destroy();
      this.requestRender();
      return;
    }
    this.tweens.push({ view, fromX: view.node.x, fromY: view.node.y, toX, toY, fromAlpha: view.node.alpha, toAlpha, start, duration, destroyAtEnd });
    this.startTicking();
  }

  private cancelTween(view: BlockView): void {
    this.tweens = this.tweens.filter((t) => t.view !== view);
  }

  private readonly tick = (): void => {
    const now = performance.now();
    this.tweens = this.tweens.filter((t) => {
      const k = Math.min(1, Math.max(0, (now - t.start) / t.duration));
      const e = ease(k);
      t.view.node.position.set(t.fromX + (t.toX - t.fromX) * e, t.fromY + (t.toY - t.fromY) * e);
      t.view.node.alpha = t.fromAlpha + (t.toAlpha - t.fromAlpha) * k;
      if (k < 1) return true;
      if (t.destroyAtEnd) t.view.destroy();
      return false;
    });
    if (this.tweens.length === 0) {
      this.stopTicking();
      this.requestRender();
    }
  };

  private startTicking(): void {
    if (this.ticking) return;
    this.ticking = true;
    this.app.ticker.add(this.tick);
    if (!this.app.ticker.started) {
      this.startedTicker = true;
      this.app.ticker.start();
    }
  }

  private stopTicking(): void {
    if (!this.ticking) return;
    this.ticking = false;
    this.app.ticker.remove(this.tick);
    if (this.startedTicker) {
      this.startedTicker = false;
      this.app.ticker.stop();
    }
  }

  /** Whether block animations are still running (for tests and hosts). */
  get animating(): boolean {
    return this.tweens.length > 0;
  }

  /** Whether the map picture is still to be redrawn (after a change, or the view coming to rest). */
  get drawing(): boolean {
    return this.backdrop.pending || this.restTimer !== null;
  }

  // ---------------------------------------------------------------- view & input

  private applyView(): void {
    if (this.destroyed) return;
    const v = this.camera.view;
    this.world.position.set(v.x, v.y);
    this.world.scale.set(v.zoom);
    this.backdrop.setView(v, this.app.screen.width, this.app.screen.height);
    const k = blockScale(v.zoom, this.geometry.blockSize);
    if (k !== this.blockK) {
      this.blockK = k;
      this.rescaleBlocks();
      this.drawArrows();
    }
    if (this.restTimer !== null) clearTimeout(this.restTimer);
    this.restTimer = setTimeout(() => {
      this.restTimer = null;
      this.rebakeBlocks();
    }, REST_MS);
    this.requestRender();
  }

  /** Texture px per block unit for the current view (blocks and badges share the block scale). */
  private get blockResolution(): number {
    return this.camera.view.zoom * this.blockK * (this.app.renderer.resolution || 1);
  }

  /** Blocks (fading ones too) in drawing order, then the badges. */
  private flatItems(): FlatItem[] {
    const fading = this.tweens.filter((t) => t.destroyAtEnd).map((t) => t.view);
    return [...this.inDrawOrder([...this.blocks.values(), ...fading]), ...this.countBadges.values(), ...this.capacityBadges];
  }

  /** Bottom first: by stack order (zIndex), then by child order (moving blocks last, on top). */
  private inDrawOrder(views: BlockView[]): BlockView[] {
    const index = new Map(this.blockLayer.children.map((c, i) => [c, i]));
    return views.sort((a, b) => a.node.zIndex - b.node.zIndex || index.get(a.node)! - index.get(b.node)!);
  }

  /** The view is at rest: blocks baked for another zoom are baked again, sharp. */
  private rebakeBlocks(): void {
    if (this.destroyed) return;
    if (this.backdrop.pending) {
      // Not in the same frame as the map picture's redraw: two shorter frames rather than one long one.
      this.restTimer = setTimeout(() => {
        this.restTimer = null;
        this.rebakeBlocks();
      }, 50);
      return;
    }
    this.flat.setResolution(this.blockResolution);
    this.requestRender();
  }

  private requestRender(): void {
    // If the host runs the ticker (autoStart) or we are animating, Pixi already renders every frame.
    if (this.destroyed || this.renderQueued || this.ticking || this.app.ticker.started) return;
    this.renderQueued = requestAnimationFrame(() => {
      this.renderQueued = 0;
      if (!this.destroyed) this.app.render();
    });
  }

  private readonly onResize = (): void => {
    this.camera.resize(this.app.screen.width, this.app.screen.height);
    this.applyView();
  };

  private listen(type: string, fn: (e: Event) => void, opts?: AddEventListenerOptions): void {
    this.canvas.addEventListener(type, fn, opts);
    this.listeners.push([type, fn, opts]);
  }

  private local(e: MouseEvent): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    const sx = r.width ? this.app.screen.width / r.width : 1;
    const sy = r.height ? this.app.screen.height / r.height : 1;
    return { x: (e.clientX - r.left) * sx, y: (e.clientY - r.top) * sy };
  }

  private pointerDown(e: PointerEvent): void {
    if (e.button !== 0) return;
    const p = this.local(e);
    this.drag = { x: p.x, y: p.y, moved: false, id: e.pointerId };
    this.canvas.setPointerCapture?.(e.pointerId);
  }

  private pointerMove(e: PointerEvent): void {
    const p = this.local(e);
    if (this.drag && this.drag.id === e.pointerId) {
      const dx = p.x - this.drag.x;
      const dy = p.y - this.drag.y;
      if (!this.drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      this.drag.moved = true;
      this.drag.x = p.x;
      this.drag.y = p.y;
      this.canvas.style.cursor = 'grabbing';
      this.hover(null, 0, 0);
      this.panBy(dx, dy);
      return;
    }
    const hit = this.hitTest(p.x, p.y);
    this.hover(hit, p.x, p.y);
    const clickable = hit && (hit.kind === 'block' ? this.model.highlightBlocks.includes(hit.id) : this.model.highlightAreas.includes(hit.id));
    this.canvas.style.cursor = clickable ? 'pointer' : 'grab';
  }

  /** Tells the host when what is under the pointer changes (not on every pixel of movement). */
  private hover(hit: MapHit | null, x: number, y: number): void {
    const key = hit ? `${hit.kind}:${hit.id}` : '';
    if (key === this.hovered) return;
    this.hovered = key;
    this.onHover(hit, x, y);
  }

  private pointerUp(e: PointerEvent): void {
    const drag = this.drag;
    this.drag = null;
    if (!drag || drag.id !== e.pointerId) return;
    this.canvas.style.cursor = 'grab';
    if (drag.moved) return;
    const p = this.local(e);
    const hit = this.hitTest(p.x, p.y);
    if (hit?.kind === 'block') this.onBlockClick(hit.id, e.shiftKey || e.ctrlKey || e.metaKey);
    else if (hit?.kind === 'area') this.onAreaClick(hit.id);
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const p = this.local(e);
    // Trackpads send many small deltas, mouse wheels a few big ones: scale smoothly.
    const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
    this.zoomBy(factor, p.x, p.y);
  }
}
