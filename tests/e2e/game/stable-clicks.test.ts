/**
 * Buttons a player clicks through in a row stay under the mouse (Czech play-test): in a battle,
 * once one of two blocks of his with the same letter has acted, the other's buttons are where they
 * were — the acted block's place stays empty, and What happened, which closes once he acts, no
 * longer stands above them on the battle board; in the force pool, a recruited block's slot stays
 * empty until the phase ends, so the next block to recruit has not slid into it, and nothing above
 * the pool moves it through the phase (What happened closing after its first action, a pick's
 * Recruit buttons coming and going, Undo). Hot-seat games
 * prepared on the host (both seats human), the choices made by real clicks in the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RichardView } from '../../../renderer/games/richard-iii/model/types';
import {
  clickArea,
  hostView,
  openAsSide,
  pageCaughtUp,
  RESULTS,
  startHarness,
  toActionPhase,
  until,
  type Harness,
  createGame,
  attackFirst,
} from './harness';
import { rng } from '../../ui/fixtures';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Attacks when it can (to bring battles), else any choice but asking for new cards; in a battle, fire. */
function pick(view: RichardView, legal: readonly Action[], next: () => number): Action {
  const inBattle = legal.find((a) => a.t === 'fire' || a.t === 'no-treason' || a.t === 'battle' || a.t === 'take-hits');
  if (inBattle) return inBattle;
  return attackFirst(view, legal, next);
}

/** Plays both sides on the host until a side has two or more blocks to act in a battle turn. */
function prepareTwoToAct(): { saveId: string; side: 'lancaster' | 'york' } {
  for (let seed = 1; seed < 40; seed++) {
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed, name: `Two to act ${seed}` });
    const next = rng(seed);
    for (let i = 0; i < 600; i++) {
      const side = hostView(h, saveId, 'lancaster').view.toAct[0];
      if (!side) break;
      const { view, legal, actionCount } = hostView(h, saveId, side);
      const b = view.battle;
      if (view.step === 'battle-turn' && b && b.toAct === side && b.acting.length > 1) return { saveId, side };
      const r = h.services.games.submit(saveId, side, pick(view, legal, next), actionCount);
      if (!r.ok) throw new Error(r.error.message);
    }
    h.services.games.close(saveId);
  }
  throw new Error('no battle turn with two blocks to act came up');
}

