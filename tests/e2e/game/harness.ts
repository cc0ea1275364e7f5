/**
 * Shared setup for the Richard III browser tests: the real game registry and bot worker behind the
 * web host on a temporary SQLite file, Debian's Chromium, and helpers that read the position from
 * the host (the test's oracle) while every move is made by real clicks in the page.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { loadGeometry } from '../../../assets/map/geometry';
import { appRegistry } from '../../../electron/games';
import { startWebHost, type WebHost } from '../../../electron/headless/web-host';
import { createAppServices, type AppServices } from '../../../electron/services/app-services';
import { openSqliteStore } from '../../../electron/services/sqlite-store';
import { polygonContains } from '../../../renderer/scenes/map/geometry-math';
import type { Action, RichardView } from '../../../renderer/src/game/types';
import { hasChromium, launchChromium } from '../browser';

const RENDERER = fileURLToPath(new URL('../../../dist/renderer', import.meta.url));
const WORKER = fileURLToPath(new URL('../../../electron/services/bots/app-bot-worker.ts', import.meta.url));
export const RESULTS = fileURLToPath(new URL('../../../test-results/', import.meta.url));

export interface Harness {
  services: AppServices;
  host: WebHost;
  browser: Browser;
  close(): Promise<void>;
}

export async function startHarness(botPaceMs = 150): Promise<Harness> {
  if (!hasChromium()) throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH).');
  mkdirSync(RESULTS, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'r3-game-e2e-'));
  const opened = openSqliteStore(join(dir, 'saves.db'), appRegistry);
  if (!opened.ok) throw new Error(opened.error.message);
  const services = createAppServices({ registry: appRegistry, store: opened.value.store, bots: { workerEntry: WORKER }, botPaceMs });
  const host = await startWebHost({ services, staticDir: RENDERER, name: 'Richard III (test)', version: '0.0.0-test' });
  const browser = await launchChromium();
  return {
    services,
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

/**
 * A page that records console errors, uncaught exceptions and CSP violations. A smaller viewport
 * makes long tests faster: software WebGL redraws every pixel of the canvases on the CPU.
 */
export async function openPage(h: Harness, viewport = { width: 1600, height: 1000 }): Promise<{ page: Page; problems: string[] }> {
  const page = await h.browser.newPage({ viewport });
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(h.host.url);
  return { page, problems };
}

/** The position as `side` sees it, straight from the host. */
export function hostView(h: Harness, saveId: string, side: 'lancaster' | 'york'): { view: RichardView; legal: Action[]; actionCount: number } {
  const r = h.services.games.view(saveId, side);
  if (!r.ok) throw new Error(r.error.message);
  return { view: r.value.view as RichardView, legal: r.value.legalActions as Action[], actionCount: r.value.actionCount };
}

export function latestSaveId(h: Harness): string {
  const r = h.services.saves.list();
  if (!r.ok || r.value.length === 0) throw new Error('no saved game');
  return [...r.value].sort((a, b) => b.createdAt - a.createdAt)[0]!.id;
}

const GEOMETRY = loadGeometry();

/**
 * Map coordinates of a point a player would click to mean `area`: its name label, unless the label
 * lies outside the area (the Isle of Man's is written in the sea above the island): then the point
 * inside the area nearest to the label and off its block stack.
 */
function clickPointOf(area: string): { x: number; y: number } | null {
  const a = GEOMETRY.areas.find((x) => x.id === area);
  if (!a) return null;
  const inside = (x: number, y: number) => a.polygons.some((p) => polygonContains(p, x, y));
  if (inside(a.label.x, a.label.y)) return a.label;
  const s = a.stack.box;
  let best: { x: number; y: number } | null = null;
  let bestD = Infinity;
  for (let x = a.bbox.x; x <= a.bbox.x + a.bbox.w; x += 2) {
    for (let y = a.bbox.y; y <= a.bbox.y + a.bbox.h; y += 2) {
      if (!inside(x, y) || (x >= s.x && x <= s.x + s.w && y >= s.y && y <= s.y + s.h)) continue;
      // Stay a little inside the coast.
      if (![-4, 4].every((dx) => [-4, 4].every((dy) => inside(x + dx, y + dy)))) continue;
      const d = (x - a.label.x) ** 2 + (y - a.label.y) ** 2;
      if (d < bestD) [best, bestD] = [{ x, y }, d];
    }
  }
  return best;
}

/** Page coordinates of `area`'s click point, through the page's geometry probe (label and stack give the camera). */
export async function areaScreenPoint(page: Page, area: string): Promise<{ x: number; y: number } | null> {
  const a = GEOMETRY.areas.find((x) => x.id === area);
  const at = clickPointOf(area);
  const probe = await page.evaluate((id) => {
    const p = window.__r3MapProbe;
    return p ? { label: p.areaPoint(id), stack: p.stackPoint(id) } : null;
  }, area);
  if (!a || !at || !probe?.label || !probe.stack) return null;
  if (at === a.label) return probe.label;
  const zoom = (probe.stack.y - probe.label.y) / (a.stack.y - a.label.y);
  return { x: probe.label.x + (at.x - a.label.x) * zoom, y: probe.label.y + (at.y - a.label.y) * zoom };
}

/** Clicks the map canvas inside an area (at its name, or in it if the name is written outside), through the page's geometry probe. */
export async function clickArea(page: Page, area: string): Promise<void> {
  const p = await areaScreenPoint(page, area);
  if (!p) throw new Error(`area ${area} is not on the map`);
  await page.mouse.click(p.x, p.y);
}

/** Waits until `check` holds, polling the host. */
export async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the page shows the position the host is at (pushed views arrive asynchronously). */
export async function pageCaughtUp(page: Page, h: Harness, saveId: string, side: 'lancaster' | 'york'): Promise<void> {
  const seq = hostView(h, saveId, side).view.seq;
  await page.waitForFunction((n) => Number(document.querySelector('.game-screen')?.getAttribute('data-seq') ?? -1) >= n, seq);
}
