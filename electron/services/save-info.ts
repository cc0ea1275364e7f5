/** Turning a stored game into the row the UI lists. */
import type { AnyGameModule } from '../../engine/core/game';
import type { SaveInfo } from '../ipc/contract';
import type { StoredGame } from './store-port';

export function toSaveInfo(g: StoredGame, module: AnyGameModule | undefined): SaveInfo {
  return {
    id: g.id,
    name: g.name,
    moduleId: g.moduleId,
    scenario: g.scenario,
    scenarioName: module?.scenarios.find((s) => s.id === g.scenario)?.name ?? g.scenario,
    seats: g.seats,
    summary: { ...g.summary },
    outcome: g.outcome,
    actionCount: g.actionCount,
    createdAt: g.createdAt,
    lastPlayedAt: g.lastPlayedAt,
  };
}
