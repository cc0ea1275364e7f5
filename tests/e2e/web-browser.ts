/**
 * The page in web mode for browser tests: the built renderer served by the headless host over the
 * test's own services, and Debian's Chromium to open it. Closing stops all of it and removes the
 * test's folder (its saves file).
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { startWebHost, type WebHost } from '../../electron/headless/web-host';
import type { AppServices } from '../../electron/services/app-services';
import { hasChromium, launchChromium } from './browser';

const RENDERER = fileURLToPath(new URL('../../dist/renderer', import.meta.url));

export interface WebBrowser {
  readonly host: WebHost;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Fails the test at once, saying how to fix it, where the machine has no Chromium. */
export function requireChromium(): void {
  if (!hasChromium()) throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH).');
}

export async function serveInChromium(services: AppServices, dir: string): Promise<WebBrowser> {
  const host = await startWebHost({ services, staticDir: RENDERER, name: 'Richard III (test)', version: '0.0.0-test' });
  const browser = await launchChromium();
  return {
    host,
    browser,
    async close() {
      await browser.close();
      await host.close();
      await services.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
