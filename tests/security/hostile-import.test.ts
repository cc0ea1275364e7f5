/**
 * Issue 9, rows 10 and 12: hostile import files.
 * - Options nested 5,000 deep made importGame throw RangeError (the schema check recursed past the
 *   stack); now it is a `bad-file` value with a readable message, on every path.
 * - A 15 M-character import kept the host from answering anyone for seconds. Now the file is
 *   parsed, checked and replayed in a worker thread: the host answers other requests meanwhile,
 *   and the rules module on the main thread is not even called for the replay.
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeClientSession } from '../../electron/ipc/client-session';
import { makeDispatch } from '../../electron/ipc/handlers';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import { makePortableFile, parsePortableFile } from '../../saves/portable-file';
import { MemoryStore } from '../shell/fixtures/memory-store';
import { raceGame } from '../shell/fixtures/race-game';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { unwrap } from '../faults/helpers';
import { sqliteServices } from '../fixtures/sqlite-services';
import { MAX_IMPORT_BYTES } from '../../electron/ipc/limits';

const WORKER = fileURLToPath(new URL('../shell/fixtures/race-bot-worker.ts', import.meta.url));
const dbs = sqliteServices();
let extra: AppServices | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await extra?.close();
  extra = null;
  await dbs.cleanup();
});
const humans = { red: { kind: 'human' as const }, blue: { kind: 'human' as const } };

/** A real export of a short race game (4 moves) as a document, to build hostile variants of. */
function exportedRace(services: AppServices) {
  const id = unwrap(
    services.games.create({ moduleId: 'race', scenario: 'short', seed: 6, name: 'Edgecote', seats: humans }),
  );
  for (let seq = 0; seq < 4; seq++) {
    const side = unwrap(services.games.view(id.id, 'red')).toAct[0]!;
    unwrap(services.games.submit(id.id, side, { kind: 'add', n: 2 }, seq));
  }
  const file = unwrap(services.saves.exportGame(id.id));
  return unwrap(parsePortableFile(file.contents));
}

/**
 * An export whose `where` (options or an action) holds JSON nested `depth` deep, written as text:
 * building it as an object and checksumming it would overflow the test's own stack.
 */
function nestedFile(content: ReturnType<typeof exportedRace>, where: 'options' | 'action', depth: number): string {
  const deep = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  const marked =
    where === 'options'
      ? { ...content, options: { marker: 1 } }
      : { ...content, actions: [{ player: 'red', action: { marker: 1 } }] };
  const text = makePortableFile(marked);
  expect(text).toContain('"marker": 1');
  return text.replace(/\{\s*"marker": 1\s*\}/, deep);
}

describe('an import nested 5,000 deep', () => {
  it('is refused with a readable bad-file error, not a RangeError, through the store and the host', async () => {
    const path = dbs.newDbPath();
    const { services, store } = dbs.open(path, raceRegistry, null);
    const hostile = nestedFile(exportedRace(services), 'options', 5000);
    const direct = store.importGame(hostile);
    expect(direct).toMatchObject({
      ok: false,
      error: { code: 'bad-file', message: expect.stringMatching(/nested more than \d+ levels/) },
    });

    // The same through the host, with the check in a worker thread; the worker lives on.
    extra = createAppServices({
      registry: raceRegistry,
      store: new MemoryStore(raceRegistry),
      bots: { workerEntry: WORKER },
    });
    const dispatch = makeDispatch(extra, { name: 'Test', version: '0', mode: 'web', quit: () => false });
    const client = makeClientSession(() => {});
    expect(await dispatch('saves:import', { contents: hostile }, client)).toMatchObject({
      ok: false,
      error: { code: 'bad-file' },
    });
    const deepAction = nestedFile(exportedRace(services), 'action', 5000);
    expect(await dispatch('saves:import', { contents: deepAction }, client)).toMatchObject({
      ok: false,
      error: { code: 'bad-file' },
    });
    const fine = makePortableFile(exportedRace(services));
    expect(await dispatch('saves:import', { contents: fine }, client)).toMatchObject({
      ok: true,
      value: { name: 'Edgecote', actionCount: 4 },
    });
  }, 60_000); // starting a worker thread through tsx on a busy machine
});

// The host refuses files over MAX_IMPORT_BYTES at the door (import-size.test.ts); a file just under
// that limit is the largest one the worker ever sees.
describe('a large import (just under the size limit)', () => {
  it('is parsed and replayed off the main thread while other requests are answered', async () => {
    const path = dbs.newDbPath();
    const { services: plain } = dbs.open(path, raceRegistry, null);
    const content = exportedRace(plain);
    // A legal game whose first action carries ~4 M characters the rules ignore.
    const padded = content.actions.map((a, i) =>
      i === 0 ? { ...a, action: { ...(a.action as object), notes: 'x'.repeat(MAX_IMPORT_BYTES - 100_000) } } : a,
    );
    const huge = makePortableFile({ ...content, actions: padded });
    expect(huge.length).toBeGreaterThan(MAX_IMPORT_BYTES - 100_000);
    expect(huge.length).toBeLessThan(MAX_IMPORT_BYTES);

    // The host under test: real store, bots and import checks in a worker thread.
    const { store } = dbs.open(dbs.newDbPath(), raceRegistry, null);
    extra = createAppServices({ registry: raceRegistry, store, bots: { workerEntry: WORKER } });
    const dispatch = makeDispatch(extra, { name: 'Test', version: '0', mode: 'web', quit: () => false });
    const client = makeClientSession(() => {});
    const replayedHere = vi.spyOn(raceGame, 'apply');

    const order: string[] = [];
    const importing = dispatch('saves:import', { contents: huge }, client).then((r) => (order.push('import'), r));
    // Another client's request, sent after the import started, is answered before it finishes.
    const listed = await dispatch('saves:list', {}, client);
    order.push('list');
    expect(listed).toMatchObject({ ok: true, value: [] });

    const imported = await importing;
    expect(imported).toMatchObject({ ok: true, value: { name: 'Edgecote', actionCount: 4 } });
    expect(order).toEqual(['list', 'import']);
    // The four moves were replayed, but not by the main thread's copy of the rules.
    expect(replayedHere).not.toHaveBeenCalled();
    const id = (imported as { value: { id: string } }).value.id;
    expect(unwrap(extra.games.view(id, 'red')).view).toMatchObject({ total: 8 });
    // Stored as the rules read the moves: the padding never reached the DB.
    expect(unwrap(store.exportGame(id)).contents.length).toBeLessThan(10_000);
  }, 60_000);

  it('game options longer than the cap are refused in the worker', async () => {
    const { services: plain } = dbs.open(dbs.newDbPath(), raceRegistry, null);
    const huge = makePortableFile({ ...exportedRace(plain), options: { notes: 'x'.repeat(1_000_000) } });
    extra = createAppServices({
      registry: raceRegistry,
      store: new MemoryStore(raceRegistry),
      bots: { workerEntry: WORKER },
    });
    const dispatch = makeDispatch(extra, { name: 'Test', version: '0', mode: 'web', quit: () => false });
    const reply = await dispatch(
      'saves:import',
      { contents: huge },
      makeClientSession(() => {}),
    );
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'bad-file', message: expect.stringMatching(/options are longer than/) },
    });
  }, 60_000);
});
