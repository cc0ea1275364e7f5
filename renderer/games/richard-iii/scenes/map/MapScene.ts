// The board: a PixiJS 8 scene that draws the map and the blocks, pans/zooms, animates
// block moves, and turns clicks into onAreaClick/onBlockClick(id). No Svelte here; the
// host owns the Application and feeds `update(model)`. This class lays the blocks out and
// ties the parts together: overlays are drawn by map-overlays.ts and move-arrows.ts, tweens
// run in block-tweens.ts, and pointer, wheel and keys are read by map-input.ts.
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
// Blocks never shrink below their drawn size on screen (counter-scaled when zoomed out), so their
// text stays readable; each stack is laid out clear of the names, and one too big for its area
// collapses to a counter (one per side where contested) the host fans out (onStackHover / onStackClick).
import { drawMoveArrows } from './move-arrows';
import { Container, Graphics, type Application } from 'pixi.js';
import type { AreaShape, MapGeometry } from '../../../../../assets/map/geometry';
import { MapBackdrop, REST_MS } from './backdrop';
import { BlockView } from './block-view';
import { BlockTweens, FADE_MS, MOVE_MS, SHIFT_MS } from './block-tweens';
import { FlatLayer, type FlatItem } from './flat-layer';
import { compassRose, legend } from './decorations';
import { ROW_TEXT, legendRoom, legendScale } from './legend-place';
import { Camera } from './camera';
import type { MapLabels } from './labels';
import { buildBaseLayers, drawNames, nameRects, scaleLabels, type BaseLayers } from './map-layers';
import { cameraKey, hitAt, hitBounds, labelsOutside, MapInput, type MapHit } from './map-input';
import { capacityBadges, countBadge, destroyItem, drawControl, drawHighlights } from './map-overlays';
import { captiveBadge } from './captive-mark';
import type { MapBlock, MapModel } from './model';
import { isColourBlind } from '../../../../src/lib/colour-mode';
import {
  BLOCK_H,
  BLOCK_W,
  blockScale,
  campOf,
  countRect,
  planStacks,
  type Camp,
  type StackCount,
  type StackPlan,
  type StackRoom,
} from './stack-layout';
import { stackRooms } from './stack-rooms';
import { leadersOf, type Leader } from './stack-leaders';
import { drawAreaMark, drawLeaders } from './leader-lines';
import type { Rect } from '../../../../../assets/map/geometry';

export type { MapHit } from './map-input';

export interface MapSceneOptions {
  /** Every word the map draws, in the player's language (see `setLabels` for a switch). */
  labels: MapLabels;
  onAreaClick?: (areaId: string) => void;
  /** `narrow`: Shift, Ctrl or Cmd was held (pick this block alone, not its group). */
  onBlockClick?: (blockId: string, narrow: boolean) => void;
  /**
   * The block or area under the pointer changed (null: nothing, or the pointer left the map); canvas
   * px, and where what it names lies on the canvas (`hitRect`), for a tooltip to stand clear of.
   */
  onHover?: (hit: MapHit | null, x: number, y: number, rect: Rect | null) => void;
  /** Text supersampling; defaults to devicePixelRatio x 3 (crisp up to max zoom). */
  textResolution?: number;
  /** Where to mount the scene's root (default app.stage), e.g. under the host's own layers. */
  parent?: Container;
  /** The pointer is over a collapsed stack (null: no longer); its blocks and canvas rect. */
  onStackHover?: (stack: CollapsedStack | null) => void;
  /** A collapsed stack was clicked where its area takes no click. */
  onStackClick?: (stack: CollapsedStack) => void;
  /** The view panned or zoomed (what is drawn over the canvas by the host is out of place). */
  onViewChange?: () => void;
  /** A click on neither a block nor an area (the sea, land outside the game). */
  onEmptyClick?: () => void;
}

/** A stack too big for its area, drawn as a counter (one per side where contested): its blocks (bottom first) and where it is on the canvas. */
export interface CollapsedStack {
  area: string;
  blocks: string[];
  /** Canvas CSS px: the area's counters together. */
  rect: Rect;
}

