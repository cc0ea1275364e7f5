/**
 * Shared by the card battle's browser tests: the host's view of a side (the oracle), the board probe's
 * points on the canvas, a side's simple choice from the view's previews, and a move played by mouse
 * the way a player makes it (a hand card, a square and its preview, the square again or Confirm).
 */
import type { Page } from 'playwright-core';
import type { Action, Side, SkirmishView } from '../../../renderer/games/skirmish/types';
import { hostSees, openPage, type Harness } from '../game/harness';

export interface SideSees {
  readonly view: SkirmishView;
  readonly legal: Action[];
  readonly actionCount: number;
}

/**
 * A card battle of York (human, placing first) against Easy on seed 4, opened from the main menu's
 * Continue in a 1366×768 page, its board ready.
 */
export async function openYorkAgainstEasy(h: Harness, name: string) {
  const created = h.services.games.create({
    moduleId: 'skirmish',
    scenario: 'standard',
    seed: 4,
    name,
    seats: { york: { kind: 'human' }, lancaster: { kind: 'bot', level: 'easy' } },
    options: { first: 'york' },
  });
  if (!created.ok) throw new Error(created.error.message);
  const { page, problems } = await openPage(h, { width: 1366, height: 768 });
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.waitForFunction(() => !!window.__skirmishProbe);
  return { saveId: created.value.id, page, problems };
}

/** The position as `side` sees it, straight from the host. */
export function sees(h: Harness, saveId: string, side: Side): SideSees {
  return hostSees<SkirmishView, Action>(h, saveId, side);
}

/**
 * The page shows the host's position (pushed views arrive asynchronously), the board is still, and
 * the reply to the last choice is in (the pushed view can come first; until the reply the board
 * ignores clicks).
 */
export async function caughtUp(page: Page, seq: number): Promise<void> {
  await page.waitForFunction((n) => {
    const screen = document.querySelector('.game-screen');
    return (
      Number(screen?.getAttribute('data-seq') ?? -1) >= n &&
      screen?.getAttribute('data-busy') !== 'true' &&
      window.__skirmishProbe?.animating() === false
    );
  }, seq);
}

export async function clickAt(page: Page, p: { x: number; y: number } | null, what: string): Promise<void> {
  if (!p) throw new Error(`${what} is not on the board`);
  await page.mouse.click(p.x, p.y);
}

export const square = (page: Page, x: number, y: number) =>
  page.evaluate(([a, b]) => window.__skirmishProbe?.squarePoint(a!, b!) ?? null, [x, y]);

export const handCard = (page: Page, card: string) =>
  page.evaluate((c) => window.__skirmishProbe?.handPoint(c) ?? null, card);

/** The viewer's choice: what eliminates most enemies for fewest own losses (from the view's previews). */
export function choose(view: SkirmishView, legal: readonly Action[]): Action {
  const own = view.viewer === 'york' ? 'y' : 'l';
  const score = (a: Action): number => {
    const p = view.previews.find((x) => JSON.stringify(x.action) === JSON.stringify(a));
    if (!p) return a.t === 'draw' ? 0.5 : 0;
    const enemy = p.eliminated.filter((c) => !c.startsWith(own)).length;
    return enemy * 2 - (p.eliminated.length - enemy) * 3;
  };
  return [...legal].sort((a, b) => score(b) - score(a))[0]!;
}

/**
 * Plays `a` by mouse: pick (card, unit), look at the preview, then the same square again or Confirm.
 * `beforeConfirm` runs while the choice is previewed (e.g. a screenshot).
 */
export async function playByMouse(
  page: Page,
  view: SkirmishView,
  a: Action,
  confirmWithButton: boolean,
  beforeConfirm: () => Promise<void> = async () => {},
): Promise<void> {
  const confirm = async (x: number, y: number, previewed = true) => {
    // A recall resolves nothing, so it has no preview: only Confirm and Cancel.
    if (previewed) await page.locator('.preview').waitFor({ timeout: 10_000 });
    else await page.getByRole('button', { name: /^Confirm/ }).waitFor({ timeout: 10_000 });
    await beforeConfirm();
    if (confirmWithButton) await page.getByRole('button', { name: /^Confirm/ }).click();
    else await clickAt(page, await square(page, x, y), `square ${x},${y}`);
  };
  const unitAt = (card: string) => {
    const u = view.board.find((b) => b.card === card);
    if (!u) throw new Error(`${card} is not on the board`);
    return u;
  };
  switch (a.t) {
    case 'place':
      await clickAt(page, await handCard(page, a.card), `hand card ${a.card}`);
      await clickAt(page, await square(page, a.x, a.y), `square ${a.x},${a.y}`);
      return confirm(a.x, a.y);
    case 'archer': {
      const u = unitAt(a.target ?? a.card);
      await clickAt(page, await square(page, u.x, u.y), `archer's choice ${a.target ?? 'arrows'}`);
      return confirm(u.x, u.y);
    }
    case 'advance': {
      if (view.legal.some((b) => b.t === 'advance' && b.x === a.x && b.y === a.y && b.card !== a.card)) {
        const u = unitAt(a.card);
        await clickAt(page, await square(page, u.x, u.y), `berserker ${a.card}`);
      }
      await clickAt(page, await square(page, a.x, a.y), `square ${a.x},${a.y}`);
      return confirm(a.x, a.y);
    }
    case 'recall': {
      const u = unitAt(a.card);
      await clickAt(page, await square(page, u.x, u.y), `unit ${a.card}`);
      // The prompt names the unit picked to take back.
      await page.locator('.prompt-box .hint', { hasText: /^Take .+ back into your hand\?/ }).waitFor();
      return confirm(u.x, u.y, false);
    }
    case 'draw':
      await page.getByRole('button', { name: 'Draw cards' }).click();
      return;
  }
}
