/**
 * A battle fought to its end through the battle board, hot-seat: the position is prepared on the
 * host (both seats human, attacks preferred, fixed seed), then every battle decision of both sides
 * is made in the page — the hand-over screen between them, Fire and Done in the panel, hits given
 * by clicking a block on the battle board's canvas; the odds stand on the battle board before each
 * battle turn (screenshot battle-odds.png).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pl from '../../../locales/pl.json';
import {
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
import { rng } from '../../ui/fixtures';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Plays both sides on the host until a battle is about to be fought; returns its save id. */
function prepareBattle(): string {
  for (let seed = 1; seed < 40; seed++) {
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed, name: `Battle ${seed}` });
    const next = rng(seed);
    for (let i = 0; i < 400; i++) {
      const any = hostView(h, saveId, 'lancaster').view;
      if (any.step === 'battle-choose' || any.battle) return saveId;
      const side = any.toAct[0];
      if (!side) break;
      const { view, legal, actionCount } = hostView(h, saveId, side);
      const r = h.services.games.submit(saveId, side, attackFirst(view, legal, next), actionCount);
      if (!r.ok) throw new Error(r.error.message);
    }
    h.services.games.close(saveId);
  }
  throw new Error('no battle came up');
}

async function act(page: Page, side: 'lancaster' | 'york', saveId: string): Promise<void> {
  const { view, legal } = hostView(h, saveId, side);
  const button = (name: RegExp) => page.locator('.choices button', { hasText: name }).first();
  if (view.step === 'battle-hits') {
    // Give the hits on the board itself: a real click on the canvas.
    const target = legal.find((a) => a.t === 'take-hits');
    if (!target || target.t !== 'take-hits') throw new Error('no hit choice');
    const p = await page.evaluate((id) => window.__r3BattleProbe?.blockAt(id) ?? null, target.block);
    if (!p) throw new Error(`${target.block} is not on the battle board`);
    await page.mouse.click(p.x, p.y);
  } else if (view.step === 'battle-turn') await button(/^Fire$/).click();
  else if (view.step === 'battle-treason') await button(/^Do not use/).click();
  else if (view.step === 'battle-choose') await button(/^Fight the battle/).click();
  else if (view.step === 'battle-regroup') await button(/^Done$/).click();
  else await page.locator('.choices button').first().click();
}

