// Renders the map demo in headless chromium (software WebGL) and checks that the canvas
// shows a map and that clicks on area labels and blocks reach the scene's callbacks.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemo, settle, type DemoSession } from './demo-browser';

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
    const stats = await session.page.evaluate(() => {
      const { app } = window.__mapDemo!;
      const { pixels, width, height } = app.renderer.extract.pixels({ target: app.stage, resolution: 0.25 });
      const colours = new Set<number>();
      for (let i = 0; i < pixels.length; i += 4 * 97) colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
      return { width, height, colours: colours.size };
    });
    expect(stats.width).toBeGreaterThan(100);
    expect(stats.colours).toBeGreaterThan(50);
  }, 60_000);

  it('clicking an area name fires onAreaClick with that area', async () => {
    const { page } = session;
    const targets = await page.evaluate(() => {
      const demo = window.__mapDemo!;
      demo.scene.fit();
      const occupied = new Set(demo.model().blocks.map((b) => b.area));
      // Area names of empty areas (blocks may legitimately cover names in crowded ones).
      return demo.geometry.areas.filter((a) => !occupied.has(a.id)).map((a) => ({ id: a.id, ...demo.scene.mapToScreen(a.label.x, a.label.y) }));
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
      for (let y = 0; y < innerHeight; y += 6) for (let x = 0; x < innerWidth; x += 6) {
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
    const area = await page.evaluate((id) => window.__mapDemo!.model().blocks.find((b) => b.id === id)!.area, start!.id);
    expect(area).toBe('essex');
  }, 60_000);
});
