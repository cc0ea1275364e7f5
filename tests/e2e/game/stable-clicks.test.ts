/**
 * Buttons a player clicks through in a row stay under the mouse (Czech play-test): in a battle,
 * once one of two blocks of his with the same letter has acted, the other's buttons are where they
 * were — the acted block's place stays empty, and What happened, which closes once he acts, no
 * longer stands above them on the battle board; in the force pool, a recruited block's slot stays
 * empty until the phase ends, so the next block to recruit has not slid into it. Hot-seat games
 * prepared on the host (both seats human), the choices made by real clicks in the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RichardView } from '../../../renderer/games/richard-iii/model/types';
import {
  hostView,
  openAsSide,
  pageCaughtUp,
  RESULTS,
  startHarness,
  toActionPhase,
  until,
  type Harness,
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
  const enemy = (area: string) => view.blocks.some((b) => b.place === area && b.side !== view.viewer);
  const attacks = legal.filter(
    (a) => (a.t === 'move' && enemy(a.path[a.path.length - 1]!)) || (a.t === 'sea' && enemy(a.to)),
  );
  if (attacks.length) return attacks[Math.floor(next() * attacks.length)]!;
  const keep = legal.filter((a) => a.t !== 'end' && !(a.t === 'mulligan' && a.ask) && !(a.t === 'redraw' && a.redraw));
  const pool = keep.length ? keep : legal;
  return pool[Math.floor(next() * pool.length)]!;
}

/** Plays both sides on the host until a side has two or more blocks to act in a battle turn. */
function prepareTwoToAct(): { saveId: string; side: 'lancaster' | 'york' } {
  for (let seed = 1; seed < 40; seed++) {
    const created = h.services.games.create({
      moduleId: 'richard-iii',
      scenario: 'wars-of-the-roses',
      seed,
      name: `Two to act ${seed}`,
      seats: { lancaster: { kind: 'human' }, york: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const saveId = created.value.id;
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

  it('in the force pool, a recruited block’s slot stays empty: the block after it is still where it was', async () => {
    const created = h.services.games.create({
      moduleId: 'richard-iii',
      scenario: 'wars-of-the-roses',
      seed: 1,
      name: 'Pool slots',
      seats: { lancaster: { kind: 'human' }, york: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const saveId = created.value.id;
    toActionPhase(h, saveId, 'york');
    const { page, problems } = await openAsSide(h, saveId, 'york');
    const ready = page.locator('.pool .chips').first().locator('button.chip');
    /** Recruits the pool block `id` as a player does: its chip, then the first Recruit button. */
    const recruit = async (id: string) => {
      const before = hostView(h, saveId, 'york').actionCount;
      await page.locator(`.pool button.chip[data-block="${id}"]`).click();
      await page
        .locator('.choices button', { hasText: /^Recruit / })
        .first()
        .click();
      await until(() => hostView(h, saveId, 'york').actionCount > before, `the recruit of ${id}`);
      await pageCaughtUp(page, h, saveId, 'york');
    };
    const ids = async () => Promise.all((await ready.all()).map((c) => c.getAttribute('data-block')));
    const pickable = async () =>
      Promise.all(
        (await page.locator('.pool .chips').first().locator('button.chip.pickable').all()).map((c) =>
          c.getAttribute('data-block'),
        ),
      );
    // A first recruit: the phase's news and the Undo button settle above the pool.
    await recruit((await pickable())[0]!);
    // Then one with a block after it in the row, which the player means to recruit next.
    const row = await ids();
    const next = (await pickable()).find((id) => row.indexOf(id) < row.length - 1);
    expect(next, 'a recruitable block with another after it').toBeDefined();
    const after = row[row.length - 1]!;
    const chip = page.locator(`.pool button.chip[data-block="${after}"]`);
    const at = await chip.boundingBox();
    await page.screenshot({ path: `${RESULTS}stable-pool-before.png` });
    await recruit(next!);
    await page.screenshot({ path: `${RESULTS}stable-pool-after.png` });
    expect(await chip.boundingBox(), `${after} after ${next} was recruited`).toEqual(at);
    expect(await page.locator('.pool .chip-slot').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);
});
