/** The new-game request that starts the tutorial: York against the Easy bot, 1483, a fixed seed. */
import type { CreateGameInput } from '../../../../electron/ipc/contract';
import { t } from '../../../src/i18n/language.svelte';
import { TUTORIAL_GAME } from './steps';

export function tutorialGame(): CreateGameInput {
  return {
    moduleId: TUTORIAL_GAME.moduleId,
    scenario: TUTORIAL_GAME.scenario,
    seed: TUTORIAL_GAME.seed,
    name: t('tutorial.saveName'),
    seats: {
      [TUTORIAL_GAME.player]: { kind: 'human' },
      [TUTORIAL_GAME.opponent]: { kind: 'bot', level: TUTORIAL_GAME.level },
    },
    tutorial: true,
  };
}
