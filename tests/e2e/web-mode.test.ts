/**
 * Browser end-to-end in web mode: the built renderer served by the headless host, driven in real
 * Chromium. The host runs the fixture game over a real SQLite file, so "after a reload" means the
 * game really came back from the store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../electron/headless/web-host';
import { MAX_IMPORT_BYTES } from '../../electron/ipc/limits';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import { openSqliteStore } from '../../electron/services/sqlite-store';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { hasChromium, launchChromium } from './browser';

const RENDERER = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
const WORKER = fileURLToPath(new URL('../shell/fixtures/race-bot-worker.ts', import.meta.url));

let dir: string;
let services: AppServices;
let host: WebHost;
let browser: Browser;
/**
 * The context of openPage's pages, tabs of one browser: a page after the first takes the app's scripts
 * from its cache, already compiled, where a context of its own loaded and compiled them again. Tests
 * that need a browser with nothing of the host's (no cookie) open a context of their own.
 */
let tabs: BrowserContext | undefined;

beforeAll(async () => {
  if (!hasChromium()) throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH).');
  dir = mkdtempSync(join(tmpdir(), 'r3-e2e-'));
  const opened = openSqliteStore(join(dir, 'saves.db'), raceRegistry);
  if (!opened.ok) throw new Error(opened.error.message);
  services = createAppServices({
    registry: raceRegistry,
    store: opened.value.store,
    bots: { workerEntry: WORKER },
    botPaceMs: 50,
  });
  host = await startWebHost({ services, staticDir: RENDERER, name: 'Richard III (test)', version: '0.0.0-test' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await services?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A page that fails the test on any console error, uncaught exception or CSP violation. */
async function openPage(): Promise<{ page: Page; problems: string[] }> {
  tabs ??= await browser.newContext();
  const page = await tabs.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(host.url);
  return { page, problems };
}

describe('web mode', () => {
  it('loads the main menu, creates a game, and finds it again after a reload', async () => {
    const { page, problems } = await openPage();
    await page.getByRole('heading', { name: 'Richard III' }).waitFor();
    for (const name of ['New game', 'Load game', 'Settings', 'Quit']) {
      expect(await page.getByRole('button', { name, exact: true }).isEnabled()).toBe(true);
    }
    expect(await page.getByRole('button', { name: /^Continue/ }).isDisabled()).toBe(true);
    expect(await page.getByText('web mode').isVisible()).toBe(true);

    // New game: the long race, red played here, blue by the computer.
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Scenario').selectOption('long');
    await page.getByLabel('Name (optional)').fill('E2E Bosworth');
    await page.getByRole('button', { name: 'Start game' }).click();

    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await page.getByRole('list', { name: 'Legal actions' }).getByRole('button').first().click();
    // The bot (blue) answers through its worker thread; the pushed view brings the move back to us.
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await page.getByText('Move 2', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Richard III' }).waitFor();
    const cont = page.getByRole('button', { name: /^Continue/ });
    await expect.poll(() => cont.isEnabled()).toBe(true);
    expect(await cont.textContent()).toContain('E2E Bosworth');

    await page.getByRole('button', { name: 'Load game' }).click();
    const list = page.getByRole('list', { name: 'Saved games' });
    await list.waitFor();
    expect(await list.getByText('E2E Bosworth').isVisible()).toBe(true);
    expect(await list.textContent()).toContain('Long race (to 30)');

    // Continue resumes the same position.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.getByText('Move 2', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renames and deletes a saved game from the Load screen', async () => {
    const created = services.games.create({
      moduleId: 'race',
      scenario: 'short',
      name: 'To rename',
      seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
    });
    expect(created.ok).toBe(true);
    expect(services.saves.updateSettings({ confirmDelete: false }).ok).toBe(true);
    const { page, problems } = await openPage();
    await page.getByRole('button', { name: 'Load game' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'To rename' });
    await row.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('New name').fill('Renamed game');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const renamed = page.getByRole('listitem').filter({ hasText: 'Renamed game' });
    await renamed.waitFor();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted "Renamed game".').waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Renamed game' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('clears a Load-screen error on Cancel and after a later success', async () => {
    for (const name of ['Keep me', 'Delete me']) {
      const created = services.games.create({
        moduleId: 'race',
        scenario: 'short',
        name,
        seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
      });
      expect(created.ok).toBe(true);
    }
    services.saves.updateSettings({ confirmDelete: false });
    const { page, problems } = await openPage();
    await page.getByRole('button', { name: 'Load game' }).click();
    const alert = page.getByRole('alert');
    const refusedRename = async () => {
      await page.getByRole('listitem').filter({ hasText: 'Keep me' }).getByRole('button', { name: 'Rename' }).click();
      await page.getByLabel('New name').fill('   ');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await alert.waitFor();
    };
    await refusedRename();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await alert.count()).toBe(0);

    await refusedRename();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await refusedRename();
    await page.getByRole('listitem').filter({ hasText: 'Delete me' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted "Delete me".').waitFor();
    expect(await alert.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says "reconnecting…" while the host is gone, then picks up the open game where it went on', async () => {
    const created = services.games.create({
      moduleId: 'race',
      scenario: 'short',
      name: 'Outage',
      seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const { page, problems } = await openPage();
    await page.getByRole('button', { name: 'Load game' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Outage' })
      .getByRole('button', { name: 'Play', exact: true })
      .click();
    await page.getByText('Move 0', { exact: true }).waitFor();

    const { port, token } = host;
    await host.close();
    await page.getByText(/reconnecting…/).waitFor();
    expect(services.games.submit(created.value.id, 'red', { kind: 'add', n: 1 }, 0).ok).toBe(true); // made while the page is away
    host = await startWebHost({
      services,
      staticDir: RENDERER,
      name: 'Richard III (test)',
      version: '0.0.0-test',
      port,
      token,
    });
    await page.getByText('Move 1', { exact: true }).waitFor();
    await page.getByText(/reconnecting…/).waitFor({ state: 'detached' });
    expect(services.games.submit(created.value.id, 'blue', { kind: 'add', n: 1 }, 1).ok).toBe(true);
    await page.getByText('Move 2', { exact: true }).waitFor();
    // Only the browser's own notes on the refused reconnect attempts, nothing from the page.
    expect(problems.filter((p) => !/WebSocket connection to .* failed|Failed to load resource/.test(p))).toEqual([]);
    await page.close();
  });

  it('shows the start-up notice of a damaged save file set aside, until the player has read it', async () => {
    const notices = [
      {
        code: 'corrupt-db-set-aside' as const,
        params: { movedTo: '/saves/saves.db.damaged-1', reason: 'file is not a database' },
      },
    ];
    const noticeHost = await startWebHost({
      services,
      staticDir: RENDERER,
      name: 'Richard III (test)',
      version: '0.0.0-test',
      notices,
    });
    const page = await browser.newPage();
    try {
      await page.goto(noticeHost.url);
      const alert = page.getByRole('alert').filter({ hasText: '/saves/saves.db.damaged-1' });
      await alert.waitFor();
      // Worded by the page in its language; SQLite's English reason is for the log only.
      expect(await alert.textContent()).toContain('The saved-games file was damaged.');
      expect(await alert.textContent()).not.toContain('file is not a database');
      await alert.getByRole('button', { name: 'OK' }).click();
      await alert.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { name: 'Richard III' }).waitFor();
      expect(await page.getByText('/saves/saves.db.damaged-1').count()).toBe(0);
    } finally {
      await page.close();
      await noticeHost.close();
    }
  });

  it('the Load screen refuses a save file over the size limit before reading it, and says why', async () => {
    const { page, problems } = await openPage();
    await page.getByRole('button', { name: 'Load game' }).click();
    await page.getByLabel('Import…').setInputFiles({
      name: 'huge.roses-save.json',
      mimeType: 'application/json',
      buffer: Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x20),
    });
    await page
      .getByText('Could not import huge.roses-save.json: That file is too large to be a saved game (4 MB at most).')
      .waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('without the key in the address, the page is not served', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${host.origin}/`);
    expect(res?.status()).toBe(401);
    await page.close();
  });

  it('refuses WebSocket connections from other origins', async () => {
    const { WebSocket } = await import('ws');
    const url = `${host.origin.replace('http', 'ws')}/ipc`;
    const outcome = await new Promise<string>((resolve) => {
      const ws = new WebSocket(url, { headers: { Origin: 'http://evil.example' } });
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('refused'));
      ws.on('unexpected-response', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});
