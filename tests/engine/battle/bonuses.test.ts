/**
 * 2.2–2.6 defence bonuses block by block (`areaDefenceBonus`, which the battle and the odds model
 * share): shields, personal shields, crowns, cities, cathedrals, Wales — and who never gets them.
 */
import { describe, expect, test } from 'vitest';
import { A, B, type AreaId, type BlockId, type Side } from '../../../engine/richard-iii/data';
import { areaDefenceBonus, type BonusContext } from '../../../engine/richard-iii/battle/fire';

const ctx = (king: BlockId | null, kingSide: Side, dead: BlockId[] = []): BonusContext => ({
  king: king ? B(king) : -1,
  kingSide,
  dead: (b) => dead.some((d) => B(d) === b),
});
const lancasterKing = ctx('l-henry-vi', 'lancaster');

const bonus = (id: BlockId, area: AreaId, c: BonusContext = lancasterKing, senior = true): number =>
  areaDefenceBonus(B(id), A(area), senior, c);

describe('2.2 heirs: shields and crowns, only as the senior heir', () => {
  test('York heirs share the York shield; never a Lancastrian shield, even a dead heir’s', () => {
    expect(bonus('y-rutland', 'hereford')).toBe(1);
    expect(bonus('y-rutland', 'hereford', lancasterKing, false)).toBe(0);
    expect(bonus('y-march', 'lincoln')).toBe(0); // Lancaster, Beaumont
    expect(bonus('y-march', 'dorset', ctx('l-henry-vi', 'lancaster', ['l-somerset']))).toBe(0);
  });

  test('Lancaster heirs share the Lancaster shield and each has his own; a dead heir’s serves them all', () => {
    expect(bonus('l-prince-edward', 'lincoln')).toBe(1);
    expect(bonus('l-somerset', 'dorset')).toBe(1); // his own
    expect(bonus('l-exeter', 'dorset')).toBe(0); // Somerset's, Somerset alive
    expect(bonus('l-exeter', 'dorset', ctx('l-henry-vi', 'lancaster', ['l-somerset']))).toBe(1);
    expect(bonus('l-exeter', 'dorset', ctx('l-henry-vi', 'lancaster', ['l-richmond']))).toBe(0); // another heir dead
    expect(bonus('l-exeter', 'pembroke', ctx('l-henry-vi', 'york', ['l-richmond']))).toBe(1); // Richmond's shield
    expect(bonus('l-prince-edward', 'hereford')).toBe(0); // a York shield
    expect(bonus('l-prince-edward', 'lincoln', lancasterKing, false)).toBe(0);
  });

  test('a crown area: +1 for the King and every heir of his side, none for the other side’s heirs', () => {
    expect(bonus('l-henry-vi', 'chester')).toBe(1);
    expect(bonus('l-prince-edward', 'chester')).toBe(1);
    expect(bonus('y-march', 'chester')).toBe(0);
    const yorkKing = ctx('y-march', 'york');
    expect(bonus('y-march', 'chester', yorkKing)).toBe(1);
    expect(bonus('y-rutland', 'chester', yorkKing)).toBe(1);
    expect(bonus('l-henry-vi', 'chester', yorkKing)).toBe(0);
    expect(bonus('y-march', 'chester', yorkKing, false)).toBe(0);
    // Shield and crown add up: Exeter in Cornwall, a crown area showing his shield.
    expect(bonus('l-exeter', 'cornwall')).toBe(2);
    // The throne empty (the King died this turn): his side's heirs still hold the crown bonus.
    expect(bonus('l-prince-edward', 'chester', ctx(null, 'lancaster'))).toBe(1);
  });
});

describe('2.3–2.6 other blocks', () => {
  test('a noble on a shield of his own name, not another’s', () => {
    expect(bonus('l-beaumont', 'lincoln')).toBe(1);
    expect(bonus('l-oxford', 'lincoln')).toBe(0);
    expect(bonus('y-norfolk', 'caernarvon')).toBe(1);
    expect(bonus('y-norfolk', 'chester')).toBe(0); // a crown is no noble's
  });

  test('a church in its cathedral, a levy in its city, a Welsh mercenary in Wales', () => {
    expect(bonus('l-canterbury-church', 'kent')).toBe(1);
    expect(bonus('l-canterbury-church', 'south-yorks')).toBe(0);
    expect(bonus('y-york-church', 'south-yorks')).toBe(1);
    expect(bonus('y-london-levy', 'middlesex')).toBe(1);
    expect(bonus('y-london-levy', 'east-anglia')).toBe(0);
    expect(bonus('l-welsh-mercenary', 'caernarvon')).toBe(1);
    expect(bonus('l-welsh-mercenary', 'chester')).toBe(0);
    expect(bonus('l-french-mercenary', 'caernarvon')).toBe(0);
  });

  test('bombards and the Rebel have no bonus anywhere', () => {
    for (const area of ['middlesex', 'south-yorks', 'caernarvon', 'chester'] as const) {
      expect(bonus('l-bombard', area)).toBe(0);
      expect(bonus('rebel', area)).toBe(0);
    }
  });
});
