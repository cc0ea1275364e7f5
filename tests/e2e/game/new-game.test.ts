/**
 * The New Game dialog as a Czech player meets it: Start and Back in sight without scrolling for
 * each game (the card battle's options once pushed Start below the fold even at 1920×1080), every
 * choice still reachable, and the dialog opening again, after a reload, on the choices last started
 * (the game, its scenario, seats, levels and options; not the last game's name).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cs from '../../../locales/cs.json';
import { openPage, RESULTS, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
  expect(h.services.saves.updateSettings({ language: 'cs' }).ok).toBe(true);
});
afterAll(async () => {
  h?.services.saves.updateSettings({ language: 'en', newGameChoice: null });
  await h?.close();
});

async function openNewGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: cs.menu.newGame, exact: true }).click();
  await page.getByRole('heading', { name: cs.newGame.title }).waitFor();
  await page.getByRole('button', { name: cs.newGame.start, exact: true }).waitFor();
}

/** The game card's radio for `id` (the card's label is its title and description). */
const gameRadio = (page: Page, id: string) => page.locator(`input[name="game"][value="${id}"]`);
const seat = (page: Page, side: string, kind: 'human' | 'bot') =>
  page.locator(`input[name="seat-${side}"][value="${kind}"]`);
const level = (page: Page, side: string) => page.locator(`.seat-row:has(input[name="seat-${side}"]) select.seat-level`);

describe('New Game (web mode, in Czech)', () => {
  it.each([
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ])('keeps Start and Back in sight for each game at $width×$height, every choice still reachable', async (size) => {
    const { page, problems } = await openPage(h, size);
    await openNewGame(page);
    for (const game of ['richard-iii', 'skirmish']) {
      await gameRadio(page, game).click();
      await page.locator('select[name="scenario"]').waitFor();
      // The page itself does not scroll: whatever does not fit scrolls inside the dialog.
      const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(overflow, game).toBeLessThanOrEqual(0);
      for (const name of [cs.newGame.start, cs.common.back]) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        expect(box, `${game}: ${name}`).not.toBeNull();
        expect(box!.y, `${game}: ${name}`).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, `${game}: ${name}`).toBeLessThanOrEqual(size.height);
      }
      await page.screenshot({ path: `${RESULTS}new-game-${game}-${size.width}x${size.height}.png` });
      // Nothing is clipped: the last field scrolls into view above the buttons.
      const nameField = page.getByLabel(cs.newGame.name);
      await nameField.scrollIntoViewIfNeeded();
      const field = (await nameField.boundingBox())!;
      const start = (await page.getByRole('button', { name: cs.newGame.start, exact: true }).boundingBox())!;
      expect(field.y, game).toBeGreaterThanOrEqual(0);
      expect(field.y + field.height, game).toBeLessThanOrEqual(start.y);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens, after a reload, on the game, scenario, seats, level and options last started', async () => {
    const { page, problems } = await openPage(h, { width: 1366, height: 768 });
    await openNewGame(page);
    // The first opening: the first game with its defaults.
    expect(await gameRadio(page, 'richard-iii').isChecked()).toBe(true);
    const scenarios = await page
      .locator('select[name="scenario"] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(await page.locator('select[name="scenario"]').inputValue()).toBe(scenarios[0]);

    // A Richard III choice that is not the default: the second scenario, York played here, Lancaster Easy.
    await page.locator('select[name="scenario"]').selectOption(scenarios[1]!);
    await seat(page, 'lancaster', 'bot').check();
    await seat(page, 'york', 'human').check();
    await level(page, 'lancaster').selectOption('easy');
    await page.getByRole('button', { name: cs.newGame.start, exact: true }).click();
    await page.locator('.game-screen').waitFor();

    // Then a card battle, Lancaster played here and York by the computer at Random.
    await page.reload();
    await openNewGame(page);
    expect(await page.locator('select[name="scenario"]').inputValue()).toBe(scenarios[1]);
    await gameRadio(page, 'skirmish').click();
    await seat(page, 'york', 'bot').check();
    await level(page, 'york').selectOption('random');
    await seat(page, 'lancaster', 'human').check();
    // Its options away from their defaults, and a name for this one game.
    await page.locator('input[name="option-borderless"]').check();
    await page.locator('select[name="option-unitsToWin"]').selectOption('15');
    await page.getByLabel(cs.newGame.name).fill('Bitva u Barnetu');
    await page.getByRole('button', { name: cs.newGame.start, exact: true }).click();
    await page.locator('.game-screen').waitFor();

    await page.reload();
    await openNewGame(page);
    expect(await gameRadio(page, 'skirmish').isChecked()).toBe(true);
    expect(await seat(page, 'york', 'bot').isChecked()).toBe(true);
    expect(await level(page, 'york').inputValue()).toBe('random');
    expect(await seat(page, 'lancaster', 'human').isChecked()).toBe(true);
    expect(await page.locator('input[name="option-borderless"]').isChecked()).toBe(true);
    expect(await page.locator('select[name="option-unitsToWin"]').inputValue()).toBe('15');
    // A name belongs to one game: the next one starts with none (the default name is offered).
    expect(await page.getByLabel(cs.newGame.name).inputValue()).toBe('');
    const listed = h.services.saves.list();
    const started = listed.ok ? listed.value.find((g) => g.name === 'Bitva u Barnetu') : undefined;
    expect(started?.options).toMatchObject({ borderless: true, unitsToWin: 15 });
    // Richard III keeps its own last choice.
    await gameRadio(page, 'richard-iii').click();
    expect(await page.locator('select[name="scenario"]').inputValue()).toBe(scenarios[1]);
    expect(await seat(page, 'lancaster', 'bot').isChecked()).toBe(true);
    expect(await level(page, 'lancaster').inputValue()).toBe('easy');
    expect(await seat(page, 'york', 'human').isChecked()).toBe(true);
    expect(h.services.saves.settings().newGameChoice?.game).toBe('skirmish');
    expect(problems).toEqual([]);
    await page.close();
  });
});
