// Export and import of one game as a portable file (see portable-file.ts); a damaged game is
// exported as far as it still reads. SaveStore (store.ts) documents each operation.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ok, type Result } from '../engine/core/result';
import { describeSqliteError, guard, saveErr } from './errors';
import { makePortableFile } from './portable-file';
import { prepareImport, type PreparedImport } from './prepared-import';
import { replayStep, setupGame } from './replay';
import {
  damagedColumns,
  newGameRow,
  notFound,
  parseJsonColumn,
  rowToStoredGame,
  salvageableStart,
  type ActionRow,
  type GameRow,
} from './rows';
import { jsonValueSchema, nameSchema, type JsonValue, type SaveError, type StoredGame } from './types';
import type { StoreContext } from './store-context';
import { load, resume } from './store-log';

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
  const { options, seats } = salvageableStart(row, m.players);
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
      moduleId: m.id,
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
  const loaded = load(ctx, gameId);
  if (!loaded.ok) return loaded;
  // Resuming proves the log still replays and gives the final hash the importer must reach.
  const resumed = resume(ctx, gameId);
  if (!resumed.ok) return resumed;
  const { game, actions } = loaded.value;
  return ok(
    makePortableFile({
      moduleId: game.moduleId,
      stateVersion: resumed.value.module.stateVersion,
      scenario: game.scenario,
      seed: game.seed,
      options: game.options,
      seats: game.seats,
      name: game.name,
      actions: actions.map((a) => ({ player: a.player, action: a.action })),
      finalStateHash: resumed.value.stateHash,
    }),
  );
}

export function exportToFile(ctx: StoreContext, gameId: string, filePath: string): Result<void, SaveError> {
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

export function importGame(
  ctx: StoreContext,
  text: string,
  options: { readonly name?: string } = {},
): Result<StoredGame, SaveError> {
  const prepared = prepareImport(text, ctx.registry, ctx.snapshotEvery);
  if (!prepared.ok) return prepared;
  return importPrepared(ctx, prepared.value, options);
}

export function importPrepared(
  ctx: StoreContext,
  prepared: PreparedImport,
  options: { readonly name?: string } = {},
): Result<StoredGame, SaveError> {
  const module = ctx.module(prepared.moduleId);
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
  const row = newGameRow({ ...prepared, id: ctx.newId(), name, at, actionCount: prepared.actions.length });
  const imported = guard('import the game', () =>
    ctx.db
      .transaction((): Result<StoredGame, SaveError> => {
        ctx.stmt.insertGame.run(row);
        prepared.actions.forEach((a, i) => ctx.stmt.insertAction.run(row.id, i + 1, a.player, a.actionJson, at));
        for (const s of prepared.snapshots)
          ctx.stmt.insertSnapshot.run(row.id, s.seq, s.stateJson, s.hash, prepared.stateVersion);
        return rowToStoredGame(row);
      })
      .immediate(),
  );
  // A whole game arrived at once: it goes straight into the DB file.
  if (imported.ok) ctx.afterCommit(true);
  return imported;
}

export function importFromFile(
  ctx: StoreContext,
  filePath: string,
  options: { readonly name?: string } = {},
): Result<StoredGame, SaveError> {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (e) {
    return saveErr('bad-file', `Could not read ${filePath}: ${describeSqliteError(e)}.`);
  }
  return importGame(ctx, text, options);
}
