// Saved games: create, list, read, rename and delete rows of the games table.
import { ok, type Result } from '../engine/core/result';
import { guard, saveErr } from './errors';
import { setupGame } from './replay';
import { damagedColumns, notFound, rowToRecord, type GameRow } from './rows';
import {
  jsonObjectSchema,
  nameSchema,
  seatsSchema,
  seedSchema,
  type DamagedGame,
  type GameRecord,
  type NewGame,
  type SaveError,
} from './types';
import type { StoreContext } from './store-context';

/** Validates the setup with the game module and stores a new game with an empty log. */
export function createGame(
  ctx: StoreContext,
  input: NewGame,
): Result<{ readonly record: GameRecord; readonly state: unknown }, SaveError> {
  const module = ctx.module(input.gameModule);
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
  const at = ctx.now();
  const row: GameRow = {
    id: ctx.newId(),
    game_module: module.value.id,
    scenario: input.scenario,
    seed: input.seed,
    options: JSON.stringify(options.data),
    seats: JSON.stringify(seats.data),
    name: name.data,
    created_at: at,
    last_played: at,
    summary: JSON.stringify(module.value.summary(state.value)),
    outcome: null,
    last_seq: 0,
  };
  return guard('create the game', () => {
    ctx.stmt.insertGame.run(row);
    const record = rowToRecord(row);
    return record.ok ? ok({ record: record.value, state: state.value }) : record;
  });
}

/** All readable saved games, most recently played first; damaged ones are in damagedGames(). */
export function listGames(ctx: StoreContext): Result<GameRecord[], SaveError> {
  return guard('list the saved games', () => {
    const records: GameRecord[] = [];
    for (const row of ctx.stmt.listGames.all() as GameRow[]) {
      const record = rowToRecord(row);
      if (record.ok) records.push(record.value);
    }
    return ok(records);
  });
}

/** Games whose row no longer reads back: one damaged game must not hide all the others. */
export function damagedGames(ctx: StoreContext): Result<DamagedGame[], SaveError> {
  return guard('list the saved games', () => {
    const damaged: DamagedGame[] = [];
    for (const row of ctx.stmt.listGames.all() as GameRow[]) {
      const columns = damagedColumns(row);
      if (columns.length === 0) continue;
      damaged.push({
        id: row.id,
        gameModule: row.game_module,
        scenario: row.scenario,
        name: row.name,
        createdAt: row.created_at,
        lastPlayed: row.last_played,
        actionCount: row.last_seq,
        damaged: columns,
      });
    }
    return ok(damaged);
  });
}

export function getGame(ctx: StoreContext, gameId: string): Result<GameRecord, SaveError> {
  return guard('read the saved game', () => {
    const row = ctx.stmt.getGame.get(gameId) as GameRow | undefined;
    return row ? rowToRecord(row) : notFound(gameId);
  });
}

export function renameGame(ctx: StoreContext, gameId: string, name: string): Result<GameRecord, SaveError> {
  const parsed = nameSchema.safeParse(name);
  if (!parsed.success) return saveErr('bad-input', 'A saved game needs a name of 1 to 100 characters.');
  return guard('rename the game', () => {
    if (ctx.stmt.rename.run(parsed.data, gameId).changes === 0) return notFound(gameId);
    return getGame(ctx, gameId);
  });
}

/** Deletes the game with its log and snapshots (ON DELETE CASCADE). */
export function deleteGame(ctx: StoreContext, gameId: string): Result<void, SaveError> {
  return guard('delete the game', () =>
    ctx.stmt.deleteGame.run(gameId).changes === 0 ? notFound(gameId) : ok(undefined),
  );
}
