/**
 * The colour-blind-safe option through the page (web mode): switched on in Settings, stored by the
 * host, still on after a reload, and a game then shows the sides' badges beside the side names and
 * on the force pool's chips. Screenshot colour-blind-game.png (and its deuteranopia copy) in test-results/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSimulated } from '../../map/dichromat-png';
import { latestSaveId, openPage, pageCaughtUp, RESULTS, startHarness, until, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** What the stylesheet puts before the first element matching `selector` (CSS `content`). */
async function before(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el, '::before').content);
}

describe('colour-blind-safe look (web mode)', () => {
  it('is switched on in Settings, kept over a reload, and marks the sides in a game', async () => {
    const { page, problems } = await openPage(h, { width: 1400, height: 900 });
    // The look is applied with the settings, before the menu shows (not at the page's load event).
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.colours)).toBe('standard');
    await page.getByRole('button', { name: 'Settings' }).click();
    const option = page.getByLabel('Colour-blind-safe look');
    expect(await option.isChecked()).toBe(false);
    await option.check();
    await until(() => h.services.saves.settings().colourBlind, 'the colour-blind setting to be stored');
    expect(await page.evaluate(() => document.documentElement.dataset.colours)).toBe('colour-blind');

    // A new page load reads it from the saved settings before the first screen.
    await page.reload();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.colours)).toBe('colour-blind');
    await page.getByRole('button', { name: 'Settings' }).click();
    expect(await page.getByLabel('Colour-blind-safe look').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Name (optional)').fill('E2E colour-blind');
    await page.getByLabel('York: computer strength').selectOption('easy');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen').waitFor();
    await page.waitForFunction(() => !!window.__r3MapProbe);
    await pageCaughtUp(page, h, latestSaveId(h), 'lancaster');
    // Lancaster's rose before its name on the turn track, and on your force pool's chips.
    expect(await before(page, '.track b.side-lancaster')).toBe('"✿ "');
    expect(await before(page, '.pool .chip-lancaster .rating')).toBe('"✿ "');
    const png = await page.screenshot({ path: join(RESULTS, 'colour-blind-game.png') });
    writeSimulated(png, 'deuteranopia', join(RESULTS, 'colour-blind-game-deutan.png'));
    expect(problems).toEqual([]);
  }, 180_000);
});
