// Sea moves are drawn along the sea (5.3), not across the land between the two areas: a Polish
// play-test saw France → Pembroke drawn over Kent, Oxford and Hereford as if it were a march.
import { describe, expect, it } from 'vitest';
import { loadGeometry, type Point } from '../../assets/map/geometry';
import { AREAS } from '../../engine/richard-iii/data';
import { polygonContains } from '../../renderer/games/richard-iii/scenes/map/geometry-math';
import { cutEnds, resample, seaRoute } from '../../renderer/games/richard-iii/scenes/map/sea-route';

const geometry = loadGeometry();

/** Every area (the exile boxes too) and neutral land whose polygons hold `p`, except `allowed`. */
function landUnder(p: Point, allowed: readonly string[]): string[] {
  // An exile box is drawn over Ireland or the continent: inside the box is inside that area.
  if (geometry.areas.some((a) => allowed.includes(a.id) && a.polygons.some((poly) => polygonContains(poly, p.x, p.y))))
    return [];
  const hits = geometry.areas
    .filter((a) => !allowed.includes(a.id) && a.polygons.some((poly) => polygonContains(poly, p.x, p.y)))
    .map((a) => a.id);
  // Near an end, neutral land is allowed: the exile boxes and Scotland's stack sit on or by it.
  if (allowed.length === 0 && geometry.neutralLand.some((poly) => polygonContains(poly, p.x, p.y)))
    hits.push('neutral land');
  return hits;
}

/** Every pair of areas one sea move joins (both on a sea zone), with the zones they share. */
const pairs = AREAS.filter((a) => a.kind !== 'sea').flatMap((a) =>
  AREAS.filter((b) => b.kind !== 'sea' && b.idx !== a.idx).flatMap((b) => {
    const seas = a.seas
      .filter((s) => b.seas.includes(s))
      .map((s) => AREAS[s]!.id)
      .sort();
    return seas.length > 0 ? [{ from: a.id, to: b.id, seas }] : [];
  }),
);

describe('seaRoute', () => {
  it('knows sea moves such as France → Pembroke', () => {
    expect(pairs).toContainEqual({ from: 'france', to: 'pembroke', seas: ['irish-sea'] });
    expect(pairs).toContainEqual({ from: 'calais', to: 'kent', seas: ['english-channel', 'north-sea'] });
    expect(pairs.length).toBeGreaterThan(100);
  });

  it.each(pairs)('$from → $to keeps to the sea', ({ from, to, seas }) => {
    const route = seaRoute(geometry, from, to, seas);
    expect(route).not.toBeNull();
    const r = route!;
    // The legs from a stack to open water (one or two at each end) may cross that area, and clip a
    // neighbour's shore by a few pixels where the coast is a narrow estuary (Chester's Dee); every
    // other leg keeps off all land.
    const crossings: string[] = [];
    const clipped = new Map<string, number>();
    r.slice(1).forEach((q, i) => {
      const p = r[i]!;
      const end = i < 2 || i >= r.length - 3;
      for (const pt of resample([p, q], 4)) {
        const land = landUnder(pt, end ? [from, to] : []);
        if (end) land.forEach((id) => clipped.set(id, (clipped.get(id) ?? 0) + 4));
        else crossings.push(...land);
      }
    });
    for (const [id, px] of clipped) if (px > 32) crossings.push(`${id} (${px} px near an end)`);
    expect([...new Set(crossings)]).toEqual([]);
  });
});

describe('resample and cutEnds', () => {
  const line = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 50 },
  ];
  it('spaces points evenly along the line, ends kept', () => {
    const pts = resample(line, 10);
    expect(pts.length).toBe(16);
    expect(pts[0]).toEqual({ x: 0, y: 0 });
    expect(pts[pts.length - 1]).toEqual({ x: 100, y: 50 });
    expect(pts[11]).toEqual({ x: 100, y: 10 });
  });
  it('cuts the given lengths off each end, measured along the line', () => {
    const cut = cutEnds(line, 20, 30);
    expect(cut[0]).toEqual({ x: 20, y: 0 });
    expect(cut[cut.length - 1]).toEqual({ x: 100, y: 20 });
  });
  it('leaves a third of a short line', () => {
    const cut = cutEnds(
      [
        { x: 0, y: 0 },
        { x: 30, y: 0 },
      ],
      30,
      30,
    );
    expect(cut[0]!.x).toBeCloseTo(10);
    expect(cut[cut.length - 1]!.x).toBeCloseTo(20);
  });
});
