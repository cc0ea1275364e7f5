/** "Our armies" and §9 options: the data, its schema, and the variant plumbing. */
import { describe, expect, test } from 'vitest';
import { ARMIES, ARMY_DEFS, CARD_DEFS, RANKS, type Side } from '../../engine/skirmish/data';
import { armySchema } from '../../engine/skirmish/data/schema';
import { skirmish } from '../../engine/skirmish/module';
import { playRandomSkirmish } from './random-play';

const defsOf = (side: Side) => ARMY_DEFS[side].map((i) => CARD_DEFS[i]!);

describe('our armies', () => {
  test('two armies of 36: 1 general, 5 commanders, 4 specialists, 4 elites, 6 veterans, 8 soldiers, 8 recruits', () => {
    for (const side of ['york', 'lancaster'] as const) {
      const defs = defsOf(side);
      expect(defs).toHaveLength(36);
      const count = (r: string) => defs.filter((d) => d.rank === r).length;
      expect(RANKS.map(count)).toEqual([8, 8, 6, 4, 4, 5, 1]);
      expect(defs.filter((d) => d.command)).toHaveLength(6);
      expect(defs.every((d) => d.flavour.length > 5 && d.name.length > 0)).toBe(true);
    }
  });

  test('the houses are led by the lords the spec names', () => {
    const names = (side: Side) =>
      defsOf(side)
        .filter((d) => d.command)
        .map((d) => d.name)
        .join(' | ');
    for (const n of ['Edward IV', 'Warwick', 'Gloucester', 'Norfolk', 'Hastings', 'Salisbury'])
      expect(names('york')).toContain(n);
    for (const n of ['Margaret of Anjou', 'Somerset', 'Exeter', 'Northumberland', 'Clifford', 'Oxford'])
      expect(names('lancaster')).toContain(n);
    expect(defsOf('york').find((d) => d.general)!.name).toBe('Edward IV');
    expect(defsOf('lancaster').find((d) => d.general)!.name).toBe('Margaret of Anjou');
  });

  test('higher ranks are stronger in total (mean of arrows + defence + ranged value)', () => {
    for (const side of ['york', 'lancaster'] as const) {
      const mean = RANKS.map((r) => {
        const ds = defsOf(side).filter((d) => d.rank === r);
        return ds.reduce((n, d) => n + d.strength, 0) / ds.length;
      });
      for (let i = 1; i < mean.length; i++) expect(mean[i]!, `${side} ${RANKS[i]}`).toBeGreaterThan(mean[i - 1]!);
    }
  });

  test('the armies differ in character: York rides, Lancaster shoots', () => {
    const n = (side: Side, type: string) => defsOf(side).filter((d) => d.type === type).length;
    expect(n('york', 'cavalry')).toBeGreaterThan(n('lancaster', 'cavalry'));
    expect(n('lancaster', 'archers')).toBeGreaterThan(n('york', 'archers'));
    for (const side of ['york', 'lancaster'] as const)
      for (const t of ['infantry', 'spearmen', 'cavalry', 'archers', 'berserkers'])
        expect(n(side, t), `${side} ${t}`).toBeGreaterThan(0);
  });

  test('the schema refuses a broken army', () => {
    const york = structuredClone(ARMIES[0]!);
    expect(armySchema.safeParse(york).success).toBe(true);
    const noGrid = structuredClone(york);
    const archer = noGrid.cards.find((c) => c.type === 'archers')!;
    delete (archer as { ranged?: unknown }).ranged;
    expect(armySchema.safeParse(noGrid).success).toBe(false);
    const twoGenerals = structuredClone(york);
    twoGenerals.cards[1]!.rank = 'general';
    expect(armySchema.safeParse(twoGenerals).success).toBe(false);
    const zero = structuredClone(york);
    zero.cards[0]!.defence = 0;
    expect(armySchema.safeParse(zero).success).toBe(false);
  });
});

