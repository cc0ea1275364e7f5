import { describe, expect, it } from 'vitest';
import { placeBeside, tipAt } from '../../renderer/src/components/pointer-tip';

describe('tipAt (the tooltip beside the pointer on a board canvas)', () => {
  it('says nothing when there is nothing under the pointer to describe', () => {
    expect(tipAt([], 10, 20, { width: 800, height: 600 }, 300)).toBeNull();
  });

  it('opens to the right of the pointer, and to the left within `room` of the right edge', () => {
    expect(tipAt(['Warwick', 'A3'], 500, 40, { width: 800, height: 600 }, 300)).toEqual({
      lines: ['Warwick', 'A3'],
      x: 500,
      y: 40,
      flip: false,
      up: false,
    });
    expect(tipAt(['Warwick'], 501, 40, { width: 800, height: 600 }, 300)?.flip).toBe(true);
    expect(tipAt(['Warwick'], 481, 40, { width: 800, height: 600 }, 320)?.flip).toBe(true);
    expect(tipAt(['Warwick'], 480, 40, { width: 800, height: 600 }, 320)?.flip).toBe(false);
  });

  it('opens above the pointer near the bottom edge (a hand of cards), where it would be cut off', () => {
    const size = { width: 800, height: 600 };
    expect(tipAt(['Prickers'], 100, 380, size, 300)?.up).toBe(false);
    expect(tipAt(['Prickers'], 100, 381, size, 300)?.up).toBe(true);
  });
});

describe('placeBeside (a map tooltip stands beside what it is about, never over it)', () => {
  const bounds = { width: 985, height: 720 };
  const size = { w: 300, h: 120 };
  const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('opens to the right of the area, else to its left, level with the pointer', () => {
    const kent = { x: 650, y: 580, w: 90, h: 60 };
    // Kent at 1366x768 leaves no room to its right: the tip goes to its left, clear of it.
    expect(placeBeside(kent, { x: 700, y: 600 }, size, bounds)).toEqual({ left: 340, top: 588 });
    const wilts = { x: 480, y: 600, w: 70, h: 60 };
    expect(placeBeside(wilts, { x: 500, y: 620 }, size, bounds)).toEqual({ left: 560, top: 596 });
  });

  it('keeps inside the canvas: level with the pointer unless that runs off the bottom', () => {
    expect(placeBeside({ x: 100, y: 650, w: 50, h: 60 }, { x: 120, y: 700 }, size, bounds)).toEqual({
      left: 160,
      top: 720 - 120 - 4,
    });
  });

  it('below or above when neither side has room; null when the area fills the view', () => {
    const wide = { x: 20, y: 100, w: 940, h: 200 };
    expect(placeBeside(wide, { x: 500, y: 200 }, size, bounds)).toEqual({ left: 350, top: 310 });
    const low = { x: 20, y: 400, w: 940, h: 300 };
    expect(placeBeside(low, { x: 500, y: 500 }, size, bounds)).toEqual({ left: 350, top: 270 });
    expect(placeBeside({ x: -50, y: -50, w: 2000, h: 2000 }, { x: 500, y: 300 }, size, bounds)).toBeNull();
  });

  it('never covers the rect (nor so the pointer in it), wherever the rect and pointer are', () => {
    for (let x = -40; x < bounds.width; x += 37)
      for (let y = -40; y < bounds.height; y += 41)
        for (const [w, h] of [
          [40, 30],
          [160, 120],
          [500, 90],
        ] as const) {
          const rect = { x, y, w, h };
          const pointer = { x: x + w / 2, y: y + h / 2 };
          const at = placeBeside(rect, pointer, size, bounds);
          if (!at) continue;
          expect(overlaps({ x: at.left, y: at.top, w: size.w, h: size.h }, rect)).toBe(false);
          expect(at.left).toBeGreaterThanOrEqual(4);
          expect(at.top).toBeGreaterThanOrEqual(4);
          expect(at.left + size.w).toBeLessThanOrEqual(bounds.width - 4);
          expect(at.top + size.h).toBeLessThanOrEqual(bounds.height - 4);
        }
  });

  it('tipAt carries what the tip is about, and the canvas, when given it', () => {
    const rect = { x: 10, y: 20, w: 30, h: 40 };
    expect(tipAt(['Kent'], 20, 30, { width: 800, height: 600 }, 300, rect)).toMatchObject({
      beside: rect,
      bounds: { width: 800, height: 600 },
    });
    expect(tipAt(['Kent'], 20, 30, { width: 800, height: 600 }, 300)).not.toHaveProperty('beside');
  });
});
