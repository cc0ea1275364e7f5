/** Which intents the page asks about before sending, as attacks with their odds (issue 13). */
import { describe, expect, it } from 'vitest';
import { attackOf, battleEntry } from '../../renderer/games/richard-iii/model/attack-preview';
import { entryButton, entryTitle, promptFor } from '../../renderer/games/richard-iii/model/prompt';
import { NONE, routeText } from '../../renderer/games/richard-iii/model/selection';
import { promptRule } from '../../renderer/games/richard-iii/model/prompt-rule';
import type { Action, AreaId, BlockId } from '../../renderer/games/richard-iii/model/types';
import { makeView } from '../../engine/richard-iii/view';
import { cardWith, clearMap, must, put, scenarioState, startActionPhaseFor } from '../engine/position';

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
    // A block's own move says where it comes in from (its last area before the attacked one).
    const from = attack.path.length > 1 ? attack.path[attack.path.length - 2] : 'hereford';
    expect(attackOf(view, { kind: 'submit', action: attack })).toEqual({ blocks: [attack.block], to, via: from });
    const group = { kind: 'move-group', blocks: [attack.block, 'y-york' as BlockId], to } as const;
    expect(attackOf(view, group)).toEqual({ blocks: group.blocks, to });
    // A group's way in is its route: an area by land, or the sea.
    expect(attackOf(view, { ...group, route: { by: 'land', via: 'hereford' } })).toEqual({
      blocks: group.blocks,
      to,
      via: 'hereford',
    });
    expect(attackOf(view, { ...group, route: { by: 'sea' } })).toEqual({ blocks: group.blocks, to, via: 'sea' });
    // A route with no way named (no battle decides it) names none.
    expect(attackOf(view, { ...group, route: { by: 'land', via: null } })).toEqual({ blocks: group.blocks, to });
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

describe('what a move into a battle is called', () => {
  it('a new battle is an attack; more blocks for one’s own attack join it; Player 2’s blocks sent into his attacked area reinforce it', () => {
    // Lancaster, Player 1, attacks York's Northumberland in Hereford from Powys; Shrewsbury stays back.
    const s = scenarioState();
    clearMap(s);
    put(s, 'y-northumberland', 'hereford');
    put(s, 'y-york', 'gloucester');
    put(s, 'l-rivers', 'powys');
    startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(4));
    const before = makeView(s, 'lancaster');
    expect(battleEntry(before, 'hereford')).toBe('attack');
    expect(promptFor(before, 'lancaster', NONE, 'hereford').title).toBe('Attack Hereford?');
    expect(promptRule(before, 'lancaster', NONE, 'hereford')).toBe('5.22');
    /** The block's move straight across the border into `to`. */
    const into = (side: 'york' | 'lancaster', block: string, to: string) =>
      makeView(s, side).legal.find(
        (a) => a.t === 'move' && a.block === block && a.path.length === 1 && a.path[0] === to,
      )!;
    must(s, 'lancaster', into('lancaster', 'l-rivers', 'hereford'));
    const lancaster = makeView(s, 'lancaster');
    expect(battleEntry(lancaster, 'hereford')).toBe('join');
    // The way in says which border is the main attack's (ruling A8) and which sends reserves (6.3).
    expect(routeText(lancaster, 'hereford', { by: 'land', via: 'powys' })).toMatch(/— joins the main attack$/);
    expect(routeText(lancaster, 'hereford', { by: 'land', via: 'chester' })).toMatch(
      /^By land from Chester .* — as reserves \(from round 2\)$/,
    );

    // York, Player 2, in his own action phase: the battle Lancaster started stays pending.
    s.played.york = cardWith(4);
    s.act = { side: 'york', ap: 4, event: null, activated: [], freeSea: null, musterArea: -1, plagueDone: false };
    s.step = { k: 'action', side: 'york' };
    const york = makeView(s, 'york');
    expect(battleEntry(york, 'hereford')).toBe('reinforce');
    expect(into('york', 'y-york', 'hereford')).toBeDefined();
    const ask = promptFor(york, 'york', NONE, 'hereford');
    expect(ask.title).toBe('Reinforce Hereford?');
    expect(ask.hint).toMatch(/join the defence of Hereford as reserves: they arrive at the start of round 2/);
    expect(entryButton(york, 'hereford')).toBe('Reinforce');
    expect(entryTitle(york, 'hereford')).toBe('Reinforce Hereford?');
    // More blocks for Lancaster's own attack join it, as reserves or not (6.3).
    expect(promptFor(lancaster, 'lancaster', NONE, 'hereford').title).toBe('Join the battle in Hereford?');
    expect(promptRule(lancaster, 'lancaster', NONE, 'hereford')).toBe('6.3');
  });
});
