// Loads Natural Earth land (world-atlas 10m) and sorts the rings near Britain into
// groups: the Great Britain main island, the Isle of Man, and everything else
// (Ireland, the continent, small islands) which is drawn as neutral land.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, type GeoJsonFeature, type GeoJsonFeatureCollection } from 'topojson-client';
import { project } from './projection';

export type Ring = [number, number][];

export interface LandRings {
  greatBritain: Ring[];
  isleOfMan: Ring[];
  neutral: Ring[];
}

/** Lon/lat window the rings are clipped to before projecting (transverse Mercator blows up far away). */
const CLIP = { lon0: -11, lon1: 6, lat0: 47.5, lat1: 58.5 };

function clipRingToBox(ring: Ring): Ring {
  // Sutherland–Hodgman against the four box edges; fine for concave rings under even-odd fill.
  type Edge = {
    inside: (p: [number, number]) => boolean;
    cut: (a: [number, number], b: [number, number]) => [number, number];
  };
  const atLon =
    (lon: number) =>
    (a: [number, number], b: [number, number]): [number, number] => {
      const t = (lon - a[0]) / (b[0] - a[0]);
      return [lon, a[1] + t * (b[1] - a[1])];
    };
  const atLat =
    (lat: number) =>
    (a: [number, number], b: [number, number]): [number, number] => {
      const t = (lat - a[1]) / (b[1] - a[1]);
      return [a[0] + t * (b[0] - a[0]), lat];
    };
  const edges: Edge[] = [
    { inside: (p) => p[0] >= CLIP.lon0, cut: atLon(CLIP.lon0) },
    { inside: (p) => p[0] <= CLIP.lon1, cut: atLon(CLIP.lon1) },
    { inside: (p) => p[1] >= CLIP.lat0, cut: atLat(CLIP.lat0) },
    { inside: (p) => p[1] <= CLIP.lat1, cut: atLat(CLIP.lat1) },
  ];
  let out = ring;
  for (const e of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i]!;
      const prev = input[(i + input.length - 1) % input.length]!;
      const ci = e.inside(cur);
      const pi = e.inside(prev);
      if (ci) {
        if (!pi) out.push(e.cut(prev, cur));
        out.push(cur);
      } else if (pi) {
        out.push(e.cut(prev, cur));
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

function pointInRing(p: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function loadLandRings(): LandRings {
  const require = createRequire(import.meta.url);
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as {
    objects: { land: unknown };
  };
  const f = feature(topo, topo.objects.land) as GeoJsonFeature | GeoJsonFeatureCollection;
  const features = f.type === 'FeatureCollection' ? f.features : [f];
  const result: LandRings = { greatBritain: [], isleOfMan: [], neutral: [] };
  const london: [number, number] = [-0.12, 51.5];
  const douglas: [number, number] = [-4.55, 54.2];
  for (const feat of features) {
    const g = feat.geometry;
    const polys = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as number[][][][];
    for (const poly of polys) {
      for (let ri = 0; ri < poly.length; ri++) {
        const lonLat = poly[ri]!.map((c) => [c[0]!, c[1]!] as [number, number]);
        const clipped = clipRingToBox(lonLat);
        if (clipped.length < 3) continue;
        const projected = clipped.map(([lon, lat]) => project(lon, lat));
        if (ri === 0 && pointInRing(london, lonLat)) result.greatBritain.push(projected);
        else if (ri === 0 && pointInRing(douglas, lonLat)) result.isleOfMan.push(projected);
        else result.neutral.push(projected);
      }
    }
  }
  return result;
}
