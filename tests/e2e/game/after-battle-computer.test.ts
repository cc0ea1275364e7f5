/**
 * A play-test in Czech (Kingmaker, Lancaster against the computer): after the player's last fire in
 * a battle, the computer finished the battle, then the supply phase passed, and the next card phase
 * opened under the finished battle's board and its banner — the supply phase never seen. Here, in
 * the real page: the player fires his last block through the panel; the computer (York, Easy) fires
 * back, wins and regroups; the supply phase passes; at the next card phase the board has given way
 * to the map, and What happened tells what followed his fire in order, the battle's outcome marked
 * (screenshot card-after-battle.png). Stepping back through it keeps the map in sight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, LogEntry, RichardView } from '../../../renderer/games/richard-iii/model/types';
import { sinceMyLastAction } from '../../../renderer/games/richard-iii/model/opponent-moves';
import { rng } from '../../ui/fixtures';
import { describeUi, play } from './driver';
import { easyGameAt } from './easy-game';
import { hostView, openPage, pageCaughtUp, RESULTS, startHarness, until, type Harness, attackFirst } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(150);
});
afterAll(async () => {
  await h?.close();
});

/** Lancaster's next decision, once the computer has played whatever came before it. */
async function lancasterToDecide(saveId: string): Promise<ReturnType<typeof hostView>> {
  for (;;) {
    await h.services.games.whenIdle(saveId);
    const seen = hostView(h, saveId, 'lancaster');
    if (seen.legal.length || seen.view.outcome) return seen;
    await until(() => hostView(h, saveId, 'lancaster').actionCount !== seen.actionCount, 'York to move');
  }
}

/**
 * Whether what followed Lancaster's fire is the reported case: York acted in the battle, the
 * battle ended, the supply phase passed, and Lancaster's next decision is the next card.
 */
function computerFinishedIt(since: readonly LogEntry[], next: RichardView): boolean {
  const kinds = since.map((e) => e.k);
  return (
    next.step === 'card' &&
    since.some((e) => e.s === 'york' && e.k === 'battle-fire') &&
    kinds.includes('battle-end') &&
    kinds.includes('supply-phase')
  );
}

/**
 * A Kingmaker game against York at Easy (seed `seed`), Lancaster attacking first, saved at his
 * decision number `decision`, which is left for the page. The seed and decision of each case were
 * found once by searching seeds and decisions in order; the game is played in-process as the host
 * would (easy-game.ts). The decision must still be the case (`wanted` picks Lancaster's choice,
 * `followed` holds of what York then plays): a changed engine or bot fails here, loudly, rather
 * than testing some other position — search again then (the first seed and decision that fit).
 */
async function prepare(
  at: { seed: number; decision: number },
  wanted: (a: Action) => boolean,
  followed: (since: readonly LogEntry[], next: RichardView) => boolean,
): Promise<{ saveId: string; last: Action }> {
  const game = await easyGameAt(h.store, {
    ...at,
    policy: (view, legal, next) => attackFirst(view, legal, next, { noDone: true }),
    next: rng(at.seed),
    name: `After the battle ${at.seed}`,
  });
  const what = `Lancaster's decision ${at.decision} of seed ${at.seed}: ${JSON.stringify(game.choice)} at ${game.view.step}`;
  expect(wanted(game.choice), what).toBe(true);
  expect(followed(game.followed.since, game.followed.next), `what followed ${what}`).toBe(true);
  return { saveId: game.saveId, last: game.choice };
}

/** Opens the saved game in the page, as Lancaster, at his decision. */
async function openGame(saveId: string) {
  const opened = await openPage(h, { width: 1600, height: 900 });
  await opened.page.getByRole('button', { name: 'Continue' }).click();
  await opened.page.locator('.game-screen .prompt-box.mine').waitFor();
  await pageCaughtUp(opened.page, h, saveId, 'lancaster');
  return opened;
}

