/**
 * A read-only probe for browser tests: where an area is on screen, so an end-to-end test can click
 * the real canvas at a real place. It exposes geometry, never game state or actions.
 */
import type { MapGeometry } from '../../../../assets/map/geometry';

interface Projector {
  mapToScreen(x: number, y: number): { x: number; y: number };
}

export interface MapProbe {
  /** Page coordinates of a point inside the area, away from its block stack (its name label). */
  areaPoint(id: string): { x: number; y: number } | null;
  /** Page coordinates of the area's block stack centre. */
  stackPoint(id: string): { x: number; y: number } | null;
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
  const probe: MapProbe = {
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
