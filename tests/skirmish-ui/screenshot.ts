// Screenshots of the card battle's board demo. Run: npx tsx tests/skirmish-ui/screenshot.ts [outDir] [query...]
// Each query (default: a few positions) gives one PNG, board-<n>.png, in outDir (default /tmp).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { launchChromium } from '../e2e/browser';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp';
  const queries = process.argv.slice(3).length ? process.argv.slice(3) : ['moves=12', 'moves=60', 'moves=60&step=1'];
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1', hmr: false },
    optimizeDeps: { entries: ['renderer/games/skirmish/scenes/demo.html'] },
    cacheDir: join(tmpdir(), 'vite-skirmish-demo'),
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await launchChromium();
  try {
    for (const [i, q] of queries.entries()) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
      page.on('pageerror', (e) => console.error('[page error]', e.stack ?? e.message));
      page.on('console', (m) => m.type() === 'error' && console.error('[console]', m.text()));
      await page.goto(`http://127.0.0.1:${port}/renderer/games/skirmish/scenes/demo.html?${q}`);
      await page.waitForFunction(() => window.__skirmishDemo?.ready === true, undefined, { timeout: 60_000 });
      await page.waitForTimeout(600);
      await page.screenshot({ path: join(outDir, `board-${i}.png`) });
      await page.close();
    }
    console.log(`screenshots in ${outDir}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