describe('after the player’s last fire, against the computer (web mode)', () => {
  it('the next card phase opens on the map, with the battle’s end and the supply phase told in order', async () => {
    const { saveId, last: fire } = await prepare({ seed: 1, decision: 21 }, (a) => a.t === 'fire', computerFinishedIt);
    const { page, problems } = await openGame(saveId);
    // The battle is on the board; the player fires his last block from the panel.
    await page.locator('.battle canvas').waitFor();
    const before = hostView(h, saveId, 'lancaster');
    expect(before.view.step).toBe('battle-turn');
    await play(page, before.view, fire, { wholeGroup: false, preferMap: false });
    await until(() => hostView(h, saveId, 'lancaster').actionCount > before.actionCount, 'the fire to be played');

    // The computer fires back, ends the battle and plays on to Lancaster's next card.
    const after = await lancasterToDecide(saveId);
    expect(after.view.step).toBe('card');
    await pageCaughtUp(page, h, saveId, 'lancaster');
    await page.locator('.card-button.playable').first().waitFor();
    // The new card phase is on the map, not under the last battle's board and banner.
    expect(await page.locator('.battle').count(), await describeUi(page)).toBe(0);
    expect(await page.locator('.back-to-battle').count()).toBe(0);

    // What happened tells what followed the fire, in order: York's fire, the battle's end (marked),
    // the supply phase, the new turn.
    const strip = page.locator('.what-happened');
    const lines = await strip.locator('ol li:not(.more)').allInnerTexts();
    const where = (re: RegExp) => lines.findIndex((l) => re.test(l));
    const yorkFire = where(/ \(Y\) fires at /);
    const outcome = where(/^(York|Lancaster) wins the battle of /);
    const supply = where(/^Supply phase$/);
    const turn = where(/^Game turn \d+ \(campaign 2\)$/);
    expect(
      [yorkFire, outcome, supply, turn].every((i) => i >= 0),
      lines.join(' | '),
    ).toBe(true);
    expect(yorkFire).toBeLessThan(outcome);
    expect(outcome).toBeLessThan(supply);
    expect(supply).toBeLessThan(turn);
    expect(await strip.locator('li.result').allInnerTexts()).toContain(lines[outcome]);
    await page.screenshot({ path: `${RESULTS}card-after-battle.png` });

    // Stepping back through it shows the earlier position on the map, which no board covers.
    await strip.getByRole('button', { name: '◀' }).click();
    await expect
      .poll(() => strip.locator('.where').innerText(), { timeout: 30_000 })
      .toMatch(/^Looking back: \d+ of \d+$/);
    expect(await page.locator('.battle').count()).toBe(0);
    await page.screenshot({ path: `${RESULTS}card-after-battle-look-back.png` });
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);

  it('when York’s win ends the game, What happened tells it, Henry VI’s murder marked, once the map is looked at', async () => {
    const { saveId, last } = await prepare(
      { seed: 1, decision: 59 },
      () => true,
      (since, next) => !!next.outcome && since.some((e) => e.k === 'prisoner-murdered'),
    );
    const { page, problems } = await openGame(saveId);
    const before = hostView(h, saveId, 'lancaster');
    await play(page, before.view, last, { wholeGroup: false, preferMap: false });
    await until(() => !!hostView(h, saveId, 'lancaster').view.outcome, 'the game to end');
    await page.getByRole('button', { name: 'Look at the map' }).click();
    const murdered = page.locator('.what-happened li.result', { hasText: /^Henry VI is murdered in the Tower\.$/ });
    await murdered.waitFor();
    expect(await page.locator('.battle').count(), await describeUi(page)).toBe(0);
    await page.screenshot({ path: `${RESULTS}game-over-news.png` });
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);

  it('a spared Clarence ends the news: York’s moves before it are not told again at the next card', async () => {
    // A Czech play-test saw York's moves drawn over London into the next turn: sparing Clarence
    // leaves no line in the log, so the news since the last logged decision ran on past it.
    const yorkMoves = (log: readonly LogEntry[]) =>
      log.filter((e) => e.s === 'york' && (e.k === 'move' || e.k === 'sea-move'));
    const { saveId, last } = await prepare(
      { seed: 5, decision: 6 },
      (a) => a.t === 'spare',
      (since, next) =>
        next.step === 'card' &&
        yorkMoves(since).length === 0 &&
        yorkMoves(sinceMyLastAction(next.log.slice(0, next.log.length - since.length), 'lancaster')).length > 0,
    );
    const { page, problems } = await openGame(saveId);
    const strip = page.locator('.what-happened');
    const moveLine = /^York: .*(moves|sails) /;
    const told = async () => (await strip.locator('ol li').allInnerTexts()).filter((l) => moveLine.test(l));
    // At the decision York's moves are news, in words (and arrows on the map).
    expect((await told()).length).toBeGreaterThan(0);
    const before = hostView(h, saveId, 'lancaster');
    expect(before.view.step).toBe('supply-execute');
    await play(page, before.view, last, { wholeGroup: false, preferMap: false });
    const after = await lancasterToDecide(saveId);
    expect(after.view.step).toBe('card');
    await pageCaughtUp(page, h, saveId, 'lancaster');
    await page.locator('.card-button.playable').first().waitFor();
    expect(await told()).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);
});
