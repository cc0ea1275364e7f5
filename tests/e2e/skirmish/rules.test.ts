/**
 * The card battle's rules for players: the main menu's Rules offer each game's (a tab for each), and
 * a card battle opens its own from the bar; Back or Escape returns to the game as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, RESULTS, startHarness, type Harness } from '../game/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('the card battle’s rules', () => {
  it('are a tab of the main menu’s Rules, and a button of the game’s bar', async () => {
    const { page, problems } = await openPage(h, { width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Rules', exact: true }).click();
    const rules = page.locator('.rules-screen');
    await rules.waitFor();
    // Richard III's first, as before; the card battle's a tab away.
    await rules.getByRole('heading', { name: /^1\. Sequence of play/ }).waitFor();
    await rules.getByRole('button', { name: 'Skirmish: the card battle' }).click();
    await rules.getByRole('heading', { name: /^4\. Phase 1 — Deployment/ }).waitFor();
    expect(await rules.getByRole('heading', { name: /^1\. Sequence of play/ }).count()).toBe(0);
    // Searching finds what a newcomer asks about.
    await rules.getByRole('textbox', { name: 'Search the rules' }).fill('berserker');
    await rules.getByRole('button', { name: /^8\. Advanced rules/ }).waitFor();
    await page.screenshot({ path: `${RESULTS}skirmish-rules.png` });
    await rules.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('input[name="game"][value="skirmish"]').check();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen.skirmish').waitFor();
    await page.locator('.game-screen.skirmish').getByRole('button', { name: 'Rules', exact: true }).click();
    await rules.waitFor();
    await rules.getByRole('heading', { name: /^6\. Archers/ }).waitFor();
    expect(await rules.getByRole('group', { name: "Which game's rules" }).count(), 'one game: no tabs').toBe(0);
    await page.keyboard.press('Escape');
    await rules.waitFor({ state: 'detached' });
    await page.locator('.game-screen.skirmish').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
