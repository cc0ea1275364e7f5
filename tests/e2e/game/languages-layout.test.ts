/**
 * Layouts that longer languages once broke, checked in all five in a 1366x768 window:
 * - the force pool's chips name every block whole: a longer name is set smaller, and one too long
 *   for a line goes onto two (a long single word broken in the middle with a hyphen), where it
 *   used to be cut ("Shrews…", Russian "Шрусбе…"); 1460 has the largest pools;
 * - Settings keep Back in sight without scrolling, with the "Saved." line shown (a play-tester had
 *   to scroll for it, each setting's note squeezing its name into a narrow column).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, RESULTS, startHarness, type Harness } from './harness';
import { CATALOGUES } from './catalogues';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  h?.services.saves.updateSettings({ language: 'en' });
  await h?.close();
});

describe('force pool chips', () => {
  it('show every block’s name whole, in all five languages, on both sides', async () => {
    const cut: string[] = [];
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
      for (const [lang, words] of CATALOGUES) {
        expect(h.services.saves.updateSettings({ language: lang }).ok).toBe(true);
        const { page, problems } = await openPage(h, { width: 1366, height: 768 });
        await page.getByRole('button', { name: new RegExp(`^${words.menu.continue}`) }).click();
        await page.locator('.pool .chip').first().waitFor();
        const names = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.pool .chip .label')].map((e) => ({
            text: e.textContent ?? '',
            cut: e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight + 1,
          })),
        );
        expect(names.length).toBeGreaterThan(5);
        cut.push(...names.filter((n) => n.cut).map((n) => `${lang}/${side}: ${n.text}`));
        if (lang === 'ru') await page.locator('.pool').screenshot({ path: `${RESULTS}pool-${side}-ru.png` });
        expect(problems).toEqual([]);
        await page.close();
      }
    }
    expect(cut).toEqual([]);
  }, 180_000);
});

describe('Settings', () => {
  it('keep Back in sight in a 1366x768 window, in all five languages', async () => {
    const out: string[] = [];
    for (const [lang, words] of CATALOGUES) {
      expect(h.services.saves.updateSettings({ language: lang, animations: true }).ok).toBe(true);
      const { page, problems } = await openPage(h, { width: 1366, height: 768 });
      await page.getByRole('button', { name: words.menu.settings, exact: true }).click();
      // A change shows the "Saved." line under the settings.
      await page.getByRole('checkbox', { name: words.settings.animations, exact: true }).uncheck();
      await page.getByRole('status').waitFor();
      const back = (await page.getByRole('button', { name: words.common.back, exact: true }).boundingBox())!;
      if (back.y + back.height > 768) out.push(`${lang}: Back ends at ${Math.round(back.y + back.height)} px`);
      if (lang === 'ru') await page.screenshot({ path: `${RESULTS}settings-ru.png` });
      expect(problems).toEqual([]);
      await page.close();
    }
    expect(out).toEqual([]);
  }, 120_000);
});