/** What a browser test measures of one block: where it is on the canvas and its smallest text there. */
export interface BlockMeasure {
  id: string;
  area: string;
  hidden: boolean;
  /** On a counter of two or more blocks (only the top one shows). */
  collapsed: boolean;
  top: boolean;
  /** Canvas CSS px. */
  rect: Rect;
  /** Height of its smallest text on screen, CSS px (Infinity: it shows none). */
  textPx: number;
  /** The top block of a counter: each side's count on it, the number and its disc (or tab) as drawn (canvas CSS px); a captive's mark (`captive`) in his side's place. */
  counts?: { camp: Camp; n: number; captive?: true; rect: Rect }[];
}

/** A count disc's key among the scene's badges: its area and side, a captive's mark apart from his side's count. */
/** Screen px round a stack's bounds that still mean its area (the gaps and ring round its blocks). */
const STACK_REACH_PX = 6;
/** Screen px past an area's edge that still mean it (its coast line's ink, a hand's slip). */
const SHORE_REACH_PX = 4;
const badgeKey = (areaId: string, k: StackCount): string => `${areaId}:${k.camp}${k.captive ? ':captive' : ''}`;

export class MapScene {
  readonly root = new Container();
  onAreaClick: (areaId: string) => void;
  onBlockClick: (blockId: string, narrow: boolean) => void;
  onHover: (hit: MapHit | null, x: number, y: number, rect: Rect | null) => void;
  onStackHover: (stack: CollapsedStack | null) => void;
  onStackClick: (stack: CollapsedStack) => void;
  onViewChange: () => void;
  onEmptyClick: () => void;

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
  /** The outline of the area whose block or fan the pointer is on (see leader-lines.ts), under the blocks. */
  private readonly markLayer = new Graphics();
  /** Lines tying each counter that stands off its area to it (stack-leaders.ts), under the blocks. */
  private readonly leaderLayer = new Graphics();
  private leaders: Leader[] = [];
  /** Per plan of the board (planned kept in planCache), its leaders: worked out once. */
  private readonly leaderCache = new WeakMap<Map<string, StackPlan>, Leader[]>();
  /** The area outlined: the fan's (markArea), else the hovered block's. */
  private fanArea: string | null = null;
  private hoverArea: string | null = null;
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
  /** Each area's stack as last planned. */
  private plans = new Map<string, StackPlan>();
  /** Where stacks may go at the zoom they were last planned for. */
  private rooms: Map<string, StackRoom> | null = null;
  private roomsZoom = 0;
  private hoveredStack: string | null = null;
  /** Block scale the plans were made at, and whether the zoom has moved since. */
  private planK = 1;
  private readonly planCache = new Map<string, Map<string, StackPlan>>();
  /** Zoom the blocks were last scaled for. */
  private scaledZoom = 0;
  private replanDue = false;
  /** Counters' count discs, by area and side (see badgeKey). */
  private readonly countBadges = new Map<string, FlatItem & { drawn: string }>();
  private capacityBadges: FlatItem[] = [];
  private capacityKey = '[]';
  /** Current counter-scale of blocks and badges (1 when zoomed in). */
  private blockK = 1;
  private restTimer: ReturnType<typeof setTimeout> | null = null;
  /** What the backdrop last drew of the model (control tints, hatching, highlights). */
  private pictureKey = '';
  private readonly areasById: Map<string, AreaShape>;
  /** Areas whose name stands outside their shape (their drawn names count as the area for clicks). */
  private readonly outsideLabels: ReadonlySet<string>;
  private readonly textResolution: number;
  /** Resolution of the counter-scaled names. */
  private readonly nameResolution: number;
  /** The compass rose and the legend cartouche, on the sea. */
  private readonly decor = new Container();
  /** The legend, the most it may grow (its corner of the sea) and the smallest scale of its rows' words. */
  private legendNode: { node: Container; most: number; rowScale: number } | null = null;
  private model: MapModel = { areas: [], blocks: [], highlightAreas: [], highlightBlocks: [], selectedBlocks: [] };
  private readonly tweens: BlockTweens;
  private renderQueued = 0;
  private destroyed = false;
  private readonly input: MapInput;

