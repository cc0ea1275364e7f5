/**
 * The prompt stays in sight when the player picks something: at 1366x768 the side pane is taller
 * than the window, and a Polish play-test scrolled down to the force pool, picked a recruit, and
 * never saw the prompt's next step ("click a highlighted area…") nor its supply warning.
 * But a new phase shows the panel's top again: the scroll that brought a long prompt into sight left
 * the next card phase with its campaign/turn/phase header cut off (Spanish and Russian play-tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRng } from '../../../engine/core/rng';
import { chooseEasy } from '../../../engine/richard-iii/bots';
import type { RichardView } from '../../../renderer/games/richard-iii/model/types';
import {
  hostView,
  pageCaughtUp,
  openAsSide,
  RESULTS,
  startHarness,
  toActionPhase,
  type Harness,
  createGame,
} from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

describe('the prompt in sight at 1366x768', () => {
  it('comes back into view when a recruit is picked in the force pool below it', async () => {
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed: 3, name: 'Prompt in sight' });
    toActionPhase(h, saveId, 'york');
    const recruit = hostView(h, saveId, 'york').legal.find((a) => a.t === 'recruit');
    if (!recruit || recruit.t !== 'recruit') throw new Error('no recruit for York');

    const { page, problems } = await openAsSide(h, saveId, 'york', { width: 1366, height: 768 });
    const prompt = page.locator('.game-screen .prompt-box.mine');

    // The player scrolls the side pane down to the pool: the prompt leaves the window.
    const pane = page.locator('.game-screen .side-pane');
    await pane.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const paneBox = (await pane.boundingBox())!;
    const inSight = async () => {
      const b = (await prompt.boundingBox())!;
      return b.y >= paneBox.y - 1 && b.y < paneBox.y + paneBox.height;
    };
    expect(await inSight()).toBe(false);

    await page.locator(`.pool .chip[data-block="${recruit.block}"]`).click();
    await expect.poll(inSight).toBe(true);
    expect(await prompt.innerText()).toMatch(/click a highlighted area/i);
    await page.screenshot({ path: `${RESULTS}prompt-in-sight-recruit.png` });
    expect(problems).toEqual([]);
  });

  it('shows the header again when the card phase follows a long supply-loss prompt', async () => {
    // Seed 6, Easy for both sides: York's 54th decision is choosing supply losses, turn 3 (found by a
    // scratch search), one of five blocks over the limit.
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed: 6, name: 'Header in sight' });
    /** The host plays both sides (Easy) until `stop` holds. */
    const playUntil = (stop: (v: RichardView) => boolean, what: string) => {
      for (let n = hostView(h, saveId, 'york').actionCount; ; n++) {
        const { view } = hostView(h, saveId, 'york');
        if (stop(view)) return;
        const side = view.toAct[0];
        if (!side || n > 400) throw new Error(`${what} did not come`);
        const { view: seen, legal, actionCount } = hostView(h, saveId, side);
        const a = legal.length === 1 ? legal[0]! : chooseEasy(seen, side, legal, makeRng(10_000 + n));
        const r = h.services.games.submit(saveId, side, a, actionCount);
        if (!r.ok) throw new Error(r.error.message);
      }
    };
    playUntil((v) => v.step === 'supply-loss' && v.toAct[0] === 'york', "York's supply losses");

    const { page, problems } = await openAsSide(h, saveId, 'york', { width: 1366, height: 768 });
    const pane = page.locator('.game-screen .side-pane');
    const paneBox = (await pane.boundingBox())!;
    const inSight = async (selector: string) => {
      const b = (await page.locator(selector).boundingBox())!;
      return b.y >= paneBox.y - 1 && b.y < paneBox.y + paneBox.height;
    };
    const header = '.game-screen .side-pane .track';
    const prompt = '.game-screen .prompt-box.mine';

    // The player scrolls down the list of blocks to lose, past the header, and chooses one.
    await pane.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    expect(await inSight(header)).toBe(false);
    playUntil((v) => v.step === 'card' && v.toAct.includes('york'), "York's next card");
    await pageCaughtUp(page, h, saveId, 'york');

    // The next card phase opens at the top: the campaign, turn and phase, with the prompt under it.
    await expect.poll(() => inSight(header)).toBe(true);
    expect(await inSight(prompt)).toBe(true);
    expect(await page.locator(header).innerText()).toMatch(/Card/);
    await page.screenshot({ path: `${RESULTS}prompt-in-sight-next-phase.png` });
    expect(problems).toEqual([]);
  });
});
