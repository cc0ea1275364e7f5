// The static map picture (sea, land, control tints, hatching, highlights, borders, names,
// symbols), drawn with Pixi's Canvas 2D renderer into bitmaps at the zoom it is seen at.
// Pan and zoom only move those bitmaps; they are redrawn sharp once the view has rested
// (REST_MS) or when the map's content changes.
//
// Why: on software WebGL (SwiftShader) every full-screen layer drawn by WebGL costs tens of ms
// per frame, and the vector map was several of them (~0.7 s a frame). Shown as DOM canvases
// behind a transparent WebGL canvas, the bitmaps are moved by the browser's compositor, so a
// frame costs the blocks only. When the host's canvas is opaque (backgroundAlpha 1) the same
// bitmaps are shown as sprites in the Pixi world instead: one textured quad per level.
//
// Levels: `full` is the whole map at the current zoom while that fits FULL_BUDGET_PX pixels;
// zoomed in beyond it, `detail` covers the viewport (plus a margin) at the exact zoom and `full`
// drops to FALLBACK_PX, seen only at the edges while panning. One bitmap is drawn per frame.
import {
  CanvasRenderer,
  CanvasSource,
  Container,
  Matrix,
  Particle,
  ParticleContainer,
  Texture,
  type Application,
} from 'pixi.js';
import type { Rect } from '../../../../../assets/map/geometry';
import type { View } from './camera';

/** Pixel budget for the whole-map bitmap (~18 MB). */
const FULL_BUDGET_PX = 4.5e6;
/** Pixels of the whole-map bitmap kept under the detail when zoomed in beyond that budget. */
const FALLBACK_PX = 1.5e6;
/** Extra CSS px drawn around the viewport in the detail bitmap, so short pans stay sharp. */
const DETAIL_MARGIN = 256;
/** Redraw sharp after the view has not changed for this long. */
export const REST_MS = 160;

interface Level {
  canvas: HTMLCanvasElement;
  /** Map point at the bitmap's pixel (0, 0). */
  originX: number;
  originY: number;
  /** Bitmap px per map px. */
  scale: number;
  /** Map region drawn. */
  region: Rect;
  /** Sprite mode: a one-particle container (its shader samples one texture: cheaper on SwiftShader than a Sprite). */
  sprite: ParticleContainer | null;
  shown: boolean;
}

export interface BackdropOptions {
  /** Called before each bake with the zoom it is drawn for (label counter-scaling). */
  prepare: (zoom: number) => void;
  /** The bitmaps changed (sprite mode: the Pixi world must be re-rendered). */
  changed: () => void;
}

const intersect = (a: Rect, b: Rect): Rect | null => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const r = Math.min(a.x + a.w, b.x + b.w);
  const bt = Math.min(a.y + a.h, b.y + b.h);
  return r > x && bt > y ? { x, y, w: r - x, h: bt - y } : null;
};

const contains = (outer: Rect, inner: Rect): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.w <= outer.x + outer.w + 0.5 &&
  inner.y + inner.h <= outer.y + outer.h + 0.5;

export class MapBackdrop {
  /** 'dom': bitmaps are DOM canvases behind the (transparent) Pixi canvas; 'sprite': sprites in the world. */
  readonly mode: 'dom' | 'sprite';
  private renderer: CanvasRenderer | null = null;
  private readonly host: HTMLDivElement | null = null;
  private readonly full: Level;
  private readonly detail: Level;
  private view: View = { x: 0, y: 0, zoom: 1 };
  private screenW = 1;
  private screenH = 1;
  private restTimer: ReturnType<typeof setTimeout> | null = null;
  private frame = 0;
  /** The content changed since the bitmap was drawn. */
  private staleFull = true;
  private staleDetail = true;
  private destroyed = false;
  private failed = false;
  private readonly restoreCanvasPosition: string | null = null;
  private readonly restoreBackground: number | null = null;

