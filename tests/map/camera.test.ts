import { describe, expect, it } from 'vitest';
import { Camera, MAX_ZOOM } from '../../renderer/games/richard-iii/scenes/map/camera';

describe('map camera', () => {
  const make = (): Camera => {
    const c = new Camera(1800, 2100);
    c.resize(1200, 800);
    c.fit();
    return c;
  };

  it('fits the whole map, centred', () => {
    const c = make();
    expect(c.view.zoom).toBeCloseTo(800 / 2100);
    expect(c.view.y).toBeCloseTo(0);
    expect(c.view.x).toBeCloseTo((1200 - 1800 * c.view.zoom) / 2);
  });

  it('zooms around the cursor: the map point under it stays put', () => {
    const c = make();
    c.zoomAt(2, 600, 400);
    const before = c.toMap(500, 300);
    c.zoomAt(1.5, 500, 300);
    const after = c.toMap(500, 300);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('clamps zoom and keeps the map covering the screen when zoomed in', () => {
    const c = make();
    c.zoomAt(100, 600, 400);
    expect(c.view.zoom).toBe(MAX_ZOOM);
    c.panBy(10_000, 10_000);
    expect(c.view.x).toBe(0);
    expect(c.view.y).toBe(0);
    c.panBy(-100_000, -100_000);
    expect(c.view.x).toBeCloseTo(1200 - 1800 * MAX_ZOOM);
    expect(c.view.y).toBeCloseTo(800 - 2100 * MAX_ZOOM);
    c.zoomAt(0.0001, 0, 0);
    expect(c.view.zoom).toBeCloseTo(c.minZoom);
  });
});
