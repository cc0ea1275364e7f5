/**
 * Whole campaigns against the bot, played through the UI in real Chromium (web mode).
 *
 * 1. New game → the single-campaign 1483 "Richard III" scenario → every decision of Lancaster made
 *    by clicks on the map canvas, the battle board and the panel, until the game ends. Midway (in a
 *    battle, and mid action phase) the page is reloaded and Continue must bring back the same
 *    position.
 * 2. The 1460 full game, prepared on the host to the end of campaign 1's last game turn, then
 *    Continue → the political turn (8.0: going home, exile limits) by mouse, reloading in its
 *    middle, to campaign 2's first card.
 *
 * The host is the oracle: it lists the legal actions, the test picks one (seeded, preferring moves,
 * recruits and attacks so battles happen) and the generic driver (driver.ts) performs it in the
 * page; after each submitting click the host must have played exactly that decision. A legal
 * action the page offers no way to perform is a product bug: it is collected, the game goes on with
 * another decision, and the test fails at the end naming it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKS } from '../../../engine/richard-iii/data';
import type { Action, RichardView } from '../../../renderer/games/richard-iii/model/types';
import { rng } from '../../ui/fixtures';
import { describeUi, destination, gameSeed, play, playedSince, sameDecision, settle, UiGap } from './driver';
import { hostView, latestSaveId, openPage, RESULTS, startHarness, until, type Harness } from './harness';

const ME = 'lancaster' as const;
/** Software WebGL redraws every canvas pixel on the CPU: a smaller window keeps the test quick. */
const VIEWPORT = { width: 960, height: 640 };
const debug = (...args: unknown[]) => process.env['R3_DEBUG'] && console.log(...args);

let h: Harness;
beforeAll(async () => {
  h = await startHarness(0);
});
afterAll(async () => {
  await h?.close();
});

const BATTLE_KINDS = new Set([
  'battle',
  'treason-card',
  'no-treason',
  'fire',
  'charge',
  'retreat',
  'pass',
  'treachery',
  'take-hits',
  'regroup',
  'done',
]);
const POLITICAL_KINDS = new Set(['go-home', 'go-pool', 'exile-pool']);

/** Heirs (4.5): the death of a side's last one ends the game at once. */
const isHeir = (block: string) => (BLOCKS.find((b) => b.id === block)?.heirRank ?? 0) > 0;

/**
 * How much the test likes each kind of decision (a kind is picked first, then one of its actions).
 * `played` (null while preparing on the host): kinds not yet played through the page count thrice.
 */
function kindWeight(view: RichardView, t: Action['t'], played: ReadonlyMap<string, number> | null): number {
  const base = baseWeight(view, t, played?.has('recruit') ?? true);
  return played && t !== 'end' && !played.has(t) ? base * 3 : base;
}

function baseWeight(view: RichardView, t: Action['t'], recruited: boolean): number {
  switch (t) {
    case 'recruit':
      return recruited ? 4 : 8;
    case 'move':
      return 4;
    case 'sea':
      return 2;
    case 'muster':
    case 'plague':
    case 'treason-card':
      return 5;
    case 'fire':
      return 4;
    case 'charge':
    case 'treachery':
      return 2;
    case 'end':
      return (view.action?.ap ?? 0) > 0 ? 0.6 : 3;
    default:
      return 1;
  }
}

/**
 * One legal action, seeded. Moves into enemy-held areas are preferred (battles); our heirs stay out
 * of harm's way (no moves, no charges) so the campaign runs its course; a sea move is only chosen
 * where no land move takes that block to the same place (the map then always takes the land path).
 */