  constructor(
    private readonly app: Application,
    private readonly content: Container,
    /** Map region worth drawing (the map plus its frame); beyond it the host background shows. */
    private readonly extent: Rect,
    /** Sprite mode: where the sprites go (bottom of the world container). */
    private readonly spriteLayer: Container,
    private readonly options: BackdropOptions,
  ) {
    const canvas = app.canvas;
    const transparent = app.renderer.background.alpha === 0;
    let background = 0;
    this.mode = transparent && typeof document !== 'undefined' && canvas.parentElement ? 'dom' : 'sprite';
    this.full = this.level();
    this.detail = this.level();
    if (this.mode === 'dom') {
      // The canvas must clear to transparent black: WebGL's output is premultiplied, so a
      // "transparent" sea-blue clear would be added on top of the picture as a haze.
      const bg = app.renderer.background;
      background = bg.color.toNumber();
      this.restoreBackground = background;
      bg.color = 0x000000;
      bg.alpha = 0;
      const host = document.createElement('div');
      host.className = 'map-backdrop';
      host.setAttribute('aria-hidden', 'true');
      Object.assign(host.style, {
        position: 'absolute',
        overflow: 'hidden',
        pointerEvents: 'none',
        // Beyond the picture: the colour the host chose for its canvas.
        background: `#${background.toString(16).padStart(6, '0')}`,
      });
      for (const l of [this.full, this.detail]) {
        Object.assign(l.canvas.style, {
          position: 'absolute',
          left: '0',
          top: '0',
          transformOrigin: '0 0',
          display: 'none',
        });
        host.appendChild(l.canvas);
      }
      canvas.parentElement!.insertBefore(host, canvas);
      // The Pixi canvas must paint above the absolutely positioned backdrop.
      if (getComputedStyle(canvas).position === 'static') {
        this.restoreCanvasPosition = canvas.style.position;
        canvas.style.position = 'relative';
      }
      this.host = host;
    }
    const renderer = new CanvasRenderer();
    renderer.init({ width: 1, height: 1, resolution: 1, backgroundAlpha: 0, antialias: true }).then(
      () => {
        if (this.destroyed) {
          renderer.destroy();
          return;
        }
        this.renderer = renderer;
        this.schedule();
      },
      (e: unknown) => {
        if (this.destroyed) return;
        // No Canvas 2D: draw the picture as vectors in the world, as slow as that is.
        console.error('map: Canvas renderer unavailable, drawing the map with WebGL', e);
        this.failed = true;
        this.spriteLayer.addChild(this.content);
        this.options.prepare(this.view.zoom);
        this.options.changed();
      },
    );
  }

  /** Waiting for a redraw (or for the Canvas renderer to start). */
  get pending(): boolean {
    if (this.destroyed || this.failed) return false;
    return this.renderer === null || this.frame !== 0 || this.restTimer !== null || this.nextBake() !== null;
  }

  /** New camera view or screen size: move the bitmaps now, redraw sharp once the view rests. */
  setView(view: View, screenW: number, screenH: number): void {
    this.view = { ...view };
    const resized = screenW !== this.screenW || screenH !== this.screenH;
    this.screenW = screenW;
    this.screenH = screenH;
    if (this.host) {
      const c = this.app.canvas;
      Object.assign(this.host.style, {
        left: `${c.offsetLeft}px`,
        top: `${c.offsetTop}px`,
        width: `${screenW}px`,
        height: `${screenH}px`,
      });
    }
    this.place();
    if (this.failed) {
      this.options.prepare(view.zoom);
      return;
    }
    if (this.restTimer !== null) clearTimeout(this.restTimer);
    this.restTimer = setTimeout(
      () => {
        this.restTimer = null;
        this.schedule();
      },
      resized ? 0 : REST_MS,
    );
  }

