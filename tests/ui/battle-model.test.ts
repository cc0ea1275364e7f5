import { describe, expect, it } from 'vitest';
import { battleEventText, finishedModel, toBattleModel } from '../../renderer/games/richard-iii/model/battle-model';
import { newGame, playUntil, viewOf } from './fixtures';

describe('battle board model', () => {
  it('shows both sides by initiative, the blocks to act, the last roll, and hides enemy reserves', () => {
    let found = 0;
    for (let seed = 1; seed < 30 && found < 3; seed++) {
      const s = playUntil(
        newGame(seed),
        seed,
        (x) => x.step.k === 'battle-turn' && (x.battle?.events.some((e) => e.k === 'fire') ?? false),
      );
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

describe('the dice tray while hits wait for a choice', () => {
  it('counts the hits the dice scored, not the hits placed so far, and says they are to assign', () => {
    let found = 0;
    for (let seed = 1; seed < 80 && found < 3; seed++) {
      const s = playUntil(newGame(seed), seed, (x) => x.step.k === 'battle-hits');
      if (s.step.k !== 'battle-hits') continue;
      found++;
      const view = viewOf(s, s.step.side);
      const b = view.battle!;
      const m = toBattleModel(b, s.step.side, view.legal, null);
      const scoring = m.roll!.dice.filter((d) => d <= m.roll!.fp).length;
      expect(scoring).toBeGreaterThan(0);
      expect(m.roll!.text).toContain(`: ${scoring} hit${scoring === 1 ? '' : 's'}`);
      expect(m.roll!.text).toContain(`${b.pendingHits!.hits} to assign`);
      expect(m.recent.at(-1)).toContain(`${b.pendingHits!.hits} to assign`);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('says how many hits were lost when the dice scored more than the target could take', () => {
    const e = {
      k: 'fire',
      block: 'y-york',
      side: 'york',
      mode: 'charge',
      fp: 4,
      dice: [1, 2, 3],
      rolled: 3,
      hits: [{ block: 'l-somerset', n: 2 }],
    } as const;
    expect(battleEventText({ ...e, dice: [...e.dice], hits: [...e.hits] })).toMatch(
      /charges: 3 hits \(.* −2, 1 lost\)$/,
    );
  });

  it('agrees in number: one reserve arrives, two reserves arrive', () => {
    expect(battleEventText({ k: 'arrive', side: 'york', count: 1 })).toBe('York: 1 reserve arrives');
    expect(battleEventText({ k: 'arrive', side: 'york', count: 2 })).toBe('York: 2 reserves arrive');
  });
});

describe('resolve the obvious', () => {
  it('plays a single legal answer, and fire when the choice is exactly fire or pass for one block', async () => {
    const { obviousAction } = await import('../../renderer/games/richard-iii/model/auto-resolve');
    expect(
      obviousAction([
        { t: 'fire', block: 'y-york' },
        { t: 'pass', block: 'y-york' },
      ]),
    ).toEqual({ t: 'fire', block: 'y-york' });
    expect(
      obviousAction([
        { t: 'fire', block: 'y-york' },
        { t: 'pass', block: 'y-york' },
        { t: 'retreat', block: 'y-york', to: 'kent' },
      ]),
    ).toBeNull();
    expect(
      obviousAction([
        { t: 'fire', block: 'y-york' },
        { t: 'pass', block: 'y-march' },
      ]),
    ).toBeNull();
    expect(obviousAction([{ t: 'end' }])).toEqual({ t: 'end' });
    expect(obviousAction([])).toBeNull();
    expect(
      obviousAction([
        { t: 'mulligan', ask: true },
        { t: 'mulligan', ask: false },
      ]),
    ).toBeNull();
  });
});
