/**
 * A click on the map that does nothing says why (model/refusal.ts). Found in a Czech play-test of
 * 1470 as Lancaster: after sailing blocks from France to Kent, a click on Kent (to move them on)
 * was met with silence. Positions are the 1470 setup, Lancaster in his action phase.
 */
import { describe, expect, it } from 'vitest';
import { indexChoices } from '../../renderer/games/richard-iii/model/choices';
import { clickArea, clickBlock, clickOffMap, NONE } from '../../renderer/games/richard-iii/model/selection';
import { missText, refusalText } from '../../renderer/games/richard-iii/model/refusal';
import { makeView } from '../../engine/richard-iii/view';
import type { State } from '../../engine/richard-iii/types';
import type { AreaId } from '../../engine/richard-iii/data';
import { areaIndex, borderBetween } from '../../engine/richard-iii/data';
import { areaName } from '../../renderer/games/richard-iii/model/names';
import { setLanguage, t } from '../../renderer/src/i18n/language.svelte';
import { cardWith, must, put, scenarioState, startActionPhaseFor } from '../engine/position';

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
    expect(intent).toEqual({ kind: 'refused', area: 'kent', why: { k: 'moved', land: 0, sea: 1, recruit: 0 } });
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
    expect(click(s, 'northumbria').intent).toMatchObject({ why: { k: 'moved', land: 1, sea: 0, recruit: 0 } });
    // A recruit into an area of none of his blocks (Northumbria's shields, once the Scots hold it).
    const view = makeView(s, 'lancaster');
    const recruit = view.legal.find(
      (a) => a.t === 'recruit' && !view.blocks.some((b) => b.place === a.to && b.side === 'lancaster'),
    );
    if (recruit?.t !== 'recruit') throw new Error('no recruit into an empty area');
    must(s, 'lancaster', recruit);
    expect(click(s, recruit.to).text).toMatch(/recruited this turn, and recruits cannot move until the next turn/);
  });

  it('a block that sailed in beside a recruit: each is told as the engine marked it, not all as come by sea', () => {
    const s = lancasterActs(4);
    must(s, 'lancaster', { t: 'sea', block: 'l-warwick', to: 'pembroke' });
    must(s, 'lancaster', { t: 'recruit', block: 'l-pembroke', to: 'pembroke' });
    const { intent, text } = click(s, 'pembroke');
    expect(intent).toMatchObject({ why: { k: 'moved', land: 0, sea: 1, recruit: 1 } });
    expect(text).toBe(
      'Nothing left to move in Pembroke: your blocks there have all moved or been recruited this turn (1 by sea and 1 recruited), and none of them may move again until the next turn (5.2, 5.3, 5.4).',
    );
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

  it('what the screen says of any click that did nothing comes from here: a refusal, a pick that cannot go there, the sea', () => {
    const s = lancasterActs(4);
    const view = makeView(s, 'lancaster');
    const index = indexChoices(view, view.legal);
    const say = (intent: ReturnType<typeof clickArea>, sel = NONE) => {
      if (intent.kind !== 'refused' && intent.kind !== 'not-there' && intent.kind !== 'off-map')
        throw new Error(`the click did something: ${intent.kind}`);
      return missText(view, intent, sel);
    };
    expect(say(clickArea(view, index, NONE, 'essex'))).toBe(
      'None of your blocks stands in Essex: there is nothing of yours to move from there.',
    );
    expect(say(clickOffMap(index, NONE))).toBe(
      'There is no area there (the sea, or land outside the game): click a highlighted area or block.',
    );
    // France's blocks picked (a click on France picks its group): off the map, and an area out of their reach.
    const picked = clickArea(view, index, NONE, 'france');
    if (picked.kind !== 'select') throw new Error('France offers no group');
    const sel = picked.selection;
    expect(say(clickOffMap(index, sel), sel)).toMatch(
      /^There is no area there .* click a highlighted area to move the picked blocks, or Esc to put them down\.$/,
    );
    expect(say(clickArea(view, index, sel, 'northumbria'), sel)).toBe(
      'The picked blocks cannot go to Northumbria: click a highlighted area, or Esc to put them down.',
    );
  });
});

describe('a pick that cannot go there says so, and why when a border’s limit (5.21) is the reason', () => {
  /** Lancaster's blocks picked in `from` (a click there picks its group), then a click on `to`: what the page says. */
  function pickThenClick(s: State, from: AreaId, to: AreaId): string {
    const view = makeView(s, 'lancaster');
    const index = indexChoices(view, view.legal);
    const picked = clickArea(view, index, NONE, from);
    if (picked.kind !== 'select') throw new Error(`${from} offers no group`);
    const miss = clickArea(view, index, picked.selection, to);
    if (miss.kind !== 'not-there') throw new Error(`the click on ${to} did something: ${miss.kind}`);
    return missText(view, miss, picked.selection);
  }

  function inCumbria(): State {
    const s = lancasterActs(4);
    put(s, 'l-clifford', 'cumbria');
    put(s, 'l-northumberland', 'cumbria');
    return s;
  }

  it('Cumbria to South Yorks, two areas away: every border out of Cumbria is red and stops the blocks (Czech play-test)', () => {
    expect(pickThenClick(inCumbria(), 'cumbria', 'south-yorks')).toMatch(
      /^The picked blocks cannot go to South Yorks: the red border Cumbria–(Lancaster|North Yorks) makes them stop once across\. Click a highlighted area, or Esc to put them down\.$/,
    );
  });

  it('a border with no crossing left this turn is named', () => {
    const s = inCumbria();
    s.crossings.lancaster[borderBetween(areaIndex('cumbria'), areaIndex('lancaster'))] = 2;
    expect(pickThenClick(s, 'cumbria', 'lancaster')).toBe(
      'The picked blocks cannot go to Lancaster: no crossing is left this turn on the Cumbria–Lancaster border. Click a highlighted area, or Esc to put them down.',
    );
  });

  it('out of reach for another reason (too far): the plain words, no border blamed', () => {
    expect(pickThenClick(inCumbria(), 'cumbria', 'kent')).toBe(
      'The picked blocks cannot go to Kent: click a highlighted area, or Esc to put them down.',
    );
  });

  it('every catalogue names the border', () => {
    const s = inCumbria();
    for (const lang of ['cs', 'pl', 'ru', 'es'] as const) {
      setLanguage(lang);
      try {
        const text = pickThenClick(s, 'cumbria', 'south-yorks');
        expect(text, lang).toContain(`${areaName('cumbria')}–`);
        expect(text, lang).not.toBe(t('prompt.notThere', { area: areaName('south-yorks'), count: 2 }));
      } finally {
        setLanguage('en');
      }
    }
  });
});
