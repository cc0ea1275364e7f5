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
  readonly animating: boolean;
  readonly drawing: boolean;
}

export interface MapProbe {
  /** Page coordinates of a point inside the area, away from its block stack (its name label). */
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
    blocks: () => scene.measureBlocks().map((b) => ({ ...b, rect: pageRect(b.rect) })),
    names: () => scene.measureNames().map((n) => ({ area: n.area, rect: pageRect(n.rect) })),
    settled: () => !scene.animating && !scene.drawing,
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
      return a ? toPage(a.label.x, a.label.y) : null;
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

declare global {
  interface Window {
    __r3BattleProbe?: { blockAt(id: string): { x: number; y: number } | null };
  }
}
