/**
 * Issue 13, battle odds in the page: a move into enemy blocks is asked once more beside the
 * attack's odds (chance to win, expected losses, worked out by the host); Cancel sends nothing,
 * Attack sends the move; the way in is asked first, then the attack, one question at a time.
 * Screenshot test-results/attack-odds.png. The position is prepared on the
 * host (hot-seat, seeded), the attack made by mouse on the map.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRng, nextInt } from '../../../engine/core/rng';
import type { Action, AreaId, RichardView } from '../../../renderer/games/richard-iii/model/types';
import { clickArea, hostView, openPage, RESULTS, startHarness, until, type Harness, createGame } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const enemyIn = (view: RichardView, area: string) =>
  view.blocks.some((b) => b.place === area && b.side !== view.viewer);
/**
 * A one-area land attack whose blocks all start in one area of the attacker, where no battle is
 * pending yet (moving into one is joining or reinforcing it, asked in other words).
 */
const attackOf = (view: RichardView, legal: readonly Action[]) =>
  legal.find(
    (a) =>
      a.t === 'move' &&
      a.path.length === 1 &&
      enemyIn(view, a.path[0]!) &&
      !view.attacks.some((x) => x.area === a.path[0]),
  ) as Extract<Action, { t: 'move' }> | undefined;

/** The borders (or the sea) the blocks of `from` can enter `to` by. */
const waysIn = (view: RichardView, legal: readonly Action[], from: AreaId, to: AreaId): number => {
  const group = new Set(view.blocks.filter((b) => b.place === from && b.side === view.viewer).map((b) => b.id));
  const ways = new Set<string>();
  for (const a of legal) {
    if (a.t === 'move' && group.has(a.block) && a.path[a.path.length - 1] === to)
      ways.add(a.path.length > 1 ? a.path[a.path.length - 2]! : from);
    if (a.t === 'sea' && group.has(a.block) && a.to === to) ways.add('sea');
  }
  return ways.size;
};

/** Plays both sides at random (seeded) on the host until one of them can attack by more than one way; never plays the attack. */
function prepareAttack(): { saveId: string; side: 'york' | 'lancaster'; from: AreaId; to: AreaId } {
  for (let seed = 1; seed < 80; seed++) {
    const saveId = createGame(h, { scenario: 'wars-of-the-roses', seed, name: `Odds ${seed}` });
    const rng = makeRng(seed);
    for (let i = 0; i < 300; i++) {
      const side = hostView(h, saveId, 'lancaster').view.toAct[0];
      if (!side) break;
      const { view, legal, actionCount } = hostView(h, saveId, side);
      const attack = view.step === 'action' ? attackOf(view, legal) : undefined;
      if (attack) {
        const from = view.blocks.find((b) => b.id === attack.block)!.place as AreaId;
        // One whose group has more than one way in, so the page asks which way before the attack.
        if (waysIn(view, legal, from, attack.path[0]!) > 1) return { saveId, side, from, to: attack.path[0]! };
        break;
      }
      // Moves but no attacks, no mulligans: the armies close in.
      const calm = legal.filter(
        (a) => a.t !== 'end' && !(a.t === 'mulligan' && a.ask) && !(a.t === 'redraw' && a.redraw),
      );
      const pool = calm.length ? calm : legal;
      const r = h.services.games.submit(saveId, side, pool[nextInt(rng, pool.length)], actionCount);
      if (!r.ok) throw new Error(r.error.message);
      if (hostView(h, saveId, 'lancaster').view.step.startsWith('battle')) break;
    }
    h.services.games.close(saveId);
  }
  throw new Error('no attack with a choice of ways came up');
}

describe('battle odds in the page', () => {
  it('asks before an attack, beside its odds; Cancel sends nothing, Attack sends it', async () => {
    const { saveId, side, from, to } = prepareAttack();
    const { page, problems } = await openPage(h);
    await page.getByRole('button', { name: 'Load game' }).click();
    const row = page.getByRole('listitem').filter({ hasText: /^Odds \d+/ });
    await row.first().getByRole('button', { name: 'Play', exact: true }).click();
    await page.locator('.game-screen').waitFor();
    const handOver = page.getByRole('button', { name: /^I am (Lancaster|York)/ });
    await page.locator('.game-screen .prompt-box.mine').or(handOver).first().waitFor();
    if (await handOver.isVisible()) await handOver.click();
    await page.locator('.game-screen .prompt-box.mine').waitFor();
    const before = hostView(h, saveId, side).actionCount;

    let sawRoutes = 0;
    /** Picks the attacking group and clicks its target: the page asks which way, then whether to attack. */
    const aim = async () => {
      const routes = page.locator('.routes');
      // After a Cancel the way asked for stays on offer: choose it again.
      if (!(await routes.isVisible())) {
        if (!(await page.locator('.picked').isVisible())) await clickArea(page, from);
        await page.locator('.picked').waitFor();
        await clickArea(page, to);
        await routes.or(page.locator('.attack-confirm')).first().waitFor();
      }
      if (await routes.isVisible()) {
        // Asked alone: no attack question yet.
        expect(await page.locator('.attack-confirm').count()).toBe(0);
        expect(await page.locator('.prompt-box .prompt').innerText()).toMatch(/^Which way to .+\?$/);
        sawRoutes++;
        await routes.getByRole('button').first().click();
      }
      await page.locator('.attack-confirm .odds .win').waitFor();
    };

    await aim();
    const ask = page.locator('.attack-confirm');
    // One question at a time: the way and the group are settled while the attack is asked.
    expect(await page.locator('.routes').count()).toBe(0);
    expect(await page.locator('.picked').count()).toBe(0);
    expect(await page.locator('.prompt-box .prompt').innerText()).toMatch(/^Attack .+\?$/);
    const win = await ask.locator('.odds .win').innerText();
    expect(win).toMatch(/^\d+% chance to win this battle$/);
    await expect.poll(() => ask.locator('.odds .loss').count()).toBe(2);
    expect(await ask.locator('.odds .loss.mine').innerText()).toMatch(
      /^You lose about \d+\.\d steps \(\d+\.\d blocks\)$/,
    );
    // The model's simplifications are a tooltip away.
    expect(await ask.locator('.odds summary').getAttribute('title')).toMatch(/no treason rolls/);
    await page.screenshot({ path: `${RESULTS}attack-odds.png` });

    await ask.getByRole('button', { name: /^Cancel/ }).click();
    await ask.waitFor({ state: 'detached' });
    expect(hostView(h, saveId, side).actionCount).toBe(before);
    // Cancel goes back one step: to the choice of the way in.
    await page.locator('.routes').waitFor();

    await aim();
    await ask.getByRole('button', { name: 'Attack', exact: true }).click();
    await until(() => hostView(h, saveId, side).actionCount > before, 'the attack to be played');
    expect(sawRoutes).toBe(2);
    const after = hostView(h, saveId, side).view;
    expect(after.blocks.some((b) => b.place === to && b.side === side)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 240_000);
});
