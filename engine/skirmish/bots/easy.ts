/**
 * The Easy bot: one ply. Each candidate placement, archer choice or berserker advance is tried on
 * a model rebuilt from the bot's own view and scored by what the resolution would eliminate on
 * both sides, then by how exposed the new unit is; reinforcement recalls an exposed command unit
 * and otherwise draws. Ties are broken by the seeded generator.
 */
import { nextFloat, type RngState } from '../../core/rng';
import { CARD_DEFS, type Side } from '../data';
import { arrowsOf, cellsOf, NEIGHBOUR_DELTAS, ownerOf, square, type Cells } from '../board';
import { archerOptions, isArcher } from '../archers';
import { cardIndex } from '../actions';
import { computeEliminations, type Eliminations } from '../resolution';
import { cloneState } from '../module';
import type { Action, State } from '../types';
import type { SkirmishView } from '../view';
import { publicModel } from '../determinize';

/** What a unit is worth to its army: its printed strength, much more for command units. */
export function unitValue(s: State, card: number): number {
  const d = CARD_DEFS[s.defs[card]!]!;
  return d.strength + (d.command ? 12 : 0) + (d.general ? 12 : 0);
}

/** Enemy arrows already on a unit beyond its margin: how near the next enemy card is to finishing it. */
function pressure(s: State, cells: Cells, card: number): number {
  const sq = s.pos[card]!;
  let sum = 0;
  for (const d of NEIGHBOUR_DELTAS) {
    const n = cells.get(sq + d);
    if (n >= 0 && ownerOf(n) !== ownerOf(card)) for (const a of arrowsOf(s, n)) if (a.delta === -d) sum += a.value;
  }
  const def = CARD_DEFS[s.defs[card]!]!;
  return Math.max(0, sum - def.defence + 3);
}

/** How exposed a unit is: enemy arrows already on it beyond its margin, and open squares around it. */
function exposure(s: State, cells: Cells, card: number): number {
  const sq = s.pos[card]!;
  let open = 0;
  for (const d of NEIGHBOUR_DELTAS) if (cells.get(sq + d) === -1 && cells.index(sq + d) >= 0) open++;
  // Damage already pointing at it eats into its margin; open squares invite the next attack.
  return pressure(s, cells, card) + open * 0.4;
}

function scoreResolution(s: State, me: Side, e: Eliminations = computeEliminations(s)): number {
  let score = 0;
  let killsMine = 0;
  let commandMine = 0;
  for (const u of e.eliminated) {
    const v = unitValue(s, u);
    if (ownerOf(u) === me) score -= v;
    else {
      score += v;
      killsMine++;
      if (CARD_DEFS[s.defs[u]!]!.command) commandMine++;
    }
  }
  const tallyUnits = s.piles[me].length + killsMine;
  const tallyCommand = s.piles[me].filter((c) => CARD_DEFS[s.defs[c]!]!.command).length + commandMine;
  if (tallyUnits >= s.options.unitsToWin || tallyCommand >= s.options.commandToWin) score += 1000;
  return score;
}

/** Own archers pick, one after another, the option that eliminates most (fixed ones stay). */
function chooseArchers(s: State, me: Side): void {
  const cells = cellsOf(s);
  const fixed = new Set(s.archerChoices.map((a) => a.card));
  for (const c of s.onBoard) {
    if (ownerOf(c) !== me || !isArcher(s, c) || fixed.has(c)) continue;
    const options = archerOptions(s, cells, c);
    // A single option needs no scoring (most archers: engaged, or nothing in the grid).
    let best = options[0]!;
    let bestScore = -Infinity;
    for (const t of options.length > 1 ? options : []) {
      s.archerChoices.push({ card: c, target: t });
      const sc = scoreResolution(s, me);
      s.archerChoices.pop();
      if (sc > bestScore) {
        bestScore = sc;
        best = t;
      }
    }
    s.archerChoices.push({ card: c, target: best });
  }
}

/** The state after `me` places `a`'s card, his archers aiming as Easy would, and what it eliminates. */
function afterPlacing(base: State, me: Side, a: Extract<Action, { t: 'place' }>) {
  const s = cloneState(base);
  const card = cardIndex(a.card);
  s.hands[me] = s.hands[me].filter((c) => c !== card);
  s.pos[card] = square(a.x, a.y);
  s.onBoard.push(card);
  s.placed = card;
  chooseArchers(s, me);
  return { s, card, e: computeEliminations(s) };
}

