/**
 * Save-game store: games kept as event logs (setup + ordered actions + periodic snapshots) in one
 * SQLite file, for the Electron main process, the headless web host and the self-play tool.
 * No Electron import; game-agnostic (games are reached through a registry of GameModules).
 *
 * Opening
 *   const opened = SaveStore.open(resolveDbPath(app.getPath('userData'), flags.db), { registry });
 *   if (!opened.ok) showError(opened.error.message);            // locked, newer app, foreign file
 *   const store = opened.value;
 *   for (const n of store.notices) showNotice(n.message);        // e.g. kind 'corrupt-db-set-aside'
 *   Open runs PRAGMA integrity_check; a damaged file is renamed to `saves.db.corrupt-<stamp>`
 *   (with its -wal/-shm) and a fresh DB is created. The schema is migrated step by step
 *   (PRAGMA user_version), copying the old file to `saves.db.before-vN-...bak` first.
 *   WAL, synchronous=FULL, foreign_keys=ON, busy_timeout=5000.
 *
 * Playing (every method returns Result<T, SaveError>; errors carry a readable `message`)
 *   store.createGame({ gameModule, scenario, seed, options, seats, name }) → { record, state }
 *   store.appendAction(gameId, expectedSeq, player, action, newSummary, snapshot?, outcome?)
 *     — ONE transaction, committed before it returns; call it before showing the result.
 *       expectedSeq = record.actionCount + 1; gaps/conflicts → 'seq-conflict'.
 *       `snapshot` ({state, hash} or a thunk) is stored when seq % snapshotEvery === 0.
 *   store.recordAction(gameId, expectedSeq, player, action, stateAfter)
 *     — the same, deriving summary/outcome/snapshot from the state through the module.
 *   store.resumeGame(gameId, atSeq?) → { record, module, state, stateHash, fromSeq, replayed, warnings }
 *     — the current state, or the state just after move `atSeq` (undo looks one move back)
 *   store.actionAt(gameId, seq) → { seq, player, action }
 *   store.loadGame(gameId) → { record, actions, latestSnapshot };  resumeLoaded(loaded, module)
 *   store.verifyGame(gameId) → full replay, checking every snapshot hash
 *   store.truncateLog(gameId, expectedSeq, keepSeq, newSummary, outcome?) — undo, seq-guarded
 *   store.listGames() / getGame(id) / renameGame(id, name) / deleteGame(id)
 *   store.damagedGames() — rows that no longer read back (listGames skips them; export salvages them)
 *   store.checkpoint() — wal_checkpoint(TRUNCATE); also run when a game ends, on close and every
 *     `checkpointEvery` (10) actions, so a bad WAL frame costs at most the moves since the last one
 *   store.getSetting(key) / setSetting(key, jsonValue)
 *   store.diagnostics() → { journalMode, synchronous, foreignKeys, busyTimeoutMs, schemaVersion }
 *
 * Files
 *   store.exportGame(id) → JSON text ({ format: 'richard-iii-save', formatVersion, ... checksum })
 *   store.importGame(text) → new GameRecord, after checking format, version, checksum, installed
 *     game and replaying every action; a rejected file changes nothing. The same in two steps:
 *     prepareImport(text, registry, snapshotEvery) (pure: a worker thread can run it), then
 *     store.importPrepared(prepared).
 *   store.exportGameToFile(id, path) / importGameFromFile(path)
 *   await store.backup(toPath) — SQLite online backup API
 *   store.close()
 *
 * Paths: defaultDbPath(userDataDir) = <userData>/saves.db;
 *        resolveDbPath(userDataDir, flagPath?, env?) — flag, then $RICHARD3_DB, then the default.
 *
 * Error codes (SaveError.code): not-found, seq-conflict, game-over, bad-input, unknown-game,
 * bad-file, unsupported-version, checksum-mismatch, illegal-action, replay-mismatch,
 * db-too-new, not-a-save-db, db-unavailable, disk-full, damaged-save, db-error. `message` is ready
 * to show to a player.
 */
export { SaveStore, DEFAULT_SNAPSHOT_EVERY, type SaveStoreOptions } from './store';
export { resumeLoaded, type Reconstructed } from './replay';
export { prepareImport, type PreparedImport } from './prepared-import';
export { defaultDbPath, resolveDbPath, DB_FILE_NAME, DB_PATH_ENV } from './paths';
export {
  makePortableFile,
  makePortableSave,
  parsePortableFile,
  SAVE_FILE_FORMAT,
  SAVE_FILE_FORMAT_VERSION,
  type PortableSave,
  type PortableAction,
  type PortableContent,
} from './portable-file';
export { SCHEMA_VERSION, MIGRATIONS, APPLICATION_ID, type Migration } from './schema';
export type {
  AppendResult,
  DamagedGame,
  GameRecord,
  GameRegistry,
  JsonObject,
  JsonValue,
  LoadedGame,
  LoggedAction,
  NewGame,
  OpenNotice,
  ResumedGame,
  SaveError,
  SaveErrorCode,
  SeatController,
  Seats,
  SnapshotInput,
  StateSnapshot,
  StoredSnapshot,
} from './types';
