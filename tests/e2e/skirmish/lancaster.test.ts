/**
 * The card battle from the other chair, in real Chromium through web mode: from the main menu the
 * player picks Skirmish, takes Lancaster and leaves York to the computer, then plays by mouse until
 * the computer has answered several times. The page says which side he plays, shows Lancaster's
 * hand and never York's, and each of the computer's turns reaches the board, the log and the
 * "last turn" panel. The host is the oracle; the page is only ever clicked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardId } from '../../../engine/skirmish/actions';
import { latestSaveId, openPage, RESULTS, startHarness, until, type Harness } from '../game/harness';
import { caughtUp, choose, handCard, playByMouse, sees } from './helpers';

/** Computer turns to watch: enough to see it answer placements, draws and its own eliminations. */
const BOT_TURNS = 5;

let h: Harness;
beforeAll(async () => {
  h = await startHarness(60);
});
afterAll(async () => {
  await h?.close();
});

describe('the card battle as Lancaster (web mode)', () => {
  it('picks Skirmish and Lancaster against the computer from the menu and plays by mouse while the computer answers', async () => {
    // Units appear at once: the animations are the York test's; this one watches the turns go round.
    expect(h.services.saves.updateSettings({ animations: false }).ok).toBe(true);
    const { page, problems } = await openPage(h, { width: 1040, height: 720 });
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('input[name="game"][value="skirmish"]').check();
    await page.getByLabel('Name (optional)').fill('E2E Lancaster');
    // The first side (York) defaults to the player: the player takes the other chair.
    await page.locator('input[name="seat-lancaster"][value="human"]').check();
    await page.locator('input[name="seat-york"][value="bot"]').check();
    expect(await page.getByLabel('Lancaster: computer strength').count()).toBe(0);
    await page.getByLabel('York: computer strength').selectOption('easy');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen.skirmish').waitFor();
    await page.waitForFunction(() => !!window.__skirmishProbe);
    const saveId = latestSaveId(h);
    const lancaster = () => sees(h, saveId, 'lancaster');
    // The host refuses York's view to anyone while the computer holds it; every York card is one of these.
    expect(h.services.games.view(saveId, 'york').ok).toBe(false);
    const yorkCards = Array.from({ length: 36 }, (_, i) => cardId(i));
    const yorkInHand = () => page.evaluate((cs) => cs.filter((c) => !!window.__skirmishProbe?.handPoint(c)), yorkCards);

    // The seats the host keeps: York is the computer's, Lancaster the player's; no hot-seat cover.
    const opened = h.services.games.view(saveId, 'lancaster');
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.seats).toEqual({ york: { kind: 'bot', level: 'easy' }, lancaster: { kind: 'human' } });
    expect(await page.locator('.hand-over').count()).toBe(0);
    // The side shown is the player's.
    await page.getByText('You play Lancaster').waitFor();
    expect(await page.locator('b.side.side-lancaster', { hasText: 'You play Lancaster' }).count()).toBe(1);

    let botTurns = 0;
    let played = 0;
    let shot = false;
    /** The action count right after the player's last action: more since then are the computer's. */
    let afterMine = 0;
    let yorkLinesBefore = 0;
    const yorkLines = () => page.locator('.log li.side-york').count();
    for (let guard = 0; guard < 200 && botTurns < BOT_TURNS; guard++) {
      await until(() => lancaster().legal.length > 0 || lancaster().view.outcome !== null, 'Lancaster to act', 60_000);
      const { view, legal, actionCount } = lancaster();
      if (view.outcome) break;
      await caughtUp(page, view.seq);

      // The hand drawn at the bottom is Lancaster's, every card of it; none of York's is.
      expect(view.hand.length).toBeGreaterThan(0);
      for (const c of view.hand) {
        expect(c.card.startsWith('l')).toBe(true);
        expect(await handCard(page, c.card)).not.toBeNull();
      }
      expect(await yorkInHand()).toEqual([]);

      if (played > 0 && actionCount > afterMine) {
        // The computer moved since the player's last action: its turn is in the log and in the
        // "last turn" panel...
        botTurns++;
        expect(await yorkLines()).toBeGreaterThan(yorkLinesBefore);
        expect(await page.locator('.last-turn .what-happened li').count()).toBeGreaterThan(0);
        // ...and in the host's log York's latest turn holds a placement or a draw of its own.
        const turnStart = view.log.map((e) => e.k === 'turn' && e.s === 'york').lastIndexOf(true);
        const yorkMoves = view.log
          .slice(turnStart)
          .filter((e) => e.s === 'york' && (e.k === 'placed' || e.k === 'drew'));
        expect(turnStart).toBeGreaterThanOrEqual(0);
        expect(yorkMoves.length).toBeGreaterThan(0);
        if (botTurns === 2) {
          // Watching their turn starts before their first move, from the label or from ▶.
          const panel = page.locator('.last-turn');
          await panel.getByRole('button', { name: 'Show their last turn' }).click();
          const where = async () => (await panel.locator('.where').textContent())?.trim();
          await expect.poll(where).toBe('Before their turn');
          // The keys go on from ▶ (the button pressed gave way to the position's name).
          await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('▶');
          await page.keyboard.press('Enter');
          await expect.poll(where).toMatch(/^Step 1 of \d+$/);
          await panel.getByRole('button', { name: 'Back to the battle' }).click();
          await panel.getByRole('button', { name: '▶' }).click();
          await expect.poll(where).toBe('Before their turn');
          await panel.getByRole('button', { name: 'Back to the battle' }).click();
        }
      }
      yorkLinesBefore = await yorkLines();

      const action = choose(view, legal);
      if (!shot && botTurns >= 3 && action.t === 'place') {
        // A player's picture: Lancaster's hand, York's answers on the board, a placement previewed.
        await playByMouse(page, view, action, true, async () => {
          await page.screenshot({ path: `${RESULTS}skirmish-lancaster.png` });
          shot = true;
        });
      } else await playByMouse(page, view, action, played % 2 === 1);
      played++;
      // A click is played at once, but on a loaded two-core machine (CI beside other work) the page
      // can take longer than 20 s to draw and answer; a lost click still fails here, a minute later.
      await until(() => lancaster().actionCount > actionCount, `Lancaster's ${action.t} to be played`, 60_000);
      afterMine = actionCount + 1;
    }
    expect(botTurns).toBeGreaterThanOrEqual(BOT_TURNS);
    expect(shot).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
