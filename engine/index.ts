/** Registry of hosted games. Hosts look games up by id and never import a game directly. */
import type { AnyGameModule } from './core/game';
import { richardIII } from './richard-iii/module';

export const gameModules: readonly AnyGameModule[] = [richardIII];

export function getGameModule(id: string): AnyGameModule | undefined {
  return gameModules.find((g) => g.id === id);
}
