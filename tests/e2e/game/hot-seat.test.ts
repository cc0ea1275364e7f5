/**
 * Hot-seat privacy through the real page: Continue (also after a reload) covers the screen with the
 * hand-over for the side to move before anything private is in the page, and the header never
 * names the previous player under the cover. A rule number in the log, and the one the prompt cites,
 * open the Rules there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostView, openPage, startHarness, type Harness, createGame } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

describe('hot-seat (web mode)', () => {
  it('shows the hand-over before any hand on Continue, and again after a reload', async () => {
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed: 7, name: 'Hot-seat privacy' });
    const toMove = hostView(h, saveId, 'lancaster').view.toAct[0]!;
    const label = toMove === 'lancaster' ? 'Lancaster' : 'York';
    const { page, problems } = await openPage(h);

    for (const round of ['first start', 'after a reload']) {
      // After the reload, Continue by a held Enter: its repeats reach the cover's button and must not confirm it.
      const continueGame = page.getByRole('button', { name: 'Continue' });
      if (round === 'first start') await continueGame.click();
      else {
        await continueGame.focus();
        await page.keyboard.down('Enter');
      }
      const cover = page.getByRole('dialog', { name: `Pass the computer to ${label}` });
      await cover.waitFor();
      expect(await page.locator('.hand, .pool, .log, .card-button').count(), round).toBe(0);
      expect(await page.locator('.bar .me').innerText(), round).toBe('Hot-seat');

      // The focus is on the cover's button: a keyboard player confirms with Enter (the mouse on the first start).
      const iAm = page.getByRole('button', { name: `I am ${label} — show my view` });
      await expect.poll(() => iAm.evaluate((b) => b === document.activeElement)).toBe(true);
      if (round === 'first start') await iAm.click();
      else {
        await page.keyboard.down('Enter'); // still held: a repeat
        await page.keyboard.down('Enter');
        await page.waitForTimeout(300);
        expect(await cover.isVisible(), 'a repeated Enter does not confirm the hand-over').toBe(true);
        expect(await page.locator('.hand').count()).toBe(0);
        await page.keyboard.up('Enter');
        // A fresh Enter confirms once the cover has stood for its first moment (half a second).
        await page.waitForTimeout(500);
        await page.keyboard.press('Enter');
      }
      await page.locator('.hand').waitFor();
      expect(await page.locator('.bar .me').innerText(), round).toBe(`You play ${label}`);
      if (round === 'first start') {
        await page.reload();
        await page.getByRole('button', { name: 'Continue' }).waitFor();
      }
    }

    // A rule number in the log, and the one beside the prompt, open the Rules at the heading that explains it.
    const headingsAtTop = () =>
      page.evaluate(() => {
        const pane = document.querySelector('.rules-pane')!.getBoundingClientRect();
        return [...document.querySelectorAll('.rules-pane h2, .rules-pane h3')]
          .filter((h) => Math.abs(h.getBoundingClientRect().top - pane.top) < 40)
          .map((h) => h.textContent ?? '');
      });
    const rule = page.locator('.log button.rule').first();
    const cited = await rule.innerText();
    await rule.click();
    await page.getByRole('heading', { name: 'Rules of play' }).waitFor();
    const atTop = await headingsAtTop();
    expect(
      atTop.some((t) => cited.startsWith(t.split(' ')[0]!.replace(/\.$/, ''))),
      `${cited} → ${atTop.join(' | ')}`,
    ).toBe(true);
    await page.locator('.rules-screen').getByRole('button', { name: 'Back' }).click();
    await page.locator('.rules-screen').waitFor({ state: 'detached' });

    // The first decision (keep the hand, or choose a card) cites 5.1, the cards: its heading opens at the top.
    const prompted = page.locator('.prompt-box .hint button.rule');
    expect(await prompted.innerText()).toBe('§5.1');
    expect(await prompted.getAttribute('title')).toBe('Rule 5.1: open the rules there');
    await prompted.click();
    await page.getByRole('heading', { name: 'Rules of play' }).waitFor();
    const atPrompt = await headingsAtTop();
    expect(atPrompt, atPrompt.join(' | ')).toContain('5.1 Cards');
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