function choose(
  view: RichardView,
  legal: readonly Action[],
  next: () => number,
  exclude: ReadonlySet<string>,
  played: ReadonlyMap<string, number> | null,
): Action | null {
  const enemyIn = (area: string) => view.blocks.some((b) => b.place === area && b.side !== view.viewer);
  const landTo = new Set(legal.flatMap((a) => (a.t === 'move' ? [`${a.block}>${destination(a)}`] : [])));
  const reckless = (a: Action) => (a.t === 'move' || a.t === 'sea' || a.t === 'charge') && isHeir(a.block);
  const ok = legal.filter(
    (a) => !exclude.has(JSON.stringify(a)) && !(a.t === 'sea' && landTo.has(`${a.block}>${a.to}`)),
  );
  const safe = ok.filter((a) => !reckless(a));
  const pool = safe.length ? safe : ok;
  if (pool.length === 0) return null;
  const kinds = [...new Set(pool.map((a) => a.t))];
  const weights = kinds.map((k) => kindWeight(view, k, played));
  let r = next() * weights.reduce((x, y) => x + y, 0);
  let kind = kinds[kinds.length - 1]!;
  for (let i = 0; i < kinds.length; i++) {
    r -= weights[i]!;
    if (r < 0) {
      kind = kinds[i]!;
      break;
    }
  }
  let of = pool.filter((a) => a.t === kind);
  if (kind === 'move' || kind === 'sea') {
    const attacks = of.filter((a) => enemyIn(destination(a)!));
    if (attacks.length && next() < 0.7) of = attacks;
  }
  return of[Math.floor(next() * of.length)]!;
}

/** Choices the map cannot express (it takes the shortest land path with the most border capacity left). */
function unreachableVariants(legal: readonly Action[]): string[] {
  const out: string[] = [];
  const byTarget = new Map<string, Action[]>();
  for (const a of legal) {
    if (a.t !== 'move' && a.t !== 'sea') continue;
    const k = `${a.block}>${destination(a)}`;
    byTarget.set(k, [...(byTarget.get(k) ?? []), a]);
  }
  for (const [k, list] of byTarget) {
    const land = list.filter((a) => a.t === 'move') as Extract<Action, { t: 'move' }>[];
    if (land.length && list.some((a) => a.t === 'sea')) out.push(`sea ${k} (a land path exists)`);
    const shortest = Math.min(...land.map((a) => a.path.length));
    if (land.filter((a) => a.path.length === shortest).length > 1)
      out.push(`path ${k} (${land.filter((a) => a.path.length === shortest).length} equal paths)`);
    if (land.some((a) => a.path.length > shortest)) out.push(`longer path ${k}`);
  }
  return out;
}

interface Session {
  page: Page;
  saveId: string;
  seed: number;
  next: () => number;
  t0: number;
  /** Action kinds (a.t) of Lancaster's actions played through the page, with counts. */
  played: Map<string, number>;
  offered: Set<string>;
  gaps: string[];
  mismatches: string[];
  variants: Set<string>;
  decisions: number;
}

const me = (saveId: string) => hostView(h, saveId, ME);

/** Reload, Continue, and the very same position (summary, seq, legal actions, battle board). */
async function reloadAndContinue(s: Session, where: string): Promise<void> {
  const { page } = s;
  const before = me(s.saveId);
  const summary = await page.locator('.game-screen .summary').innerText();
  const seq = await page.locator('.game-screen').getAttribute('data-seq');
  expect(seq).toBe(String(before.view.seq));
  await page.reload();
  const cont = page.getByRole('button', { name: /^Continue/ });
  await expect.poll(() => cont.isEnabled()).toBe(true);
  await cont.click();
  await page.locator('.game-screen').waitFor();
  await page.waitForFunction((n) => document.querySelector('.game-screen')?.getAttribute('data-seq') === n, seq, {
    polling: 50,
  });
  await page.waitForFunction(() => !!window.__r3MapProbe);
  expect(await page.locator('.game-screen .summary').innerText()).toBe(summary);
  const after = me(s.saveId);
  expect(after.actionCount).toBe(before.actionCount);
  expect(after.view.seq).toBe(before.view.seq);
  expect(after.legal).toEqual(before.legal);
  await page.locator('.game-screen .prompt-box.mine').waitFor();
  if (before.view.battle) await page.locator('.battle canvas').waitFor();
  debug(`reloaded ${where} at seq ${seq}: ${summary}`);
}

/**
 * Plays Lancaster's decisions through the page until `stop` holds (or the game ends). `beforeEach`
 * may do something else first (a reload) and return true to look at the position again.
 */
