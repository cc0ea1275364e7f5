/** The new-game request that starts a game's tutorial: the player's seat against a computer level, a fixed seed. */
import type { CreateGameInput } from '../../../electron/ipc/contract';

/** How a tutorial game is set up (each game's tutorial/steps.ts names its own). */
export interface TutorialGame {
  readonly moduleId: string;
  readonly scenario: string;
  readonly seed: number;
  readonly player: string;
  readonly opponent: string;
  readonly level: string;
}

export function tutorialRequest(
  game: TutorialGame,
  name: string,
  options?: CreateGameInput['options'],
): CreateGameInput {
  return {
    moduleId: game.moduleId,
    scenario: game.scenario,
    seed: game.seed,
    name,
    seats: { [game.player]: { kind: 'human' }, [game.opponent]: { kind: 'bot', level: game.level } },
    ...(options ? { options } : {}),
    tutorial: true,
  };
}
