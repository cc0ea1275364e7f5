// The generated map must encode exactly the game's adjacency: two land areas share a
// polygon edge iff data.json has a border between them (estuaries included).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGeometry, type Polygon } from '../../assets/map/geometry';

interface Data {
  areas: { id: string; kind: string }[];
  borders: { a: string; b: string; type: string }[];
}
const data = JSON.parse(
  readFileSync(new URL('../../engine/richard-iii/data/data.json', import.meta.url), 'utf8'),
) as Data;
const geometry = loadGeometry();
const key = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
const MIN_SHARED = 8;

/** Land areas that take part in land adjacency: the 28 land areas plus Scotland. */
const landIds = new Set(data.areas.filter((a) => a.kind === 'land' || a.id === 'scotland').map((a) => a.id));

function segments(polys: Polygon[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const poly of polys) {
    for (const ring of poly) {
      for (let i = 0; i < ring.length; i += 2) {
        const j = (i + 2) % ring.length;
        const p = `${ring[i]},${ring[i + 1]}`;
        const q = `${ring[j]},${ring[j + 1]}`;
        out.set(p < q ? `${p};${q}` : `${q};${p}`, Math.hypot(ring[j]! - ring[i]!, ring[j + 1]! - ring[i + 1]!));
      }
    }
  }
  return out;
}

/** Total length of identical polygon segments shared by each pair of land areas. */
function sharedEdgeLengths(): Map<string, number> {
  const owner = new Map<string, string>();
  const shared = new Map<string, number>();
  for (const area of geometry.areas.filter((a) => landIds.has(a.id))) {
    for (const [seg, len] of segments(area.polygons)) {
      const other = owner.get(seg);
      if (other && other !== area.id) shared.set(key(other, area.id), (shared.get(key(other, area.id)) ?? 0) + len);
      else owner.set(seg, area.id);
    }
  }
  return shared;
}

function contains(poly: Polygon, x: number, y: number): boolean {
  let inside = false;
  for (const ring of poly) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i]!,
        yi = ring[i + 1]!,
        xj = ring[j]!,
        yj = ring[j + 1]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe('map geometry', () => {
  const shared = sharedEdgeLengths();

  it('has a shape for every non-sea area and a sea shape for every sea', () => {
    for (const a of data.areas) {
      if (a.kind === 'sea')
        expect(
          geometry.seas.map((s) => s.id),
          a.id,
        ).toContain(a.id);
      else expect(geometry.areas.find((s) => s.id === a.id)?.polygons.length, a.id).toBeGreaterThan(0);
    }
  });

  it('land areas share an edge exactly where data.json has a border', () => {
    const actual = [...shared]
      .filter(([, len]) => len > MIN_SHARED)
      .map(([k]) => k)
      .sort();
    const expected = data.borders.map((b) => key(b.a, b.b)).sort();
    expect(actual).toEqual(expected);
  });

  it('has no shared edge across the three estuaries', () => {
    for (const [a, b] of [
      ['glamorgan', 'somerset'],
      ['east-yorks', 'lincoln'],
      ['kent', 'essex'],
    ] as const) {
      expect(shared.get(key(a, b)) ?? 0, `${a}|${b}`).toBe(0);
    }
  });

  it('border shapes match data.json types and lie on the shared edge', () => {
    expect(geometry.borders).toHaveLength(data.borders.length);
    for (const b of data.borders) {
      const shape = geometry.borders.find((s) => key(s.a, s.b) === key(b.a, b.b));
      expect(shape?.type, key(b.a, b.b)).toBe(b.type);
      const segA = segments(geometry.areas.find((a) => a.id === b.a)!.polygons);
      const pl = shape!.polyline;
      for (let i = 0; i + 3 < pl.length; i += 2) {
        const p = `${pl[i]},${pl[i + 1]}`;
        const q = `${pl[i + 2]},${pl[i + 3]}`;
        expect(segA.has(p < q ? `${p};${q}` : `${q};${p}`)).toBe(true);
      }
    }
  });

  it('no two area polygons overlap', () => {
    const areas = geometry.areas;
    let overlaps = 0;
    for (let y = 0.37; y < geometry.height; y += 6) {
      for (let x = 0.41; x < geometry.width; x += 6) {
        let n = 0;
        for (const a of areas) {
          const b = a.bbox;
          if (x < b.x || x > b.x + b.w || y < b.y || y > b.y + b.h) continue;
          if (a.polygons.some((p) => contains(p, x, y))) n++;
        }
        if (n > 1) overlaps++;
      }
    }
    expect(overlaps).toBe(0);
  });

  it("keeps each land area's name, symbols and most of its stack box inside the area", () => {
    // The Isle of Man is too small for a 3 x 2 stack; its furniture spills into the sea by design.
    for (const a of geometry.areas.filter((x) => landIds.has(x.id))) {
      const inside = (x: number, y: number): boolean => a.polygons.some((p) => contains(p, x, y));
      expect(inside(a.label.x, a.label.y), `${a.id} label`).toBe(true);
      for (const s of a.symbols) expect(inside(s.x, s.y), `${a.id} ${s.kind}`).toBe(true);
      const b = a.stack.box;
      let n = 0;
      let hits = 0;
      for (let y = b.y; y <= b.y + b.h; y += 4)
        for (let x = b.x; x <= b.x + b.w; x += 4) {
          n++;
          if (inside(x, y)) hits++;
        }
      expect(hits / n, `${a.id} stack box`).toBeGreaterThan(0.9);
    }
  });

  it('places label, stack and symbols inside the map', () => {
    for (const a of geometry.areas) {
      for (const p of [a.label, a.stack, ...a.symbols]) {
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(geometry.width);
        expect(p.y).toBeGreaterThan(0);
        expect(p.y).toBeLessThan(geometry.height);
      }
    }
  });
});
