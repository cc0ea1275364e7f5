// Renders the map demo in headless chromium (software WebGL) and checks that the canvas
// shows a map and that clicks on area labels and blocks reach the scene's callbacks.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_H, BLOCK_W } from '../../renderer/games/richard-iii/scenes/map/stack-layout';
import { openDemo, settle, type DemoSession } from './demo-browser';
import { readPixels } from './png-pixels';

const hasChromium = existsSync('/usr/bin/chromium');

describe.skipIf(!hasChromium)('map scene in the browser', () => {
  let session: DemoSession;

  beforeAll(async () => {
    session = await openDemo({ width: 1280, height: 900 });
  }, 180_000);

  afterAll(async () => {
    await session?.close();
  });

  it('draws a non-blank map', async () => {
    const { page } = session;
    // What the user sees: the map picture behind the canvas and the blocks on it, composited.
    const { w, px } = readPixels(await page.screenshot());
    const colours = new Set<number>();
    for (let i = 0; i < px.length; i += 4 * 97) colours.add((px[i]! << 16) | (px[i + 1]! << 8) | px[i + 2]!);
    expect(await page.evaluate(() => window.__mapDemo!.scene.backdropMode)).toBe('dom');
    expect(w).toBeGreaterThan(100);
    expect(colours.size).toBeGreaterThan(200);
  }, 60_000);

  it('blocks are at least their drawn size on screen with the whole map in view', async () => {
    const { page } = session;
    await page.evaluate(() => window.__mapDemo!.scene.fit());
    await settle(page);
    const measured = await page.evaluate(() => {
      const demo = window.__mapDemo!;
      const counts = new Map<string, number>();
      for (const b of demo.model().blocks) counts.set(b.area, (counts.get(b.area) ?? 0) + 1);
      const lone = demo.model().blocks.find((b) => counts.get(b.area) === 1)!;
      const drawn = demo.scene.measureBlocks().find((b) => b.id === lone.id)!;
      // Width of the block as clicks see it: scan a line through where it is drawn.
      const c = { x: drawn.rect.x + drawn.rect.w / 2, y: drawn.rect.y + drawn.rect.h / 2 };
      let w = 0;
      for (let x = c.x - 90; x <= c.x + 90; x += 0.5) if (demo.scene.hitTest(x, c.y)?.id === lone.id) w += 0.5;
      return { w, size: demo.scene.blockScreenSize };
    });
    expect(measured.size).toBeGreaterThanOrEqual(BLOCK_H - 1e-6);
    expect(measured.w).toBeGreaterThanOrEqual(BLOCK_W - 1);
  }, 60_000);

  it('clicking an area name fires onAreaClick with that area', async () => {
    const { page } = session;
    const targets = await page.evaluate(() => {
      const demo = window.__mapDemo!;
      demo.scene.fit();
      const occupied = new Set(demo.model().blocks.map((b) => b.area));
      // Area names of empty areas (blocks may legitimately cover names in crowded ones), and the
      // Isle of Man's, which is written out at sea.
      return demo.geometry.areas
        .filter((a) => !occupied.has(a.id) || a.id === 'isle-of-man')
        .map((a) => ({ id: a.id, ...demo.scene.mapToScreen(a.label.x, a.label.y) }));
    });
    expect(targets.length).toBeGreaterThan(3);
    await settle(page);
    for (const t of targets) {
      await page.mouse.click(t.x, t.y);
      const last = await page.evaluate(() => window.__mapDemo!.clicks.at(-1));
      expect(last, t.id).toBe(`area:${t.id}`);
    }
  }, 60_000);

  it('selecting a block and clicking a highlighted neighbour moves it there', async () => {
    const { page } = session;
    await page.evaluate(() => window.__mapDemo!.scene.focusArea('east-anglia', 1.4));
    await settle(page);
    const start = await page.evaluate(() => {
      const demo = window.__mapDemo!;
      const block = demo.model().blocks.find((b) => b.area === 'east-anglia' && !b.hidden)!;
      // Find the block's screen position by probing the scene's hit test on a grid.
      for (let y = 0; y < innerHeight; y += 6)
        for (let x = 0; x < innerWidth; x += 6) {
          const hit = demo.scene.hitTest(x, y);
          if (hit?.kind === 'block' && hit.id === block.id) return { id: block.id, x, y };
        }
      return null;
    });
    expect(start).not.toBeNull();
    await page.mouse.click(start!.x + 3, start!.y + 3);
    const highlighted = await page.evaluate(() => window.__mapDemo!.model().highlightAreas);
    expect(highlighted).toContain('essex');
    const essex = await page.evaluate(() => {
      const a = window.__mapDemo!.geometry.areas.find((x) => x.id === 'essex')!;
      return window.__mapDemo!.scene.mapToScreen(a.label.x, a.label.y);
    });
    await page.mouse.click(essex.x, essex.y);
    await settle(page);
    const area = await page.evaluate(
      (id) => window.__mapDemo!.model().blocks.find((b) => b.id === id)!.area,
      start!.id,
    );
    expect(area).toBe('essex');
  }, 60_000);

  it('blocks glide to a new area with animations on, and jump there with them off', async () => {
    const result = await session.page.evaluate(`(() => {
      const demo = window.__mapDemo;
      const original = demo.model();
      const block = original.blocks.find((b) => b.area === 'east-anglia' && !b.hidden);
      const moved = { ...original, blocks: original.blocks.map((b) => (b.id === block.id ? { ...b, area: 'essex' } : b)) };
      demo.scene.animations = false;
      demo.scene.update(moved);
      const off = demo.scene.animating;
      demo.scene.animations = true;
      demo.scene.update(original);
      const on = demo.scene.animating;
      return { off, on };
    })()`);
    expect(result).toEqual({ off: false, on: true });
    await session.page.waitForFunction(() => !window.__mapDemo!.scene.animating);
  }, 60_000);

  it('a block gliding to another area takes no clicks on its way: they mean what lies beneath', async () => {
    const { page } = session;
    await page.evaluate(() => window.__mapDemo!.scene.focusArea('east-anglia', 1.4));
    await settle(page);
    const seen = await page.evaluate(() => {
      const demo = window.__mapDemo!;
      const original = demo.model();
      const block = original.blocks.find((b) => b.area === 'east-anglia' && !b.hidden)!;
      let at: { x: number; y: number } | null = null;
      for (let y = 0; y < innerHeight && !at; y += 4)
        for (let x = 0; x < innerWidth && !at; x += 4) {
          const hit = demo.scene.hitTest(x, y);
          if (hit?.kind === 'block' && hit.id === block.id) at = { x, y };
        }
      if (!at) return null;
      demo.scene.animations = true;
      // Off to Cornwall: until the next frame it is still drawn where it stood.
      demo.scene.update({
        ...original,
        blocks: original.blocks.map((b) => (b.id === block.id ? { ...b, area: 'cornwall' } : b)),
      });
      const moving = { animating: demo.scene.animating, hit: demo.scene.hitTest(at.x, at.y) };
      demo.scene.update(original);
      return { id: block.id, ...moving };
    });
    expect(seen).not.toBeNull();
    expect(seen!.animating).toBe(true);
    expect(seen!.hit?.id).not.toBe(seen!.id);
    await page.waitForFunction(() => !window.__mapDemo!.scene.animating);
  }, 60_000);

  it('draws the words it is given, and draws them anew when they change (another language)', async () => {
    const { page } = session;
    await page.evaluate(() => window.__mapDemo!.scene.fit());
    await settle(page);
    const before = await page.screenshot();
    await page.evaluate(() => {
      const demo = window.__mapDemo!;
      const other = (s: string) => s.replace(/[A-Za-z]/g, 'W');
      const rename = <T extends object>(o: T): T =>
        Object.fromEntries(Object.entries(o).map(([k, v]) => [k, other(String(v))])) as T;
      const l = demo.labels;
      demo.scene.setLabels({
        ...l,
        areas: rename(l.areas),
        seas: rename(l.seas),
        symbols: rename(l.symbols),
        legend: rename(l.legend),
        title: other(l.title),
      });
    });
    await settle(page);
    const renamed = await page.screenshot();
    expect(renamed.equals(before)).toBe(false);
    await page.evaluate(() => window.__mapDemo!.scene.setLabels(window.__mapDemo!.labels));
    await settle(page);
    expect((await page.screenshot()).equals(renamed)).toBe(false);
  }, 60_000);

  it('puts a name on two lines where it would run into its neighbour’s (Russian’s South Yorks and Lincoln)', async () => {
    const { page } = session;
    // The size of the map beside the side panel in a 1366x768 window, at the fit view.
    await page.setViewportSize({ width: 980, height: 720 });
    await settle(page);
    const met = await page.evaluate(() => {
      const demo = window.__mapDemo!;
      demo.scene.fit();
      const l = demo.labels;
      const names = {
        'south-yorks': 'Южный Йорк',
        lincoln: 'Линкольн',
        'north-yorks': 'Северный Йорк',
        'east-yorks': 'Восточный Йорк',
      };
      demo.scene.setLabels({ ...l, locale: 'ru', areas: { ...l.areas, ...names } });
      const rects = demo.scene.measureNames();
      const of = (area: string) => rects.filter((n) => n.area === area).map((n) => n.rect);
      const touch = (a: string, b: string) =>
        of(a).some((p) => of(b).some((q) => p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h));
      const out = [touch('south-yorks', 'lincoln'), touch('north-yorks', 'east-yorks')];
      demo.scene.setLabels(l);
      return out;
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await settle(page);
    expect(met).toEqual([false, false]);
  }, 60_000);

  it('keeps every word of the legend inside its frame, however long a language makes it', async () => {
    const { page } = session;
    const overflow = await page.evaluate(() => {
      const demo = window.__mapDemo!;
      const l = demo.labels;
      const longer = Object.fromEntries(
        Object.entries(l.legend).map(([k, v]) => [k, `${String(v)} ${'W'.repeat(24)}`]),
      ) as unknown as typeof l.legend;
      demo.scene.setLabels({ ...l, legend: longer });
      type Drawn = { text?: unknown; x: number; width: number; anchor?: { x: number }; children?: Drawn[] };
      const decor = (demo.scene as unknown as { decor: { children: Drawn[] } }).decor;
      const box = demo.geometry.decorations.legend;
      const legend = decor.children.find((c) => (c.children ?? []).some((t) => t.text === l.title))!;
      const words = (legend.children ?? []).filter((t) => typeof t.text === 'string');
      const right = (t: Drawn) => t.x + (1 - (t.anchor?.x ?? 0)) * t.width;
      // Two columns of icon and label: a label of the first ends before the second's icons.
      const rows = words.filter((t) => (t.anchor?.x ?? 0) === 0 && t.x > 40);
      const second = Math.min(...rows.filter((t) => t.x > box.w / 3).map((t) => t.x)) - 26 - 12;
      const out = words
        .filter((t) => right(t) > box.w - 7 || (rows.includes(t) && t.x < second && right(t) > second))
        .map((t) => String(t.text));
      demo.scene.setLabels(l);
      return out;
    });
    expect(overflow).toEqual([]);
  }, 60_000);

  it('a crowded board at 1366x768: a counter off its area is tied to it, outlined on hover, and a click on its count means it', async () => {
    // A Russian play-test clicked a counter standing beside Somerset (on its count) and was told about
    // the area beneath; a Polish one took South Yorks' counter for East Yorks'.
    const { page } = session;
    await page.setViewportSize({ width: 985, height: 723 }); // the game's map canvas at 1366x768
    const original = await page.evaluate(() => window.__mapDemo!.model());
    const crowd: [string, number][] = [
      ['warwick', 5],
      ['leicester', 4],
      ['derby', 5],
      ['south-yorks', 4],
      ['oxford', 6],
      ['gloucester', 5],
      ['hereford', 4],
      ['chester', 3],
      ['wilts', 3],
      ['somerset', 2],
      ['rutland', 2],
      ['lincoln', 3],
      ['east-yorks', 2],
      ['north-yorks', 2],
      ['essex', 2],
      ['middlesex', 3],
      ['kent', 2],
      ['sussex', 2],
    ];
    await page.evaluate((crowd) => {
      const demo = window.__mapDemo!;
      const all = demo.model().blocks.slice();
      const blocks = crowd.flatMap(([area, n]) => all.splice(0, n).map((b) => ({ ...b, area })));
      // Every area takes a click, so a click on a counter says which area it means.
      const areas = demo.geometry.areas.map((a) => a.id);
      demo.scene.update({ ...demo.model(), blocks, highlightAreas: areas, selectedBlocks: [], highlightBlocks: [] });
      demo.scene.fit();
    }, crowd);
    await settle(page);
    const { leaders, tops } = await page.evaluate(() => ({
      leaders: window.__mapDemo!.scene.measureLeaders(),
      tops: window.__mapDemo!.scene.measureBlocks().filter((b) => b.top),
    }));
    expect(leaders.length).toBeGreaterThan(2);
    const shot = readPixels(await page.screenshot());
    const at = (x: number, y: number): number[] => {
      const i = (Math.round(y) * shot.w + Math.round(x)) * 4;
      return [shot.px[i]!, shot.px[i + 1]!, shot.px[i + 2]!];
    };
    for (const l of leaders) {
      // Its counter's centre, where the leader starts (drawn under it) ...
      const top = tops.find((b) => b.id === l.block)!;
      expect(top.area).toBe(l.area);
      expect(top.rect.x + top.rect.w / 2).toBeCloseTo(l.from.x, 3);
      expect(top.rect.y + top.rect.h / 2).toBeCloseTo(l.from.y, 3);
      // ... and its dot, drawn in dark ink on the area.
      expect(Math.max(...at(l.to.x, l.to.y)), `${l.area}'s dot`).toBeLessThan(90);
    }
    // Hovering the counter outlines and lights its own area: beside the dot, the land grows lighter.
    const first = leaders[0]!;
    const top = tops.find((b) => b.id === first.block)!;
    const near = (): number[] => at(first.to.x + 9, first.to.y);
    const before = near();
    await page.mouse.move(top.rect.x + top.rect.w / 2, top.rect.y + top.rect.h / 2);
    await settle(page);
    Object.assign(shot, readPixels(await page.screenshot()));
    const lit = near();
    expect(lit.reduce((a, b) => a + b)).toBeGreaterThan(before.reduce((a, b) => a + b) + 20);
    await page.mouse.move(2, 2);
    // A click on a count of a counter off its area means the counter's area (its fan or its area's click).
    const clicked: string[] = [];
    for (const l of leaders) {
      const top = tops.find((b) => b.id === l.block)!;
      for (const k of top.counts ?? []) {
        await page.evaluate(() => (window.__mapDemo!.clicks.length = 0));
        await page.mouse.click(k.rect.x + k.rect.w / 2, k.rect.y + k.rect.h / 2);
        clicked.push(`${l.area}: ${await page.evaluate(() => window.__mapDemo!.clicks.join())}`);
      }
    }
    expect(clicked.length).toBeGreaterThan(0);
    for (const c of clicked) expect(c).toMatch(/^([a-z-]+): (area:\1|block:.*)$/);
    await page.evaluate((model) => window.__mapDemo!.scene.update(model), original);
    await page.setViewportSize({ width: 1280, height: 900 });
    await settle(page);
  }, 120_000);

  it('a destroyed scene ignores updates', async () => {
    const result = await session.page.evaluate(() => {
      const demo = window.__mapDemo!;
      const Scene = demo.scene.constructor as new (...args: unknown[]) => typeof demo.scene;
      const before = demo.app.stage.children.length;
      const extra = new Scene(demo.app, demo.geometry, { labels: demo.labels });
      extra.destroy();
      extra.update(demo.model());
      extra.panBy(10, 10);
      return {
        before,
        after: demo.app.stage.children.length,
        backdrops: document.querySelectorAll('.map-backdrop').length,
      };
    });
    expect(result.after).toBe(result.before);
    expect(result.backdrops).toBe(1);
  }, 60_000);
});
