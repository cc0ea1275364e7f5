/**
 * 7.1/7.2 said before the supply phase: the destination tooltip warns of a move that would take an
 * area over the supply limit, the route question says it of its destination, and with nothing
 * picked the action prompt names the player's areas already over. Positions: the Kingmaker (1470)
 * set-up, where Lancaster's five exiles overfill France (the French mercenary free of its limit).
 */
import { describe, expect, it } from 'vitest';
import { indexChoices } from '../../renderer/games/richard-iii/model/choices';
import { promptFor } from '../../renderer/games/richard-iii/model/prompt';
import { clickArea, NONE, type Selection } from '../../renderer/games/richard-iii/model/selection';
import { areaTooltip, mapTooltip } from '../../renderer/games/richard-iii/model/tooltips';
import { makeView } from '../../engine/richard-iii/view';
import type { Side } from '../../engine/richard-iii/data';
import type { State } from '../../engine/richard-iii/types';
import { cardWith, must, put, scenarioState, startActionPhaseFor } from '../engine/position';

const FRANCE_OVER =
  'Over supply: France (5 of 4). Each block beyond the limit loses a step in the supply phase unless it moves out (7.2).';

/** Kingmaker with `side` to act, 3 AP. */
function kingmaker(side: Side): State {
  const s = scenarioState('kingmaker', 1);
  startActionPhaseFor(s, side, side, cardWith(3));
  return s;
}

/** York's action phase with London (Middlesex, a city: 5) full — March and four more; the captive Henry VI is not counted. */
function londonFull(): State {
  const s = kingmaker('york');
  for (const id of ['y-gloucester', 'y-stanley', 'y-buckingham', 'y-arundel'] as const) put(s, id, 'middlesex');
  return s;
}

const group = (area: string, blocks: string[]): Selection => ({ k: 'group', area, blocks }) as unknown as Selection;

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
      'Over supply: Kent (5 of 4) and France (5 of 4). Each block beyond the limit loses a step in the supply phase unless it moves out (7.1).',
    );
  });
});

describe('picking a destination: the tooltip warns of a move that would overfill it', () => {
  it('London full: Essex’s block moving in would make 6 of 5 — under the area’s name, and over a block standing there', () => {
    const s = londonFull();
    const view = makeView(s, 'york');
    const index = indexChoices(view, view.legal);
    const sel = group('essex', ['y-essex']);
    const warning =
      'Middlesex would hold 6 of your blocks; it supports 5 — one step lost in the supply phase unless you move out (7.1).';
    const lines = mapTooltip(view, { kind: 'area', id: 'middlesex' }, index, sel);
    expect(lines).toEqual(['Middlesex', warning, ...areaTooltip(view, 'middlesex').slice(1)]);
    // A click on a block in a destination moves there: its tooltip says the same.
    expect(mapTooltip(view, { kind: 'block', id: 'y-march' }, index, sel)[1]).toBe(warning);
    // Another destination within its limit, nothing picked, or not his turn (no index): no warning.
    expect(mapTooltip(view, { kind: 'area', id: 'kent' }, index, sel)).toEqual(areaTooltip(view, 'kent'));
    expect(mapTooltip(view, { kind: 'area', id: 'middlesex' }, index, NONE)).toEqual(areaTooltip(view, 'middlesex'));
    expect(mapTooltip(view, { kind: 'area', id: 'middlesex' }, null, sel)).toEqual(areaTooltip(view, 'middlesex'));
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
      'Scotland would hold 6 of your blocks; it supports 2 — 4 steps lost in the supply phase unless you move out (7.2).',
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
    const sel = {
      k: 'route',
      area: 'essex',
      blocks: ['y-essex'],
      to: 'middlesex',
      routes: [{ by: 'land', via: null }],
    } as unknown as Selection;
    expect(promptFor(view, 'york', sel).warning).toBe(
      'Middlesex would hold 6 of your blocks; it supports 5 — one step lost in the supply phase unless you move out (7.1).',
    );
    // The group picked but no destination chosen: nothing to warn of yet.
    expect(promptFor(view, 'york', group('essex', ['y-essex'])).warning).toBeUndefined();
  });
});
