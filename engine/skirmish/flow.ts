/**
 * The turn machine: placement → archers' choices → resolution → berserker advances (each followed
 * by a fresh resolution) → reinforcement → the next turn (extra turns for a fallen general, §5).
 * Steps with a single possibility happen at once; the player is asked only when he has a choice.
 */
import { CARD_DEFS, otherSide, type Side } from './data';
import { COLUMNS, ownerOf, ROWS, scratchCells, squareX, squareY, type Cells } from './board';
import { archerOptions, ARROWS, isArcher } from './archers';
import { advance, advanceCandidates, addClaims, liveClaims, nextAdvance } from './berserkers';
import { canDraw, canRecall } from './reinforcement';
import { computeEliminations, removeEliminated } from './resolution';
import { stalemateOutcome, thresholdOutcome } from './victory';
import { cardId } from './actions';
import { removeCard } from './lists';
import { CARDS_PER_SIDE, type LogEntry, type State } from './types';

export { cardId };
export const defId = (s: State, card: number): string => CARD_DEFS[s.defs[card]!]!.id;

export function log(s: State, e: LogEntry): void {
  s.log.push(e);
}

function finish(s: State, outcome: { winner: Side | null; reason: string }): void {
  s.outcome = outcome;
  s.phase = 'over';
  log(s, { k: 'game-over', p: { winner: outcome.winner, reason: outcome.reason } });
}

/** Start of a turn: the active player must be able to place (§7, our rulings). */
export function startTurn(s: State): void {
  s.phase = 'place';
  s.placed = -1;
  s.archersToChoose = [];
  s.archerChoices = [];
  s.tookPart = [];
  s.claims = [];
  s.generalsFallen = [];
  s.resolutions = 0;
  log(s, { k: 'turn', s: s.active, p: { turn: s.turn } });
  if (s.hands[s.active].length === 0) return finish(s, stalemateOutcome(s, 'no-card'));
  // With a card in hand, some placement exists unless the mat is full (§4 (c) and our rulings).
  if (!s.options.borderless && s.turn > 2 && s.onBoard.length >= COLUMNS * ROWS)
    return finish(s, stalemateOutcome(s, 'board-full'));
}

export function place(s: State, card: number, sq: number): void {
  const side = s.active;
  removeCard(s.hands[side], card);
  s.pos[card] = sq;
  s.onBoard.push(card);
  s.placed = card;
  log(s, {
    k: 'placed',
    r: '4',
    s: side,
    p: { card: cardId(card), def: defId(s, card), x: squareX(sq), y: squareY(sq) },
  });
  // §5: the active player's archers choose kind and target on the board as it stands now.
  let cells: Cells | null = null;
  const low = side === 'york';
  const { onBoard } = s;
  for (let n = 0; n < onBoard.length; n++) {
    const c = onBoard[n]!;
    if (c < CARDS_PER_SIDE !== low || !isArcher(s, c)) continue;
    cells ??= scratchCells(s);
    const opts = archerOptions(s, cells, c);
    if (opts.length === 1) chooseArcher(s, c, opts[0]!, true);
    else s.archersToChoose.push(c);
  }
  continueTurn(s);
}

/**
 * Records an archer's kind of attack. The log keeps attacks made and decisions taken: fire, and
 * arrows chosen over fire; an archer that could only use its arrows (engaged, or nothing in its
 * grid) did nothing worth a line, as a unit without an archer's grid does not.
 */
export function chooseArcher(s: State, card: number, target: number, forced = false): void {
  s.archerChoices.push({ card, target });
  s.archersToChoose = s.archersToChoose.filter((c) => c !== card);
  if (forced && target === ARROWS) return;
  log(s, {
    k: target === ARROWS ? 'archer-arrows' : 'archer-fires',
    r: '6',
    s: ownerOf(card),
    p: { card: cardId(card), target: target === ARROWS ? null : cardId(target) },
  });
}

/** Resolves once and records what happened; false when the game ended. */
function resolve(s: State): boolean {
  s.resolutions++;
  const e = computeEliminations(s);
  if (e.eliminated.length > 0) {
    const candidates = s.options.advanced ? advanceCandidates(s, e) : null;
    e.eliminated.forEach((u, i) => {
      log(s, {
        k: 'eliminated',
        r: '5',
        s: ownerOf(u),
        p: { card: cardId(u), def: defId(s, u), by: e.by[i]!.map(cardId), resolution: s.resolutions },
      });
    });
    removeEliminated(s, e);
    if (candidates) addClaims(s, candidates);
    // Victory after every resolution (§2); only a removal can reach a threshold.
    const outcome = thresholdOutcome(s);
    if (outcome) {
      finish(s, outcome);
      return false;
    }
  }
  return true;
}

function moveBerserker(s: State, card: number, sq: number): void {
  advance(s, card, sq);
  log(s, { k: 'advanced', r: '8', s: ownerOf(card), p: { card: cardId(card), x: squareX(sq), y: squareY(sq) } });
}

/** The owner's chosen advance; everything is resolved again after each single move (§8). */
export function advanceBerserker(s: State, card: number, sq: number): void {
  moveBerserker(s, card, sq);
  if (resolve(s)) continueAdvances(s);
}

/** After the archers' choices: the first resolution, then advances and reinforcement. */
export function continueTurn(s: State): void {
  if (s.archersToChoose.length > 0) {
    s.phase = 'archers';
    return;
  }
  if (resolve(s)) continueAdvances(s);
}

function continueAdvances(s: State): void {
  for (;;) {
    s.claims = liveClaims(s);
    const next = nextAdvance(s);
    if (!next) return enterReinforcement(s);
    if (next.options.length > 1) {
      s.phase = 'advance';
      return;
    }
    const { card, sq } = next.options[0]!;
    moveBerserker(s, card, sq);
    if (!resolve(s)) return;
  }
}

function enterReinforcement(s: State): void {
  if (canDraw(s, s.active) || canRecall(s, s.active)) {
    s.phase = 'reinforce';
    return;
  }
  log(s, { k: 'no-reinforcement', r: '7', s: s.active });
  endTurn(s);
}

/** §5: a general eliminated this turn gives its killer an extra turn; none if both fell. */
export function endTurn(s: State): void {
  const fallen = s.generalsFallen;
  const both = fallen.includes('york') && fallen.includes('lancaster');
  if (fallen.length > 0 && !both) {
    const killer = otherSide(fallen[0]!);
    s.extraTurns[killer]++;
    log(s, { k: 'extra-turn-earned', r: '5', s: killer });
  } else if (both) log(s, { k: 'both-generals-fell', r: '5' });
  const me = s.active;
  if (s.extraTurns[me] > 0) {
    s.extraTurns[me]--;
    log(s, { k: 'extra-turn', r: '5', s: me });
  } else s.active = otherSide(me);
  s.turn++;
  startTurn(s);
}
