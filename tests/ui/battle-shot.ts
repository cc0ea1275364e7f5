// Screenshots of the battle board demo. Run: npx tsx tests/ui/battle-shot.ts [outDir]
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { launchChromium } from '../e2e/browser';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? join(root, 'test-results');
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1', hmr: false },
    optimizeDeps: { entries: ['renderer/games/richard-iii/scenes/battle/demo.html'] },
    cacheDir: join(tmpdir(), 'vite-battle-demo'),
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await launchChromium();
  try {
    for (const [w, hgt, name] of [
      [1220, 960, 'battle-demo.png'],
      [900, 640, 'battle-demo-small.png'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: w, height: hgt } });
      page.on('pageerror', (e) => console.error('[page error]', e.message));
      await page.goto(`http://127.0.0.1:${port}/renderer/games/richard-iii/scenes/battle/demo.html`);
      await page.waitForFunction(() => window.__battleDemo?.ready === true, undefined, { timeout: 60_000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(outDir, name) });
      if (name === 'battle-demo.png') {
        await page.evaluate(() =>
          window.__battleDemo!.show({
            ...window.__battleDemo!.sample,
            result: 'York wins the battle of North Yorks',
            turn: 'The battle is over',
          }),
        );
        await page.waitForTimeout(200);
        await page.screenshot({ path: join(outDir, 'battle-demo-result.png') });
      }
      await page.close();
    }
    console.log(`screenshots in ${outDir}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
