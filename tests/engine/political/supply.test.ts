/** Supply phase (7.0): supply and exile limits, ruling A20's order, heirs entering, the King's death, 9.1 executions. */
import { describe, expect, test } from 'vitest';
import { BLOCKS } from '../../../engine/richard-iii/data';
import { pretender } from '../../../engine/richard-iii/state';
import { eliminate } from '../../../engine/richard-iii/elimination';
import { DEAD, MINOR, POOL } from '../../../engine/richard-iii/types';
import {
  CROWNS,
  area,
  at,
  idx,
  keys,
  legalActions,
  logged,
  must,
  position,
  steps,
  supply,
  yorkInCrowns,
} from './helpers';

const loss = (...ids: string[]) => ids.map((id) => `supply-loss|block=${id}`).sort();

describe('7.1 supply limits', () => {
  test('7.1 an area supports 4 blocks: each surplus block loses one step, owner chooses which', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'kent',
      'y-warwick': 'kent',
      'y-kent': 'kent',
      'y-salisbury': 'kent',
      'y-norfolk': 'kent',
      'y-suffolk': 'kent',
    });
    supply(s);
    expect(s.step).toEqual({ k: 'supply-loss', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(
      loss('y-york', 'y-warwick', 'y-kent', 'y-salisbury', 'y-norfolk', 'y-suffolk'),
    );
    expect(legalActions(s, 'lancaster')).toEqual([]);
    must(s, 'york', { t: 'supply-loss', block: 'y-norfolk' });
    // Ruling A20: a block reduced once is not counted again.
    expect(keys(legalActions(s, 'york'))).toEqual(loss('y-york', 'y-warwick', 'y-kent', 'y-salisbury', 'y-suffolk'));
    must(s, 'york', { t: 'supply-loss', block: 'y-suffolk' });
    expect(steps(s, 'y-norfolk')).toBe(3);
    expect(steps(s, 'y-suffolk')).toBe(2);
    expect(steps(s, 'y-york')).toBe(4);
    expect(s.supply).toBeNull();
    expect(s.turn).toBe(4); // the next game turn began
  });

  test('7.1 a city area supports 5 blocks', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'east-anglia',
      'y-warwick': 'east-anglia',
      'y-kent': 'east-anglia',
      'y-salisbury': 'east-anglia',
      'y-norfolk': 'east-anglia',
    });
    supply(s);
    expect(s.supply).toBeNull();
    expect(steps(s, 'y-norfolk')).toBe(4);
    const t = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'east-anglia',
      'y-warwick': 'east-anglia',
      'y-kent': 'east-anglia',
      'y-salisbury': 'east-anglia',
      'y-norfolk': 'east-anglia',
      'y-suffolk': 'east-anglia',
    });
    supply(t);
    expect(t.step).toEqual({ k: 'supply-loss', side: 'york' });
    must(t, 'york', { t: 'supply-loss', block: 'y-kent' });
    expect(t.supply).toBeNull();
    expect(steps(t, 'y-kent')).toBe(2);
  });

  test('7.1 a block eliminated by supply follows 6.8 (a non-rose noble to the pool face down)', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'kent',
      'y-warwick': 'kent',
      'y-kent': 'kent',
      'y-salisbury': 'kent',
      'y-buckingham': 'kent',
    });
    s.steps[idx('y-buckingham')] = 1;
    supply(s);
    must(s, 'york', { t: 'supply-loss', block: 'y-buckingham' });
    expect(at(s, 'y-buckingham')).toBe(POOL);
    expect(s.down[idx('y-buckingham')]).toBe(true);
    expect(logged(s, 'eliminated')[0]!.p).toMatchObject({ block: 'y-buckingham', cause: 'supply' });
  });

  test('7.1 face-down and pool blocks never count', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'kent',
      'y-warwick': 'kent',
      'y-kent': 'kent',
      'y-salisbury': 'kent',
      'y-norfolk': 'pool',
    });
    s.down[idx('y-norfolk')] = true;
    supply(s);
    expect(s.supply).toBeNull();
  });
});

