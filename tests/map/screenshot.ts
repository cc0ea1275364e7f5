// Screenshots of the map demo. Run: npx tsx tests/map/screenshot.ts [outDir]
// Writes map-full.png (whole map) and map-zoom.png (zoomed on the Midlands) to outDir (default /tmp).
import { join } from 'node:path';
import { openDemo, settle } from './demo-browser';

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp';
  const session = await openDemo();
  try {
    const { page } = session;
    await page.screenshot({ path: join(outDir, 'map-full.png') });
    await page.evaluate(() => window.__mapDemo!.scene.focusArea('warwick', 1.6));
    await settle(page);
    await page.screenshot({ path: join(outDir, 'map-zoom.png') });
    // Select a block so highlights and border-capacity badges show in the close-up.
    await page.evaluate(() => {
      const demo = window.__mapDemo!;
      demo.scene.focusArea('kent', 2.2);
      const id = demo.model().blocks.find((b) => b.area === 'kent' && !b.hidden)?.id;
      if (id) demo.scene.onBlockClick(id, false);
    });
    await settle(page);
    await page.screenshot({ path: join(outDir, 'map-zoom-max.png') });
    console.log(`screenshots in ${outDir}`);
  } finally {
    await session.close();
  }
}

void main();
