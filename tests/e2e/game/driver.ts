/**
 * A generic UI driver for the browser tests: given ONE legal action (read from the host, the
 * oracle), it performs it in the page the way a player would — cards from the hand, land and sea
 * moves by clicking an area then a destination on the map canvas, recruits from the pool chips,
 * area choices (muster, plague, which battle) on the map, hits on the battle board's canvas, and
 * everything else with the panel's buttons. It never calls the host's submit itself: if the page
 * offers no way to do the action, it says so (a UI gap) instead of faking it.
 */
import type { Locator, Page } from 'playwright-core';
import type { Action, RichardView } from '../../../renderer/games/richard-iii/model/types';
import { areaScreenPoint, clickArea, hostView, type Harness } from './harness';
import { areaLabel, blockLabel, buttonText, expectedButton } from './labels';

export type Side = 'lancaster' | 'york';

/** Why the page could not perform an action (a real UI gap, or a flow the driver cannot see). */
export class UiGap extends Error {}

/** Where an action takes its block (land/sea moves, recruits, heirs, going home, retreats, regroups). */
export function destination(a: Action): string | null {
  if (a.t === 'move') return a.path[a.path.length - 1]!;
  if ('to' in a && typeof a.to === 'string') return a.to;
  return null;
}

/**
 * The panel button for `a`, found by the label the test's table (labels.ts) expects: battle orders
 * sit in their block's group, under its name; other choices are one button each.
 */