describe('§9 variants as options', () => {
  const lancasterIds = defsOf('lancaster').map((d) => d.id);
  const yorkIds = defsOf('york').map((d) => d.id);

  test('a mercenary army swaps cards of the same rank across armies', () => {
    const york = [...yorkIds];
    york[york.indexOf('york-levy-1')] = 'lancaster-levy-1';
    const r = skirmish.setup('standard', 1, { armies: 'mercenary', decks: { york, lancaster: lancasterIds } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const defs = r.value.defs.slice(0, 36).map((d) => CARD_DEFS[d]!.id);
    expect(defs).toContain('lancaster-levy-1');
    expect(r.value.defs.slice(36).map((d) => CARD_DEFS[d]!.id)).toContain('lancaster-levy-1');
  });

  test('a swap must keep the rank; a custom army stays in its faction; a card appears once', () => {
    const wrongRank = [...yorkIds];
    wrongRank[wrongRank.indexOf('york-levy-1')] = 'lancaster-somerset';
    const a = skirmish.setup('standard', 1, {
      armies: 'mercenary',
      decks: { york: wrongRank, lancaster: lancasterIds },
    });
    expect(!a.ok && a.error.code).toBe('bad-deck');
    // Codes and parameters, not sentences: the page words them (errors.problem.*).
    expect(!a.ok && a.error.params).toMatchObject({ problem: 'ranks', side: 'york' });
    const foreign = [...yorkIds];
    foreign[foreign.indexOf('york-levy-1')] = 'lancaster-levy-1';
    const b = skirmish.setup('standard', 1, { armies: 'custom', decks: { york: foreign, lancaster: lancasterIds } });
    expect(!b.ok && b.error.code).toBe('bad-deck');
    expect(!b.ok && b.error.params).toEqual({ problem: 'other-faction', side: 'york', card: 'lancaster-levy-1' });
    const twice = [...yorkIds];
    twice[twice.indexOf('york-levy-1')] = 'york-levy-2';
    const c = skirmish.setup('standard', 1, { armies: 'mercenary', decks: { york: twice, lancaster: lancasterIds } });
    expect(!c.ok && c.error.code).toBe('bad-deck');
    expect(!c.ok && c.error.params).toEqual({ problem: 'listed-twice', side: 'york', card: 'york-levy-2' });
    const unknown = [...yorkIds];
    unknown[0] = 'york-dragon';
    const d = skirmish.setup('standard', 1, { armies: 'mercenary', decks: { york: unknown, lancaster: lancasterIds } });
    expect(!d.ok && d.error.params).toEqual({ problem: 'unknown-card', side: 'york', card: 'york-dragon' });
    // A refused option is `bad-options` naming it, as the host's own check does.
    const zero = skirmish.setup('standard', 1, { unitsToWin: 0 });
    expect(!zero.ok && zero.error).toMatchObject({
      code: 'bad-options',
      params: { option: 'unitsToWin', problem: 'not-allowed' },
    });
    const nonsense = skirmish.setup('standard', 1, { nonsense: true } as never);
    expect(!nonsense.ok && nonsense.error).toMatchObject({
      code: 'bad-options',
      params: { option: 'nonsense', problem: 'unknown' },
    });
    const decksWithoutArmy = skirmish.setup('standard', 1, {
      armies: 'standard',
      decks: { york: yorkIds, lancaster: lancasterIds },
    });
    expect(!decksWithoutArmy.ok && decksWithoutArmy.error.params).toEqual({ option: 'decks', problem: 'not-allowed' });
  });

  test('game length: the thresholds are options', () => {
    const { state } = playRandomSkirmish(77, { options: { unitsToWin: 5, commandToWin: 2 } });
    const most = Math.max(state.piles.york.length, state.piles.lancaster.length);
    expect(most).toBeLessThanOrEqual(5 + 6); // one resolution can overshoot by a few
    expect(['units', 'command-units', 'tie-break', 'draw']).toContain(state.outcome!.reason);
  });

  test('battles without borders: units may stand beyond the 7×6 mat', () => {
    let beyond = false;
    for (let seed = 0; seed < 30 && !beyond; seed++) {
      playRandomSkirmish(seed, {
        options: { borderless: true },
        onStep: (s) => {
          for (const u of skirmish.view(s, null).board) if (u.x < 0 || u.x > 6 || u.y < 0 || u.y > 5) beyond = true;
        },
      });
    }
    expect(beyond).toBe(true);
  });
});
