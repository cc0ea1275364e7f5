/** Scenario tests for section 6 (battles), one or more per numbered rule. */
import { describe, expect, test } from 'vitest';
import { A, B, borderBetween, type BlockId, type Side } from '../../../engine/richard-iii/data';
import { makeView } from '../../../engine/richard-iii/view';
import { battleView } from '../../../engine/richard-iii/battle/view';
import { firepowerOf } from '../../../engine/richard-iii/battle/fire';
import { startBattlePhase } from '../../../engine/richard-iii/battle';
import { DEAD, MOVED_SEA, OTHER, POOL } from '../../../engine/richard-iii/types';
import type { State } from '../../../engine/richard-iii/types';
import { keys, legalActions, must, put } from '../position';
import { battleState, rigDice, type BattleSetup, fought } from './helpers';

const at = (s: State, id: BlockId): number => s.loc[B(id)]!;
const steps = (s: State, id: BlockId): number => s.steps[B(id)]!;
const acting = (s: State): string[] => battleView(s, 'york', true)?.acting ?? [];
const toAct = (s: State): Side => (s.step as { side: Side }).side;

/** Every block of the side to act passes until `id` is due (fails after 40 actions). */
function passUntil(s: State, id: BlockId): void {
  for (let i = 0; i < 40; i++) {
    if (s.step.k === 'battle-turn' && acting(s).includes(id)) return;
    const side = toAct(s);
    must(s, side, { t: 'pass', block: acting(s)[0] as BlockId });
  }
  throw new Error(`${id} never due`);
}

describe('6.1 battle sequence', () => {
  test('6.1 Player 1 picks each contested area in turn; blocks are revealed, then hidden again', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-herbert'] },
      defenders: ['l-rivers'],
      elsewhere: [
        ['y-norfolk', 'oxford'],
        ['l-beaumont', 'oxford'],
      ],
    });
    expect(s.step).toEqual({ k: 'battle-choose', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(['battle|area=oxford', 'battle|area=warwick']);
    expect(legalActions(s, 'lancaster')).toEqual([]);
    const hidden = (v: ReturnType<typeof makeView>, id: string) => !v.blocks.some((b) => b.id === id);
    expect(hidden(makeView(s, 'lancaster'), 'y-herbert')).toBe(true);
    must(s, 'york', { t: 'battle', area: 'warwick' });
    // 6.1: both sides see the blocks in the battle being fought, not those elsewhere.
    expect(hidden(makeView(s, 'lancaster'), 'y-herbert')).toBe(false);
    expect(hidden(makeView(s, 'york'), 'l-rivers')).toBe(false);
    expect(hidden(makeView(s, 'lancaster'), 'y-norfolk')).toBe(true);
    // Herbert retreats away in round 2 after everybody passes round 1.
    passUntil(s, 'y-herbert');
    must(s, 'york', { t: 'pass', block: 'y-herbert' });
    passUntil(s, 'y-herbert');
    must(s, 'york', { t: 'retreat', block: 'y-herbert', to: 'leicester' });
    // Lancaster won; nothing to regroup into? Rivers may regroup; decline.
    if (s.step.k === 'battle-regroup') must(s, 'lancaster', { t: 'done' });
    expect(s.attacks[A('warwick')]).toBeNull();
    expect(s.step).toEqual({ k: 'battle-choose', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(['battle|area=oxford']);
    expect(hidden(makeView(s, 'york'), 'l-rivers')).toBe(true);
    expect(hidden(makeView(s, 'lancaster'), 'y-herbert')).toBe(true);
  });
});

describe('6.2 battle turns', () => {
  test('6.2 battle example: Herbert (A2) and Clarence (B2) attack Rivers (B2): Herbert, Rivers, Clarence', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-herbert', 'y-clarence'] },
      defenders: ['l-rivers'],
    });
    // Round 1: no retreat; fire and pass only (Herbert is no heir: no charge).
    expect(keys(legalActions(s, 'york'))).toEqual(['fire|block=y-herbert', 'pass|block=y-herbert']);
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [b] = acting(s);
      order.push(b!);
      must(s, toAct(s), { t: 'pass', block: b as BlockId });
    }
    expect(order).toEqual(['y-herbert', 'l-rivers', 'y-clarence']);
    expect(battleView(s, 'york', false)!.round).toBe(2);
    expect(acting(s)).toEqual(['y-herbert']);
    expect(keys(legalActions(s, 'york'))).toContain('retreat|block=y-herbert|to=leicester');
  });

  test('6.2 within a letter defenders act before attackers; the owner picks among his own', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'lancaster',
      main: { from: 'leicester', blocks: ['l-oxford', 'l-clifford'] },
      defenders: ['y-kent', 'y-herbert'],
    });
    expect(s.step).toEqual({ k: 'battle-turn', side: 'york' });
    expect(acting(s).sort()).toEqual(['y-herbert', 'y-kent']);
    must(s, 'york', { t: 'pass', block: 'y-kent' });
    expect(acting(s)).toEqual(['y-herbert']);
    must(s, 'york', { t: 'pass', block: 'y-herbert' });
    expect(toAct(s)).toBe('lancaster');
    expect(acting(s).sort()).toEqual(['l-clifford', 'l-oxford']);
  });

  test('6.2 Bombard is A3 in round 1 and D3 afterwards', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-herbert'] },
      defenders: ['l-bombard', 'l-coventry-levy'],
    });
    expect(acting(s)).toEqual(['l-bombard']); // defender A before attacker A
    must(s, 'lancaster', { t: 'pass', block: 'l-bombard' });
    expect(acting(s)).toEqual(['y-herbert']);
    must(s, 'york', { t: 'pass', block: 'y-herbert' });
    must(s, 'lancaster', { t: 'pass', block: 'l-coventry-levy' });
    // round 2: Herbert A2, the levy C, the bombard D last
    expect(acting(s)).toEqual(['y-herbert']);
    must(s, 'york', { t: 'pass', block: 'y-herbert' });
    expect(acting(s)).toEqual(['l-coventry-levy']);
    must(s, 'lancaster', { t: 'pass', block: 'l-coventry-levy' });
    expect(acting(s)).toEqual(['l-bombard']);
  });

  test('6.2 attackers must retreat in round 4 and cannot fire or charge (ruling A16); pursuit', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-march', 'y-norfolk'] },
      defenders: ['l-oxford'],
      elsewhere: [['l-beaumont', 'gloucester']],
    });
    for (let r = 1; r <= 3; r++)
      for (let i = 0; i < 3; i++) must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    expect(battleView(s, 'york', false)!.round).toBe(4);
    // Pursuit: Oxford (A2, defender) acts before March (A3, attacker) and may fire at him first.
    expect(acting(s)).toEqual(['l-oxford']);
    expect(keys(legalActions(s, 'lancaster'))).toContain('fire|block=l-oxford');
    must(s, 'lancaster', { t: 'pass', block: 'l-oxford' });
    // March (an heir) may only retreat: no fire, no charge, no pass; not into Gloucester (enemy).
    expect(keys(legalActions(s, 'york'))).toEqual(
      ['chester', 'derby', 'hereford', 'leicester', 'oxford'].map((a) => `retreat|block=y-march|to=${a}`),
    );
    must(s, 'york', { t: 'retreat', block: 'y-march', to: 'derby' });
    must(s, 'york', { t: 'retreat', block: 'y-norfolk', to: 'oxford' });
    expect(at(s, 'y-march')).toBe(A('derby'));
    expect(at(s, 'y-norfolk')).toBe(A('oxford'));
    expect(s.step.k).toBe('battle-regroup');
  });

  test('6.6 an attacker that must retreat in round 4 and cannot is eliminated', () => {
    const s = fought({
      area: 'cornwall',
      attacker: 'york',
      main: { from: 'dorset', blocks: ['y-norfolk'] },
      defenders: ['l-devon'],
      reinforcements: [],
      elsewhere: [
        ['l-beaumont', 'dorset'],
        ['l-oxford', 'somerset'],
      ],
    });
    for (let r = 1; r <= 3; r++)
      for (let i = 0; i < 2; i++) must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    // Round 4: Devon (B, defender) first, then Norfolk cannot retreat (both neighbours enemy) and dies.
    must(s, 'lancaster', { t: 'pass', block: 'l-devon' });
    expect(at(s, 'y-norfolk')).toBe(DEAD); // rose noble: permanently
    expect(s.battle === null || s.battle.winner === 'lancaster').toBe(true);
  });
});

