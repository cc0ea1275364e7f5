/** The new-game request that starts the tutorial: York against the Easy bot, 1483, a fixed seed. */
import type { CreateGameInput } from '../../../../electron/ipc/contract';
import { t } from '../../../src/i18n/language.svelte';
import { tutorialRequest } from '../../../src/lib/tutorial-request';
import { TUTORIAL_GAME } from './steps';

export const tutorialGame = (): CreateGameInput => tutorialRequest(TUTORIAL_GAME, t('tutorial.saveName'));
