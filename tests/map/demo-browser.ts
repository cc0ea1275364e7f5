// The map scene's demo page (renderer/games/demo.html?scene=map) in Debian's chromium (software GL),
// for screenshots, the render test and the UI bench.
import type { Page } from 'playwright-core';
import { serveSceneDemo } from '../e2e/scene-demo';

export interface DemoSession {
  page: Page;
  /** The page's address, for tests that reload it with other parameters. */
  url: string;
  close: () => Promise<void>;
}

/** `query`: the demo's own parameters, e.g. `aa=0&opaque=1`. */
export async function openDemo(viewport = { width: 1400, height: 1000 }, query = ''): Promise<DemoSession> {
  const demo = await serveSceneDemo('map', () => window.__mapDemo?.ready === true);
  try {
    const page = await demo.open(viewport, query);
    await settle(page);
    return { page, url: page.url(), close: () => demo.close() };
  } catch (e) {
    await demo.close();
    throw e;
  }
}

/** Wait until block tweens are done, the map picture is redrawn and a couple of frames have been drawn. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => window.__mapDemo?.scene.animating === false && !window.__mapDemo.scene.drawing,
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}