describe('6.4 battle hits', () => {
  test('6.4 all hits go to the strongest enemy block; the surplus to the next (Battle Hits sidebar)', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-kent'] }, // A2, 3 steps
      defenders: [
        ['l-oxford', 1],
        ['l-beaumont', 2],
      ],
    });
    // Oxford (A2 defender) passes, then Kent fires 3 dice: 1, 2, 2 = 3 hits.
    must(s, 'lancaster', { t: 'pass', block: 'l-oxford' });
    rigDice(s, [1, 2, 2]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(at(s, 'l-beaumont')).toBe(DEAD); // 2 hits eliminate Beaumont (the strongest, a rose noble)
    expect(at(s, 'l-oxford')).toBe(DEAD); // the surplus hit eliminates Oxford
    const fire = battleView(s, 'lancaster', false);
    void fire;
  });

  test('6.4 ties: the owner chooses which of the strongest blocks takes the hits', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-kent'] },
      defenders: ['l-beaumont', 'l-clifford', ['l-devon', 1]],
    });
    must(s, 'lancaster', { t: 'pass', block: 'l-clifford' });
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(s.step).toEqual({ k: 'battle-hits', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['take-hits|block=l-beaumont', 'take-hits|block=l-clifford']);
    expect(legalActions(s, 'york')).toEqual([]);
    must(s, 'lancaster', { t: 'take-hits', block: 'l-clifford' });
    expect(steps(s, 'l-clifford')).toBe(2);
    expect(steps(s, 'l-beaumont')).toBe(3);
    expect(s.step.k).toBe('battle-turn');
  });

  test('2.3 Exeter (A1) defends Cornwall, his own shield in a crown area, at A3', () => {
    const s = fought({
      area: 'cornwall',
      attacker: 'york',
      main: { from: 'dorset', blocks: ['y-norfolk'] },
      defenders: ['l-exeter'],
      elsewhere: [['l-henry-vi', 'middlesex']],
    });
    expect(s.kingSide).toBe('lancaster');
    expect(firepowerOf(s, B('l-exeter'))).toBe(3);
    expect(battleView(s, 'york', false)!.sides.defender.main[0]).toMatchObject({
      id: 'l-exeter',
      initiative: 'A',
      firepower: 3,
    });
  });

  test('2.2/2.3 a more senior royal heir present takes only the crown bonus; Exeter gets nothing', () => {
    const s = fought({
      area: 'cornwall',
      attacker: 'york',
      main: { from: 'dorset', blocks: ['y-norfolk'] },
      defenders: ['l-exeter', 'l-henry-vi'],
    });
    expect(firepowerOf(s, B('l-exeter'))).toBe(1);
    expect(firepowerOf(s, B('l-henry-vi'))).toBe(3); // B2 + crown
    // Attackers never get bonuses.
    expect(firepowerOf(s, B('y-norfolk'))).toBe(2);
  });

  test('2.2 personal Lancaster shields serve only their heir while he lives; York heirs share York shields', () => {
    const s = fought({
      area: 'dorset',
      attacker: 'york',
      main: { from: 'wilts', blocks: ['y-norfolk'] },
      defenders: ['l-exeter'],
    });
    expect(firepowerOf(s, B('l-exeter'))).toBe(1); // Dorset is Somerset's shield, Somerset alive (in the pool)
    s.loc[B('l-somerset')] = DEAD;
    expect(firepowerOf(s, B('l-exeter'))).toBe(2);
    const y = fought({
      area: 'hereford',
      attacker: 'lancaster',
      main: { from: 'gloucester', blocks: ['l-oxford'] },
      defenders: ['y-rutland', 'y-herbert'],
    });
    expect(firepowerOf(y, B('y-rutland'))).toBe(2); // B1 + York shield (Rutland is the senior York heir present)
  });

  test('2.2–2.6 defence bonuses: noble on his shield, levy in its city, church in its cathedral, Welsh in Wales', () => {
    const s = fought({
      area: 'south-yorks',
      attacker: 'york',
      main: { from: 'north-yorks', blocks: ['y-norfolk'] },
      defenders: ['l-york-levy', 'l-york-church', 'l-shrewsbury', 'l-welsh-mercenary'],
    });
    expect(firepowerOf(s, B('l-york-levy'))).toBe(4);
    expect(firepowerOf(s, B('l-york-church'))).toBe(3);
    expect(firepowerOf(s, B('l-shrewsbury'))).toBe(2);
    expect(firepowerOf(s, B('l-welsh-mercenary'))).toBe(2); // not in Wales
    const w = fought({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-norfolk'] },
      defenders: ['l-welsh-mercenary'],
    });
    expect(firepowerOf(w, B('l-welsh-mercenary'))).toBe(3);
  });
});

