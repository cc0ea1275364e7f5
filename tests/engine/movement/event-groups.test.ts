/**
 * Which blocks each event card lets move (event box, rulings A2–A7): blocks that never sea move
 * (levies, the Welsh, bombards…) still make the card's land moves; Surprise's sea move is a normal
 * one (no attack); Plague stops at an instant victory; the waiting player has no actions.
 */
import { describe, expect, test } from 'vitest';
import { B, BLOCKS } from '../../../engine/richard-iii/data';
import { DEAD } from '../../../engine/richard-iii/types';
import { cardWith, legalActions, must, put } from '../position';
import { pathsOf, seaDestinations, turn } from './helpers';

describe('event cards move land-only blocks too', () => {
  test('Force March: a city levy (no sea moves) marches 3 areas', () => {
    const s = turn('york', cardWith(1, 'force_march'));
    put(s, 'y-london-levy', 'middlesex');
    expect(pathsOf(s, 'york', 'y-london-levy')).toContain('essex>east-anglia>rutland');
  });

  test('Surprise and Treason: a city levy makes the group move', () => {
    for (const ev of ['surprise', 'treason']) {
      const s = turn('york', cardWith(1, ev));
      put(s, 'y-london-levy', 'middlesex');
      expect(pathsOf(s, 'york', 'y-london-levy')).toContain('essex>east-anglia');
    }
  });

  test('Muster (ruling A7): a city levy musters', () => {
    const s = turn('york', cardWith(0, 'muster'));
    put(s, 'y-london-levy', 'middlesex');
    must(s, 'york', { t: 'muster', area: 'east-anglia' });
    expect(pathsOf(s, 'york', 'y-london-levy')).toEqual(['essex>east-anglia']);
  });

  test('Muster (ruling A7): the move stops at the named area, at most 2 areas, never past a red border', () => {
    const s = turn('york', cardWith(0, 'muster'));
    put(s, 'y-norfolk', 'kent');
    must(s, 'york', { t: 'muster', area: 'rutland' });
    // Kent → Middlesex → Essex → Rutland would be 3 areas.
    expect(pathsOf(s, 'york', 'y-norfolk')).toEqual([]);
    const t = turn('york', cardWith(0, 'muster'));
    put(t, 'y-suffolk', 'cumbria');
    must(t, 'york', { t: 'muster', area: 'north-yorks' });
    // Cumbria → Northumbria → North Yorks: 2 areas, but the first border is red.
    expect(pathsOf(t, 'york', 'y-suffolk')).toEqual(['north-yorks']);
  });

  test('Surprise: its one sea move is a normal one — never into an enemy area', () => {
    const s = turn('york', cardWith(1, 'surprise'));
    put(s, 'y-warwick', 'calais');
    put(s, 'l-somerset', 'kent');
    expect(seaDestinations(s, 'york', 'y-warwick')).not.toContain('kent');
    expect(seaDestinations(s, 'york', 'y-warwick')).toContain('sussex');
  });

  test('block 0 (the Duke of York) moves by land like any block', () => {
    const s = turn('york', cardWith(2));
    expect(B('y-york')).toBe(0);
    put(s, 'y-york', 'essex');
    expect(pathsOf(s, 'york', 'y-york')).toContain('middlesex>kent');
    must(s, 'york', { t: 'move', block: 'y-york', path: ['middlesex', 'kent'] });
  });
});

describe('action-phase dispatch', () => {
  test('the waiting player has no legal actions during the other side’s action phase', () => {
    const s = turn('york', cardWith(4));
    s.played.lancaster = cardWith(4);
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'l-clifford', 'north-yorks');
    expect(legalActions(s, 'york').length).toBeGreaterThan(1);
    expect(legalActions(s, 'lancaster')).toEqual([]);
  });

  test('Plague that eliminates the last enemy heir ends the game at once: the other blocks there are spared', () => {
    const s = turn('lancaster', cardWith(0, 'plague'));
    for (const h of ['y-march', 'y-rutland', 'y-clarence', 'y-gloucester'] as const) put(s, h, 'dead');
    put(s, 'y-york', 'middlesex', 1);
    put(s, 'y-london-levy', 'middlesex', 2);
    put(s, 'y-warwick', 'kent');
    must(s, 'lancaster', { t: 'plague', area: 'middlesex' });
    expect(s.loc[B('y-york')]).toBe(DEAD);
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'heirs-eliminated' });
    expect(s.steps[B('y-london-levy')]).toBe(2);
    expect(s.steps[B('y-warwick')]).toBe(BLOCKS[B('y-warwick')]!.steps);
  });
});
