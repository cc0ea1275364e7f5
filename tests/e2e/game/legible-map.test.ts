/**
 * Legible by default (issue 13): a real game against the bot at the fit view on a 1366×768 and a
 * 1920×1080 window. Measured from the scene through the page's map probe: the whole board is in
 * view and it uses the width; every block of the viewer's shows text at least 11 px tall (exile
 * boxes included); no stack (a counter's count included) overlaps another or any area name; a stack
 * too big for its area is one counter that fans out on hover into readable blocks (the 1470 opening's London). Screenshots of
 * both sizes (and of a fan) are saved in test-results/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockMeasure } from '../../../renderer/games/richard-iii/scenes/map/MapScene';
import { openPage, RESULTS, startHarness, type Harness } from './harness';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Overlap by more than half a pixel each way (touching edges and rounding do not count). */
const overlaps = (a: Box, b: Box): boolean =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__r3MapProbe?.settled() === true, undefined, { timeout: 30_000 });
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

describe('the map at the fit view, as a new player first sees it', () => {
  // 1460 opens with every stack laid out (the README's screenshots); 1470 opens with London's two
  // blocks too many for Middlesex at the fit view: a counter that must fan out.
  it.each([
    [1366, 768, 'wars-of-the-roses'],
    [1920, 1080, 'wars-of-the-roses'],
    [1366, 768, 'kingmaker'],
    [1920, 1080, 'kingmaker'],
  ])(
    '%ix%i, %s: the whole board, readable blocks, stacks clear of each other and of the names',
    async (width, height, scenario) => {
      const { page, problems } = await openPage(h, { width, height });
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByLabel('Scenario').selectOption(scenario);
      await page.getByLabel('York: computer strength').selectOption('easy');
      await page.getByRole('button', { name: 'Start game' }).click();
      await page.locator('.game-screen').waitFor();
      await page.waitForFunction(() => (window.__r3MapProbe?.blocks().length ?? 0) > 0);
      await settled(page);
      const shot =
        scenario === 'wars-of-the-roses' ? `map-fit-${width}x${height}` : `map-fit-${width}x${height}-${scenario}`;
      await page.screenshot({ path: `${RESULTS}${shot}.png` });

      const { board, blocks, names } = await page.evaluate(() => {
        const p = window.__r3MapProbe!;
        return { board: p.board(), blocks: p.blocks(), names: p.names() };
      });
      // The whole board is in view, and it fills the canvas one way.
      expect(board.canvas.x + board.canvas.w).toBeLessThanOrEqual(width + 0.5);
      expect(board.canvas.y + board.canvas.h).toBeLessThanOrEqual(height + 0.5);
      expect(board.map.x).toBeGreaterThanOrEqual(board.canvas.x - 0.5);
      expect(board.map.y).toBeGreaterThanOrEqual(board.canvas.y - 0.5);
      expect(board.map.x + board.map.w).toBeLessThanOrEqual(board.canvas.x + board.canvas.w + 0.5);
      expect(board.map.y + board.map.h).toBeLessThanOrEqual(board.canvas.y + board.canvas.h + 0.5);
      expect(Math.max(board.map.w / board.canvas.w, board.map.h / board.canvas.h)).toBeGreaterThan(0.99);
      // On a 16:9 window the board fills the height and most of the width (the exile boxes and the
      // legend stand beside England, not below it).
      expect(board.map.h / board.canvas.h).toBeGreaterThan(0.99);
      expect(board.map.w / board.canvas.w).toBeGreaterThan(0.9);

      // Every block the viewer owns shows its name, pips and rating at 11 px or more, in exile too.
      const mine = blocks.filter((b) => !b.hidden);
      expect(mine.length).toBeGreaterThan(5);
      expect(mine.some((b) => b.area === 'france' || b.area === 'scotland')).toBe(true);
      for (const b of mine.filter((x) => x.top)) expect(b.textPx, b.id).toBeGreaterThanOrEqual(11 - 1e-6);
      expect(blocks.some((b) => b.hidden)).toBe(true); // the other side's, drawn as blocks too

      // Stacks (a counter counts as one, its count disc included) overlap neither each other nor any area's name.
      const stacks = new Map<string, Box>();
      const grow = (area: string, add: Box): void => {
        const r = stacks.get(area);
        if (!r) return void stacks.set(area, { ...add });
        const x = Math.min(r.x, add.x);
        const y = Math.min(r.y, add.y);
        stacks.set(area, {
          x,
          y,
          w: Math.max(r.x + r.w, add.x + add.w) - x,
          h: Math.max(r.y + r.h, add.y + add.h) - y,
        });
      };
      for (const b of blocks.filter((x: BlockMeasure) => x.top)) {
        grow(b.area, b.rect);
        for (const c of b.counts ?? []) grow(b.area, c.rect);
      }
      // Every counter of more than one block shows its count: each side's blocks there, counted apart.
      for (const b of blocks.filter((x) => x.collapsed && x.top)) {
        expect(b.counts, `${b.area}'s count`).toBeDefined();
        const total = (b.counts ?? []).reduce((sum, c) => sum + c.n, 0);
        expect(total).toBeLessThanOrEqual(blocks.filter((x) => x.area === b.area).length);
      }
      const list = [...stacks];
      for (const [i, [a, ra]] of list.entries()) {
        for (const [b, rb] of list.slice(i + 1)) expect(overlaps(ra, rb), `${a} / ${b}`).toBe(false);
        for (const n of names) expect(overlaps(ra, n.rect), `${a} stack / ${n.area} name`).toBe(false);
      }

      // A collapsed stack fans out on hover into blocks with readable text.
      const counters = blocks.filter((b) => b.collapsed && b.top);
      if (scenario === 'kingmaker') {
        expect(counters.map((b) => b.area)).toContain('middlesex');
        // London: the captive Henry VI among York's guards, no Lancastrian force: his captive's mark
        // in Lancaster's place, York's count of York's blocks (a play-test read 'Lancaster 1' there).
        const london = counters.find((b) => b.area === 'middlesex')!;
        expect(london.counts?.map((c) => [c.camp, c.n, c.captive ?? false])).toEqual([
          ['lancaster', 1, true],
          ['york', blocks.filter((b) => b.area === 'middlesex').length - 1, false],
        ]);
      } else
        // Every stack of the 1460 opening in full, but Cornwall's two at the smaller window (a row of
        // two there stood over the sea): one counter inside it.
        expect(counters.map((b) => b.area)).toEqual(width < 1500 ? ['cornwall'] : []);
      const collapsed = counters.find((b) => b.area === 'middlesex');
      if (collapsed) {
        await page.mouse.move(collapsed.rect.x + collapsed.rect.w / 2, collapsed.rect.y + collapsed.rect.h / 2);
        const fan = page.locator('.fan');
        await fan.waitFor();
        const inStack = blocks.filter((b) => b.area === collapsed.area).length;
        expect(await fan.locator('button.block').count()).toBe(inStack);
        const fontPx = await fan
          .locator('button.block')
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(fontPx).toBeGreaterThanOrEqual(11);
        if (scenario === 'kingmaker') {
          // The fan shows Henry VI as York's captive too: his mark, and words saying so.
          const captive = fan.locator('button.block.captive');
          expect(await captive.count()).toBe(1);
          expect(await captive.locator('.captive-mark').count()).toBe(1);
          expect(await captive.getAttribute('aria-label')).toBe('Henry VI, held captive by York');
        }
        await page.screenshot({ path: `${RESULTS}${shot}-fan.png` });
      }
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
