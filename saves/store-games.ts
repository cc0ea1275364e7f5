// Saved games: create, list, read, rename and delete rows of the games table.
import { ok, type Result } from '../engine/core/result';
import { guard, saveErr } from './errors';
import { setupGame } from './replay';
import { damagedColumns, newGameRow, notFound, rowToDamaged, rowToStoredGame, type GameRow } from './rows';
import {
  jsonObjectSchema,
  nameSchema,
  seatsSchema,
  seedSchema,
  type DamagedStoredGame,
  type NewStoredGame,
  type SaveError,
  type StoredGame,
} from './types';
import type { StoreContext } from './store-context';

export function create(
  ctx: StoreContext,
  input: NewStoredGame,
): Result<{ readonly game: StoredGame; readonly state: unknown }, SaveError> {
  const module = ctx.module(input.moduleId);
  if (!module.ok) return module;
  const name = nameSchema.safeParse(input.name);
  if (!name.success) return saveErr('bad-input', 'A saved game needs a name of 1 to 100 characters.');
  const seats = seatsSchema.safeParse(input.seats);
  if (!seats.success)
    return saveErr('bad-input', 'The seats are not valid (each side is a human or a bot with a level).');
  const players = module.value.players;
  const unknownSide = Object.keys(seats.data).find((p) => !players.includes(p));
  if (unknownSide !== undefined) return saveErr('bad-input', `${module.value.title} has no side "${unknownSide}".`);
  const emptySide = players.find((p) => !(p in seats.data));
  if (emptySide !== undefined) return saveErr('bad-input', `Nobody is seated at "${emptySide}".`);
  if (!seedSchema.safeParse(input.seed).success)
    return saveErr('bad-input', 'The seed must be a whole number from 0 to 4294967295.');
  const options = jsonObjectSchema.safeParse(input.options ?? {});
  if (!options.success) return saveErr('bad-input', 'The game options are not JSON data.');

  const start = { scenario: input.scenario, seed: input.seed, options: options.data };
  const state = setupGame(module.value, start);
  if (!state.ok) return state;
  const row = newGameRow({
    id: ctx.newId(),
    moduleId: module.value.id,
    scenario: input.scenario,
    seed: input.seed,
    optionsJson: JSON.stringify(options.data),
    seatsJson: JSON.stringify(seats.data),
    name: name.data,
    at: ctx.now(),
    summaryJson: JSON.stringify(module.value.summary(state.value)),
    outcomeJson: null,
    actionCount: 0,
  });
  return guard('create the game', () => {
    ctx.stmt.insertGame.run(row);
    const game = rowToStoredGame(row);
    return game.ok ? ok({ game: game.value, state: state.value }) : game;
  });
}

export function list(ctx: StoreContext): Result<StoredGame[], SaveError> {
  return guard('list the saved games', () => {
    const games: StoredGame[] = [];
    for (const row of ctx.stmt.listGames.all() as GameRow[]) {
      const game = rowToStoredGame(row);
      if (game.ok) games.push(game.value);
    }
    return ok(games);
  });
}

export function listDamaged(ctx: StoreContext): Result<DamagedStoredGame[], SaveError> {
  return guard('list the saved games', () => {
    const damaged: DamagedStoredGame[] = [];
    for (const row of ctx.stmt.listGames.all() as GameRow[]) {
      const columns = damagedColumns(row);
      if (columns.length > 0) damaged.push(rowToDamaged(row, columns));
    }
    return ok(damaged);
  });
}

export function get(ctx: StoreContext, gameId: string): Result<StoredGame, SaveError> {
  return guard('read the saved game', () => {
    const row = ctx.stmt.getGame.get(gameId) as GameRow | undefined;
    return row ? rowToStoredGame(row) : notFound(gameId);
  });
}

export function rename(ctx: StoreContext, gameId: string, name: string): Result<StoredGame, SaveError> {
  const parsed = nameSchema.safeParse(name);
  if (!parsed.success) return saveErr('bad-input', 'A saved game needs a name of 1 to 100 characters.');
  return guard('rename the game', () => {
    if (ctx.stmt.rename.run(parsed.data, gameId).changes === 0) return notFound(gameId);
    return get(ctx, gameId);
  });
}

export function remove(ctx: StoreContext, gameId: string): Result<void, SaveError> {
  return guard('delete the game', () =>
    ctx.stmt.deleteGame.run(gameId).changes === 0 ? notFound(gameId) : ok(undefined),
  );
}
