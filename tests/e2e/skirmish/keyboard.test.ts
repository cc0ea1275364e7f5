/**
 * The card battle played from the keyboard: a number picks a hand card, an arrow opens the frame on
 * its first square and moves it, Space picks the framed square and Enter plays it — a card the host
 * then has on that square. The page's words say which keys do what, and why a key (or a hand card
 * clicked) does nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS, startHarness, until, type Harness } from '../game/harness';
import { columnName, rowName } from '../../../renderer/games/skirmish/scenes/geometry';
import { caughtUp, clickAt, handCard, openYorkAgainstEasy, sees, square } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

describe('the card battle by keyboard', () => {
  it('places a card with a number, the arrows, Space and Enter', async () => {
    const { saveId, page, problems } = await openYorkAgainstEasy(h, 'E2E keyboard');
    // York plays from the host until a card of his hand may go to two squares side by side (the first turn has one square).
    type Place = { card: string; index: number; from: { x: number; y: number }; to: { x: number; y: number } };
    let found: Place | null = null;
    for (let n = 0; n < 20 && !found; n++) {
      await h.services.games.whenIdle(saveId);
      const now = sees(h, saveId, 'york');
      if (now.legal.length === 0) {
        await until(() => sees(h, saveId, 'york').legal.length > 0, 'York to act');
        continue;
      }
      now.view.hand.forEach((c, index) => {
        const at = now.legal.flatMap((a) => (a.t === 'place' && a.card === c.card ? [{ x: a.x, y: a.y }] : []));
        // York is player 1 at the bottom: right on his screen is +x.
        const to = at.length ? at.find((q) => q.x === at[0]!.x + 1 && q.y === at[0]!.y) : undefined;
        if (!found && to && index < 9) found = { card: c.card, index, from: at[0]!, to };
      });
      if (!found) {
        const r = h.services.games.submit(saveId, 'york', now.legal[0]!, now.actionCount);
        if (!r.ok) throw new Error(r.error.message);
      }
    }
    if (!found) throw new Error('no card with two squares side by side');
    const { card, index, from, to: target } = found as Place;
    const { view, legal, actionCount } = sees(h, saveId, 'york');
    await caughtUp(page, view.seq);
    await expect.poll(() => page.locator('.keys').textContent()).toContain('Space picks its square');

    // A key that can do nothing says why, in the prompt box (a live region: screen readers read it out).
    const refusal = page.locator('.prompt-box .refusal');
    expect(view.hand.length).toBeLessThan(9);
    await page.keyboard.press('9');
    await expect.poll(() => refusal.textContent()).toBe('Your hand has no card 9.');
    expect(await refusal.evaluate((el) => el.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');
    await page.keyboard.press(' ');
    await expect.poll(() => refusal.textContent()).toBe('Move the frame onto the battlefield with an arrow key first.');
    // The next key clears it, even one that does nothing (Escape, with nothing to cancel).
    await page.keyboard.press('Escape');
    await expect.poll(() => refusal.count()).toBe(0);
    // The card by its number, the frame opened on its first square.
    await page.keyboard.press(String(index + 1));
    await expect.poll(() => refusal.count()).toBe(0);
    await page.keyboard.press('ArrowUp');
    // Space on a square the card may not go to: nothing is picked, and the prompt says so, naming the square.
    const open = (x: number, y: number) =>
      legal.some((a) => a.t === 'place' && a.card === card && a.x === x && a.y === y);
    const wrong = [
      { x: from.x, y: from.y + 1 },
      { x: from.x, y: from.y - 1 },
      { x: from.x - 1, y: from.y },
    ].find((q) => q.x >= 0 && q.x < 7 && q.y >= 0 && q.y < 6 && !open(q.x, q.y));
    if (!wrong) throw new Error('no closed square beside the first');
    const go = async (a: { x: number; y: number }, b: { x: number; y: number }) => {
      // York is player 1 at the bottom: up is +y, right +x.
      for (let i = 0; i < Math.abs(b.x - a.x); i++) await page.keyboard.press(b.x > a.x ? 'ArrowRight' : 'ArrowLeft');
      for (let i = 0; i < Math.abs(b.y - a.y); i++) await page.keyboard.press(b.y > a.y ? 'ArrowUp' : 'ArrowDown');
    };
    await go(from, wrong);
    await page.keyboard.press(' ');
    await expect
      .poll(() => refusal.textContent())
      .toMatch(
        new RegExp(
          ` cannot be placed on ${columnName(wrong.x)}${rowName(wrong.y)}: pick one of the highlighted squares\\.$`,
        ),
      );
    await page.screenshot({ path: `${RESULTS}skirmish-keyboard-refused-square.png` });
    expect(await page.locator('.preview').count()).toBe(0);
    // Then one square to the right of the first: picked, and the refusal is gone.
    await go(wrong, target);
    await page.keyboard.press(' ');
    await expect.poll(() => page.locator('.preview').count()).toBe(1);
    expect(await refusal.count()).toBe(0);
    // Enter on a focused button is that button's: Cancel cancels, it does not play the card.
    await page.getByRole('button', { name: /^Cancel/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.preview').count()).toBe(0);
    expect(sees(h, saveId, 'york').actionCount).toBe(actionCount);
    // The frame stays where it was: the number and Space pick it again.
    await page.keyboard.press(String(index + 1));
    await page.keyboard.press(' ');
    await expect.poll(() => page.locator('.preview').count()).toBe(1);
    await page.screenshot({ path: `${RESULTS}skirmish-keyboard.png` });
    await page.keyboard.press('Enter');
    await until(() => sees(h, saveId, 'york').actionCount > actionCount, 'the placement to reach the host');
    const placed = sees(h, saveId, 'york').view.board.find((u) => u.card === card);
    expect(placed).toMatchObject(target);
    // Reinforcement: D draws the cards, as the button (which shows the key) does.
    await h.services.games.whenIdle(saveId);
    const reinforce = sees(h, saveId, 'york');
    // (A placement leaves the hand a card short: drawing is open.)
    expect(reinforce.legal.some((a) => a.t === 'draw')).toBe(true);
    await caughtUp(page, reinforce.view.seq);
    // No card of the hand is played in reinforcement: its number says so (the host's list has no placement).
    expect(reinforce.legal.some((a) => a.t === 'place')).toBe(false);
    await page.keyboard.press('1');
    await expect
      .poll(() => refusal.textContent())
      .toBe('No card can be played now: cards are played from the hand only in deployment.');
    await page.screenshot({ path: `${RESULTS}skirmish-keyboard-refused-card.png` });
    // A hand card clicked says the same (a play-test clicked a greyed card and was told nothing).
    await page.keyboard.press('Escape');
    await expect.poll(() => refusal.count()).toBe(0);
    await clickAt(page, await handCard(page, reinforce.view.hand[0]!.card), 'the first hand card');
    await expect
      .poll(() => refusal.textContent())
      .toBe('No card can be played now: cards are played from the hand only in deployment.');
    await page.keyboard.press('d');
    await until(() => sees(h, saveId, 'york').actionCount > reinforce.actionCount, 'the draw by D');
    expect(sees(h, saveId, 'york').view.log.some((e) => e.k === 'drew' && e.s === 'york')).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('hides the frame once the mouse is used on the board, until a key is pressed', async () => {
    const { saveId, page, problems } = await openYorkAgainstEasy(h, 'E2E frame and mouse');
    const { view, legal } = sees(h, saveId, 'york');
    await caughtUp(page, view.seq);
    const first = view.hand[0]!.card;
    const at = legal.find((a) => a.t === 'place' && a.card === first);
    if (!at || at.t !== 'place') throw new Error('no square for the first card');
    // The first card by its number, the frame opened on its square (the first turn has one, mid-board).
    await page.keyboard.press('1');
    await page.keyboard.press('ArrowUp');
    const centre = (await square(page, at.x, at.y))!;
    const beside = (await square(page, at.x + 1, at.y))!;
    const cell = Math.abs(beside.x - centre.x);
    // The square with its edge, where the frame is drawn.
    const clip = { x: centre.x - cell / 2 - 4, y: centre.y - cell / 2 - 4, width: cell + 8, height: cell + 8 };
    const framed = await page.screenshot({ clip });

    // The mouse moves over the board, away from that square: the frame goes.
    const canvas = (await page.locator('.skirmish .board-pane canvas').boundingBox())!;
    await page.mouse.move(canvas.x + 6, canvas.y + 6);
    await page.mouse.move(canvas.x + 8, canvas.y + 8);
    await expect.poll(async () => (await page.screenshot({ clip })).equals(framed)).toBe(false);
    await page.screenshot({ path: `${RESULTS}skirmish-frame-hidden.png` });
    // A key shows it again, kept where it was: left and back right, on the same square.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await page.screenshot({ clip })).equals(framed)).toBe(true);
    // A click on the board hides it too.
    await page.mouse.click(canvas.x + 6, canvas.y + 6);
    await expect.poll(async () => (await page.screenshot({ clip })).equals(framed)).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
