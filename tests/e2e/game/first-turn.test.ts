/**
 * Richard III in real Chromium through web mode: a new game against the bot, the whole first game
 * turn played with clicks on the map canvas and the panel (card, a land move, a recruit, end; then
 * any battle and supply choices), the bot's turn seen in the log, then reload → Continue → the
 * same position. The host is the oracle: it says what is legal; the page is only ever clicked.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../../engine/richard-iii/data';
import type { Action } from '../../../renderer/games/richard-iii/model/types';
import {
  clickArea,
  hostView,
  latestSaveId,
  openPage,
  pageCaughtUp,
  RESULTS,
  startHarness,
  until,
  type Harness,
} from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const LAND = new Set<string>(AREAS.filter((a) => a.kind === 'land').map((a) => a.id));

async function clickChoice(page: Page, legal: readonly Action[]): Promise<void> {
  // Prefer the engine's "finish" choices so battles and supply move along.
  const done = page.locator('.choices button', {
    hasText: /^(Done|Fire|.*takes the hits|.*loses a step|Fight the battle.*)$/,
  });
  if (await done.count()) await done.first().click();
  else if (await page.locator('.choices button').count()) await page.locator('.choices button').first().click();
  else throw new Error(`no button for ${JSON.stringify(legal.slice(0, 3))}`);
}

describe('Richard III game screen (web mode)', () => {
  it('plays the first game turn against the bot by mouse, then resumes the same position', async () => {
    const { page, problems } = await openPage(h);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Name (optional)').fill('E2E first turn');
    // These tests play against Easy (New Game offers Normal first): quick answers.
    await page.getByLabel('York: computer strength').selectOption('easy');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen').waitFor();
    await page.waitForFunction(() => !!window.__r3MapProbe);
    // Record whether the "thinking" indicator ever shows while the bot plays.
    await page.evaluate(() => {
      const w = window as unknown as { __sawThinking: boolean };
      w.__sawThinking = false;
      new MutationObserver(() => {
        if (document.querySelector('.bar .thinking')) w.__sawThinking = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const saveId = latestSaveId(h);
    const me = () => hostView(h, saveId, 'lancaster');

    let moved: { block: string; to: string } | null = null;
    let recruited: string | null = null;
    let ended = false;
    for (let guard = 0; !ended && guard < 40; guard++) {
      await until(() => me().legal.length > 0, 'Lancaster to act');
      await pageCaughtUp(page, h, saveId, 'lancaster');
      const { view, legal, actionCount } = me();
      if (view.step === 'mulligan') await page.getByRole('button', { name: 'Keep this hand' }).click();
      else if (view.step === 'mulligan-reply') await page.getByRole('button', { name: 'Keep my hand' }).click();
      else if (view.step === 'card') {
        // The best plain card: enough AP for a move and a recruit.
        const best = [...view.hand].filter((c) => !c.event).sort((a, b) => b.ap - a.ap)[0] ?? view.hand[0]!;
        await page.locator(`.card-button[data-card="${best.card}"]`).click();
      } else if (view.step === 'action') {
        const from = (b: string) => view.blocks.find((x) => x.id === b)?.place ?? '';
        const enemyIn = (a: string) => view.blocks.some((x) => x.place === a && x.side === 'york');
        type Move = Extract<Action, { t: 'move' }>;
        type Recruit = Extract<Action, { t: 'recruit' }>;
        const move: Move | undefined = !moved
          ? legal.find(
              (a): a is Move =>
                a.t === 'move' && a.path.length === 1 && LAND.has(from(a.block)) && !enemyIn(a.path[0]!),
            )
          : undefined;
        const recruit: Recruit | undefined = !recruited
          ? legal.find((a): a is Recruit => a.t === 'recruit')
          : undefined;
        if (move) {
          // Click the area (selects its movable blocks), then the destination.
          await clickArea(page, from(move.block));
          await page
            .getByText(/selected: click a highlighted area/)
            .waitFor({ timeout: 10_000 })
            .catch(async (e: unknown) => {
              await page.screenshot({ path: `${RESULTS}first-turn-failure.png` });
              throw new Error(`no selection after clicking ${from(move.block)} for ${move.block}: ${String(e)}`);
            });
          await clickArea(page, move.path[0]!);
          moved = { block: move.block, to: move.path[0]! };
          await until(
            () => me().view.blocks.find((b) => b.id === move.block)?.place === move.path[0],
            'the move to land',
          );
          continue;
        } else if (recruit && view.action && view.action.ap > 0) {
          await page.locator(`.pool .chip[data-block="${recruit.block}"]`).click();
          await clickArea(page, recruit.to);
          recruited = recruit.block;
          await until(
            () => me().view.blocks.find((b) => b.id === recruit.block)?.place === recruit.to,
            'the recruit to land',
          );
          continue;
        } else {
          await page.getByRole('button', { name: 'End my action phase' }).click();
          // With AP left the screen asks once more.
          const anyway = page.getByRole('button', { name: 'End anyway' });
          await page.waitForTimeout(250);
          if (await anyway.isVisible()) await anyway.click();
          ended = true;
        }
      } else await clickChoice(page, legal);
      await until(() => me().actionCount > actionCount, `the ${view.step} click to be played`);
    }
    expect(moved).not.toBeNull();
    expect(recruited).not.toBeNull();

    // The rest of turn 1: York's actions (if Player 2), battles and supply, until turn 2's cards.
    for (let guard = 0; guard < 200; guard++) {
      const { view, legal, actionCount } = me();
      if (view.turn >= 2 && view.step === 'card' && view.toAct.length === 1 && view.toAct[0] === 'lancaster') break;
      if (legal.length === 0 || (view.step === 'card' && view.turn >= 2)) {
        await new Promise((r) => setTimeout(r, 150));
        continue;
      }
      await pageCaughtUp(page, h, saveId, 'lancaster');
      await clickChoice(page, legal);
      await until(() => me().actionCount > actionCount, `the ${view.step} choice to be played`);
    }
    const after = me().view;
    expect(after.turn).toBe(2);
    // The bot's turn happened and is in the log.
    expect(
      after.log.some(
        (e) => e.s === 'york' && ['activate', 'move', 'sea-move', 'recruit', 'muster', 'plague', 'end'].includes(e.k),
      ),
    ).toBe(true);
    expect(after.blocks.find((b) => b.id === recruited)?.place).not.toBe('pool');
    expect(await page.evaluate(() => (window as unknown as { __sawThinking: boolean }).__sawThinking)).toBe(true);
    await page.getByRole('heading', { name: 'Choose your card' }).waitFor();
    expect(await page.locator('.battle').count()).toBe(0);
    await page.waitForTimeout(800); // let block tweens settle before the picture
    await page.screenshot({ path: `${RESULTS}game-map.png` });

    // Reload, Continue, same position.
    const summary = await page.locator('.game-screen .summary').innerText();
    const lastLog = await page.locator('.log li').last().innerText();
    const count = me().actionCount;
    await page.reload();
    const cont = page.getByRole('button', { name: /^Continue/ });
    await expect.poll(() => cont.isEnabled()).toBe(true);
    await cont.click();
    await page.locator('.game-screen').waitFor();
    await page.getByRole('heading', { name: 'Choose your card' }).waitFor();
    expect(await page.locator('.game-screen .summary').innerText()).toBe(summary);
    expect(await page.locator('.log li').last().innerText()).toBe(lastLog);
    expect(me().actionCount).toBe(count);
    expect(await page.locator('.card-button.playable').count()).toBe(me().view.hand.length);
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);
});
