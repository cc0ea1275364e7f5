/**
 * The card battle's variants from New Game in real Chromium (web mode): the player ticks a
 * battle without borders and a shorter game, the host sets the game up with them, the game screen
 * and the saved game's row say so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkirmishView } from '../../../renderer/games/skirmish/types';
import { latestSaveId, openPage, RESULTS, startHarness, type Harness } from '../game/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

describe('card battle variants (web mode)', () => {
  it('New Game offers the variants; the chosen ones reach the engine, the game screen and the Load row', async () => {
    const { page, problems } = await openPage(h, { width: 1040, height: 720 });
    await page.getByRole('button', { name: 'New game' }).click();
    // Richard III has no variants: no options until the card battle is picked.
    expect(await page.getByRole('group', { name: 'Options' }).count()).toBe(0);
    await page.locator('input[name="game"][value="skirmish"]').check();
    const options = page.getByRole('group', { name: 'Options' });
    await options.waitFor();
    expect(await options.getByLabel('Advanced rules', { exact: false }).isChecked()).toBe(true);
    await options.getByLabel('Battle without borders', { exact: false }).check();
    await options.locator('select[name="option-unitsToWin"]').selectOption('15');
    await options.locator('select[name="option-first"]').selectOption('york');
    await page.getByLabel('Name (optional)').fill('E2E open field');
    // Both sides at this computer: no bot thinks while the test looks.
    await page.locator('input[name="seat-lancaster"][value="human"]').check();
    await page.screenshot({ path: `${RESULTS}skirmish-new-game-variants.png` });
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen.skirmish').waitFor();

    const saveId = latestSaveId(h);
    const pv = h.services.games.view(saveId, 'york');
    if (!pv.ok) throw new Error(pv.error.message);
    expect(pv.value.options).toEqual({ borderless: true, unitsToWin: 15, first: 'york' });
    const view = pv.value.view as SkirmishView;
    expect(view.options).toMatchObject({ borderless: true, unitsToWin: 15, commandToWin: 4 });
    expect(view.first).toBe('york');
    const line = page.locator('.game-screen .variants');
    await line.getByText('Battle without borders', { exact: false }).waitFor();
    expect(await line.textContent()).toContain('Units to win: 15');
    await page.screenshot({ path: `${RESULTS}skirmish-variants-game.png` });

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Load game' }).click();
    const row = page
      .getByRole('list', { name: 'Saved games' })
      .getByRole('listitem')
      .filter({ hasText: 'E2E open field' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Battle without borders.*Units to win: 15.*Who places first: York/);
    // The row says which game it is.
    expect(await row.locator('.save-game').innerText()).toBe('Skirmish: the card battle');
    expect(problems).toEqual([]);
    await page.close();
  });
});