describe('6.3 reserves', () => {
  const setup = (): BattleSetup => ({
    area: 'essex',
    attacker: 'york',
    main: { from: 'rutland', blocks: ['y-norfolk', 'y-suffolk', 'y-essex'] },
    reserves: [{ from: 'middlesex', blocks: ['y-kent', 'y-salisbury'] }],
    defenders: ['l-oxford', 'l-beaumont'],
    reinforcements: [{ from: 'east-anglia', blocks: ['l-clifford', 'l-devon', 'l-wiltshire'] }],
  });

  test('6.3 reserves example (Essex): reserves stay hidden and out of round 1, arriving in round 2', () => {
    const s = fought(setup());
    const v = battleView(s, 'lancaster', false)!;
    expect(v.sides.attacker.main.map((b) => b.id).sort()).toEqual(['y-essex', 'y-norfolk', 'y-suffolk']);
    expect(v.sides.attacker.reserveCount).toBe(2);
    expect(v.sides.attacker.reserves).toEqual([]); // ruling A13: hidden from the enemy
    expect(v.sides.defender.reserves.map((b) => b.id).sort()).toEqual(['l-clifford', 'l-devon', 'l-wiltshire']);
    expect(makeView(s, 'lancaster').blocks.some((b) => b.id === 'y-kent')).toBe(false);
    expect(makeView(s, 'lancaster').blocks.some((b) => b.id === 'y-norfolk')).toBe(true);
    // Round 1: only main forces act.
    const actors1: string[] = [];
    while (battleView(s, 'york', false)!.round === 1) {
      actors1.push(...acting(s).slice(0, 1));
      must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    }
    expect(actors1.sort()).toEqual(['l-beaumont', 'l-oxford', 'y-essex', 'y-norfolk', 'y-suffolk']);
    const v2 = battleView(s, 'lancaster', false)!;
    expect(v2.sides.attacker.reserveCount).toBe(0);
    expect(v2.sides.attacker.main.map((b) => b.id)).toContain('y-kent');
    expect(makeView(s, 'lancaster').blocks.some((b) => b.id === 'y-kent')).toBe(true);
  });

  test('6.3 reserves cannot take hits in round 1', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-norfolk'] },
      reserves: [{ from: 'oxford', blocks: [['y-kent', 1]] }],
      defenders: ['l-oxford'],
    });
    rigDice(s, [1, 1, 1]);
    must(s, 'lancaster', { t: 'fire', block: 'l-oxford' });
    expect(steps(s, 'y-norfolk')).toBe(1); // all three hits on Norfolk, none on the weaker reserve
    expect(steps(s, 'y-kent')).toBe(1);
  });

  test('6.3 if all round-1 blocks of a side are eliminated its reserves deploy at once and take the surplus hits', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: [['y-norfolk', 1]] },
      reserves: [{ from: 'oxford', blocks: ['y-kent'] }],
      defenders: ['l-oxford'],
    });
    rigDice(s, [1, 1, 1]);
    must(s, 'lancaster', { t: 'fire', block: 'l-oxford' });
    expect(at(s, 'y-norfolk')).toBe(DEAD);
    // Our ruling: the firing block's surplus goes on to the reserves that deploy immediately.
    expect(steps(s, 'y-kent')).toBe(1);
    expect(battleView(s, 'lancaster', false)!.sides.attacker.main.map((b) => b.id)).toEqual(['y-kent']);
    // Kent cannot fire in round 1: the round ends, round 2 starts with Kent (A) vs Oxford (A, defender first).
    expect(battleView(s, 'york', false)!.round).toBe(2);
    expect(acting(s)).toEqual(['l-oxford']);
  });

  test('6.3 when all defenders die in round 1, their reserves deploy at once and the defender becomes the attacker (A14)', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-kent', 'y-buckingham'] },
      defenders: [['l-devon', 1]],
      reinforcements: [{ from: 'oxford', blocks: ['l-coventry-levy'] }],
    });
    // Kent (A2, attacker) fires: one hit kills Devon. Buckingham (B2) has not fired yet.
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(at(s, 'l-devon')).toBe(DEAD);
    const v = battleView(s, 'york', false)!;
    expect(v.attacker).toBe('lancaster');
    expect(v.defender).toBe('york');
    expect(v.sides.attacker.main.map((b) => b.id)).toEqual(['l-coventry-levy']);
    // Buckingham now fires as a defender: +1 on his own shield (Warwick shows Buckingham's shield).
    expect(firepowerOf(s, B('y-buckingham'))).toBe(3);
    // The levy deployed cannot fire in round 1: York's Buckingham is next.
    expect(acting(s)).toEqual(['y-buckingham']);
    must(s, 'york', { t: 'pass', block: 'y-buckingham' });
    expect(battleView(s, 'york', false)!.round).toBe(2);
  });

  test('6.3 a battle with no defenders left and no defender reserves ends with the attacker winning', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-kent'] },
      defenders: [['l-devon', 1]],
    });
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'york' });
    expect(s.battle!.winner).toBe('york');
    must(s, 'york', { t: 'done' });
    expect(s.battle).toBeNull();
  });
});

