// Pan/zoom state for the map: pure math, no Pixi. `zoom` = screen px per map px,
// (x, y) = screen position of the map origin. Bounds keep the map on screen.
export interface View {
  x: number;
  y: number;
  zoom: number;
}

export const MAX_ZOOM = 3;

export class Camera {
  view: View = { x: 0, y: 0, zoom: 1 };
  private screenW = 1;
  private screenH = 1;

  constructor(
    private readonly mapW: number,
    private readonly mapH: number,
  ) {}

  /** Zoom at which the whole map fits the screen. */
  get fitZoom(): number {
    return Math.min(this.screenW / this.mapW, this.screenH / this.mapH);
  }

  get minZoom(): number {
    return this.fitZoom * 0.95;
  }

  resize(w: number, h: number): void {
    this.screenW = Math.max(1, w);
    this.screenH = Math.max(1, h);
    this.clamp();
  }

  fit(): void {
    const z = this.fitZoom;
    this.view = { zoom: z, x: (this.screenW - this.mapW * z) / 2, y: (this.screenH - this.mapH * z) / 2 };
  }

  toMap(sx: number, sy: number): { x: number; y: number } {
    return { x: (sx - this.view.x) / this.view.zoom, y: (sy - this.view.y) / this.view.zoom };
  }

  panBy(dx: number, dy: number): void {
    this.view.x += dx;
    this.view.y += dy;
    this.clamp();
  }

  /** Zoom by `factor` keeping the map point under screen (sx, sy) fixed. */
  zoomAt(factor: number, sx: number, sy: number): void {
    const z = Math.min(MAX_ZOOM, Math.max(this.minZoom, this.view.zoom * factor));
    const m = this.toMap(sx, sy);
    this.view = { zoom: z, x: sx - m.x * z, y: sy - m.y * z };
    this.clamp();
  }

  centreOn(mx: number, my: number): void {
    this.view.x = this.screenW / 2 - mx * this.view.zoom;
    this.view.y = this.screenH / 2 - my * this.view.zoom;
    this.clamp();
  }

  /** A map smaller than the screen is centred; a larger one may not leave a gap at its edges. */
  private clamp(): void {
    const z = (this.view.zoom = Math.min(MAX_ZOOM, Math.max(this.minZoom, this.view.zoom)));
    const fitAxis = (pos: number, screen: number, size: number): number =>
      size <= screen ? (screen - size) / 2 : Math.min(0, Math.max(screen - size, pos));
    this.view.x = fitAxis(this.view.x, this.screenW, this.mapW * z);
    this.view.y = fitAxis(this.view.y, this.screenH, this.mapH * z);
  }
}