async function playThroughPage(
  s: Session,
  stop: (v: RichardView) => boolean,
  beforeEach?: (v: RichardView) => Promise<boolean>,
): Promise<void> {
  const { page, saveId } = s;
  for (let guard = 0; guard < 800; guard++) {
    await until(
      () => me(saveId).legal.length > 0 || !!me(saveId).view.outcome || stop(me(saveId).view),
      'Lancaster to act (or the game to end)',
      60_000,
    );
    if (me(saveId).view.outcome || stop(me(saveId).view)) return;
    const tw = Date.now();
    await settle(page, h, saveId, ME);
    const { view, legal, actionCount } = me(saveId);
    if (beforeEach && (await beforeEach(view))) continue;
    for (const a of legal) s.offered.add(a.t);
    for (const v of unreachableVariants(legal)) s.variants.add(v);

    const tried = new Set<string>();
    for (;;) {
      const a = choose(view, legal, s.next, tried, s.played);
      if (!a)
        throw new Error(
          `no legal action could be played through the page at ${view.step}; gaps:\n${s.gaps.join('\n')}`,
        );
      tried.add(JSON.stringify(a));
      const from = 'block' in a ? view.blocks.find((b) => b.id === a.block)?.place : undefined;
      // A whole group moves only where no heir would go with it.
      const heirAlong = view.blocks.some((b) => b.place === from && b.id && isHeir(b.id));
      const opt = { wholeGroup: !heirAlong && s.next() < 0.35, preferMap: s.next() < 0.6 };
      debug(
        `${((Date.now() - s.t0) / 1000).toFixed(1)}s #${actionCount} c${view.campaign} t${view.turn} ${view.step}: ${JSON.stringify(a)} ${JSON.stringify(opt)}`,
      );
      const tp = Date.now();
      try {
        await play(page, view, a, opt);
      } catch (e) {
        if (!(e instanceof UiGap)) throw e;
        s.gaps.push(
          `action #${actionCount} (campaign ${view.campaign}, turn ${view.turn}, step ${view.step}): ${JSON.stringify(a)} — ${e.message} — the page shows ${await describeUi(page)}`,
        );
        await page.screenshot({ path: `${RESULTS}campaign-gap-${s.gaps.length}.png` });
        continue; // play on with another decision
      }
      // The submitting click really did it: the host's action count advanced, with this decision.
      try {
        await until(() => me(saveId).actionCount > actionCount, `${a.t} to be played`, 15_000);
      } catch {
        await page.screenshot({ path: `${RESULTS}campaign-stuck.png` });
        throw new Error(
          `the click for ${JSON.stringify(a)} did not play it (action #${actionCount}, ${view.step}; game seed ${s.seed}): ${await describeUi(page)}`,
        );
      }
      const tu = Date.now();
      // Multi-block moves are several actions; let the page finish them before reading.
      await settle(page, h, saveId, ME);
      debug(`   settle ${tp - tw} ms, clicks ${tu - tp} ms, played+settled ${Date.now() - tu} ms`);
      const mine = playedSince(h, saveId, actionCount, ME);
      // A whole group may not all get there (border limits, 5.31 sea moves): one of it must.
      const groupGot = (p: Action) =>
        opt.wholeGroup && (p.t === 'move' || p.t === 'sea') && destination(p) === destination(a);
      if (!mine.some((p) => sameDecision(a, p) || groupGot(p)))
        s.mismatches.push(`wanted ${JSON.stringify(a)}, the page played ${JSON.stringify(mine)}`);
      for (const p of mine) s.played.set(p.t, (s.played.get(p.t) ?? 0) + 1);
      s.decisions++;
      break;
    }
  }
  throw new Error('too many decisions');
}

function session(page: Page, saveId: string, choiceSeed: number): Session {
  return {
    page,
    saveId,
    seed: gameSeed(h, saveId),
    next: rng(choiceSeed),
    t0: Date.now(),
    played: new Map(),
    offered: new Set(),
    gaps: [],
    mismatches: [],
    variants: new Set(),
    decisions: 0,
  };
}

