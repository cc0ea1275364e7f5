/** Shared test scaffolding: temp dirs, a registry with the counter game, scripted play. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGameModule } from '../../engine/core/game';
import { SaveStore, type StoredGame, type SaveStoreOptions } from '../../saves';
import { counterGame, scriptedAction, type CounterState } from './fixtures/counter-game';

export function makeTempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'r3-saves-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export const registryOf =
  (...modules: AnyGameModule[]) =>
  (id: string): AnyGameModule | undefined =>
    modules.find((m) => m.id === id);

export const counterRegistry = registryOf(counterGame);

/** Opens a store or fails the test with the store's own message. */
export function openStore(path: string, options: Partial<SaveStoreOptions> = {}): SaveStore {
  const r = SaveStore.open(path, { registry: counterRegistry, ...options });
  if (!r.ok) throw new Error(`open failed: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

import { unwrap } from '../unwrap';

export { unwrap };

export function newCounterGame(
  store: SaveStore,
  name = 'Test game',
  seed = 42,
  target?: number,
): { game: StoredGame; state: CounterState } {
  const created = unwrap(
    store.create({
      moduleId: 'counter',
      scenario: 'standard',
      seed,
      options: target === undefined ? {} : { target },
      seats: { red: { kind: 'human' }, blue: { kind: 'bot', level: 'easy' } },
      name,
    }),
  );
  return { game: created.game, state: created.state as CounterState };
}

/** Plays `n` scripted moves through the module and appends each one. Returns the final state. */
export function playMoves(store: SaveStore, gameId: string, state: CounterState, n: number): CounterState {
  let s = state;
  for (let i = 0; i < n; i++) {
    const player = counterGame.toAct(s)[0];
    if (player === undefined) break;
    const action = scriptedAction(s);
    s = unwrap(counterGame.apply(s, player, action));
    unwrap(store.append(gameId, { expectedCount: s.moves - 1, player, action, stateAfter: s }));
  }
  return s;
}