  constructor(
    private readonly app: Application,
    private readonly geometry: MapGeometry,
    options: MapSceneOptions,
  ) {
    this.onAreaClick = options.onAreaClick ?? (() => {});
    this.onBlockClick = options.onBlockClick ?? (() => {});
    this.onHover = options.onHover ?? (() => {});
    this.onStackHover = options.onStackHover ?? (() => {});
    this.onStackClick = options.onStackClick ?? (() => {});
    this.onViewChange = options.onViewChange ?? (() => {});
    this.onEmptyClick = options.onEmptyClick ?? (() => {});
    const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
    this.textResolution = options.textResolution ?? dpr * 3;
    this.areasById = new Map(geometry.areas.map((a) => [a.id, a]));
    this.outsideLabels = new Set(labelsOutside(geometry).map((a) => a.id));
    this.camera = new Camera(geometry.width, geometry.height);
    this.tweens = new BlockTweens(app, () => this.requestRender());
    // Counter-scaled names never exceed ~1.5x their font size on screen, so 2x dpr is enough for them.
    this.nameResolution = Math.min(this.textResolution, dpr * 2);
    this.base = buildBaseLayers(geometry);
    this.drawWords(options.labels);
    this.mapPicture.addChild(
      this.base.sea,
      this.base.fills,
      this.hatchLayer,
      this.highlightLayer,
      this.base.lines,
      this.base.exiles,
      this.base.labels,
      // Over the land: the legend, grown when zoomed out, may cover the neutral land of Ireland's coast.
      this.decor,
    );
    this.flat = new FlatLayer(app.renderer, 1, () => this.flatItems());
    this.world.addChild(this.backdropLayer, this.markLayer, this.leaderLayer, this.flat.view, this.arrowLayer);
    this.root.addChild(this.world);
    (options.parent ?? app.stage).addChild(this.root);
    const margin = 8; // the map's printed frame is drawn just outside it
    this.backdrop = new MapBackdrop(
      app,
      this.mapPicture,
      { x: -margin, y: -margin, w: geometry.width + 2 * margin, h: geometry.height + 2 * margin },
      this.backdropLayer,
      {
        prepare: (zoom) => {
          scaleLabels(this.base.scalable, zoom);
          this.scaleLegend(zoom);
        },
        changed: () => this.requestRender(),
      },
    );

    this.input = new MapInput(app.canvas, {
      screen: () => this.app.screen,
      hitTest: (x, y) => this.hitTest(x, y),
      panBy: (dx, dy) => this.panBy(dx, dy),
      zoomBy: (factor, x, y) => this.zoomBy(factor, x, y),
      clickable: (hit) =>
        hit.kind === 'block'
          ? this.model.highlightBlocks.includes(hit.id) || this.collapsedOf(hit.id) !== null
          : this.model.highlightAreas.includes(hit.id),
      blockClick: (id, narrow) => this.blockClicked(id, narrow),
      areaClick: (id) => this.onAreaClick(id),
      emptyClick: () => this.onEmptyClick(),
      hover: (hit, x, y) => this.hovered(hit, x, y),
    });
    app.renderer.on('resize', this.onResize);
    this.camera.resize(app.screen.width, app.screen.height);
    this.camera.fit();
    this.applyView();
    this.flat.setResolution(this.blockResolution);
  }

  // ---------------------------------------------------------------- public API

  /** Draws the map's words anew (the player switched languages). */
  setLabels(labels: MapLabels): void {
    if (this.destroyed) return;
    this.drawWords(labels);
    // Names of another length: stacks are planned anew around them.
    this.rooms = null;
    this.planCache.clear();
    scaleLabels(this.base.scalable, this.camera.view.zoom);
    this.layoutBlocks(this.model, this.model);
    this.backdrop.invalidate();
  }