describe('6.5 heir charge', () => {
  test('6.5 the senior heir charges a named block; the survivor fires back and keeps its own battle turn', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'lancaster',
      main: { from: 'leicester', blocks: ['l-somerset', 'l-exeter'] },
      defenders: ['y-norfolk', 'y-worcester'],
    });
    // Exeter (heir 3) is senior to Somerset (heir 4): only Exeter may charge. Both A: Exeter acts... York first (no A).
    expect(keys(legalActions(s, 'lancaster')).filter((k) => k.startsWith('charge'))).toEqual([
      'charge|block=l-exeter|target=y-norfolk',
      'charge|block=l-exeter|target=y-worcester',
    ]);
    // Exeter A1, 3 dice: 1, 6, 6 = one hit on Worcester (2 steps → 1); Worcester fires back 1 die: 2 = hit.
    rigDice(s, [1, 6, 6, 2]);
    must(s, 'lancaster', { t: 'charge', block: 'l-exeter', target: 'y-worcester' });
    expect(steps(s, 'y-worcester')).toBe(1);
    expect(steps(s, 'l-exeter')).toBe(2);
    // Worcester still has its battle turn.
    must(s, 'lancaster', { t: 'pass', block: 'l-somerset' });
    expect(acting(s).sort()).toEqual(['y-norfolk', 'y-worcester']);
  });

  test('6.5 excess charge hits are lost', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'lancaster',
      main: { from: 'leicester', blocks: ['l-somerset'] },
      defenders: ['y-norfolk', ['y-worcester', 1]],
    });
    rigDice(s, [1, 1, 1]);
    must(s, 'lancaster', { t: 'charge', block: 'l-somerset', target: 'y-worcester' });
    expect(at(s, 'y-worcester')).toBe(DEAD);
    expect(steps(s, 'y-norfolk')).toBe(4);
  });
});

describe('6.6 retreat', () => {
  test('6.6 no retreat across a border the enemy used; where both crossed it only Player 2 may; limits per round (A15)', () => {
    const s = fought({
      area: 'essex',
      attacker: 'york',
      p1: 'york',
      main: { from: 'rutland', blocks: ['y-norfolk', 'y-suffolk', 'y-essex', 'y-arundel'] },
      defenders: ['l-oxford', 'l-beaumont', 'l-clifford', 'l-devon'],
      reinforcements: [{ from: 'rutland', blocks: ['l-wiltshire'] }],
    });
    // round 1: all pass
    while (battleView(s, 'york', false)!.round === 1) must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    // Round 2, Oxford (A2 defender) first: Rutland (used by both, Lancaster is Player 2) is open; Middlesex, East
    // Anglia, Leicester are vacant.
    const r = keys(legalActions(s, 'lancaster')).filter((k) => k.startsWith('retreat|block=l-oxford'));
    expect(r).toEqual(
      ['east-anglia', 'leicester', 'middlesex', 'rutland'].map((a) => `retreat|block=l-oxford|to=${a}`),
    );
    // York (Player 1) may not retreat to Rutland: Lancaster also entered across it.
    passUntil(s, 'y-norfolk');
    const y = keys(legalActions(s, 'york')).filter((k) => k.startsWith('retreat|block=y-norfolk'));
    expect(y).toEqual(['east-anglia', 'leicester', 'middlesex'].map((a) => `retreat|block=y-norfolk|to=${a}`));
    // Essex–Leicester is a blue border (3 per round).
    must(s, 'york', { t: 'retreat', block: 'y-norfolk', to: 'leicester' });
    must(s, 'york', { t: 'retreat', block: 'y-suffolk', to: 'leicester' });
    must(s, 'york', { t: 'retreat', block: 'y-essex', to: 'leicester' });
    expect(keys(legalActions(s, 'york')).filter((k) => k.includes('to=leicester'))).toEqual([]);
  });

  test('6.6 never into the enemy exile: Lancaster may retreat into Scotland, York never', () => {
    const s = fought({
      area: 'cumbria',
      attacker: 'york',
      main: { from: 'lancaster', blocks: ['y-norfolk'] },
      defenders: ['l-clifford'],
      elsewhere: [['l-oxford', 'northumbria']],
    });
    while (battleView(s, 'york', false)!.round === 1) must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    expect(keys(legalActions(s, 'lancaster')).filter((k) => k.startsWith('retreat'))).toEqual([
      'retreat|block=l-clifford|to=north-yorks',
      'retreat|block=l-clifford|to=northumbria',
      'retreat|block=l-clifford|to=scotland',
    ]);
    must(s, 'lancaster', { t: 'pass', block: 'l-clifford' });
    expect(keys(legalActions(s, 'york')).filter((k) => k.startsWith('retreat'))).toEqual([
      'retreat|block=y-norfolk|to=lancaster',
      'retreat|block=y-norfolk|to=north-yorks',
    ]);
  });

  test('6.6 / ruling A4: Piracy attackers retreat only by sea to a friendly or vacant coastal area of that sea', () => {
    const s = battleState({
      area: 'kent',
      attacker: 'york',
      main: { from: 'sussex', blocks: ['y-norfolk'] },
      defenders: ['l-oxford'],
      elsewhere: [['l-beaumont', 'essex']],
      start: false,
    });
    s.attacks[A('kent')]!.attackerBorders = [-1 - A('north-sea')];
    s.moved[B('y-norfolk')] = MOVED_SEA;
    startBattlePhase(s);
    must(s, 'york', { t: 'battle', area: 'kent' });
    while (battleView(s, 'york', false)!.round === 1) must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    must(s, 'lancaster', { t: 'pass', block: 'l-oxford' });
    // North Sea coastal areas, friendly or vacant, not enemy exile: not Essex (enemy), not Scotland; Calais is York's.
    expect(keys(legalActions(s, 'york')).filter((k) => k.startsWith('retreat'))).toEqual(
      ['calais', 'east-anglia', 'east-yorks', 'lincoln', 'middlesex', 'northumbria', 'rutland'].map(
        (a) => `retreat|block=y-norfolk|to=${a}`,
      ),
    );
  });
});

