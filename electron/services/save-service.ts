/** Saved games and settings: a thin layer over the store that speaks the contract's types. */
import { err, ok, type Result } from '../../engine/core/result';
import {
  DEFAULT_SETTINGS,
  SettingsSchema,
  type AppError,
  type ExportedFile,
  type SaveInfo,
  type Settings,
} from '../ipc/contract';
import type { GameService } from './game-service';
import type { GameRegistry } from './registry';
import { damagedSaveInfo, toSaveInfo } from './save-info';
import type { ImportChecker } from './import-checker';
import type { StorePort, StoredGame } from './store-port';

type R<T> = Result<T, AppError>;
const SETTINGS_KEY = 'ui-settings';

export class SaveService {
  private readonly settingsListeners = new Set<(settings: Settings) => void>();
  constructor(
    private readonly store: StorePort,
    private readonly registry: GameRegistry,
    private readonly games: GameService,
    private readonly checker: ImportChecker | null = null,
  ) {}

  /** Most recently played first; a damaged save is listed as such, beside the others. */
  list(): R<SaveInfo[]> {
    const r = this.store.list();
    if (!r.ok) return r;
    const damaged = this.store.listDamaged();
    const rows = [
      ...r.value.map((g) => toSaveInfo(g, this.registry.get(g.moduleId))),
      ...(damaged.ok ? damaged.value.map((d) => damagedSaveInfo(d, this.registry.get(d.moduleId))) : []),
    ];
    return ok(rows.sort((a, b) => b.lastPlayedAt - a.lastPlayedAt));
  }

  /** The game "Continue" resumes: the most recently played one that is not over (nor damaged). */
  lastGame(): R<SaveInfo | null> {
    const r = this.list();
    if (!r.ok) return r;
    return ok(r.value.find((s) => s.outcome === null && !s.damaged && this.registry.get(s.moduleId)) ?? null);
  }

  rename(saveId: string, name: string): R<SaveInfo> {
    const r = this.store.rename(saveId, name);
    if (!r.ok) return r;
    this.games.refresh(r.value);
    return ok(toSaveInfo(r.value, this.registry.get(r.value.moduleId)));
  }

  remove(saveId: string): R<{ deleted: true }> {
    const r = this.store.remove(saveId);
    if (!r.ok) return r;
    this.games.close(saveId);
    return ok({ deleted: true });
  }

  exportGame(saveId: string): R<ExportedFile> {
    return this.store.exportGame(saveId);
  }

  /**
   * With a checker, the file is parsed and replayed in a worker thread (a hostile file costs
   * seconds of CPU) and only the finished rows are written here; without one, all of it runs here.
   */
  async importGame(contents: string): Promise<R<SaveInfo>> {
    let r: R<StoredGame>;
    if (this.checker) {
      const prepared = await this.checker.prepare(contents);
      r = prepared.ok ? this.store.importPrepared(prepared.value) : prepared;
    } else {
      r = this.store.importGame(contents);
    }
    if (!r.ok) return r;
    const named = this.distinctName(r.value);
    return ok(toSaveInfo(named, this.registry.get(named.moduleId)));
  }

  /**
   * An imported copy of a game still in the list (or any other game of that name) is told apart
   * by a number: "Bosworth (2)", "Bosworth (3)"… A rename that fails leaves the file's own name.
   */
  private distinctName(game: StoredGame): StoredGame {
    const all = this.store.list();
    if (!all.ok) return game;
    const taken = new Set(all.value.filter((g) => g.id !== game.id).map((g) => g.name));
    if (!taken.has(game.name)) return game;
    const base = game.name.replace(/ \(\d+\)$/, '');
    let n = 2;
    while (taken.has(`${base} (${n})`)) n++;
    const renamed = this.store.rename(game.id, `${base} (${n})`);
    return renamed.ok ? renamed.value : game;
  }

  /** Stored settings over the defaults; anything unreadable falls back to the default. */
  settings(): Settings {
    const stored = SettingsSchema.partial().safeParse(this.store.getSetting(SETTINGS_KEY));
    return { ...DEFAULT_SETTINGS, ...(stored.success ? stripUndefined(stored.data) : {}) };
  }

  updateSettings(patch: Partial<Settings>): R<Settings> {
    const next = SettingsSchema.safeParse({ ...this.settings(), ...stripUndefined(patch) });
    if (!next.success) return err('bad-request', 'Those settings are not valid.');
    const saved = this.store.setSetting(SETTINGS_KEY, next.data);
    if (!saved.ok) return saved;
    for (const listener of this.settingsListeners) listener(next.data);
    return ok(next.data);
  }

  /** Called after each saved change of the settings (the desktop shell follows the language). */
  onSettings(listener: (settings: Settings) => void): () => void {
    this.settingsListeners.add(listener);
    return () => this.settingsListeners.delete(listener);
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
