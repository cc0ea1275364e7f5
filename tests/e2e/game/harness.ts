/**
 * Shared setup for the Richard III browser tests: the real game registry and bot worker behind the
 * web host on a temporary SQLite file, Debian's Chromium, and helpers that read the position from
 * the host (the test's oracle) while every move is made by real clicks in the page.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appRegistry } from '../../../electron/games';
import type { WebHost } from '../../../electron/headless/web-host';
import { createAppServices, type AppServices } from '../../../electron/services/app-services';
import type { GameRegistry } from '../../../electron/services/registry';
import { openSqliteStore } from '../../../electron/services/sqlite-store';
import type { StorePort } from '../../../electron/services/store-port';
import type { Seat } from '../../../electron/ipc/contract';
import { CARDS } from '../../../engine/richard-iii/data';
import type { Action, RichardView } from '../../../renderer/games/richard-iii/model/types';
import { requireChromium, serveInChromium } from '../web-browser';

const WORKER = fileURLToPath(new URL('../../../electron/services/bots/app-bot-worker.ts', import.meta.url));
export const RESULTS = fileURLToPath(new URL('../../../test-results/', import.meta.url));

export interface Harness {
  services: AppServices;
  /** The store under the services (tests write finished games straight into it). */
  store: StorePort;
  host: WebHost;
  browser: Browser;
  /**
   * The context openPage opens its pages in, one per harness as tabs of one browser: a page after
   * the first takes the app's scripts from the context's cache, already compiled, where a context
   * of its own loaded and compiled them again (seconds a page in a busy test run).
   */
  context: BrowserContext;
  close(): Promise<void>;
}

/** The games and bot worker behind the page; the app's own unless a test brings its own (e.g. hint-capable bots). */
export interface HarnessGames {
  readonly registry?: GameRegistry;
  readonly workerEntry?: string;
}

export async function startHarness(botPaceMs = 150, games: HarnessGames = {}): Promise<Harness> {
  const registry = games.registry ?? appRegistry;
  requireChromium();
  mkdirSync(RESULTS, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'r3-game-e2e-'));
  const opened = openSqliteStore(join(dir, 'saves.db'), registry);
  if (!opened.ok) throw new Error(opened.error.message);
  const services = createAppServices({
    registry,
    store: opened.value.store,
    bots: { workerEntry: games.workerEntry ?? WORKER },
    // One bot worker whatever the machine's cores, so the browser tests play the same on every machine.
    botHelpers: 0,
    botPaceMs,
  });
  // A bot's progress reports are many and change nothing a test waits on: only a changed game wakes.
  services.games.on((e) => e.type !== 'bot' && wakeWaiters());
  const { host, browser, close } = await serveInChromium(services, dir);
  const context = await browser.newContext();
  return { services, store: opened.value.store, host, browser, context, close };
}

/**
 * A page that records console errors, PixiJS warnings, uncaught exceptions and CSP violations. A smaller viewport
 * makes long tests faster: software WebGL redraws every pixel of the canvases on the CPU.
 */
export async function openPage(
  h: Harness,
  viewport = { width: 1600, height: 1000 },
): Promise<{ page: Page; problems: string[] }> {
  const page = await h.context.newPage();
  await page.setViewportSize(viewport);
  const problems: string[] = [];
  // Pixi's warnings count too: each one is a texture freed while bound, a leak or a misuse.
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && m.text().includes('PixiJS')))
      problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // host.url carries this launch's key; the host trades it for its cookie, so reloads keep working.
  await page.goto(h.host.url);
  return { page, problems };
}

/** The position as `side` sees it, straight from the host, typed as the game's own view and actions. */
export function hostSees<V, A>(h: Harness, saveId: string, side: string): { view: V; legal: A[]; actionCount: number } {
  const r = h.services.games.view(saveId, side);
  if (!r.ok) throw new Error(r.error.message);
  return { view: r.value.view as V, legal: r.value.legalActions as A[], actionCount: r.value.actionCount };
}

/** A Richard III position as `side` sees it, straight from the host. */
export function hostView(
  h: Harness,
  saveId: string,
  side: 'lancaster' | 'york',
): { view: RichardView; legal: Action[]; actionCount: number } {
  return hostSees<RichardView, Action>(h, saveId, side);
}

/** A new Richard III game on the host, both seats the players' (hot seat) unless `seats` says otherwise. */
export function createGame(
  h: Harness,
  game: { scenario: string; seed: number; name?: string; seats?: Record<'lancaster' | 'york', Seat> },
): string {
  const seats = game.seats ?? { lancaster: { kind: 'human' }, york: { kind: 'human' } };
  const created = h.services.games.create({ moduleId: 'richard-iii', ...game, seats });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.id;
}

/**
 * The preparations' random player: an attack when it has one (battles come soon), else any choice
 * but ending the phase (and, with `noDone`, ending a step) or asking for new cards. The tests'
 * seeded positions depend on it choosing exactly so.
 */