  private drawWords(labels: MapLabels): void {
    drawNames(this.base, this.geometry, labels, this.nameResolution);
    for (const c of this.decor.removeChildren()) c.destroy({ children: true });
    const { compass } = this.geometry.decorations;
    const key = legend(this.geometry, labels, this.textResolution);
    this.legendNode = { node: key.node, most: legendRoom(this.geometry, key.w, key.h), rowScale: key.rowScale };
    this.decor.addChild(compassRose(compass.x, compass.y, labels.north, this.textResolution), key.node);
    this.scaleLegend(this.camera.view.zoom);
  }

  /** The legend grown so its words stay readable at this zoom, as far as its corner of the sea allows. */
  private scaleLegend(zoom: number): void {
    if (this.legendNode) this.legendNode.node.scale.set(legendScale(zoom, this.legendNode.most));
  }

  update(model: MapModel): void {
    if (this.destroyed) return;
    const previous = this.model;
    this.model = model;
    const key = JSON.stringify([
      model.areas.map((a) => [a.id, a.control ?? null]),
      model.highlightAreas,
      isColourBlind(),
    ]);
    if (key !== this.pictureKey) {
      this.pictureKey = key;
      drawControl(this.base, this.hatchLayer, this.areasById, model);
      drawHighlights(this.highlightLayer, this.areasById, model);
      this.backdrop.invalidate();
    }
    this.drawCapacity(model);
    this.drawArrows();
    this.layoutBlocks(previous, model);
    this.requestRender();
  }

  /** Keyboard control; the host forwards key names ("+", "-", "0", "ArrowLeft", ...). Returns true if handled. */
  handleKey(key: string): boolean {
    if (!cameraKey(this.camera, key, this.app.screen.width, this.app.screen.height)) return false;
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
    if (zoom !== undefined)
      this.camera.zoomAt(zoom / this.camera.view.zoom, this.app.screen.width / 2, this.app.screen.height / 2);
    this.camera.centreOn(a.stack.x, a.stack.y);
    this.applyView();
  }

  /** The canvas's size, CSS px. */
  get screenSize(): { width: number; height: number } {
    return { width: this.app.screen.width, height: this.app.screen.height };
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
    // As thick on screen as before blocks grew to their legible size (the old scale was 0.65 of it).
    drawMoveArrows(this.arrowLayer, arrows, this.geometry, this.geometry.blockSize * Math.max(1, 0.65 * this.blockK));
  }

  /** Where on the canvas (CSS px) what `hit` names lies: an area's bounds, a block with its stack (hitBounds). */
  hitRect(hit: MapHit): Rect | null {
    const area = hit.kind === 'block' ? this.blockArea.get(hit.id) : hit.id;
    const outside =
      hit.kind === 'area' && this.outsideLabels.has(hit.id)
        ? nameRects(
            this.base.scalable.filter((s) => s.area === hit.id),
            this.camera.view.zoom,
          )
        : new Map<string, Rect[]>();
    const plan = area === undefined ? undefined : this.plans.get(area);
    const r = hitBounds(hit, this.geometry, outside, this.blocks.get(hit.id), plan?.bounds);
    if (!r) return null;
    const tl = this.mapToScreen(r.x, r.y);
    const z = this.camera.view.zoom;
    return { x: tl.x, y: tl.y, w: r.w * z, h: r.h * z };
  }

