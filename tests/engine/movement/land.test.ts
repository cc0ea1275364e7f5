/** 5.2 land move and 5.21 border limits, with the rulebook's worked examples. */
import { describe, expect, test } from 'vitest';
import { A, B, borderBetween, type BlockId } from '../../../engine/richard-iii/data';
import { MOVED_LAND, RECRUITED } from '../../../engine/richard-iii/types';
import {
  cardWith,
  clearMap,
  keys,
  legalActions,
  must,
  playAction,
  put,
  scenarioState,
  startActionPhaseFor,
} from '../position';
import { at, landDestinations, pathsOf } from './helpers';

const YORK_NOBLES: BlockId[] = ['y-norfolk', 'y-suffolk', 'y-essex', 'y-hastings', 'y-herbert', 'y-worcester'];

function yorkTurn(card = cardWith(4)) {
  const s = scenarioState();
  clearMap(s);
  startActionPhaseFor(s, 'york', 'york', card);
  return s;
}

describe('5.2 land move', () => {
  test('5.2 move example: East Anglia blocks may reach Essex, Middlesex, Rutland, Leicester and Lincoln', () => {
    const s = yorkTurn();
    put(s, 'y-norfolk', 'east-anglia');
    expect(landDestinations(s, 'york', 'y-norfolk')).toEqual(['essex', 'leicester', 'lincoln', 'middlesex', 'rutland']);
    expect(pathsOf(s, 'york', 'y-norfolk')).toEqual([
      'essex',
      'essex>leicester',
      'essex>middlesex',
      'essex>rutland',
      'rutland',
      'rutland>essex',
      'rutland>leicester',
      'rutland>lincoln',
    ]);
  });

  test('5.21 move example: the river limits direct moves to Rutland to 3, but 3 more can go through Essex', () => {
    const s = yorkTurn();
    for (const b of YORK_NOBLES) put(s, b, 'east-anglia');
    for (const b of YORK_NOBLES.slice(0, 3)) must(s, 'york', { t: 'move', block: b, path: ['rutland'] });
    expect(pathsOf(s, 'york', 'y-hastings').filter((p) => p.endsWith('rutland'))).toEqual(['essex>rutland']);
    for (const b of YORK_NOBLES.slice(3)) must(s, 'york', { t: 'move', block: b, path: ['essex', 'rutland'] });
    for (const b of YORK_NOBLES) expect(at(s, b)).toBe(A('rutland'));
    expect(s.crossings.york[borderBetween(A('east-anglia'), A('rutland'))]).toBe(3);
    expect(s.crossings.york[borderBetween(A('essex'), A('rutland'))]).toBe(3);
    expect(s.act!.ap).toBe(3); // one activation of East Anglia
  });

  test('5.21 border limits example: of five blocks in Middlesex, four go straight to Oxford, the fifth via Leicester or Sussex', () => {
    const s = yorkTurn();
    for (const b of YORK_NOBLES.slice(0, 5)) put(s, b, 'middlesex');
    for (const b of YORK_NOBLES.slice(0, 4)) must(s, 'york', { t: 'move', block: b, path: ['oxford'] });
    expect(pathsOf(s, 'york', 'y-herbert').filter((p) => p.endsWith('oxford'))).toEqual([
      'leicester>oxford',
      'sussex>oxford',
    ]);
    expect(playAction(s, 'york', { t: 'move', block: 'y-herbert', path: ['oxford'] }).ok).toBe(false);
  });

  test('5.21 a red border forces a stop and lets only two blocks of each player cross per turn', () => {
    const s = yorkTurn();
    for (const b of YORK_NOBLES.slice(0, 3)) put(s, b, 'lancaster');
    // Lancaster's red borders: Cumbria, North Yorks, South Yorks, Derby; blue: Chester.
    const paths = pathsOf(s, 'york', 'y-norfolk');
    for (const first of ['cumbria', 'north-yorks', 'south-yorks', 'derby'])
      expect(paths.filter((p) => p.startsWith(first))).toEqual([first]);
    expect(paths.filter((p) => p.startsWith('chester>')).length).toBeGreaterThan(0);
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['derby'] });
    must(s, 'york', { t: 'move', block: 'y-suffolk', path: ['derby'] });
    expect(pathsOf(s, 'york', 'y-essex').filter((p) => p.startsWith('derby'))).toEqual([]);
    // The other player has his own count on the same border.
    s.step = { k: 'action', side: 'lancaster' };
    s.act = { side: 'lancaster', ap: 4, event: null, activated: [], freeSea: null, musterArea: -1, plagueDone: false };
    put(s, 'l-clifford', 'lancaster');
    expect(pathsOf(s, 'lancaster', 'l-clifford')).toContain('derby');
  });

  test('5.21 every crossing counts, in either direction', () => {
    const s = yorkTurn();
    put(s, 'y-norfolk', 'derby');
    put(s, 'y-suffolk', 'lancaster');
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['lancaster'] });
    must(s, 'york', { t: 'move', block: 'y-suffolk', path: ['derby'] });
    put(s, 'y-essex', 'derby');
    expect(pathsOf(s, 'york', 'y-essex').filter((p) => p.startsWith('lancaster'))).toEqual([]);
  });

  test('5.2 blocks pass through friendly and vacant areas but stop on entering an enemy or contested area', () => {
    const s = yorkTurn();
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'y-suffolk', 'rutland'); // friendly: pass through
    put(s, 'l-oxford', 'essex'); // enemy: stop
    const paths = pathsOf(s, 'york', 'y-norfolk');
    expect(paths).toContain('rutland>lincoln');
    expect(paths).toContain('essex');
    expect(paths.filter((p) => p.startsWith('essex>'))).toEqual([]);
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['essex'] });
    // Now contested: still a stop, never a way through.
    put(s, 'y-essex', 'middlesex');
    expect(pathsOf(s, 'york', 'y-essex').filter((p) => p.startsWith('essex'))).toEqual(['essex']);
  });

  test('5.2 one AP activates one area; further blocks from it are free; other areas need AP', () => {
    const s = yorkTurn(cardWith(2));
    put(s, 'y-norfolk', 'east-anglia');
    put(s, 'y-suffolk', 'east-anglia');
    put(s, 'y-essex', 'kent');
    put(s, 'y-hastings', 'wilts');
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['essex'] });
    expect(s.act!.ap).toBe(1);
    must(s, 'york', { t: 'move', block: 'y-essex', path: ['sussex'] });
    expect(s.act!.ap).toBe(0);
    expect(s.act!.activated).toEqual([A('east-anglia'), A('kent')]);
    // East Anglia is activated: Suffolk still moves for free; Wilts cannot be activated.
    expect(pathsOf(s, 'york', 'y-suffolk').length).toBeGreaterThan(0);
    expect(pathsOf(s, 'york', 'y-hastings')).toEqual([]);
    must(s, 'york', { t: 'move', block: 'y-suffolk', path: ['rutland'] });
    expect(keys(legalActions(s, 'york'))).toEqual(['end']);
  });

  test('5.2 each block moves once per turn; recruits cannot move', () => {
    const s = yorkTurn();
    put(s, 'y-norfolk', 'east-anglia');
    must(s, 'york', { t: 'move', block: 'y-norfolk', path: ['essex'] });
    expect(s.moved[B('y-norfolk')]).toBe(MOVED_LAND);
    expect(pathsOf(s, 'york', 'y-norfolk')).toEqual([]);
    must(s, 'york', { t: 'recruit', block: 'y-suffolk', to: 'east-anglia' });
    expect(s.moved[B('y-suffolk')]).toBe(RECRUITED);
    expect(pathsOf(s, 'york', 'y-suffolk')).toEqual([]);
    expect(legalActions(s, 'york').some((a) => a.t === 'sea' && a.block === 'y-suffolk')).toBe(false);
  });

  test('2.7 Lancaster may enter Scotland by land, York never; nobody enters an enemy exile', () => {
    const s = yorkTurn();
    put(s, 'y-norfolk', 'cumbria');
    expect(landDestinations(s, 'york', 'y-norfolk')).not.toContain('scotland');
    s.step = { k: 'action', side: 'lancaster' };
    s.act = { side: 'lancaster', ap: 4, event: null, activated: [], freeSea: null, musterArea: -1, plagueDone: false };
    put(s, 'l-clifford', 'northumbria');
    expect(landDestinations(s, 'lancaster', 'l-clifford')).toContain('scotland');
    put(s, 'l-scots-mercenary', 'scotland');
    expect(pathsOf(s, 'lancaster', 'l-scots-mercenary')).toEqual(['cumbria', 'northumbria']); // red borders: stop
  });

  test('2.8 the Isle of Man is reached and left only by sea', () => {
    const s = yorkTurn();
    put(s, 'y-norfolk', 'isle-of-man');
    expect(pathsOf(s, 'york', 'y-norfolk')).toEqual([]);
    expect(legalActions(s, 'york').some((a) => a.t === 'sea' && a.block === 'y-norfolk')).toBe(true);
    put(s, 'y-suffolk', 'lancaster');
    expect(landDestinations(s, 'york', 'y-suffolk')).not.toContain('isle-of-man');
  });

  test('Kingmaker: the captive Henry VI never moves', () => {
    const s = scenarioState('kingmaker');
    startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(4));
    expect(s.prisoner).toBe(B('l-henry-vi'));
    expect(legalActions(s, 'lancaster').some((a) => 'block' in a && a.block === 'l-henry-vi')).toBe(false);
  });
});
