// Screenshots of the card battle's board demo. Run: npx tsx tests/skirmish-ui/screenshot.ts [outDir] [query...]
// Each query (default: a few positions) gives one PNG, board-<n>.png, in outDir (default /tmp).
import { join } from 'node:path';
import { serveSceneDemo } from '../e2e/scene-demo';

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp';
  const queries = process.argv.slice(3).length ? process.argv.slice(3) : ['moves=12', 'moves=60', 'moves=60&step=1'];
  const demo = await serveSceneDemo('skirmish', () => window.__skirmishDemo?.ready === true);
  try {
    for (const [i, q] of queries.entries()) {
      const page = await demo.open({ width: 1280, height: 860 }, q);
      await page.waitForTimeout(600);
      await page.screenshot({ path: join(outDir, `board-${i}.png`) });
      await page.close();
    }
    console.log(`screenshots in ${outDir}`);
  } finally {
    await demo.close();
  }
}

void main();
