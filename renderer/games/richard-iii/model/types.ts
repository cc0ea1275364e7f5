/** The engine types the renderer reads (type-only: the rules never run in the page). */
export type { RichardView, BlockView, CardView, BlockPlace } from '../../../../engine/richard-iii/view';
export type { Action, LogEntry } from '../../../../engine/richard-iii/types';
export type {
  BattleView,
  BattleBlockView,
  BattleEventView,
  BattleSideView,
} from '../../../../engine/richard-iii/battle/types';
export type { AreaId, BlockId, Side } from '../../../../engine/richard-iii/data';
