/**
 * What a click on the map means, in the real page at 1366x768, as a Polish play-test of 1460 as York
 * met it: clicks on Kent's shore beside its stack and on Essex's coast hit the sea and did nothing,
 * and said nothing (the highlight's glow stood out to sea and looked like land; the room round a
 * stack standing over the coast was sea). Every point of Kent's and Essex's land, their shore's ink
 * and the room round Kent's stack now means the area; a click on the open sea says why it does nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadGeometry, type AreaShape, type Rect } from '../../../assets/map/geometry';
import { polygonContains } from '../../../renderer/games/richard-iii/scenes/map/geometry-math';
import {
  clickArea,
  hostView,
  openAsSide,
  pageCaughtUp,
  RESULTS,
  startHarness,
  toActionPhase,
  until,
  type Harness,
  createGame,
} from './harness';

const geometry = loadGeometry();
const areaOf = (id: string): AreaShape => geometry.areas.find((a) => a.id === id)!;

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

/** Distance in map units from (x, y) to the nearest edge of `a`. */
function edgeDistance(a: AreaShape, x: number, y: number): number {
  let best = Infinity;
  for (const poly of a.polygons)
    for (const ring of poly)
      for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
        const [ax, ay, bx, by] = [ring[j]!, ring[j + 1]!, ring[i]!, ring[i + 1]!];
        const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
        const t = len2 ? Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2)) : 0;
        best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
      }
  return best;
}

interface Swept {
  inside: number;
  shore: number;
  /** Points that meant something else: page point and what it hit. */
  wrong: { x: number; y: number; hit: unknown }[];
}

/**
 * Every 2 CSS px over `id`'s box: points of its land (inside its shape, in no other) and of its shore
 * (within `shorePx` CSS px outside it and nearer it than any other area) must mean the area, or a
 * block drawn over it.
 */
async function sweep(page: Page, id: string, shorePx: number): Promise<Swept> {
  const map = (await page.evaluate(() => window.__r3MapProbe!.board().map)) as Rect;
  const k = map.w / geometry.width;
  const a = areaOf(id);
  const pts: { x: number; y: number; shore: boolean }[] = [];
  const step = 2 / k;
  const pad = (shorePx + 2) / k;
  for (let mx = a.bbox.x - pad; mx <= a.bbox.x + a.bbox.w + pad; mx += step)
    for (let my = a.bbox.y - pad; my <= a.bbox.y + a.bbox.h + pad; my += step) {
      const holders = geometry.areas.filter((b) => b.polygons.some((p) => polygonContains(p, mx, my)));
      if (holders.length === 1 && holders[0]!.id === id)
        pts.push({ x: map.x + mx * k, y: map.y + my * k, shore: false });
      else if (holders.length === 0) {
        const d = edgeDistance(a, mx, my);
        const nearest = geometry.areas.every((b) => b.id === id || edgeDistance(b, mx, my) > d + 1 / k);
        // Half a px clear of the reach's edge: what is drawn there is the coast line's ink.
        if (d * k <= shorePx - 0.5 && nearest) pts.push({ x: map.x + mx * k, y: map.y + my * k, shore: true });
      }
    }
  const hits = await page.evaluate(
    (ps) => {
      const probe = window.__r3MapProbe!;
      const where = new Map(probe.blocks().map((b) => [b.id, b.area]));
      return ps.map((p) => {
        const hit = probe.hit(p.x, p.y);
        return hit?.kind === 'block' ? { kind: 'block-of', id: where.get(hit.id) ?? '?' } : hit;
      });
    },
    pts.map(({ x, y }) => ({ x, y })),
  );
  const wrong = pts
    .map((p, i) => ({ x: Math.round(p.x), y: Math.round(p.y), hit: hits[i] as { id?: string } | null }))
    // A block drawn there (a neighbour's stack may stand over the border) is what a click there means.
    .filter((p) => p.hit?.id !== id && (p.hit as { kind?: string } | null)?.kind !== 'block-of');
  return { inside: pts.filter((p) => !p.shore).length, shore: pts.filter((p) => p.shore).length, wrong };
}

