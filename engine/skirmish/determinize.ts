/**
 * A full state behind one side's view, for search bots (GameModule.determinize): what the view
 * shows is copied, what it hides is sampled — the opponent's hand and both decks' order, the
 * identities of cards never seen, and a fresh RNG (the true one would tell the future draws).
 *
 * What a player can infer from public play is respected: the opponent's general is in his hand
 * until it has been seen (every hand starts with its general, §2); a unit he recalled is in his
 * hand until it is placed again; the counts of hands and decks are kept; the units that took part
 * in an elimination this turn (they may not be recalled, §7) and the generals fallen this turn
 * (the extra turn, §5) are read from this turn's log.
 */
import { makeRng, nextInt, shuffle, type RngState } from '../core/rng';
import { err, ok, type Result } from '../core/result';
import { ARMY_DEFS, CARD_DEFS, DEF_BY_ID, otherSide, SIDES, type Side } from './data';
import { square } from './board';
import { cardIndex } from './actions';
import { legalActions } from './rules';
import { DEFAULT_OPTIONS } from './options';
import { CARDS_PER_SIDE, STATE_VERSION, type LogEntry, type State } from './types';
import type { CardFace, SkirmishView } from './view';

const CARD_REF = /^[yl](0[1-9]|[12][0-9]|3[0-6])$/;
const sideOf = (card: number): Side => (card < CARDS_PER_SIDE ? 'york' : 'lancaster');
const instancesOf = (side: Side): number[] =>
  Array.from({ length: CARDS_PER_SIDE }, (_, k) => (side === 'york' ? 0 : CARDS_PER_SIDE) + k);

/** Card instance → definition index, for every card the view names with its face (board, piles, hand, log). */
function seenFaces(view: SkirmishView): Map<number, number> {
  const seen = new Map<number, number>();
  const note = (card: unknown, def: unknown) => {
    if (typeof card !== 'string' || !CARD_REF.test(card) || typeof def !== 'string') return;
    const d = DEF_BY_ID.get(def);
    if (d) seen.set(cardIndex(card), d.idx);
  };
  const faces: CardFace[] = [...view.board, ...view.hand, ...view.piles.york, ...view.piles.lancaster];
  for (const f of faces) note(f.card, f.def);
  for (const e of view.log) if (e.k === 'placed' || e.k === 'eliminated') note(e.p?.card, e.p?.def);
  return seen;
}

/** The log entries of the turn now being played (after its 'turn' entry). */
function thisTurn(log: readonly LogEntry[]): LogEntry[] {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.k === 'turn') return log.slice(i + 1);
  return log.slice();
}

const standardArmy = (view: SkirmishView, side: Side): boolean =>
  view.armies[side].join() ===
  ARMY_DEFS[side]
    .map((d) => CARD_DEFS[d]!.id)
    .sort()
    .join();

const refs = (x: unknown): number[] =>
  Array.isArray(x) ? x.filter((c): c is string => typeof c === 'string' && CARD_REF.test(c)).map(cardIndex) : [];

/**
 * The position as `side` sees it, as a state: the board, the piles, his own hand and this turn's
 * bookkeeping (units that took part in an elimination, generals fallen, archers still to choose,
 * berserkers' claims); the enemy's hand and both decks left empty, cards never seen given
 * definition 0. A one-ply bot replays resolutions on it; `determinize` fills in the rest.
 */
export function publicModel(view: SkirmishView, side: Side): State {
  const defs = new Array<number>(2 * CARDS_PER_SIDE).fill(0);
  for (const [card, def] of seenFaces(view)) defs[card] = def;
  const pos = new Array<number>(2 * CARDS_PER_SIDE).fill(-1);
  for (const u of view.board) pos[cardIndex(u.card)] = square(u.x, u.y);
  const turnLog = thisTurn(view.log);
  const placed = view.board.find((u) => u.placedThisTurn);
  const hand = view.hand.map((c) => cardIndex(c.card));
  const state: State = {
    v: STATE_VERSION,
    scenario: 'standard',
    options: { ...DEFAULT_OPTIONS, ...view.options, decks: null },
    rng: makeRng(0),
    defs,
    first: view.first,
    decks: { york: [], lancaster: [] },
    hands: side === 'york' ? { york: hand, lancaster: [] } : { york: [], lancaster: hand },
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
    tookPart: [...new Set(turnLog.flatMap((e) => (e.k === 'eliminated' ? refs(e.p?.by) : [])))],
    claims: view.claims.map((c) => ({ card: cardIndex(c.card), squares: c.squares.map((q) => square(q.x, q.y)) })),
    generalsFallen: turnLog.flatMap((e) =>
      e.k === 'eliminated' && typeof e.p?.def === 'string' && DEF_BY_ID.get(e.p.def)?.general && e.s ? [e.s] : [],
    ),
    extraTurns: { ...view.extraTurns },
    resolutions: turnLog.reduce(
      (m, e) => (e.k === 'eliminated' && typeof e.p?.resolution === 'number' ? Math.max(m, e.p.resolution) : m),
      0,
    ),
    seq: view.seq,
    log: [],
    outcome: view.outcome && { ...view.outcome },
  };
  if (state.phase === 'archers') state.archersToChoose = archerQueue(state);
  return state;
}