describe('7.2 exile limits', () => {
  /** Four York blocks in Calais with Calais's own two mercenaries. */
  const CALAIS_FULL = {
    'l-henry-vi': 'middlesex',
    'y-york': 'calais',
    'y-march': 'calais',
    'y-warwick': 'calais',
    'y-kent': 'calais',
    'y-calais-mercenary': 'calais',
    'y-burgundian-mercenary': 'calais',
  } as const;

  test('7.2 Calais supports 4 blocks plus its own mercenaries, the Calais and the Burgundian (ruling A21)', () => {
    const s = position(CALAIS_FULL);
    supply(s);
    expect(s.supply).toBeNull();
  });

  test('7.2 (ruling A21) a mercenary from elsewhere counts: an Irish mercenary in Calais is a fifth block there', () => {
    const s = position({ ...CALAIS_FULL, 'y-irish-mercenary': 'calais' });
    supply(s);
    expect(s.step).toEqual({ k: 'supply-loss', side: 'york' });
    expect(logged(s, 'supply-overstack')[0]!).toMatchObject({ r: '7.2', p: { areas: ['calais'], steps: [1] } });
    // The Irish mercenary may take the loss; Calais's own mercenaries never do.
    expect(keys(legalActions(s, 'york'))).toEqual(
      loss('y-york', 'y-march', 'y-warwick', 'y-kent', 'y-irish-mercenary'),
    );
    must(s, 'york', { t: 'supply-loss', block: 'y-irish-mercenary' });
    expect(steps(s, 'y-irish-mercenary')).toBe(3);
    expect(s.supply).toBeNull();
  });

  test('7.2 Ireland supports 2 plus the Irish: the excess takes supply losses, never the Irish mercenary', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'ireland',
      'y-rutland': 'ireland',
      'y-warwick': 'ireland',
      'y-irish-mercenary': 'ireland',
    });
    supply(s);
    expect(s.step).toEqual({ k: 'supply-loss', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(loss('y-york', 'y-rutland', 'y-warwick'));
    must(s, 'york', { t: 'supply-loss', block: 'y-warwick' });
    expect(steps(s, 'y-warwick')).toBe(3);
    expect(s.supply).toBeNull();
  });

  test('7.2 (ruling A21) the Calais and Burgundian mercenaries count in Ireland, the French in Scotland', () => {
    const s = position({
      'l-henry-vi': 'scotland',
      'l-exeter': 'scotland',
      'l-french-mercenary': 'scotland',
      'y-york': 'ireland',
      'y-calais-mercenary': 'ireland',
      'y-burgundian-mercenary': 'ireland',
    });
    supply(s);
    // York is the Pretender and goes first (ruling A20): three blocks count in Ireland, one over.
    expect(s.step).toEqual({ k: 'supply-loss', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(loss('y-york', 'y-calais-mercenary', 'y-burgundian-mercenary'));
    must(s, 'york', { t: 'supply-loss', block: 'y-burgundian-mercenary' });
    expect(steps(s, 'y-burgundian-mercenary')).toBe(2);
    expect(s.step).toEqual({ k: 'supply-loss', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(loss('l-henry-vi', 'l-exeter', 'l-french-mercenary'));
    must(s, 'lancaster', { t: 'supply-loss', block: 'l-french-mercenary' });
    expect(steps(s, 'l-french-mercenary')).toBe(3);
    expect(s.supply).toBeNull();
  });

  test('7.2 Scotland supports 2 Lancastrian blocks plus the Scots', () => {
    const s = position({
      'l-henry-vi': 'scotland',
      'l-exeter': 'scotland',
      'l-somerset': 'scotland',
      'l-scots-mercenary': 'scotland',
      'y-york': 'kent',
    });
    supply(s);
    expect(s.step).toEqual({ k: 'supply-loss', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(loss('l-henry-vi', 'l-exeter', 'l-somerset'));
  });
});

describe('ruling A20: supply-phase order', () => {
  test('A20 the Pretender takes his losses before the King', () => {
    const s = position({
      'l-henry-vi': 'kent',
      'l-exeter': 'kent',
      'l-somerset': 'kent',
      'l-devon': 'kent',
      'l-oxford': 'kent',
      'y-york': 'ireland',
      'y-rutland': 'ireland',
      'y-march': 'ireland',
    });
    supply(s);
    expect(s.step).toEqual({ k: 'supply-loss', side: 'york' });
    must(s, 'york', { t: 'supply-loss', block: 'y-rutland' });
    expect(s.step).toEqual({ k: 'supply-loss', side: 'lancaster' });
    must(s, 'lancaster', { t: 'supply-loss', block: 'l-devon' });
    expect(s.supply).toBeNull();
  });

  test('A20 Clarence executions (Lancaster) come first, then Exeter executions (York)', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'l-clarence': 'lincoln',
      'y-york': 'ireland',
      'y-exeter': 'kent',
    });
    supply(s);
    expect(s.step).toEqual({ k: 'supply-execute', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['execute|block=l-clarence', 'spare|block=l-clarence']);
    must(s, 'lancaster', { t: 'spare', block: 'l-clarence' });
    expect(s.step).toEqual({ k: 'supply-execute', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(['execute|block=y-exeter', 'spare|block=y-exeter']);
    must(s, 'york', { t: 'spare', block: 'y-exeter' });
    expect(s.supply).toBeNull();
    expect(at(s, 'l-clarence')).toBe(area('lincoln'));
  });
});

describe('9.1 executions', () => {
  test("9.1 executing a defected Clarence is a York heir death: York's next minor enters (A22)", () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'l-clarence': 'lincoln',
      'y-york': 'ireland',
      'y-gloucester': 'minor',
    });
    supply(s);
    must(s, 'lancaster', { t: 'execute', block: 'l-clarence' });
    expect(at(s, 'l-clarence')).toBe(DEAD);
    expect(at(s, 'y-clarence')).toBe(DEAD);
    // York is the Pretender: Gloucester enters in either York exile area.
    expect(s.step).toEqual({ k: 'supply-heir', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual([
      'heir-enter|block=y-gloucester|to=calais',
      'heir-enter|block=y-gloucester|to=ireland',
    ]);
    must(s, 'york', { t: 'heir-enter', block: 'y-gloucester', to: 'calais' });
    expect(at(s, 'y-gloucester')).toBe(area('calais'));
    expect(s.pendingHeirs.york).toBe(0);
  });

  test('9.0 / A22 an executed heir is gone for good: with Clarence executed, killing Gloucester leaves York no heir and Lancaster wins at once', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'l-clarence': 'lincoln',
      'y-york': 'dead',
      'y-march': 'dead',
      'y-rutland': 'dead',
      'y-gloucester': 'calais',
    });
    supply(s);
    must(s, 'lancaster', { t: 'execute', block: 'l-clarence' });
    expect(at(s, 'y-clarence')).toBe(DEAD);
    expect(s.outcome).toBeNull(); // Gloucester still stands for York
    eliminate(s, idx('y-gloucester'), 'battle');
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'heirs-eliminated' });
  });

  test('9.1 no minor replaces a defector unless he dies: a spared Clarence brings no minor', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'l-clarence': 'lincoln',
      'y-york': 'ireland',
      'y-gloucester': 'minor',
    });
    supply(s);
    must(s, 'lancaster', { t: 'spare', block: 'l-clarence' });
    expect(s.supply).toBeNull();
    expect(at(s, 'y-gloucester')).toBe(MINOR);
  });

  test("9.1 executing a defected Exeter brings Lancaster's next minor in a crown area", () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'l-prince-edward': 'minor',
      'y-york': 'ireland',
      'y-exeter': 'kent',
      'y-march': 'cornwall',
    });
    supply(s);
    must(s, 'york', { t: 'execute', block: 'y-exeter' });
    expect(s.pendingHeirs.lancaster).toBe(1);
    expect(s.step).toEqual({ k: 'supply-heir', side: 'lancaster' });
    // Cornwall is a crown area but enemy-held.
    const crowns = CROWNS.filter((a) => a !== 'cornwall');
    expect(keys(legalActions(s, 'lancaster'))).toEqual(
      crowns.map((a) => `heir-enter|block=l-prince-edward|to=${a}`).sort(),
    );
  });
});