describe('6.7 regroup', () => {
  test('6.7 the winner may regroup any blocks, reserves included, to adjacent friendly or vacant areas, never enemy or contested', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-kent'] },
      reserves: [{ from: 'oxford', blocks: ['y-norfolk'] }],
      defenders: [['l-devon', 1]],
      elsewhere: [
        ['l-oxford', 'gloucester'],
        ['l-beaumont', 'derby'],
        ['y-essex', 'derby'],
        ['y-suffolk', 'chester'],
      ],
    });
    s.attacks[A('derby')] = {
      attacker: 'york',
      attackerBorders: [],
      defenderBorders: [],
      reserves: [],
      pinning: 1,
      defenders: [B('l-beaumont')],
    };
    must(s, 'york', { t: 'battle', area: 'warwick' });
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'york' });
    // Warwick borders: Chester (friendly), Derby (contested), Gloucester (enemy), Hereford, Leicester, Oxford (vacant).
    const dests = ['chester', 'hereford', 'leicester', 'oxford'];
    expect(keys(legalActions(s, 'york'))).toEqual(
      [
        ...dests.map((a) => `regroup|block=y-kent|to=${a}`),
        ...dests.map((a) => `regroup|block=y-norfolk|to=${a}`),
        'done',
      ].sort(),
    );
    // The reserve never arrived: Lancaster sees its regroup without its identity.
    must(s, 'york', { t: 'regroup', block: 'y-norfolk', to: 'hereford' });
    expect(makeView(s, 'lancaster').log.some((e) => e.k === 'battle-regroup' && e.p?.['block'] === 'y-norfolk')).toBe(
      false,
    );
    must(s, 'york', { t: 'done' });
    expect(at(s, 'y-norfolk')).toBe(A('hereford'));
    expect(at(s, 'y-kent')).toBe(A('warwick'));
    expect(s.step).toEqual({ k: 'battle-choose', side: 'york' });
    expect(keys(legalActions(s, 'york'))).toEqual(['battle|area=derby']);
  });

  test('6.7 / ruling A15: regroup border limits are fresh for each battle (red border: 2)', () => {
    const s = fought({
      area: 'cumbria',
      attacker: 'lancaster',
      main: { from: 'lancaster', blocks: ['l-oxford', 'l-beaumont', 'l-clifford'] },
      defenders: [['y-worcester', 1]],
    });
    rigDice(s, [1, 6, 6]);
    must(s, 'lancaster', { t: 'fire', block: 'l-oxford' });
    expect(s.step.k).toBe('battle-regroup');
    must(s, 'lancaster', { t: 'regroup', block: 'l-oxford', to: 'scotland' });
    must(s, 'lancaster', { t: 'regroup', block: 'l-beaumont', to: 'scotland' });
    expect(keys(legalActions(s, 'lancaster')).filter((k) => k.includes('scotland'))).toEqual([]);
  });
});

