/**
 * Export → import gives an equal game; every kind of bad file is rejected with a readable
 * message and leaves the DB exactly as it was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashJson } from '../../engine/core/hash';
import {
  LEGACY_SAVE_FILE_FORMAT,
  makePortableFile,
  parsePortableFile,
  SAVE_FILE_FORMAT,
  SaveStore,
  type PortableSave,
  type SaveErrorCode,
} from '../../saves';
import { makeCounterGame } from './fixtures/counter-game';
import { makeTempDir, newCounterGame, openStore, playMoves, registryOf, unwrap } from './helpers';

const tmp = makeTempDir();
afterAll(tmp.cleanup);

/** Everything observable about the store's games, to prove a rejected import changed nothing. */
function fingerprint(store: SaveStore): string {
  const games = unwrap(store.list());
  return JSON.stringify(games.map((g) => ({ g, log: unwrap(store.load(g.id)).actions })));
}

/** Re-signs an edited document the way a tamperer with our source code would. */
function resign(doc: Record<string, unknown>): string {
  const { checksum: _old, ...body } = doc;
  return JSON.stringify({ ...body, checksum: hashJson(body) });
}

describe('export and import', { timeout: 30_000 }, () => {
  let source: SaveStore;
  let gameId: string;
  let exported: string;

  beforeAll(() => {
    source = openStore(join(tmp.dir, 'source.db'), { snapshotEvery: 4 });
    const { game, state } = newCounterGame(source, 'Bosworth rematch', 1234);
    playMoves(source, game.id, state, 11);
    gameId = game.id;
    exported = unwrap(source.exportGame(gameId));
  });
  afterAll(() => source.close());

  it('round-trips into another DB as an equal game', () => {
    const target = openStore(join(tmp.dir, 'target.db'), { snapshotEvery: 4 });
    try {
      const imported = unwrap(target.importGame(exported));
      const original = unwrap(source.get(gameId));
      const strip = ({ id: _i, createdAt: _c, lastPlayedAt: _l, ...rest }: typeof original) => rest;
      expect(strip(imported)).toEqual(strip(original));
      const pick = (s: SaveStore, id: string) =>
        unwrap(s.load(id)).actions.map(({ seq, player, action }) => ({ seq, player, action }));
      expect(pick(target, imported.id)).toEqual(pick(source, gameId));
      expect(unwrap(target.resume(imported.id)).stateHash).toBe(unwrap(source.resume(gameId)).stateHash);
      // Snapshots written during the import replay agree with a full replay.
      expect(unwrap(target.verify(imported.id)).checkedSnapshots).toBe(2);
      // And exporting the imported game gives the same file.
      expect(unwrap(target.exportGame(imported.id))).toBe(exported);
    } finally {
      target.close();
    }
  });

  it('round-trips a finished game with its outcome', () => {
    const { game, state } = newCounterGame(source, 'Finished', 5, 12);
    playMoves(source, game.id, state, 100);
    const finished = unwrap(source.get(game.id));
    expect(finished.outcome).not.toBeNull();
    const imported = unwrap(source.importGame(unwrap(source.exportGame(game.id)), { name: 'Finished (copy)' }));
    expect(imported).toMatchObject({
      name: 'Finished (copy)',
      outcome: finished.outcome,
      actionCount: finished.actionCount,
    });
  });

  it('writes one format for every game, with the module id inside', () => {
    const d = doc();
    expect(d).toMatchObject({ format: SAVE_FILE_FORMAT, formatVersion: 1, moduleId: 'counter' });
    expect(d).not.toHaveProperty('gameModule');
  });

  it('says which game an import file needs when this build does not have it', () => {
    const r = source.importGame(resign({ ...doc(), moduleId: 'skirmish' }));
    expect(r).toMatchObject({ ok: false, error: { code: 'import-unknown-game', params: { moduleId: 'skirmish' } } });
  });

  it('parse then make gives back the same text', () => {
    expect(makePortableFile(unwrap(parsePortableFile(exported)))).toBe(exported);
  });

  it('writes and reads files', () => {
    const file = join(tmp.dir, 'out', 'game.roses-save.json');
    unwrap(source.exportToFile(gameId, file));
    const imported = unwrap(source.importFromFile(file));
    expect(imported.actionCount).toBe(11);
    const missing = source.importFromFile(join(tmp.dir, 'nope.roses-save.json'));
    expect(missing.ok ? 'ok' : missing.error.code).toBe('bad-file');
  });

  const doc = (): PortableSave & Record<string, unknown> =>
    JSON.parse(exported) as PortableSave & Record<string, unknown>;

  const badFiles: ReadonlyArray<{
    name: string;
    make: () => string;
    code: SaveErrorCode;
    message: RegExp;
    registry?: 'v2';
  }> = [
    {
      name: 'truncated JSON',
      make: () => exported.slice(0, Math.floor(exported.length / 2)),
      code: 'bad-file',
      message: /incomplete or damaged.*not valid JSON/,
    },
    { name: 'empty file', make: () => '', code: 'bad-file', message: /not valid JSON/ },
    {
      name: 'not a save file',
      make: () => '{"hello":"world"}',
      code: 'bad-file',
      message: /not a saved game of this app/,
    },
    {
      name: 'newer format version',
      make: () => resign({ ...doc(), formatVersion: 2 }),
      code: 'unsupported-version',
      message: /newer version of the game.*format 2/,
    },
    {
      name: 'missing field',
      make: () => resign({ ...doc(), seats: undefined }),
      code: 'bad-file',
      message: /damaged or incomplete[\s\S]*seats/,
    },
    {
      name: 'edited action, checksum not recomputed',
      make: () => {
        const d = doc();
        const text = JSON.stringify(d);
        const edited = JSON.stringify({
          ...d,
          actions: d.actions.map((a, i) => (i === 2 ? { ...a, action: { add: 1 } } : a)),
        });
        expect(edited).not.toBe(text); // really an edit
        return edited;
      },
      code: 'checksum-mismatch',
      message: /changed or damaged since it was exported/,
    },
    {
      name: 'edited action made illegal, checksum recomputed',
      make: () =>
        resign({ ...doc(), actions: doc().actions.map((a, i) => (i === 2 ? { ...a, action: { add: 7 } } : a)) }),
      code: 'illegal-action',
      message: /cannot be replayed.*Action #3 .*not a valid action/,
    },
    {
      name: 'move by the wrong side, checksum recomputed',
      make: () => resign({ ...doc(), actions: doc().actions.map((a, i) => (i === 0 ? { ...a, player: 'blue' } : a)) }),
      code: 'illegal-action',
      message: /Action #1 .*not blue's turn/,
    },
    {
      name: 'edited action still legal, checksum recomputed',
      make: () => {
        const d = doc();
        const last = d.actions.length - 1;
        const add = (d.actions[last]!.action as { add: number }).add;
        return resign({
          ...d,
          actions: d.actions.map((a, i) => (i === last ? { ...a, action: { add: (add % 3) + 1 } } : a)),
        });
      },
      code: 'replay-mismatch',
      message: /does not replay to the position it was saved in/,
    },
    {
      name: 'actions cut off, checksum recomputed',
      make: () => resign({ ...doc(), actions: doc().actions.slice(0, 5) }),
      code: 'replay-mismatch',
      message: /does not replay/,
    },
    {
      name: 'unknown game',
      make: () => resign({ ...doc(), moduleId: 'chess' }),
      code: 'import-unknown-game',
      message: /"chess", a game this version of the app does not have/,
    },
    {
      name: 'unknown scenario',
      make: () => resign({ ...doc(), scenario: 'tewkesbury' }),
      code: 'bad-input',
      message: /could not be set up.*tewkesbury/,
    },
    {
      name: 'older rules version',
      make: () => exported,
      registry: 'v2',
      code: 'unsupported-version',
      message: /older version of Counter/,
    },
    {
      name: 'newer rules version',
      make: () => resign({ ...doc(), stateVersion: 9 }),
      code: 'unsupported-version',
      message: /newer version of Counter/,
    },
  ];

  for (const bad of badFiles) {
    it(`rejects ${bad.name} and changes nothing`, () => {
      const path = join(tmp.dir, `bad-${bad.name.replace(/\W+/g, '-')}.db`);
      const registry = bad.registry === 'v2' ? registryOf(makeCounterGame(2)) : undefined;
      const store = openStore(path, registry ? { registry } : {});
      try {
        newCounterGame(store, 'Existing game');
        const before = fingerprint(store);
        const r = store.importGame(bad.make());
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.error.code).toBe(bad.code);
          expect(r.error.message).toMatch(bad.message);
        }
        expect(fingerprint(store)).toBe(before);
        // The same through a file, as the UI does.
        const file = `${path}.roses-save.json`;
        writeFileSync(file, bad.make());
        expect(store.importFromFile(file).ok).toBe(false);
        expect(fingerprint(store)).toBe(before);
      } finally {
        store.close();
      }
    });
  }
});

