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
 * Playing (every method returns Result<T, SaveError>; errors carry a readable `message`). The names
 * are the services' StorePort's (electron/services/store-port.ts) and the fields the IPC contract's.
 *   store.create({ moduleId, scenario, seed, options, seats, name }) → { game, state }
 *   store.append(gameId, { expectedCount, player, action, stateAfter }) → the updated StoredGame
 *     — ONE transaction, committed before it returns; call it before showing the result.
 *       expectedCount = game.actionCount before the action; otherwise 'seq-conflict'. Summary,
 *       outcome and (every `snapshotEvery` actions) a snapshot come from stateAfter via the module.
 *   store.dropLast(gameId, { expectedCount, stateBefore }) — undo of the last action, count-guarded
 *   store.resume(gameId, atCount?) → { game, module, state, stateHash, fromSeq, replayed, warnings }
 *     — the current state, or the state after `atCount` actions (undo looks one move back)
 *   store.actionAt(gameId, seq) → { seq, player, action, createdAt }
 *   store.load(gameId) → { game, actions, latestSnapshot }
 *   store.verify(gameId) → full replay, checking every snapshot hash
 *   store.list() / get(id) / rename(id, name) / remove(id)
 *   store.listDamaged() — rows that no longer read back (list skips them; export salvages them)
 *   The WAL is checkpointed (wal_checkpoint(TRUNCATE)) when a game ends, on close and every
 *     `checkpointEvery` (10) actions, so a bad WAL frame costs at most the moves since the last one
 *   store.getSetting(key) / setSetting(key, jsonValue)
 *   store.diagnostics() → { journalMode, synchronous, foreignKeys, busyTimeoutMs, schemaVersion }
 *
 * Files (one format for every game: portable-file.ts)
 *   store.exportGame(id) → JSON text ({ format: 'roses-save', formatVersion, moduleId, ... checksum })
 *   store.importGame(text) → new StoredGame, after checking format, version, checksum, installed
 *     game and replaying every action; a rejected file changes nothing. Old Richard III files
 *     (format 'richard-iii-save') are read too. The same in two steps:
 *     prepareImport(text, registry, snapshotEvery) (pure: a worker thread can run it), then
 *     store.importPrepared(prepared).
 *   store.exportToFile(id, path) / importFromFile(path)
 *   await store.backup(toPath) — SQLite online backup API
 *   store.close()
 *
 *   The load, verify, backup, file and diagnostics operations serve `npm run saves`
 *   (electron/headless/saves-cli.ts).
 *
 * Paths: defaultDbPath(userDataDir) = <userData>/saves.db;
 *        resolveDbPath(userDataDir, flagPath?, env?) — flag, then $RICHARD3_DB, then the default.
 *
 * Error codes (SaveError.code): not-found, seq-conflict, game-over, bad-input, unknown-game,
 * import-unknown-game, bad-file, unsupported-version, checksum-mismatch, illegal-action, replay-mismatch,
 * db-too-new, not-a-save-db, db-unavailable, disk-full, damaged-save, db-error. `message` is ready
 * to show to a player.
 */
export { SaveStore, DEFAULT_SNAPSHOT_EVERY, type SaveStoreOptions } from './store';
export type { Reconstructed } from './replay';
export { prepareImport, type PreparedImport } from './prepared-import';
export { defaultDbPath, resolveDbPath, DB_FILE_NAME, DB_PATH_ENV } from './paths';
export {
  makePortableFile,
  makePortableSave,
  parsePortableFile,
  portableFileName,
  LEGACY_SAVE_FILE_FORMAT,
  SAVE_FILE_EXTENSION,
  SAVE_FILE_FORMAT,
  SAVE_FILE_FORMAT_VERSION,
  type PortableSave,
  type PortableAction,
  type PortableContent,
} from './portable-file';
export { SCHEMA_VERSION, MIGRATIONS, APPLICATION_ID, type Migration } from './schema';
export type {
  AppendInput,
  DamagedStoredGame,
  DropLastInput,
  FindModule,
  JsonObject,
  JsonValue,
  LoadedGame,
  LoggedAction,
  NewStoredGame,
  OpenNotice,
  ResumedGame,
  SaveError,
  SaveErrorCode,
  SeatController,
  Seats,
  StoredGame,
  StoredSnapshot,
} from './types';
