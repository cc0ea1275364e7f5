/**
 * The prompt stays in sight when the player picks something: at 1366x768 the side pane is taller
 * than the window, and a Polish play-test scrolled down to the force pool, picked a recruit, and
 * never saw the prompt's next step ("click a highlighted area…") nor its supply warning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostView, openAsSide, RESULTS, startHarness, toActionPhase, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

describe('the prompt in sight at 1366x768', () => {
  it('comes back into view when a recruit is picked in the force pool below it', async () => {
    const created = h.services.games.create({
      moduleId: 'richard-iii',
      scenario: 'wars-of-the-roses',
      seed: 3,
      name: 'Prompt in sight',
      seats: { lancaster: { kind: 'human' }, york: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const saveId = created.value.id;
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
});