export function determinize(view: SkirmishView, side: Side, rng: RngState): Result<State> {
  if (view.viewer !== side)
    return err('determinize-wrong-side', 'A state can be sampled only from its own side’s view.');
  const enemy = otherSide(side);
  const seen = seenFaces(view);
  const state = publicModel(view, side);
  const { defs, onBoard, piles } = state;
  const myHand = state.hands[side];
  const placedSomewhere = new Set([...onBoard, ...piles.york, ...piles.lancaster]);

  // Card identities: the faces seen; every other card of a side gets one of its army's remaining definitions.
  for (const s of SIDES) {
    const left = new Map<number, number>();
    for (const id of view.armies[s]) {
      const d = DEF_BY_ID.get(id);
      if (!d) return err('determinize-bad-view', `The view lists an unknown card “${id}”.`);
      left.set(d.idx, (left.get(d.idx) ?? 0) + 1);
    }
    const unseen: number[] = [];
    for (const c of instancesOf(s)) {
      if (!seen.has(c)) unseen.push(c);
      else if ((left.get(defs[c]!) ?? 0) > 0) left.set(defs[c]!, left.get(defs[c]!)! - 1);
      else return err('determinize-bad-view', `Card ${c} does not belong to the ${s} army as listed.`);
    }
    const pool = shuffle(
      rng,
      [...left].flatMap(([d, n]) => new Array<number>(n).fill(d)),
    );
    if (pool.length !== unseen.length) return err('determinize-bad-view', 'The army lists do not match the cards.');
    // The printed armies number their cards in list order: unseen cards keep that order when it fits what was seen.
    const printed =
      standardArmy(view, s) && instancesOf(s).every((c, k) => !seen.has(c) || defs[c] === ARMY_DEFS[s][k]);
    unseen.forEach((c, i) => (defs[c] = printed ? ARMY_DEFS[s][c % CARDS_PER_SIDE]! : pool[i]!));
  }

  // Own side: the hand is known, the deck is every other own card, in an unknown order.
  const myDeck = shuffle(
    rng,
    instancesOf(side).filter((c) => !myHand.includes(c) && !placedSomewhere.has(c)),
  );
  // The enemy: his general until seen and the units he recalled are surely in hand; the rest of his hand is drawn from his unseen cards.
  const enemyOff = instancesOf(enemy).filter((c) => !placedSomewhere.has(c));
  const known = enemyOff.filter((c) => seen.has(c) || CARD_DEFS[defs[c]!]!.general);
  const hidden = shuffle(
    rng,
    enemyOff.filter((c) => !known.includes(c)),
  );
  const drawn = view.handCount[enemy] - known.length;
  if (myDeck.length !== view.deckCount[side] || drawn < 0 || hidden.length - drawn !== view.deckCount[enemy])
    return err('determinize-bad-view', 'The counts of hands and decks do not add up.');
  state.hands[enemy] = [...known, ...hidden.slice(0, drawn)];
  state.decks[side] = myDeck;
  state.decks[enemy] = hidden.slice(drawn);
  if (!SIDES.every((s) => standardArmy(view, s)))
    state.options = {
      ...state.options,
      decks: {
        york: instancesOf('york').map((c) => CARD_DEFS[defs[c]!]!.id),
        lancaster: instancesOf('lancaster').map((c) => CARD_DEFS[defs[c]!]!.id),
      },
    };
  state.rng = makeRng(nextInt(rng, 0x7fffffff));
  state.log = view.log.map((e) => ({ ...e, ...(e.p ? { p: { ...e.p } } : {}) }));
  return ok(state);
}

/**
 * The archers still to choose their kind of attack (the view shows only the choices made): the
 * active side's archers on the board, in placement order, not yet decided and with a real choice
 * (one with a single option decided at once). Asked of the rules on a probe per archer.
 */
function archerQueue(s: State): number[] {
  const decided = new Set(s.archerChoices.map((a) => a.card));
  return s.onBoard.filter((c) => {
    if (sideOf(c) !== s.active || decided.has(c) || CARD_DEFS[s.defs[c]!]!.type !== 'archers') return false;
    // A fresh object each time: the rules' cache of legal lists is keyed by the state object.
    return legalActions({ ...s, archersToChoose: [c] }, s.active).length > 1;
  });
}
