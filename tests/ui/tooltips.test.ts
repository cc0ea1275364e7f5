import { describe, expect, it } from 'vitest';
import { areaTooltip, blockTooltip } from '../../renderer/games/richard-iii/model/tooltips';
import { BLOCKS } from '../../engine/richard-iii/data';
import { newGame, viewOf } from './fixtures';
import { makeView } from '../../engine/richard-iii/view';
import { startSupplyPhase } from '../../engine/richard-iii/political/supply';
import { put, scenarioState } from '../engine/position';

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

  it('say where a block stands, right under what it is (a counter may stand beside its area on a crowded board)', () => {
    // A Russian play-test clicked a counter standing over Somerset for the neighbour's it belonged to.
    const there = view.blocks.filter((x) => x.place === 'middlesex' || x.place === 'calais');
    expect(there.length).toBeGreaterThan(0);
    for (const b of there) {
      const lines = blockTooltip(view, b.key);
      expect(lines[1], b.key).toBe(b.place === 'calais' ? 'Stands in Calais' : 'Stands in Middlesex');
    }
    // Off the map (the force pool), no place is named.
    const pooled = view.blocks.find((x) => x.place === 'pool' && x.id !== null)!;
    expect(blockTooltip(view, pooled.key).join(' ')).not.toMatch(/Stands in/);
  });

  it('never name a hidden enemy block', () => {
    const hidden = view.blocks.filter((b) => b.side === 'lancaster' && b.id === null);
    expect(hidden.length).toBeGreaterThan(0);
    const lancasterNames = BLOCKS.filter((b) => b.side === 'lancaster').map((b) => b.name);
    for (const b of hidden) {
      const lines = blockTooltip(view, b.key);
      // Where it stands is no secret (an area may share a block's name: Pembroke).
      expect(lines[1]).toMatch(/^Stands in /);
      const text = lines.filter((_, i) => i !== 1).join(' ');
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

describe('map tooltips in 1470 (Kingmaker)', () => {
  it('say whose version a two-version noble’s block is, which its "(L)"/"(Y)" tag marks', () => {
    const view = makeView(scenarioState('kingmaker'), 'lancaster');
    const lines = blockTooltip(view, 'l-clarence');
    expect(lines[0]).toMatch(/^Clarence \(L\) — /);
    expect(lines).toContain(
      '(L) = the Lancaster version: Clarence has a block for each side, and only one of them is in play at a time.',
    );
    // A block with one version has no such line.
    expect(blockTooltip(view, 'l-french-mercenary').join(' ')).not.toMatch(/version/);
  });

  it('London: Henry VI is York’s prisoner there, who brings no battle, and what becomes of him', () => {
    const s = scenarioState('kingmaker');
    for (const viewer of ['lancaster', 'york'] as const) {
      const view = makeView(s, viewer);
      const lines = areaTooltip(view, 'middlesex');
      expect(lines.slice(0, 4)).toEqual([
        'Middlesex',
        'Held by York',
        "Henry VI stands here face up as York's prisoner: he cannot move or fight and is never a battle target, so he brings no battle here.",
        'A Lancastrian block occupying London rescues him; he counts as a Lancastrian noble for usurpation; if York wins the game while he is a prisoner, he is murdered.',
      ]);
      expect(blockTooltip(view, 'l-henry-vi')).toContain(
        "York's prisoner: he cannot move or fight, and is rescued when a Lancastrian block occupies London.",
      );
      // Nowhere else.
      expect(areaTooltip(view, 'kent').join(' ')).not.toMatch(/prisoner/);
    }
    // Rescued, he is a block like any other.
    put(s, 'y-march', 'essex');
    put(s, 'l-oxford', 'middlesex');
    startSupplyPhase(s);
    const view = makeView(s, 'lancaster');
    expect(areaTooltip(view, 'middlesex').join(' ')).not.toMatch(/prisoner/);
    expect(blockTooltip(view, 'l-henry-vi').join(' ')).not.toMatch(/prisoner/);
  });
});