describe('6.81 and 6.82 succession and minor heirs', () => {
  test('6.81 the King is dead: the most senior royal heir becomes King where he stands, even in exile, announced', () => {
    const s = position({
      'l-henry-vi': 'dead',
      'l-prince-edward': 'dead',
      'l-exeter': 'france',
      'l-somerset': 'dorset',
      'y-york': 'ireland',
    });
    s.king = -1;
    supply(s);
    expect(s.king).toBe(idx('l-exeter'));
    expect(logged(s, 'new-king')[0]!.p).toEqual({ block: 'l-exeter', area: 'france' });
  });

  test('6.81 a new King keeps his current strength', () => {
    const s = position({ 'l-henry-vi': 'dead', 'l-prince-edward': 'dead', 'l-exeter': 'france', 'y-york': 'ireland' });
    s.king = -1;
    s.steps[idx('l-exeter')] = 1;
    supply(s);
    expect(s.king).toBe(idx('l-exeter'));
    expect(steps(s, 'l-exeter')).toBe(1);
  });

  test('6.81 a minor senior royal heir first enters (6.82), then is King', () => {
    const s = position({
      'l-henry-vi': 'dead',
      'l-prince-edward': 'minor',
      'l-exeter': 'cornwall',
      'y-york': 'ireland',
    });
    s.king = -1;
    s.pendingHeirs.lancaster = 1;
    supply(s);
    expect(s.king).toBe(-1);
    expect(s.step).toEqual({ k: 'supply-heir', side: 'lancaster' });
    must(s, 'lancaster', { t: 'heir-enter', block: 'l-prince-edward', to: 'derby' });
    expect(s.king).toBe(idx('l-prince-edward'));
    expect(at(s, 'l-prince-edward')).toBe(area('derby'));
    expect(logged(s, 'new-king')[0]!.p).toEqual({ block: 'l-prince-edward', area: 'derby' });
    expect(s.supply).toBeNull();
  });

  test('6.82 one minor per heir killed, most senior first', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'dead',
      'y-march': 'dead',
      'y-rutland': 'calais',
      'y-clarence': 'minor',
      'y-gloucester': 'minor',
    });
    s.pendingHeirs.york = 2;
    supply(s);
    expect(keys(legalActions(s, 'york'))).toEqual([
      'heir-enter|block=y-clarence|to=calais',
      'heir-enter|block=y-clarence|to=ireland',
    ]);
    must(s, 'york', { t: 'heir-enter', block: 'y-clarence', to: 'ireland' });
    expect(keys(legalActions(s, 'york'))).toEqual([
      'heir-enter|block=y-gloucester|to=calais',
      'heir-enter|block=y-gloucester|to=ireland',
    ]);
    must(s, 'york', { t: 'heir-enter', block: 'y-gloucester', to: 'calais' });
    expect(s.supply).toBeNull();
    expect(s.pendingHeirs.york).toBe(0);
    // Where a minor enters is public; who he is is not.
    expect(logged(s, 'heir-enters').map((e) => e.p)).toEqual([{ area: 'ireland' }, { area: 'calais' }]);
  });

  test('6.82 only as many minors as heirs killed', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'dead',
      'y-march': 'calais',
      'y-clarence': 'minor',
      'y-gloucester': 'minor',
    });
    s.pendingHeirs.york = 1;
    supply(s);
    must(s, 'york', { t: 'heir-enter', block: 'y-clarence', to: 'ireland' });
    expect(s.supply).toBeNull();
    expect(at(s, 'y-gloucester')).toBe(MINOR);
  });

  test('A18 a royal minor with no friendly or vacant crown area is postponed to a later supply phase', () => {
    const s = position({ ...yorkInCrowns(), 'l-henry-vi': 'kent', 'l-prince-edward': 'minor' });
    s.pendingHeirs.lancaster = 1;
    supply(s);
    expect(at(s, 'l-prince-edward')).toBe(MINOR);
    expect(s.pendingHeirs.lancaster).toBe(1);
    expect(logged(s, 'heir-postponed')).toHaveLength(1);
  });

  test('A19 the Pretender is the senior living heir of his side, even a minor', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'y-york': 'dead',
      'y-march': 'dead',
      'y-rutland': 'dead',
      'y-clarence': 'minor',
      'y-gloucester': 'minor',
    });
    expect(BLOCKS[pretender(s)]!.id).toBe('y-clarence');
  });

  test('A21/A23 an heir in the pool re-enters like a minor (a King in the pool to a crown area)', () => {
    const s = position({ 'l-henry-vi': 'pool', 'y-york': 'ireland', 'y-march': 'pool' });
    supply(s);
    expect(s.step).toEqual({ k: 'supply-heir', side: 'york' });
    must(s, 'york', { t: 'heir-enter', block: 'y-march', to: 'calais' });
    expect(s.step).toEqual({ k: 'supply-heir', side: 'lancaster' });
    must(s, 'lancaster', { t: 'heir-enter', block: 'l-henry-vi', to: 'middlesex' });
    expect(s.king).toBe(idx('l-henry-vi'));
    expect(logged(s, 'king-returns')).toHaveLength(1);
  });
});

describe("the King's death sequence", () => {
  test('6.81 the King killed in battle: no King until the supply phase, then the senior royal heir where he stands', () => {
    const s = position({
      'l-henry-vi': 'middlesex',
      'l-prince-edward': 'dead',
      'l-exeter': 'cornwall',
      'l-richmond': 'minor',
      'y-york': 'ireland',
    });
    eliminate(s, idx('l-henry-vi'), 'battle');
    expect(s.king).toBe(-1);
    expect(s.pendingHeirs.lancaster).toBe(1);
    expect(logged(s, 'king-dead')).toHaveLength(1);
    supply(s);
    expect(s.king).toBe(idx('l-exeter'));
    expect(logged(s, 'new-king')[0]!.p).toEqual({ block: 'l-exeter', area: 'cornwall' });
    // 6.82: the King's death also brings in the next minor (Richmond) in a crown area.
    expect(s.step).toEqual({ k: 'supply-heir', side: 'lancaster' });
    must(s, 'lancaster', { t: 'heir-enter', block: 'l-richmond', to: 'pembroke' });
    expect(at(s, 'l-richmond')).toBe(area('pembroke'));
    expect(s.supply).toBeNull();
  });
});
