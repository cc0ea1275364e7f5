/**
 * New Game's remembered choices (Settings.newGameChoice): which game the dialog opens on, and each
 * game's scenario, seats and options as the player last started it. What was stored is checked against
 * the games this build offers; anything no longer offered (a scenario, a side, a level, an option or
 * one of its values) takes its default. The game's name is not kept: each game gets its own.
 */
import type { BotLevel, GameModuleInfo, GameOption, NewGameChoice, OptionValues } from '../../../electron/ipc/contract';

type Game = Pick<GameModuleInfo, 'id' | 'players' | 'scenarios' | 'botLevels' | 'options'>;

export type SeatKind = 'human' | 'bot';

/** The dialog's choices for one game. */
export interface GameChoice {
  readonly scenario: string;
  /** Every side of the game, in order. */
  readonly seatKinds: Record<string, SeatKind>;
  /** Every side's level (kept for a human seat too, for when the player makes it a computer one). */
  readonly levels: Record<string, BotLevel>;
  /** Every option the game declares, by id. */
  readonly options: Record<string, string | number | boolean>;
}

/** `value` where the option offers it (a boolean for a switch, one of the choices for a choice). */
function offered(o: GameOption, value: OptionValues[string] | undefined): boolean {
  return o.kind === 'boolean' ? typeof value === 'boolean' : o.choices.some((c) => c.value === value);
}

/** The default opponent: Normal where the game has it, else its strongest level. */
export function defaultLevel(game: Game): BotLevel {
  return game.botLevels.includes('normal') ? 'normal' : (game.botLevels.at(-1) ?? 'random');
}

/** The game the dialog opens on: the one last started, while this build still offers it. */
export function openingGame(games: readonly Game[], stored: NewGameChoice | null): string {
  return games.find((g) => g.id === stored?.game)?.id ?? games[0]?.id ?? '';
}

/**
 * `game`'s choices as last started, each checked: the first side the player's and the others the
 * computer's at the default level where nothing (valid) is stored.
 */
export function choiceFor(game: Game, stored: NewGameChoice | null): GameChoice {
  const last = stored?.games[game.id];
  const scenario = game.scenarios.find((s) => s.id === last?.scenario)?.id ?? game.scenarios[0]?.id ?? '';
  const fallback = defaultLevel(game);
  const seatKinds: Record<string, SeatKind> = {};
  const levels: Record<string, BotLevel> = {};
  game.players.forEach((p, i) => {
    const seat = last?.seats[p];
    const offered = seat?.kind === 'bot' && game.botLevels.includes(seat.level);
    seatKinds[p] = seat?.kind === 'human' || offered ? seat!.kind : i === 0 ? 'human' : 'bot';
    levels[p] = offered ? seat.level : fallback;
  });
  const options = Object.fromEntries(
    game.options.map((o) => [o.id, offered(o, last?.options?.[o.id]) ? last!.options![o.id]! : o.default]),
  );
  return { scenario, seatKinds, levels, options };
}

/** `stored` with `choice` as `gameId`'s last start, and that game to open on next time (other games' kept). */
export function remember(stored: NewGameChoice | null, gameId: string, choice: GameChoice): NewGameChoice {
  const seats = Object.fromEntries(
    Object.entries(choice.seatKinds).map(([p, kind]) => [
      p,
      kind === 'bot' ? { kind, level: choice.levels[p] ?? 'random' } : { kind },
    ]),
  ) as NewGameChoice['games'][string]['seats'];
  const last = { scenario: choice.scenario, seats, options: { ...choice.options } };
  return { game: gameId, games: { ...stored?.games, [gameId]: last } };
}