describe('battle board (web mode, hot-seat)', () => {
  it('fights a battle to its end through the battle board', async () => {
    const t0 = Date.now();
    const saveId = prepareBattle();
    if (process.env['R3_DEBUG']) console.log('prepared in', Date.now() - t0, 'ms');
    const { page, problems } = await openPage(h);
    // Load the prepared game as Lancaster.
    await page.getByRole('button', { name: 'Load game' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Battle \d+/ })
      .first()
      .waitFor();
    const rows = page.getByRole('listitem').filter({ hasText: `Battle ` });
    await rows
      .filter({ hasText: hostName(saveId) })
      .getByRole('button', { name: 'Play', exact: true })
      .click();
    await page.locator('.game-screen').waitFor();

    let area: string | null = hostView(h, saveId, 'lancaster').view.battle?.area ?? null;
    let shot = false;
    let oddsShot = false;
    let fired = 0;
    for (let guard = 0; guard < 200; guard++) {
      const v = hostView(h, saveId, 'lancaster');
      const battle = v.view.battle;
      if (battle && !area) area = battle.area;
      // The first battle is over once another one (or none) is on the board.
      if (area && (!battle || battle.area !== area)) break;
      const side = v.view.toAct[0];
      if (!side) throw new Error('nobody to act');
      if (process.env['R3_DEBUG'])
        console.log(
          Date.now() - t0,
          guard,
          v.view.step,
          side,
          battle?.round,
          await page
            .locator('.prompt-box .prompt')
            .first()
            .innerText({ timeout: 500 })
            .catch(() => '-'),
        );
      // Read the page only once it shows the host's position: until then it may still show the previous
      // player's prompt, and the hand-over to the next one comes only after it.
      await pageCaughtUp(page, h, saveId, side);
      // Hot-seat: hand the computer over when the other side must decide.
      const handOver = page.getByRole('button', { name: /^I am (Lancaster|York)/ });
      if (await handOver.isVisible().catch(() => false)) {
        // Nothing private of the previous player stays in the page under the cover.
        expect(await page.locator('.hand, .pool, .log').count()).toBe(0);
        await handOver.click();
        await page.locator('.game-screen .prompt-box.mine').waitFor();
        continue;
      }
      // The board after the first shot (dice in the tray, hits on a block), as the player sees it.
      if (!shot && battle?.events.some((e) => e.k === 'fire') && (await page.locator('.battle canvas').isVisible())) {
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${RESULTS}battle-board.png` });
        shot = true;
      }
      const mine = await page
        .locator('.game-screen .prompt-box.mine')
        .isVisible()
        .catch(() => false);
      if (!mine) {
        await page.waitForTimeout(100);
        continue;
      }
      const before = v.actionCount;
      // Issue 13: before each battle turn of his, the player sees his odds on the battle board itself.
      if (v.view.step === 'battle-turn') {
        const odds = page.locator('.battle .board-odds .odds .win');
        await odds.waitFor();
        expect(await odds.innerText()).toMatch(/^\d+% chance to win this battle$/);
        // The losses and the rest are a tooltip away, with what the model simplifies.
        const tip = await page.locator('.battle .board-odds .odds').getAttribute('title');
        expect(tip).toMatch(/^You lose about \d+\.\d steps \(\d+\.\d blocks\)\n(York|Lancaster) loses about/);
        expect(tip).toMatch(/no treason rolls/);
        expect(await page.locator('.prompt-box .odds').count()).toBe(0);
        if (!oddsShot) await page.screenshot({ path: `${RESULTS}battle-odds.png` });
        oddsShot = true;
      }
      await act(page, side, saveId);
      await until(() => hostView(h, saveId, 'lancaster').actionCount > before, 'the battle choice to be played');
      const after = hostView(h, saveId, 'lancaster').view.battle;
      if (after?.events.some((e) => e.k === 'fire')) fired++;
    }
    expect(area).not.toBeNull();
    expect(fired).toBeGreaterThan(0);
    const end = hostView(h, saveId, 'lancaster').view;
    expect(end.log.some((e) => e.k === 'battle-end' && e.p?.['area'] === area)).toBe(true);
    expect(shot).toBe(true);
    expect(oddsShot).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);

  it('keeps the odds beside "Show the map", above the turn line and the cloth, in a long language (Polish)', async () => {
    const saveId = prepareBattle();
    // The host plays both sides (fire, no treason) up to Lancaster's first battle turn.
    for (let guard = 0; ; guard++) {
      expect(guard, "Lancaster's battle turn").toBeLessThan(200);
      const now = hostView(h, saveId, 'lancaster');
      if (now.view.step === 'battle-turn' && now.legal.length > 0) break;
      const who = now.view.toAct[0] as 'lancaster' | 'york' | undefined;
      expect(who, 'someone to act before the battle turn').toBeDefined();
      const { legal, actionCount } = hostView(h, saveId, who!);
      const pick = legal.find((a) => a.t === 'fire' || a.t === 'no-treason' || a.t === 'battle') ?? legal[0]!;
      const r = h.services.games.submit(saveId, who!, pick, actionCount);
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(h.services.saves.updateSettings({ language: 'pl' }).ok).toBe(true);
    try {
      const { page, problems } = await openPage(h, { width: 1366, height: 768 });
      await page.getByRole('button', { name: new RegExp(`^${pl.menu.continue}`) }).click();
      await page.locator('.game-screen').waitFor();
      const handOver = page.getByRole('button', { name: /^To ja, Lancaster/ });
      if (await handOver.isVisible().catch(() => false)) await handOver.click();
      await page.locator('.battle .board-odds .odds .win').waitFor();
      await page.waitForTimeout(300); // the board's first frame
      const canvas = (await page.locator('.battle canvas').boundingBox())!;
      const odds = (await page.locator('.battle .board-odds').boundingBox())!;
      const peek = (await page.locator('.battle .peek').boundingBox())!;
      await page.screenshot({ path: `${RESULTS}battle-odds-pl.png` });
      // The cloth, with the sides' banners, starts 74 px down the canvas (BattleScene's header).
      expect(odds.y + odds.height, 'the odds end above the cloth').toBeLessThanOrEqual(canvas.y + 74);
      expect(odds.x, 'beside "Show the map", not over it').toBeGreaterThanOrEqual(peek.x + peek.width);
      // Left of the centred title, and above the turn line under it (drawn 46 px down), which a long
      // list of blocks makes reach far to the left.
      expect(odds.x + odds.width).toBeLessThanOrEqual(canvas.x + canvas.width / 2 - 140);
      expect(odds.y + odds.height, 'the odds end above the turn line').toBeLessThanOrEqual(canvas.y + 44);
      // The tray after the shot, for the eye (battle-fire-pl.png): the roll's line, longer in Polish,
      // wraps within its half of the tray, beside the happenings, and the dice move down.
      await page.getByRole('button', { name: 'Walcz', exact: true }).click();
      await page.getByRole('button', { name: /^To ja, York/ }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${RESULTS}battle-fire-pl.png` });
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      h.services.saves.updateSettings({ language: 'en' });
    }
  });
});

function hostName(saveId: string): string {
  const r = h.services.saves.list();
  if (!r.ok) throw new Error(r.error.message);
  return r.value.find((s) => s.id === saveId)!.name;
}
