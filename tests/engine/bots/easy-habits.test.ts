/**
 * Easy's habits (issue 10), each on a constructed position the habit showed in Easy-against-Easy
 * games (`electron/headless/easy-habits.ts` counts them): the bot is handed its side's view only.
 */
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../engine/core/rng';
import { BLOCKS, LONDON, areaIndex, blockIndex, type BlockId, type Side } from '../../../engine/richard-iii/data';
import { richardIII } from '../../../engine/richard-iii/module';
import { ownerOf } from '../../../engine/richard-iii/state';
import type { Action, State } from '../../../engine/richard-iii/types';
import { cardWith, clearMap, legalActions, must, put, scenarioState, startActionPhaseFor } from '../position';
import { battleState } from '../battle/helpers';
import { makeBoard } from '../../../engine/richard-iii/bots/board';
import { dist, isMapArea } from '../../../engine/richard-iii/bots/tables';
import { rallyArea, scoreActions } from '../../../engine/richard-iii/bots/easy';
import { makeView } from '../../../engine/richard-iii/view';
import { easyChoice, emptyPool, playActionPhase } from './helpers';

const ownIn = (s: State, side: Side, area: number): number =>
  s.loc.filter((l, b) => l === area && ownerOf(s, b) === side).length;

function place(s: State, blocks: readonly (readonly [BlockId, Parameters<typeof put>[2]])[]): void {
  for (const [id, where] of blocks) put(s, id, where);
}

describe('Easy habits: London', () => {
  it('the King does not strip London on the last turn of a campaign to feed an attack elsewhere', () => {
    for (const seed of [1, 2, 3]) {
      const s = scenarioState();
      clearMap(s);
      place(s, [
        ['l-henry-vi', 'cornwall'],
        ['l-prince-edward', 'cornwall'],
        ['l-oxford', 'middlesex'],
        ['l-beaumont', 'warwick'],
        ['y-hastings', 'leicester'],
        ['y-march', 'north-yorks'],
      ]);
      emptyPool(s, 'lancaster');
      s.turn = 7;
      startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(2));
      // The attack is under way: Beaumont alone against Hastings, one AP left.
      must(s, 'lancaster', { t: 'move', block: 'l-beaumont', path: ['leicester'] });
      const taken = playActionPhase(s, 'lancaster', seed);
      expect(ownIn(s, 'lancaster', LONDON), JSON.stringify(taken)).toBe(1);
    }
  });
});

/** The block of the first move into `area`, or null. */
function firstInto(taken: readonly Action[], area: string): BlockId | null {
  for (const a of taken)
    if ((a.t === 'move' && a.path[a.path.length - 1] === area) || (a.t === 'sea' && a.to === area)) return a.block;
  return null;
}

describe('Easy habits: heirs in attacks', () => {
  it('a noble, not an heir, leads an attack when both can make it', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = scenarioState();
      clearMap(s);
      place(s, [
        ['y-march', 'kent'],
        ['y-rutland', 'kent'],
        ['y-warwick', 'kent'],
        ['y-kent', 'kent'],
        ['l-henry-vi', 'cumbria'],
      ]);
      put(s, 'l-devon', 'sussex', 1);
      emptyPool(s, 'york');
      startActionPhaseFor(s, 'york', 'york', cardWith(2));
      const taken = playActionPhase(s, 'york', seed);
      const lead = firstInto(taken, 'sussex');
      expect(lead, JSON.stringify(taken)).not.toBeNull();
      expect(BLOCKS[blockIndex(lead!)]!.kind, JSON.stringify(taken)).not.toBe('heir');
    }
  });
});

