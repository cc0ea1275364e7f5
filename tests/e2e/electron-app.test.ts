/**
 * The desktop app itself, through Playwright's Electron driver. Skipped (with the reason printed)
 * where the Electron binary is not installed, as on machines that cannot download it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildElectron } from '../../electron/build/build';
import { findElectron } from '../../electron/headless/find-electron';

const found = findElectron();
if (!found.ok)
  console.log(`[electron e2e] skipped: Electron is unavailable (${found.reason}). Web-mode tests cover the UI.`);

describe.skipIf(!found.ok)('desktop app (Electron)', () => {
  it('opens the hardened window with the main menu and creates a game', async () => {
    if (!found.ok) return;
    await buildElectron();
    const dir = mkdtempSync(join(tmpdir(), 'r3-electron-'));
    const app = await electron.launch({
      executablePath: found.path,
      args: [fileURLToPath(new URL('../../', import.meta.url)), '--db', join(dir, 'saves.db')],
    });
    try {
      const page = await app.firstWindow();
      await page.getByRole('heading', { name: 'Richard III' }).waitFor();
      // The page sees only the narrow API: no require, no process, no ipcRenderer.
      expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
      expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
      expect(
        await page.evaluate(() =>
          Object.keys(window.api ?? {})
            .sort()
            .includes('submitAction'),
        ),
      ).toBe(true);
      expect(page.url()).toBe('app://renderer/index.html');
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('button', { name: 'Start game' }).click();
      await page.getByRole('button', { name: 'Menu' }).waitFor();
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Load game' }).click();
      expect(await page.getByRole('list', { name: 'Saved games' }).getByRole('listitem').count()).toBe(1);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
