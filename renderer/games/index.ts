/**
 * The hosted games' screens, by game module id: the shell (menu, saved games, settings, rules) opens
 * a saved game by its `moduleId` and hands it to that game's own folder, renderer/games/<id>/.
 * A game without a board of its own plays on the shell's generic screen (a list of its choices).
 */
import type { Component } from 'svelte';
import type { CreateGameInput } from '../../electron/ipc/contract';
import type { Screen } from '../src/lib/navigation';
import GenericGameScreen from '../src/screens/GenericGameScreen.svelte';
import RichardScreen from './richard-iii/screens/RichardScreen.svelte';
import RichardReplay from './richard-iii/screens/ReplayScreen.svelte';
import { tutorialGame } from './richard-iii/tutorial/start';
import { skirmishTutorialGame } from './skirmish/tutorial/start';
import SkirmishScreen from './skirmish/SkirmishScreen.svelte';
import SkirmishReplay from './skirmish/SkirmishReplay.svelte';
import { SKIRMISH_RULES } from './skirmish/rules/book';
import { RICHARD_RULES, type RulesBook } from '../src/rules/rules-source';

export interface PlayProps {
  readonly saveId: string;
  /** Whose eyes the screen looks through; null = a spectator. */
  readonly player: string | null;
  readonly go: (s: Screen) => void;
}
export interface ReplayProps {
  readonly saveId: string;
  /** The position to open at (an action count), or the set-up. */
  readonly start: number | null;
  readonly go: (s: Screen) => void;
}

export interface GameScreens {
  readonly play: Component<PlayProps>;
  /** The replay of a saved game; games without one offer no replay. */
  readonly replay?: Component<ReplayProps>;
  /** The game's tutorial, started from the main menu ("Learn to play"): its new-game request, named in the player's language. */
  readonly tutorial?: () => CreateGameInput;
  /** The game's rules for the Rules screen. */
  readonly rules?: RulesBook;
}

const GAME_SCREENS: Readonly<Record<string, GameScreens>> = {
  'richard-iii': { play: RichardScreen, replay: RichardReplay, tutorial: tutorialGame, rules: RICHARD_RULES },
  skirmish: { play: SkirmishScreen, replay: SkirmishReplay, tutorial: skirmishTutorialGame, rules: SKIRMISH_RULES },
};

const GENERIC: GameScreens = { play: GenericGameScreen };

/** The screens of game `moduleId` (the generic ones for a game with none of its own). */
export function screensFor(moduleId: string): GameScreens {
  return GAME_SCREENS[moduleId] ?? GENERIC;
}

/** Of the installed games (`moduleIds`), in that order, those whose screens have `part`, with it. */
function gamesWith<K extends 'rules' | 'tutorial'>(
  moduleIds: readonly string[],
  part: K,
): { id: string; part: NonNullable<GameScreens[K]> }[] {
  return moduleIds.flatMap((id) => {
    const found = GAME_SCREENS[id]?.[part];
    return found ? [{ id, part: found as NonNullable<GameScreens[K]> }] : [];
  });
}

/** The rules of the installed games (`moduleIds`) that have them, in that order (the main menu's Rules). */
export const rulesOf = (moduleIds: readonly string[]): { id: string; book: RulesBook }[] =>
  gamesWith(moduleIds, 'rules').map(({ id, part }) => ({ id, book: part }));

/** The installed games (`moduleIds`) that have a tutorial, in that order, and how to start each. */
export const tutorialsOf = (moduleIds: readonly string[]): { id: string; start: () => CreateGameInput }[] =>
  gamesWith(moduleIds, 'tutorial').map(({ id, part }) => ({ id, start: part }));
