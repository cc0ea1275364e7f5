/** The opponent's last turn rebuilt from the public log: its last step is the board the player now sees. */
import { describe, expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import { lastTurnSteps } from '../../renderer/games/skirmish/opponent-turn';
import { playRandomSkirmish } from '../skirmish/random-play';

const sorted = <T>(xs: T[]) => xs.map((x) => JSON.stringify(x)).sort();

describe("the opponent's last turn", () => {
  test('at the start of each turn, stepping through the last turn ends on the live board and piles', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++)
      playRandomSkirmish(seed, {
        onStep(s) {
          if (s.phase !== 'place' || s.placed >= 0 || s.turn < 3) return;
          const me = s.active;
          const opponent = me === 'york' ? 'lancaster' : 'york';
          const view = skirmish.view(s, me);
          // Right after the opponent's turn (an extra turn of mine comes after my own turn instead).
          const turns = view.log.filter((e) => e.k === 'turn');
          if (turns[turns.length - 2]?.s !== opponent) return;
          const steps = lastTurnSteps(view.log, opponent);
          expect(steps.length).toBeGreaterThan(1);
          const last = steps[steps.length - 1]!;
          expect(sorted(last.units)).toEqual(sorted(view.board.map(({ card, def, x, y }) => ({ card, def, x, y }))));
          expect(last.piles).toEqual(view.piles);
          // The first step is the board before his turn: his placement is not on it yet.
          const placed = steps.flatMap((st) => st.events).find((e) => e.k === 'placed' && e.s === opponent);
          expect(placed).toBeDefined();
          expect(steps[0]!.units.some((u) => u.card === placed!.p!['card'])).toBe(false);
          // Every step but the first shows at least one of his turn's events.
          expect(steps.slice(1).every((st) => st.events.length > 0)).toBe(true);
          checked++;
        },
      });
    expect(checked).toBeGreaterThan(50);
  }, 30_000);

  test('before the opponent has finished a turn there is nothing to step through', () => {
    const r = skirmish.setup('standard', 5, { first: 'york' });
    if (!r.ok) throw new Error(r.error.message);
    expect(lastTurnSteps(skirmish.view(r.value, 'york').log, 'lancaster')).toEqual([]);
  });
});
