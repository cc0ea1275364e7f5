/** The set of game modules a host can run, passed to the services so tests can substitute a fixture. */
import type { AnyGameModule } from '../../engine/core/game';

export interface GameRegistry {
  get(id: string): AnyGameModule | undefined;
  readonly all: readonly AnyGameModule[];
}

export function makeRegistry(modules: readonly AnyGameModule[]): GameRegistry {
  const byId = new Map(modules.map((m) => [m.id, m] as const));
  return { get: (id) => byId.get(id), all: modules };
}
