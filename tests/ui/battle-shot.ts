// Screenshots of the battle board demo. Run: npx tsx tests/ui/battle-shot.ts [outDir]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSceneDemo } from '../e2e/scene-demo';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? join(root, 'test-results');
  const demo = await serveSceneDemo('battle', () => window.__battleDemo?.ready === true);
  try {
    for (const [w, hgt, name] of [
      [1220, 960, 'battle-demo.png'],
      [900, 640, 'battle-demo-small.png'],
    ] as const) {
      const page = await demo.open({ width: w, height: hgt });
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
    await demo.close();
  }
}

void main();
