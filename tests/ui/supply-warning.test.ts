/**
 * 7.1/7.2 said before the supply phase: the destination tooltip warns of a move that would take an
 * area over the supply limit, the route question says it of its destination, and with nothing
 * picked the action prompt names the player's areas already over. Positions: the Kingmaker (1470)
 * set-up, where Lancaster's five exiles overfill France (the French mercenary free of its limit).
 */
import { describe, expect, it } from 'vitest';
import { indexChoices } from '../../renderer/games/richard-iii/model/choices';
import { promptFor } from '../../renderer/games/richard-iii/model/prompt';
import {
  clickArea,
  NONE,
  pickedBlocks,
  pickMove,
  routeText,
  type Intent,
  type Selection,
} from '../../renderer/games/richard-iii/model/selection';
import { groupMoves, intentMoves } from '../../renderer/games/richard-iii/model/group-move';
import { areaTooltip, mapTooltip, screenTooltip } from '../../renderer/games/richard-iii/model/tooltips';
import { blockName } from '../../renderer/games/richard-iii/model/names';
import { makeView } from '../../engine/richard-iii/view';
import type { AreaId, BlockId, Side } from '../../engine/richard-iii/data';
import type { State } from '../../engine/richard-iii/types';
import { cardWith, must, put, scenarioState, startActionPhaseFor } from '../engine/position';

const FRANCE_OVER =
  'Over the supply limit: France (5 of 4). Each block beyond the limit loses a step in the supply phase (7.2).';
const LONDON_6_OF_5 =
  'Middlesex: 6 of your blocks would count against its supply limit of 5 — one step lost in the supply phase (7.1).';

/** Kingmaker with `side` to act, `ap` AP. */
function kingmaker(side: Side, ap = 3): State {
  const s = scenarioState('kingmaker', 1);
  startActionPhaseFor(s, side, side, cardWith(ap));
  return s;
}

/** York's action phase with London (Middlesex, a city: 5) full — March and four more; the captive Henry VI is not counted. */
function londonFull(): State {
  const s = kingmaker('york');
  for (const id of ['y-gloucester', 'y-stanley', 'y-buckingham', 'y-arundel'] as const) put(s, id, 'middlesex');
  return s;
}

const group = (area: AreaId, blocks: BlockId[]): Selection => ({ k: 'group', area, blocks });

describe('with nothing picked, the action prompt names the areas already over the supply limit', () => {
  it('Kingmaker: Lancaster is told France is over (5 of 4, rule 7.2), apart from the hint', () => {
    const s = kingmaker('lancaster');
    const p = promptFor(makeView(s, 'lancaster'), 'lancaster', NONE);
    expect(p.warning).toBe(FRANCE_OVER);
    expect(p.hint).not.toContain('Over supply');
  });

  it('also once all AP are spent, when the next thing he does may be to end the phase', () => {
    const s = kingmaker('lancaster');
    s.act!.ap = 0;
    expect(promptFor(makeView(s, 'lancaster'), 'lancaster', NONE).warning).toBe(FRANCE_OVER);
  });

  it('goes once a block sails out of France', () => {
    const s = kingmaker('lancaster');
    must(s, 'lancaster', { t: 'sea', block: 'l-oxford', to: 'scotland' });
    expect(promptFor(makeView(s, 'lancaster'), 'lancaster', NONE).warning).toBeUndefined();
  });

  it('is said to no one else: not to York (within every limit), not while waiting, not to the table', () => {
    expect(promptFor(makeView(kingmaker('york'), 'york'), 'york', NONE).warning).toBeUndefined();
    // York's turn: Lancaster waits, and is not told of his France while he cannot act.
    expect(promptFor(makeView(kingmaker('york'), 'lancaster'), 'lancaster', NONE).warning).toBeUndefined();
    expect(promptFor(makeView(kingmaker('lancaster'), null), null, NONE).warning).toBeUndefined();
  });

  it('names several areas in one sentence, by rule 7.1 when a county is among them', () => {
    const s = kingmaker('lancaster');
    for (const id of ['l-shrewsbury', 'l-pembroke', 'l-bristol-levy', 'l-york-levy', 'l-coventry-levy'] as const)
      put(s, id, 'kent');
    expect(promptFor(makeView(s, 'lancaster'), 'lancaster', NONE).warning).toBe(
      'Over the supply limit: Kent (5 of 4) and France (5 of 4). Each block beyond the limit loses a step in the supply phase (7.1).',
    );
  });
});

