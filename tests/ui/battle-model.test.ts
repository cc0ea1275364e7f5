import { describe, expect, it } from 'vitest';
import { battleEventText, finishedModel, toBattleModel } from '../../renderer/src/game/battle-model';
import { newGame, playUntil, viewOf } from './fixtures';

describe('battle board model', () => {
  it('shows both sides by initiative, the blocks to act, the last roll, and hides enemy reserves', () => {
    let found = 0;
    for (let seed = 1; seed < 30 && found < 3; seed++) {
      const s = playUntil(newGame(seed), seed, (x) => x.step.k === 'battle-turn' && (x.battle?.events.some((e) => e.k === 'fire') ?? false));
      if (!s.battle || s.step.k !== 'battle-turn') continue;
      found++;
      const side = s.step.side;
      const view = viewOf(s, side);
      const m = toBattleModel(view.battle!, side, view.legal, null);
      expect(m.title).toMatch(/^Battle of /);
      expect(m.round).toBeGreaterThanOrEqual(1);
      expect(m.turn).toMatch(/^Your battle turn: /);
      const all = [...m.attacker.blocks, ...m.defender.blocks];
      expect(all.some((b) => b.acting)).toBe(true);
      for (const b of all) expect(b.current).toMatch(/^[ABCD]\d$/);
      expect(m.roll?.dice.length).toBeGreaterThan(0);
      // The enemy's waiting reserves are a count, never identities.
      const enemy = m.attacker.side === side ? m.defender : m.attacker;
      expect(enemy.reserves.length).toBe(0);
      for (const e of view.battle!.events) expect(battleEventText(e)).not.toMatch(/undefined|NaN/);
      const done = finishedModel(m, view.battle!, side);
      expect(done.result).toMatch(/wins the battle of/);
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('resolve the obvious', () => {
  it('plays a single legal answer, and fire when the choice is exactly fire or pass for one block', async () => {
    const { obviousAction } = await import('../../renderer/src/game/auto-resolve');
    expect(obviousAction([{ t: 'fire', block: 'y-york' }, { t: 'pass', block: 'y-york' }])).toEqual({ t: 'fire', block: 'y-york' });
    expect(obviousAction([{ t: 'fire', block: 'y-york' }, { t: 'pass', block: 'y-york' }, { t: 'retreat', block: 'y-york', to: 'kent' }])).toBeNull();
    expect(obviousAction([{ t: 'fire', block: 'y-york' }, { t: 'pass', block: 'y-march' }])).toBeNull();
    expect(obviousAction([{ t: 'end' }])).toEqual({ t: 'end' });
    expect(obviousAction([])).toBeNull();
    expect(obviousAction([{ t: 'mulligan', ask: true }, { t: 'mulligan', ask: false }])).toBeNull();
  });
});
