/**
 * The map's tooltips in the real page, as a Czech play-test of 1470 (Kingmaker) as Lancaster at
 * 1366x768 met them: the area tooltip stood over the very area being aimed at as a move's
 * destination (now it stands beside the area, clear of it and of its stack); a block on a counter had
 * no tooltip (the pinned fan's blocks now have one, beside the fan); "(L)" was never explained, nor
 * the captive Henry VI in London; a click on Kent after sailing there said nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  areaScreenPoint,
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
} from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

/**
 * What the page shows under the tooltip: every hit (area or block, with the block's area) on a grid
 * of points inside the tooltip's box, as a click there would mean it.
 */
async function underTip(page: Page): Promise<{ areas: string[]; blockAreas: string[] }> {
  const box = await page.locator('.game-screen [role="tooltip"]').boundingBox();
  if (!box) throw new Error('no tooltip');
  return page.evaluate((b) => {
    const probe = window.__r3MapProbe!;
    const where = new Map(probe.blocks().map((x) => [x.id, x.area]));
    const areas = new Set<string>();
    const blockAreas = new Set<string>();
    for (let i = 0; i <= 12; i++)
      for (let j = 0; j <= 8; j++) {
        const hit = probe.hit(b.x + (b.width * i) / 12, b.y + (b.height * j) / 8);
        if (hit?.kind === 'area') areas.add(hit.id);
        if (hit?.kind === 'block') blockAreas.add(where.get(hit.id) ?? '?');
      }
    return { areas: [...areas], blockAreas: [...blockAreas] };
  }, box);
}

describe('map tooltips at 1366x768 (1470, Lancaster)', () => {
  it('stand beside what they are about; blocks on a counter, (L) and the captive Henry VI are explained; a click on Kent after sailing says why it does nothing', async () => {
    const saveId = createGame(h, { scenario: 'kingmaker', seed: 1, name: 'Map tooltips' });
    toActionPhase(h, saveId, 'lancaster');

    const { page, problems } = await openAsSide(h, saveId, 'lancaster', { width: 1366, height: 768 });
    const tip = page.locator('.game-screen [role="tooltip"]');

    // London: the captive Henry VI, and why York holding it with him there is no battle.
    const london = await areaScreenPoint(page, 'middlesex');
    await page.mouse.move(london!.x, london!.y);
    await expect.poll(() => tip.innerText()).toContain("Henry VI stands here face up as York's prisoner");

    // A plain block: whose version its "(L)" is; clear of its stack (France's blocks).
    const clarence = await page.evaluate(() => window.__r3MapProbe!.blocks().find((b) => b.id === 'l-clarence')!);
    await page.mouse.move(clarence.rect.x + clarence.rect.w / 2, clarence.rect.y + clarence.rect.h / 2);
    await expect.poll(() => tip.innerText()).toMatch(/^Clarence \(L\)/);
    expect(await tip.innerText()).toContain('(L) = the Lancaster version');
    await expect.poll(async () => (await underTip(page)).blockAreas).not.toContain('france');

    // A block on a counter (London's): in its pinned fan, its tooltip stands beside the fan.
    await page.mouse.move(5, 5);
    const counter = await page.evaluate(() =>
      window.__r3MapProbe!.blocks().find((b) => b.area === 'middlesex' && b.top && b.collapsed)!,
    );
    await page.mouse.click(counter.rect.x + counter.rect.w / 2, counter.rect.y + counter.rect.h / 2);
    const fan = page.locator('.fan:not(.peek)');
    await fan.waitFor();
    await fan.locator('button.block[data-block="l-henry-vi"]').hover();
    await expect.poll(() => tip.innerText()).toMatch(/^Henry VI/);
    expect(await tip.innerText()).toContain("York's prisoner: he cannot move or fight");
    const [tipBox, fanBox] = [await tip.boundingBox(), await fan.boundingBox()];
    expect(tipBox!.x >= fanBox!.x + fanBox!.width || tipBox!.x + tipBox!.width <= fanBox!.x).toBe(true);
    await page.screenshot({ path: `${RESULTS}map-tooltip-fan.png` });
    await page.keyboard.press('Escape');
    await fan.waitFor({ state: 'detached' });

    // France's group picked: aiming at a destination, its tooltip covers neither it nor its blocks.
    await clickArea(page, 'france');
    await page.locator('.picked').waitFor();
    const names = { warwick: 'Warwick', wilts: 'Wilts', sussex: 'Sussex', kent: 'Kent', scotland: 'Scotland' };
    for (const [area, name] of Object.entries(names)) {
      const p = await areaScreenPoint(page, area);
      await page.mouse.move(p!.x, p!.y);
      expect(await page.evaluate(([x, y]) => window.__r3MapProbe!.hit(x!, y!), [p!.x, p!.y])).toEqual({
        kind: 'area',
        id: area,
      });
      await expect.poll(() => tip.locator('p.head').innerText()).toBe(name);
      // Placed once measured (a frame or two after its words change): polled until then.
      await expect
        .poll(
          async () => {
            const under = await underTip(page);
            const box = (await tip.boundingBox())!;
            const pointer = p!.x >= box.x && p!.x <= box.x + box.width && p!.y >= box.y && p!.y <= box.y + box.height;
            return { area: under.areas.includes(area), blocks: under.blockAreas.includes(area), pointer };
          },
          { message: `${name}'s tooltip over it, its blocks or the pointer` },
        )
        .toEqual({ area: false, blocks: false, pointer: false });
      if (area === 'kent') await page.screenshot({ path: `${RESULTS}map-tooltip-aim.png` });
    }

    // The group sails to Kent; a click on Kent again says why it does nothing more.
    const kent = await areaScreenPoint(page, 'kent');
    const before = hostView(h, saveId, 'lancaster').actionCount;
    await page.mouse.click(kent!.x, kent!.y);
    await until(() => hostView(h, saveId, 'lancaster').actionCount > before, 'the group to sail');
    await pageCaughtUp(page, h, saveId, 'lancaster');
    await page.mouse.click(kent!.x, kent!.y);
    await expect
      .poll(() => page.locator('.prompt-box .not-there').innerText())
      .toMatch(/^Nothing left to move in Kent: your blocks there came by sea this turn/);
    await page.screenshot({ path: `${RESULTS}map-tooltip-kent.png` });
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
