/** Scenario setups (4.0, scenario sheets), 9.0 victory, and the Kingmaker Henry VI prisoner rule. */
import { describe, expect, test } from 'vitest';
import { BLOCKS } from '../../../engine/richard-iii/data';
import { eliminate } from '../../../engine/richard-iii/elimination';
import { pretender } from '../../../engine/richard-iii/state';
import { usurpationCounts } from '../../../engine/richard-iii/political/usurpation';
import { DEAD, OTHER } from '../../../engine/richard-iii/types';
import { scenarioState } from '../position';
import { area, at, idx, logged, political, position, supply } from './helpers';

const id = (b: number) => (b >= 0 ? BLOCKS[b]!.id : null);

describe('scenario setups', () => {
  test('4.0 full game: Henry VI is King in London, York the Pretender in Ireland, campaigns 1-3', () => {
    const s = scenarioState('wars-of-the-roses');
    expect([s.kingSide, id(s.king), id(pretender(s)), s.prisoner]).toEqual(['lancaster', 'l-henry-vi', 'y-york', -1]);
    expect([s.firstCampaign, s.lastCampaign, s.campaign]).toEqual([1, 3, 1]);
    expect(at(s, 'y-york')).toBe(area('ireland'));
  });

  test('Kingmaker (1470): Edward IV is King, Henry VI a prisoner in London, Prince Edward the Pretender; campaign 2 only', () => {
    const s = scenarioState('kingmaker');
    expect([s.kingSide, id(s.king), id(pretender(s)), id(s.prisoner)]).toEqual([
      'york',
      'y-march',
      'l-prince-edward',
      'l-henry-vi',
    ]);
    expect(at(s, 'l-henry-vi')).toBe(area('middlesex'));
    expect([s.firstCampaign, s.lastCampaign]).toEqual([2, 2]);
    expect(at(s, 'l-clarence')).toBe(area('france')); // Clarence has defected to Lancaster
    expect(at(s, 'y-clarence')).toBe(OTHER);
    expect(at(s, 'y-york')).toBe(DEAD);
  });

  test('Richard III (1483): Richard (Gloucester) is King, Richmond the sole Lancaster heir; campaign 3 only', () => {
    const s = scenarioState('richard-iii');
    expect([s.kingSide, id(s.king), id(pretender(s)), s.prisoner]).toEqual(['york', 'y-gloucester', 'l-richmond', -1]);
    expect(at(s, 'l-richmond')).toBe(area('france'));
    expect([s.firstCampaign, s.lastCampaign]).toEqual([3, 3]);
  });
});

describe('9.0 victory', () => {
  test('9.0 eliminating the last enemy heir wins at once', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'kent',
      'y-march': 'dead',
      'y-rutland': 'dead',
      'y-clarence': 'dead',
      'y-gloucester': 'dead',
    });
    eliminate(s, idx('y-york'), 'battle');
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'heirs-eliminated' });
    expect(s.step).toEqual({ k: 'game-over' });
  });

  test('9.0 a heir still a minor keeps his side alive', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'kent',
      'y-march': 'dead',
      'y-rutland': 'dead',
      'y-clarence': 'dead',
      'y-gloucester': 'minor',
    });
    eliminate(s, idx('y-york'), 'battle');
    expect(s.outcome).toBeNull();
  });

  test('A22 a defected Clarence already counts as gone: killing the other four York heirs wins', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'l-clarence': 'lincoln',
      'y-york': 'kent',
      'y-march': 'dead',
      'y-rutland': 'dead',
      'y-gloucester': 'dead',
    });
    eliminate(s, idx('y-york'), 'battle');
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'heirs-eliminated' });
  });

  test('9.0 Richard III (1483): eliminating the sole enemy heir wins', () => {
    const s = scenarioState('richard-iii');
    eliminate(s, idx('l-richmond'), 'battle');
    expect(s.outcome).toEqual({ winner: 'york', reason: 'heirs-eliminated' });
    const t = scenarioState('richard-iii');
    eliminate(t, idx('y-gloucester'), 'battle');
    expect(t.outcome).toEqual({ winner: 'lancaster', reason: 'heirs-eliminated' });
  });
});

describe('Kingmaker: the Henry VI prisoner rule', () => {
  test('Kingmaker the captive Henry VI counts as a Lancastrian noble for usurpation; York holds London', () => {
    const s = scenarioState('kingmaker');
    // York: Edward IV, Gloucester and 8 nobles on the map, +1 London; Lancaster: only the captive.
    expect(usurpationCounts(s)).toEqual({ lancaster: 1, york: 11 });
  });

  test('Kingmaker Henry VI is rescued when a Lancastrian block occupies London (checked at the supply phase) and becomes the Pretender', () => {
    const s = position(
      { 'y-march': 'kent', 'l-henry-vi': 'middlesex', 'l-prince-edward': 'france', 'l-oxford': 'middlesex' },
      { scenario: 'kingmaker' },
    );
    expect(id(s.prisoner)).toBe('l-henry-vi');
    supply(s);
    expect(s.prisoner).toBe(-1);
    expect(id(pretender(s))).toBe('l-henry-vi');
    expect(logged(s, 'prisoner-rescued')).toHaveLength(1);
  });

  test('Kingmaker no rescue while York blocks hold London', () => {
    const s = position(
      { 'y-march': 'middlesex', 'l-henry-vi': 'middlesex', 'l-prince-edward': 'france' },
      { scenario: 'kingmaker' },
    );
    supply(s);
    expect(id(s.prisoner)).toBe('l-henry-vi');
    expect(id(pretender(s))).toBe('l-prince-edward');
  });

  test('Kingmaker if York wins while Henry VI is a prisoner he is murdered', () => {
    const s = scenarioState('kingmaker');
    political(s);
    expect(s.outcome).toEqual({ winner: 'york', reason: 'usurpation' });
    expect(at(s, 'l-henry-vi')).toBe(DEAD);
    expect(logged(s, 'prisoner-murdered')).toHaveLength(1);
  });

  test('Kingmaker York wins at once by eliminating every Lancaster heir but the captive (who is then murdered)', () => {
    const s = position(
      {
        'y-march': 'middlesex',
        'l-henry-vi': 'middlesex',
        'l-prince-edward': 'kent',
        'l-exeter': 'dead',
        'l-richmond': 'dead',
      },
      { scenario: 'kingmaker' },
    );
    eliminate(s, idx('l-prince-edward'), 'battle');
    expect(s.outcome).toEqual({ winner: 'york', reason: 'heirs-eliminated' });
    expect(at(s, 'l-henry-vi')).toBe(DEAD);
  });

  test('Kingmaker a Lancastrian win leaves Henry VI alive', () => {
    const s = position(
      {
        'y-march': 'kent',
        'l-henry-vi': 'middlesex',
        'l-prince-edward': 'warwick',
        'l-oxford': 'essex',
        'l-warwick': 'warwick',
      },
      { scenario: 'kingmaker' },
    );
    political(s);
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'usurpation' });
    expect(at(s, 'l-henry-vi')).toBe(area('middlesex'));
  });
});
