/**
 * Settings in a 1366x768 window, in every language: Back in sight without scrolling, with the
 * "Saved." line shown (a play-tester had to scroll for it in Russian and Polish, where each setting's
 * note squeezed its name into a narrow column).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, RESULTS, startHarness, type Harness } from './harness';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import pl from '../../../locales/pl.json';
import ru from '../../../locales/ru.json';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  h?.services.saves.updateSettings({ language: 'en' });
  await h?.close();
});

describe('Settings', () => {
  it('keep Back in sight in a 1366x768 window, in all five languages', async () => {
    const out: string[] = [];
    for (const [lang, words] of [
      ['en', en],
      ['cs', cs],
      ['pl', pl],
      ['ru', ru],
      ['es', es],
    ] as const) {
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
