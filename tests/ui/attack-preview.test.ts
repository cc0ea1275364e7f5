/** Which intents the page asks about before sending, as attacks with their odds (issue 13). */
import { describe, expect, it } from 'vitest';
import { attackOf } from '../../renderer/games/richard-iii/model/attack-preview';
import type { Action, AreaId, BlockId } from '../../renderer/games/richard-iii/model/types';
import { makeView } from '../../engine/richard-iii/view';
import { cardWith, clearMap, put, scenarioState, startActionPhaseFor } from '../engine/position';

/** York's action phase with Northumberland in Hereford, next to Lancaster's Rivers in Powys. */
function position() {
  const s = scenarioState();
  clearMap(s);
  put(s, 'y-northumberland', 'hereford');
  put(s, 'l-rivers', 'powys');
  startActionPhaseFor(s, 'york', 'york', cardWith(4));
  const view = makeView(s, 'york');
  const moves = view.legal.filter((a): a is Extract<Action, { t: 'move' }> => a.t === 'move');
  const attack = moves.find((a) => a.path[a.path.length - 1] === 'powys')!;
  const free = moves.find((a) => a.path[a.path.length - 1] !== 'powys')!;
  return { view, attack, free };
}

describe('attackOf', () => {
  const { view, attack, free } = position();
  const to = attack.path[attack.path.length - 1]!;

  it('a move into enemy blocks is an attack, by itself or as a group', () => {
    expect(attackOf(view, { kind: 'submit', action: attack })).toEqual({ blocks: [attack.block], to });
    const group = { kind: 'move-group', blocks: [attack.block, 'y-york' as BlockId], to } as const;
    expect(attackOf(view, group)).toEqual({ blocks: group.blocks, to });
  });

  it('moves elsewhere, other actions and selections are not', () => {
    expect(attackOf(view, { kind: 'submit', action: free })).toBeNull();
    const there = free.path[free.path.length - 1] as AreaId;
    expect(attackOf(view, { kind: 'move-group', blocks: [free.block], to: there })).toBeNull();
    expect(attackOf(view, { kind: 'move-group', blocks: [], to })).toBeNull();
    expect(attackOf(view, { kind: 'submit', action: { t: 'end' } })).toBeNull();
    expect(attackOf(view, { kind: 'none' })).toBeNull();
    expect(attackOf(view, { kind: 'select', selection: { k: 'none' } })).toBeNull();
  });

  it('a spectator never attacks', () => {
    expect(attackOf({ ...view, viewer: null }, { kind: 'submit', action: attack })).toBeNull();
  });
});