function scoreAction(base: State, me: Side, a: Action): number {
  if (a.t === 'place') {
    const { s, card, e } = afterPlacing(base, me, a);
    const sc = scoreResolution(s, me, e);
    const survives = !e.eliminated.includes(card);
    // Keep strong cards for when they kill; expose cheap ones. Except when the second player's
    // opening card (§3) faces an opener it cannot kill: every card on square 2 has the same seven
    // open squares, so that term charged a sturdy card some 40% of its worth for merely standing
    // there — more than a recruit costs when it dies at once under the opener's arrows — and Easy
    // (and so Normal) gave the opener that free kill. There a card is judged by the reply it
    // faces: its margin under the opener's arrows, which the opener's next card must overcome.
    // A card that kills the opener stands alone in the open afterwards, as anywhere else.
    const holdsSquare2 = base.turn === 2 && !e.eliminated.some((u) => ownerOf(u) !== me);
    const exposed = holdsSquare2 ? pressure : exposure;
    const cost = survives ? exposed(s, cellsOf(s), card) * unitValue(s, card) * 0.15 : 0;
    return sc - cost - unitValue(s, card) * 0.05;
  }
  const s = cloneState(base);
  if (a.t === 'archer') {
    s.archerChoices.push({ card: cardIndex(a.card), target: a.target === null ? -1 : cardIndex(a.target) });
    chooseArchers(s, me);
    return scoreResolution(s, me);
  }
  if (a.t === 'advance') {
    const card = cardIndex(a.card);
    s.pos[card] = square(a.x, a.y);
    return scoreResolution(s, me) - exposure(s, cellsOf(s), card);
  }
  return 0;
}

function reinforce(s: State, legal: readonly Action[]): Action | null {
  const cells = cellsOf(s);
  let best: Action | null = null;
  let bestScore = 0;
  for (const a of legal) {
    if (a.t !== 'recall') continue;
    const c = cardIndex(a.card);
    const v = unitValue(s, c);
    const sc = CARD_DEFS[s.defs[c]!]!.command ? exposure(s, cells, c) * v : 0;
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  if (best && bestScore > 12) return best;
  return legal.find((a) => a.t === 'draw') ?? best ?? legal[0] ?? null;
}

export function chooseEasy(view: SkirmishView, legal: readonly Action[], rng: RngState): Action {
  if (legal.length === 0) throw new Error('no legal action to choose from');
  if (legal.length === 1) return legal[0]!;
  const me = view.viewer;
  if (!me) throw new Error('a bot plays one side');
  return chooseEasyIn(publicModel(view, me), me, legal, rng);
}

/**
 * Easy's choice on a model of the position: rebuilt from the view, or a search bot's sampled state
 * (Easy reads only the board, the piles and the mover's own hand, so a sample tells it nothing more).
 */
export function chooseEasyIn(s: State, me: Side, legal: readonly Action[], rng: RngState): Action {
  if (legal.length === 1) return legal[0]!;
  if (legal[0]!.t === 'draw' || legal[0]!.t === 'recall') return reinforce(s, legal)!;
  let best: Action = legal[0]!;
  let bestScore = -Infinity;
  for (const a of legal) {
    const sc = scoreAction(s, me, a) + nextFloat(rng) * 1e-3;
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  return best;
}

/**
 * The second player's opening card (§3) that would die at once on square 2 and kill nothing: a
 * free kill for the opener. (The search keeps such a card out of its race when another stands.)
 */
export function givesFreeKill(base: State, me: Side, a: Action): boolean {
  if (base.turn !== 2 || a.t !== 'place') return false;
  const { card, e } = afterPlacing(base, me, a);
  return e.eliminated.includes(card) && e.eliminated.every((u) => ownerOf(u) === me);
}

/** Easy's score of every legal action, in the legal order (a search bot's ordering of candidates). */
export function easyScores(s: State, me: Side, legal: readonly Action[]): number[] {
  if (legal[0]!.t === 'draw' || legal[0]!.t === 'recall') {
    const pick = reinforce(s, legal);
    return legal.map((a) => (a === pick ? 1 : 0));
  }
  return legal.map((a) => scoreAction(s, me, a));
}
