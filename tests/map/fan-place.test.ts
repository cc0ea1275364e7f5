import { describe, expect, it } from 'vitest';
import { placeFan } from '../../renderer/games/richard-iii/scenes/map/fan-place';

const bounds = { width: 1000, height: 700 };
const size = { w: 200, h: 100 };
const counter = { x: 400, y: 300, w: 40, h: 40 };
const inside = (at: { left: number; top: number }, p: { x: number; y: number }) =>
  p.x >= at.left && p.x <= at.left + size.w && p.y >= at.top && p.y <= at.top + size.h;

describe('where a stack fan opens', () => {
  it('below its counter, centred, when nothing is in the way', () => {
    expect(placeFan(counter, size, bounds, [])).toEqual({ left: 320, top: 338 });
  });

  it('on the side clear of the neighbours’ names', () => {
    const south = { x: 420, y: 390 };
    const above = placeFan(counter, size, bounds, [south]);
    expect(inside(above, south)).toBe(false);
    expect(above.top + size.h).toBeLessThanOrEqual(counter.y + 2);
    // Names below and above: it goes to the right.
    const north = { x: 420, y: 250 };
    const right = placeFan(counter, size, bounds, [south, north]);
    expect(right.left).toBeGreaterThanOrEqual(counter.x + counter.w - 2);
    expect([south, north].some((p) => inside(right, p))).toBe(false);
    // And to the left when the right is taken too.
    const east = { x: 550, y: 320 };
    const left = placeFan(counter, size, bounds, [south, north, east]);
    expect(left.left + size.w).toBeLessThanOrEqual(counter.x + 2);
  });

  it('where it covers the fewest names when every side covers some', () => {
    const names = [
      { x: 420, y: 390 },
      { x: 430, y: 395 },
      { x: 420, y: 250 },
      { x: 550, y: 320 },
      { x: 560, y: 330 },
      { x: 300, y: 320 },
      { x: 310, y: 330 },
    ];
    const at = placeFan(counter, size, bounds, names);
    expect(names.filter((p) => inside(at, p))).toHaveLength(1);
  });

  it('inside the canvas, on a side with room', () => {
    const corner = { x: 950, y: 650, w: 40, h: 40 };
    const at = placeFan(corner, size, bounds, []);
    expect(at.left).toBeGreaterThanOrEqual(4);
    expect(at.left + size.w).toBeLessThanOrEqual(bounds.width - 4);
    expect(at.top + size.h).toBeLessThanOrEqual(corner.y + 2);
  });
});