describe('Easy habits: heir charges', () => {
  /** Fires for both sides until `side` may charge; returns Easy's choice there. */
  function choiceAtCharge(s: State, side: Side): Action {
    for (let i = 0; i < 30 && s.battle; i++) {
      const who = richardIII.toAct(s)[0]!;
      const legal = legalActions(s, who);
      if (who === side && legal.some((a) => a.t === 'charge')) return easyChoice(s, side, legal, makeRng(1));
      must(s, who, legal.find((a) => a.t === 'fire') ?? legal[0]!);
    }
    throw new Error('no charge came up');
  }

  it('charges a weakened noble it will likely eliminate rather than fire at the strongest block', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-march', 'y-warwick'] },
      defenders: ['l-northumberland', ['l-clifford', 1]],
      elsewhere: [['l-henry-vi', 'cumbria']],
    });
    s.rng = makeRng(5);
    must(s, 'york', { t: 'battle', area: 'warwick' });
    // March (3 steps, fire 3) kills Clifford's last step 7 times in 8; his fire would go to Northumberland.
    expect(choiceAtCharge(s, 'york')).toEqual({ t: 'charge', block: 'y-march', target: 'l-clifford' });
  });

  it('does not charge a full-strength block it will likely not eliminate', () => {
    const s = battleState({
      area: 'warwick',
      attacker: 'york',
      main: { from: 'leicester', blocks: ['y-march', 'y-warwick'] },
      defenders: ['l-northumberland', 'l-clifford'],
      elsewhere: [['l-henry-vi', 'cumbria']],
    });
    s.rng = makeRng(5);
    must(s, 'york', { t: 'battle', area: 'warwick' });
    expect(choiceAtCharge(s, 'york').t).not.toBe('charge');
  });
});

describe('Easy habits: the Pretender hunts the King', () => {
  /** 1483, Lancaster (the Pretender) to move with 2 AP; Richard and Norfolk hold London. */
  function court(defenders: readonly BlockId[]): State {
    const s = scenarioState('richard-iii');
    clearMap(s);
    place(s, [
      ['l-richmond', 'pembroke'],
      ['l-oxford', 'kent'],
      ['l-french-mercenary', 'kent'],
      ['y-northumberland', 'northumbria'],
      ...defenders.map((id) => [id, 'middlesex'] as const),
    ]);
    emptyPool(s, 'lancaster');
    emptyPool(s, 'york');
    s.turn = 3;
    startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(2));
    return s;
  }

  it('strikes a thinly held London with a strong stack: the King is likely there (9: his death ends the game)', () => {
    for (const seed of [1, 2, 3]) {
      const s = court(['y-gloucester', 'y-norfolk']);
      // Seven steps against two blocks: short of Easy's usual 1.6 times its guess of 5.75 steps.
      const taken = playActionPhase(s, 'lancaster', seed);
      expect(firstInto(taken, 'middlesex'), JSON.stringify(taken)).not.toBeNull();
    }
  });

  it('does not throw the same stack at a court of three', () => {
    const s = court(['y-gloucester', 'y-norfolk', 'y-suffolk']);
    const taken = playActionPhase(s, 'lancaster', 1);
    expect(firstInto(taken, 'middlesex'), JSON.stringify(taken)).toBeNull();
  });
});

describe('Easy habits: the Pretender rallies beside the court', () => {
  /** Lancaster's steps (heirs aside) per area within one area of London after its 4-AP action phase, from 1483's opening. */
  function besideCourt(successor: boolean): Map<number, number> {
    const s = scenarioState('richard-iii');
    if (successor) put(s, 'y-clarence', 'minor');
    emptyPool(s, 'lancaster');
    s.turn = 2; // an ordinary turn: not the campaign's last, which the usurpation count decides
    startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(4));
    playActionPhase(s, 'lancaster', 1);
    const steps = new Map<number, number>();
    s.loc.forEach((at, b) => {
      if (
        at >= 0 &&
        isMapArea(at) &&
        ownerOf(s, b) === 'lancaster' &&
        BLOCKS[b]!.kind !== 'heir' &&
        dist(at, LONDON) <= 1
      )
        steps.set(at, (steps.get(at) ?? 0) + s.steps[b]!);
    });
    return steps;
  }
  const most = (m: Map<number, number>): number => Math.max(0, ...m.values());

  it('lands its army in one area beside London when the King is his side’s last heir (9: his death ends the game)', () => {
    const lastHeir = besideCourt(false);
    // Enough in one stack for Easy's strike next turn (HUNT.steps); with a successor to the King it scatters.
    expect(most(lastHeir)).toBeGreaterThanOrEqual(7);
    expect(lastHeir.get(areaIndex('kent'))).toBe(most(lastHeir));
    expect(most(lastHeir)).toBeGreaterThan(most(besideCourt(true)));
  });
});

