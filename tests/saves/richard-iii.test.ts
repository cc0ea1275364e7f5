/**
 * The real engine through the store: a seeded random game of Richard III is recorded action by
 * action, then resumed (snapshot + replay), verified, exported and imported. This pins that the
 * engine's state survives the JSON round trip of a snapshot with the same hash.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../engine/core/game';
import { makeRng, nextInt } from '../../engine/core/rng';
import { richardIII } from '../../engine/richard-iii/module';
import { makeTempDir, openStore, registryOf, unwrap } from './helpers';

const tmp = makeTempDir();
afterAll(tmp.cleanup);

const MAX_ACTIONS = 120;

describe('Richard III through the save store', () => {
  it('records, resumes, verifies and round-trips a random game', () => {
    const module: AnyGameModule = richardIII;
    const store = openStore(join(tmp.dir, 'r3.db'), { registry: registryOf(module), snapshotEvery: 25 });
    try {
      const scenario = module.scenarios[0]!.id;
      const seats = Object.fromEntries(module.players.map((p) => [p, { kind: 'bot' as const, level: 'random' }]));
      const created = unwrap(
        store.create({ moduleId: module.id, scenario, seed: 2024, seats, name: 'Random Bosworth' }),
      );
      let state: unknown = created.state;
      const rng = makeRng(77);
      let seq = 0;
      while (seq < MAX_ACTIONS) {
        const choices = module.toAct(state).flatMap((p) => module.legalActions(state, p).map((a) => ({ p, a })));
        if (choices.length === 0) break;
        const { p, a } = choices[nextInt(rng, choices.length)]!;
        state = unwrap(module.apply(state, p, a));
        seq++;
        unwrap(store.append(created.game.id, { expectedCount: seq - 1, player: p, action: a, stateAfter: state }));
      }
      expect(seq).toBeGreaterThan(25);
      const hash = module.hash(state);

      const resumed = unwrap(store.resume(created.game.id));
      expect(resumed.warnings).toEqual([]);
      expect(resumed.fromSeq).toBe(Math.floor(seq / 25) * 25);
      expect(resumed.stateHash).toBe(hash);
      expect(unwrap(store.verify(created.game.id)).finalHash).toBe(hash);

      const game = unwrap(store.get(created.game.id));
      expect(game.summary).toEqual(module.summary(state));

      const imported = unwrap(store.importGame(unwrap(store.exportGame(created.game.id))));
      expect(unwrap(store.resume(imported.id)).stateHash).toBe(hash);
    } finally {
      store.close();
    }
  }, 60_000); // the engine's legal-action enumeration dominates; slow on a loaded CI box

  it('keeps the summary of a game stopped mid-battle whole, the battle included', () => {
    const module: AnyGameModule = richardIII;
    const store = openStore(join(tmp.dir, 'r3-battle.db'), { registry: registryOf(module) });
    try {
      const seats = Object.fromEntries(module.players.map((p) => [p, { kind: 'bot' as const, level: 'random' }]));
      const created = unwrap(
        store.create({
          moduleId: module.id,
          scenario: module.scenarios[0]!.id,
          seed: 7,
          seats,
          name: 'Stopped at a battle',
        }),
      );
      let state: unknown = created.state;
      const rng = makeRng(5);
      let seq = 0;
      while (module.summary(state).battle === undefined && seq < 2_000) {
        const choices = module.toAct(state).flatMap((p) => module.legalActions(state, p).map((a) => ({ p, a })));
        const { p, a } = choices[nextInt(rng, choices.length)]!;
        state = unwrap(module.apply(state, p, a));
        seq++;
        unwrap(store.append(created.game.id, { expectedCount: seq - 1, player: p, action: a, stateAfter: state }));
      }
      const battle = module.summary(state).battle;
      expect(battle).toBeDefined();
      expect(unwrap(store.get(created.game.id)).summary.battle).toBe(battle);
      expect(unwrap(store.list()).find((g) => g.id === created.game.id)?.summary.battle).toBe(battle);
    } finally {
      store.close();
    }
  }, 60_000);
});
