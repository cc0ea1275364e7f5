/**
 * The tutorial in real Chromium through web mode: "Learn to play" on the main menu starts it; each
 * lesson the page shows is the one the step table gives for the host's position, with what to click
 * marked; the test then does exactly that by mouse (through the generic driver) until the tutorial
 * says it is complete. On the way: skipping hides it and it can be brought back; a reload and
 * Continue resume it at the same lesson. A screenshot of each lesson goes to test-results/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../../renderer/games/richard-iii/model/types';
import { tutorialStep, type TutorialStepId } from '../../../renderer/games/richard-iii/tutorial/steps';
import { play, settle } from './driver';
import { hostView, latestSaveId, openPage, pageCaughtUp, RESULTS, startHarness, until, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // The bot worker boots here through tsx (the app ships it built), which on a loaded machine can
  // outlast the bot's time limit: the first answer would then be the seeded random fallback, not
  // the Easy bot the tutorial is scripted against. Boot it on a throwaway game first.
  const warm = h.services.games.create({
    moduleId: 'richard-iii',
    scenario: 'richard-iii',
    seed: 2,
    name: 'Warm-up',
    seats: { york: { kind: 'human' }, lancaster: { kind: 'bot', level: 'easy' } },
  });
  if (!warm.ok) throw new Error(warm.error.message);
  await until(() => hostView(h, warm.value.id, 'york').legal.length > 0, 'the warm-up bot', 120_000);
  h.services.games.close(warm.value.id);
});
afterAll(async () => {
  await h?.close();
});

/** What the lesson marks for `a`: the card in the hand, the pool chip, or a panel button. */
async function expectMarked(page: Page, a: Action): Promise<void> {
  if (a.t === 'card') await page.locator(`.card-button.tutorial-mark[data-card="${a.card}"]`).waitFor();
  else if (a.t === 'recruit') await page.locator(`.pool .chip.tutorial-mark[data-block="${a.block}"]`).waitFor();
  else if (a.t !== 'move' && a.t !== 'sea') await page.locator('.choices button.tutorial-mark').first().waitFor();
}

describe('tutorial (web mode)', () => {
  it('is started from the main menu and played to its end by mouse, lesson by lesson', async () => {
    const { page, problems } = await openPage(h);
    const learn = page.getByRole('button', { name: /^Learn to play/ });
    await learn.waitFor();
    await page.screenshot({ path: `${RESULTS}tutorial-0-menu.png` });
    // With two games to learn, the menu asks which.
    await learn.click();
    await page
      .getByRole('group', { name: 'Which game would you like to learn?' })
      .getByRole('button', { name: /^Richard III/ })
      .click();
    await page.locator('.game-screen').waitFor();
    await page.waitForFunction(() => !!window.__r3MapProbe);
    const saveId = latestSaveId(h);
    const york = () => hostView(h, saveId, 'york');
    const listed = h.services.saves.list();
    expect(listed.ok && listed.value.find((s) => s.id === saveId)?.tutorial).toBe(true);

    const seen: TutorialStepId[] = [];
    let resumed = false;
    let skipped = false;
    for (let guard = 0; guard < 60; guard++) {
      await until(() => york().legal.length > 0 || !!york().view.outcome || york().view.turn > 2, 'York to act');
      await pageCaughtUp(page, h, saveId, 'york');
      const { view } = york();
      const step = tutorialStep(view, 'york');
      // The page shows the lesson the step table gives for this position.
      await page.locator(`.tutorial[data-step="${step.id}"]`).waitFor({ timeout: 15_000 });
      if (!seen.includes(step.id)) {
        seen.push(step.id);
        await page.screenshot({ path: `${RESULTS}tutorial-${seen.length}-${step.id}.png` });
      }
      if (step.id === 'finished') break;
      expect(step.offScript).toBe(false);
      const a = step.mark!;
      await expectMarked(page, a);

      if (step.id === 'card' && !skipped) {
        // Skippable: the lesson goes away and comes back on request.
        await page.getByRole('button', { name: 'Skip the tutorial' }).click();
        await page.locator('.tutorial').waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Show the tutorial' }).click();
        await page.locator('.tutorial[data-step="card"]').waitFor();
        skipped = true;
      }
      if (step.id === 'recruit' && !resumed) {
        // Resumable: a reload, then Continue, opens the same lesson (it is the position, not a counter).
        await page.reload();
        await page.getByRole('button', { name: /^Continue/ }).click();
        await page.waitForFunction(() => !!window.__r3MapProbe);
        await page.locator('.tutorial[data-step="recruit"]').waitFor({ timeout: 15_000 });
        await expectMarked(page, a);
        resumed = true;
      }

      const before = york().actionCount;
      await settle(page, h, saveId, 'york');
      await play(page, view, a, { wholeGroup: true, preferMap: false });
      await until(() => york().actionCount > before, `the ${step.id} lesson's action to be played`);
    }

    for (const lesson of ['card', 'move', 'attack', 'recruit', 'end', 'battle-fire', 'supply', 'finished'] as const)
      expect(seen, lesson).toContain(lesson);
    expect(resumed && skipped).toBe(true);
    // The attack took the whole East Anglia group into Leicester's battle.
    expect(york().view.log.some((e) => e.k === 'battle-start' && e.p?.['area'] === 'leicester')).toBe(true);
    expect(
      york()
        .view.blocks.filter((b) => b.id === 'y-norfolk' || b.id === 'y-suffolk')
        .every((b) => b.place !== 'east-anglia'),
    ).toBe(true);

    // The end: the tutorial says so, and closing it leaves the game to play on.
    await page.getByText('Tutorial complete').waitFor();
    await page.getByRole('button', { name: 'Close the tutorial' }).click();
    await page.locator('.tutorial').waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${RESULTS}tutorial-closed.png` });
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);
});