describe('rallyArea', () => {
  const rallyOf = (s: State): number => rallyArea(makeBoard(makeView(s, 'lancaster'), 'lancaster'));

  it('is Kent from 1483’s opening: the army in France sails there, beside London', () => {
    expect(rallyOf(scenarioState('richard-iii'))).toBe(areaIndex('kent'));
  });

  it('is none when no block of the army can get there: the Scots never sail (5.3), Henry aside', () => {
    const s = scenarioState('richard-iii');
    clearMap(s);
    place(s, [
      ['y-gloucester', 'middlesex'],
      ['l-richmond', 'france'],
      ['l-scots-mercenary', 'scotland'],
    ]);
    expect(rallyOf(s)).toBe(-1);
  });
});

describe('Board.foeLastHeir', () => {
  const last = (st: State, side: Side) => makeBoard(makeView(st, side), side).foeLastHeir;

  it('holds in 1483 for both sides, and not once York has another heir (a minor, hidden from Lancaster) nor in 1460', () => {
    const s = scenarioState('richard-iii');
    expect(last(s, 'lancaster')).toBe(true);
    expect(last(s, 'york')).toBe(true); // Henry Tudor is Lancaster's only heir too
    put(s, 'y-clarence', 'minor');
    expect(last(s, 'lancaster')).toBe(false);
    const t = scenarioState('wars-of-the-roses');
    expect(last(t, 'lancaster')).toBe(false);
    expect(last(t, 'york')).toBe(false);
  });

  it('does not count an heir who defected to my side (9.1): 1470, Gloucester dead, Clarence serving Lancaster', () => {
    const s = scenarioState('kingmaker');
    expect(last(s, 'lancaster')).toBe(false); // Edward IV and Gloucester
    put(s, 'y-gloucester', 'dead');
    expect(last(s, 'lancaster')).toBe(true);
  });
});

describe('Board.kingGuess', () => {
  it('is London for the Pretender while the enemy holds it, and nothing for the King or an empty London', () => {
    const s = scenarioState('richard-iii');
    const guess = (side: Side) => makeBoard(makeView(s, side), side).kingGuess;
    expect(guess('lancaster')).toBe(LONDON);
    expect(guess('york')).toBe(-1);
    put(s, 'y-gloucester', 'kent');
    expect(guess('lancaster')).toBe(-1);
  });
});

describe('Easy habits: the last heir', () => {
  /** 1483, York to move: Richard alone in London, Oxford next door in Kent, Essex free to join him. */
  function guardScore(otherHeir: boolean): number {
    const s = scenarioState('richard-iii');
    clearMap(s);
    place(s, [
      ['y-gloucester', 'middlesex'],
      ['y-essex', 'essex'],
      ['l-richmond', 'pembroke'],
      ['l-oxford', 'kent'],
    ]);
    if (otherHeir) put(s, 'y-clarence', 'minor');
    emptyPool(s, 'york');
    s.turn = 3;
    startActionPhaseFor(s, 'york', 'york', cardWith(2));
    const legal = legalActions(s, 'york');
    const scored = scoreActions(makeView(s, 'york'), 'york', legal);
    const guard = scored.find(
      (x) => x.action.t === 'move' && x.action.block === 'y-essex' && x.action.path.at(-1) === 'middlesex',
    );
    return guard!.score;
  }

  it('a King who is his side’s last heir is guarded against a threat an heir with a successor may ignore (9)', () => {
    expect(guardScore(false)).toBeGreaterThan(guardScore(true) + 0.2);
  });
});
