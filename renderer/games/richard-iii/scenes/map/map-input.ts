// The board's input: pointer drags pan, the wheel zooms at the pointer, keys move the camera, and a
// click or hover becomes a hit on a block or an area. Hits are found in map space against the
// geometry (display objects carry no game state), so clicks work the same at every zoom.
import type { AreaShape, MapGeometry, Rect } from '../../../../../assets/map/geometry';
import type { BlockView } from './block-view';
import type { Camera } from './camera';
import { polygonContains, unionRect } from './geometry-math';
import { BLOCK_H, BLOCK_W } from './stack-layout';

export interface MapHit {
  kind: 'block' | 'area';
  id: string;
}

/** What the input drives: the scene's camera moves, its hit test, and the host's callbacks. */
export interface MapInputTarget {
  /** Canvas size in CSS px (the app's screen). */
  screen(): { width: number; height: number };
  hitTest(screenX: number, screenY: number): MapHit | null;
  panBy(dx: number, dy: number): void;
  zoomBy(factor: number, screenX: number, screenY: number): void;
  /** Whether a click on `hit` does something now (the pointer shows it). */
  clickable(hit: MapHit): boolean;
  blockClick(blockId: string, narrow: boolean): void;
  areaClick(areaId: string): void;
  /** A click on neither a block nor an area: the sea, land outside the game, the canvas's margin. */
  emptyClick(): void;
  hover(hit: MapHit | null, x: number, y: number): void;
}

const DRAG_THRESHOLD = 5;
const KEY_PAN_PX = 80;

/** Areas whose name stands outside their shape. */
export function labelsOutside(geometry: MapGeometry): AreaShape[] {
  return geometry.areas.filter((a) => !a.polygons.some((poly) => polygonContains(poly, a.label.x, a.label.y)));
}

/** What else than its shape counts as an area for a click, and than its face as a block (see `hitAt`). */
export interface AreaReach {
  /**
   * Each counter's counts as drawn (map units) with the counter's top block: a count is part of its
   * counter, not of the area it happens to stand over (a Russian play-test clicked a counter's count
   * beside its area and was told about the area beneath).
   */
  counts?: readonly { rect: Rect; block: string }[];
  /** Where each area's stack is drawn (StackPlan.bounds, map units), with the margin round it that counts. */
  stacks?: ReadonlyMap<string, Rect>;
  /** How far (map units) past an area's edge a point still means it: the coast line's ink and a hand's slip. */
  shore?: number;
}

/** Distance from (x, y) to the segment (ax, ay)-(bx, by). */
function segmentDistance(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

/** Distance from (x, y) to the nearest edge of area `a`'s rings. */
function edgeDistance(a: AreaShape, x: number, y: number): number {
  let best = Infinity;
  for (const poly of a.polygons)
    for (const ring of poly)
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2)
        best = Math.min(best, segmentDistance(x, y, ring[j]!, ring[j + 1]!, ring[i]!, ring[i + 1]!));
  return best;
}

const inRect = (p: { x: number; y: number }, r: Rect, grow = 0): boolean =>
  p.x >= r.x - grow && p.x <= r.x + r.w + grow && p.y >= r.y - grow && p.y <= r.y + r.h + grow;

/**
 * What is at map point `p`: a block (`blocksTopFirst`, topmost first, as drawn; or a counter's count,
 * `reach.counts`, meaning its top block), else an area (its
 * shape; then the room round its stack and its shore, `reach`), else the name of an area written
 * outside it (`outsideNames`: where those names stand as drawn now, in the player's language and at
 * this zoom, each on one or two lines). A stack may stand over the coast and a shore's ink outside
 * the shape: a play-test clicked Kent there, beside its stack, and the click fell into the sea.
 */
export function hitAt(
  p: { x: number; y: number },
  blocksTopFirst: readonly BlockView[],
  geometry: MapGeometry,
  outsideNames: ReadonlyMap<string, readonly Rect[]>,
  reach: AreaReach = {},
): MapHit | null {
  for (const v of blocksTopFirst) {
    const n = v.node;
    if (n.alpha < 0.5) continue;
    const halfW = (BLOCK_W / 2) * n.scale.x;
    const halfH = (BLOCK_H / 2) * n.scale.y;
    if (Math.abs(p.x - n.x) <= halfW && Math.abs(p.y - (n.y - n.pivot.y * n.scale.y)) <= halfH)
      return { kind: 'block', id: v.id };
  }
  for (const k of reach.counts ?? []) if (inRect(p, k.rect)) return { kind: 'block', id: k.block };
  for (const a of geometry.areas) {
    const b = a.bbox;
    if (p.x < b.x || p.x > b.x + b.w || p.y < b.y || p.y > b.y + b.h) continue;
    if (a.polygons.some((poly) => polygonContains(poly, p.x, p.y))) return { kind: 'area', id: a.id };
  }
  for (const [id, r] of reach.stacks ?? []) if (inRect(p, r)) return { kind: 'area', id };
  const shore = reach.shore ?? 0;
  if (shore > 0) {
    let best: { id: string; d: number } | null = null;
    for (const a of geometry.areas) {
      if (!inRect(p, a.bbox, shore)) continue;
      const d = edgeDistance(a, p.x, p.y);
      if (d <= shore && (!best || d < best.d)) best = { id: a.id, d };
    }
    if (best) return { kind: 'area', id: best.id };
  }
  // A name written beside its area (the Isle of Man's, out at sea) is part of what a player clicks.
  for (const [id, rects] of outsideNames) if (rects.some((r) => inRect(p, r))) return { kind: 'area', id };
  return null;
}

