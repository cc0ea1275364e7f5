// The colour-blind-safe look in real chromium: the map demo and the battle board demo drawn with
// `?colours=colour-blind` (what the Settings option sets). Screenshots, and the same again as a
// deuteranope sees them, go to test-results/ (colour-blind-*.png, colour-blind-*-deutan.png).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OKABE_ITO } from '../../renderer/src/lib/colour-mode';
import { SAFE_EMBLEMS } from '../../renderer/src/lib/side-emblem';
import type { Page } from 'playwright-core';
import type { BattleBoardModel } from '../../renderer/games/richard-iii/scenes/battle/model';
import { openDemo, settle, type DemoSession } from './demo-browser';
import { writeSimulated } from './dichromat-png';
import { readPixels } from './png-pixels';

const hasChromium = existsSync('/usr/bin/chromium');
const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));

/** How many screenshot pixels are within `tol` (per channel) of each colour. */
function countNear(png: Buffer, colours: readonly number[], tol = 18): number[] {
  const { px } = readPixels(png);
  return colours.map((colour) => {
    const [r, g, b] = [(colour >> 16) & 255, (colour >> 8) & 255, colour & 255];
    let n = 0;
    for (let i = 0; i < px.length; i += 4)
      if (Math.abs(px[i]! - r) <= tol && Math.abs(px[i + 1]! - g) <= tol && Math.abs(px[i + 2]! - b) <= tol) n++;
    return n;
  });
}

async function shoot(page: Page, name: string): Promise<Buffer> {
  const png = await page.screenshot({ path: join(RESULTS, `${name}.png`) });
  writeSimulated(png, 'deuteranopia', join(RESULTS, `${name}-deutan.png`));
  return png;
}

describe.skipIf(!hasChromium)('the colour-blind-safe look in the browser', () => {
  let session: DemoSession;
  // York's sun and Lancaster's rose petals, as drawn on the blocks.
  const badges = [SAFE_EMBLEMS.york.fill, SAFE_EMBLEMS.lancaster.fill];

  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    session = await openDemo({ width: 1400, height: 900 }, 'colours=colour-blind');
  }, 180_000);

  afterAll(async () => {
    await session?.close();
  });

  it("map: York's suns and Lancaster's roses on the blocks, a selection with dashed legal areas", async () => {
    const { page } = session;
    expect(await page.evaluate(() => document.documentElement.dataset.colours)).toBe('colour-blind');
    // Select a York block in Kent, as a click would: its neighbours light up (dashed), it is ringed.
    await page.evaluate(() => {
      const demo = window.__mapDemo!;
      const block = demo.model().blocks.find((b) => !b.hidden && b.side === 'york' && b.area === 'kent')!;
      demo.scene.onBlockClick(block.id, false);
    });
    await settle(page);
    const whole = await shoot(page, 'colour-blind-map');
    const [sun, rose] = countNear(whole, badges);
    expect(sun).toBeGreaterThan(200);
    expect(rose).toBeGreaterThan(200);
    await page.evaluate(() => window.__mapDemo!.scene.focusArea('kent', 2.2));
    await settle(page);
    await shoot(page, 'colour-blind-map-kent');

    // The standard look has neither badge colour: the two looks really differ.
    await page.goto(session.url.replace('&colours=colour-blind', ''));
    await page.waitForFunction(() => window.__mapDemo?.ready === true, undefined, { timeout: 60_000 });
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.dataset.colours)).toBe('standard');
    const standard = await page.screenshot({ path: join(RESULTS, 'standard-map.png') });
    const [sun0] = countNear(standard, badges);
    expect(sun0).toBeLessThan(sun / 20);
  }, 120_000);

  it('battle board: badges on both sides, hidden reserves marked, targets and the selection in their own line styles', async () => {
    const { page } = session;
    const url = new URL(session.url);
    await page.goto(`${url.origin}/renderer/games/demo.html?scene=battle&colours=colour-blind`);
    await page.waitForFunction(() => window.__battleDemo?.ready === true, undefined, { timeout: 60_000 });
    await page.evaluate(() => {
      const demo = window.__battleDemo!;
      const m: BattleBoardModel = demo.sample;
      demo.show({
        ...m,
        defender: {
          ...m.defender,
          // Lancaster's blocks that may take the hit, one chosen; two hidden reserves.
          blocks: m.defender.blocks.map((b, i) => ({ ...b, clickable: i > 1, selected: i === 2 })),
          hiddenReserves: 2,
        },
      });
    });
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    const png = await shoot(page, 'colour-blind-battle');
    const [sun, rose, yellow] = countNear(png, [...badges, OKABE_ITO.yellow]);
    expect(sun).toBeGreaterThan(100);
    expect(rose).toBeGreaterThan(100);
    // The dashed "may be clicked" rings.
    expect(yellow).toBeGreaterThan(100);
  }, 120_000);
});
