/**
 * 7.1 said before a placement the supply phase counts before its side can move again: a retreat, a
 * regroup (the battle phase comes just before the supply phase), an heir's entry (ruling A20:
 * before that supply phase's losses) and a recruit (it may not move this turn, 5.4). Each button that would overfill its area says so, and so does
 * the destination's tooltip with the block picked; one block fewer there, nothing is said. Positions
 * from seeded random play (wars-of-the-roses), the destination then filled with the side's own
 * blocks from its pool.
 */
import { describe, expect, it } from 'vitest';
import { richardIII } from '../../engine/richard-iii/module';
import { makeView } from '../../engine/richard-iii/view';
import { BLOCKS, areaIndex, type AreaId } from '../../engine/richard-iii/data';
import { supplyLimit, countsForLimit } from '../../engine/richard-iii/political/places';
import { POOL, type Action, type State } from '../../engine/richard-iii/types';
import { indexChoices } from '../../renderer/games/richard-iii/model/choices';
import { placementSupplyWarning } from '../../renderer/games/richard-iii/model/supply-warning';
import { mapTooltip } from '../../renderer/games/richard-iii/model/tooltips';
import { newGame, playUntil, viewOf } from './fixtures';
import { put } from '../engine/position';

type Placement = Extract<Action, { t: 'retreat' | 'regroup' | 'heir-enter' | 'recruit' }>;

/** A position where the side to act may place a block by `kind`, and that placement. */
function placing(kind: Placement['t']): { s: State; a: Placement } {
  for (let seed = 1; seed < 400; seed++) {
    let found: Placement | null = null;
    const s = playUntil(newGame(seed), seed, (x) => {
      const side = richardIII.toAct(x)[0];
      // One into an area with room left, so the test can bring it to the limit and over.
      const fits = (a: Action): a is Placement =>
        a.t === kind && countedIn(x, side!, a.to) < supplyLimit(areaIndex(a.to));
      found = side ? (richardIII.legalActions(x, side).find(fits) ?? null) : null;
      return found !== null;
    });
    if (found) return { s, a: found };
  }
  throw new Error(`no ${kind} in 400 seeded games`);
}

/** The side's blocks counted in `to` against its limit. */
function countedIn(s: State, side: State['kingSide'], to: AreaId): number {
  const a = areaIndex(to);
  return BLOCKS.filter((b, i) => b.side === side && s.loc[i] === a && countsForLimit(a, i)).length;
}

/** Fills `to` with the side's pool nobles (not `placed`) until `n` of its blocks there count against the limit. */
function fillTo(s: State, side: State['kingSide'], to: AreaId, n: number, placed: string): void {
  const pool = BLOCKS.filter((b, i) => b.side === side && s.loc[i] === POOL && b.kind === 'noble' && b.id !== placed);
  for (const b of pool) {
    if (countedIn(s, side, to) >= n) return;
    put(s, b.id, to);
  }
  if (countedIn(s, side, to) < n) throw new Error('not enough pool blocks');
}

describe.each(['retreat', 'regroup', 'heir-enter', 'recruit'] as const)('a %s that would overfill its area', (kind) => {
  it('is warned of on its button and in the tooltip, and not one block short of the limit', () => {
    const { s, a } = placing(kind);
    const side = richardIII.toAct(s)[0]!;
    const limit = supplyLimit(areaIndex(a.to));
    fillTo(s, side, a.to, limit - 1, a.block);
    expect(placementSupplyWarning(viewOf(s, side), a)).toBeNull();
    fillTo(s, side, a.to, limit, a.block);
    const view = viewOf(s, side);
    const warning = placementSupplyWarning(view, a);
    expect(warning).toMatch(
      new RegExp(
        `^.+: ${limit + 1} of your blocks would count against its supply limit of ${limit} — one step lost in the supply phase \\(7\\.[12]\\)\\.$`,
      ),
    );
    const index = indexChoices(view, richardIII.legalActions(s, side));
    const lines = mapTooltip(view, { kind: 'area', id: a.to }, index, { k: 'block', block: a.block });
    expect(lines[1]).toBe(warning);
    // Not to the table, which places nothing.
    expect(placementSupplyWarning(makeView(s, null), a)).toBeNull();
  });
});
