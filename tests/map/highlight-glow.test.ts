// The glow round a highlighted area (a legal destination) stands inside the area's shape: drawn
// outward it looked like land round every highlighted coast, and a Polish play-test's clicks there,
// at 1366x768, fell into the sea. Pixi's Graphics measure their strokes without a renderer.
import { describe, expect, it } from 'vitest';
import { loadGeometry } from '../../assets/map/geometry';

const geometry = loadGeometry();
// Pixi reads the browser's navigator when it loads; Node 20 has none.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };

describe('a highlighted area glows inside its shape, never out at sea', () => {
  it('the glow’s bounds are the area’s own (Pixi 8: alignment 1 is inside)', async () => {
    const kent = geometry.areas.find((a) => a.id === 'kent')!;
    const { Graphics } = await import('pixi.js');
    const { drawHighlights } = await import('../../renderer/games/richard-iii/scenes/map/map-overlays');
    const g = new Graphics();
    const model = { areas: [], blocks: [], highlightAreas: ['kent'], highlightBlocks: [], selectedBlocks: [] };
    drawHighlights(g, new Map([['kent', kent]]), model);
    const b = g.getLocalBounds();
    const { x, y, w, h } = kent.bbox;
    expect(b.minX).toBeGreaterThanOrEqual(x - 0.5);
    expect(b.minY).toBeGreaterThanOrEqual(y - 0.5);
    expect(b.maxX).toBeLessThanOrEqual(x + w + 0.5);
    expect(b.maxY).toBeLessThanOrEqual(y + h + 0.5);
  });
});
