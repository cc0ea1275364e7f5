/** Scaffolding for the fault tests: real SQLite stores in temporary folders, a scripted bot. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import type { BotChooser } from '../../electron/services/game-service';
import type { GameRegistry } from '../../electron/services/registry';
import { openSqliteStore, type SqliteStoreOptions } from '../../electron/services/sqlite-store';
import type { StorePort } from '../../electron/services/store-port';
import { ok } from '../../engine/core/result';

export function value<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/**
 * A bot that plays the first legal action, answering a turn of the event loop later as the real
 * worker does (a message), and counts how often it was asked.
 */
export function firstLegalBot(): BotChooser & { calls: number } {
  const bot = {
    calls: 0,
    choose(input: Parameters<BotChooser['choose']>[0]) {
      bot.calls++;
      const legal = input.legalActions;
      return new Promise<ReturnType<typeof ok<unknown>>>((resolve) => setImmediate(() => resolve(ok(legal[0]))));
    },
  };
  return bot;
}

/** Lets `n` turns of the event loop pass (bots answer on later turns), without any clock. */
export async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
}

export interface OpenedServices {
  readonly services: AppServices;
  readonly store: StorePort;
}

export function tempDbs() {
  const dirs: string[] = [];
  const live = new Set<AppServices>();
  return {
    newDbPath(): string {
      const dir = mkdtempSync(join(tmpdir(), 'r3-faults-'));
      dirs.push(dir);
      return join(dir, 'saves.db');
    },
    open(
      path: string,
      registry: GameRegistry,
      bots: BotChooser | null,
      options: SqliteStoreOptions = {},
    ): OpenedServices {
      const opened = openSqliteStore(path, registry, options);
      if (!opened.ok) throw new Error(opened.error.message);
      const services = createAppServices({ registry, store: opened.value.store, bots, botPaceMs: 0 });
      live.add(services);
      return { services, store: opened.value.store };
    },
    async close(s: AppServices): Promise<void> {
      live.delete(s);
      await s.close();
    },
    async cleanup(): Promise<void> {
      for (const s of live) await s.close();
      live.clear();
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    },
  };
}

/** Pages in a closed DB file (the store checkpoints on close, so the file holds everything). */
export function pagesIn(path: string, pageSize = 4096): number {
  return statSync(path).size / pageSize;
}
