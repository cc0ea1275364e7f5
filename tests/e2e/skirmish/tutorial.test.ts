/**
 * The card battle's tutorial in real Chromium through web mode: "Learn to play" on the main menu asks
 * which game and starts it; each lesson the step table gives for the host's position is the one the
 * page shows; "Show me" picks the lesson's move on the board under preview, and the player confirms
 * it (a draw is marked on its button). Skippable and shown again, resumed at the same lesson after a
 * reload and Continue, played to "Tutorial complete" — each numbered lesson once, in order, and the
 * closing panel only once York's fifth card's turn is over (no draw left to make).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorialStep, type SkirmishTutorialStepId } from '../../../renderer/games/skirmish/tutorial/steps';
import { latestSaveId, openPage, RESULTS, startHarness, until, type Harness } from '../game/harness';
import { caughtUp, sees } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
  h.services.saves.updateSettings({ animations: false });
});
afterAll(async () => {
  h?.services.saves.updateSettings({ animations: true });
  await h?.close();
});

describe('the card battle tutorial (web mode)', () => {
  it('is chosen on the main menu and played to its end by mouse, lesson by lesson', async () => {
    const { page, problems } = await openPage(h, { width: 1280, height: 800 });
    await page.getByRole('button', { name: /^Learn to play/ }).click();
    const which = page.getByRole('group', { name: 'Which game would you like to learn?' });
    await which.waitFor();
    await page.screenshot({ path: `${RESULTS}skirmish-tutorial-0-menu.png` });
    await which.getByRole('button', { name: /^Skirmish/ }).click();
    await page.locator('.game-screen.skirmish').waitFor();
    await page.waitForFunction(() => !!window.__skirmishProbe);
    const saveId = latestSaveId(h);
    const york = () => sees(h, saveId, 'york');
    const listed = h.services.saves.list();
    expect(listed.ok && listed.value.find((s) => s.id === saveId)?.tutorial).toBe(true);

    const seen: SkirmishTutorialStepId[] = [];
    /** "Lesson n of 4" as the page shows it at each of York's decisions. */
    const lessons: number[] = [];
    let skipped = false;
    let resumed = false;
    for (let guard = 0; guard < 40; guard++) {
      await until(() => york().legal.length > 0 || york().view.outcome !== null, 'York to act');
      const { view, actionCount } = york();
      await caughtUp(page, view.seq);
      const step = tutorialStep(view, 'york');
      // The page shows the lesson the step table gives for this position.
      await page.locator(`.tutorial[data-step="${step.id}"]`).waitFor({ timeout: 15_000 });
      const progress = page.locator('.tutorial .progress');
      if (await progress.count()) lessons.push(Number(/\d+/.exec((await progress.textContent()) ?? '')![0]));
      if (!seen.includes(step.id)) {
        seen.push(step.id);
        await page.screenshot({ path: `${RESULTS}skirmish-tutorial-${seen.length}-${step.id}.png` });
      }
      if (step.id === 'finished') {
        // Nothing of the tutorial's turns is left to do: no Draw button beside the closing panel.
        expect(view.phase).toBe('place');
        expect(await page.locator('button.draw').count()).toBe(0);
        break;
      }

      if (!skipped) {
        // Skippable: the lesson goes away and comes back on request.
        await page.getByRole('button', { name: 'Skip the tutorial' }).click();
        await page.locator('.tutorial').waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Show the tutorial' }).click();
        await page.locator(`.tutorial[data-step="${step.id}"]`).waitFor();
        skipped = true;
      }
      if (step.id === 'attack' && !resumed) {
        // Resumable: a reload, then Continue, opens the same lesson (it is the position, not a counter).
        await page.reload();
        await page.getByRole('button', { name: /^Continue/ }).click();
        await page.waitForFunction(() => !!window.__skirmishProbe);
        await caughtUp(page, view.seq);
        await page.locator('.tutorial[data-step="attack"]').waitFor({ timeout: 15_000 });
        resumed = true;
      }

      const mark = step.mark!;
      if (mark.t === 'draw') {
        await page.locator('button.draw.tutorial-mark').click();
      } else {
        await page.getByRole('button', { name: 'Show me' }).click();
        // The move is picked under preview, for the player to look at and confirm.
        await page.locator('.preview').waitFor();
        if (step.id === 'attack') {
          await expect.poll(() => page.locator('.preview .enemy').count()).toBe(1);
          await page.screenshot({ path: `${RESULTS}skirmish-tutorial-attack-shown.png` });
        }
        await page.getByRole('button', { name: /^Confirm/ }).click();
      }
      await until(() => york().actionCount > actionCount, `the ${step.id} lesson's move to be played`);
      expect(h.services.games.view(saveId, 'york').ok).toBe(true);
    }

    expect(seen[0]).toBe('opening');
    for (const lesson of ['deploy', 'attack', 'reinforce', 'finished'] as const) expect(seen, lesson).toContain(lesson);
    expect(skipped && resumed).toBe(true);
    expect(lessons, 'each lesson once, in order').toEqual([1, 2, 3, 4]);
    expect(york().view.piles.york.length).toBeGreaterThan(0);

    // The end: the tutorial says so, and closing it leaves the battle to play on.
    await page.getByText('Tutorial complete').waitFor();
    await page.getByRole('button', { name: 'Close the tutorial' }).click();
    await page.locator('.tutorial').waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);
});
