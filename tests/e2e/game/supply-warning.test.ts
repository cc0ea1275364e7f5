/**
 * 7.1/7.2 warned of in the real page (web mode, hot-seat): Kingmaker (1470) opens with Lancaster's
 * five exiles in France, one over its limit (the French mercenary free of it). In his action phase
 * the prompt says so under the hint; with the French group picked, the tooltip over Scotland says
 * the group would overfill it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRng } from '../../../engine/core/rng';
import { chooseEasy } from '../../../engine/richard-iii/bots';
import {
  areaScreenPoint,
  clickArea,
  hostView,
  openAsSide,
  openPage,
  pageCaughtUp,
  RESULTS,
  startHarness,
  toActionPhase,
  until,
  type Harness,
  createGame,
} from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

describe('supply limit warnings (web mode)', () => {
  it('Kingmaker: the prompt names France as over, and the tooltip warns of sailing the whole group to Scotland', async () => {
    const saveId = createGame(h, { scenario: 'kingmaker', seed: 1, name: 'Supply warnings' });
    toActionPhase(h, saveId, 'lancaster');

    const { page, problems } = await openAsSide(h, saveId, 'lancaster');

    const over =
      'Over the supply limit: France (5 of 4). Each block beyond the limit loses a step in the supply phase (7.2).';
    expect(await page.locator('.prompt-box .prompt-warning').innerText()).toBe(over);

    // Pick France's group (the five nobles and the French mercenary), then point at Scotland.
    await clickArea(page, 'france');
    await page.locator('.picked').waitFor();
    // Picked is when he moves them out: the line stays.
    expect(await page.locator('.prompt-box .prompt-warning').innerText()).toBe(over);
    // Shift-click on a picked block's button picks it alone, as the prompt says (it used to unpick it).
    const chips = page.locator('.picked button.pick');
    expect(await page.locator('.picked button.pick[aria-pressed="true"]').count()).toBe(6);
    await chips.first().click({ modifiers: ['Shift'] });
    await expect.poll(() => page.locator('.picked button.pick[aria-pressed="true"]').count()).toBe(1);
    expect(await chips.first().getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await clickArea(page, 'france');
    await expect.poll(() => page.locator('.picked button.pick[aria-pressed="true"]').count()).toBe(6);
    const scotland = await areaScreenPoint(page, 'scotland');
    if (!scotland) throw new Error('Scotland is not on the map');
    await page.mouse.move(scotland.x, scotland.y);
    const tip = page.locator('.game-screen [role="tooltip"]');
    await tip.waitFor();
    expect(await tip.innerText()).toContain(
      'Scotland: 6 of your blocks would count against its supply limit of 2 — 4 steps lost in the supply phase (7.2).',
    );
    await page.screenshot({ path: `${RESULTS}supply-warning.png` });

    // Click there with the pointer still: the group sails, and the tooltip says what Scotland holds now.
    const before = hostView(h, saveId, 'lancaster').actionCount;
    await page.mouse.click(scotland.x, scotland.y);
    await until(() => hostView(h, saveId, 'lancaster').actionCount > before, 'the group to sail');
    await pageCaughtUp(page, h, saveId, 'lancaster');
    // Nothing is picked any more: the warning of the move made is gone from the tooltip still shown.
    await expect.poll(() => tip.innerText()).not.toContain('would count against');
    expect(await tip.innerText()).toMatch(/^Scotland/);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('1460: a retreat that would overfill its area says so under its button', async () => {
    // Seed 1, Easy for both sides: York's 39th decision is a battle turn in which the Burgundian
    // mercenary may retreat to Kent, where York already stands at the limit (found by a scratch search).
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed: 1, name: 'Retreat warning' });
    const retreat = { t: 'retreat', block: 'y-burgundian-mercenary', to: 'kent' } as const;
    for (let n = 0; ; n++) {
      const side = hostView(h, saveId, 'york').view.toAct[0];
      if (!side || n > 200) throw new Error('the retreat did not come');
      const { view, legal, actionCount } = hostView(h, saveId, side);
      if (side === 'york' && legal.some((a) => JSON.stringify(a) === JSON.stringify(retreat))) break;
      const a = legal.length === 1 ? legal[0]! : chooseEasy(view, side, legal, makeRng(10_000 + n));
      const r = h.services.games.submit(saveId, side, a, actionCount);
      if (!r.ok) throw new Error(r.error.message);
    }

    const { page, problems } = await openPage(h);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'I am York — show my view' }).click();
    await pageCaughtUp(page, h, saveId, 'york');
    const button = page.getByRole('button', { name: 'Retreat to Kent' });
    await button.waitFor();
    const warning = page.locator(`#${(await button.getAttribute('aria-describedby')) ?? 'none'}`);
    expect(await warning.innerText()).toMatch(
      /^⚠ Kent: 5 of your blocks would count against its supply limit of 4 — one step lost in the supply phase \(7\.1\)\.$/,
    );
    await page.screenshot({ path: `${RESULTS}supply-warning-retreat.png` });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
