// Export and import of one game as a portable file (see portable-file.ts); a damaged game is
// exported as far as it still reads.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ok, type Result } from '../engine/core/result';
import { describeSqliteError, guard, saveErr } from './errors';
import { makePortableFile } from './portable-file';
import { prepareImport, type PreparedImport } from './prepared-import';
import { replayStep, setupGame } from './replay';
import { damagedColumns, notFound, parseJsonColumn, rowToRecord, type ActionRow, type GameRow } from './rows';
import {
  jsonObjectSchema,
  jsonValueSchema,
  nameSchema,
  seatsSchema,
  type GameRecord,
  type JsonValue,
  type SaveError,
} from './types';
import type { StoreContext } from './store-context';
import { loadGame, resumeGame } from './store-log';

/** The game as a portable JSON document (see portable-file.ts). */
export function exportGame(ctx: StoreContext, gameId: string): Result<string, SaveError> {
  // One read transaction: the log and the final hash must describe the same moment.
  return guard('export the game', () =>
    ctx.db.transaction(() => {
      const row = ctx.stmt.getGame.get(gameId) as GameRow | undefined;
      if (!row) return notFound(gameId);
      return damagedColumns(row).length === 0 ? exportInTransaction(ctx, gameId) : salvageInTransaction(ctx, row);
    })(),
  );
}

/**
 * Export of a damaged game, as far as it reads: summary and outcome are only caches of the
 * replayed state; unreadable seats become people, unreadable options the defaults; the moves
 * are kept up to the first one that cannot be read or replayed. The file imports as a new game.
 */
function salvageInTransaction(ctx: StoreContext, row: GameRow): Result<string, SaveError> {
  const module = ctx.module(row.game_module);
  if (!module.ok) return module;
  const m = module.value;
  const options = parseJsonColumn(row.options, jsonObjectSchema) ?? {};
  const seats =
    parseJsonColumn(row.seats, seatsSchema) ??
    Object.fromEntries(m.players.map((p) => [p, { kind: 'human' as const }]));
  const start = setupGame(m, { scenario: row.scenario, seed: row.seed, options });
  if (!start.ok)
    return saveErr('damaged-save', `The saved game "${row.name}" is damaged beyond export: ${start.error.message}`);
  let state = start.value;
  const actions: { player: string; action: JsonValue }[] = [];
  for (const a of ctx.stmt.actionsAfter.all(row.id, 0) as ActionRow[]) {
    const action = parseJsonColumn(a.action, jsonValueSchema);
    if (action === undefined || a.seq !== actions.length + 1) break;
    const next = replayStep(m, state, { seq: a.seq, player: a.player, action });
    if (!next.ok) break;
    state = next.value;
    actions.push({ player: a.player, action });
  }
  const name = nameSchema.safeParse(row.name).data ?? 'Recovered game';
  return ok(
    makePortableFile({
      gameModule: m.id,
      stateVersion: m.stateVersion,
      scenario: row.scenario,
      seed: row.seed,
      options,
      seats,
      name,
      actions,
      finalStateHash: m.hash(state),
    }),
  );
}

function exportInTransaction(ctx: StoreContext, gameId: string): Result<string, SaveError> {
  const loaded = loadGame(ctx, gameId);
  if (!loaded.ok) return loaded;
  // Resuming proves the log still replays and gives the final hash the importer must reach.
  const resumed = resumeGame(ctx, gameId);
  if (!resumed.ok) return resumed;
  const { record, actions } = loaded.value;
  return ok(
    makePortableFile({
      gameModule: record.gameModule,
      stateVersion: resumed.value.module.stateVersion,
      scenario: record.scenario,
      seed: record.seed,
      options: record.options,
      seats: record.seats,
      name: record.name,
      actions: actions.map((a) => ({ player: a.player, action: a.action })),
      finalStateHash: resumed.value.stateHash,
    }),
  );
}

export function exportGameToFile(ctx: StoreContext, gameId: string, filePath: string): Result<void, SaveError> {
  const text = exportGame(ctx, gameId);
  if (!text.ok) return text;
  return guard('write the exported file', () => {
    mkdirSync(dirname(filePath), { recursive: true });
    const tmp = `${filePath}.tmp`;
    writeFileSync(tmp, text.value, { encoding: 'utf8', flush: true });
    renameSync(tmp, filePath); // never leave a half-written export under the real name
    return ok(undefined);
  });
}

/**
 * Validates the file (format, version, checksum, installed game) and replays every action
 * through the module before writing anything; then stores it as a new game in one
 * transaction. A rejected file leaves the DB unchanged.
 */
export function importGame(
  ctx: StoreContext,
  text: string,
  options: { readonly name?: string } = {},
): Result<GameRecord, SaveError> {
  const prepared = prepareImport(text, ctx.registry, ctx.snapshotEvery);
  if (!prepared.ok) return prepared;
  return importPrepared(ctx, prepared.value, options);
}

/**
 * Stores a game checked by prepareImport (possibly in a worker thread, which does the parsing
 * and the replay) as a new game, in one transaction.
 */
export function importPrepared(
  ctx: StoreContext,
  prepared: PreparedImport,
  options: { readonly name?: string } = {},
): Result<GameRecord, SaveError> {
  const module = ctx.module(prepared.gameModule);
  if (!module.ok) return module;
  if (module.value.stateVersion !== prepared.stateVersion) {
    return saveErr(
      'unsupported-version',
      `This saved game was checked against another version of ${module.value.title}; import it again.`,
    );
  }
  const name = nameSchema.safeParse(options.name ?? prepared.name).data;
  if (name === undefined) return saveErr('bad-input', 'A saved game needs a name of 1 to 100 characters.');
  const at = ctx.now();
  const row: GameRow = {
    id: ctx.newId(),
    game_module: prepared.gameModule,
    scenario: prepared.scenario,
    seed: prepared.seed,
    options: prepared.optionsJson,
    seats: prepared.seatsJson,
    name,
    created_at: at,
    last_played: at,
    summary: prepared.summaryJson,
    outcome: prepared.outcomeJson,
    last_seq: prepared.actions.length,
  };
  const imported = guard('import the game', () =>
    ctx.db
      .transaction((): Result<GameRecord, SaveError> => {
        ctx.stmt.insertGame.run(row);
        prepared.actions.forEach((a, i) => ctx.stmt.insertAction.run(row.id, i + 1, a.player, a.actionJson, at));
        for (const s of prepared.snapshots)
          ctx.stmt.insertSnapshot.run(row.id, s.seq, s.stateJson, s.hash, prepared.stateVersion);
        return rowToRecord(row);
      })
      .immediate(),
  );
  // A whole game arrived at once: it goes straight into the DB file.
  if (imported.ok) ctx.afterCommit(true);
  return imported;
}

export function importGameFromFile(
  ctx: StoreContext,
  filePath: string,
  options: { readonly name?: string } = {},
): Result<GameRecord, SaveError> {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (e) {
    return saveErr('bad-file', `Could not read ${filePath}: ${describeSqliteError(e)}.`);
  }
  return importGame(ctx, text, options);
}