describe('a click on the map at 1366x768 (1460, York)', () => {
  it('every point of Kent’s and Essex’s land and shore and the room round Kent’s stack mean the area; the open sea says why it does nothing', async () => {
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed: 1, name: 'Map hits' });
    toActionPhase(h, saveId, 'york');

    const { page, problems } = await openAsSide(h, saveId, 'york', { width: 1366, height: 768 });

    // The reach past a shape is 4 CSS px (MapScene's SHORE_REACH_PX).
    for (const id of ['kent', 'essex']) {
      const swept = await sweep(page, id, 4);
      expect(swept.inside).toBeGreaterThan(300);
      expect(swept.shore).toBeGreaterThan(30);
      expect(swept.wrong, `${id}: points that did not mean it`).toEqual([]);
    }

    // Calais's group picked, a click on Kent's shore (outside its shape) sails it there.
    await clickArea(page, 'calais');
    await page.locator('.picked').first().waitFor();
    const map = (await page.evaluate(() => window.__r3MapProbe!.board().map)) as Rect;
    const k = map.w / geometry.width;
    const kent = areaOf('kent');
    const ring = kent.polygons[0]![0]!;
    let east = 0;
    for (let i = 0; i < ring.length; i += 2) if (ring[i]! > ring[east]!) east = i;
    const foreland = { x: map.x + ring[east]! * k + 2.5, y: map.y + ring[east + 1]! * k };
    expect(await page.evaluate(([x, y]) => window.__r3MapProbe!.hit(x!, y!), [foreland.x, foreland.y])).toEqual({
      kind: 'area',
      id: 'kent',
    });
    // A click on the open sea does nothing, and says so; the pick stays.
    const sea = { x: map.x + (kent.bbox.x + kent.bbox.w + 120) * k, y: map.y + (kent.bbox.y + kent.bbox.h + 60) * k };
    expect(await page.evaluate(([x, y]) => window.__r3MapProbe!.hit(x!, y!), [sea.x, sea.y])).toBeNull();
    await page.mouse.click(sea.x, sea.y);
    await expect
      .poll(() => page.locator('.prompt-box .not-there').innerText())
      .toMatch(
        /^There is no area there \(the sea, or land outside the game\): click a highlighted area to move the picked blocks, or Esc/,
      );
    await page.locator('.picked').first().waitFor();
    const before = hostView(h, saveId, 'york').actionCount;
    await page.mouse.click(foreland.x, foreland.y);
    await until(() => hostView(h, saveId, 'york').actionCount > before, 'the group to sail to Kent');
    await pageCaughtUp(page, h, saveId, 'york');
    await page.waitForFunction(() => window.__r3MapProbe?.settled() === true, undefined, { timeout: 30_000 });

    // The ring round Kent's stack, 4 CSS px out from its blocks: where it lies on no area's land
    // (out at sea), it means Kent; elsewhere the land it lies on (or a block there).
    const ringHits = await page.evaluate(() => {
      const probe = window.__r3MapProbe!;
      const mine = probe.blocks().filter((b) => b.area === 'kent');
      const x0 = Math.min(...mine.map((b) => b.rect.x)) - 4;
      const y0 = Math.min(...mine.map((b) => b.rect.y)) - 4;
      const x1 = Math.max(...mine.map((b) => b.rect.x + b.rect.w)) + 4;
      const y1 = Math.max(...mine.map((b) => b.rect.y + b.rect.h)) + 4;
      const out: { x: number; y: number; hit: { kind: string; id: string } | null }[] = [];
      for (let i = 0; i <= 20; i++) {
        const x = x0 + ((x1 - x0) * i) / 20;
        const y = y0 + ((y1 - y0) * i) / 20;
        for (const [px, py] of [
          [x, y0],
          [x, y1],
          [x0, y],
          [x1, y],
        ])
          out.push({ x: px!, y: py!, hit: probe.hit(px!, py!) });
      }
      return { count: mine.length, out };
    });
    expect(ringHits.count).toBeGreaterThan(0);
    const atSea = ringHits.out.filter(
      (p) =>
        !geometry.areas.some((a) =>
          a.polygons.some((poly) => polygonContains(poly, (p.x - map.x) / k, (p.y - map.y) / k)),
        ),
    );
    expect(atSea.length).toBeGreaterThan(5);
    expect(atSea.filter((p) => p.hit?.kind !== 'block' && p.hit?.id !== 'kent')).toEqual([]);
    expect(ringHits.out.filter((p) => p.hit === null)).toEqual([]);

    // With no move left (the only AP spent), the sea says where the decision is.
    await page.mouse.click(sea.x, sea.y);
    await expect
      .poll(() => page.locator('.prompt-box .not-there').innerText())
      .toBe('The map takes no click now: make your choice in the panel.');
    await page.screenshot({ path: `${RESULTS}map-hit-kent.png` });
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
