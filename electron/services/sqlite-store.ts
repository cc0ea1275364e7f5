/**
 * Adapts the SQLite save store (saves/) to the services' StorePort. Opening runs the store's
 * integrity check and migrations; its notices (a damaged file set aside, a schema upgrade) are
 * handed back so the host can tell the player.
 */
import {
  SaveStore,
  type GameRecord,
  type JsonValue,
  type OpenNotice,
  type PreparedImport,
  type SaveStoreOptions,
} from '../../saves/index';
import { err, ok, type Result } from '../../engine/core/result';
import type { AppError, ExportedFile } from '../ipc/contract';
import type { GameRegistry } from './registry';
import { sqliteBinding, type NativeBuildError, type SqliteBinding } from './sqlite-binding';
import type { DropLastInput, LoggedAction, StorePort, StoredGame } from './store-port';

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

function toStored(r: GameRecord): StoredGame {
  return {
    id: r.id,
    name: r.name,
    moduleId: r.gameModule,
    scenario: r.scenario,
    seed: r.seed,
    seats: { ...r.seats },
    summary: r.summary,
    outcome: r.outcome,
    actionCount: r.actionCount,
    createdAt: r.createdAt,
    lastPlayedAt: r.lastPlayed,
    ...(r.options['tutorial'] === true ? { tutorial: true as const } : {}),
  };
}

const mapped = <T, U>(r: Result<T, AppError>, f: (t: T) => U): Result<U, AppError> => (r.ok ? ok(f(r.value)) : r);

/** A file name a player would recognise, safe on every OS. */
export function exportFileName(name: string): string {
  const base =
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60) || 'game';
  return `${base}.r3save.json`;
}

class SqliteStore implements StorePort {
  constructor(private readonly s: SaveStore) {}

  create(g: Parameters<StorePort['create']>[0]) {
    const r = this.s.createGame({
      gameModule: g.moduleId,
      scenario: g.scenario,
      seed: g.seed,
      options: g.tutorial ? { tutorial: true } : {},
      seats: g.seats,
      name: g.name,
    });
    return mapped(r, (v) => toStored(v.record));
  }
  list() {
    return mapped(this.s.listGames(), (rs) => rs.map(toStored));
  }
  listDamaged() {
    return mapped(this.s.damagedGames(), (rs) =>
      rs.map((d) => ({
        id: d.id,
        name: d.name,
        moduleId: d.gameModule,
        scenario: d.scenario,
        actionCount: d.actionCount,
        createdAt: d.createdAt,
        lastPlayedAt: d.lastPlayed,
        damaged: d.damaged,
      })),
    );
  }
  get(id: string) {
    return mapped(this.s.getGame(id), toStored);
  }
  resume(id: string, atCount?: number) {
    return mapped(this.s.resumeGame(id, atCount), (v) => ({ game: toStored(v.record), state: v.state }));
  }
  actionAt(id: string, n: number): Result<LoggedAction, AppError> {
    return mapped(this.s.actionAt(id, n), (a) => ({ player: a.player, action: a.action }));
  }
  dropLast(id: string, input: DropLastInput) {
    const { expectedCount: n, module: m, stateBefore } = input;
    const r = this.s.truncateLog(id, n, n - 1, m.summary(stateBefore), m.outcome(stateBefore));
    if (!r.ok) return r;
    return this.get(id);
  }
  append(id: string, input: Parameters<StorePort['append']>[1]) {
    const r = this.s.recordAction(id, input.expectedCount + 1, input.player, input.action, input.stateAfter);
    if (!r.ok) return r;
    return this.get(id);
  }
  rename(id: string, name: string) {
    return mapped(this.s.renameGame(id, name), toStored);
  }
  remove(id: string) {
    return this.s.deleteGame(id);
  }
  exportGame(id: string): Result<ExportedFile, AppError> {
    const name = this.exportName(id);
    if (!name.ok) return name;
    return mapped(this.s.exportGame(id), (contents) => ({ fileName: exportFileName(name.value), contents }));
  }
  /** A damaged game still exports what can be read, under a name that says so. */
  private exportName(id: string): Result<string, AppError> {
    const g = this.s.getGame(id);
    if (g.ok || g.error.code !== 'damaged-save') return mapped(g, (r) => r.name);
    const damaged = this.s.damagedGames();
    const name = damaged.ok ? damaged.value.find((d) => d.id === id)?.name : undefined;
    return ok(`${name ?? 'game'} (recovered)`);
  }
  importGame(contents: string) {
    return mapped(this.s.importGame(contents), toStored);
  }
  importPrepared(prepared: PreparedImport) {
    return mapped(this.s.importPrepared(prepared), toStored);
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
