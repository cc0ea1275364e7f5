/** 3.0 fog of war in the action phase: the enemy sees that blocks moved or were recruited, and where, not which. */
import { describe, expect, test } from 'vitest';
import { makeView } from '../../../engine/richard-iii/view';
import { cardWith, clearMap, must, put, scenarioState, startActionPhaseFor } from '../position';

describe('3.0 fog of war in the action phase', () => {
  test('moves, sea moves and recruits log the block only for its owner', () => {
    const s = scenarioState();
    clearMap(s);
    startActionPhaseFor(s, 'york', 'york', cardWith(4));
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'y-warwick', 'calais');
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['essex'] });
    must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'kent' });
    must(s, 'york', { t: 'recruit', block: 'y-suffolk', to: 'oxford' });
    const enemy = JSON.stringify(makeView(s, 'lancaster'));
    for (const id of ['y-norfolk', 'y-warwick', 'y-suffolk']) expect(enemy).not.toContain(id);
    const own = makeView(s, 'york');
    expect(own.log.filter((e) => e.p?.['block'] !== undefined).map((e) => e.k)).toEqual([
      'move',
      'sea-move',
      'recruit',
    ]);
    const publicKinds = makeView(s, 'lancaster')
      .log.slice(-3)
      .map((e) => [e.k, e.p?.['from'] ?? null, e.p?.['to'] ?? e.p?.['area'] ?? e.p?.['path']]);
    expect(publicKinds).toEqual([
      ['move', 'east-anglia', ['essex']],
      ['sea-move', 'calais', 'kent'],
      ['recruit', null, 'oxford'],
    ]);
  });
});
