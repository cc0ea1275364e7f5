/**
 * The deal (1.0), the mulligan (5.1) and the card phase (1.1) through their exact records: who may
 * ask, what is logged for whom, and how the turn begins.
 */
import { describe, expect, test } from 'vitest';
import { CARDS, type Side } from '../../../engine/richard-iii/data';
import { handAp, mayAskMulligan, MULLIGAN_MAX_AP, HAND_SIZE } from '../../../engine/richard-iii/cards';
import { actors } from '../../../engine/richard-iii/rules';
import type { State } from '../../../engine/richard-iii/types';
import { cardWith, legalActions, must, scenarioState } from '../position';

const cardsWith = (ap: number, event: string | null = null) =>
  CARDS.filter((c) => c.ap === ap && c.event === event).map((c) => c.idx);

/** A deal where the test chooses each hand and both may still answer the mulligan. */
function dealt(l: number[], y: number[]): State {
  const s = scenarioState('wars-of-the-roses', 21);
  s.hands.lancaster = [...l].sort((a, b) => a - b);
  s.hands.york = [...y].sort((a, b) => a - b);
  s.mulligan = { used: false, ask: { lancaster: null, york: null } };
  s.step = { k: 'mulligan' };
  s.turn = 0;
  s.log = [];
  return s;
}
// 13 AP exactly: the most a hand may hold and still ask (events at their printed AP).
const thirteen = () => [...cardsWith(2).slice(0, 5), cardWith(2, 'piracy'), cardWith(1, 'surprise')];
const low = () => [
  ...cardsWith(3).slice(0, 2),
  ...cardsWith(2).slice(5, 6),
  cardWith(1, 'treason'),
  cardWith(1, 'force_march'),
  cardWith(0, 'muster'),
  cardWith(0, 'plague'),
];

describe('1.0 the deal', () => {
  test('seven cards each, sorted, from the 25; each hand logged for its owner only; the mulligan offered exactly to hands of 13 AP or less', () => {
    expect([HAND_SIZE, MULLIGAN_MAX_AP]).toEqual([7, 13]);
    let offered = 0;
    let notOffered = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = scenarioState('wars-of-the-roses', seed);
      for (const side of ['lancaster', 'york'] as const) {
        const h = s.hands[side];
        expect(h).toHaveLength(7);
        expect([...h].sort((a, b) => a - b)).toEqual(h);
        expect(s.log.filter((e) => e.k === 'hand' && e.s === side)).toEqual([
          { k: 'hand', r: '1.0', s: side, only: side, p: { cards: h } },
        ]);
      }
      expect(new Set([...s.hands.lancaster, ...s.hands.york]).size).toBe(14);
      expect(s.log.find((e) => e.k === 'deal')).toEqual({ k: 'deal', r: '1.0', p: { campaign: 1 } });
      const may = (side: Side) => handAp(s.hands[side]) <= 13;
      if (may('lancaster') || may('york')) {
        offered++;
        expect(s.step).toEqual({ k: 'mulligan' });
        expect(s.turn).toBe(0);
        expect(s.mulligan.ask).toEqual({
          lancaster: may('lancaster') ? null : false,
          york: may('york') ? null : false,
        });
      } else {
        notOffered++;
        expect(s.step).toEqual({ k: 'card' });
        expect(s.turn).toBe(1);
        expect(s.mulligan.ask).toEqual({ lancaster: null, york: null });
      }
    }
    // Both branches were seen.
    expect(offered).toBeGreaterThan(0);
    expect(notOffered).toBeGreaterThan(0);
  });

  test('5.1 13 AP may ask, 14 may not; nobody may ask once the mulligan is used', () => {
    const s = dealt(thirteen(), low());
    expect(handAp(s.hands.lancaster)).toBe(13);
    expect(mayAskMulligan(s, 'lancaster')).toBe(true);
    s.hands.york = [...cardsWith(2).slice(0, 6), cardWith(2, 'piracy')];
    expect(handAp(s.hands.york)).toBe(14);
    expect(mayAskMulligan(s, 'york')).toBe(false);
    s.mulligan.used = true;
    expect(mayAskMulligan(s, 'lancaster')).toBe(false);
    expect(handAp([])).toBe(0);
  });
});

