/** The new-game request that starts the card battle's tutorial: York first, against the Easy bot, a fixed seed. */
import type { CreateGameInput } from '../../../../electron/ipc/contract';
import { t } from '../../../src/i18n/language.svelte';
import { TUTORIAL_GAME } from './steps';

export function skirmishTutorialGame(): CreateGameInput {
  return {
    moduleId: TUTORIAL_GAME.moduleId,
    scenario: TUTORIAL_GAME.scenario,
    seed: TUTORIAL_GAME.seed,
    name: t('skirmish.tutorial.saveName'),
    seats: {
      [TUTORIAL_GAME.player]: { kind: 'human' },
      [TUTORIAL_GAME.opponent]: { kind: 'bot', level: TUTORIAL_GAME.level },
    },
    // The lessons are written for York placing first.
    options: { first: TUTORIAL_GAME.player },
    tutorial: true,
  };
}
