/**
 * Adapts the SQLite save store (saves/) to the services' StorePort. Opening runs the store's
 * integrity check and migrations; its notices (a damaged file set aside, a schema upgrade) are
 * handed back so the host can tell the player.
 */
import {
  portableFileName,
  SaveStore,
  type JsonValue,
  type OpenNotice,
  type PreparedImport,
  type SaveStoreOptions,
} from '../../saves/index';
import { err, ok, type Result } from '../../engine/core/result';
import type { AppError, ExportedFile } from '../ipc/contract';
import type { GameRegistry } from './registry';
import { sqliteBinding, type NativeBuildError, type SqliteBinding } from './sqlite-binding';
import type { StorePort } from './store-port';

export interface OpenedStore {
  readonly store: StorePort;
  readonly notices: readonly OpenNotice[];
  readonly path: string;
}

/** Store tuning the hosts leave at its defaults; tests set a size limit to play out a full disk. */
export type SqliteStoreOptions = Pick<SaveStoreOptions, 'maxPageCount' | 'checkpointEvery' | 'snapshotEvery'> & {
  /** The better-sqlite3 build to load; by default the one that matches this process (Electron or Node). */
  readonly binding?: Result<SqliteBinding, NativeBuildError>;
};

/**
 * Opens the store with the better-sqlite3 build that matches this process; a missing or wrong
 * build is an error value whose message says what to run.
 */
export function openSqliteStore(
  path: string,
  registry: GameRegistry,
  options: SqliteStoreOptions = {},
): Result<OpenedStore, AppError> {
  const { binding = sqliteBinding(), ...tuning } = options;
  if (!binding.ok) return err(binding.error.code, binding.error.message);
  const opened = SaveStore.open(path, {
    ...tuning,
    registry: (id) => registry.get(id),
    nativeBinding: binding.value.path,
  });
  if (!opened.ok) return err(opened.error.code, opened.error.message);
  return ok({ store: new SqliteStore(opened.value), notices: opened.value.notices, path });
}

const mapped = <T, U>(r: Result<T, AppError>, f: (t: T) => U): Result<U, AppError> => (r.ok ? ok(f(r.value)) : r);

/**
 * The store already speaks the port's words and types; what is left to adapt is the shape of a few
 * answers (create's state, the export's file name, settings as plain values).
 */
class SqliteStore implements StorePort {
  constructor(private readonly s: SaveStore) {}

  create(g: Parameters<StorePort['create']>[0]) {
    return mapped(this.s.create(g), (v) => v.game);
  }
  list() {
    return this.s.list();
  }
  listDamaged() {
    return this.s.listDamaged();
  }
  get(id: string) {
    return this.s.get(id);
  }
  resume(id: string, atCount?: number) {
    return this.s.resume(id, atCount);
  }
  actionAt(id: string, seq: number) {
    return this.s.actionAt(id, seq);
  }
  dropLast(id: string, input: Parameters<StorePort['dropLast']>[1]) {
    return this.s.dropLast(id, input);
  }
  append(id: string, input: Parameters<StorePort['append']>[1]) {
    return this.s.append(id, input);
  }
  rename(id: string, name: string) {
    return this.s.rename(id, name);
  }
  remove(id: string) {
    return this.s.remove(id);
  }
  exportGame(id: string): Result<ExportedFile, AppError> {
    const name = this.exportName(id);
    if (!name.ok) return name;
    return mapped(this.s.exportGame(id), (contents) => ({ fileName: portableFileName(name.value), contents }));
  }
  /** A damaged game still exports what can be read, under a name that says so. */
  private exportName(id: string): Result<string, AppError> {
    const g = this.s.get(id);
    if (g.ok || g.error.code !== 'damaged-save') return mapped(g, (r) => r.name);
    const damaged = this.s.listDamaged();
    const name = damaged.ok ? damaged.value.find((d) => d.id === id)?.name : undefined;
    return ok(`${name ?? 'game'} (recovered)`);
  }
  importGame(contents: string) {
    return this.s.importGame(contents);
  }
  importPrepared(prepared: PreparedImport) {
    return this.s.importPrepared(prepared);
  }
  getSetting(key: string): unknown {
    const r = this.s.getSetting(key);
    return r.ok ? r.value : undefined;
  }
  setSetting(key: string, value: unknown) {
    // Settings are plain JSON by construction (schemas in the contract); the store re-checks.
    return this.s.setSetting(key, value as JsonValue);
  }
  close() {
    this.s.close();
  }
}
