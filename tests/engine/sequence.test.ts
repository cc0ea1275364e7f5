/** Section 1 (sequence of play, card phase, Player 1) and 5.1 (the mulligan), and the rulebook's example game turn. */
import { describe, expect, test } from 'vitest';
import { CARDS, SIDES, blockIndex, areaIndex, type Side } from '../../engine/richard-iii/data';
import { handAp, playerOne } from '../../engine/richard-iii/cards';
import { actors } from '../../engine/richard-iii/rules';
import type { Action, State } from '../../engine/richard-iii/types';
import { cardWith, keys, legalActions, must, playAction, scenarioState } from './position';

/** Answers any pending mulligan with "keep" so the card phase starts. */
function keepHands(s: State): void {
  while (s.step.k === 'mulligan' || s.step.k === 'mulligan-reply') {
    for (const side of actors(s))
      must(s, side, s.step.k === 'mulligan' ? { t: 'mulligan', ask: false } : { t: 'redraw', redraw: false });
  }
}

/** A hand of the given card indices for `side` (tests choose the cards a player holds). */
const give = (s: State, side: Side, cards: number[]) => (s.hands[side] = [...cards].sort((a, b) => a - b));

const cardsWith = (ap: number, event: string | null = null) =>
  CARDS.filter((c) => c.ap === ap && c.event === event).map((c) => c.idx);

describe('1.0 sequence of play', () => {
  test('1.0 the game starts in campaign 1, turn 1, with seven cards dealt to each player from 25', () => {
    const s = scenarioState('wars-of-the-roses', 11);
    keepHands(s);
    expect(s.campaign).toBe(1);
    expect(s.turn).toBe(1);
    expect(s.step.k).toBe('card');
    expect(s.hands.lancaster).toHaveLength(7);
    expect(s.hands.york).toHaveLength(7);
    expect(new Set([...s.hands.lancaster, ...s.hands.york]).size).toBe(14);
  });

  test('1.0 both players choose a card in secret; the phase ends only when both have chosen', () => {
    const s = scenarioState('wars-of-the-roses', 12);
    keepHands(s);
    expect(actors(s).sort()).toEqual(['lancaster', 'york']);
    must(s, 'york', legalActions(s, 'york')[0]!);
    expect(s.step.k).toBe('card');
    expect(actors(s)).toEqual(['lancaster']);
    expect(legalActions(s, 'york')).toEqual([]);
    must(s, 'lancaster', legalActions(s, 'lancaster')[0]!);
    expect(s.step.k).toBe('action');
    expect(s.hands.lancaster).toHaveLength(6);
  });

  test('1.0 a player may do nothing with his card: ending the action phase passes to Player 2, then battles, supply and the next turn', () => {
    const s = scenarioState('wars-of-the-roses', 13);
    keepHands(s);
    for (const side of SIDES) must(s, side, legalActions(s, side)[0]!);
    const p1 = s.p1;
    must(s, p1, { t: 'end' });
    expect(s.step).toEqual({ k: 'action', side: p1 === 'york' ? 'lancaster' : 'york' });
    must(s, actors(s)[0]!, { t: 'end' });
    expect(s.turn).toBe(2);
    expect(s.step.k).toBe('card');
  });

  test('1.0 a campaign is seven game turns, then the political turn, then the next campaign is dealt', () => {
    const s = scenarioState('wars-of-the-roses', 14);
    keepHands(s);
    for (let turn = 1; turn <= 7; turn++) {
      expect(s.turn).toBe(turn);
      for (const side of SIDES) must(s, side, legalActions(s, side)[0]!);
      while (s.step.k === 'action') must(s, actors(s)[0]!, { t: 'end' });
      // No moves: nothing to fight, no supply problems in the opening position.
    }
    // Political turn choices (going home) may be asked; answer with the first legal choice.
    while (s.campaign === 1 && !s.outcome) {
      const side = actors(s)[0]!;
      must(s, side, legalActions(s, side)[0]!);
    }
    expect(s.campaign).toBe(2);
    keepHands(s);
    expect(s.turn).toBe(1);
    expect(s.hands.lancaster).toHaveLength(7);
  });
});

