/**
 * Layouts that longer languages once broke, checked in all five in a 1366x768 window:
 * - the force pool's chips name every block whole: a longer name is set smaller, and one too long
 *   for a line goes onto two (a long single word broken in the middle with a hyphen), where it
 *   used to be cut ("Shrews…", Russian "Шрусбе…"); 1460 has the largest pools;
 * - Settings keep Back in sight without scrolling, with the "Saved." line shown (a play-tester had
 *   to scroll for it, each setting's note squeezing its name into a narrow column);
 * - the turn track's phase box holds every phase's name whole, in the words of the bar's title
 *   (a play-tester in Spanish read "Acciones" in the box under "Fase de Acción" in the title).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, pageCaughtUp, RESULTS, startHarness, type Harness } from './harness';
import { CATALOGUES } from './catalogues';

type Words = (typeof CATALOGUES)[number][1];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  h?.services.saves.updateSettings({ language: 'en' });
  await h?.close();
});

/**
 * Picks `lang` in the page's own Settings, as a player would, from the main menu (`from`: the page's
 * words now), and stays on Settings. One page goes through every language: a fresh page per language
 * cost a page load each (seconds in software WebGL), and the layouts measured are the same.
 */
async function pickLanguage(page: Page, from: Words, lang: string, words: Words): Promise<void> {
  await page.getByRole('button', { name: from.menu.settings, exact: true }).click();
  await page.locator('select[name="language"]').selectOption(lang);
  await page.getByRole('heading', { name: words.settings.title, exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/** From the game screen (in `from`'s words) to the same game again in `lang`, through the menu and Settings. */
async function reopenIn(page: Page, from: Words, lang: string, words: Words): Promise<void> {
  await page.getByRole('button', { name: from.game.menu, exact: true }).click();
  await pickLanguage(page, from, lang, words);
  await page.getByRole('button', { name: words.common.back, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${words.menu.continue}`) }).click();
}

/**
 * Names of the turn track's phases cut in its phase box, in `lang` (the game screen open, the
 * game `saveId` of Lancaster at the screen): every phase's name is measured in the same box, with
 * the page's own fonts and widths. Photographed as `phase-box-<lang>.png`.
 */
async function phaseNamesCut(page: Page, saveId: string, lang: string, words: Words): Promise<string[]> {
  const box = page.locator('.track .phase b');
  await box.waitFor();
  // Measured once the page has caught up with the host (the panel's content, and so its width, settled).
  await h.services.games.whenIdle(saveId);
  await pageCaughtUp(page, h, saveId, 'lancaster');
  const names: string[] = Object.values(words.board.phases);
  // The box says the phase as the catalogue does (no case changed by the page).
  expect(names, lang).toContain(await box.textContent());
  // (Each measured once its font has loaded: a face still loading is drawn narrower in a fallback.)
  const over = await box.evaluate(async (b, all) => {
    const out: string[] = [];
    for (const n of all) {
      b.textContent = n;
      await document.fonts.ready;
      // To the fraction of a pixel: scrollWidth and clientWidth round both to the same whole number
      // when the text is cut by less than one.
      const text = document.createRange();
      text.selectNodeContents(b);
      if (text.getBoundingClientRect().width > b.getBoundingClientRect().width + 0.01) out.push(n);
    }
    // The longest left in the box for the screenshot.
    b.textContent = all.reduce((a, n) => (n.length > a.length ? n : a), '');
    return out;
  }, names);
  await page.locator('.track').screenshot({ path: `${RESULTS}phase-box-${lang}.png` });
  return over.map((n) => `${lang}: ${n}`);
}

describe('force pool chips', () => {
  // The turn track's phase box is measured in the same game screens (Lancaster's 1460 game, in
  // each language): a game screen of its own per language cost as much again.
  it('show every block’s name whole, in all five languages, on both sides; the turn track’s phase box holds every phase name whole', async () => {
    const cut: string[] = [];
    const phaseCut: string[] = [];
    for (const side of ['lancaster', 'york'] as const) {
      const created = h.services.games.create({
        moduleId: 'richard-iii',
        scenario: 'wars-of-the-roses',
        seed: 3,
        name: `Pool ${side}`,
        seats: {
          lancaster: side === 'lancaster' ? { kind: 'human' } : { kind: 'bot', level: 'easy' },
          york: side === 'york' ? { kind: 'human' } : { kind: 'bot', level: 'easy' },
        },
      });
      if (!created.ok) throw new Error(created.error.message);
      const [first, firstWords] = CATALOGUES[0];
      expect(h.services.saves.updateSettings({ language: first }).ok).toBe(true);
      const { page, problems } = await openPage(h, { width: 1366, height: 768 });
      await page.getByRole('button', { name: new RegExp(`^${firstWords.menu.continue}`) }).click();
      let shown: Words = firstWords;
      for (const [lang, words] of CATALOGUES) {
        if (words !== shown) await reopenIn(page, shown, lang, words);
        shown = words;
        await page.locator('.pool .chip').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const names = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.pool .chip .label')].map((e) => ({
            text: e.textContent ?? '',
            cut: e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight + 1,
          })),
        );
        expect(names.length).toBeGreaterThan(5);
        cut.push(...names.filter((n) => n.cut).map((n) => `${lang}/${side}: ${n.text}`));
        if (lang === 'ru') await page.locator('.pool').screenshot({ path: `${RESULTS}pool-${side}-ru.png` });
        // After the pool's names: the measurement writes every phase's name into the box in turn.
        if (side === 'lancaster') phaseCut.push(...(await phaseNamesCut(page, created.value.id, lang, words)));
      }
      expect(problems).toEqual([]);
      await page.close();
    }
    expect(cut).toEqual([]);
    expect(phaseCut, 'phase names cut in the turn track’s phase box').toEqual([]);
  }, 180_000);
});

describe('Settings', () => {
  it('keep Back in sight in a 1366x768 window, in all five languages', async () => {
    const out: string[] = [];
    const [first, firstWords] = CATALOGUES[0];
    expect(h.services.saves.updateSettings({ language: first, animations: true }).ok).toBe(true);
    const { page, problems } = await openPage(h, { width: 1366, height: 768 });
    let shown: Words = firstWords;
    for (const [lang, words] of CATALOGUES) {
      if (words !== shown) await page.getByRole('button', { name: shown.common.back, exact: true }).click();
      await pickLanguage(page, shown, lang, words);
      shown = words;
      // A change shows the "Saved." line under the settings (animations off, on, off…).
      const animations = page.getByRole('checkbox', { name: words.settings.animations, exact: true });
      await animations.setChecked(!(await animations.isChecked()));
      await page.getByRole('status').waitFor();
      const back = (await page.getByRole('button', { name: words.common.back, exact: true }).boundingBox())!;
      if (back.y + back.height > 768) out.push(`${lang}: Back ends at ${Math.round(back.y + back.height)} px`);
      if (lang === 'ru') await page.screenshot({ path: `${RESULTS}settings-ru.png` });
    }
    expect(problems).toEqual([]);
    await page.close();
    expect(out).toEqual([]);
  }, 120_000);
});
