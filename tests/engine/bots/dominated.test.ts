/**
 * Moves the search leaves out because another is certainly no worse (engine/richard-iii/bots/dominated.ts),
 * on a play-tester's 1470 game (Lancaster Hard): turn 6's battle in South Yorks, where Hard's bombard
 * passed in round 1 (its playouts preferred Easy's play after losing the battle), and turn 7's in
 * Middlesex, where York's King March stands alone.
 */
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../engine/core/rng';
import { undominated } from '../../../engine/richard-iii/bots/dominated';
import { HARD_SEARCH, makeIsmctsBot } from '../../../engine/richard-iii/bots/ismcts';
import type { Side } from '../../../engine/richard-iii/data';
import { richardIII } from '../../../engine/richard-iii/module';
import type { Action, State } from '../../../engine/richard-iii/types';
import game from './fixtures/kingmaker-playtest.json';

/** The game after its first `moves` moves. */
function after(moves: number): State {
  const r = richardIII.setup(game.scenario, game.seed);
  if (!r.ok) throw new Error(r.error.message);
  for (const [side, action] of game.actions.slice(0, moves))
    expect(richardIII.play(r.value, side as Side, action as Action).ok).toBe(true);
  return r.value;
}

const kinds = (legal: readonly Action[]) => legal.map((a) => a.t);

describe('dominated moves', () => {
  it("drop a round-1 pass where the block could fire: Hard's bombard fires", async () => {
    const s = after(128);
    const view = richardIII.view(s, 'lancaster');
    const legal = richardIII.legalActions(s, 'lancaster');
    expect(view.battle?.round).toBe(1);
    expect(kinds(legal)).toEqual(['fire', 'pass']);
    expect(undominated(view, 'lancaster', legal)).toEqual([{ t: 'fire', block: 'l-bombard' }]);
    // At 128 samples on seed 1 the search before this change passed (pass 10.9 %, fire 3.1 %).
    const bot = makeIsmctsBot('hard', 'Hard', { ...HARD_SEARCH, iterations: 128 });
    const a = await bot.analyse!({
      view,
      player: 'lancaster',
      legalActions: legal,
      budgetMs: 0,
      clock: () => 0,
      deadline: 0,
      rng: makeRng(1),
      progress: () => {},
    });
    expect(a.best).toEqual({ t: 'fire', block: 'l-bombard' });
    expect(a.ranked.map((x) => x.action.t)).not.toContain('pass');
  });

  it('keep the pass from round 2 on (a block may then retreat, and passing may wait for it)', () => {
    const s = after(136);
    const view = richardIII.view(s, 'lancaster');
    const legal = richardIII.legalActions(s, 'lancaster');
    expect(view.battle?.round).toBe(2);
    expect(kinds(legal)).toContain('pass');
    expect(undominated(view, 'lancaster', legal)).toEqual(legal);
  });

  it('keep the pass while the side has a block that may roll for treason (a spared block may defect whole)', () => {
    const s = after(151);
    const view = richardIII.view(s, 'york');
    const legal = richardIII.legalActions(s, 'york');
    expect(view.battle?.round).toBe(1);
    expect(view.king).toBe('y-march');
    expect(kinds(legal)).toContain('pass');
    expect(undominated(view, 'york', legal)).toEqual(legal);
  });
});
