/**
 * A battle without borders grows while the page watches it: the board must be laid out again each
 * time, smaller, so every square stays above the hand (it once kept its first size, ran under the
 * hand and took the clicks meant for the cards). York's moves are the Easy bot's choice sent through
 * the host, Lancaster is the computer at Easy; the page, open as York, only draws.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEasy } from '../../../engine/skirmish/bots/easy';
import { makeRng } from '../../../engine/core/rng';
import { openPage, RESULTS, startHarness, until, type Harness } from '../game/harness';
import { caughtUp, sees } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

describe('a battle without borders', () => {
  it('is laid out again as the field grows: every square stays above the hand', async () => {
    const created = h.services.games.create({
      moduleId: 'skirmish',
      scenario: 'standard',
      seed: 4,
      name: 'E2E growing field',
      seats: { york: { kind: 'human' }, lancaster: { kind: 'bot', level: 'easy' } },
      options: { borderless: true, first: 'york' },
    });
    if (!created.ok) throw new Error(created.error.message);
    const saveId = created.value.id;
    const { page, problems } = await openPage(h, { width: 1366, height: 768 });
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.waitForFunction(() => !!window.__skirmishProbe);

    const rng = makeRng(4);
    const spread = () => {
      const b = sees(h, saveId, 'york').view.board;
      const xs = b.map((u) => u.x);
      const ys = b.map((u) => u.y);
      return b.length ? { w: Math.max(...xs) - Math.min(...xs) + 1, h: Math.max(...ys) - Math.min(...ys) + 1 } : null;
    };
    // Until the units stand over more rows than the mat has (the field is then at least 8 rows tall).
    for (let n = 0; n < 400; n++) {
      await h.services.games.whenIdle(saveId);
      const { view, legal, actionCount } = sees(h, saveId, 'york');
      if (view.outcome) throw new Error('the battle ended before the field grew');
      const s = spread();
      if (s && s.h >= 7 && legal.length > 0) break;
      if (legal.length === 0) {
        await until(() => sees(h, saveId, 'york').actionCount !== actionCount, 'Lancaster to move');
        continue;
      }
      const r = h.services.games.submit(saveId, 'york', chooseEasy(view, legal, rng), actionCount);
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(spread()!.h).toBeGreaterThanOrEqual(7);
    const { view } = sees(h, saveId, 'york');
    await caughtUp(page, view.seq);
    await page.screenshot({ path: `${RESULTS}skirmish-grown-field.png` });
    const handTops = await page.evaluate(
      (cards) => cards.map((c) => window.__skirmishProbe!.handPoint(c)?.y ?? Infinity),
      view.hand.map((c) => c.card),
    );
    const squares = await page.evaluate(
      (units) => units.map((u) => window.__skirmishProbe!.squarePoint(u.x, u.y)),
      view.board.map((u) => ({ x: u.x, y: u.y })),
    );
    const firstHand = Math.min(...handTops);
    expect(firstHand).toBeLessThan(Infinity);
    for (const p of squares) {
      expect(p).not.toBeNull();
      // A square's centre is well above the hand's centres (half a square and half a card apart at least).
      expect(p!.y).toBeLessThan(firstHand - 40);
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
