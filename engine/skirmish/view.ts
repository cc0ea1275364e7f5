/**
 * A player's view, built field by field from what that side may see: the board and both victory
 * piles (public), his own hand, counts only for the opponent's hand and for both decks.
 */
import { CARD_DEFS, type BySide, type Side } from './data';
import { ownerOf, squareX, squareY } from './board';
import { cardId, defId } from './flow';
import { actors, legalActions } from './rules';
import { tally, type Tally } from './victory';
import { previewsFor, type Preview } from './preview';
import type { Action, LogEntry, Options, Phase, State } from './types';

export interface CardFace {
  /** Instance id used in actions ('y07'). */
  card: string;
  /** Definition id into armies.json ('york-warwick'). */
  def: string;
}

export interface UnitView extends CardFace {
  owner: Side;
  x: number;
  y: number;
  placedThisTurn: boolean;
}

export interface SkirmishView {
  game: 'skirmish';
  viewer: Side | null;
  seq: number;
  turn: number;
  first: Side;
  active: Side;
  phase: Phase;
  toAct: Side[];
  options: Omit<Options, 'decks'>;
  /** Deck lists are public knowledge (the armies are), in printed order — never in draw order. */
  armies: BySide<string[]>;
  board: UnitView[];
  hand: CardFace[];
  handCount: BySide<number>;
  deckCount: BySide<number>;
  /** Enemy units each side eliminated, face up. */
  piles: BySide<CardFace[]>;
  tally: BySide<Tally>;
  archerChoices: { card: string; target: string | null }[];
  /** Berserkers still owed an advance this turn, with the squares they may enter. */
  claims: { card: string; squares: { x: number; y: number }[] }[];
  extraTurns: BySide<number>;
  legal: Action[];
  /** For the viewer's placements, archer choices and advances: what each would eliminate at once. */
  previews: Preview[];
  log: LogEntry[];
  outcome: { winner: Side | null; reason: string } | null;
}

const face = (s: State, c: number): CardFace => ({ card: cardId(c), def: defId(s, c) });

export function makeView(s: State, viewer: Side | null): SkirmishView {
  const sorted = (side: Side) =>
    s.defs
      .slice(side === 'york' ? 0 : 36, side === 'york' ? 36 : 72)
      .map((d) => CARD_DEFS[d]!.id)
      .sort();
  return {
    game: 'skirmish',
    viewer,
    seq: s.seq,
    turn: s.turn,
    first: s.first,
    active: s.active,
    phase: s.phase,
    toAct: [...actors(s)],
    options: {
      advanced: s.options.advanced,
      borderless: s.options.borderless,
      unitsToWin: s.options.unitsToWin,
      commandToWin: s.options.commandToWin,
      first: s.options.first,
    },
    armies: { york: sorted('york'), lancaster: sorted('lancaster') },
    board: s.onBoard.map((c) => ({
      ...face(s, c),
      owner: ownerOf(c),
      x: squareX(s.pos[c]!),
      y: squareY(s.pos[c]!),
      placedThisTurn: c === s.placed,
    })),
    hand: viewer ? s.hands[viewer].map((c) => face(s, c)) : [],
    handCount: { york: s.hands.york.length, lancaster: s.hands.lancaster.length },
    deckCount: { york: s.decks.york.length, lancaster: s.decks.lancaster.length },
    piles: { york: s.piles.york.map((c) => face(s, c)), lancaster: s.piles.lancaster.map((c) => face(s, c)) },
    tally: { york: tally(s, 'york'), lancaster: tally(s, 'lancaster') },
    archerChoices: s.archerChoices.map((a) => ({
      card: cardId(a.card),
      target: a.target < 0 ? null : cardId(a.target),
    })),
    claims: s.claims.map((c) => ({
      card: cardId(c.card),
      squares: c.squares.map((sq) => ({ x: squareX(sq), y: squareY(sq) })),
    })),
    extraTurns: { ...s.extraTurns },
    legal: viewer ? legalActions(s, viewer) : [],
    previews: previewsFor(s, viewer),
    log: s.log.filter((e) => e.only === undefined || e.only === viewer).map((e) => ({ ...e, p: e.p && { ...e.p } })),
    outcome: s.outcome && { ...s.outcome },
  };
}
