/**
 * A read-only probe for browser tests: where a board square or a hand card is on the page, so an
 * end-to-end test clicks the real canvas at a real place. Geometry only, never state or actions.
 */
interface Points {
  squarePoint(x: number, y: number): { x: number; y: number } | null;
  handPoint(card: string): { x: number; y: number } | null;
  readonly animating: boolean;
}

export interface BoardProbe {
  /** Page coordinates of a board square's centre. */
  squarePoint(x: number, y: number): { x: number; y: number } | null;
  /** Page coordinates of a card of the viewer's hand. */
  handPoint(card: string): { x: number; y: number } | null;
  /** Units still moving on the board. */
  animating(): boolean;
}

declare global {
  interface Window {
    __skirmishProbe?: BoardProbe;
  }
}

export function exposeBoardProbe(canvas: HTMLCanvasElement, scene: Points): () => void {
  const toPage = (p: { x: number; y: number } | null) => {
    if (!p) return null;
    const r = canvas.getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  };
  const probe: BoardProbe = {
    squarePoint: (x, y) => toPage(scene.squarePoint(x, y)),
    handPoint: (card) => toPage(scene.handPoint(card)),
    animating: () => scene.animating,
  };
  window.__skirmishProbe = probe;
  return () => {
    if (window.__skirmishProbe === probe) delete window.__skirmishProbe;
  };
}
