/** Turning a stored game into the row the UI lists. */
import type { AnyGameModule } from '../../engine/core/game';
import type { OptionValue } from '../../engine/core/options';
import type { SaveInfo } from '../ipc/contract';
import type { DamagedStoredGame, StoredGame } from './store-port';
import { TUTORIAL_OPTION } from '../../saves/replay';

/** The fields every listed save has, readable or damaged. */
function common(g: StoredGame | DamagedStoredGame, module: AnyGameModule | undefined) {
  const { id, name, moduleId, scenario, actionCount, createdAt, lastPlayedAt } = g;
  const scenarioName = module?.scenarios.find((s) => s.id === scenario)?.name ?? scenario;
  return { id, name, moduleId, scenario, scenarioName, actionCount, createdAt, lastPlayedAt };
}

/** Whether a saved game is the guided tutorial (a game option, set when it was created). */
export function isTutorial(g: Pick<StoredGame, 'options'>): boolean {
  return g.options[TUTORIAL_OPTION] === true;
}

/** The save's chosen game options (those its game declares; the tutorial flag is not one), if any. */
export function chosenOptions(
  g: Pick<StoredGame, 'options'>,
  module: AnyGameModule | undefined,
): { options?: Record<string, OptionValue> } {
  const chosen: Record<string, OptionValue> = {};
  for (const d of module?.options ?? []) {
    const v = g.options[d.id];
    if (typeof v === 'boolean' || typeof v === 'string' || typeof v === 'number') chosen[d.id] = v;
  }
  return Object.keys(chosen).length ? { options: chosen } : {};
}

export function toSaveInfo(g: StoredGame, module: AnyGameModule | undefined): SaveInfo {
  return {
    ...common(g, module),
    seats: g.seats,
    summary: { ...g.summary },
    outcome: g.outcome,
    ...(isTutorial(g) ? { tutorial: true as const } : {}),
    ...chosenOptions(g, module),
  };
}

/** A damaged save's row: what could be read, and which parts could not. */
export function damagedSaveInfo(d: DamagedStoredGame, module: AnyGameModule | undefined): SaveInfo {
  return { ...common(d, module), seats: {}, summary: { label: '' }, outcome: null, damaged: [...d.damaged] };
}
