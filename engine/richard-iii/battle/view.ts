import type { Side } from '../data';
import type { State } from '../types';
import type { BattleView } from './types';
import { AREAS } from '../data';

/** Placeholder until the battle module lands. `publicOnly` = a spectator's view. */
export function battleView(s: State, _viewer: Side, _publicOnly: boolean): BattleView | null {
  return s.battle ? { area: AREAS[s.battle.area]!.id } : null;
}
