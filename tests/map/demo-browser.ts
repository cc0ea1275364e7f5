// Serves renderer/games/richard-iii/scenes/map/demo.html with Vite and opens it in Debian's chromium
// (software GL), for screenshots and the render test.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface DemoSession {
  page: Page;
  url: string;
  close: () => Promise<void>;
}

export async function openDemo(viewport = { width: 1400, height: 1000 }, query = ''): Promise<DemoSession> {
  const server: ViteDevServer = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
    // Pre-bundle only what the demo needs, in a private cache (others share node_modules/.vite).
    optimizeDeps: { entries: ['renderer/games/richard-iii/scenes/map/demo.html'] },
    cacheDir: join(tmpdir(), 'vite-map-demo'),
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/renderer/games/richard-iii/scenes/map/demo.html${query}`;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (e) => console.error('[page error]', e.stack ?? e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') console.error('[console]', m.text());
    });
    await page.goto(url);
    await page.waitForFunction(() => window.__mapDemo?.ready === true, undefined, { timeout: 60_000 });
    await settle(page);
    const b = browser;
    return {
      page,
      url,
      close: async () => {
        await b.close();
        await server.close();
      },
    };
  } catch (e) {
    await browser?.close();
    await server.close();
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