describe("ruling A15: a fresh border count for each battle's regroup", () => {
  test("6.7 / A15 in each battle the regroup counts borders from zero: the action phase's crossings do not count", () => {
    const s = battleState({
      area: 'cumbria',
      attacker: 'lancaster',
      main: { from: 'lancaster', blocks: ['l-oxford', 'l-beaumont'] },
      reserves: [{ from: 'northumbria', blocks: ['l-clifford'] }],
      defenders: [['y-worcester', 1]],
      elsewhere: [
        ['l-devon', 'north-yorks'],
        ['l-pembroke', 'north-yorks'],
        ['y-hastings', 'north-yorks'],
      ],
      start: false,
    });
    s.steps[B('y-hastings')] = 1;
    s.attacks[A('north-yorks')] = {
      attacker: 'lancaster',
      attackerBorders: [borderBetween(A('lancaster'), A('north-yorks'))],
      defenderBorders: [],
      reserves: [],
      pinning: 2,
      defenders: [B('y-hastings')],
    };
    // The action phase already took two Lancastrian blocks across each red border used below.
    for (const [x, y] of [
      ['cumbria', 'lancaster'],
      ['north-yorks', 'lancaster'],
    ] as const)
      s.crossings.lancaster[borderBetween(A(x), A(y))] = 2;
    startBattlePhase(s);

    must(s, 'lancaster', { t: 'battle', area: 'cumbria' });
    rigDice(s, [1, 6, 6]);
    must(s, 'lancaster', { t: 'fire', block: 'l-oxford' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'lancaster' });
    // Cumbria–Lancaster is red (2): full after the action phase, yet open to two regrouping blocks.
    must(s, 'lancaster', { t: 'regroup', block: 'l-oxford', to: 'lancaster' });
    must(s, 'lancaster', { t: 'regroup', block: 'l-beaumont', to: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster')).filter((k) => k.startsWith('regroup|block=l-clifford'))).toEqual([
      'regroup|block=l-clifford|to=northumbria',
      'regroup|block=l-clifford|to=scotland',
    ]);
    must(s, 'lancaster', { t: 'done' });
    expect(at(s, 'l-oxford')).toBe(A('lancaster'));

    must(s, 'lancaster', { t: 'battle', area: 'north-yorks' });
    must(s, 'york', { t: 'pass', block: 'y-hastings' });
    rigDice(s, [1, 6]);
    must(s, 'lancaster', { t: 'fire', block: 'l-devon' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'lancaster' });
    // The second battle counts afresh too: two blocks into Lancaster over the full North Yorks border.
    must(s, 'lancaster', { t: 'regroup', block: 'l-devon', to: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toContain('regroup|block=l-pembroke|to=lancaster');
    must(s, 'lancaster', { t: 'regroup', block: 'l-pembroke', to: 'lancaster' });
    expect(at(s, 'l-pembroke')).toBe(A('lancaster'));
    expect(s.battle).toBeNull(); // nothing left to regroup: the battle phase is over
  });
});

describe('6.8 eliminated blocks', () => {
  test('6.81 the King killed in battle leaves the throne empty until the supply phase; 6.83 nobles go to the pool face down', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-kent'] },
      defenders: [
        ['l-henry-vi', 1],
        ['l-stanley', 1],
      ],
    });
    expect(s.king).toBe(B('l-henry-vi'));
    // Both one step: Lancaster chooses who takes the first hit; Kent rolls 1, 1, 6.
    rigDice(s, [1, 1, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    must(s, 'lancaster', { t: 'take-hits', block: 'l-stanley' });
    expect(at(s, 'l-stanley')).toBe(POOL);
    expect(s.down[B('l-stanley')]).toBe(true);
    expect(at(s, 'l-henry-vi')).toBe(DEAD);
    expect(s.king).toBe(-1);
    expect(s.pendingHeirs.lancaster).toBe(1);
  });
});

describe('6.9 treason', () => {
  function yorkKing(s: State): void {
    s.kingSide = 'york';
    s.king = B('y-march');
  }

  test('6.9 battle treachery example: the King rolls two dice against Northumberland (loyalty 2); both even → he defects', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-march'] },
      defenders: ['l-northumberland', 'l-oxford', 'l-welsh-mercenary', 'l-beaumont'],
    });
    yorkKing(s);
    must(s, 'york', { t: 'battle', area: 'warwick' });
    must(s, 'lancaster', { t: 'pass', block: 'l-oxford' });
    must(s, 'lancaster', { t: 'pass', block: 'l-welsh-mercenary' });
    // March (A3, the King) acts: treachery only against Northumberland (Oxford is a rose, the Welsh a mercenary).
    expect(keys(legalActions(s, 'york')).filter((k) => k.startsWith('treachery'))).toEqual([
      'treachery|block=y-march|target=l-northumberland',
    ]);
    rigDice(s, [2, 4]);
    must(s, 'york', { t: 'treachery', block: 'y-march', target: 'l-northumberland' });
    expect(at(s, 'l-northumberland')).toBe(OTHER);
    expect(at(s, 'y-northumberland')).toBe(A('warwick'));
    expect(steps(s, 'y-northumberland')).toBe(4);
    const v = battleView(s, 'lancaster', false)!;
    expect(v.sides.attacker.reserveCount).toBe(1);
    expect(v.sides.attacker.reserves.map((b) => b.id)).toEqual(['y-northumberland']); // a known defector
    expect(v.events.find((e) => e.k === 'treason')).toEqual({
      k: 'treason',
      side: 'york',
      roller: 'y-march',
      target: 'l-northumberland',
      dice: [2, 4],
      defected: true,
    });
    // He fights for York from the next round; March has no second roll.
    while (battleView(s, 'york', false)!.round === 1) must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    expect(
      battleView(s, 'york', false)!
        .sides.attacker.main.map((b) => b.id)
        .sort(),
    ).toEqual(['y-march', 'y-northumberland']);
    passUntil(s, 'y-march');
    expect(keys(legalActions(s, 'york')).filter((k) => k.startsWith('treachery'))).toEqual([]);
  });

  test('6.9 a failed roll uses the battle turn and the roller’s one roll', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-march'] },
      defenders: ['l-northumberland'],
    });
    yorkKing(s);
    must(s, 'york', { t: 'battle', area: 'warwick' });
    rigDice(s, [2, 3]);
    must(s, 'york', { t: 'treachery', block: 'y-march', target: 'l-northumberland' });
    expect(at(s, 'l-northumberland')).toBe(A('warwick'));
    expect(acting(s)).toEqual(['l-northumberland']);
  });

  test('6.91 Kent and Salisbury are loyalty 1 against Warwick; Warwick may not target Northumberland or Westmoreland', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-warwick'] },
      defenders: ['l-kent', 'l-northumberland', 'l-westmoreland', 'l-salisbury'],
    });
    while (s.step.k === 'battle-turn' && toAct(s) === 'lancaster')
      must(s, 'lancaster', { t: 'pass', block: acting(s)[0] as BlockId });
    expect(keys(legalActions(s, 'york')).filter((k) => k.startsWith('treachery'))).toEqual([
      'treachery|block=y-warwick|target=l-kent',
      'treachery|block=y-warwick|target=l-salisbury',
    ]);
    rigDice(s, [4]);
    must(s, 'york', { t: 'treachery', block: 'y-warwick', target: 'l-kent' });
    expect(at(s, 'y-kent')).toBe(A('warwick'));
    expect(s.battle!.events.find((e) => e.k === 'treason')).toMatchObject({ k: 'treason', dice: [4], defected: true });
  });

  test('9.1 Clarence cannot defect while he is the Pretender; the King and Pretender are never targets (A17)', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'lancaster',
      main: { from: 'leicester', blocks: ['l-henry-vi'] },
      defenders: ['y-clarence', 'y-stanley'],
    });
    must(s, 'lancaster', { t: 'battle', area: 'warwick' });
    must(s, 'york', { t: 'pass', block: 'y-clarence' });
    must(s, 'york', { t: 'pass', block: 'y-stanley' });
    // York's senior heirs are alive (in the pool): Clarence (loyalty 1) may be targeted.
    expect(keys(legalActions(s, 'lancaster')).filter((k) => k.startsWith('treachery'))).toEqual([
      'treachery|block=l-henry-vi|target=y-clarence',
      'treachery|block=l-henry-vi|target=y-stanley',
    ]);
    for (const h of ['y-york', 'y-march', 'y-rutland'] as const) put(s, h, 'dead');
    expect(keys(legalActions(s, 'lancaster')).filter((k) => k.startsWith('treachery'))).toEqual([
      'treachery|block=l-henry-vi|target=y-stanley',
    ]);
  });

  test('6.9 / ruling A17: a block that defected in this battle cannot be targeted again', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-march'] },
      defenders: ['l-henry-vi', 'l-stanley'],
    });
    yorkKing(s); // Henry VI is now the Pretender
    must(s, 'york', { t: 'battle', area: 'warwick' });
    rigDice(s, [2]);
    must(s, 'york', { t: 'treachery', block: 'y-march', target: 'l-stanley' });
    expect(at(s, 'y-stanley')).toBe(A('warwick'));
    while (battleView(s, 'york', false)!.round === 1) must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    passUntil(s, 'l-henry-vi');
    expect(keys(legalActions(s, 'lancaster')).filter((k) => k.startsWith('treachery'))).toEqual([]);
  });

  test('Treason card (ruling A3): one roll before any one battle, plain loyalty, main force only', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-kent', 'y-herbert'] },
      reserves: [{ from: 'oxford', blocks: ['y-northumberland'] }],
      defenders: ['l-oxford'],
      elsewhere: [
        ['y-norfolk', 'derby'],
        ['l-beaumont', 'derby'],
      ],
    });
    s.treasonCard = 'lancaster';
    must(s, 'york', { t: 'battle', area: 'warwick' });
    expect(s.step).toEqual({ k: 'battle-treason', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['no-treason', 'treason-card|target=y-kent']);
    rigDice(s, [2, 6]);
    must(s, 'lancaster', { t: 'treason-card', target: 'y-kent' });
    expect(at(s, 'l-kent')).toBe(A('warwick'));
    expect(s.treasonCard).toBeNull();
    expect(battleView(s, 'york', false)!.sides.defender.reserves.map((b) => b.id)).toEqual(['l-kent']);
    expect(s.step.k).toBe('battle-turn');
  });

  test('Treason card: declining keeps it for a later battle this turn', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-kent'] },
      defenders: [['l-devon', 1]],
      elsewhere: [
        ['y-stanley', 'derby'],
        ['l-beaumont', 'derby'],
      ],
    });
    s.treasonCard = 'lancaster';
    must(s, 'york', { t: 'battle', area: 'warwick' });
    must(s, 'lancaster', { t: 'no-treason' });
    rigDice(s, [1, 6, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    if (s.step.k === 'battle-regroup') must(s, 'york', { t: 'done' });
    must(s, 'york', { t: 'battle', area: 'derby' });
    expect(s.step).toEqual({ k: 'battle-treason', side: 'lancaster' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['no-treason', 'treason-card|target=y-stanley']);
  });
});

