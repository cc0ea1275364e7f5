// Blocks and badges drawn as one batch: each vector drawing is baked once into a shared atlas
// texture and drawn as a particle (one textured quad) of a single ParticleContainer.
//
// Why: software WebGL (SwiftShader) rasterises every fragment on the CPU. Pixi's general
// batch shader picks one of 16 textures per fragment; the particle shader samples one, and
// half the cost per block is what brings 63 blocks inside a 60 fps frame there.
//
// The atlas is redrawn whole (a few dozen small drawings) when a drawing changes or is new, and
// when the resolution changes (the scene sets it when the zoom comes to rest).
import { Container, Particle, ParticleContainer, Rectangle, RenderTexture, Texture, type Renderer } from 'pixi.js';

/** A drawing and where it is shown. */
export interface FlatItem {
  /** The vector drawing, origin at the anchor. Owned by the caller; kept off stage. */
  art: Container;
  /** Transform and alpha only (position, scale, pivot, alpha, visible); never rendered. */
  node: Container;
}

interface Cell {
  particle: Particle;
  /** Drawing bounds in its own units, as baked. */
  x: number;
  y: number;
}

/** Texels of padding around each drawing, so bilinear sampling never bleeds between cells. */
const PAD = 2;
const MAX_ATLAS = 8192;

export class FlatLayer {
  readonly view = new ParticleContainer({
    dynamicProperties: { position: true, vertex: true, uvs: true, color: true, rotation: false },
    roundPixels: true, // texels on whole pixels at rest: crisp text
  });
  /** Holds the drawings while they are baked. */
  private readonly stage = new Container();
  private atlas: RenderTexture | null = null;
  /**
   * Atlases replaced by a new bake. The particle shader still holds the old one until the next
   * render pass binds the new one, so each is destroyed one frame later (destroying a bound
   * texture makes Pixi warn, and the pass would sample a freed texture).
   */
  private retired: { atlas: RenderTexture; textures: Texture[] }[] = [];
  private readonly cells = new Map<Container, Cell>();
  private stale = true;
  private baking = false;
  private destroyed = false;
  /** Bakes at the start of every render, before its render pass (a render inside one breaks it). */
  private readonly hook = { prerender: (): void => this.prepare() };

  constructor(
    private readonly renderer: Renderer,
    /** Texture px per drawing unit. */
    private resolution: number,
    /** The items to draw this frame, bottom first. */
    private readonly items: () => FlatItem[],
  ) {
    this.view.onRender = () => this.sync();
    renderer.runners.prerender.add(this.hook);
  }

  /** A drawing changed: the atlas is redrawn before the next frame. */
  invalidate(): void {
    this.stale = true;
  }

  setResolution(resolution: number): void {
    if (Math.abs(resolution / this.resolution - 1) < 1e-3) return;
    this.resolution = resolution;
    this.stale = true;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.renderer.runners.prerender.remove(this.hook);
    this.view.destroy();
    this.stage.removeChildren();
    this.stage.destroy();
    this.dropCells();
    // The renderer's shared particle shader still holds the atlas until the renderer itself goes
    // (the host destroys the app right after the scene): free the textures after that, or Pixi
    // warns that a bound texture was destroyed.
    const atlas = this.atlas;
    const retired = this.retired;
    this.atlas = null;
    this.retired = [];
    setTimeout(() => {
      atlas?.destroy(true);
      for (const r of retired) {
        for (const t of r.textures) t.destroy(false);
        r.atlas.destroy(true);
      }
    }, 0);
  }

  private freeRetired(): void {
    for (const r of this.retired) {
      for (const t of r.textures) t.destroy(false);
      r.atlas.destroy(true);
    }
    this.retired = [];
  }

  /** Redraw the atlas if a drawing changed or is new. */
  private prepare(): void {
    if (this.destroyed || this.baking) return;
    this.freeRetired();
    const items = this.items();
    if (items.length === 0 || (!this.stale && items.every((i) => this.cells.has(i.art)))) return;
    this.baking = true;
    try {
      this.bake(items);
    } finally {
      this.baking = false;
    }
  }

  /** While rendering: one particle per item, placed from its node. */
  private sync(): void {
    if (this.destroyed) return;
    const items = this.items();
    const particles: Particle[] = [];
    for (const { art, node } of items) {
      const cell = this.cells.get(art);
      if (!cell || !node.visible || node.alpha <= 0) continue;
      const p = cell.particle;
      const sx = node.scale.x;
      const sy = node.scale.y;
      p.x = node.x - node.pivot.x * sx;
      p.y = node.y - node.pivot.y * sy;
      p.scaleX = sx / this.resolution;
      p.scaleY = sy / this.resolution;
      p.alpha = node.alpha;
      particles.push(p);
    }
    this.view.particleChildren = particles;
    this.view.update();
  }

  /** Draw every item's drawing into a fresh atlas (shelf-packed rows). */
  private bake(items: FlatItem[]): void {
    this.stale = false;
    const res = this.resolution;
    const placed: { art: Container; x: number; y: number; px: number; py: number; w: number; h: number }[] = [];
    const boxes = items.map(({ art }) => {
      const b = art.getLocalBounds();
      const x = b.minX - PAD / res;
      const y = b.minY - PAD / res;
      return {
        art,
        x,
        y,
        w: Math.ceil((b.maxX - b.minX) * res) + 2 * PAD,
        h: Math.ceil((b.maxY - b.minY) * res) + 2 * PAD,
      };
    });
    const area = boxes.reduce((s, b) => s + b.w * b.h, 0);
    const width = Math.min(MAX_ATLAS, Math.max(64, Math.ceil(Math.sqrt(area) * 1.15), ...boxes.map((b) => b.w)));
    let px = 0;
    let py = 0;
    let row = 0;
    for (const b of boxes) {
      if (px + b.w > width) {
        px = 0;
        py += row;
        row = 0;
      }
      placed.push({ ...b, px, py });
      px += b.w;
      row = Math.max(row, b.h);
    }
    const height = Math.min(MAX_ATLAS, Math.max(1, py + row));

    if (this.atlas)
      this.retired.push({ atlas: this.atlas, textures: [...this.cells.values()].map((c) => c.particle.texture) });
    this.cells.clear();
    this.atlas = RenderTexture.create({ width, height, resolution: 1, antialias: this.renderer.view.antialias });
    this.stage.removeChildren();
    for (const p of placed) {
      p.art.scale.set(res);
      p.art.position.set(p.px - p.x * res, p.py - p.y * res);
      this.stage.addChild(p.art);
    }
    this.renderer.render({ container: this.stage, target: this.atlas, clear: true });

    for (const p of placed) {
      const texture = new Texture({ source: this.atlas.source, frame: new Rectangle(p.px, p.py, p.w, p.h) });
      const particle = new Particle({ texture, anchorX: (-p.x * res) / p.w, anchorY: (-p.y * res) / p.h });
      this.cells.set(p.art, { particle, x: p.x, y: p.y });
    }
    const first = this.cells.values().next().value;
    if (first) this.view.texture = first.particle.texture; // which atlas the container samples
  }

  private dropCells(): void {
    for (const c of this.cells.values()) c.particle.texture.destroy(false);
    this.cells.clear();
  }
}