describe('1.1 Player 1', () => {
  const pick = (s: State, l: number, y: number): Side => {
    s.played = { lancaster: l, york: y };
    return playerOne(s);
  };

  test('1.1 the higher card is Player 1', () => {
    const s = scenarioState();
    expect(pick(s, cardWith(4), cardWith(2))).toBe('lancaster');
    expect(pick(s, cardWith(2), cardWith(3))).toBe('york');
  });

  test('1.1 ties go to the Pretender (York at the start; Lancaster after a usurpation)', () => {
    const s = scenarioState();
    const [a, b] = cardsWith(3);
    expect(pick(s, a!, b!)).toBe('york');
    s.kingSide = 'york';
    expect(pick(s, a!, b!)).toBe('lancaster');
  });

  test('1.1 an event card always beats an action card, even AP0 against AP4', () => {
    const s = scenarioState();
    expect(pick(s, cardWith(0, 'plague'), cardWith(4))).toBe('lancaster');
    expect(pick(s, cardWith(4), cardWith(0, 'muster'))).toBe('york');
  });

  test('1.1 between two events the higher AP wins, then the Pretender', () => {
    const s = scenarioState();
    expect(pick(s, cardWith(2, 'piracy'), cardWith(1, 'surprise'))).toBe('lancaster');
    expect(pick(s, cardWith(0, 'plague'), cardWith(1, 'treason'))).toBe('york');
    expect(pick(s, cardWith(1, 'force_march'), cardWith(1, 'surprise'))).toBe('york');
  });

  test('5.1 an event card’s AP serve only its event: Force March cannot recruit', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    keepHands(s);
    give(s, 'lancaster', [cardWith(1, 'force_march'), ...cardsWith(2).slice(0, 6)]);
    give(s, 'york', cardsWith(3).slice(0, 7));
    must(s, 'york', { t: 'card', card: s.hands.york[0]! });
    must(s, 'lancaster', { t: 'card', card: cardWith(1, 'force_march') });
    expect(s.p1).toBe('lancaster');
    const tags = new Set(legalActions(s, 'lancaster').map((a) => a.t));
    expect(tags.has('recruit')).toBe(false);
    expect(tags.has('move')).toBe(true);
  });
});

describe('5.1 mulligan', () => {
  /** A fresh deal where we choose each hand; re-opens the mulligan decision as the deal would. */
  function dealt(l: number[], y: number[]): State {
    const s = scenarioState('wars-of-the-roses', 21);
    give(s, 'lancaster', l);
    give(s, 'york', y);
    s.mulligan = {
      used: false,
      ask: { lancaster: handAp(l) <= 13 ? null : false, york: handAp(y) <= 13 ? null : false },
    };
    s.step = { k: 'mulligan' };
    s.turn = 0;
    return s;
  }
  const low = () => [...cardsWith(2).slice(0, 5), cardWith(0, 'muster'), cardWith(0, 'plague')]; // 10 AP
  const high = () => [...cardsWith(4).slice(0, 6), cardsWith(3)[0]!]; // 27 AP

  test('5.1 only a hand of 13 AP or less (events at printed AP) may ask', () => {
    const s = dealt(low(), high());
    expect(handAp(s.hands.lancaster)).toBe(10);
    expect(actors(s)).toEqual(['lancaster']);
    expect(keys(legalActions(s, 'lancaster'))).toEqual(['mulligan|ask=false', 'mulligan|ask=true']);
    expect(legalActions(s, 'york')).toEqual([]);
  });

  test('5.1 a request is shown; the opponent then chooses to keep his hand (his cards are not reshuffled)', () => {
    const s = dealt(low(), high());
    const yorkHand = [...s.hands.york];
    must(s, 'lancaster', { t: 'mulligan', ask: true });
    expect(s.step).toEqual({ k: 'mulligan-reply', side: 'york' });
    must(s, 'york', { t: 'redraw', redraw: false });
    expect(s.hands.york).toEqual(yorkHand);
    expect(s.hands.lancaster).toHaveLength(7);
    expect(s.hands.lancaster.some((c) => yorkHand.includes(c))).toBe(false);
    expect(s.mulligan.used).toBe(true);
    expect(s.step.k).toBe('card');
  });

  test('5.1 the opponent may redraw too; both new hands come from a full reshuffle', () => {
    const s = dealt(low(), high());
    must(s, 'lancaster', { t: 'mulligan', ask: true });
    must(s, 'york', { t: 'redraw', redraw: true });
    expect(new Set([...s.hands.lancaster, ...s.hands.york]).size).toBe(14);
    expect(s.mulligan.used).toBe(true);
  });

  test('5.1 both decide in secret at the same time; if both ask, both redraw', () => {
    // Two low hands: both are asked at once, and neither sees the other's choice first.
    const both = dealt(low(), [
      cardsWith(2)[5]!,
      cardWith(1, 'surprise'),
      cardWith(1, 'treason'),
      cardWith(1, 'force_march'),
      cardWith(2, 'piracy'),
      ...cardsWith(3).slice(0, 2),
    ]);
    expect(handAp(both.hands.york)).toBeLessThanOrEqual(13);
    expect(actors(both).sort()).toEqual(['lancaster', 'york']);
    must(both, 'york', { t: 'mulligan', ask: true });
    expect(both.step.k).toBe('mulligan');
    expect(both.log.some((e) => e.k === 'mulligan-asked')).toBe(false);
    must(both, 'lancaster', { t: 'mulligan', ask: true });
    expect(both.step.k).toBe('card');
    expect(both.mulligan.used).toBe(true);
  });

  test('5.1 the mulligan happens once per campaign: a redealt hand is final', () => {
    const s = dealt(low(), high());
    must(s, 'lancaster', { t: 'mulligan', ask: true });
    must(s, 'york', { t: 'redraw', redraw: false });
    expect(s.step.k).toBe('card');
    expect(legalActions(s, 'lancaster').every((a: Action) => a.t === 'card')).toBe(true);
  });

  test('5.1 nobody eligible: no mulligan step at all', () => {
    const s = scenarioState('wars-of-the-roses', 5);
    if (s.step.k === 'card') expect(handAp(s.hands.lancaster) > 13 && handAp(s.hands.york) > 13).toBe(true);
  });
});

