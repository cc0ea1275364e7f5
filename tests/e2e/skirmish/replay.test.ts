/**
 * Looking back at a finished card battle in real Chromium (web mode): a hot-seat game played to its
 * end through the host (random legal moves), then opened from the Load screen's Replay button and
 * stepped by action and by turn; the board shows the host's frame at each position.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, SkirmishView } from '../../../renderer/games/skirmish/types';
import { openPage, RESULTS, startHarness, type Harness } from '../game/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

/** Plays random legal moves for both (human) sides until the battle ends; returns the action count. */
function playToTheEnd(saveId: string): number {
  let seed = 7;
  const pick = <T>(xs: readonly T[]): T => xs[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % xs.length]!;
  for (let guard = 0; guard < 5000; guard++) {
    const any = h.services.games.view(saveId, null);
    if (!any.ok) throw new Error(any.error.message);
    if (any.value.outcome) return any.value.actionCount;
    const side = any.value.toAct[0]!;
    const pv = h.services.games.view(saveId, side);
    if (!pv.ok) throw new Error(pv.error.message);
    const r = h.services.games.submit(saveId, side, pick(pv.value.legalActions as Action[]), pv.value.actionCount);
    if (!r.ok) throw new Error(r.error.message);
  }
  throw new Error('the battle did not end');
}

describe('card battle replay (web mode)', () => {
  it('opens a finished battle from the Load screen and steps through it on the board', async () => {
    const created = h.services.games.create({
      moduleId: 'skirmish',
      scenario: 'standard',
      seed: 11,
      name: 'E2E replay',
      seats: { york: { kind: 'human' }, lancaster: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const total = playToTheEnd(created.value.id);

    const { page, problems } = await openPage(h, { width: 1040, height: 720 });
    await page.getByRole('button', { name: 'Load game' }).click();
    const row = page.getByRole('list', { name: 'Saved games' }).getByRole('listitem').filter({ hasText: 'E2E replay' });
    await row.getByRole('button', { name: 'Replay' }).click();
    const screen = page.locator('.game-screen.skirmish.replay');
    await screen.waitFor();
    // It opens at the end: the result, and every action counted.
    await page.getByText(`Action ${total} of ${total}`).waitFor();
    expect(await screen.locator('.result').textContent()).toMatch(/wins|draw/i);
    await page.screenshot({ path: `${RESULTS}skirmish-replay-end.png` });
    // The log shows its last lines, numbered by their place in the whole game's log (not from 1).
    expect(Number(await screen.locator('.log ol').getAttribute('start'))).toBeGreaterThan(1);

    // Back by turns (each step lands on an earlier turn), then to the set-up with the slider.
    const at = async () => Number(await screen.getAttribute('data-at'));
    for (let i = 0; i < 3; i++) {
      const before = await at();
      await page.getByRole('button', { name: /Back one game turn/ }).click();
      await expect.poll(at).toBeLessThan(before);
    }
    await page.getByRole('slider', { name: 'Position in the game' }).fill('0');
    await page.getByText('Set-up').waitFor();
    await page.getByRole('button', { name: /On one action/ }).click();
    await page.getByText(`Action 1 of ${total}`).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText(`Action 2 of ${total}`).waitFor();
    // The page draws the host's frame at that position: the opening card on square 1 is there.
    const frame = h.services.replays.frame(created.value.id, 2, { reveal: true });
    if (!frame.ok) throw new Error(frame.error.message);
    const board = (frame.value.view as SkirmishView).board;
    expect(board.map((u) => [u.x, u.y])).toContainEqual([3, 2]);
    expect(await screen.getAttribute('data-at')).toBe('2');
    expect(await screen.locator('.log li').count()).toBeGreaterThan(0);
    expect(await screen.locator('canvas').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${RESULTS}skirmish-replay-start.png` });
    expect(problems).toEqual([]);
    await page.close();
  });
});