export function attackFirst(
  view: RichardView,
  legal: readonly Action[],
  next: () => number,
  { noDone = false }: { noDone?: boolean } = {},
): Action {
  const enemy = (area: string) => view.blocks.some((b) => b.place === area && b.side !== view.viewer);
  const attacks = legal.filter(
    (a) => (a.t === 'move' && enemy(a.path[a.path.length - 1]!)) || (a.t === 'sea' && enemy(a.to)),
  );
  if (attacks.length) return attacks[Math.floor(next() * attacks.length)]!;
  const keep = legal.filter(
    (a) =>
      a.t !== 'end' && !(noDone && a.t === 'done') && !(a.t === 'mulligan' && a.ask) && !(a.t === 'redraw' && a.redraw),
  );
  const pool = keep.length ? keep : legal;
  return pool[Math.floor(next() * pool.length)]!;
}

/**
 * The host's play up to `side`'s action phase in a game of two human seats: hands kept, the most AP
 * played, the other side's action phase ended at once.
 */
export function toActionPhase(h: Harness, saveId: string, side: 'lancaster' | 'york'): void {
  for (let i = 0; i < 20; i++) {
    const next = hostView(h, saveId, side).view.toAct[0];
    if (!next) throw new Error('nobody to act');
    const { view, legal, actionCount } = hostView(h, saveId, next);
    if (view.step === 'action' && next === side) return;
    const ap = (a: Action) => (a.t === 'card' && !CARDS[a.card]!.event ? CARDS[a.card]!.ap : -1);
    const pick =
      legal.find((a) => (a.t === 'mulligan' && !a.ask) || (a.t === 'redraw' && !a.redraw) || a.t === 'end') ??
      [...legal].sort((x, y) => ap(y) - ap(x))[0]!;
    const r = h.services.games.submit(saveId, next, pick, actionCount);
    if (!r.ok) throw new Error(r.error.message);
  }
  throw new Error(`${side}'s action phase did not come`);
}

/** Opens a saved two-human game in the page as `side`, at his decision, with the map drawn and settled. */
export async function openAsSide(
  h: Harness,
  saveId: string,
  side: 'lancaster' | 'york',
  viewport?: { width: number; height: number },
): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(h, viewport);
  const label = side === 'york' ? 'York' : 'Lancaster';
  await opened.page.getByRole('button', { name: 'Continue' }).click();
  await opened.page.getByRole('button', { name: `I am ${label} — show my view` }).click();
  await opened.page.locator('.game-screen .prompt-box.mine').waitFor();
  await pageCaughtUp(opened.page, h, saveId, side);
  await opened.page.waitForFunction(() => window.__r3MapProbe?.settled() === true, undefined, { timeout: 30_000 });
  return opened;
}

export function latestSaveId(h: Harness): string {
  const r = h.services.saves.list();
  if (!r.ok || r.value.length === 0) throw new Error('no saved game');
  return [...r.value].sort((a, b) => b.createdAt - a.createdAt)[0]!.id;
}

/** Page coordinates of `area`'s name on the map (a click there means the area), through the page's geometry probe. */
export async function areaScreenPoint(page: Page, area: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((id) => window.__r3MapProbe?.areaPoint(id) ?? null, area);
}

/** Clicks the map canvas at an area's name, as a player would. */
export async function clickArea(page: Page, area: string): Promise<void> {
  const p = await areaScreenPoint(page, area);
  if (!p) throw new Error(`area ${area} is not on the map`);
  await page.mouse.click(p.x, p.y);
}

/** Waiters of `until`, woken whenever a harness's games change (see startHarness). */
const wakers = new Set<() => void>();

function wakeWaiters(): void {
  for (const wake of [...wakers]) wake();
}

/**
 * Waits until `check` holds. It looks again as soon as a game of any harness changes (a move saved, a
 * bot's answer) rather than on the next tick of a poll: a whole campaign waits hundreds of times, and
 * a 100 ms poll cost half a tick each. It still polls every 100 ms for what no game change announces.
 */
export async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, 100);
      wakers.add(wake);
    });
  }
}

/**
 * Waits until the page shows the position the host is at (pushed views arrive asynchronously) and
 * is no longer busy sending the last choice (the pushed view can arrive before the reply, and a
 * click on the board while busy is ignored).
 */
export async function pageCaughtUp(page: Page, h: Harness, saveId: string, side: 'lancaster' | 'york'): Promise<void> {
  const seq = hostView(h, saveId, side).view.seq;
  await page.waitForFunction(
    (n) => {
      const screen = document.querySelector('.game-screen');
      return Number(screen?.getAttribute('data-seq') ?? -1) >= n && screen?.getAttribute('data-busy') !== 'true';
    },
    seq,
    { polling: 50 },
  );
}