/** What every session must show: no UI gap, every click did what was meant, no page errors. */
function expectClean(s: Session, problems: string[]): void {
  debug(
    `offered ${[...s.offered].join(' ')}; played`,
    Object.fromEntries(s.played),
    `in ${Date.now() - s.t0} ms; moves the map cannot choose: ${[...s.variants].join('; ') || 'none'}`,
  );
  expect(s.gaps, `legal actions with no way to be performed in the page (game seed ${s.seed})`).toEqual([]);
  expect(s.mismatches, `clicks that played something else (game seed ${s.seed})`).toEqual([]);
  // Political-turn decisions (8.3–8.5) are played whenever they come up.
  const political = [...s.offered].filter((k) => POLITICAL_KINDS.has(k));
  for (const k of political)
    expect([...s.played.keys()], `the political-turn decision ${k} through the page`).toContain(k);
  expect(problems, `console errors and uncaught exceptions in the page (game seed ${s.seed})`).toEqual([]);
}

describe('whole campaigns through the UI (web mode, against the bot)', () => {
  it('plays the 1483 campaign to its end by mouse, reloading midway', async () => {
    const { page, problems } = await openPage(h, VIEWPORT);
    page.on('pageerror', (e) => debug('page error', e.stack));
    const replay = Number(process.env['R3_CAMPAIGN_SEED'] ?? NaN);
    if (Number.isInteger(replay)) {
      // Reproducing a failure: the same game seed (printed by every failure), created on the host.
      const r = h.services.games.create({
        moduleId: 'richard-iii',
        scenario: 'richard-iii',
        seed: replay,
        name: 'E2E campaign',
        seats: { lancaster: { kind: 'human' }, york: { kind: 'bot', level: 'easy' } },
      });
      if (!r.ok) throw new Error(r.error.message);
      await page.getByRole('button', { name: /^Continue/ }).click();
    } else {
      await page.getByRole('button', { name: 'New game' }).click();
      const scenarioSelect = page.getByLabel('Scenario');
      const option = (await scenarioSelect.locator('option').allInnerTexts()).find((t) =>
        /^Richard III \(1483\)/.test(t),
      );
      expect(option, 'the New game screen offers the 1483 scenario').toBeDefined();
      await scenarioSelect.selectOption({ label: option! });
      await page.getByLabel('Name (optional)').fill('E2E campaign');
      // These tests play against Easy (New Game offers Normal first): quick answers.
      await page.getByLabel('York: computer strength').selectOption('easy');
      await page.getByRole('button', { name: 'Start game' }).click();
    }
    await page.locator('.game-screen').waitFor();
    await page.waitForFunction(() => !!window.__r3MapProbe);
    const saveId = latestSaveId(h);
    expect(me(saveId).view.scenario).toBe('richard-iii');
    const s = session(page, saveId, 20240611);
    debug('game seed', s.seed);

    // Quit midway and resume: once in the middle of a battle, once in the middle of an action phase.
    let reloadedInBattle = false;
    let reloadedInAction = false;
    await playThroughPage(
      s,
      () => false,
      async (view) => {
        if (!reloadedInBattle && view.battle && s.decisions > 10) {
          await reloadAndContinue(s, 'in a battle');
          return (reloadedInBattle = true);
        }
        if (!reloadedInAction && view.step === 'action' && view.action?.activated.length && view.turn >= 2) {
          await reloadAndContinue(s, 'mid action phase');
          return (reloadedInAction = true);
        }
        return false;
      },
    );

    // The campaign ended, and with it the game (1483 is one campaign; 9.0).
    const end = me(saveId).view;
    expect(end.outcome).not.toBeNull();
    await page.locator('.outcome[role="dialog"]').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${RESULTS}campaign-end.png` });

    expectClean(s, problems);
    const kinds = [...s.played.keys()];
    for (const k of ['card', 'move', 'recruit', 'end']) expect(kinds, `played a ${k} through the page`).toContain(k);
    expect(
      kinds.filter((k) => BATTLE_KINDS.has(k)),
      'battle choices made through the page',
    ).not.toEqual([]);
    expect(reloadedInAction || reloadedInBattle, 'reloaded midway (mid action phase or in a battle)').toBe(true);
    await page.close();
  }, 300_000);

  // Games (with the test's seeded choices) whose end of campaign 1 asks Lancaster for going-home
  // decisions, and also: 2, exile limits (8.3–8.4) and campaign 2's mulligan; 7, an heir entering (6.82).
  it.each([2, 7])(
    'plays the 1460 political turn by mouse, from the end of campaign 1 into campaign 2 (seed %i)',
    async (POLITICAL_SEED) => {
      // Prepared on the host (Lancaster by the same seeded policy, York by the bot) up to Lancaster's
      // first decision after the battles of campaign 1's last game turn (supply or political turn).
      const created = h.services.games.create({
        moduleId: 'richard-iii',
        scenario: 'wars-of-the-roses',
        seed: POLITICAL_SEED,
        name: `E2E political turn ${POLITICAL_SEED}`,
        seats: { lancaster: { kind: 'human' }, york: { kind: 'bot', level: 'easy' } },
      });
      if (!created.ok) throw new Error(created.error.message);
      const saveId = created.value.id;
      const prep = rng(POLITICAL_SEED);
      const lateInCampaign = (v: RichardView) =>
        v.campaign === 1 && v.turn === 7 && (v.step.startsWith('supply') || v.step.startsWith('political'));
      for (let guard = 0; ; guard++) {
        expect(guard).toBeLessThan(400);
        await until(
          () => me(saveId).legal.length > 0 || !!me(saveId).view.outcome,
          'Lancaster to act (preparing)',
          30_000,
        );
        const { view, legal, actionCount } = me(saveId);
        expect(view.outcome).toBeNull();
        if (lateInCampaign(view)) break;
        const r = h.services.games.submit(saveId, ME, choose(view, legal, prep, new Set(), null)!, actionCount);
        if (!r.ok) throw new Error(r.error.message);
      }

      const { page, problems } = await openPage(h, VIEWPORT);
      page.on('pageerror', (e) => debug('page error', e.stack));
      const cont = page.getByRole('button', { name: /^Continue/ });
      await expect.poll(() => cont.innerText()).toContain(`E2E political turn ${POLITICAL_SEED}`);
      await cont.click();
      await page.locator('.game-screen').waitFor();
      await page.waitForFunction(() => !!window.__r3MapProbe);
      expect(await page.locator('.game-screen .summary').innerText()).toMatch(
        /^Campaign 1, (turn 7 — supply phase|political turn)$/,
      );
      const s = session(page, saveId, POLITICAL_SEED);
      debug('game seed', s.seed);
      let reloaded = false;
      await playThroughPage(
        s,
        (v) => v.campaign === 2 && v.step === 'card',
        async (v) => {
          // Quit in the middle of the political turn and resume there.
          if (reloaded || !v.step.startsWith('political') || !s.played.has('go-home')) return false;
          await reloadAndContinue(s, 'in the political turn');
          return (reloaded = true);
        },
      );

      const end = me(saveId).view;
      expect(end.outcome, 'the game goes on into campaign 2').toBeNull();
      expect(end.log.some((e) => e.k === 'political-turn')).toBe(true);
      await page.getByRole('heading', { name: 'Choose your card' }).waitFor();
      expect(await page.locator('.game-screen .summary').innerText()).toBe('Campaign 2, turn 1 — card phase');
      // The political turn's result stays in sight through the first cards, until closed.
      const news = page.locator('.political-news');
      await news.waitFor();
      expect(await news.locator('h3').innerText()).toBe('Campaign 1 is over: the political turn');
      expect(await news.innerText()).toMatch(/Nobles and heirs on the map: Lancaster \d+, York \d+\./);
      await page.screenshot({ path: `${RESULTS}campaign-political-${POLITICAL_SEED}.png` });
      await news.getByRole('button', { name: 'OK' }).click();
      await news.waitFor({ state: 'detached' });
      expectClean(s, problems);
      expect(
        [...s.played.keys()].filter((k) => POLITICAL_KINDS.has(k)),
        'political-turn decisions made through the page',
      ).not.toEqual([]);
      expect(reloaded, 'reloaded in the political turn').toBe(true);
      await page.close();
    },
    120_000,
  );
});
