/**
 * A long session must not grow: a player opens a game, goes back to the menu, opens another, for an
 * evening. Each round here opens a Richard III game (the map, its blocks and canvases) and a card
 * battle (its board), each by mouse, and returns to the menu. After the warm-up rounds, with the
 * garbage collected (Chrome's DevTools protocol), the page's heap, its listeners on the window and
 * document, and its canvases must be back where they were: a screen that forgot to remove a key
 * handler, a PixiJS application not destroyed or a store subscription kept would each show here.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

interface Footprint {
  heapMb: number;
  windowListeners: number;
  documentListeners: number;
  canvases: number;
}

async function footprint(page: Page, cdp: CDPSession): Promise<Footprint> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const listeners = async (expression: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
    return listeners.length;
  };
  return {
    heapMb: usedSize / 2 ** 20,
    windowListeners: await listeners('window'),
    documentListeners: await listeners('document'),
    canvases: await page.evaluate(() => document.querySelectorAll('canvas').length),
  };
}

async function openAndLeave(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  await page.getByRole('button', { name: 'Load game' }).click();
  const row = page.getByRole('list', { name: 'Saved games' }).getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Play', exact: true }).click();
  await page.locator('.game-screen').waitFor();
  await ready();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Load game' }).waitFor();
}

describe('a long session', () => {
  it('opening games and leaving them leaves nothing behind in the page', { timeout: 240_000 }, async () => {
    for (const [moduleId, scenario, name] of [
      ['richard-iii', 'wars-of-the-roses', 'E2E leak map'],
      ['skirmish', 'standard', 'E2E leak cards'],
    ] as const) {
      const created = h.services.games.create({
        moduleId,
        scenario,
        seed: 5,
        name,
        seats: { york: { kind: 'human' }, lancaster: { kind: 'human' } },
      });
      if (!created.ok) throw new Error(created.error.message);
    }
    const { page, problems } = await openPage(h, { width: 1200, height: 800 });
    const cdp = await page.context().newCDPSession(page);
    const round = async () => {
      await openAndLeave(page, 'E2E leak map', () => page.waitForFunction(() => !!window.__r3MapProbe));
      await openAndLeave(page, 'E2E leak cards', () => page.waitForFunction(() => !!window.__skirmishProbe));
    };
    // Warm-up: the first rounds fill caches (compiled code, fonts, measured texts) that then stay.
    for (let i = 0; i < 4; i++) await round();
    const before = await footprint(page, cdp);
    const rounds = 8;
    for (let i = 0; i < rounds; i++) await round();
    const after = await footprint(page, cdp);
    expect(after.windowListeners).toBe(before.windowListeners);
    expect(after.documentListeners).toBe(before.documentListeners);
    expect(after.canvases).toBe(0);
    // Measured: about 0.1 MB a round after the warm-up, falling; one destroyed map scene kept by
    // mistake adds 0.45 MB a round (and a scene not destroyed far more).
    expect(after.heapMb - before.heapMb, JSON.stringify({ before, after })).toBeLessThan(rounds * 0.25);
    expect(problems).toEqual([]);
    await page.close();
  });
});
