/**
 * Undo and the "resolve the obvious" setting through the real page: a land move made by clicks is
 * taken back with the Undo button, another with Ctrl+Z, the host's log shrinks each time, and the
 * button goes once nothing more may be taken back. The setting is switched in the Settings screen
 * and read back by the host. A group moved by one click comes back whole with one Undo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../../engine/richard-iii/data';
import type { Action } from '../../../renderer/games/richard-iii/model/types';
import {
  clickArea,
  hostView,
  latestSaveId,
  openPage,
  pageCaughtUp,
  startHarness,
  until,
  type Harness,
} from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

const LAND = new Set<string>(AREAS.filter((a) => a.kind === 'land').map((a) => a.id));
type Move = Extract<Action, { t: 'move' }>;

describe('undo and settings (web mode)', () => {
  it('takes back land moves with the Undo button and Ctrl+Z', async () => {
    const { page, problems } = await openPage(h);
    // The setting first: switched on in Settings, stored by the host, switched off again.
    await page.getByRole('button', { name: 'Settings' }).click();
    const auto = page.getByLabel(/Resolve the obvious automatically/);
    await auto.check();
    await until(() => h.services.saves.settings().autoResolve, 'the setting to be stored');
    await auto.uncheck();
    await until(() => !h.services.saves.settings().autoResolve, 'the setting to be cleared');
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: 'New game' }).click();
    // These tests play against Easy (New Game offers Normal first): quick answers.
    await page.getByLabel('York: computer strength').selectOption('easy');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.game-screen').waitFor();
    await page.waitForFunction(() => !!window.__r3MapProbe);
    const saveId = latestSaveId(h);
    const me = () => hostView(h, saveId, 'lancaster');
    const undoButton = page.getByRole('button', { name: /Undo last move/ });

    // Through the mulligan and card to Lancaster's action phase.
    for (let guard = 0; guard < 40 && me().view.step !== 'action'; guard++) {
      await until(() => me().legal.length > 0, 'Lancaster to act');
      await pageCaughtUp(page, h, saveId, 'lancaster');
      const { view, actionCount } = me();
      if (view.step === 'mulligan') await page.getByRole('button', { name: 'Keep this hand' }).click();
      else if (view.step === 'mulligan-reply') await page.getByRole('button', { name: 'Keep my hand' }).click();
      else if (view.step === 'action')
        break; // reached between the loop's check and here
      else if (view.step === 'card') {
        const best = [...view.hand].filter((c) => !c.event).sort((a, b) => b.ap - a.ap)[0] ?? view.hand[0]!;
        await page.locator(`.card-button[data-card="${best.card}"]`).click();
      } else throw new Error(`unexpected step ${view.step} before the action phase`);
      await until(() => me().actionCount > actionCount || me().view.step === 'action', `the ${view.step} click`);
    }
    await until(() => me().view.step === 'action' && me().legal.length > 0, "Lancaster's action phase");
    await pageCaughtUp(page, h, saveId, 'lancaster');
    expect(await undoButton.count()).toBe(0); // the card stays played

    const start = me();
    const placeOf = (b: string) => me().view.blocks.find((x) => x.id === b)?.place;
    const enemyIn = (a: string) => start.view.blocks.some((x) => x.place === a && x.side === 'york');
    const moves = start.legal.filter(
      (a): a is Move =>
        a.t === 'move' && a.path.length === 1 && LAND.has(placeOf(a.block) ?? '') && !enemyIn(a.path[0]!),
    );
    const move = moves[0];
    if (!move) throw new Error('no plain land move in the first action phase');
    const from = placeOf(move.block)!;

    const clickMove = async (m: Move, origin: string) => {
      const count = me().actionCount;
      await clickArea(page, origin);
      await page.getByText(/selected: click a highlighted area/).waitFor();
      await clickArea(page, m.path[0]!);
      await until(() => me().actionCount > count, 'the move to be played');
      await pageCaughtUp(page, h, saveId, 'lancaster');
    };

    // Move, undo with the button: the block is home again and the log is one shorter.
    await clickMove(move, from);
    expect(placeOf(move.block)).not.toBe(from);
    await undoButton.click();
    await until(() => me().actionCount === start.actionCount, 'the undo');
    expect(placeOf(move.block)).toBe(from);
    expect(me().view.action?.ap).toBe(start.view.action?.ap);
    await page.waitForFunction(
      (n) => Number(document.querySelector('.game-screen')?.getAttribute('data-seq')) === n,
      start.view.seq,
    );
    expect(await undoButton.count()).toBe(0);

    // Move again, undo with Ctrl+Z.
    await clickMove(move, from);
    await undoButton.waitFor();
    await page.keyboard.press('Control+z');
    await until(() => me().actionCount === start.actionCount, 'the Ctrl+Z undo');
    expect(placeOf(move.block)).toBe(from);
    expect(me().legal).toEqual(start.legal);

    // The saved game agrees after a reload.
    await page.reload();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.locator('.game-screen').waitFor();
    await pageCaughtUp(page, h, saveId, 'lancaster');
    expect(Number(await page.locator('.game-screen').getAttribute('data-seq'))).toBe(start.view.seq);

    // A group moved by one click (one action per block) comes back whole with one Undo.
    const groupFrom = [...new Set(moves.map((m) => placeOf(m.block)!))].find((area) => {
      const blocks = new Set(moves.filter((m) => placeOf(m.block) === area).map((m) => m.block));
      return blocks.size >= 2;
    });
    if (!groupFrom) throw new Error('no area with two blocks to move in the first action phase');
    const inGroup = [...new Set(moves.filter((m) => placeOf(m.block) === groupFrom).map((m) => m.block))];
    const common = moves.find(
      (m) =>
        placeOf(m.block) === groupFrom &&
        inGroup.every((b) => moves.some((x) => x.block === b && x.path[0] === m.path[0])),
    );
    if (!common) throw new Error(`no area every block of ${groupFrom} may reach`);
    await clickArea(page, groupFrom);
    await page.getByText(/selected: click a highlighted area/).waitFor();
    await clickArea(page, common.path[0]!);
    // Blocks by the sea may also sail there: the way is asked; by land here.
    const byLand = page.getByRole('button', { name: 'By land' });
    if (await byLand.count()) await byLand.click();
    await until(() => me().actionCount >= start.actionCount + 2, 'the group to move');
    await pageCaughtUp(page, h, saveId, 'lancaster');
    expect(inGroup.every((b) => placeOf(b) === common.path[0])).toBe(true);
    await undoButton.click();
    await until(() => me().actionCount === start.actionCount, 'the whole group taken back');
    expect(inGroup.every((b) => placeOf(b) === groupFrom)).toBe(true);
    expect(me().view.action?.ap).toBe(start.view.action?.ap);
    // The page shows the group home before it is clicked again (a click on the old position picks nothing).
    await pageCaughtUp(page, h, saveId, 'lancaster');

    // The group again, then a move of another area's block: two Undos take back the move, then the whole group.
    const other = moves.find((m) => placeOf(m.block) !== groupFrom && placeOf(m.block) !== common.path[0]);
    if (!other) throw new Error('no block outside the group to move');
    await clickArea(page, groupFrom);
    await page.getByText(/selected: click a highlighted area/).waitFor();
    await clickArea(page, common.path[0]!);
    if (await byLand.count()) await byLand.click();
    await until(() => me().actionCount >= start.actionCount + 2, 'the group to move again');
    await pageCaughtUp(page, h, saveId, 'lancaster');
    const afterGroup = me().actionCount;
    await clickMove(other, placeOf(other.block)!);
    expect(me().actionCount).toBeGreaterThan(afterGroup);
    await undoButton.click();
    await until(() => me().actionCount === afterGroup, 'the later move taken back');
    await pageCaughtUp(page, h, saveId, 'lancaster');
    await undoButton.click();
    await until(() => me().actionCount === start.actionCount, 'then the whole group');
    expect(inGroup.every((b) => placeOf(b) === groupFrom)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