export function panelButton(page: Page, a: Action): Locator {
  const { group, label } = expectedButton(a);
  if (group) {
    return page
      .locator('.choices .block-group')
      .filter({ has: page.locator('.who', { hasText: new RegExp(`^${escapeRe(group)}$`) }) })
      .getByRole('button', { name: label, exact: true });
  }
  return page.locator('.choices').getByRole('button', { name: label, exact: true });
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Waits for `until`; if it times out, fails with what the page showed then (a timed wait never
 * passes silently).
 */
async function waitOrFail(page: Page, until: Promise<unknown>, what: string): Promise<void> {
  try {
    await until;
  } catch (e) {
    const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
    throw new UiGap(`${what} did not happen (${why}); the page showed: ${await describeUi(page)}`);
  }
}

/** What the panel shows now, for error messages: prompt, hint and the buttons offered. */
export async function describeUi(page: Page): Promise<string> {
  const text = async (sel: string) =>
    (
      await page
        .locator(sel)
        .allInnerTexts()
        .catch(() => [])
    ).map((t) => t.replace(/\s+/g, ' ').trim());
  const title = await text('.prompt-box .prompt');
  const hint = await text('.prompt-box .hint');
  const buttons = await text('.choices button');
  const battle = await page
    .locator('.battle')
    .isVisible()
    .catch(() => false);
  return `prompt "${title.join(' ')}" — "${hint.join(' ')}"; buttons [${buttons.join(' | ')}]; battle board ${battle ? 'shown' : 'hidden'}`;
}

/** Waits until the page shows the host's position and is not busy submitting. */
export async function settle(page: Page, h: Harness, saveId: string, side: Side): Promise<void> {
  const seq = hostView(h, saveId, side).view.seq;
  // Polled on a timer, not per animation frame: software WebGL frames are slow.
  await page.waitForFunction(
    (n) =>
      Number(document.querySelector('.game-screen')?.getAttribute('data-seq') ?? -1) >= n &&
      document.querySelector('.game-screen')?.getAttribute('data-busy') !== 'true' &&
      !document.querySelector('.choices button:disabled, .card-button.playable:disabled'),
    seq,
    { polling: 50 },
  );
}

async function visible(l: Locator): Promise<boolean> {
  return l.isVisible().catch(() => false);
}

/**
 * Clears any selection (Esc), so the panel lists every choice. When only one block has a decision
 * the page selects it by itself again (selection.ts autoSelection), so the selection may stay.
 */
async function clearSelection(page: Page): Promise<void> {
  const clear = page.getByRole('button', { name: /^Clear selection/ });
  // Escape closes the topmost thing first (a stack's pinned fan), then the selection.
  for (let i = 0; i < 3 && (await visible(clear)); i++) {
    await page.keyboard.press('Escape');
    await clear.waitFor({ state: 'hidden', timeout: 500 }).catch(() => undefined);
  }
}

/** Uncovers the map: a finished battle is closed, a live one is put aside ("Show the map"). */
async function showMap(page: Page): Promise<void> {
  const board = page.locator('.battle');
  if (!(await visible(board))) return;
  const close = page.getByRole('button', { name: 'Close the battle board' });
  if (await visible(close)) await close.click();
  else await page.getByRole('button', { name: 'Show the map' }).click();
  await board.waitFor({ state: 'hidden' });
}

/** Brings the battle board back over the map if the player looked at the map. */
async function showBattle(page: Page): Promise<void> {
  const back = page.getByRole('button', { name: 'Back to the battle' });
  if (await visible(back)) await back.click();
  await page.locator('.battle canvas').waitFor();
}

async function areaOnMap(page: Page, area: string): Promise<void> {
  if (!(await areaScreenPoint(page, area))) throw new UiGap(`area ${area} is not on the map`);
}

async function clickButton(page: Page, view: RichardView, a: Action): Promise<void> {
  const b = panelButton(page, a);
  if ((await b.count()) === 0) throw new UiGap(`no button "${buttonText(a)}": ${await describeUi(page)}`);
  await b.first().click();
  if (a.t === 'end' && (view.action?.ap ?? 0) > 0 && view.legal.some((x) => x.t !== 'end')) {
    // Ending with AP left and moves still open asks once more (5.0: unused AP are lost).
    await page.getByRole('button', { name: 'End anyway' }).click();
  }
}

/**
 * Clicks an area on the map until `shown` appears: a click made while the page was busy is dropped,
 * so it is repeated (three times at most) — each try waits for the element, not for a fixed time.
 */
async function clickAreaUntilShown(page: Page, area: string, shown: Locator, what: string): Promise<void> {
  let last = '';
  for (let i = 0; i < 3; i++) {
    await clickArea(page, area);
    try {
      await shown.waitFor({ state: 'visible', timeout: 2000 });
      return;
    } catch (e) {
      last = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    }
  }
  throw new UiGap(`clicking ${area} on the map did not ${what} (${last}): ${await describeUi(page)}`);
}

/** Land or sea move: click the block's area, keep the block (alone, or its whole group) picked, click the destination. */
async function playMove(
  page: Page,
  view: RichardView,
  a: Extract<Action, { t: 'move' | 'sea' }>,
  wholeGroup: boolean,
): Promise<void> {
  const from = view.blocks.find((b) => b.id === a.block)?.place;
  const to = destination(a)!;
  if (!from) throw new UiGap(`${a.block} is not on the map`);
  await showMap(page);
  await clearSelection(page);
  await areaOnMap(page, from);
  await areaOnMap(page, to);
  const picked = page.locator('.picked');
  await clickAreaUntilShown(page, from, picked, `select its blocks (for ${a.block})`);
  const mine = picked.getByRole('button', { name: blockLabel(a.block), exact: true });
  if ((await mine.count()) === 0) throw new UiGap(`${a.block} is not offered among the picked blocks in ${from}`);
  if ((await mine.getAttribute('aria-pressed')) !== 'true') {
    await mine.click();
    const pressed = picked.locator('button.pick[aria-pressed="true"]', {
      hasText: new RegExp(`^${escapeRe(blockLabel(a.block))}$`),
    });
    await waitOrFail(page, pressed.waitFor({ timeout: 5000 }), `picking ${a.block} among the blocks of ${from}`);
  }
  if (!wholeGroup) {
    // Click the other picked blocks off (the panel's toggles), leaving only this one.
    for (const other of await picked.locator('button.pick').all()) {
      if (
        (await other.getAttribute('aria-pressed')) === 'true' &&
        (await other.innerText()).trim() !== blockLabel(a.block)
      )
        await other.click();
    }
    await waitOrFail(
      page,
      page.waitForFunction(
        () => document.querySelectorAll('.picked button.pick[aria-pressed="true"]').length === 1,
        undefined,
        { timeout: 5000 },
      ),
      `leaving only ${a.block} picked`,
    );
  }
  await clickArea(page, to);
  // Where there is more than one way to go (land or sea; the border an attack enters by), the
  // panel asks which: take exactly the way this action goes. Otherwise the move is sent at once,
  // or — into enemy blocks — the attack is asked once more beside its odds.
  // Wait for one or the other — the position moving on, or the question — never a fixed time.
  await waitOrFail(
    page,
    page.waitForFunction(
      (seq) =>
        !!document.querySelector('.routes') ||
        !!document.querySelector('.attack-confirm') ||
        Number(document.querySelector('.game-screen')?.getAttribute('data-seq') ?? -1) > seq,
      view.seq,
      { polling: 50, timeout: 10_000 },
    ),
    `clicking ${to} for ${a.block} (the move sent, or the question of which way)`,
  );
  const routes = page.locator('.routes');
  if (!(await routes.isVisible())) return confirmAttack(page, view, to, `${a.block} to ${to}`);
  const labels = (await routes.getByRole('button').allInnerTexts()).map((t) => t.trim());
  const via = a.t === 'move' ? (a.path.length > 1 ? a.path[a.path.length - 2]! : from) : null;
  const want =
    a.t === 'sea'
      ? 'By sea'
      : (labels.find((l) => via && l.startsWith(`By land from ${areaLabel(via)} (`)) ?? 'By land');
  const button = routes.getByRole('button', { name: want, exact: want === 'By sea' || want === 'By land' });
  if ((await button.count()) === 0)
    throw new UiGap(`no route "${want}" for ${JSON.stringify(a)} among [${labels.join(' | ')}]`);
  await button.first().click();
  await waitOrFail(
    page,
    page.waitForFunction(
      (seq) =>
        !!document.querySelector('.attack-confirm') ||
        Number(document.querySelector('.game-screen')?.getAttribute('data-seq') ?? -1) > seq,
      view.seq,
      { polling: 50, timeout: 10_000 },
    ),
    `taking the way "${want}" for ${a.block} (the move sent, or the attack asked)`,
  );
  return confirmAttack(page, view, to, `${a.block} to ${to}`);
}

/**
 * A move into enemy blocks is asked once more beside its odds: say yes (once the odds are shown).
 * The button names the move as the rules do: a new battle is an Attack, more blocks for one's own
 * attack Join it, Player 2's blocks sent into an area the enemy attacked Reinforce it (6.3).
 */
async function confirmAttack(page: Page, view: RichardView, to: string, what: string): Promise<void> {
  const ask = page.locator('.attack-confirm');
  if (!(await ask.isVisible())) return;
  await waitOrFail(
    page,
    ask.locator('.odds .win').waitFor({ timeout: 10_000 }),
    `the odds of the attack (${what}) in seq ${view.seq}`,
  );
  const pending = view.attacks.find((x) => x.area === to);
  const yes = !pending ? 'Attack' : pending.attacker === view.viewer ? 'Join' : 'Reinforce';
  await ask.getByRole('button', { name: yes, exact: true }).click();
}

async function playRecruit(page: Page, a: Extract<Action, { t: 'recruit' }>): Promise<void> {
  await showMap(page);
  await clearSelection(page);
  await areaOnMap(page, a.to);
  const chip = page.locator(`.pool .chip[data-block="${a.block}"]`);
  if ((await chip.count()) === 0 || !(await chip.isEnabled()))
    throw new UiGap(`pool chip ${a.block} is missing or not clickable`);
  await chip.click();
  await waitOrFail(
    page,
    page.locator(`.pool .chip.selected[data-block="${a.block}"]`).waitFor({ timeout: 5000 }),
    `selecting pool chip ${a.block}`,
  );
  await clickArea(page, a.to);
}

/**
 * A block-to-area choice outside the action phase (heir entry, going home): the panel's button,
 * or on the map the block picked (the page then shows "Clear selection") and its destination
 * clicked. An area click picks a block when it is the one deciding block there (selection.ts
 * clickArea); otherwise the panel's button, or where the panel mirrors too many choices for buttons,
 * the block itself on the map (clickMapBlock), and then its own choices in the panel. The caller then
 * checks with the host that exactly this was played.
 */
async function playBlockToArea(
  page: Page,
  view: RichardView,
  a: Extract<Action, { block: string; to: string }>,
  preferMap: boolean,
): Promise<void> {
  await clearSelection(page);
  const button = panelButton(page, a);
  const hasButton = (await button.count()) > 0;
  // The panel lists every such choice: a missing or misworded button is a failure, not a reason
  // to try the map instead.
  if (!preferMap) return clickButton(page, view, a);
  const deciding = new Set(view.legal.flatMap((x) => ('block' in x && typeof x.block === 'string' ? [x.block] : [])));
  const from = view.blocks.find((b) => b.id === a.block)?.place;
  const areaPicks =
    !!from && view.blocks.filter((b) => b.place === from && b.id !== null && deciding.has(b.id)).length === 1;
  const selected = page.getByRole('button', { name: /^Clear selection/ });
  if (areaPicks && from && (await areaScreenPoint(page, from))) {
    await showMap(page);
    await clickArea(page, from);
    await waitOrFail(page, selected.waitFor({ timeout: 5000 }), `clicking ${from} to pick ${a.block}`);
  } else if (hasButton) {
    return clickButton(page, view, a);
  } else if (from && (await clickMapBlock(page, a.block, from))) {
    await waitOrFail(page, selected.waitFor({ timeout: 5000 }), `clicking ${a.block} on the map`);
    // Picked, the block's own choices are few enough for the panel (its fan may cover the map).
    if ((await button.count()) > 0) return clickButton(page, view, a);
  } else {
    throw new UiGap(`no way to pick ${a.block} (${buttonText(a)}): ${await describeUi(page)}`);
  }
  await areaOnMap(page, a.to);
  await clickArea(page, a.to);
}

/**
 * Clicks one block on the map, as a player picks one of several deciding blocks in an area (the
 * panel lists too many choices to mirror them): the block itself where it is drawn, or in a
 * collapsed stack its counter, which pins the stack's fan, and then the block in the fan.
 */
async function clickMapBlock(page: Page, block: string, area: string): Promise<boolean> {
  await showMap(page);
  await areaOnMap(page, area);
  const drawn = await page.evaluate(
    (id) => window.__r3MapProbe?.blocks().filter((b) => b.id === id || b.top) ?? [],
    block,
  );
  const own = drawn.find((b) => b.id === block);
  if (!own) return false;
  const centre = (r: { x: number; y: number; w: number; h: number }) => [r.x + r.w / 2, r.y + r.h / 2] as const;
  if (!own.collapsed) {
    await page.mouse.click(...centre(own.rect));
    return true;
  }
  const counter = drawn.find((b) => b.top && b.area === area && b.collapsed);
  if (!counter) return false;
  await page.mouse.click(...centre(counter.rect));
  const inFan = page.locator(`.fan:not(.peek) button[data-block="${block}"]`);
  await waitOrFail(page, inFan.waitFor({ timeout: 5000 }), `opening the stack in ${area} to pick ${block}`);
  await inFan.click();
  return true;
}

/** On the battle board, click one of our blocks (to give it the hits, or to pick it for a retreat or regroup). */
async function clickBattleBlock(page: Page, block: string): Promise<boolean> {
  await showBattle(page);
  const p = await page.evaluate((id) => window.__r3BattleProbe?.blockAt(id) ?? null, block);
  if (!p) return false;
  await page.mouse.click(p.x, p.y);
  return true;
}

export interface PlayOptions {
  /** Land/sea moves: move every block of the group that can go there, not just this one. */
  wholeGroup: boolean;
  /** Choices offered both on the map/board and in the panel: use the map/board. */
  preferMap: boolean;
}

/**
 * Performs `a` through the page. Returns when the click that submits it has been made (the caller
 * checks with the host that it was played). Throws UiGap if the page has no way to do it.
 */
export async function play(page: Page, view: RichardView, a: Action, opt: PlayOptions): Promise<void> {
  switch (a.t) {
    case 'card': {
      const card = page.locator(`.card-button.playable[data-card="${a.card}"]`);
      if ((await card.count()) === 0) throw new UiGap(`card ${a.card} is not playable in the hand`);
      await card.first().click();
      return;
    }
    case 'move':
    case 'sea':
      return playMove(page, view, a, opt.wholeGroup);
    case 'recruit':
      return playRecruit(page, a);
    case 'muster':
    case 'plague':
    case 'battle': {
      await clearSelection(page);
      if (!opt.preferMap && (await panelButton(page, a).count()) > 0) return clickButton(page, view, a);
      await showMap(page);
      await areaOnMap(page, a.area);
      await clickArea(page, a.area);
      return;
    }
    case 'take-hits':
      if (opt.preferMap && (await clickBattleBlock(page, a.block))) return;
      return clickButton(page, view, a);
    case 'retreat':
    case 'regroup': {
      await clearSelection(page);
      // Pick the block on the board: the panel then lists its destinations.
      if (opt.preferMap && (await clickBattleBlock(page, a.block))) {
        await waitOrFail(
          page,
          page.getByRole('button', { name: /^Clear selection/ }).waitFor({ timeout: 5000 }),
          `picking ${a.block} on the battle board`,
        );
        const b = panelButton(page, a);
        if ((await b.count()) === 0)
          throw new UiGap(
            `after picking ${a.block} on the battle board there is no button "${buttonText(a)}": ${await describeUi(page)}`,
          );
        await b.first().click();
        return;
      }
      return clickButton(page, view, a);
    }
    case 'heir-enter':
    case 'go-home':
      return playBlockToArea(page, view, a, opt.preferMap);
    default:
      await clearSelection(page);
      return clickButton(page, view, a);
  }
}

/** The actions `side` has had played since action number `from`, read from the host's saved game. */
export function playedSince(h: Harness, saveId: string, from: number, side: Side): Action[] {
  const r = h.services.saves.exportGame(saveId);
  if (!r.ok) throw new Error(r.error.message);
  const doc = JSON.parse(r.value.contents) as { actions: { player: string; action: Action }[] };
  return doc.actions
    .slice(from)
    .filter((x) => x.player === side)
    .map((x) => x.action);
}

export function gameSeed(h: Harness, saveId: string): number {
  const r = h.services.saves.exportGame(saveId);
  return r.ok ? (JSON.parse(r.value.contents) as { seed: number }).seed : -1;
}

/**
 * Does `played` do what `wanted` asked (same kind — land or sea —, same block and place; a land
 * move may take another path of the same worth, which the page chooses)?
 */
export function sameDecision(wanted: Action, played: Action): boolean {
  if ((wanted.t === 'move' || wanted.t === 'sea') && (played.t === 'move' || played.t === 'sea')) {
    return wanted.t === played.t && wanted.block === played.block && destination(wanted) === destination(played);
  }
  return JSON.stringify(wanted) === JSON.stringify(played);
}