  /** The content changed (control, highlights): redraw at the next frame. */
  invalidate(): void {
    this.staleFull = true;
    this.staleDetail = true;
    this.schedule();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.restTimer !== null) clearTimeout(this.restTimer);
    if (this.frame) cancelAnimationFrame(this.frame);
    for (const l of [this.full, this.detail]) this.dropSprite(l);
    this.host?.remove();
    if (this.restoreCanvasPosition !== null) this.app.canvas.style.position = this.restoreCanvasPosition;
    if (this.restoreBackground !== null && this.app.renderer) {
      this.app.renderer.background.color = this.restoreBackground;
      this.app.renderer.background.alpha = 0;
    }
    this.renderer?.destroy();
    this.renderer = null;
  }

  // ---------------------------------------------------------------- baking

  private level(): Level {
    const canvas =
      typeof document === 'undefined' ? (null as unknown as HTMLCanvasElement) : document.createElement('canvas');
    return { canvas, originX: 0, originY: 0, scale: 0, region: { x: 0, y: 0, w: 0, h: 0 }, sprite: null, shown: false };
  }

  private schedule(): void {
    if (this.destroyed || this.frame || !this.renderer) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      if (!this.destroyed) this.refresh();
    });
  }

  private get dpr(): number {
    return this.app.renderer.resolution || 1;
  }

  /** Scale (bitmap px per map px) at which the whole map fits the pixel budget. */
  private get fullCap(): number {
    return Math.sqrt(FULL_BUDGET_PX / (this.extent.w * this.extent.h));
  }

  /** Redraw one stale or blurred bitmap (one per frame: the visible one first). */
  private refresh(): void {
    const job = this.nextBake();
    if (this.view.zoom * this.dpr <= this.fullCap) this.detail.shown = false;
    if (job) job();
    this.place();
    this.options.changed();
    if (job) this.schedule();
  }

  /** What to redraw next for the current view, if anything. */
  private nextBake(): (() => void) | null {
    const want = this.view.zoom * this.dpr;
    const near = (a: number, b: number): boolean => Math.abs(a / b - 1) < 1e-3;
    if (want <= this.fullCap) {
      if (!this.staleFull && near(this.full.scale, want)) return null;
      return () => {
        this.bake(this.full, this.extent, this.view);
        this.staleFull = false;
      };
    }
    const z = this.view.zoom;
    const visible: Rect = { x: -this.view.x / z, y: -this.view.y / z, w: this.screenW / z, h: this.screenH / z };
    if (
      this.staleDetail ||
      !near(this.detail.scale, want) ||
      !contains(this.detail.region, intersect(visible, this.extent) ?? visible)
    ) {
      return () => {
        const m = DETAIL_MARGIN / z;
        const region =
          intersect({ x: visible.x - m, y: visible.y - m, w: visible.w + 2 * m, h: visible.h + 2 * m }, this.extent) ??
          this.extent;
        this.bake(this.detail, region, this.view);
        this.staleDetail = false;
      };
    }
    // Zoomed in, the whole map is seen only at the edges while panning: a cheaper bitmap will do.
    if (this.staleFull || this.full.scale === 0) {
      return () => {
        this.bake(this.full, this.extent, {
          ...this.view,
          zoom: Math.sqrt(FALLBACK_PX / (this.extent.w * this.extent.h)) / this.dpr,
        });
        this.staleFull = false;
      };
    }
    return null;
  }

  /** Draw `region` of the map at `view.zoom`, aligned to the device pixels of `view`. */
  private bake(level: Level, region: Rect, view: View): void {
    const renderer = this.renderer!;
    const d = this.dpr;
    const s = view.zoom * d;
    // Device position of the region's corner; draw its fraction into the bitmap so that at rest
    // the bitmap sits on whole device pixels exactly where the vector map would be.
    const ox = (view.x + region.x * view.zoom) * d;
    const oy = (view.y + region.y * view.zoom) * d;
    const fx = ox - Math.floor(ox);
    const fy = oy - Math.floor(oy);
    const w = Math.max(1, Math.ceil(region.w * s + fx));
    const h = Math.max(1, Math.ceil(region.h * s + fy));
    this.options.prepare(view.zoom);
    renderer.resize(w, h, 1);
    renderer.render({
      container: this.content,
      transform: new Matrix(s, 0, 0, s, fx - region.x * s, fy - region.y * s),
      clear: true,
    });
    const c = level.canvas;
    c.width = w;
    c.height = h;
    c.getContext('2d')!.drawImage(renderer.canvas as HTMLCanvasElement, 0, 0);
    renderer.resize(1, 1, 1); // do not keep a second copy of the bitmap
    level.scale = s;
    level.shown = true;
    level.region = region;
    level.originX = region.x - fx / s;
    level.originY = region.y - fy / s;
    if (this.mode === 'dom') {
      c.style.width = `${w / d}px`;
      c.style.height = `${h / d}px`;
    } else {
      this.dropSprite(level);
      const texture = new Texture({ source: new CanvasSource({ resource: c, resolution: 1 }) });
      level.sprite = new ParticleContainer({
        texture,
        dynamicProperties: { position: false, vertex: false, uvs: false, color: false },
      });
      level.sprite.addParticle(new Particle({ texture }));
      this.spriteLayer.addChildAt(level.sprite, level === this.full ? 0 : this.spriteLayer.children.length);
    }
  }

  private dropSprite(level: Level): void {
    if (!level.sprite) return;
    level.sprite.destroy({ texture: true, textureSource: true });
    level.sprite = null;
  }

  /** Put the bitmaps where the current view wants them. */
  private place(): void {
    const d = this.dpr;
    const { x, y, zoom } = this.view;
    // The whole-map bitmap is only needed where the detail does not reach (while panning).
    const visible = intersect(
      { x: -x / zoom, y: -y / zoom, w: this.screenW / zoom, h: this.screenH / zoom },
      this.extent,
    );
    const covered = this.detail.shown && visible !== null && contains(this.detail.region, visible);
    for (const l of [this.full, this.detail]) {
      const shown = l.shown && !(l === this.full && covered);
      if (this.mode === 'sprite') {
        if (!l.sprite) continue;
        l.sprite.visible = shown;
        l.sprite.position.set(l.originX, l.originY);
        l.sprite.scale.set(1 / l.scale);
        continue;
      }
      if (!shown) {
        l.canvas.style.display = 'none';
        continue;
      }
      // Whole device pixels: a bitmap on a fractional offset would be resampled (blurred).
      const tx = Math.round((x + l.originX * zoom) * d) / d;
      const ty = Math.round((y + l.originY * zoom) * d) / d;
      const k = (zoom * d) / l.scale;
      l.canvas.style.display = 'block';
      l.canvas.style.transform =
        Math.abs(k - 1) < 1e-6 ? `translate(${tx}px, ${ty}px)` : `translate(${tx}px, ${ty}px) scale(${k})`;
    }
  }
}
