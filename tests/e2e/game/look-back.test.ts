/**
 * Issue 13, "the opponent's turn, shown": before answering the computer's moves the player steps
 * back through them on the map (view only) from the "What happened" strip, and returns to now.
 * The player's own decisions are made through the host here (the page is only looked at); the
 * computer plays York at Easy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RichardView } from '../../../renderer/games/richard-iii/model/types';
import { sinceMyLastAction } from '../../../renderer/games/richard-iii/model/opponent-moves';
import { hostView, openPage, RESULTS, startHarness, until, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

/** York's moves since Lancaster last decided, as Lancaster's log shows them. */
const yorkMoved = (view: RichardView) =>
  sinceMyLastAction(view.log, 'lancaster').some((e) => e.s === 'york' && (e.k === 'move' || e.k === 'sea-move'));

describe('What happened: stepping back through the computer’s moves', () => {
  it('shows earlier positions on the map, view only, and comes back to now', async () => {
    const created = h.services.games.create({
      moduleId: 'richard-iii',
      scenario: 'richard-iii',
      seed: 3,
      name: 'E2E look back',
      seats: { york: { kind: 'bot', level: 'easy' }, lancaster: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const saveId = created.value.id;
    // Lancaster passes his decisions (first legal answer; ends his action phases) until he must
    // answer York's moves.
    for (let guard = 0; guard < 400; guard++) {
      await h.services.games.whenIdle(saveId);
      const { view, legal, actionCount } = hostView(h, saveId, 'lancaster');
      if (view.outcome) throw new Error('the game ended before York moved');
      if (legal.length === 0) {
        await until(() => hostView(h, saveId, 'lancaster').actionCount !== actionCount, 'York to move');
        continue;
      }
      // The strip shows at any decision of his (a card, a battle choice...) that follows York's moves.
      if (yorkMoved(view)) break;
      const end = legal.find((a) => a.t === 'end');
      const r = h.services.games.submit(saveId, 'lancaster', end ?? legal[0], actionCount);
      if (!r.ok) throw new Error(r.error.message);
    }
    const { view } = hostView(h, saveId, 'lancaster');
    expect(yorkMoved(view)).toBe(true);

    const { page, problems } = await openPage(h, { width: 1400, height: 900 });
    await page.getByRole('button', { name: 'Load game' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.locator('.game-screen').waitFor();
    await page.waitForFunction(() => !!window.__r3MapProbe);
    const strip = page.locator('.what-happened');
    await expect.poll(() => strip.locator('.where').innerText()).toBe('The map shows now');
    const canvas = page.locator('.board canvas').first();
    const now = await canvas.screenshot();

    await strip.getByRole('button', { name: '◀' }).click();
    await expect
      .poll(() => strip.locator('.where').innerText(), { timeout: 30_000 })
      .toMatch(/^Looking back: \d+ of \d+$/);
    const [, step, count] = /(\d+) of (\d+)/.exec(await strip.locator('.where').innerText())!;
    expect(Number(step)).toBe(Number(count) - 1);
    // Two clicks at once (the second before the first has fetched its position) go back two steps.
    await strip.getByRole('button', { name: '◀' }).evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    await expect.poll(() => strip.locator('.where').innerText()).toBe(`Looking back: ${Number(step) - 2} of ${count}`);
    // Back to the position before York's first move.
    for (let i = Number(step) - 2; i > 1; i--) await strip.getByRole('button', { name: '◀' }).click();
    await expect.poll(() => strip.locator('.where').innerText()).toBe(`Looking back: 1 of ${count}`);
    await expect.poll(() => strip.getByRole('button', { name: '◀' }).isDisabled()).toBe(true);
    await page.waitForTimeout(800); // let the blocks' tweens settle before the picture
    const before = await canvas.screenshot();
    await page.screenshot({ path: `${RESULTS}look-back.png` });
    expect(before.equals(now)).toBe(false);

    // Before York's first move none of his lines has been played yet: all of them fade.
    const items = strip.locator('ol li:not(.more)');
    expect(await strip.locator('li.later').count()).toBe(await items.count());
    expect(await strip.locator('li[aria-current="step"]').count()).toBe(0);
    // One step on: the line of the move now on the map is marked, the ones after it still fade.
    await strip.getByRole('button', { name: '▶' }).click();
    await expect.poll(() => strip.locator('.where').innerText()).toBe(`Looking back: 2 of ${count}`);
    await expect.poll(() => strip.locator('li[aria-current="step"]').count()).toBe(1);
    expect(await strip.locator('li.later').count()).toBeLessThan(await items.count());
    await page.screenshot({ path: `${RESULTS}look-back-step.png` });

    await strip.getByRole('button', { name: 'Back to now' }).click();
    await expect.poll(() => strip.locator('.where').innerText()).toBe('The map shows now');
    expect(await strip.locator('li.later, li.current').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
