/**
 * The replay viewer in real Chromium through web mode: a finished game (written straight into the
 * store) opened from the Load screen, scrubbed, stepped by battle, a chart point clicked, a log line
 * clicked, and the game record exported — the page is only ever clicked; the host is the oracle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRandomGame } from '../../fixtures/recorded-game';
import { openPage, RESULTS, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A finished random game of the 1470 scenario, every action committed as the app would. */
function finishedGame(seed: number): { id: string; total: number } {
  const g = recordRandomGame(h.store, {
    name: 'Bosworth replay',
    scenario: 'kingmaker',
    seed,
    seats: { lancaster: { kind: 'human' }, york: { kind: 'bot', level: 'easy' } },
  });
  return { id: g.id, total: g.actions };
}

const count = (text: string | null): number => Number(/Action (\d+)/.exec(text ?? '')?.[1] ?? NaN);

describe('replay viewer (web mode)', () => {
  it('opens a finished game from the Load screen, scrubs, steps by battle, follows a chart point and exports the record', async () => {
    const game = finishedGame(31);
    const timeline = h.services.replays.timeline(game.id, { reveal: true });
    if (!timeline.ok) throw new Error(timeline.error.message);
    const battles = timeline.value.milestones.filter((m) => m.kind === 'battle').map((m) => m.at);
    expect(battles.length).toBeGreaterThan(0);

    const { page, problems } = await openPage(h, { width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Load game' }).click();
    await page.getByRole('button', { name: 'Replay', exact: true }).first().click();
    await page.locator('.replay-screen').waitFor();
    const counter = page.locator('.count');
    await expect.poll(async () => count(await counter.textContent())).toBe(game.total);
    await page.screenshot({ path: join(RESULTS, 'replay-end.png') });

    // Scrub to the start: the set-up.
    await page.locator('.scrubber').fill('0');
    await expect.poll(async () => count(await counter.textContent())).toBe(0);

    // Step by battle: the first battle's start, with the battle board up.
    await page.getByRole('button', { name: /Battle »/ }).click();
    await expect.poll(async () => count(await counter.textContent())).toBe(battles[0]);
    await page.locator('.battle-at').waitFor();
    await page.screenshot({ path: join(RESULTS, 'replay-battle.png') });

    // The list of battles: a click goes to the start of that battle.
    await page.locator('.scrubber').fill(String(game.total));
    await page.locator('.record button.line').first().click();
    await expect.poll(async () => count(await counter.textContent())).toBe(battles[0]);

    // A chart point jumps the replay to its position.
    const point = page.locator('.charts circle.point').nth(3);
    const label = await point.getAttribute('aria-label');
    expect(label).toBeTruthy();
    await point.click();
    const afterPoint = count(await counter.textContent());
    expect(timeline.value.chart.map((p) => p.at)).toContain(afterPoint);

    // A log line jumps to the moment it was written: the action that wrote it is the last one shown
    // (one action may write several lines), so one action back the line is not there yet.
    const lines = page.locator('.log .line');
    const n = await lines.count();
    const pick = Math.floor(n / 2);
    const text = await lines.nth(pick).textContent();
    const before = count(await counter.textContent());
    await lines.nth(pick).click();
    await expect.poll(async () => count(await counter.textContent())).not.toBe(before);
    const landed = count(await counter.textContent());
    expect(await lines.count()).toBeGreaterThan(pick);
    expect(await lines.nth(pick).textContent()).toBe(text);
    await page.getByRole('button', { name: '◀' }).click();
    await expect.poll(async () => count(await counter.textContent())).toBe(landed - 1);
    await expect.poll(async () => lines.count()).toBeLessThanOrEqual(pick);

    // The game record: a standalone HTML file with the battles and the log.
    await page.locator('.scrubber').fill(String(game.total));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export the game record/ }).click();
    const file = await (await download).path();
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('<h2>Battles</h2>');
    expect(html).toContain('Bosworth replay');
    expect(html).not.toContain('<script');
    expect((html.match(/<svg/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect((html.match(/<tr>/g) ?? []).length).toBe(battles.length + 1);
    const report = await h.browser.newPage({ viewport: { width: 1000, height: 900 } });
    await report.setContent(html);
    await report.screenshot({ path: join(RESULTS, 'replay-report.png') });
    await report.close();
    expect(problems).toEqual([]);
  }, 180_000);

  it('shows the charts when a game is over; a point opens the replay there', async () => {
    const game = finishedGame(32);
    const timeline = h.services.replays.timeline(game.id, { reveal: true });
    if (!timeline.ok) throw new Error(timeline.error.message);
    const { page, problems } = await openPage(h, { width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Load game' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).first().click();
    const dialog = page.locator('.outcome[role=dialog]');
    await dialog.waitFor();
    await dialog.locator('.game-over-charts svg').first().waitFor();
    await page.screenshot({ path: join(RESULTS, 'game-over-charts.png') });
    const point = dialog.locator('circle.point').nth(2);
    await point.click();
    await page.locator('.replay-screen').waitFor();
    const at = count(await page.locator('.count').textContent());
    expect(timeline.value.chart.map((p) => p.at)).toContain(at);
    expect(at).toBeLessThan(game.total);
    expect(problems).toEqual([]);
  }, 180_000);
});
