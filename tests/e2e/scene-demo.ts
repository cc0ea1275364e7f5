/**
 * The games' scene demo page (renderer/games/demo.html) served by Vite and opened in Debian's
 * Chromium: one setup for the map's render test and screenshots, the battle board's and the card
 * battle's screenshots, and the UI bench.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import type { DemoScene } from '../../renderer/games/demo';
import { launchChromium } from './browser';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = 'renderer/games/demo.html';

export interface SceneDemo {
  readonly browser: Browser;
  /** A new page on the scene (`query`: the scene's own parameters, e.g. `moves=12&step=1`), drawn once `ready` holds. */
  open(viewport: { width: number; height: number }, query?: string): Promise<Page>;
  close(): Promise<void>;
}

/** Serves the demo page and starts Chromium; `ready` is evaluated in the page until the scene is drawn. */
export async function serveSceneDemo(scene: DemoScene, ready: () => boolean): Promise<SceneDemo> {
  const cacheDir = mkdtempSync(join(tmpdir(), `vite-${scene}-demo-`));
  const server: ViteDevServer = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
    // Pre-bundle only what the demo needs, in a cache of this server's own: test files run in parallel
    // workers, and two servers sharing one cache re-bundle under each other, answering the page's
    // imports with 504 "Outdated Optimize Dep" (a fresh-clone CI run failed the map render test so).
    optimizeDeps: { entries: [PAGE] },
    cacheDir,
  });
  let browser: Browser | null = null;
  try {
    await server.listen();
    const address = server.httpServer?.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const b = (browser = await launchChromium());
    return {
      browser: b,
      async open(viewport, query = '') {
        const page = await b.newPage({ viewport });
        page.on('pageerror', (e) => console.error('[page error]', e.stack ?? e.message));
        page.on('console', (m) => m.type() === 'error' && console.error('[console]', m.text()));
        await page.goto(`http://127.0.0.1:${port}/${PAGE}?scene=${scene}${query ? `&${query}` : ''}`);
        await page.waitForFunction(ready, undefined, { timeout: 60_000 });
        return page;
      },
      async close() {
        await b.close();
        await server.close();
        rmSync(cacheDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await browser?.close();
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
    throw e;
  }
}