describe('picking a destination: the tooltip warns of a move that would overfill it', () => {
  it('London full: Essex’s block moving in would make 6 of 5 — under the area’s name, and over a block standing there', () => {
    const s = londonFull();
    const view = makeView(s, 'york');
    const index = indexChoices(view, view.legal);
    const sel = group('essex', ['y-essex']);
    const warning = LONDON_6_OF_5;
    const lines = mapTooltip(view, { kind: 'area', id: 'middlesex' }, index, sel);
    expect(lines).toEqual(['Middlesex', warning, ...areaTooltip(view, 'middlesex').slice(1)]);
    // A click on a block in a destination moves there: its tooltip says the same.
    expect(mapTooltip(view, { kind: 'block', id: 'y-march' }, index, sel)[1]).toBe(warning);
    // Another destination within its limit, nothing picked, or not his turn (no index): no warning.
    expect(mapTooltip(view, { kind: 'area', id: 'kent' }, index, sel)).toEqual(areaTooltip(view, 'kent'));
    expect(mapTooltip(view, { kind: 'area', id: 'middlesex' }, index, NONE)).toEqual(areaTooltip(view, 'middlesex'));
    expect(mapTooltip(view, { kind: 'area', id: 'middlesex' }, null, sel)).toEqual(areaTooltip(view, 'middlesex'));
  });

  it('looking back at a past position: the tooltip is the past’s, with no warning about the present', () => {
    const past = makeView(kingmaker('york'), 'york');
    const view = makeView(londonFull(), 'york');
    const index = indexChoices(view, view.legal);
    const sel = group('essex', ['y-essex']);
    const hit = { kind: 'area', id: 'middlesex' } as const;
    expect(screenTooltip(view, null, hit, index, sel)[1]).toBe(LONDON_6_OF_5);
    expect(screenTooltip(view, past, hit, index, sel)).toEqual(areaTooltip(past, 'middlesex'));
    // A block's place may be off the map: no destination, no warning (and no crash).
    const pooled = view.blocks.find((b) => b.place === 'pool' && b.side === 'york')!;
    expect(mapTooltip(view, { kind: 'block', id: pooled.key }, index, sel)).toHaveLength(
      mapTooltip(view, { kind: 'block', id: pooled.key }, null, NONE).length,
    );
  });

  it('London with room for one more: no warning (5 of 5 is within the limit)', () => {
    const s = kingmaker('york');
    for (const id of ['y-gloucester', 'y-stanley', 'y-buckingham'] as const) put(s, id, 'middlesex');
    const view = makeView(s, 'york');
    const index = indexChoices(view, view.legal);
    const lines = mapTooltip(view, { kind: 'area', id: 'middlesex' }, index, group('essex', ['y-essex']));
    expect(lines).toEqual(areaTooltip(view, 'middlesex'));
  });

  it('Scotland (7.2: 2 besides its own Scots mercenary): Lancaster’s whole French group, its mercenary counting there', () => {
    const s = kingmaker('lancaster');
    const view = makeView(s, 'lancaster');
    const index = indexChoices(view, view.legal);
    const intent = clickArea(view, index, NONE, 'france');
    expect(intent.kind).toBe('select');
    if (intent.kind !== 'select') return;
    // The five nobles and the French mercenary (counted outside France), the Scots one already there free: 6 of 2.
    expect(mapTooltip(view, { kind: 'area', id: 'scotland' }, index, intent.selection)[1]).toBe(
      'Scotland: 6 of your blocks would count against its supply limit of 2 — 4 steps lost in the supply phase (7.2).',
    );
    // The mercenary alone: 1 of 2, no warning.
    expect(mapTooltip(view, { kind: 'area', id: 'scotland' }, index, group('france', ['l-french-mercenary']))).toEqual(
      areaTooltip(view, 'scotland'),
    );
  });
});

describe('the route question warns of its destination', () => {
  it('London full: choosing how to bring Essex’s block in, the prompt says it would overfill London', () => {
    const s = londonFull();
    const view = makeView(s, 'york');
    const sel: Selection = {
      k: 'route',
      area: 'essex',
      blocks: ['y-essex'],
      to: 'middlesex',
      routes: [{ by: 'land', via: null }],
    };
    expect(promptFor(view, 'york', sel).warning).toBe(LONDON_6_OF_5);
    // The group picked but no destination chosen: nothing to warn of yet.
    expect(promptFor(view, 'york', group('essex', ['y-essex'])).warning).toBeUndefined();
  });
});

