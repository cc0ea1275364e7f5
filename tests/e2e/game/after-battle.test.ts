/**
 * After a battle (issue 13), positions prepared on the host (hot-seat, fixed seeds), played in the page:
 * - bug 6: the regroup's Done button stood below the fold at 1600×900 and the panel stayed
 *   scrolled. At 1600×900 and at 1366×768, Done is in sight without scrolling when the regroup
 *   opens, and again after the player has scrolled the panel down to the log and regrouped one
 *   block through the battle board (screenshots regroup-<size>.png);
 * - bug 3: the heir-entry prompt said "click a highlighted area" while the finished battle's board
 *   still covered the map. The player's last regroup ends the battle phase and an heir of his comes
 *   of age: the board gives way to the map, where a click on a highlighted area enters the heir
 *   (screenshot heir-after-battle.png).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../../renderer/games/richard-iii/model/types';
import { rng } from '../../ui/fixtures';
import { describeUi, play } from './driver';
import {
  areaScreenPoint,
  clickArea,
  hostView,
  openPage,
  pageCaughtUp,
  RESULTS,
  startHarness,
  until,
  type Harness,
  createGame,
  attackFirst,
} from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

/** A hot-seat game played on the host up to a regroup with at least two blocks free to regroup. */
function prepareRegroup(): { saveId: string; side: 'lancaster' | 'york' } {
  for (let seed = 1; seed < 60; seed++) {
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed, name: `Regroup ${seed}` });
    const next = rng(seed);
    for (let i = 0; i < 600; i++) {
      const side = hostView(h, saveId, 'lancaster').view.toAct[0];
      if (!side) break;
      const { view, legal, actionCount } = hostView(h, saveId, side);
      if (view.step === 'battle-regroup') {
        const blocks = new Set(legal.flatMap((a) => (a.t === 'regroup' ? [a.block] : [])));
        if (blocks.size >= 2) return { saveId, side };
      }
      const r = h.services.games.submit(saveId, side, attackFirst(view, legal, next, { noDone: true }), actionCount);
      if (!r.ok) throw new Error(r.error.message);
    }
    h.services.games.close(saveId);
  }
  throw new Error('no regroup of two blocks came up');
}

/** Whether Done stands wholly inside the window and inside the side panel's visible part. */
async function doneInSight(page: Page): Promise<{ inSight: boolean; where: string }> {
  return page.evaluate(() => {
    const done = [...document.querySelectorAll<HTMLButtonElement>('.prompt-box .choices button')].find(
      (b) => b.innerText.trim() === 'Done',
    );
    const panel = document.querySelector('.side-pane');
    if (!done || !panel) return { inSight: false, where: done ? 'no panel' : 'no Done button' };
    const d = done.getBoundingClientRect();
    const p = panel.getBoundingClientRect();
    const inSight =
      d.top >= Math.max(0, p.top) &&
      d.bottom <= Math.min(window.innerHeight, p.bottom) &&
      d.left >= p.left &&
      d.right <= p.right;
    return { inSight, where: `Done ${d.top}–${d.bottom}, panel ${p.top}–${p.bottom} (scrolled ${panel.scrollTop})` };
  });
}

describe('regroup (web mode, hot-seat)', () => {
  it.each([
    [1600, 900],
    [1366, 768],
  ])(
    '%ix%i: Done is in sight when the regroup opens, and again after a block regrouped with the panel scrolled down',
    async (width, height) => {
      const { saveId, side } = prepareRegroup();
      const label = side === 'lancaster' ? 'Lancaster' : 'York';
      const { page, problems } = await openPage(h, { width, height });
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: `I am ${label} — show my view` }).click();
      await page.locator('.game-screen .prompt-box.mine').waitFor();
      await pageCaughtUp(page, h, saveId, side);
      expect(await page.locator('.prompt-box .prompt').innerText()).toBe('Victory! Regroup');
      await page.locator('.prompt-box .choices button', { hasText: /^Done$/ }).waitFor();
      const opened = await doneInSight(page);
      expect(opened.inSight, opened.where).toBe(true);
      await page.screenshot({ path: `${RESULTS}regroup-${width}x${height}.png` });

      // The player reads the log at the panel's foot, then regroups one block through the board.
      await page.locator('.side-pane').evaluate((el) => (el.scrollTop = el.scrollHeight));
      const { view, legal, actionCount } = hostView(h, saveId, side);
      const first = legal.find((a) => a.t === 'regroup')!;
      await play(page, view, first, { wholeGroup: false, preferMap: true });
      await until(() => hostView(h, saveId, side).actionCount > actionCount, 'the regroup to be played');
      const after = hostView(h, saveId, side).view;
      expect(after.step, await describeUi(page)).toBe('battle-regroup');
      await pageCaughtUp(page, h, saveId, side);
      await page.locator('.prompt-box .choices button', { hasText: /^Done$/ }).waitFor();
      const again = await doneInSight(page);
      expect(again.inSight, again.where).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    },
    180_000,
  );
});