/**
 * Where, in map units, what a hit names lies — for its tooltip to stand clear of it: an area's
 * bounds with any name written outside it (`outsideNames`, as in `hitAt`); a block's face. Either
 * with the whole stack of its area (`stack`, as planned, which may stand over the area's border),
 * so the tip covers none of the blocks it is read beside.
 */
export function hitBounds(
  hit: MapHit,
  geometry: MapGeometry,
  outsideNames: ReadonlyMap<string, readonly Rect[]>,
  block: BlockView | undefined,
  stack: Rect | undefined,
): Rect | null {
  if (hit.kind === 'area') {
    const a = geometry.areas.find((x) => x.id === hit.id);
    return a ? unionRect([a.bbox, ...(outsideNames.get(a.id) ?? []), ...(stack ? [stack] : [])]) : null;
  }
  if (!block) return null;
  const n = block.node;
  const w = BLOCK_W * n.scale.x;
  const h = BLOCK_H * n.scale.y;
  const face = { x: n.x - w / 2, y: n.y - n.pivot.y * n.scale.y - h / 2, w, h };
  return unionRect(stack ? [face, stack] : [face]);
}

/** Moves the camera for a key name ("+", "-", "0", "ArrowLeft", ...); false if the key means nothing here. */
export function cameraKey(camera: Camera, key: string, screenWidth: number, screenHeight: number): boolean {
  const cx = screenWidth / 2;
  const cy = screenHeight / 2;
  switch (key) {
    case '+':
    case '=':
      camera.zoomAt(1.25, cx, cy);
      break;
    case '-':
    case '_':
      camera.zoomAt(0.8, cx, cy);
      break;
    case '0':
      camera.fit();
      break;
    case 'ArrowLeft':
      camera.panBy(KEY_PAN_PX, 0);
      break;
    case 'ArrowRight':
      camera.panBy(-KEY_PAN_PX, 0);
      break;
    case 'ArrowUp':
      camera.panBy(0, KEY_PAN_PX);
      break;
    case 'ArrowDown':
      camera.panBy(0, -KEY_PAN_PX);
      break;
    default:
      return false;
  }
  return true;
}

/** Listens to the canvas's pointer and wheel events until `destroy`. */
export class MapInput {
  private hovered = '';
  private drag: { x: number; y: number; moved: boolean; id: number } | null = null;
  private readonly listeners: [string, EventListenerOrEventListenerObject, AddEventListenerOptions?][] = [];

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly target: MapInputTarget,
  ) {
    this.listen('pointerdown', (e) => this.pointerDown(e as PointerEvent));
    this.listen('pointermove', (e) => this.pointerMove(e as PointerEvent));
    this.listen('pointerup', (e) => this.pointerUp(e as PointerEvent));
    this.listen('pointercancel', () => (this.drag = null));
    this.listen('pointerleave', () => this.hover(null, 0, 0));
    this.listen('wheel', (e) => this.wheel(e as WheelEvent), { passive: false });
  }

  destroy(): void {
    for (const [type, fn, opts] of this.listeners) this.canvas.removeEventListener(type, fn, opts);
  }

  private listen(type: string, fn: (e: Event) => void, opts?: AddEventListenerOptions): void {
    this.canvas.addEventListener(type, fn, opts);
    this.listeners.push([type, fn, opts]);
  }

  private local(e: MouseEvent): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    const screen = this.target.screen();
    const sx = r.width ? screen.width / r.width : 1;
    const sy = r.height ? screen.height / r.height : 1;
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
      this.target.panBy(dx, dy);
      return;
    }
    const hit = this.target.hitTest(p.x, p.y);
    this.hover(hit, p.x, p.y);
    this.canvas.style.cursor = hit && this.target.clickable(hit) ? 'pointer' : 'grab';
  }

  /** Tells the host when what is under the pointer changes (not on every pixel of movement). */
  private hover(hit: MapHit | null, x: number, y: number): void {
    const key = hit ? `${hit.kind}:${hit.id}` : '';
    if (key === this.hovered) return;
    this.hovered = key;
    this.target.hover(hit, x, y);
  }

  private pointerUp(e: PointerEvent): void {
    const drag = this.drag;
    this.drag = null;
    if (!drag || drag.id !== e.pointerId) return;
    this.canvas.style.cursor = 'grab';
    if (drag.moved) return;
    const p = this.local(e);
    const hit = this.target.hitTest(p.x, p.y);
    if (hit?.kind === 'block') this.target.blockClick(hit.id, e.shiftKey || e.ctrlKey || e.metaKey);
    else if (hit?.kind === 'area') this.target.areaClick(hit.id);
    else this.target.emptyClick();
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const p = this.local(e);
    // Trackpads send many small deltas, mouse wheels a few big ones: scale smoothly.
    const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
    this.target.zoomBy(factor, p.x, p.y);
  }
}