  /** Which block or area is at this screen point (CSS px relative to the canvas). */
  hitTest(screenX: number, screenY: number): { kind: 'block' | 'area'; id: string } | null {
    // Topmost first, as drawn. A block gliding to its new place is passing through: a click where it
    // happens to be means what lies beneath (else it opened the fan of the stack it was going to, far
    // from the click — seen in CI runs of the campaign test, a click on an area lost so).
    const still = [...this.blocks.values()].filter((v) => !this.tweens.isMoving(v));
    // Measured on each pointer event: only the names written outside their area (the Isle of Man's).
    const outsideNames = this.base.scalable.filter((s) => s.area && this.outsideLabels.has(s.area));
    const outside = nameRects(outsideNames, this.camera.view.zoom);
    // Beyond its shape an area holds the room round its stack (which may stand over the coast) and
    // its shore's ink, both a few screen px at any zoom (a play-test's clicks beside Kent's stack and
    // on its shore at 1366x768 met the sea).
    const z = this.camera.view.zoom;
    const grow = STACK_REACH_PX / z;
    const stacks = new Map<string, Rect>();
    const counts: { rect: Rect; block: string }[] = [];
    for (const [area, plan] of this.plans) {
      const b = plan.bounds;
      stacks.set(area, { x: b.x - grow, y: b.y - grow, w: b.w + 2 * grow, h: b.h + 2 * grow });
      // A counter's counts, as drawn now (see placeCounts), mean the counter while it stands still.
      for (const c of plan.counters) {
        const top = this.blocks.get(c.ids.at(-1)!);
        if (!top || this.tweens.isMoving(top)) continue;
        for (const k of c.counts) {
          const badge = this.countBadges.get(badgeKey(area, k));
          const at = badge && { x: badge.node.x, y: badge.node.y, tab: k.tab };
          if (at) counts.push({ rect: countRect(at, badge.node.scale.x), block: top.id });
        }
      }
    }
    return hitAt(this.camera.toMap(screenX, screenY), this.inDrawOrder(still).reverse(), this.geometry, outside, {
      stacks,
      counts,
      shore: SHORE_REACH_PX / z,
    });
  }

  /** Blocks glide to new places and fade in/out; off (the Animations setting), they jump. */
  get animations(): boolean {
    return this.tweens.enabled;
  }

  set animations(on: boolean) {
    this.tweens.enabled = on;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.input.destroy();
    this.app.renderer.off('resize', this.onResize);
    if (this.renderQueued) cancelAnimationFrame(this.renderQueued);
    if (this.restTimer !== null) clearTimeout(this.restTimer);
    this.backdrop.destroy();
    this.flat.destroy();
    for (const v of this.blocks.values()) v.destroy();
    this.tweens.destroy();
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
    return BLOCK_H * this.blockK * this.camera.view.zoom;
  }

