// The player's view → the board scene's model: units with their marks, legal squares with what a
// choice there would eliminate (from the engine's previews), the picked card drawn where it would
// go, the hand, decks and victory piles. Pure: the rules are the engine's, the words the caller's.
import { DEF_BY_ID } from '../../../engine/skirmish/data';
import type { BoardLabels, BoardModel, BoardUnit, SquareMark, UnitMark } from './scenes/model';
import { cardArtOf, ownerOfCard, type CardNamer } from './cards';
import { pickedCard, type Pick } from './selection';
import type { Snapshot } from './opponent-turn';
import type { Action, Preview, Side, SkirmishView } from './types';

export const COLUMNS = 7;
export const ROWS = 6;
/** §2.2: squares 1 and 2, column 4 of 7, rows 3 and 4 from player 1's edge. */
export const NUMBERED = [
  { x: 3, y: 2, label: '1' },
  { x: 3, y: 3, label: '2' },
];

const same = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The engine's preview of a legal action, if it has one. */
export function previewOf(view: SkirmishView, a: Action): Preview | null {
  return view.previews.find((p) => same(p.action, a)) ?? null;
}

/** What a preview eliminates, split by side as the viewer sees it. */
export function splitEliminated(eliminated: readonly string[], me: Side): { enemy: string[]; own: string[] } {
  return {
    enemy: eliminated.filter((c) => ownerOfCard(c) !== me),
    own: eliminated.filter((c) => ownerOfCard(c) === me),
  };
}

export interface BoardInput {
  view: SkirmishView;
  /** The player at this screen (null: a spectator, who sees player 1's side of the board). */
  me: Side | null;
  /** Whether `me` is to decide now (his legal actions apply). */
  myTurn: boolean;
  pick: Pick;
  /** A step of the opponent's last turn shown instead of the live board, if any. */
  step: Snapshot | null;
  name: CardNamer;
  labels: BoardLabels;
}

