/** The new-game request that starts the card battle's tutorial: York first, against the Easy bot, a fixed seed. */
import type { CreateGameInput } from '../../../../electron/ipc/contract';
import { t } from '../../../src/i18n/language.svelte';
import { tutorialRequest } from '../../../src/lib/tutorial-request';
import { TUTORIAL_GAME } from './steps';

// The lessons are written for York placing first.
export const skirmishTutorialGame = (): CreateGameInput =>
  tutorialRequest(TUTORIAL_GAME, t('skirmish.tutorial.saveName'), { first: TUTORIAL_GAME.player });
