/**
 * Property tests over seeded random legal play of full games: invariants after every action,
 * secrecy of views, bit-identical replay, and that every listed legal action applies.
 */
import { describe, expect, test } from 'vitest';
import { richardIII } from '../../engine/richard-iii/module';
import { playRandomGame } from './random-play';
import { checkInvariants, checkViewSecrecy } from './invariants';
import { BLOCKS, SCENARIO_IDS } from '../../engine/richard-iii/data';

const GAMES = 500;

describe('random full games', () => {
  test(`${GAMES} random games finish with invariants intact after every action`, () => {
    let totalSteps = 0;
    for (let i = 0; i < GAMES; i++) {
      const scenario = SCENARIO_IDS[i % SCENARIO_IDS.length]!;
      const r = playRandomGame(scenario, 1000 + i, {
        onStep: (s) => {
          const errors = checkInvariants(s);
          if (errors.length) throw new Error(`${scenario} seed ${1000 + i} seq ${s.seq}: ${errors.join('; ')}`);
        },
      });
      expect(r.state.outcome).not.toBeNull();
      totalSteps += r.steps;
    }
    expect(totalSteps).toBeGreaterThan(GAMES * 20);
  }, 120_000);

  test('views never leak hidden identities, hands or secret choices', () => {
    for (let i = 0; i < 20; i++) {
      playRandomGame(SCENARIO_IDS[i % 3]!, 7000 + i, {
        onStep: (s) => {
          for (const side of ['lancaster', 'york'] as const) {
            const errors = checkViewSecrecy(s, side);
            if (errors.length) throw new Error(`seed ${7000 + i} seq ${s.seq} ${side}: ${errors.join('; ')}`);
          }
        },
      });
    }
  }, 120_000);

  test('replaying the action log reproduces an identical state', () => {
    for (let i = 0; i < 30; i++) {
      const scenario = SCENARIO_IDS[i % 3]!;
      const { state, actions } = playRandomGame(scenario, 3000 + i);
      const r = richardIII.setup(scenario, 3000 + i);
      if (!r.ok) throw new Error(r.error.message);
      let s = r.value;
      for (const { side, action } of actions) {
        const next = richardIII.apply(s, side, action);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value;
      }
      expect(richardIII.hash(s)).toBe(richardIII.hash(state));
    }
  }, 120_000);

  test('every listed legal action applies without error', () => {
    for (let i = 0; i < 6; i++) {
      playRandomGame(SCENARIO_IDS[i % 3]!, 5000 + i, {
        onStep: (s) => {
          if (s.seq % 7 !== 0) return;
          for (const side of richardIII.toAct(s)) {
            for (const a of richardIII.legalActions(s, side)) {
              const r = richardIII.apply(s, side, a);
              if (!r.ok) throw new Error(`seq ${s.seq} ${side} ${JSON.stringify(a)}: ${r.error.message}`);
            }
          }
        },
      });
    }
  }, 120_000);

  test('a clone is independent: playing on it never changes the original (search bots rely on this)', () => {
    for (let i = 0; i < 12; i++) {
      playRandomGame(SCENARIO_IDS[i % 3]!, 9100 + i, {
        onStep: (s) => {
          if (s.seq % 3 !== 0 || s.outcome) return;
          const before = richardIII.hash(s);
          const copy = richardIII.clone(s);
          expect(richardIII.hash(copy)).toBe(before);
          for (let k = 0; k < 4 && !copy.outcome; k++) {
            const side = richardIII.toAct(copy)[0]!;
            const legal = richardIII.legalActions(copy, side);
            const r = richardIII.play(copy, side, legal[(k * 7) % legal.length]!);
            if (!r.ok) throw new Error(r.error.message);
          }
          if (richardIII.hash(s) !== before)
            throw new Error(`clone shares state with the original at seq ${s.seq} (${s.step.k})`);
        },
      });
    }
  }, 120_000);

  test('apply never mutates its input and rejects an illegal action without change', () => {
    const r = richardIII.setup('wars-of-the-roses', 42);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    const before = richardIII.hash(s);
    const side = richardIII.toAct(s)[0]!;
    const bad = richardIII.apply(s, side, { t: 'card', card: 999 });
    expect(bad.ok).toBe(false);
    expect(richardIII.hash(s)).toBe(before);
    const good = richardIII.apply(s, side, richardIII.legalActions(s, side)[0]!);
    expect(good.ok).toBe(true);
    expect(richardIII.hash(s)).toBe(before);
  });
});

describe('view secrecy by construction', () => {
  test('3.0 two positions that differ only in which enemy blocks stand where (same counts, same moves) give identical views', () => {
    const r = richardIII.setup('wars-of-the-roses', 77);
    if (!r.ok) throw new Error(r.error.message);
    const a = r.value;
    const b = richardIII.clone(a);
    // York's Calais stack vs Ireland stack: swap two York blocks between Ireland and Calais, keeping counts.
    const idx = (id: string) => BLOCKS.findIndex((x) => x.id === id);
    const march = idx('y-march');
    const york = idx('y-york');
    [b.loc[march], b.loc[york]] = [b.loc[york]!, b.loc[march]!];
    [b.steps[march], b.steps[york]] = [b.steps[york]!, b.steps[march]!];
    const strip = (v: ReturnType<typeof richardIII.view>) => JSON.stringify({ ...v, legal: [], log: [] });
    expect(strip(richardIII.view(a, 'lancaster'))).toBe(strip(richardIII.view(b, 'lancaster')));
    expect(strip(richardIII.view(a, 'york'))).not.toBe(strip(richardIII.view(b, 'york')));
  });
});