/**
 * Files written before the app hosted a second game: format 'richard-iii-save', `gameModule` for the
 * module id, `.r3save.json`. The fixtures were exported by that version of the store, byte for byte.
 */
describe('old Richard III save files', { timeout: 30_000 }, () => {
  const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
  const oldCounter = fixture('legacy-counter.r3save.json');
  const oldRichard = fixture('legacy-richard-iii.r3save.json');

  it('are what the old version wrote', () => {
    for (const text of [oldCounter, oldRichard]) {
      const raw = JSON.parse(text) as Record<string, unknown>;
      expect(raw).toMatchObject({ format: LEGACY_SAVE_FILE_FORMAT, formatVersion: 1 });
      expect(raw).toHaveProperty('gameModule');
      expect(raw).not.toHaveProperty('moduleId');
    }
  });

  it('read as the same game, the module id taken from gameModule', () => {
    expect(unwrap(parsePortableFile(oldRichard))).toMatchObject({
      moduleId: 'richard-iii',
      scenario: 'wars-of-the-roses',
      seed: 1455,
      name: 'Towton',
      seats: { york: { kind: 'human' }, lancaster: { kind: 'bot', level: 'easy' } },
    });
    expect(unwrap(parsePortableFile(oldRichard)).actions).toHaveLength(8);
  });

  it('import, replay to the saved position, and export again in the one current format', () => {
    const store = openStore(join(tmp.dir, 'legacy.db'), { snapshotEvery: 4 });
    try {
      const imported = unwrap(
        store.importFromFile(join(import.meta.dirname, 'fixtures', 'legacy-counter.r3save.json')),
      );
      expect(imported).toMatchObject({
        moduleId: 'counter',
        name: 'Old counter game',
        scenario: 'short',
        seed: 7,
        actionCount: 6,
        seats: { red: { kind: 'human', name: 'Anne' }, blue: { kind: 'bot', level: 'easy' } },
      });
      const old = unwrap(parsePortableFile(oldCounter));
      expect(unwrap(store.resume(imported.id)).stateHash).toBe(old.finalStateHash);
      const again = unwrap(store.exportGame(imported.id));
      expect(JSON.parse(again)).toMatchObject({ format: SAVE_FILE_FORMAT, moduleId: 'counter' });
      expect(unwrap(parsePortableFile(again))).toEqual({ ...old, name: 'Old counter game' });
      expect(unwrap(store.importGame(again)).actionCount).toBe(6);
    } finally {
      store.close();
    }
  });

  it('are still checked: an edit without a new checksum is refused', () => {
    const store = openStore(join(tmp.dir, 'legacy-edited.db'));
    try {
      const edited = oldCounter.replace('"seed": 7', '"seed": 8');
      expect(edited).not.toBe(oldCounter);
      expect(store.importGame(edited)).toMatchObject({ ok: false, error: { code: 'checksum-mismatch' } });
      expect(unwrap(store.list())).toEqual([]);
    } finally {
      store.close();
    }
  });
});