/**
 * A hot-seat game played on the host to the last regroup before an heir of the regrouping side comes
 * of age (a first pass finds it, a second replays the same actions up to it): that regroup is left
 * for the page.
 */
function prepareHeirAfterBattle(): { saveId: string; side: 'lancaster' | 'york'; last: Action } {
  const seats = { lancaster: { kind: 'human' }, york: { kind: 'human' } } as const;
  for (let seed = 1; seed < 60; seed++) {
    const created = h.services.games.create({ moduleId: 'richard-iii', scenario: 'wars-of-the-roses', seed, seats });
    if (!created.ok) throw new Error(created.error.message);
    const probe = created.value.id;
    const next = rng(seed);
    const played: Action[] = [];
    let found: { side: 'lancaster' | 'york'; at: number } | null = null;
    for (let i = 0; i < 600 && !found; i++) {
      const side = hostView(h, probe, 'lancaster').view.toAct[0];
      if (!side) break;
      const { view, legal, actionCount } = hostView(h, probe, side);
      const a = attackFirst(view, legal, next, { noDone: true });
      const r = h.services.games.submit(probe, side, a, actionCount);
      if (!r.ok) throw new Error(r.error.message);
      played.push(a);
      const now = hostView(h, probe, side).view;
      if (view.step === 'battle-regroup' && now.step === 'supply-heir' && now.toAct[0] === side)
        found = { side, at: played.length - 1 };
    }
    h.services.games.close(probe);
    if (!found) continue;
    const again = h.services.games.create({
      moduleId: 'richard-iii',
      scenario: 'wars-of-the-roses',
      seed,
      name: `Heir ${seed}`,
      seats,
    });
    if (!again.ok) throw new Error(again.error.message);
    const saveId = again.value.id;
    for (const a of played.slice(0, found.at)) {
      const side = hostView(h, saveId, 'lancaster').view.toAct[0]!;
      const r = h.services.games.submit(saveId, side, a, hostView(h, saveId, side).actionCount);
      if (!r.ok) throw new Error(r.error.message);
    }
    return { saveId, side: found.side, last: played[found.at]! };
  }
  throw new Error('no heir came of age right after a regroup');
}

describe('an heir coming of age after a battle (web mode, hot-seat)', () => {
  it('the finished battle board gives way to the map, where the heir is entered by a click', async () => {
    const { saveId, side, last } = prepareHeirAfterBattle();
    const label = side === 'lancaster' ? 'Lancaster' : 'York';
    const { page, problems } = await openPage(h, { width: 1600, height: 900 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: `I am ${label} — show my view` }).click();
    await page.locator('.game-screen .prompt-box.mine').waitFor();
    await pageCaughtUp(page, h, saveId, side);
    // The battle is on the board; the player makes his last regroup there.
    await page.locator('.battle canvas').waitFor();
    const { view, actionCount } = hostView(h, saveId, side);
    expect(view.step).toBe('battle-regroup');
    await play(page, view, last, { wholeGroup: false, preferMap: true });
    await until(() => hostView(h, saveId, side).actionCount > actionCount, 'the last regroup to be played');
    await pageCaughtUp(page, h, saveId, side);
    const heir = hostView(h, saveId, side);
    expect(heir.view.step).toBe('supply-heir');
    expect(await page.locator('.prompt-box .prompt').innerText()).toBe('An heir comes of age');
    expect(await page.locator('.prompt-box .hint').innerText()).toMatch(/^Click a highlighted area/);
    // What the prompt asks is on screen: the map, not the finished battle's board.
    expect(await page.locator('.battle').count(), await describeUi(page)).toBe(0);
    await page.screenshot({ path: `${RESULTS}heir-after-battle.png` });
    const enter = heir.legal.find((a) => a.t === 'heir-enter');
    if (!enter || enter.t !== 'heir-enter') throw new Error('no heir to enter');
    await page.waitForFunction(() => window.__r3MapProbe?.settled() === true);
    expect(await areaScreenPoint(page, enter.to)).not.toBeNull();
    await clickArea(page, enter.to);
    await until(() => hostView(h, saveId, side).actionCount > heir.actionCount, 'the heir to enter');
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
