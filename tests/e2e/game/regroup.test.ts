/**
 * Issue 13, bug 6: the regroup's Done button stood below the fold at 1600×900 and the panel stayed
 * scrolled. A won battle's regroup is prepared on the host (hot-seat, fixed seeds); in the page, at
 * 1600×900 and at 1366×768, Done is in sight without scrolling when the regroup opens, and again
 * after the player has scrolled the panel down to the log and regrouped one block through the
 * battle board (screenshots regroup-<size>.png).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RichardView } from '../../../renderer/games/richard-iii/model/types';
import { describeUi, play } from './driver';
import { hostView, openPage, pageCaughtUp, RESULTS, startHarness, until, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Attacks first, never ends a phase while something else may be done: battles come soon. */
function attackFirst(view: RichardView, legal: readonly Action[], next: () => number): Action {
  const enemy = (area: string) => view.blocks.some((b) => b.place === area && b.side !== view.viewer);
  const attacks = legal.filter(
    (a) => (a.t === 'move' && enemy(a.path[a.path.length - 1]!)) || (a.t === 'sea' && enemy(a.to)),
  );
  if (attacks.length) return attacks[Math.floor(next() * attacks.length)]!;
  const keep = legal.filter(
    (a) => a.t !== 'end' && a.t !== 'done' && !(a.t === 'mulligan' && a.ask) && !(a.t === 'redraw' && a.redraw),
  );
  const pool = keep.length ? keep : legal;
  return pool[Math.floor(next() * pool.length)]!;
}

/** A hot-seat game played on the host up to a regroup with at least two blocks free to regroup. */
function prepareRegroup(): { saveId: string; side: 'lancaster' | 'york' } {
  for (let seed = 1; seed < 60; seed++) {
    const created = h.services.games.create({
      moduleId: 'richard-iii',
      scenario: 'wars-of-the-roses',
      seed,
      name: `Regroup ${seed}`,
      seats: { lancaster: { kind: 'human' }, york: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const saveId = created.value.id;
    const next = rng(seed);
    for (let i = 0; i < 600; i++) {
      const side = hostView(h, saveId, 'lancaster').view.toAct[0];
      if (!side) break;
      const { view, legal, actionCount } = hostView(h, saveId, side);
      if (view.step === 'battle-regroup') {
        const blocks = new Set(legal.flatMap((a) => (a.t === 'regroup' ? [a.block] : [])));
        if (blocks.size >= 2) return { saveId, side };
      }
      const r = h.services.games.submit(saveId, side, attackFirst(view, legal, next), actionCount);
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