  /** Border capacity badges (optional), redrawn only when they change. */
  private drawCapacity(model: MapModel): void {
    const key = JSON.stringify(model.borderCapacity ?? []);
    if (key === this.capacityKey) return;
    this.capacityKey = key;
    for (const c of this.capacityBadges) destroyItem(c);
    this.capacityBadges = capacityBadges(model, this.geometry, this.blockK, this.textResolution);
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
    this.plans = this.planned(byArea);
    let leaders = this.leaderCache.get(this.plans);
    if (!leaders) this.leaderCache.set(this.plans, (leaders = leadersOf(this.plans, this.roomsNow(), this.blockK)));
    this.leaders = leaders;
    drawLeaders(this.leaderLayer, leaders, this.camera.view.zoom, this.blockK);
    this.planK = this.blockK;
    this.replanDue = false;
    const now = performance.now();
    const firstModel = previous.blocks.length === 0 && this.blocks.size === 0;
    const seen = new Set<string>();
    const k = this.blockK;
    for (const [areaId, list] of byArea) {
      const slots = this.plans.get(areaId)?.slots ?? [];
      const data = new Map(list.map((b) => [b.id, b]));
      slots.forEach((slot, order) => {
        const b = data.get(slot.id)!;
        seen.add(b.id);
        let view = this.blocks.get(b.id);
        const isNew = !view;
        if (!view) {
          view = new BlockView(b.id, this.textResolution);
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
        this.tweens.cancel(view);
        if (isNew && !firstModel) this.tweens.add(view, slot.x, slot.y, 1, FADE_MS, now, false);
        else if (view.node.x !== slot.x || view.node.y !== slot.y || view.node.alpha !== 1) {
          // Moving blocks fly above the rest.
          if (movedArea) this.blockLayer.setChildIndex(view.node, this.blockLayer.children.length - 1);
          this.tweens.add(view, slot.x, slot.y, 1, movedArea ? MOVE_MS : SHIFT_MS, now, false);
        }
      });
      this.placeCounts(areaId);
    }
    for (const [id, view] of this.blocks) {
      if (seen.has(id)) continue;
      this.blocks.delete(id);
      this.blockArea.delete(id);
      this.tweens.cancel(view);
      this.tweens.add(view, view.node.x, view.node.y, 0, FADE_MS, now, true);
    }
    const shown = new Set(
      [...this.plans].flatMap(([areaId, p]) => p.counters.flatMap((c) => c.counts.map((k) => badgeKey(areaId, k)))),
    );
    for (const [key, badge] of this.countBadges) {
      if (shown.has(key)) continue;
      destroyItem(badge);
      this.countBadges.delete(key);
    }
  }

  /**
   * Every stack planned at the current zoom; the last few plans are kept (zooming in and out
   * returns to the same zoom levels, and planning costs a few milliseconds).
   */
  private planned(stacks: ReadonlyMap<string, MapBlock[]>): Map<string, StackPlan> {
    const key = JSON.stringify([
      this.camera.view.zoom,
      // The camp too: the Rebel changes sides with the Pretender, and his side's count with him.
      // And a captive: his captors' count leaves him out and his mark stands in his side's place.
      [...stacks].map(([a, list]) => [a, list.map((b) => `${b.id}:${b.side}:${campOf(b)}:${b.hidden}:${!!b.captive}`)]),
    ]);
    const hit = this.planCache.get(key);
    if (hit) return hit;
    const plans = planStacks(stacks, this.roomsNow(), this.blockK);
    this.planCache.set(key, plans);
    if (this.planCache.size > 16) this.planCache.delete(this.planCache.keys().next().value!);
    return plans;
  }

  /** Each area's room for its stack at the current zoom (see stack-rooms.ts). */
  private roomsNow(): Map<string, StackRoom> {
    const zoom = this.camera.view.zoom;
    if (this.rooms && this.roomsZoom === zoom) return this.rooms;
    this.rooms = stackRooms(this.geometry, nameRects(this.base.scalable, zoom), zoom);
    this.roomsZoom = zoom;
    return this.rooms;
  }

  /** Each counter's counts where the plan puts them, over or inside a corner (drawn anew only when a number changes). */
  private placeCounts(areaId: string): void {
    for (const counter of this.plans.get(areaId)?.counters ?? [])
      for (const k of counter.counts) {
        const key = badgeKey(areaId, k);
        const drawn = `${k.n}:${isColourBlind()}:${!!k.tab}`;
        let badge = this.countBadges.get(key);
        if (badge?.drawn !== drawn) {
          if (badge) destroyItem(badge);
          const art = k.captive
            ? captiveBadge(k.camp, k.tab)
            : countBadge(String(k.n), k.camp, this.textResolution, k.tab);
          badge = { drawn, art, node: new Container() };
          this.countBadges.set(key, badge);
          this.flat.invalidate();
        }
        badge.node.position.set(k.x, k.y);
        badge.node.scale.set(this.blockK);
      }
  }

  /** The collapsed stack a block belongs to, if any (a side's lone block on its own counter is a plain block). */
  private collapsedOf(blockId: string): CollapsedStack | null {
    const area = this.blockArea.get(blockId);
    const plan = area === undefined ? undefined : this.plans.get(area);
    if (area === undefined || !plan?.counters.some((c) => c.ids.length > 1 && c.ids.includes(blockId))) return null;
    const tl = this.mapToScreen(plan.rect.x, plan.rect.y);
    const br = this.mapToScreen(plan.rect.x + plan.rect.w, plan.rect.y + plan.rect.h);
    return { area, blocks: plan.slots.map((s) => s.id), rect: { x: tl.x, y: tl.y, w: br.x - tl.x, h: br.y - tl.y } };
  }

  /**
   * Outlines `area` while its stack's fan is open (null: the fan closed), as hovering one of its
   * blocks on the map does: the fan covers the counter and its leader.
   */
  markArea(area: string | null): void {
    if (this.destroyed || area === this.fanArea) return;
    this.fanArea = area;
    this.drawMark();
  }

  private drawMark(): void {
    const id = this.fanArea ?? this.hoverArea;
    drawAreaMark(this.markLayer, (id && this.areasById.get(id)) || null, this.camera.view.zoom);
    this.requestRender();
  }

  private hovered(hit: MapHit | null, x: number, y: number): void {
    this.onHover(hit, x, y, hit ? this.hitRect(hit) : null);
    // The block's own area outlined, wherever its stack stands (beside it on a crowded board).
    const area = hit?.kind === 'block' ? (this.blockArea.get(hit.id) ?? null) : null;
    if (area !== this.hoverArea) {
      this.hoverArea = area;
      this.drawMark();
    }
    const stack = hit?.kind === 'block' ? this.collapsedOf(hit.id) : null;
    if ((stack?.area ?? null) === this.hoveredStack) return;
    this.hoveredStack = stack?.area ?? null;
    this.onStackHover(stack);
  }

  /** A click on a counter means its area when the area takes clicks; else it opens the counter's fan. */
  private blockClicked(id: string, narrow: boolean): void {
    const stack = this.collapsedOf(id);
    if (!stack) this.onBlockClick(id, narrow);
    else if (this.model.highlightAreas.includes(stack.area)) this.onAreaClick(stack.area);
    else this.onStackClick(stack);
  }

  /** Every block as a test measures it (see test-probe.ts). */
  measureBlocks(): BlockMeasure[] {
    const zoom = this.camera.view.zoom;
    const out: BlockMeasure[] = [];
    for (const [areaId, plan] of this.plans) {
      const data = new Map((this.stacks.get(areaId) ?? []).map((b) => [b.id, b]));
      for (const slot of plan.slots) {
        const view = this.blocks.get(slot.id);
        const b = data.get(slot.id);
        if (!view || !b) continue;
        const k = view.node.scale.x;
        const tl = this.mapToScreen(slot.x - (BLOCK_W / 2) * k, slot.y - (BLOCK_H / 2) * k);
        const counter = plan.counters.find((c) => c.ids.includes(b.id));
        const top = !counter || counter.ids.at(-1) === b.id;
        const counts = top
          ? (counter?.counts ?? []).flatMap((c) => {
              const badge = this.countBadges.get(badgeKey(areaId, c));
              if (!badge) return [];
              const drawn = countRect({ x: badge.node.x, y: badge.node.y, tab: c.tab }, badge.node.scale.x);
              const at = this.mapToScreen(drawn.x, drawn.y);
              const rect = { x: at.x, y: at.y, w: drawn.w * zoom, h: drawn.h * zoom };
              return [{ camp: c.camp, n: c.n, ...(c.captive ? { captive: c.captive } : {}), rect }];
            })
          : [];
        out.push({
          id: b.id,
          area: areaId,
          hidden: b.hidden,
          collapsed: (counter?.ids.length ?? 1) > 1,
          top,
          rect: { x: tl.x, y: tl.y, w: BLOCK_W * k * zoom, h: BLOCK_H * k * zoom },
          textPx: view.textSize * k * zoom,
          ...(counts.length ? { counts } : {}),
        });
      }
    }
    return out;
  }

  /** Every leader line as drawn (canvas CSS px): its area, its counter's top block, its ends (see stack-leaders.ts). */
  measureLeaders(): { area: string; block: string; from: { x: number; y: number }; to: { x: number; y: number } }[] {
    return this.leaders.map((l) => ({
      area: l.area,
      block: l.block,
      from: this.mapToScreen(l.from.x, l.from.y),
      to: this.mapToScreen(l.to.x, l.to.y),
    }));
  }

  /** The legend's smallest row of words on screen (CSS px), as a test measures it; null before it is drawn. */
  legendRowPx(): number | null {
    const legend = this.legendNode;
    return legend ? ROW_TEXT * legend.rowScale * legend.node.scale.y * this.camera.view.zoom : null;
  }

  /** Every area name's rect on the canvas (CSS px) at the current zoom. */
  measureNames(): { area: string; rect: Rect }[] {
    const out: { area: string; rect: Rect }[] = [];
    for (const [area, rects] of nameRects(this.base.scalable, this.camera.view.zoom))
      for (const r of rects) {
        const tl = this.mapToScreen(r.x, r.y);
        const z = this.camera.view.zoom;
        out.push({ area, rect: { x: tl.x, y: tl.y, w: r.w * z, h: r.h * z } });
      }
    return out;
  }

  /** The names of the areas across a land border from `area` (canvas CSS px): where a fan should not open. */
  neighbourNames(area: string): Rect[] {
    const ids = new Set(this.geometry.borders.flatMap((b) => (b.a === area ? [b.b] : b.b === area ? [b.a] : [])));
    return this.measureNames()
      .filter((n) => ids.has(n.area))
      .map((n) => n.rect);
  }

  /**
   * The zoom changed: every stack keeps its plan, grown or shrunk about its centre with the block
   * scale (cheap, every frame of a gesture); it is planned anew once the view comes to rest.
   */
  private rescaleBlocks(): void {
    const k = this.blockK;
    const ratio = k / this.planK;
    for (const [areaId, plan] of this.plans) {
      const cx = plan.rect.x + plan.rect.w / 2;
      const cy = plan.rect.y + plan.rect.h / 2;
      for (const slot of plan.slots) {
        const view = this.blocks.get(slot.id);
        if (!view) continue;
        view.node.scale.set(k);
        const x = cx + (slot.x - cx) * ratio;
        const y = cy + (slot.y - cy) * ratio;
        if (!this.tweens.retarget(view, x, y)) view.node.position.set(x, y);
      }
      for (const c of plan.counters.flatMap((counter) => counter.counts)) {
        const badge = this.countBadges.get(badgeKey(areaId, c));
        if (!badge) continue;
        badge.node.position.set(cx + (c.x - cx) * ratio, cy + (c.y - cy) * ratio);
        badge.node.scale.set(k);
      }
    }
    for (const v of this.tweens.fading) v.node.scale.set(k);
    for (const c of this.capacityBadges) c.node.scale.set(k);
    // Each leader from its counter where the counter now stands; its dot as large as the blocks are.
    drawLeaders(this.leaderLayer, this.leaders, this.camera.view.zoom, k, (l) => {
      const r = this.plans.get(l.area)?.rect;
      if (!r) return l.from;
      const [cx, cy] = [r.x + r.w / 2, r.y + r.h / 2];
      return { x: cx + (l.from.x - cx) * ratio, y: cy + (l.from.y - cy) * ratio };
    });
    this.drawMark();
    this.replanDue = true;
  }

  /** Whether block animations are still running (for tests and hosts). */
  get animating(): boolean {
    return this.tweens.running;
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
    this.hoveredStack = null;
    this.onViewChange();
    this.backdrop.setView(v, this.app.screen.width, this.app.screen.height);
    const k = blockScale(v.zoom);
    // Names keep their screen size, so stacks are planned anew at every zoom (not while panning).
    if (v.zoom !== this.scaledZoom) {
      const rescaled = k !== this.blockK;
      this.blockK = k;
      this.scaledZoom = v.zoom;
      this.rescaleBlocks();
      if (rescaled) this.drawArrows();
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
  /** Blocks (fading ones too) in drawing order, then the badges. */
  private flatItems(): FlatItem[] {
    return [
      ...this.inDrawOrder([...this.blocks.values(), ...this.tweens.fading]),
      ...this.countBadges.values(),
      ...this.capacityBadges,
    ];
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
    // Stacks planned for this zoom (they glide to their new places), then blocks baked sharp.
    if (this.replanDue) this.layoutBlocks(this.model, this.model);
    this.flat.setResolution(this.blockResolution);
    this.requestRender();
  }

  private requestRender(): void {
    // If the host runs the ticker (autoStart) or we are animating, Pixi already renders every frame.
    if (this.destroyed || this.renderQueued || this.tweens.isTicking || this.app.ticker.started) return;
    this.renderQueued = requestAnimationFrame(() => {
      this.renderQueued = 0;
      if (!this.destroyed) this.app.render();
    });
  }

  private readonly onResize = (): void => {
    this.camera.resize(this.app.screen.width, this.app.screen.height);
    this.applyView();
  };
}