describe('ruling A22: the last heir defecting', () => {
  test('9.0 / A22 the last York heir defecting ends the game at once (the King fell earlier this turn, so Clarence was neither King nor Pretender)', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'lancaster',
      main: { from: 'leicester', blocks: ['l-henry-vi'] },
      defenders: ['y-clarence'],
    });
    s.kingSide = 'york';
    s.king = -1; // 6.81: March, the King, died in an earlier battle; the throne waits for the supply phase
    for (const h of ['y-york', 'y-march', 'y-rutland', 'y-gloucester'] as const) put(s, h, 'dead');
    must(s, 'lancaster', { t: 'battle', area: 'warwick' });
    passUntil(s, 'l-henry-vi');
    expect(s.outcome).toBeNull();
    rigDice(s, [2]);
    must(s, 'lancaster', { t: 'treachery', block: 'l-henry-vi', target: 'y-clarence' });
    expect(at(s, 'l-clarence')).toBe(A('warwick'));
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'heirs-eliminated' });
    expect(s.step).toEqual({ k: 'game-over' });
  });
});

describe('rulebook sidebars', () => {
  test('Pursuit: in round 4 defenders with an earlier battle turn fire at the attackers before they retreat', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-norfolk'] },
      defenders: ['l-oxford'],
    });
    for (let r = 1; r <= 3; r++)
      for (let i = 0; i < 2; i++) must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    rigDice(s, [1, 2, 2]);
    must(s, 'lancaster', { t: 'fire', block: 'l-oxford' });
    expect(steps(s, 'y-norfolk')).toBe(1);
    expect(keys(legalActions(s, 'york')).every((k) => k.startsWith('retreat|block=y-norfolk'))).toBe(true);
    must(s, 'york', { t: 'retreat', block: 'y-norfolk', to: 'leicester' });
    expect(at(s, 'y-norfolk')).toBe(A('leicester'));
    expect(s.battle?.winner ?? 'lancaster').toBe('lancaster');
  });

  test('battle view: dice, which block took each hit, retreats; only revealed information', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-kent', 'y-essex'] },
      reserves: [{ from: 'oxford', blocks: ['y-norfolk'] }],
      defenders: [
        ['l-oxford', 1],
        ['l-beaumont', 2],
      ],
    });
    must(s, 'lancaster', { t: 'pass', block: 'l-oxford' });
    rigDice(s, [1, 2, 5]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    const v = battleView(s, 'lancaster', false)!;
    expect(v.events.find((e) => e.k === 'fire')).toEqual({
      k: 'fire',
      block: 'y-kent',
      side: 'york',
      mode: 'fire',
      fp: 2,
      dice: [1, 2, 5],
      rolled: 2,
      hits: [{ block: 'l-beaumont', n: 2 }],
    });
    expect(v.sides.attacker.reserveCount).toBe(1);
    expect(v.sides.attacker.reserves).toEqual([]);
    expect(battleView(s, 'york', false)!.sides.attacker.reserves.map((b) => b.id)).toEqual(['y-norfolk']);
    expect(battleView(s, 'york', true)!.sides.attacker.reserves).toEqual([]);
    expect(JSON.stringify(battleView(s, 'lancaster', false))).not.toContain('y-norfolk');
    expect(JSON.stringify(makeView(s, 'lancaster'))).not.toContain('y-norfolk');
  });
});

