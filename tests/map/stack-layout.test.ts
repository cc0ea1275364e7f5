import { describe, expect, it } from 'vitest';
import { loadGeometry } from '../../assets/map/geometry';
import { Camera } from '../../renderer/games/richard-iii/scenes/map/camera';
import { polygonContains } from '../../renderer/games/richard-iii/scenes/map/geometry-math';
import type { MapBlock } from '../../renderer/games/richard-iii/scenes/map/model';
import { blockScale, layoutScaledStack, layoutStack, MIN_BLOCK_PX } from '../../renderer/games/richard-iii/scenes/map/stack-layout';

const box = { x: 100, y: 100, w: 128, h: 84 };
const block = (id: string, side: MapBlock['side'] = 'york', hidden = false): MapBlock => ({
  id,
  area: 'kent',
  side,
  hidden,
});

describe('stack layout', () => {
  it('fits up to six blocks in the stack box without overlap', () => {
    const blocks = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => block(id));
    const slots = layoutStack(blocks, box, 40);
    expect(slots).toHaveLength(6);
    for (const s of slots) {
      expect(s.x - 20).toBeGreaterThanOrEqual(box.x - 0.01);
      expect(s.x + 20).toBeLessThanOrEqual(box.x + box.w + 0.01);
      expect(s.y - 20).toBeGreaterThanOrEqual(box.y - 0.01);
      expect(s.y + 20).toBeLessThanOrEqual(box.y + box.h + 0.01);
    }
    for (const p of slots)
      for (const q of slots)
        if (p !== q) expect(Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y))).toBeGreaterThanOrEqual(40);
  });

  it('puts each side on its own row when contested, Lancaster first', () => {
    const slots = layoutStack([block('y1'), block('l1', 'lancaster', true), block('y2'), block('r', 'rebel')], box, 40);
    const row = (id: string): number => slots.find((s) => s.id === id)!.y;
    expect(row('l1')).toBeLessThan(row('y1'));
    expect(row('y1')).toBe(row('y2'));
    expect(row('r')).toBe(row('y1'));
  });

  it('is deterministic regardless of input order', () => {
    const a = layoutStack([block('c'), block('a'), block('b')], box, 40);
    const b = layoutStack([block('b'), block('c'), block('a')], box, 40);
    expect(a).toEqual(b);
  });

  it('compresses big stacks to the box width', () => {
    const slots = layoutStack(
      Array.from({ length: 10 }, (_, i) => block(`b${i}`)),
      box,
      40,
    );
    const xs = slots.map((s) => s.x);
    expect(Math.max(...xs) - Math.min(...xs) + 40).toBeLessThanOrEqual(box.w + 0.01);
  });
});

describe('minimum block size', () => {
  const geometry = loadGeometry();
  // The demo/benchmark window, a laptop-sized game screen (map beside the side panel), a small window.
  const screens: [number, number][] = [
    [1600, 1000],
    [1000, 760],
    [700, 500],
  ];

  it.each(screens)('whole map in a %ix%i view: blocks are at least MIN_BLOCK_PX on screen', (w, h) => {
    const camera = new Camera(geometry.width, geometry.height);
    camera.resize(w, h);
    camera.fit();
    const zoom = camera.view.zoom;
    expect(geometry.blockSize * zoom).toBeLessThan(MIN_BLOCK_PX); // would be too small unscaled
    const k = blockScale(zoom, geometry.blockSize);
    expect(geometry.blockSize * k * zoom).toBeGreaterThanOrEqual(MIN_BLOCK_PX - 1e-9);
    camera.zoomAt(0.5, w / 2, h / 2); // zoomed out as far as the camera allows
    expect(
      geometry.blockSize * blockScale(camera.view.zoom, geometry.blockSize) * camera.view.zoom,
    ).toBeGreaterThanOrEqual(MIN_BLOCK_PX - 1e-9);
  });

  it('leaves blocks alone once they are big enough', () => {
    expect(blockScale(1, geometry.blockSize)).toBe(1);
    expect(blockScale(MIN_BLOCK_PX / geometry.blockSize, geometry.blockSize)).toBe(1);
  });

  it('keeps enlarged stacks tidy: centred on the stack box, inside the area, fanned but each block mostly visible', () => {
    const camera = new Camera(geometry.width, geometry.height);
    camera.resize(1000, 760);
    camera.fit();
    const scale = blockScale(camera.view.zoom, geometry.blockSize);
    expect(scale).toBeGreaterThan(1.5);
    const size = geometry.blockSize * scale; // drawn size, map units
    for (const area of geometry.areas) {
      const box = area.stack.box;
      for (const n of [1, 3, 6]) {
        const blocks = Array.from({ length: n }, (_, i) => ({ ...block(`b${i}`), area: area.id }));
        const slots = layoutScaledStack(blocks, box, geometry.blockSize, scale);
        const xs = slots.map((s) => s.x);
        const ys = slots.map((s) => s.y);
        const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
        const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
        expect(cx).toBeCloseTo(box.x + box.w / 2);
        expect(cy).toBeCloseTo(box.y + box.h / 2);
        expect(
          area.polygons.some((p) => polygonContains(p, cx, cy)),
          area.id,
        ).toBe(true);
        // Near the area: the drawn stack reaches at most one (unscaled) block beyond the stack box.
        const reach = geometry.blockSize;
        expect(Math.min(...xs) - size / 2).toBeGreaterThanOrEqual(box.x - reach);
        expect(Math.max(...xs) + size / 2).toBeLessThanOrEqual(box.x + box.w + reach);
        expect(Math.min(...ys) - size / 2).toBeGreaterThanOrEqual(box.y - reach);
        expect(Math.max(...ys) + size / 2).toBeLessThanOrEqual(box.y + box.h + reach);
        // Fanned like cards: neighbours overlap by less than half a block.
        for (const p of slots)
          for (const q of slots)
            if (p !== q) expect(Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y))).toBeGreaterThanOrEqual(size * 0.6);
      }
    }
  });
});
