/**
 * Issue 9, row 8, in the page: a saved game whose row is damaged shows as damaged on the Load
 * screen (Play disabled, Export and Delete still there) while every other game lists and continues.
 */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import { openSqliteStore } from '../../electron/services/sqlite-store';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { requireChromium, serveInChromium, type WebBrowser } from './web-browser';

const humans = { red: { kind: 'human' as const }, blue: { kind: 'human' as const } };

let dir: string;
let services: AppServices;
let web: WebBrowser;

beforeAll(async () => {
  requireChromium();
  dir = mkdtempSync(join(tmpdir(), 'r3-e2e-damaged-'));
  const path = join(dir, 'saves.db');
  const opened = openSqliteStore(path, raceRegistry);
  if (!opened.ok) throw new Error(opened.error.message);
  services = createAppServices({ registry: raceRegistry, store: opened.value.store, bots: null });
  for (const name of ['Sound game', 'Damaged game']) {
    const created = services.games.create({ moduleId: 'race', scenario: 'long', name, seats: humans });
    if (!created.ok) throw new Error(created.error.message);
    if (name === 'Damaged game') {
      // Another program (or bit rot) leaves this row's summary unreadable; it is also the latest played.
      const raw = new Database(path);
      raw
        .prepare(`UPDATE games SET summary = '{"label":', last_played = last_played + 60000 WHERE id = ?`)
        .run(created.value.id);
      raw.close();
    }
  }
  web = await serveInChromium(services, dir);
});

afterAll(async () => {
  await web?.close();
});

describe('a damaged save in the page', () => {
  it('is listed as damaged, cannot be played, still exports; Continue takes the sound game', async () => {
    const page = await web.browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(web.host.url);
    const cont = page.getByRole('button', { name: /^Continue/ });
    await expect.poll(() => cont.isEnabled()).toBe(true);
    expect(await cont.textContent()).toContain('Sound game');

    await page.getByRole('button', { name: 'Load game' }).click();
    const damaged = page.getByRole('listitem').filter({ hasText: 'Damaged game' });
    await damaged.waitFor();
    expect(await damaged.textContent()).toContain('Damaged (summary cannot be read)');
    expect(await damaged.getByRole('button', { name: 'Play', exact: true }).isDisabled()).toBe(true);
    expect(await damaged.getByRole('button', { name: 'Export' }).isEnabled()).toBe(true);
    const sound = page.getByRole('listitem').filter({ hasText: 'Sound game' });
    expect(await sound.getByRole('button', { name: 'Play', exact: true }).isEnabled()).toBe(true);

    const download = page.waitForEvent('download');
    await damaged.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toBe('Damaged game recovered.roses-save.json');
    expect(problems).toEqual([]);
    await page.close();
  });
});
