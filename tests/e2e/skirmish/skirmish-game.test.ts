/**
 * The card battle in real Chromium through web mode: from the main menu the player picks Skirmish,
 * York against the computer, and plays a whole battle to its result by mouse on the board canvas
 * (a hand card, a square whose preview the panel shows, the square again or Confirm; archers,
 * berserkers, draw and recall the same way), quitting to the menu mid-game and resuming exactly.
 * The host is the oracle: it says what is legal and what each choice would eliminate; the page is
 * only ever clicked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSaveId, openPage, RESULTS, startHarness, until, type Harness } from '../game/harness';
import { caughtUp, choose, clickAt, handCard, playByMouse, sees, square } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(60);
});
afterAll(async () => {
  await h?.close();
});

const yorkSees = (saveId: string) => sees(h, saveId, 'york');

describe('the card battle (web mode)', () => {
  it('picks Skirmish from the menu, plays York against the computer to a result by mouse, and resumes exactly after quitting', async () => {
    const { page, problems } = await openPage(h, { width: 1040, height: 720 });
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('input[name="game"][value="skirmish"]').check();
    await page.getByLabel('Name (optional)').fill('E2E card battle');
    // York (the first side) is the player; Lancaster the computer, at Easy.
    const level = page.getByLabel('Lancaster: computer strength');
    const levels = await level.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    // Easy once the card battle's bots are registered; until then the only level it offers.
    await level.selectOption(levels.includes('easy') ? 'easy' : levels[0]!);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen.skirmish').waitFor();
    await page.waitForFunction(() => !!window.__skirmishProbe);
    const saveId = latestSaveId(h);
    const york = () => yorkSees(saveId);

    let resumed = false;
    let shots = 0;
    let played = 0;
    for (let guard = 0; guard < 600 && !york().view.outcome; guard++) {
      await until(() => york().legal.length > 0 || york().view.outcome !== null, 'York to act', 60_000);
      if (york().view.outcome) break;
      const { view, legal, actionCount } = york();
      await caughtUp(page, view.seq);

      if (!resumed && view.turn >= 7 && view.phase === 'place') {
        // Quit to the menu mid-game, leave the page, come back: Continue opens the same position.
        // The battle so far played with animations on; after the resume they are off (the screen
        // reads the setting when it opens), which also keeps this long test short.
        const set = h.services.saves.updateSettings({ animations: false });
        expect(set.ok).toBe(true);
        const summary = await page.locator('.game-screen .summary').innerText();
        const lastLog = await page.locator('.log li').last().innerText();
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: /^Continue/ }).waitFor();
        await page.reload();
        const cont = page.getByRole('button', { name: /^Continue/ });
        await expect.poll(() => cont.isEnabled()).toBe(true);
        await cont.click();
        await page.locator('.game-screen.skirmish').waitFor();
        await caughtUp(page, view.seq);
        expect(await page.locator('.game-screen .summary').innerText()).toBe(summary);
        expect(await page.locator('.log li').last().innerText()).toBe(lastLog);
        expect(york().actionCount).toBe(actionCount);
        expect(york().view.hand).toEqual(view.hand);
        // Every card of the hand is where the probe says, on the canvas.
        for (const c of view.hand) expect(await handCard(page, c.card)).not.toBeNull();
        resumed = true;
      }

      const action = choose(view, legal);
      if (action.t === 'place' && shots < 2 && view.turn >= 5) {
        // A picture of a preview: the card picked, its square chosen, before confirming.
        await clickAt(page, await handCard(page, action.card), 'hand card');
        await clickAt(page, await square(page, action.x, action.y), 'square');
        await page.locator('.preview').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${RESULTS}skirmish-preview-${shots++}.png` });
        await page.getByRole('button', { name: /^Confirm/ }).click();
      } else await playByMouse(page, view, action, played % 2 === 1);
      played++;
      // A click is played at once, but on a loaded two-core machine (CI beside other work) the page
      // can take longer than 20 s to draw and answer; a lost click still fails here, a minute later.
      await until(() => york().actionCount > actionCount, `York's ${action.t} to be played`, 60_000);
    }

    const end = york().view;
    expect(end.outcome).not.toBeNull();
    expect(resumed).toBe(true);
    await page.locator('.outcome[role="dialog"]').waitFor();
    const title = await page.locator('#outcome-title').innerText();
    expect(title).toMatch(
      end.outcome!.winner === 'york' ? /York wins/ : end.outcome!.winner ? /Lancaster wins/ : /draw/i,
    );
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${RESULTS}skirmish-end.png` });
    await page.getByRole('button', { name: 'Look at the board' }).click();
    await page.screenshot({ path: `${RESULTS}skirmish-board-end.png` });
    expect(problems).toEqual([]);
    await page.close();
  }, 900_000);

  it('hot-seat: a placement can be undone, and the hand-over hides one hand before the other is shown', async () => {
    const { page, problems } = await openPage(h, { width: 1000, height: 700 });
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('input[name="game"][value="skirmish"]').check();
    await page.locator('input[name="seat-lancaster"][value="human"]').check();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen.skirmish').waitFor();
    await page.waitForFunction(() => !!window.__skirmishProbe);
    const saveId = latestSaveId(h);
    const seen = (side: 'york' | 'lancaster') => sees(h, saveId, side);
    // Player 1 is drawn by lot; the screen opens for him, the one to act.
    const p1 = seen('york').view.first;
    const p2 = p1 === 'york' ? 'lancaster' : 'york';
    const iAm = (side: string) => new RegExp(`^I am ${side === 'york' ? 'York' : 'Lancaster'}`);
    // A hot-seat game opens covered: nothing private until player 1 says he is at the screen.
    await page.locator('.hand-over').waitFor();
    for (const c of seen(p1).view.hand) expect(await handCard(page, c.card)).toBeNull();
    await page.getByRole('button', { name: iAm(p1) }).click();
    await page.locator('.hand-over').waitFor({ state: 'detached' });
    const first = seen(p1);
    await page.waitForFunction((c) => !!window.__skirmishProbe?.handPoint(c), first.view.hand[0]!.card);
    // A hand card's tooltip opens above it, read whole, not under the window's bottom edge.
    const card = (await handCard(page, first.view.hand[0]!.card))!;
    await page.mouse.move(card.x, card.y);
    const tip = page.locator('.game-screen.skirmish [role="tooltip"]');
    await tip.waitFor();
    const box = (await tip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'the tooltip ends inside the window').toBeLessThanOrEqual(700);
    expect(box.y + box.height, 'and above the card under the pointer').toBeLessThanOrEqual(card.y);
    await page.mouse.move(5, 5);
    const opening = first.legal.find((a) => a.t === 'place')!;
    await playByMouse(page, first.view, opening, false);
    await until(() => seen(p1).actionCount > first.actionCount, 'the opening placement');
    // Taken back: the card is in the hand again, the square empty.
    await caughtUp(page, seen(p1).view.seq);
    await page.getByRole('button', { name: /Undo last move/ }).click();
    await until(() => seen(p1).actionCount === first.actionCount && seen(p1).view.board.length === 0, 'the undo');
    await caughtUp(page, first.view.seq);
    await playByMouse(page, seen(p1).view, opening, true);
    await until(() => seen(p1).view.phase === 'reinforce', 'the placement again');
    await caughtUp(page, seen(p1).view.seq);
    await page.getByRole('button', { name: 'Draw cards' }).click();
    await until(() => seen(p1).view.toAct[0] === p2, "player 2's turn");
    // Covered: no hand of either side is drawn until player 2 says he is at the screen.
    await page.locator('.hand-over').waitFor();
    const hand1 = seen(p1).view.hand.map((c) => c.card);
    const hand2 = seen(p2).view.hand.map((c) => c.card);
    for (const c of [...hand1, ...hand2]) expect(await handCard(page, c)).toBeNull();
    await page.getByRole('button', { name: iAm(p2) }).click();
    await page.locator('.hand-over').waitFor({ state: 'detached' });
    await page.waitForFunction((c) => !!window.__skirmishProbe?.handPoint(c), hand2[0]!);
    for (const c of hand1) expect(await handCard(page, c)).toBeNull();
    for (const c of hand2) expect(await handCard(page, c)).not.toBeNull();
    await page.screenshot({ path: `${RESULTS}skirmish-hot-seat.png` });
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
