/** The card phase (1.1) and the deal with its mulligan (5.1). */
import { shuffle } from '../core/rng';
import { CARDS, SIDES, otherSide, type Side } from './data';
import { log, pretenderSide } from './state';
import type { StepHandler } from './procedure';
import type { Action, State } from './types';
import { startActionPhase, startTurn } from './flow';

export const HAND_SIZE = 7;
/** 5.1: a hand totalling 13 AP or less (events at their printed AP) may ask for a redeal. */
export const MULLIGAN_MAX_AP = 13;

export const handAp = (hand: readonly number[]): number => hand.reduce((t, c) => t + CARDS[c]!.ap, 0);
export const mayAskMulligan = (s: State, side: Side): boolean =>
  !s.mulligan.used && handAp(s.hands[side]) <= MULLIGAN_MAX_AP;

/** Deals seven cards each from a fresh shuffle of all 25 (1.0); then offers the mulligan. */
export function dealCampaign(s: State): void {
  const deck = shuffle(
    s.rng,
    CARDS.map((c) => c.idx),
  );
  s.hands.lancaster = deck.slice(0, HAND_SIZE).sort((a, b) => a - b);
  s.hands.york = deck.slice(HAND_SIZE, 2 * HAND_SIZE).sort((a, b) => a - b);
  s.mulligan = { used: false, ask: { lancaster: null, york: null } };
  log(s, { k: 'deal', r: '1.0', p: { campaign: s.campaign } });
  for (const side of SIDES) log(s, { k: 'hand', r: '1.0', s: side, only: side, p: { cards: s.hands[side] } });
  if (SIDES.some((side) => mayAskMulligan(s, side))) {
    for (const side of SIDES) if (!mayAskMulligan(s, side)) s.mulligan.ask[side] = false;
    s.step = { k: 'mulligan' };
  } else {
    startTurn(s);
  }
}

/** Redeals the hands of `redrawing` sides from the 25 cards minus any hand kept (ruling A1). */
function redeal(s: State, redrawing: Side[]): void {
  const kept = SIDES.filter((side) => !redrawing.includes(side)).flatMap((side) => s.hands[side]);
  const deck = shuffle(
    s.rng,
    CARDS.map((c) => c.idx).filter((c) => !kept.includes(c)),
  );
  redrawing.forEach((side, i) => {
    s.hands[side] = deck.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE).sort((a, b) => a - b);
    log(s, { k: 'redeal', r: '5.1', s: side });
    log(s, { k: 'hand', r: '5.1', s: side, only: side, p: { cards: s.hands[side] } });
  });
  s.mulligan.used = true;
}

export function startCardPhase(s: State): void {
  s.played = { lancaster: -1, york: -1 };
  s.step = { k: 'card' };
}

/** 1.1: higher AP is Player 1; an event beats any non-event; between events higher AP; ties to the Pretender. */
export function playerOne(s: State): Side {
  const rank = (side: Side): number => {
    const c = CARDS[s.played[side]]!;
    return (c.event ? 100 : 0) + c.ap;
  };
  const l = rank('lancaster');
  const y = rank('york');
  if (l === y) return pretenderSide(s);
  return l > y ? 'lancaster' : 'york';
}

export const mulliganHandler: StepHandler = {
  actors: (s) => SIDES.filter((side) => s.mulligan.ask[side] === null),
  legal: (s, side) =>
    s.mulligan.ask[side] === null
      ? [
          { t: 'mulligan', ask: true },
          { t: 'mulligan', ask: false },
        ]
      : [],
  apply(s, side, a) {
    if (a.t !== 'mulligan') return;
    s.mulligan.ask[side] = a.ask;
    const { lancaster, york } = s.mulligan.ask;
    if (lancaster === null || york === null) return;
    // Both have decided in secret; now reveal.
    for (const x of SIDES)
      if (s.mulligan.ask[x])
        log(s, { k: 'mulligan-asked', r: '5.1', s: x, p: { cards: s.hands[x], ap: handAp(s.hands[x]) } });
    if (lancaster && york) {
      redeal(s, ['lancaster', 'york']);
      startTurn(s);
    } else if (lancaster || york) {
      s.step = { k: 'mulligan-reply', side: lancaster ? 'york' : 'lancaster' };
    } else {
      startTurn(s);
    }
  },
};

export const mulliganReplyHandler: StepHandler = {
  actors: (s) => (s.step.k === 'mulligan-reply' ? [s.step.side] : []),
  legal: (s, side) =>
    s.step.k === 'mulligan-reply' && s.step.side === side
      ? [
          { t: 'redraw', redraw: true },
          { t: 'redraw', redraw: false },
        ]
      : [],
  apply(s, side, a) {
    if (a.t !== 'redraw') return;
    redeal(s, a.redraw ? ['lancaster', 'york'] : [otherSide(side)]);
    startTurn(s);
  },
};

export const cardHandler: StepHandler = {
  actors: (s) => SIDES.filter((side) => s.played[side] < 0),
  legal: (s, side) => (s.played[side] < 0 ? s.hands[side].map((card): Action => ({ t: 'card', card })) : []),
  apply(s, side, a) {
    if (a.t !== 'card') return;
    s.played[side] = a.card;
    s.hands[side] = s.hands[side].filter((c) => c !== a.card);
    if (s.played.lancaster < 0 || s.played.york < 0) return;
    for (const x of SIDES)
      log(s, {
        k: 'card-played',
        r: '1.1',
        s: x,
        p: { card: s.played[x], ap: CARDS[s.played[x]]!.ap, event: CARDS[s.played[x]]!.event },
      });
    s.p1 = playerOne(s);
    log(s, { k: 'player-1', r: '1.1', s: s.p1 });
    startActionPhase(s, s.p1);
  },
};
