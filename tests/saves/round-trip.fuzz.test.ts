/**
 * Round-trip fuzzer for the export format: for random games (seed, scenario, length, name,
 * seats), export → parse → make is the identity, and export → import → export gives the same file
 * and the same final state.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { makePortableFile, parsePortableFile } from '../../saves';
import type { CounterState } from './fixtures/counter-game';
import { makeTempDir, openStore, playMoves, unwrap } from './helpers';

const tmp = makeTempDir();
afterAll(tmp.cleanup);

describe('export format round trip (fuzz)', { timeout: 30_000 }, () => {
  it('is lossless for random games', () => {
    const source = openStore(join(tmp.dir, 'fuzz-source.db'), { snapshotEvery: 7 });
    const target = openStore(join(tmp.dir, 'fuzz-target.db'), { snapshotEvery: 5 });
    const seat = fc.oneof(
      fc.record({ kind: fc.constant('human' as const) }),
      fc.record({ kind: fc.constant('bot' as const), level: fc.constantFrom('easy', 'hard', '3') }),
    );
    try {
      fc.assert(
        fc.property(
          fc.nat({ max: 0xffffffff }),
          fc.constantFrom('standard', 'short'),
          fc.nat({ max: 40 }),
          fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0),
          seat,
          seat,
          (seed, scenario, moves, name, red, blue) => {
            const created = unwrap(source.create({ moduleId: 'counter', scenario, seed, seats: { red, blue }, name }));
            playMoves(source, created.game.id, created.state as CounterState, moves);
            const text = unwrap(source.exportGame(created.game.id));
            expect(makePortableFile(unwrap(parsePortableFile(text)))).toBe(text);
            const imported = unwrap(target.importGame(text));
            expect(unwrap(target.exportGame(imported.id))).toBe(text);
            expect(unwrap(target.resume(imported.id)).stateHash).toBe(unwrap(source.resume(created.game.id)).stateHash);
          },
        ),
        { seed: 1485, numRuns: 30 },
      );
    } finally {
      source.close();
      target.close();
    }
  });
});