export function toBoardModel(i: BoardInput): BoardModel {
  const { view, me, pick, step, name } = i;
  const legal = i.myTurn && !step ? view.legal : [];
  const art = (c: { card: string; def: string }) => cardArtOf(c, name);
  const bottom: Side = me ?? view.first;

  // A pick belongs to the live board: not drawn (its ghost, marks or grid) over an earlier position looked back at.
  const chosen = pick.k === 'action' && !step ? pick.action : null;
  const preview = chosen ? previewOf(view, chosen) : null;
  const doomed = new Set(preview?.eliminated ?? []);

  const pickable = new Set<string>();
  const picked = new Set<string>();
  const squares: SquareMark[] = [];
  const badgeFor = (a: Action) => {
    const p = previewOf(view, a);
    if (!p || !me) return undefined;
    const { enemy, own } = splitEliminated(p.eliminated, me);
    return { enemy: enemy.length, own: own.length };
  };
  const mark = (a: Action & { x: number; y: number }) =>
    squares.push({ x: a.x, y: a.y, kind: chosen && same(chosen, a) ? 'chosen' : 'legal', badge: badgeFor(a) });

  const card = pickedCard(pick);
  for (const a of legal) {
    if (a.t === 'place' && a.card === card) mark(a);
    else if (a.t === 'advance' && (pick.k !== 'unit' || pick.card === a.card)) {
      mark(a);
      pickable.add(a.card);
    } else if (a.t === 'archer') {
      picked.add(a.card);
      if (a.target) pickable.add(a.target);
    } else if (a.t === 'recall') pickable.add(a.card);
  }
  if (pick.k === 'unit') picked.add(pick.card);
  if (chosen?.t === 'recall' || chosen?.t === 'advance') picked.add(chosen.card);
  if (chosen?.t === 'archer' && chosen.target) picked.add(chosen.target);

  // The deciding archer's target grid is drawn while it chooses.
  const archer = legal.find((a) => a.t === 'archer')?.card;
  const onBoard = step ? step.units : view.board;
  const archerUnit = archer ? onBoard.find((u) => u.card === archer) : undefined;
  /** An archer's target grid from square (x, y), turned for its owner. */
  const gridFrom = (face: { card: string; def: string }, x: number, y: number) => {
    const f = ownerOfCard(face.card) === view.first ? 1 : -1;
    for (const [dx, dy] of art(face).ranged?.grid ?? [])
      squares.unshift({ x: x + dx * f, y: y + dy * f, kind: 'grid' });
  };
  if (archerUnit) gridFrom(archerUnit, archerUnit.x, archerUnit.y);
  // An archer from the hand under preview shows its grid from the square it would go to (§1: the
  // grid shows when you pick the card; before a square is chosen it has none to start from) — on
  // the live board only, not over an earlier position looked back at.
  if (chosen?.t === 'place') {
    const h = view.hand.find((c) => c.card === chosen.card);
    if (h) gridFrom(h, chosen.x, chosen.y);
  }

  const recent = new Set(step ? step.recent : view.board.filter((u) => u.placedThisTurn).map((u) => u.card));
  // A berserker under preview is drawn on its new square.
  const movedTo = chosen?.t === 'advance' ? chosen : null;
  const units: BoardUnit[] = onBoard.map((u) => {
    const marks: UnitMark[] = [];
    if (doomed.has(u.card)) marks.push(me && ownerOfCard(u.card) === me ? 'doomed-own' : 'doomed-enemy');
    if (picked.has(u.card)) marks.push('picked');
    else if (pickable.has(u.card)) marks.push('pickable');
    if (recent.has(u.card)) marks.push('recent');
    const at = movedTo && movedTo.card === u.card ? movedTo : u;
    return { art: art(u), x: at.x, y: at.y, marks };
  });

  const ghost =
    chosen?.t === 'place'
      ? (() => {
          const h = view.hand.find((c) => c.card === chosen.card);
          // The placed card itself may fall at once (a suicide placement).
          return h ? { art: art(h), x: chosen.x, y: chosen.y, doomed: doomed.has(h.card) } : null;
        })()
      : null;

  const playable = new Set(legal.flatMap((a) => (a.t === 'place' ? [a.card] : [])));
  const pileOf = (side: Side) => {
    const cards = step ? step.piles[side] : view.piles[side];
    return {
      side,
      cards: cards.map(art),
      units: cards.length,
      command: step ? cards.filter((c) => isCommand(c.def)).length : view.tally[side].command,
      unitsToWin: view.options.unitsToWin,
      commandToWin: view.options.commandToWin,
    };
  };
  const other: Side = bottom === 'york' ? 'lancaster' : 'york';
  return {
    ...(view.options.borderless ? fieldAround([...units, ...squares, ...(ghost ? [ghost] : [])]) : MAT),
    first: view.first,
    bottom,
    // Squares 1 and 2 take the two opening cards (§3); after the opening their numbers would only puzzle.
    numbered: view.turn <= 2 ? NUMBERED : [],
    units,
    squares,
    ghost,
    fire: step ? step.fire : view.archerChoices.flatMap((c) => (c.target ? [{ from: c.card, to: c.target }] : [])),
    hand: me ? view.hand.map((c) => ({ art: art(c), playable: playable.has(c.card), picked: card === c.card })) : [],
    opponentHand: view.handCount[other],
    // A spectator sees both hands alike, face down and named by side; a player sees his own and theirs.
    bottomHand: me ? 0 : view.handCount[bottom],
    handLabels: me
      ? { top: i.labels.opponentHand, bottom: null }
      : { top: i.labels.handOf[other], bottom: i.labels.handOf[bottom] },
    decks: { york: view.deckCount.york, lancaster: view.deckCount.lancaster },
    piles: { york: pileOf('york'), lancaster: pileOf('lancaster') },
    labels: i.labels,
  };
}

const MAT = { columns: COLUMNS, rows: ROWS, minX: 0, minY: 0 };

/**
 * §9 battles without borders: the field drawn is the 7×6 mat grown to hold every unit and marked
 * square, plus one free square on each side a card stands or may go beyond the mat.
 */
export function fieldAround(at: readonly { x: number; y: number }[]): typeof MAT {
  let [minX, minY, maxX, maxY] = [0, 0, COLUMNS - 1, ROWS - 1];
  for (const p of at) {
    if (p.x <= minX) minX = p.x - (p.x < 0 ? 1 : 0);
    if (p.y <= minY) minY = p.y - (p.y < 0 ? 1 : 0);
    if (p.x >= maxX) maxX = p.x + (p.x >= COLUMNS ? 1 : 0);
    if (p.y >= maxY) maxY = p.y + (p.y >= ROWS ? 1 : 0);
  }
  return { columns: maxX - minX + 1, rows: maxY - minY + 1, minX, minY };
}

function isCommand(def: string): boolean {
  return DEF_BY_ID.get(def)?.command ?? false;
}
