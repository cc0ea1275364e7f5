import { describe, expect, it } from 'vitest';
import type { Rect } from '../../assets/map/geometry';
import { placeFan } from '../../renderer/games/richard-iii/scenes/map/fan-place';

const bounds = { width: 1000, height: 700 };
const size = { w: 200, h: 100 };
const counter = { x: 400, y: 300, w: 40, h: 40 };
/** A name 60 x 16 px centred on (x, y). */
const name = (x: number, y: number): Rect => ({ x: x - 30, y: y - 8, w: 60, h: 16 });
const touches = (at: { left: number; top: number }, r: Rect) =>
  r.x < at.left + size.w && r.x + r.w > at.left && r.y < at.top + size.h && r.y + r.h > at.top;

describe('where a stack fan opens', () => {
  it('below its counter, centred, when nothing is in the way', () => {
    expect(placeFan(counter, size, bounds, [])).toEqual({ left: 320, top: 338 });
  });

  it('on the side clear of the neighbours’ names', () => {
    const south = name(420, 390);
    const above = placeFan(counter, size, bounds, [south]);
    expect(touches(above, south)).toBe(false);
    expect(above.top + size.h).toBeLessThanOrEqual(counter.y + 2);
    // Names below and above: it goes to the right.
    const north = name(420, 250);
    const right = placeFan(counter, size, bounds, [south, north]);
    expect(right.left).toBeGreaterThanOrEqual(counter.x + counter.w - 2);
    expect([south, north].some((r) => touches(right, r))).toBe(false);
    // And to the left when the right is taken too.
    const east = name(550, 320);
    const left = placeFan(counter, size, bounds, [south, north, east]);
    expect(left.left + size.w).toBeLessThanOrEqual(counter.x + 2);
  });

  it('a name counts however little of it the fan would cover, not only its centre', () => {
    // The centre of this name is just outside the box below the counter; its left end is inside.
    const edge = name(545, 390);
    expect(touches({ left: 320, top: 338 }, edge)).toBe(true);
    expect(placeFan(counter, size, bounds, [edge]).top).toBeLessThan(counter.y);
  });

  it('where it covers the least when every side covers some', () => {
    const big = { x: 300, y: 345, w: 300, h: 80 }; // below, mostly
    const small = [name(420, 250), name(560, 320), name(300, 320)]; // above, right, left: one name each
    const at = placeFan(counter, size, bounds, [big, ...small]);
    expect(touches(at, big)).toBe(false);
    expect(small.filter((r) => touches(at, r))).toHaveLength(1);
  });

  it('inside the canvas, on a side with room', () => {
    const corner = { x: 950, y: 650, w: 40, h: 40 };
    const at = placeFan(corner, size, bounds, []);
    expect(at.left).toBeGreaterThanOrEqual(4);
    expect(at.left + size.w).toBeLessThanOrEqual(bounds.width - 4);
    expect(at.top + size.h).toBeLessThanOrEqual(corner.y + 2);
  });

  it('pushed inside the canvas when no side has room', () => {
    const tiny = { width: 220, height: 120 };
    const at = placeFan({ x: 90, y: 40, w: 40, h: 40 }, size, tiny, []);
    expect(at).toEqual({ left: 10, top: 16 });
  });
});
