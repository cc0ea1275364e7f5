/**
 * The Rules over a game are a modal dialog, in both games: opened, the focus moves into it, Tab and
 * Shift+Tab go round inside it, the board behind takes no click, and the game's keys play nothing
 * (the host's log does not grow); Escape closes it and gives the focus back to the Rules button, after
 * which the game's keys work again. Screenshot `test-results/rules-dialog-*.png`.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openYorkAgainstEasy, sees } from '../skirmish/helpers';
import { hostView, latestSaveId, openPage, pageCaughtUp, RESULTS, startHarness, until, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

/** Where the focus is: inside the rules' dialog, or the name of what has it. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const at = document.activeElement;
    if (at?.closest('dialog .rules-screen')) return 'rules';
    return at ? `${at.tagName.toLowerCase()}:${at.textContent?.trim().slice(0, 30) ?? ''}` : 'none';
  });

/** Opens the game's Rules by mouse, checks focus and Tab stay inside, presses `keys`, closes with Escape. */
async function rulesAsModal(page: Page, screen: string, keys: string[], shot: string): Promise<void> {
  const rulesButton = page.locator(screen).getByRole('button', { name: 'Rules', exact: true });
  await rulesButton.click();
  const rules = page.locator('.rules-screen');
  await rules.waitFor();
  await expect.poll(() => focusIn(page)).toBe('rules');
  expect(await page.locator('dialog:modal .rules-screen').count(), 'a modal dialog').toBe(1);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await focusIn(page), `after ${i + 1} Tab`).toBe('rules');
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIn(page), `after ${i + 1} Shift+Tab`).toBe('rules');
  }
  // Keys a player might press, the focus on one of the rules' index entries (not the search field).
  await rules.locator('.index-entry').nth(2).focus();
  for (const key of keys) await page.keyboard.press(key);
  expect(await focusIn(page)).toBe('rules');
  // The page behind takes no click: the Menu button under the dialog's backdrop leaves the game open.
  const menu = await page.locator(screen).getByRole('button', { name: 'Menu' }).boundingBox();
  if (!menu) throw new Error('no Menu button');
  await page.mouse.click(menu.x + menu.width / 2, menu.y + menu.height / 2);
  await page.screenshot({ path: `${RESULTS}rules-dialog-${shot}.png` });
  expect(await page.locator(screen).count()).toBe(1);
  await rules.waitFor();
  await page.keyboard.press('Escape');
  await rules.waitFor({ state: 'detached' });
  // The focus is back on the button that opened the rules.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Rules');
  await page.locator(screen).getByRole('button', { name: 'Rules', exact: true }).blur();
}

describe('the Rules over a game', () => {
  it('are a modal dialog in the card battle: its keys do not reach the board', async () => {
    const { saveId, page, problems } = await openYorkAgainstEasy(h, 'E2E rules dialog');
    await h.services.games.whenIdle(saveId);
    const before = sees(h, saveId, 'york');
    expect(before.legal.length).toBeGreaterThan(0);
    const hint = page.locator('.prompt-box .hint').first();
    const placePrompt = 'Pick a card from your hand, then one of the highlighted squares.';
    await expect.poll(() => hint.textContent()).toBe(placePrompt);

    // 1 would pick a card, the arrows open the frame, Space and Enter would pick and play.
    await rulesAsModal(page, '.game-screen.skirmish', ['1', 'ArrowUp', ' ', 'Enter', ' ', 'Enter'], 'skirmish');
    expect(sees(h, saveId, 'york').actionCount).toBe(before.actionCount);
    expect(await hint.textContent(), 'no card picked behind the rules').toBe(placePrompt);
    expect(await page.locator('.preview').count()).toBe(0);

    // Closed, the keys play again.
    await page.keyboard.press('1');
    await expect.poll(() => hint.textContent()).not.toBe(placePrompt);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('are a modal dialog in Richard III: Tab and Enter do not reach the panel behind', async () => {
    const { page, problems } = await openPage(h, { width: 1366, height: 768 });
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('York: computer strength').selectOption('easy');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen').waitFor();
    await page.waitForFunction(() => !!window.__r3MapProbe);
    const saveId = latestSaveId(h);
    const me = () => hostView(h, saveId, 'lancaster');
    await until(() => me().legal.length > 0, 'Lancaster to act');
    // The computer's York may decide at the same time (the mulligan): it is done before counting.
    await h.services.games.whenIdle(saveId);
    await pageCaughtUp(page, h, saveId, 'lancaster');
    const before = me().actionCount;
    // Enter and Space on whatever Tab reached, E for "end": behind the rules each would play.
    await rulesAsModal(page, '.game-screen', ['Enter', ' ', 'e', 'Tab', 'Enter'], 'richard');
    expect(me().actionCount).toBe(before);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
