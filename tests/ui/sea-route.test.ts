// Sea moves are drawn along the sea (5.3), not across the land between the two areas: a Polish
// play-test saw France → Pembroke drawn over Kent, Oxford and Hereford as if it were a march.
// The routes are read from assets/map/sea-routes.json, built once (assets/map/build/sea-routes.ts):
// these checks run on the file, and it is checked against the search as it is now.
import { describe, expect, it } from 'vitest';
import { buildSeaRoutes, seaRouteJobs } from '../../assets/map/build/sea-routes';
import { loadGeometry, type MapGeometry, type Point, type Polygon } from '../../assets/map/geometry';
import { loadSeaRoutes, storedSeaRoute } from '../../assets/map/sea-routes';
import { AREAS } from '../../engine/richard-iii/data';
import { polygonContains } from '../../renderer/games/richard-iii/scenes/map/geometry-math';
import { cutEnds, resample, seaRoute } from '../../renderer/games/richard-iii/scenes/map/sea-route';

const geometry = loadGeometry();

/** A polygon with its bounds, so a point far from it is not tested against every vertex. */
const boxed = (poly: Polygon) => {
  const xs = poly[0]!.filter((_, i) => i % 2 === 0);
  const ys = poly[0]!.filter((_, i) => i % 2 === 1);
  return { poly, x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
};
const holds = (b: ReturnType<typeof boxed>, p: Point): boolean =>
  p.x >= b.x0 && p.x <= b.x1 && p.y >= b.y0 && p.y <= b.y1 && polygonContains(b.poly, p.x, p.y);
const areas = geometry.areas.map((a) => ({ id: a.id, polys: a.polygons.map(boxed) }));
const neutral = geometry.neutralLand.map(boxed);

/**
 * The land a route may cross at an end: the area's own, and for an exile box the neutral land it is
 * drawn over (Ireland, the continent), which the arrow crosses between the box and the sea.
 */
function endLand(id: string): ReturnType<typeof boxed>[] {
  const a = geometry.areas.find((x) => x.id === id)!;
  const { x, y, w, h } = a.bbox;
  const under = a.kind === 'exile' ? neutral.filter((n) => n.x0 < x + w && n.x1 > x && n.y0 < y + h && n.y1 > y) : [];
  return [...areas.find((x) => x.id === id)!.polys, ...under];
}

/** The areas and neutral land under `p`, unless it lies on one of the ends' own land. */
function landUnder(p: Point, ends: readonly ReturnType<typeof boxed>[]): string[] {
  if (ends.some((b) => holds(b, p))) return [];
  const hits = areas.filter((a) => a.polys.some((b) => holds(b, p))).map((a) => a.id);
  if (neutral.some((b) => holds(b, p))) hits.push('neutral land');
  return hits;
}

/** Every pair of areas one sea move joins (both on a sea zone), with the zones they share: from data.json. */
const pairs = AREAS.filter((a) => a.kind !== 'sea').flatMap((a) =>
  AREAS.filter((b) => b.kind !== 'sea' && b.idx !== a.idx).flatMap((b) => {
    const seas = a.seas
      .filter((s) => b.seas.includes(s))
      .map((s) => AREAS[s]!.id)
      .sort();
    return seas.length > 0 ? [{ from: a.id, to: b.id, seas }] : [];
  }),
);
const everySea = geometry.seas.map((s) => s.id);
/** What the page asks for: each pair through its shared zones (an opponent's move) and through every zone (a hint). */
const asked = pairs.flatMap((p) => [p, { ...p, seas: everySea }]);
const fresh = (): MapGeometry => JSON.parse(JSON.stringify(geometry)) as MapGeometry;

describe('seaRoute', () => {
  it('knows sea moves such as France → Pembroke', () => {
    expect(pairs).toContainEqual({ from: 'france', to: 'pembroke', seas: ['irish-sea'] });
    expect(pairs).toContainEqual({ from: 'calais', to: 'kent', seas: ['english-channel', 'north-sea'] });
    expect(pairs.length).toBeGreaterThan(100);
  });

  it("has every route the page can ask for in the built file, for the engine's sea moves and data.json's alike", () => {
    const jobs = seaRouteJobs(geometry).flatMap((j) => j.seas.map((seas) => ({ from: j.from, to: j.to, seas })));
    const key = (r: { from: string; to: string; seas: readonly string[] }): string =>
      `${r.from}>${r.to}>${[...r.seas].sort().join('+')}`;
    expect(jobs.map(key).sort()).toEqual(asked.map(key).sort());
    const missing = asked.filter(({ from, to, seas }) => !storedSeaRoute(geometry, from, to, seas)).map(key);
    expect(missing).toEqual([]);
  });

  // Its routes are the search's now, rounded: a change to the search or the map without a rebuild fails
  // here. Every route, searched on a copy of the map: about 4 s (the page no longer pays it).
  it('has in the built file what the build works out now', () => {
    expect(buildSeaRoutes(fresh())).toEqual(loadSeaRoutes());
  }, 30_000);

  // Chester's only water is an inlet whose mouth, between Caernarvon's Wirral and Lancaster, is a few
  // px wide: a route that leaves it in one straight leg clips Caernarvon's shore by ~20 px.
  it.each(asked)('$from → $to through $seas keeps to the sea: no land but its two ends', ({ from, to, seas }) => {
    const route = storedSeaRoute(geometry, from, to, seas);
    expect(route).toBeDefined();
    expect(seaRoute(geometry, from, to, seas)).toEqual(route);
    const r = route!;
    const ends = [...endLand(from), ...endLand(to)];
    const crossings = new Set<string>();
    r.slice(1).forEach((q, i) => {
      for (const pt of resample([r[i]!, q], 4)) {
        for (const id of landUnder(pt, ends)) crossings.add(`${id} (leg ${i + 1})`);
      }
    });
    expect([...crossings]).toEqual([]);
  });

  // A route the file lacks (another map, zones no move sails) is searched as before.
  it('searches a route the file lacks', () => {
    const odd = ['english-channel', 'irish-sea'];
    expect(storedSeaRoute(geometry, 'france', 'pembroke', odd)).toBeUndefined();
    const route = seaRoute(geometry, 'france', 'pembroke', odd);
    expect(route).not.toBeNull();
    const { x, y } = geometry.areas.find((a) => a.id === 'france')!.stack;
    expect(route![0]).toEqual({ x, y });
    const copy = fresh();
    expect(storedSeaRoute(copy, 'france', 'pembroke', ['irish-sea'])).toBeUndefined();
    expect(seaRoute(copy, 'france', 'pembroke', ['irish-sea'])).toEqual(
      seaRoute(geometry, 'france', 'pembroke', ['irish-sea']),
    );
  });

  it('sails Ireland → Chester east across the Irish Sea, not round Ireland', () => {
    const r = seaRoute(geometry, 'ireland', 'chester', ['irish-sea'])!;
    const ireland = geometry.areas.find((a) => a.id === 'ireland')!.stack;
    // Never further west or north than the Irish stack (the old route rounded Ireland's north coast).
    expect(Math.min(...r.map((p) => p.x))).toBeGreaterThanOrEqual(ireland.x - 1);
    expect(Math.min(...r.map((p) => p.y))).toBeGreaterThan(ireland.y - 200);
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
