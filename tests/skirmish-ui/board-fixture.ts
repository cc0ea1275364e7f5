/** The board model of a side's view as the screen builds it, with plain labels and marked card names (`~id`). */
import { toBoardModel } from '../../renderer/games/skirmish/board-model';
import { NONE, type Pick } from '../../renderer/games/skirmish/selection';
import type { BoardLabels, BoardModel } from '../../renderer/games/skirmish/scenes/model';
import type { Side, SkirmishView } from '../../renderer/games/skirmish/types';

export const labels: BoardLabels = {
  pile: { york: 'Y pile', lancaster: 'L pile' },
  units: 'Units',
  command: 'Command',
  deck: { york: 'Y deck', lancaster: 'L deck' },
  hand: 'Hand',
  opponentHand: 'Their hand',
  handOf: { york: 'Y hand', lancaster: 'L hand' },
};

export function model(view: SkirmishView, me: Side | null, pick: Pick = NONE): BoardModel {
  return toBoardModel({
    view,
    me,
    myTurn: !!me && view.toAct.includes(me),
    pick,
    step: null,
    name: (d) => `~${d}`,
    labels,
  });
}
