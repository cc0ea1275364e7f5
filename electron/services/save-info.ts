/** Turning a stored game into the row the UI lists. */
import type { AnyGameModule } from '../../engine/core/game';
import type { SaveInfo } from '../ipc/contract';
import type { DamagedStoredGame, StoredGame } from './store-port';

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

/** A damaged save's row: what could be read, and which parts could not. */
export function damagedSaveInfo(d: DamagedStoredGame, module: AnyGameModule | undefined): SaveInfo {
  return {
    id: d.id,
    name: d.name,
    moduleId: d.moduleId,
    scenario: d.scenario,
    scenarioName: module?.scenarios.find((s) => s.id === d.scenario)?.name ?? d.scenario,
    seats: {},
    summary: { label: '' },
    outcome: null,
    actionCount: d.actionCount,
    createdAt: d.createdAt,
    lastPlayedAt: d.lastPlayedAt,
    damaged: [...d.damaged],
  };
}