describe('Example game turn (rulebook sidebar)', () => {
  test('York 3 vs Lancaster 3: York moves Warwick and Salisbury Calais→East Anglia port to port, recruits Norfolk and the Norwich levy; Lancaster brings Oxford and Beaumont to Middlesex and recruits the Bombard there', () => {
    const s = scenarioState('wars-of-the-roses', 31);
    keepHands(s);
    const [y3, l3] = cardsWith(3);
    give(s, 'york', [y3!, ...cardsWith(2).slice(0, 6)]);
    give(s, 'lancaster', [l3!, ...cardsWith(4).slice(0, 6)]);
    must(s, 'lancaster', { t: 'card', card: l3! });
    must(s, 'york', { t: 'card', card: y3! });
    expect(s.p1).toBe('york'); // tie: the Pretender is Player 1
    expect(s.step).toEqual({ k: 'action', side: 'york' });

    must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'east-anglia' });
    expect(s.act!.ap).toBe(2);
    must(s, 'york', { t: 'sea', block: 'y-salisbury', to: 'east-anglia' });
    expect(s.act!.ap).toBe(2); // major port to major port: both for 1 AP
    must(s, 'york', { t: 'recruit', block: 'y-norfolk', to: 'east-anglia' });
    must(s, 'york', { t: 'recruit', block: 'y-norwich-levy', to: 'east-anglia' });
    expect(s.act!.ap).toBe(0);
    expect(legalActions(s, 'york').map((a) => a.t)).toEqual(['end']);
    must(s, 'york', { t: 'end' });

    expect(s.step).toEqual({ k: 'action', side: 'lancaster' });
    must(s, 'lancaster', { t: 'move', block: 'l-oxford', path: ['middlesex'] });
    const beaumont = legalActions(s, 'lancaster').find(
      (a) => a.t === 'move' && a.block === 'l-beaumont' && a.path[a.path.length - 1] === 'middlesex',
    );
    expect(beaumont).toBeDefined();
    must(s, 'lancaster', beaumont!);
    must(s, 'lancaster', { t: 'recruit', block: 'l-bombard', to: 'middlesex' });
    expect(s.act!.ap).toBe(0);
    must(s, 'lancaster', { t: 'end' });

    // No battles and no supply problems: the next game turn's card phase.
    expect(s.turn).toBe(2);
    expect(s.step.k).toBe('card');
    const at = (id: Parameters<typeof blockIndex>[0]) => s.loc[blockIndex(id)];
    for (const id of ['y-warwick', 'y-salisbury', 'y-norfolk', 'y-norwich-levy'] as const)
      expect(at(id)).toBe(areaIndex('east-anglia'));
    for (const id of ['l-oxford', 'l-beaumont', 'l-bombard', 'l-henry-vi'] as const)
      expect(at(id)).toBe(areaIndex('middlesex'));
    expect(s.log.filter((e) => e.k === 'eliminated')).toHaveLength(0);
    expect(playAction(s, 'york', { t: 'end' }).ok).toBe(false);
  });
});