describe('buttons clicked in a row stay under the mouse', () => {
  it('in a battle, the next block’s buttons stay where they were once the first has acted', async () => {
    const { saveId, side } = prepareTwoToAct();
    const { page, problems } = await openAsSide(h, saveId, side);
    await page.locator('.battle canvas').waitFor();
    const before = hostView(h, saveId, side);
    const groups = page.locator('.choices .block-group');
    await expect.poll(() => groups.count()).toBe(before.view.battle!.acting.length);
    // The second block's Pass, where the player sees it before the first block acts.
    const secondPass = groups.nth(1).getByRole('button', { name: 'Pass', exact: true });
    const at = await secondPass.boundingBox();
    await page.screenshot({ path: `${RESULTS}stable-clicks-before.png` });
    // The first block passes (a real click on its own button).
    await groups.nth(0).getByRole('button', { name: 'Pass', exact: true }).click();
    await until(() => hostView(h, saveId, side).actionCount > before.actionCount, 'the pass to be played');
    await pageCaughtUp(page, h, saveId, side);
    expect(hostView(h, saveId, side).view.battle!.acting.length).toBe(before.view.battle!.acting.length - 1);
    const pass = page.locator('.choices .block-group:not(.gone)').getByRole('button', { name: 'Pass', exact: true });
    await expect.poll(() => pass.count()).toBe(1);
    const moved = await pass.boundingBox();
    await page.screenshot({ path: `${RESULTS}stable-clicks-after.png` });
    expect(moved, 'the second block’s Pass').toEqual(at);
    // The first block's place is kept, empty and inert: no button there for a click, a key or a test
    // looking for the next "Fire" to find, and nothing drawn in it.
    const gone = page.locator('.choices .block-group.gone');
    expect(await gone.count()).toBe(1);
    expect(await gone.locator('button').count()).toBe(0);
    expect(await gone.locator('.row').evaluate((e) => getComputedStyle(e).visibility)).toBe('hidden');
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);

  it('in the force pool, the blocks stay under the mouse through a phase of picks and recruits, from its first action', async () => {
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed: 1, name: 'Pool slots' });
    toActionPhase(h, saveId, 'york');
    // The play-test's screen: the side pane taller than the window, scrolled down to the pool.
    const { page, problems } = await openAsSide(h, saveId, 'york', { width: 1366, height: 768 });
    await page.locator('.pool').evaluate((e) => e.scrollIntoView({ block: 'end' }));
    // (The picked block is raised 2px to show the pick: the others are the ones a click aims at.)
    const chips = page.locator('.pool .chips').first().locator('button.chip:not(.selected)');
    /** Where each block of the pool's first row of chips is on the screen. */
    const where = async () =>
      Object.fromEntries(
        await Promise.all(
          (await chips.all()).map(async (c) => [await c.getAttribute('data-block'), await c.boundingBox()] as const),
        ),
      );
    /** The pool's recruitable blocks and where each may go, as the host has them. */
    const recruits = () =>
      hostView(h, saveId, 'york').legal.flatMap((a) => (a.t === 'recruit' ? [{ block: a.block, to: a.to }] : []));
    /** Each block still in the pool is where it was before (`at`); `what` says after what. */
    const unmoved = async (at: Record<string, unknown>, what: string) => {
      const now = await where();
      for (const [id, box] of Object.entries(now)) if (id in at) expect(box, `${id} after ${what}`).toEqual(at[id]);
    };
    /** Picks a block in the pool, then clicks where it goes on the map, as a player does. */
    const recruit = async (r: { block: string; to: string }) => {
      const before = hostView(h, saveId, 'york').actionCount;
      await page.locator(`.pool button.chip[data-block="${r.block}"]`).click();
      await clickArea(page, r.to);
      await until(() => hostView(h, saveId, 'york').actionCount > before, `the recruit of ${r.block}`);
      await pageCaughtUp(page, h, saveId, 'york');
    };
    // What happened (Lancaster's action phase) stands above the prompt until York's first action.
    expect(await page.locator('.what-happened').count()).toBe(1);
    const at = await where();
    await page.screenshot({ path: `${RESULTS}stable-pool-start.png` });

    // A pick adds its Recruit buttons to the prompt above the pool; the pool stays.
    const first = recruits()[0]!;
    await page.locator(`.pool button.chip[data-block="${first.block}"]`).click();
    await unmoved(at, `picking ${first.block}`);
    // The pick's buttons are in sight, just above the pool.
    const button = page.locator('.choices button', { hasText: /^Recruit / }).first();
    expect(await button.evaluate((b) => b.getBoundingClientRect().top > 44)).toBe(true);
    await page.screenshot({ path: `${RESULTS}stable-pool-picked.png` });
    // The phase's first recruit: What happened closes, Undo comes; the pool stays.
    await clickArea(page, first.to);
    await until(
      () => hostView(h, saveId, 'york').actionCount > 0 && recruits().every((r) => r.block !== first.block),
      'the first recruit',
    );
    await pageCaughtUp(page, h, saveId, 'york');
    expect(await page.locator('.what-happened').count()).toBe(0);
    await unmoved(at, `recruiting ${first.block}`);
    await page.screenshot({ path: `${RESULTS}stable-pool-after.png` });
    expect(await page.locator('.pool .chip-slot').count()).toBe(1);

    // A pick, then another block picked instead (the player changed his mind), then its recruit.
    const [second, third] = [...new Map(recruits().map((r) => [r.block, r] as const)).values()];
    await page.locator(`.pool button.chip[data-block="${second!.block}"]`).click();
    await page.locator(`.pool button.chip[data-block="${third!.block}"]`).click();
    await expect.poll(() => page.locator('.pool button.chip.selected').getAttribute('data-block')).toBe(third!.block);
    await unmoved(at, `picking ${second!.block}, then ${third!.block}`);
    await clickArea(page, third!.to);
    await until(() => recruits().every((r) => r.block !== third!.block), `the recruit of ${third!.block}`);
    await pageCaughtUp(page, h, saveId, 'york');
    await unmoved(at, `recruiting ${third!.block}`);
    await recruit(second!);
    await unmoved(at, `recruiting ${second!.block}`);
    await page.screenshot({ path: `${RESULTS}stable-pool-end.png` });
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);
});
