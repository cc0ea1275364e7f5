/**
 * A click on the map that does nothing says why (model/refusal.ts). Found in a Czech play-test of
 * 1470 as Lancaster: after sailing blocks from France to Kent, a click on Kent (to move them on)
 * was met with silence. Positions are the 1470 setup, Lancaster in his action phase.
 */
import { describe, expect, it } from 'vitest';
import { indexChoices } from '../../renderer/games/richard-iii/model/choices';
import { clickArea, clickBlock, NONE } from '../../renderer/games/richard-iii/model/selection';
import { refusalText } from '../../renderer/games/richard-iii/model/refusal';
import { makeView } from '../../engine/richard-iii/view';
import type { State } from '../../engine/richard-iii/types';
import type { AreaId } from '../../engine/richard-iii/data';
import { cardWith, must, scenarioState, startActionPhaseFor } from '../engine/position';

/** Lancaster clicks `area` with nothing picked: what the page does and says. */
function click(s: State, area: AreaId) {
  const view = makeView(s, 'lancaster');
  const intent = clickArea(view, indexChoices(view, view.legal), NONE, area);
  return { intent, text: intent.kind === 'refused' ? refusalText(view, area, intent.why) : null };
}

function lancasterActs(ap: number): State {
  const s = scenarioState('kingmaker');
  startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(ap));
  return s;
}

describe('a click on an area that does nothing says why', () => {
  it('Kent after a sea move there: the block came by sea and moves no more this turn', () => {
    const s = lancasterActs(4);
    must(s, 'lancaster', { t: 'sea', block: 'l-warwick', to: 'kent' });
    const { intent, text } = click(s, 'kent');
    expect(intent).toEqual({ kind: 'refused', area: 'kent', why: { k: 'moved', by: 'sea', count: 1 } });
    expect(text).toBe(
      'Nothing left to move in Kent: your block there came by sea this turn, and a block that has made a sea move cannot move on, by land or by sea, until the next turn (5.2, 5.3).',
    );
    // A click on the block itself is a click on its area: the same words.
    const view = makeView(s, 'lancaster');
    expect(clickBlock(view, indexChoices(view, view.legal), NONE, 'l-warwick')).toEqual(intent);
  });

  it('an area whose blocks moved by land, or were recruited, says that instead', () => {
    const s = lancasterActs(4);
    must(s, 'lancaster', { t: 'move', block: 'l-scots-mercenary', path: ['northumbria'] });
    expect(click(s, 'northumbria').intent).toMatchObject({ why: { k: 'moved', by: 'land', count: 1 } });
    // A recruit into an area of none of his blocks (Northumbria's shields, once the Scots hold it).
    const view = makeView(s, 'lancaster');
    const recruit = view.legal.find(
      (a) => a.t === 'recruit' && !view.blocks.some((b) => b.place === a.to && b.side === 'lancaster'),
    );
    if (recruit?.t !== 'recruit') throw new Error('no recruit into an empty area');
    must(s, 'lancaster', recruit);
    expect(click(s, recruit.to).text).toMatch(/recruited this turn, and recruits cannot move until the next turn/);
  });

  it('London with only the captive Henry VI of Lancaster’s: he cannot move', () => {
    const { intent, text } = click(lancasterActs(4), 'middlesex');
    expect(intent).toMatchObject({ kind: 'refused', why: { k: 'captive' } });
    expect(text).toBe(
      "Henry VI is York's prisoner in Middlesex: he cannot move or fight until a Lancastrian block occupies London.",
    );
  });

  it('no AP left to activate an area; an area with none of his blocks', () => {
    const s = lancasterActs(2);
    must(s, 'lancaster', { t: 'sea', block: 'l-warwick', to: 'kent' });
    // The card's last AP spent elsewhere (no AP-1 card exists without an event).
    s.act!.ap = 0;
    expect(click(s, 'scotland').intent).toMatchObject({ why: { k: 'no-ap' } });
    expect(click(s, 'essex').intent).toMatchObject({ why: { k: 'not-yours' } });
  });

  it('outside the action phase, a click on the map where the choice is a card says so', () => {
    const s = scenarioState('kingmaker');
    const view = makeView(s, 'lancaster');
    expect(view.step).not.toBe('action');
    const intent = clickArea(view, indexChoices(view, view.legal), NONE, 'kent');
    expect(intent).toEqual({ kind: 'refused', area: 'kent', why: { k: 'not-now' } });
  });
});
