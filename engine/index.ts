/** Registry of hosted games. Hosts look games up by id and never import a game directly. */
import type { AnyGameModule } from './core/game';
import { richardIII } from './richard-iii/module';
import { skirmish } from './skirmish/module';

export const gameModules: readonly AnyGameModule[] = [richardIII, skirmish];

export function getGameModule(id: string): AnyGameModule | undefined {
  return gameModules.find((g) => g.id === id);
}