describe('5.1 the mulligan records', () => {
  test('a request is logged with the hand and its AP once both have decided; the other is asked to reply', () => {
    const s = dealt(thirteen(), low());
    must(s, 'york', { t: 'mulligan', ask: false });
    expect(s.log).toEqual([]);
    expect(actors(s)).toEqual(['lancaster']);
    expect(legalActions(s, 'york')).toEqual([]);
    must(s, 'lancaster', { t: 'mulligan', ask: true });
    expect(s.log).toEqual([{ k: 'mulligan-asked', r: '5.1', s: 'lancaster', p: { cards: s.hands.lancaster, ap: 13 } }]);
    expect(s.step).toEqual({ k: 'mulligan-reply', side: 'york' });
    expect(actors(s)).toEqual(['york']);
    expect(legalActions(s, 'lancaster')).toEqual([]);
    expect(legalActions(s, 'york')).toEqual([
      { t: 'redraw', redraw: true },
      { t: 'redraw', redraw: false },
    ]);
  });

  test('York asks alone: Lancaster replies; keeping, only York redraws, from the cards Lancaster does not hold', () => {
    const s = dealt(thirteen(), low());
    const kept = [...s.hands.lancaster];
    must(s, 'york', { t: 'mulligan', ask: true });
    must(s, 'lancaster', { t: 'mulligan', ask: false });
    expect(s.step).toEqual({ k: 'mulligan-reply', side: 'lancaster' });
    s.log = [];
    must(s, 'lancaster', { t: 'redraw', redraw: false });
    expect(s.hands.lancaster).toEqual(kept);
    expect(s.hands.york.some((c) => kept.includes(c))).toBe(false);
    expect(s.log.slice(0, 2)).toEqual([
      { k: 'redeal', r: '5.1', s: 'york' },
      { k: 'hand', r: '5.1', s: 'york', only: 'york', p: { cards: s.hands.york } },
    ]);
    expect(s.log.some((e) => e.k === 'redeal' && e.s === 'lancaster')).toBe(false);
    expect([s.mulligan.used, s.turn, s.step.k]).toEqual([true, 1, 'card']);
  });

  test('both keep: no redeal, the first turn starts', () => {
    const s = dealt(thirteen(), low());
    const hands = structuredClone(s.hands);
    must(s, 'lancaster', { t: 'mulligan', ask: false });
    must(s, 'york', { t: 'mulligan', ask: false });
    expect(s.hands).toEqual(hands);
    expect(s.log.some((e) => e.k === 'redeal' || e.k === 'mulligan-asked')).toBe(false);
    expect([s.mulligan.used, s.turn, s.step.k]).toEqual([false, 1, 'card']);
  });

  test('both ask: both redeal, each hand logged for its owner, in side order', () => {
    const s = dealt(thirteen(), low());
    must(s, 'lancaster', { t: 'mulligan', ask: true });
    must(s, 'york', { t: 'mulligan', ask: true });
    expect(s.log.filter((e) => e.r === '5.1').map((e) => [e.k, e.s, e.only ?? null])).toEqual([
      ['mulligan-asked', 'lancaster', null],
      ['mulligan-asked', 'york', null],
      ['redeal', 'lancaster', null],
      ['hand', 'lancaster', 'lancaster'],
      ['redeal', 'york', null],
      ['hand', 'york', 'york'],
    ]);
    expect(s.hands.lancaster).toHaveLength(7);
    expect(s.hands.york).toHaveLength(7);
    expect(s.turn).toBe(1);
  });

  test('the reply “redraw too” redeals both hands', () => {
    const s = dealt(thirteen(), low());
    must(s, 'lancaster', { t: 'mulligan', ask: true });
    must(s, 'york', { t: 'mulligan', ask: false });
    s.log = [];
    must(s, 'york', { t: 'redraw', redraw: true });
    expect(s.log.filter((e) => e.k === 'redeal').map((e) => e.s)).toEqual(['lancaster', 'york']);
  });
});

describe('1.1 the card phase', () => {
  test('a played card leaves the hand; the other side still chooses; both cards and Player 1 are logged, then Player 1 acts', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    s.step = { k: 'card' };
    s.turn = 1;
    s.played = { lancaster: -1, york: -1 };
    s.hands.lancaster = [cardWith(4), cardWith(1, 'treason')].sort((a, b) => a - b);
    s.hands.york = cardsWith(3).slice(0, 2);
    s.log = [];
    expect(legalActions(s, 'york')).toEqual(s.hands.york.map((card) => ({ t: 'card', card })));
    must(s, 'york', { t: 'card', card: s.hands.york[0]! });
    expect(s.hands.york).toEqual([cardsWith(3)[1]]);
    expect(legalActions(s, 'york')).toEqual([]);
    expect(actors(s)).toEqual(['lancaster']);
    expect(s.log).toEqual([]);
    must(s, 'lancaster', { t: 'card', card: cardWith(1, 'treason') });
    expect(s.hands.lancaster).toEqual([cardWith(4)]);
    expect(s.log).toEqual([
      { k: 'card-played', r: '1.1', s: 'lancaster', p: { card: cardWith(1, 'treason'), ap: 1, event: 'treason' } },
      { k: 'card-played', r: '1.1', s: 'york', p: { card: cardsWith(3)[0]!, ap: 3, event: null } },
      { k: 'player-1', r: '1.1', s: 'lancaster' },
    ]);
    expect(s.p1).toBe('lancaster');
    // 5.1: the event's AP serve only the event; Treason is remembered for the battle phase.
    expect(s.act).toEqual({
      side: 'lancaster',
      ap: 1,
      event: 'treason',
      activated: [],
      freeSea: null,
      musterArea: -1,
      plagueDone: false,
    });
    expect(s.treasonCard).toBe('lancaster');
    expect(s.step).toEqual({ k: 'action', side: 'lancaster' });
  });

  test('Player 2 acts after Player 1; a non-Treason card leaves the Treason marker alone; then the battle phase', () => {
    const s = scenarioState('wars-of-the-roses', 3);
    s.step = { k: 'card' };
    s.turn = 1;
    s.played = { lancaster: -1, york: -1 };
    s.hands.lancaster = [cardWith(4)];
    s.hands.york = [cardsWith(3)[0]!];
    must(s, 'york', { t: 'card', card: cardsWith(3)[0]! });
    must(s, 'lancaster', { t: 'card', card: cardWith(4) });
    expect(s.treasonCard).toBeNull();
    must(s, 'lancaster', { t: 'end' });
    expect(s.act).toMatchObject({ side: 'york', ap: 3, event: null });
    must(s, 'york', { t: 'end' });
    expect(s.act).toBeNull();
    expect(s.step.k.startsWith('battle') || s.step.k.startsWith('supply') || s.step.k === 'card').toBe(true);
  });
});