/**
 * What the old page got wrong (review): it counted every picked block that could reach the
 * destination, though the group move stops when AP or a border's crossings run out. The warning
 * now counts `groupMoves`, the very list the screen submits.
 */
describe('the warning counts only the blocks the move would actually move', () => {
  it('Kingmaker, 2 AP: France’s six picked for the Isle of Man (not a major port, 1 AP a block) — only 2 sail, 2 of 4 is no warning', () => {
    const view = makeView(kingmaker('lancaster', 2), 'lancaster');
    const index = indexChoices(view, view.legal);
    const sel = group('france', [...(index.movable.get('france') ?? [])]);
    expect(sel.k === 'group' && sel.blocks.length).toBe(6);
    const going = groupMoves(view, pickedBlocks(sel), 'isle-of-man');
    expect(going).toHaveLength(2);
    // No supply warning; the one line added says which two of the six would sail.
    const lines = mapTooltip(view, { kind: 'area', id: 'isle-of-man' }, index, sel);
    const names = going.map((m) => blockName(m.block)).join(' and ');
    expect(lines).toEqual([
      'Isle of Man',
      `Only 2 of the 6 picked would go there: ${names}. Pick the ones you want to send.`,
      ...areaTooltip(view, 'isle-of-man').slice(1),
    ]);
  });

  it('3 AP with three blocks already on the Isle of Man: 3 more sail, 6 of 4 (not 9)', () => {
    const s = kingmaker('lancaster');
    for (const id of ['l-pembroke', 'l-shrewsbury', 'l-bristol-levy'] as const) put(s, id, 'isle-of-man');
    const view = makeView(s, 'lancaster');
    const index = indexChoices(view, view.legal);
    const sel = group('france', ['l-prince-edward', 'l-exeter', 'l-warwick', 'l-oxford', 'l-clarence']);
    const lines = mapTooltip(view, { kind: 'area', id: 'isle-of-man' }, index, sel);
    expect(lines[1]).toMatch(/^Only 3 of the 5 picked would go there: /);
    expect(lines[2]).toBe(
      'Isle of Man: 6 of your blocks would count against its supply limit of 4 — 2 steps lost in the supply phase (7.1).',
    );
  });

  it('a red border (5.21: 2 crossings a turn): York’s five in Lancaster by land into Cumbria — 2 cross, 5 of 4 with the three there', () => {
    const s = kingmaker('york');
    for (const id of ['y-gloucester', 'y-buckingham', 'y-norfolk', 'y-suffolk'] as const) put(s, id, 'lancaster');
    for (const id of ['y-arundel', 'y-essex', 'y-hastings'] as const) put(s, id, 'cumbria');
    const view = makeView(s, 'york');
    const index = indexChoices(view, view.legal);
    const sel = group('lancaster', ['y-stanley', 'y-gloucester', 'y-buckingham', 'y-norfolk', 'y-suffolk']);
    // Land or sea: the click asks which; the tooltip counts the usual way, by land.
    const asked = clickArea(view, index, sel, 'cumbria');
    expect(asked).toMatchObject({ kind: 'select', selection: { k: 'route' } });
    // No battle there: the way is asked without the attack's words on main attack and reserves.
    if (asked.kind === 'select') {
      const hint = promptFor(view, 'york', asked.selection).hint;
      expect(hint).toMatch(/^Choose the route below/);
      expect(hint).not.toMatch(/attack/);
    }
    expect(groupMoves(view, pickedBlocks(sel), 'cumbria', { by: 'land', via: null })).toHaveLength(2);
    const lines = mapTooltip(view, { kind: 'area', id: 'cumbria' }, index, sel);
    expect(lines[1]).toMatch(/^Only 2 of the 5 picked would go there: /);
    expect(lines[2]).toBe(
      'Cumbria: 5 of your blocks would count against its supply limit of 4 — one step lost in the supply phase (7.1).',
    );
  });

  it('the list is what the screen’s old loop sent: each block’s move picked from the legal list after the ones before', () => {
    // Every group and destination of both sides at the Kingmaker and 1455 openings, with 1 to 4 AP.
    let checked = 0;
    for (const scenario of ['kingmaker', 'wars-of-the-roses'])
      for (const side of ['lancaster', 'york'] as const)
        for (const ap of [2, 3, 4]) {
          const start = (): State => {
            const s = scenarioState(scenario, 1);
            startActionPhaseFor(s, side, side, cardWith(ap));
            return s;
          };
          const view = makeView(start(), side);
          const index = indexChoices(view, view.legal);
          for (const [from, blocks] of index.movable) {
            const dests = new Set(blocks.flatMap((b) => [...(index.targets.get(b)?.keys() ?? [])]));
            for (const to of dests) {
              const predicted = groupMoves(view, blocks, to as AreaId);
              // The old loop, against the engine: re-read the view after every move.
              const s = start();
              const sent = [];
              for (const b of blocks) {
                const v = makeView(s, side);
                const a = pickMove(v, v.legal, b, to as AreaId);
                if (!a) continue;
                must(s, side, a);
                sent.push(a);
              }
              expect(predicted, `${scenario} ${side} ${ap} AP ${from} → ${to}`).toEqual(sent);
              checked++;
            }
          }
        }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('the warnings stay in sight while the player acts on them', () => {
  it('the Over-the-supply-limit line stays while France’s blocks are picked (that is when he moves them out)', () => {
    const view = makeView(kingmaker('lancaster'), 'lancaster');
    expect(promptFor(view, 'lancaster', group('france', ['l-oxford'])).warning).toBe(FRANCE_OVER);
    expect(promptFor(view, 'lancaster', { k: 'block', block: 'l-oxford' }).warning).toBe(FRANCE_OVER);
  });

  /** York's attack on Lancastrian Rutland begun by two blocks from Leicester through Lincoln; four more wait in Leicester. */
  function rutlandAttack(): State {
    const s = kingmaker('york');
    for (const id of ['y-gloucester', 'y-buckingham', 'y-norfolk', 'y-suffolk'] as const) put(s, id, 'leicester');
    put(s, 'l-oxford', 'rutland');
    for (const block of ['y-hastings', 'y-rivers'] as const)
      must(s, 'york', { t: 'move', block, path: ['lincoln', 'rutland'] });
    return s;
  }
  const LEICESTER_FOUR: BlockId[] = ['y-gloucester', 'y-buckingham', 'y-norfolk', 'y-suffolk'];

  it('the join question (Join / Cancel) warns of the move it would send: four more into Rutland, 6 of 4', () => {
    const view = makeView(rutlandAttack(), 'york');
    const intent: Intent = {
      kind: 'move-group',
      blocks: LEICESTER_FOUR,
      to: 'rutland',
      route: { by: 'land', via: 'leicester' },
    };
    const moves = intentMoves(view, intent);
    expect(moves).toHaveLength(4);
    expect(promptFor(view, 'york', NONE, 'rutland', moves).warning).toBe(
      'Rutland: 6 of your blocks would count against its supply limit of 4 — 2 steps lost in the supply phase (7.1).',
    );
  });

  it('the route question counts each way apart when they differ: what each border still lets across', () => {
    const view = makeView(rutlandAttack(), 'york');
    const index = indexChoices(view, view.legal);
    const intent = clickArea(view, index, group('leicester', LEICESTER_FOUR), 'rutland');
    if (intent.kind !== 'select' || intent.selection.k !== 'route') throw new Error('expected the route question');
    const sel = intent.selection;
    expect(sel.routes.map((r) => (r.by === 'land' ? r.via : 'sea'))).toEqual(['leicester', 'essex', 'lincoln']);
    const warning = promptFor(view, 'york', sel).warning ?? '';
    // From Leicester (yellow, 4 left) all four: 6 of 4; from Essex (blue, 3): 5 of 4; from Lincoln
    // (2 of its 4 crossings used): 4 of 4, nothing said.
    expect(warning).toContain(
      `${routeText(view, 'rutland', sel.routes[0]!)}: Rutland: 6 of your blocks would count against its supply limit of 4 — 2 steps lost`,
    );
    expect(warning).toContain(
      `${routeText(view, 'rutland', sel.routes[1]!)}: Rutland: 5 of your blocks would count against its supply limit of 4 — one step lost`,
    );
    expect(warning).not.toContain(routeText(view, 'rutland', sel.routes[2]!));
  });
});
