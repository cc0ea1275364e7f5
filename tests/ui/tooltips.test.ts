import { describe, expect, it } from 'vitest';
import { areaTooltip, blockTooltip } from '../../renderer/games/richard-iii/model/tooltips';
import { BLOCKS } from '../../engine/richard-iii/data';
import { newGame, viewOf } from './fixtures';

describe('map tooltips', () => {
  const s = newGame(3);
  const view = viewOf(s, 'york');

  it('tell a player his own block: name, kind, rating, strength, loyalty, home', () => {
    // A York noble of the setup (nobles have a shield: a home area).
    const own = view.blocks.find(
      (b) => b.side === 'york' && b.steps !== null && BLOCKS.find((x) => x.id === b.id)?.kind === 'noble',
    )!;
    const lines = blockTooltip(view, own.key);
    const data = BLOCKS.find((x) => x.id === own.id)!;
    expect(lines[0]).toContain(data.name);
    expect(lines.join(' ')).toContain(`Rating ${data.rating}`);
    expect(lines.join(' ')).toMatch(/Home: /);
  });

  it('never name a hidden enemy block', () => {
    const hidden = view.blocks.filter((b) => b.side === 'lancaster' && b.id === null);
    expect(hidden.length).toBeGreaterThan(0);
    const lancasterNames = BLOCKS.filter((b) => b.side === 'lancaster').map((b) => b.name);
    for (const b of hidden) {
      const text = blockTooltip(view, b.key).join(' ');
      expect(text).toMatch(/^A Lancaster block/);
      for (const name of lancasterNames) expect(text).not.toContain(name);
    }
  });

  it('tell an area: who holds it, its features and shields, the crossings left on each border', () => {
    const lines = areaTooltip(view, 'northumbria');
    expect(lines[0]).toBe('Northumbria');
    const text = lines.join(' ');
    expect(text).toMatch(/city \(Newcastle\)/);
    expect(text).toMatch(/Shields: Northumberland, Westmoreland/);
    expect(text).toMatch(/Crossings left: .*\d/);
  });
});
