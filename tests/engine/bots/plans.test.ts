/**
 * Plans (engine/richard-iii/bots/plans.ts): the goal areas a search may hold over its playouts, the
 * Easy that marches on a goal, and the root of the search that races a plan's first move.
 */
import { describe, expect, it } from 'vitest';
import { actionKey } from '../../../engine/richard-iii/actions';
import { NORMAL_SEARCH, ismctsSearch, type IsmctsOptions } from '../../../engine/richard-iii/bots';
import { scoreActions } from '../../../engine/richard-iii/bots/easy';
import { ismctsPart } from '../../../engine/richard-iii/bots/ismcts';
import { planGoals } from '../../../engine/richard-iii/bots/plans';
import { dist } from '../../../engine/richard-iii/bots/tables';
import { AREAS, LONDON, areaIndex, type Side } from '../../../engine/richard-iii/data';
import { richardIII } from '../../../engine/richard-iii/module';
import type { Action, State } from '../../../engine/richard-iii/types';
import { makeView, type PlayView } from '../../../engine/richard-iii/view';
import { botContext, easyPolicy, fakeClock, playGame } from './helpers';

/** Lancaster's first action decision of a 1470 game between Easy bots (his army still in France). */
function firstLanding(): { s: State; side: Side; legal: Action[] } {
  let found: { s: State; side: Side; legal: Action[] } | null = null;
  playGame(
    11,
    { lancaster: easyPolicy, york: easyPolicy },
    {
      scenario: 'kingmaker',
      onDecision: (s, side, legal) => {
        if (!found && side === 'lancaster' && s.step.k === 'action' && legal.length > 3)
          found = { s: richardIII.clone(s), side, legal };
      },
    },
  );
  if (!found) throw new Error('no Lancaster action phase');
  return found;
}

/** Where Easy's best-scored action ends (a move's or a landing's destination), or -1. */
function bestDestination(view: PlayView, side: Side, legal: readonly Action[]): number {
  const best = scoreActions(view, side, legal).sort((x, y) => y.score - x.score)[0]!.action;
  if (best.t === 'move') return areaIndex(best.path[best.path.length - 1]!);
  return 'to' in best && typeof best.to === 'string' ? areaIndex(best.to) : -1;
}

describe('plans for the search', () => {
  it('are the Pretender’s: London while the enemy holds it first, then the enemy’s strongholds', () => {
    const setup = richardIII.setup('kingmaker', 11);
    if (!setup.ok) throw new Error(setup.error.message);
    const s = setup.value;
    const goals = planGoals(makeView(s, 'lancaster'), 'lancaster', 3);
    expect(goals).toHaveLength(3);
    expect(goals[0]).toBe(LONDON);
    expect(new Set(goals).size).toBe(3);
    // Every goal is an area the view shows enemy blocks in.
    const shown = new Set(
      makeView(s, 'lancaster')
        .blocks.filter((b) => b.side === 'york')
        .map((b) => b.place),
    );
    for (const g of goals) expect(shown.has(AREAS[g]!.id)).toBe(true);
    expect(planGoals(makeView(s, 'lancaster'), 'lancaster', 1)).toEqual([LONDON]);
    expect(planGoals(makeView(s, 'lancaster'), 'lancaster', 0)).toEqual([]);
    // The King holds what he has: no plans for his side.
    expect(planGoals(makeView(s, 'york'), 'york', 3)).toEqual([]);
  });

  it('send Easy’s army toward the goal it is given', () => {
    const { s, side, legal } = firstLanding();
    const view = makeView(s, side);
    const own = bestDestination(view, side, legal);
    expect(own).toBeGreaterThanOrEqual(0);
    // Of the goals, one Easy's own landing is far from: given it, the landing comes nearer.
    const far = planGoals(view, side, 3)
      .filter((g) => dist(own, g) >= 3)
      .sort((x, y) => dist(own, y) - dist(own, x))[0];
    expect(far).toBeDefined();
    const toward = bestDestination({ ...view, goal: far! }, side, legal);
    expect(dist(toward, far!)).toBeLessThan(dist(own, far!));
  });

  it('race each plan’s first move at the root of an action decision, listed once', { timeout: 60_000 }, () => {
    const { s, side } = firstLanding();
    const opts = (plans: number): IsmctsOptions => ({ ...NORMAL_SEARCH, iterations: 8, plans });
    const without = ismctsPart(botContext(s, side, 0, fakeClock(1), 5), opts(0))!;
    const withPlans = ismctsPart(botContext(s, side, 0, fakeClock(1), 5), opts(3))!;
    expect(withPlans.moves.length).toBe(without.moves.length + 3);
    // Easy's own choices come first and in the same order: the plans only add to the race.
    expect(withPlans.moves.slice(0, without.moves.length).map((m) => actionKey(m.action))).toEqual(
      without.moves.map((m) => actionKey(m.action)),
    );
    // A move raced with and without a plan is one entry of the analysis.
    const report = ismctsSearch(botContext(s, side, 0, fakeClock(1), 5), opts(3))!;
    const keys = report.ranked.map((r) => actionKey(r.action));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toBe(actionKey(report.action));
  });
});
