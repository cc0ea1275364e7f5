/**
 * A bot's model of the position, rebuilt from its view alone: the public board and piles and its
 * own hand; the opponent's hand and both decks are unknown and left empty. Good enough to replay a
 * resolution (§5) for a candidate move, which is all the Easy bot looks at.
 */
import { DEF_BY_ID, type Side } from '../data';
import { square } from '../board';
import { cardIndex } from '../actions';
import { DEFAULT_OPTIONS } from '../options';
import { STATE_VERSION, type State } from '../types';
import type { SkirmishView } from '../view';

export function stateFromView(view: SkirmishView, me: Side): State {
  const defs = new Array<number>(72).fill(0);
  const known = [...view.board, ...view.hand, ...view.piles.york, ...view.piles.lancaster];
  for (const c of known) defs[cardIndex(c.card)] = DEF_BY_ID.get(c.def)!.idx;
  const pos = new Array<number>(72).fill(-1);
  for (const u of view.board) pos[cardIndex(u.card)] = square(u.x, u.y);
  const placed = view.board.find((u) => u.placedThisTurn);
  return {
    v: STATE_VERSION,
    scenario: 'standard',
    options: { ...DEFAULT_OPTIONS, ...view.options, decks: null },
    rng: { s: 0 },
    defs,
    first: view.first,
    decks: { york: [], lancaster: [] },
    hands: {
      york: me === 'york' ? view.hand.map((c) => cardIndex(c.card)) : [],
      lancaster: me === 'lancaster' ? view.hand.map((c) => cardIndex(c.card)) : [],
    },
    pos,
    onBoard: view.board.map((u) => cardIndex(u.card)),
    piles: {
      york: view.piles.york.map((c) => cardIndex(c.card)),
      lancaster: view.piles.lancaster.map((c) => cardIndex(c.card)),
    },
    turn: view.turn,
    active: view.active,
    phase: view.phase,
    placed: placed ? cardIndex(placed.card) : -1,
    archersToChoose: [],
    archerChoices: view.archerChoices.map((a) => ({
      card: cardIndex(a.card),
      target: a.target === null ? -1 : cardIndex(a.target),
    })),
    tookPart: [],
    claims: [],
    generalsFallen: [],
    extraTurns: { ...view.extraTurns },
    resolutions: 0,
    seq: view.seq,
    log: [],
    outcome: null,
  };
}
