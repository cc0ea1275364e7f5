/**
 * Against the Normal bot in real Chromium (web mode): the Hint button is switched on in Settings,
 * New Game offers the game's own levels per computer seat (Normal first), a whole game turn is
 * played while the thinking bar counts down the bot's time, and hints are asked by button and by
 * the H key: the suggested card is marked in the hand, the suggested move is listed (with the
 * other candidates and their win chances) and drawn on the map. Screenshots in test-results/.
 */
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botLevelsFor } from '../../../electron/services/bots/levels';
import { buttonText } from './labels';
import type { Action } from '../../../renderer/games/richard-iii/model/types';
import { hintRegistry } from './hint-registry';
import { hostView, latestSaveId, openPage, pageCaughtUp, RESULTS, startHarness, until, type Harness } from './harness';

const HINT_WORKER = fileURLToPath(new URL('./hint-worker.ts', import.meta.url));

let h: Harness;
beforeAll(async () => {
  h = await startHarness(150, { registry: hintRegistry, workerEntry: HINT_WORKER });
});
afterAll(async () => {
  await h?.close();
});

/** The panel's button that moves a battle or supply decision along. */
async function clickChoice(page: Page): Promise<void> {
  const done = page.locator('.choices button', {
    hasText: /^(Done|Fire|.*takes the hits|.*loses a step|Fight the battle.*)$/,
  });
  if (await done.count()) await done.first().click();
  else await page.locator('.choices button').first().click();
}

/** Waits for the hint to show and checks it names legal actions, best first. */
async function hintShown(page: Page, legal: readonly Action[]): Promise<string> {
  await page
    .locator('.hint-box')
    .waitFor({ timeout: 60_000 })
    .catch(async (e: unknown) => {
      await page.screenshot({ path: `${RESULTS}hint-failure.png` });
      throw e;
    });
  // The hint names an action as its button does (the test's own table, not the page's words).
  const words = new Set(legal.map(buttonText));
  const best = await page.locator('.hint-box li.best .what').innerText();
  expect(words).toContain(best);
  const listed = await page.locator('.hint-box li:not(.sub) .what').allInnerTexts();
  for (const w of listed) expect(words).toContain(w);
  expect(await page.locator('.hint-box li:not(.sub) .chance').first().innerText()).toMatch(/^\d+% to win the game$/);
  return best;
}

describe('Hint and the thinking bar (web mode)', () => {
  it('plays a turn against Normal and uses Hint, enabled in Settings first', async () => {
    const { page, problems } = await openPage(h, { width: 1400, height: 900 });
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Show the Hint button').check();
    await until(() => h.services.saves.settings().showHint, 'the hint setting to be stored');
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: 'New game' }).click();
    const strength = page.getByLabel('York: computer strength');
    expect(await strength.inputValue()).toBe('normal');
    const offered = await strength.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(botLevelsFor(h.services.registry.get('richard-iii')!));
    await page.getByLabel('Name (optional)').fill('E2E hint');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen').waitFor();
    await page.waitForFunction(() => !!window.__r3MapProbe);
    const saveId = latestSaveId(h);
    const saved = h.services.saves.list();
    expect(saved.ok && saved.value.find((g) => g.id === saveId)?.seats).toEqual({
      lancaster: { kind: 'human' },
      york: { kind: 'bot', level: 'normal' },
    });
    // Record the thinking bar in the header whenever it shows (the bot may think between two polls).
    await page.evaluate(() => {
      const w = window as unknown as { __bars: string[] };
      w.__bars = [];
      new MutationObserver(() => {
        const bar = document.querySelector('.bar .thinking-bar');
        if (bar) w.__bars.push(bar.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const me = () => hostView(h, saveId, 'lancaster');

    let cardHint = false;
    let moveHint = false;
    let barShot = false;
    for (let guard = 0; guard < 300; guard++) {
      const { view, legal, actionCount } = me();
      if (view.turn >= 2 && view.step === 'card' && view.toAct.length === 1 && view.toAct[0] === 'lancaster') break;
      if (legal.length === 0 || (view.step === 'card' && view.turn >= 2)) {
        // York's bot at work: picture the bar once, while it counts down.
        if (!barShot && (await page.locator('.bar .thinking-bar').isVisible())) {
          await page.screenshot({ path: `${RESULTS}hint-thinking-bar.png` });
          barShot = true;
        }
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      await pageCaughtUp(page, h, saveId, 'lancaster');
      if (view.step === 'mulligan') await page.getByRole('button', { name: 'Keep this hand' }).click();
      else if (view.step === 'mulligan-reply') await page.getByRole('button', { name: 'Keep my hand' }).click();
      else if (view.step === 'card') {
        if (!cardHint) {
          await page.getByRole('button', { name: /^Hint/ }).click();
          await hintShown(page, legal);
          // The suggested card is marked in the hand; play it.
          await page.locator('.card-button.hinted').click();
          cardHint = true;
        } else await page.locator('.card-button.playable').first().click();
      } else if (view.step === 'action') {
        if (!moveHint) {
          await page.keyboard.press('h');
          // While the bot looks for the hint, its own bar counts down in the panel.
          await page.locator('.hint-row .thinking-bar').waitFor({ timeout: 30_000 });
          await page.screenshot({ path: `${RESULTS}hint-looking.png` });
          const best = await hintShown(page, legal);
          await page.waitForTimeout(600); // let the arrow and highlights draw
          await page.screenshot({ path: `${RESULTS}hint-shown.png` });
          expect(best.length).toBeGreaterThan(0);
          moveHint = true;
        }
        await page.getByRole('button', { name: 'End my action phase' }).click();
        // With AP left the screen asks once more.
        const anyway = page.getByRole('button', { name: 'End anyway' });
        await anyway
          .waitFor({ timeout: 2000 })
          .then(() => anyway.click())
          .catch(() => undefined);
        // The hint belonged to the position before: it is gone now.
        await until(() => me().actionCount > actionCount, 'the end of the action phase');
        await pageCaughtUp(page, h, saveId, 'lancaster');
        expect(await page.locator('.hint-box').count()).toBe(0);
        continue;
      } else await clickChoice(page);
      await until(() => me().actionCount > actionCount, `the ${view.step} choice to be played`, 120_000);
    }
    expect(me().view.turn).toBe(2);
    expect(cardHint && moveHint).toBe(true);
    // The bot's turn happened, and the bar showed the time it had left.
    // (Its moves depend on the time the search got, so any action-phase entry of York's counts.)
    const YORK_ACTION = [
      'action',
      'activate',
      'move',
      'sea-move',
      'recruit',
      'attack',
      'reinforce',
      'muster',
      'plague',
      'end',
    ];
    expect(me().view.log.some((e) => e.s === 'york' && YORK_ACTION.includes(e.k))).toBe(true);
    const bars = await page.evaluate(() => (window as unknown as { __bars: string[] }).__bars);
    expect(bars.some((t) => /York is thinking.*\d\.\d s left/.test(t))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 400_000);
});
