import { describe, expect, it } from 'vitest';
import { loadGeometry, type Rect } from '../../assets/map/geometry';
import { hitAt, hitBounds, labelsOutside } from '../../renderer/games/richard-iii/scenes/map/map-input';
import type { BlockView } from '../../renderer/games/richard-iii/scenes/map/block-view';
import { BLOCK_H, BLOCK_W } from '../../renderer/games/richard-iii/scenes/map/stack-layout';

const geometry = loadGeometry();
const man = geometry.areas.find((a) => a.id === 'isle-of-man')!;

describe('a click on an area name written outside its area', () => {
  it('the Isle of Man is the one name out at sea', () => {
    expect(labelsOutside(geometry).map((a) => a.id)).toEqual(['isle-of-man']);
  });

  it('counts wherever the name is drawn, both lines of a split name, and nowhere else at sea', () => {
    const { x, y } = man.label;
    // A long name (another language, or a far zoom's larger type) split onto two lines under the point.
    const lines: Rect[] = [
      { x: x - 120, y: y - 30, w: 240, h: 28 },
      { x: x - 60, y: y + 2, w: 120, h: 28 },
    ];
    const names = new Map([['isle-of-man', lines]]);
    for (const p of [
      { x: x - 110, y: y - 15 }, // the far end of the first line, past what an English width allowed
      { x: x + 40, y: y + 20 }, // the second line
    ])
      expect(hitAt(p, [], geometry, names)).toEqual({ kind: 'area', id: 'isle-of-man' });
    // Beside the short second line, under the long first one: the sea.
    expect(hitAt({ x: x - 100, y: y + 20 }, [], geometry, names)).toBeNull();
    // A name not drawn at this zoom is not there to click.
    expect(hitAt({ x, y: y - 15 }, [], geometry, new Map())).toBeNull();
  });
});

describe('where a hit lies, for its tooltip to stand clear of (hitBounds)', () => {
  it('an area: its bounds, its name written outside it, and its stack where that stands over the border', () => {
    const { x, y } = man.label;
    const name = { x: x - 120, y: y - 30, w: 240, h: 28 };
    const r = hitBounds(
      { kind: 'area', id: 'isle-of-man' },
      geometry,
      new Map([['isle-of-man', [name]]]),
      undefined,
      undefined,
    )!;
    for (const inner of [man.bbox, name]) {
      expect(r.x).toBeLessThanOrEqual(inner.x);
      expect(r.y).toBeLessThanOrEqual(inner.y);
      expect(r.x + r.w).toBeGreaterThanOrEqual(inner.x + inner.w);
      expect(r.y + r.h).toBeGreaterThanOrEqual(inner.y + inner.h);
    }
    const kent = geometry.areas.find((a) => a.id === 'kent')!;
    const stack = { x: kent.bbox.x + kent.bbox.w - 10, y: kent.bbox.y, w: 80, h: 30 };
    const withStack = hitBounds({ kind: 'area', id: 'kent' }, geometry, new Map(), undefined, stack)!;
    expect(withStack).toMatchObject({ x: kent.bbox.x, y: kent.bbox.y, h: kent.bbox.h });
    expect(withStack.w).toBeCloseTo(kent.bbox.w + 70);
    expect(hitBounds({ kind: 'area', id: 'atlantis' }, geometry, new Map(), undefined, undefined)).toBeNull();
  });

  it('a block: its face as drawn (scaled, lifted by its pivot) with its whole stack', () => {
    const node = { x: 100, y: 200, scale: { x: 2, y: 2 }, pivot: { y: 3 } };
    const block = { id: 'l-warwick', node } as unknown as BlockView;
    const face = { x: 100 - BLOCK_W, y: 200 - 6 - BLOCK_H, w: 2 * BLOCK_W, h: 2 * BLOCK_H };
    expect(hitBounds({ kind: 'block', id: 'l-warwick' }, geometry, new Map(), block, undefined)).toEqual(face);
    const stack = { x: face.x, y: face.y, w: face.w * 3, h: face.h };
    expect(hitBounds({ kind: 'block', id: 'l-warwick' }, geometry, new Map(), block, stack)).toEqual(stack);
    expect(hitBounds({ kind: 'block', id: 'l-warwick' }, geometry, new Map(), undefined, stack)).toBeNull();
  });
});

describe('an area reaches past its shape where it is drawn so (Polish play-test, Kent at 1366x768)', () => {
  const kent = geometry.areas.find((a) => a.id === 'kent')!;
  const ring = kent.polygons[0]![0]!;
  // Kent's easternmost point: the North Foreland, with the sea beyond it.
  let east = 0;
  for (let i = 0; i < ring.length; i += 2) if (ring[i]! > ring[east]!) east = i;
  const [fx, fy] = [ring[east]!, ring[east + 1]!];

  it('its shore: a point just out to sea means the nearest area, further out the sea', () => {
    const shore = { x: fx + 6, y: fy };
    expect(hitAt(shore, [], geometry, new Map())).toBeNull();
    expect(hitAt(shore, [], geometry, new Map(), { shore: 10 })).toEqual({ kind: 'area', id: 'kent' });
    expect(hitAt({ x: fx + 30, y: fy }, [], geometry, new Map(), { shore: 10 })).toBeNull();
    // Inside a shape the shape decides, however near another area's edge.
    const inland = { x: kent.label.x, y: kent.label.y };
    expect(hitAt(inland, [], geometry, new Map(), { shore: 1000 })).toEqual({ kind: 'area', id: 'kent' });
  });

  it('the room round its stack, where the stack stands over the coast', () => {
    const stack = { x: fx - 40, y: fy - 20, w: 80, h: 40 };
    const beside = { x: fx + 30, y: fy + 10 };
    expect(hitAt(beside, [], geometry, new Map())).toBeNull();
    expect(hitAt(beside, [], geometry, new Map(), { stacks: new Map([['kent', stack]]) })).toEqual({
      kind: 'area',
      id: 'kent',
    });
  });
});

describe("a counter's count is part of the counter (Russian play-test: a click on one named the area beneath)", () => {
  it('means the counter’s top block, not the area it stands over, and only where it is drawn', () => {
    // Somerset's counter stood beside Somerset with its count over a neighbour: the count's centre
    // is on that neighbour's land.
    const dorset = geometry.areas.find((a) => a.id === 'dorset')!;
    const at = { x: dorset.label.x, y: dorset.label.y + 14 };
    expect(hitAt(at, [], geometry, new Map())).toEqual({ kind: 'area', id: 'dorset' });
    const count = { rect: { x: at.x - 11, y: at.y - 11, w: 22, h: 22 }, block: 'l-somerset' };
    expect(hitAt(at, [], geometry, new Map(), { counts: [count] })).toEqual({ kind: 'block', id: 'l-somerset' });
    // Just beside the count, the land beneath.
    expect(hitAt({ x: at.x + 13, y: at.y }, [], geometry, new Map(), { counts: [count] })).toEqual({
      kind: 'area',
      id: 'dorset',
    });
  });
});