describe('2.2 / 6.5 seniority counts only heirs revealed in the battle', () => {
  test('a senior heir waiting in reserve does not take the bonus or the charge from Exeter until he arrives', () => {
    const s = fought({
      area: 'cornwall',
      attacker: 'york',
      p1: 'york',
      main: { from: 'dorset', blocks: ['y-norfolk', 'y-essex'] },
      defenders: ['l-exeter'],
      reinforcements: [{ from: 'somerset', blocks: ['l-henry-vi'] }],
    });
    // Round 1: Henry VI (the King) is a hidden reserve; Exeter is the senior heir revealed: A3 and may charge.
    expect(firepowerOf(s, B('l-exeter'))).toBe(3);
    expect(keys(legalActions(s, 'lancaster')).filter((k) => k.startsWith('charge'))).toEqual([
      'charge|block=l-exeter|target=y-essex',
      'charge|block=l-exeter|target=y-norfolk',
    ]);
    while (battleView(s, 'york', false)!.round === 1) must(s, toAct(s), { t: 'pass', block: acting(s)[0] as BlockId });
    // Round 2: Henry VI has arrived; he takes the crown bonus, Exeter gets nothing and may no longer charge.
    expect(firepowerOf(s, B('l-exeter'))).toBe(1);
    expect(firepowerOf(s, B('l-henry-vi'))).toBe(3);
    expect(acting(s)).toEqual(['l-exeter']);
    expect(keys(legalActions(s, 'lancaster')).filter((k) => k.startsWith('charge'))).toEqual([]);
  });
});

describe('ruling A4: Piracy regroup', () => {
  test('6.7 / A4: a block that attacked by sea regroups by sea only; one that came by land regroups by land', () => {
    const s = battleState({
      area: 'kent',
      attacker: 'york',
      main: { from: 'sussex', blocks: ['y-norfolk'] },
      reserves: [{ from: 'middlesex', blocks: ['y-essex'] }],
      defenders: [['l-oxford', 1]],
      elsewhere: [['l-beaumont', 'sussex']],
      start: false,
    });
    const rec = s.attacks[A('kent')]!;
    const sea = -1 - A('english-channel');
    rec.attackerBorders[0] = sea;
    rec.entries = [
      { block: B('y-norfolk'), border: sea },
      { block: B('y-essex'), border: rec.attackerBorders[1]! },
    ];
    startBattlePhase(s);
    must(s, 'york', { t: 'battle', area: 'kent' });
    rigDice(s, [1, 6, 6]);
    must(s, 'lancaster', { t: 'pass', block: 'l-oxford' });
    must(s, 'york', { t: 'fire', block: 'y-norfolk' });
    expect(s.step).toEqual({ k: 'battle-regroup', side: 'york' });
    const regroups = keys(legalActions(s, 'york')).filter((k) => k.startsWith('regroup'));
    // Norfolk: English Channel coast, friendly or vacant (Sussex is enemy; Calais is York's exile; France is not).
    expect(regroups.filter((k) => k.includes('y-norfolk'))).toEqual(
      ['calais', 'cornwall', 'dorset'].map((a) => `regroup|block=y-norfolk|to=${a}`),
    );
    // Essex (a reserve that came by land): Kent's land neighbours only, not enemy Sussex.
    expect(regroups.filter((k) => k.includes('y-essex'))).toEqual(['regroup|block=y-essex|to=middlesex']);
  });
});

describe('6.8 more eliminations', () => {
  test('6.86 the Rebel killed in battle goes face down to the pool; 9.0 killing the last enemy heir ends the game at once', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'lancaster',
      main: { from: 'leicester', blocks: ['l-clifford'] },
      defenders: [
        ['rebel', 1],
        ['y-york', 1],
      ],
    });
    for (const h of ['y-march', 'y-rutland', 'y-clarence', 'y-gloucester'] as const) put(s, h, 'dead');
    // York (B) and the Rebel (A, defender) — the Rebel passes, Clifford (A2) fires 3 dice: two hits.
    must(s, 'york', { t: 'pass', block: 'rebel' });
    rigDice(s, [1, 1, 6]);
    must(s, 'lancaster', { t: 'fire', block: 'l-clifford' });
    // Tie at strength 1: York chooses the Rebel first; the surplus hit kills York, the last York heir.
    must(s, 'york', { t: 'take-hits', block: 'rebel' });
    expect(at(s, 'rebel')).toBe(POOL);
    expect(s.down[B('rebel')]).toBe(true);
    expect(at(s, 'y-york')).toBe(DEAD);
    expect(s.outcome).toEqual({ winner: 'lancaster', reason: 'heirs-eliminated' });
    expect(legalActions(s, 'york')).toEqual([]);
  });
});

describe('6.3 / 6.4 together', () => {
  test('a tie choice that ends with the last round-1 defender dead still swaps control (ruling A14)', () => {
    const s = fought({
      area: 'warwick',
      attacker: 'york',
      p1: 'york',
      main: { from: 'leicester', blocks: ['y-kent', 'y-norfolk'] },
      defenders: [
        ['l-devon', 1],
        ['l-beaumont', 1],
      ],
      reinforcements: [{ from: 'oxford', blocks: ['l-coventry-levy'] }],
    });
    rigDice(s, [2, 2, 6]);
    must(s, 'york', { t: 'fire', block: 'y-kent' });
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['take-hits|block=l-beaumont', 'take-hits|block=l-devon']);
    must(s, 'lancaster', { t: 'take-hits', block: 'l-devon' });
    expect(at(s, 'l-devon')).toBe(DEAD);
    expect(at(s, 'l-beaumont')).toBe(DEAD);
    const v = battleView(s, 'york', false)!;
    expect(v.attacker).toBe('lancaster');
    expect(v.events.filter((e) => e.k === 'fire')[0]).toMatchObject({
      hits: [
        { block: 'l-devon', n: 1 },
        { block: 'l-beaumont', n: 1 },
      ],
    });
    // Norfolk (B2) now defends, but Warwick shows no Norfolk shield: no bonus.
    expect(firepowerOf(s, B('y-norfolk'))).toBe(2);
    expect(acting(s)).toEqual(['y-norfolk']);
  });
});
