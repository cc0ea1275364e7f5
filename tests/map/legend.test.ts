import { describe, expect, it } from 'vitest';
import { loadGeometry } from '../../assets/map/geometry';
import { Camera } from '../../renderer/games/richard-iii/scenes/map/camera';
import {
  LEGEND_TEXT_PX,
  ROW_TEXT,
  legendRoom,
  legendScale,
} from '../../renderer/games/richard-iii/scenes/map/legend-place';

// The legend's rows are written ROW_TEXT drawing units tall; drawn at the map's scale they were about
// 5 px on a 1366x768 window's fit view (play-test: unreadable). The scene grows it from its corner.

describe('the map legend at the fit view', () => {
  const geometry = loadGeometry();
  // The one-column cartouche as drawn in English (its widest words set its width, at most 250).
  const size = { w: 250, h: 251 };
  const windows: [string, number, number][] = [
    ['1366x768', 985, 723],
    ['1920x1080', 1539, 1035],
  ];

  it.each(windows)('%s: its words are 11 px or more on screen, and it covers no area', (_, w, h) => {
    const camera = new Camera(geometry.width, geometry.height);
    camera.resize(w, h);
    camera.fit();
    const z = camera.view.zoom;
    expect(ROW_TEXT * z).toBeLessThan(LEGEND_TEXT_PX); // at the map's scale it would be too small
    const most = legendRoom(geometry, size.w, size.h);
    const k = legendScale(z, most);
    expect(ROW_TEXT * k * z).toBeGreaterThanOrEqual(LEGEND_TEXT_PX - 1e-9);
    // Grown from its corner, it stays clear of every area's box that it could reach: Scotland, the
    // Isle of Man and Ireland's exile box.
    const { x, y } = geometry.decorations.legend;
    const r = { x, y, w: size.w * k, h: size.h * k };
    for (const id of ['scotland', 'isle-of-man', 'ireland']) {
      const b = geometry.areas.find((a) => a.id === id)!.bbox;
      const apart = r.x + r.w <= b.x || b.x + b.w <= r.x || r.y + r.h <= b.y || b.y + b.h <= r.y;
      if (id !== 'scotland') expect(apart, id).toBe(true);
    }
  });

  it('never grows into an area, however far out the view is zoomed', () => {
    const most = legendRoom(geometry, size.w, size.h);
    expect(legendScale(0.01, most)).toBe(most);
    const ireland = geometry.areas.find((a) => a.id === 'ireland')!.bbox;
    expect(geometry.decorations.legend.y + size.h * most).toBeLessThan(ireland.y);
    // Zoomed in, it is drawn at its own size (the map's scale already makes it readable).
    expect(legendScale(3, most)).toBe(1);
  });
});
