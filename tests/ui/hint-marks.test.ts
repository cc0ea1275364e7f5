import { describe, expect, it } from 'vitest';
import { richardIII } from '../../engine/richard-iii/module';
import type { Side } from '../../engine/richard-iii/data';
import type { Action } from '../../engine/richard-iii/types';
import { makeView } from '../../engine/richard-iii/view';
import { NONE } from '../../renderer/games/richard-iii/model/selection';
import { hintMarks, withHint } from '../../renderer/games/richard-iii/model/hint-marks';
import { toMapModel } from '../../renderer/games/richard-iii/model/map-model';
import { indexChoices } from '../../renderer/games/richard-iii/model/choices';
import { newGame, playUntil } from './fixtures';

describe('a hint on the map', () => {
  it('a suggested land move is an arrow in my colour from the block to its destination, the only highlight', () => {
    const s = playUntil(
      newGame(3),
      3,
      (x) =>
        x.step.k === 'action' &&
        richardIII.toAct(x).some((p) => richardIII.legalActions(x, p).some((a) => a.t === 'move')),
    );
    const side = richardIII.toAct(s)[0] as Side;
    const view = makeView(s, side);
    const move = view.legal.find((a): a is Extract<Action, { t: 'move' }> => a.t === 'move');
    if (!move) throw new Error('no move in this position');
    const from = view.blocks.find((b) => b.key === move.block)!.place;
    const marks = hintMarks(view, side, move);
    expect(marks.arrows).toEqual([{ kind: 'land', side, path: [from, ...move.path] }]);
    const model = toMapModel(view, indexChoices(view, view.legal), NONE);
    expect(model.highlightAreas.length).toBeGreaterThan(1);
    const shown = withHint(model, marks);
    expect(shown.highlightAreas).toEqual([move.path.at(-1)]);
    expect(shown.highlightBlocks).toEqual([move.block]);
    expect(shown.arrows).toEqual([...(model.arrows ?? []), ...marks.arrows]);
    expect(shown.blocks).toBe(model.blocks);
  });

  it('a card is marked in the hand, a recruit with its ring, a muster at its area; the map is left alone for a card', () => {
    const s = newGame(5);
    const card = playUntil(s, 5, (x) => x.step.k === 'card');
    const side = richardIII.toAct(card)[0] as Side;
    const view = makeView(card, side);
    const play = view.legal.find((a) => a.t === 'card')!;
    const marks = hintMarks(view, side, play);
    expect(marks.card).toBe((play as { card: number }).card);
    const model = toMapModel(view, null, NONE);
    expect(withHint(model, marks)).toBe(model);
    expect(hintMarks(view, side, { t: 'recruit', block: 'x', to: 'kent' } as unknown as Action)).toEqual({
      arrows: [{ kind: 'recruit', side, path: ['kent'] }],
      areas: ['kent'],
      blocks: [],
      card: null,
    });
    expect(hintMarks(view, side, { t: 'muster', area: 'kent' } as unknown as Action).areas).toEqual(['kent']);
  });
});
