/**
 * A read-only probe for browser tests: where an area is on screen, so an end-to-end test can click
 * the real canvas at a real place. It exposes geometry, never game state or actions.
 */
import type { MapGeometry, Rect } from '../../../../assets/map/geometry';
import type { BlockMeasure } from '../scenes/map/MapScene';

interface Projector {
  mapToScreen(x: number, y: number): { x: number; y: number };
  measureBlocks(): BlockMeasure[];
  measureNames(): { area: string; rect: Rect }[];
  hitTest(screenX: number, screenY: number): { kind: 'block' | 'area'; id: string } | null;
  readonly animating: boolean;
  readonly drawing: boolean;
}

export interface MapProbe {
  /**
   * Page coordinates of a point on screen where a click means the area: its name label, unless a
   * block (of a neighbour's stack, at a small zoom) covers it — then the uncovered point of the
   * area nearest the label, as a player would click.
   */
  areaPoint(id: string): { x: number; y: number } | null;
  /** Page coordinates of the area's block stack centre. */
  stackPoint(id: string): { x: number; y: number } | null;
  /** Every block on the map as drawn: page rect, smallest text height on screen, collapsed or not. */
  blocks(): BlockMeasure[];
  /** Every area name's page rect. */
  names(): { area: string; rect: Rect }[];
  /** The whole board's page rect (the map's edges) and the canvas's. */
  board(): { map: Rect; canvas: Rect };
  /** No block moving and the map picture drawn for the current view. */
  settled(): boolean;
  /** What a click at page point (x, y) means on the canvas: a block, an area, or nothing (the sea). */
  hit(x: number, y: number): { kind: 'block' | 'area'; id: string } | null;
}

declare global {
  interface Window {
    __r3MapProbe?: MapProbe;
  }
}

export function exposeMapProbe(canvas: HTMLCanvasElement, geometry: MapGeometry, scene: Projector): () => void {
  const toPage = (x: number, y: number) => {
    const r = canvas.getBoundingClientRect();
    const p = scene.mapToScreen(x, y);
    return { x: r.left + p.x, y: r.top + p.y }; // scene units are CSS px (autoDensity)
  };
  const pageRect = (r: Rect): Rect => {
    const c = canvas.getBoundingClientRect();
    return { x: c.left + r.x, y: c.top + r.y, w: r.w, h: r.h };
  };
  const probe: MapProbe = {
    blocks: () =>
      scene.measureBlocks().map((b) => ({
        ...b,
        rect: pageRect(b.rect),
        ...(b.counts ? { counts: b.counts.map((c) => ({ ...c, rect: pageRect(c.rect) })) } : {}),
      })),
    names: () => scene.measureNames().map((n) => ({ area: n.area, rect: pageRect(n.rect) })),
    settled: () => !scene.animating && !scene.drawing,
    hit: (x, y) => {
      const c = canvas.getBoundingClientRect();
      return scene.hitTest(x - c.left, y - c.top);
    },
    board: () => {
      const c = canvas.getBoundingClientRect();
      const tl = toPage(0, 0);
      const br = toPage(geometry.width, geometry.height);
      return {
        map: { x: tl.x, y: tl.y, w: br.x - tl.x, h: br.y - tl.y },
        canvas: { x: c.left, y: c.top, w: c.width, h: c.height },
      };
    },
    areaPoint: (id) => {
      const a = geometry.areas.find((x) => x.id === id);
      if (!a) return null;
      const c = canvas.getBoundingClientRect();
      const means = (x: number, y: number) => {
        const p = scene.mapToScreen(x, y);
        if (p.x < 0 || p.y < 0 || p.x > c.width || p.y > c.height) return false;
        const hit = scene.hitTest(p.x, p.y);
        return hit?.kind === 'area' && hit.id === id;
      };
      const found = clickablePoints(a.label, a.bbox).find((q) => means(q.x, q.y));
      return toPage(found?.x ?? a.label.x, found?.y ?? a.label.y);
    },
    stackPoint: (id) => {
      const a = geometry.areas.find((x) => x.id === id);
      return a ? toPage(a.stack.x, a.stack.y) : null;
    },
  };
  window.__r3MapProbe = probe;
  return () => {
    if (window.__r3MapProbe === probe) delete window.__r3MapProbe;
  };
}

/** The label first, then a grid over the area's box, nearest the label first. */
function clickablePoints(label: { x: number; y: number }, box: Rect): { x: number; y: number }[] {
  const grid: { x: number; y: number }[] = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++)
    for (let j = 0; j <= steps; j++) grid.push({ x: box.x + (box.w * i) / steps, y: box.y + (box.h * j) / steps });
  grid.sort((p, q) => Math.hypot(p.x - label.x, p.y - label.y) - Math.hypot(q.x - label.x, q.y - label.y));
  return [label, ...grid];
}

declare global {
  interface Window {
    __r3BattleProbe?: { blockAt(id: string): { x: number; y: number } | null };
  }
}
