/**
 * What each of the viewer's choices would eliminate at once, for the board to show before he
 * confirms: each legal placement (§4 → §5), each archer's kind of attack (§6) and each berserker
 * advance (§8), resolved on a copy of the public board. Only the next resolution is counted: the
 * berserker advances it may start are choices of their own. Public information only.
 */
import type { Side } from './data';
import { cellsOf, ownerOf, square } from './board';
import { archerOptions, ARROWS, isArcher } from './archers';
import { cardIndex } from './actions';
import { cardId } from './flow';
import { computeEliminations } from './resolution';
import { legalActions } from './rules';
import type { Action, ArcherChoice, State } from './types';

export interface Preview {
  /** One of the viewer's legal actions. */
  readonly action: Action;
  /** Units of both sides the resolution right after it would eliminate, in placement order. */
  readonly eliminated: string[];
  /**
   * Archers of the active player still have to choose how to attack after this: the preview counts
   * their arrows and no fire (a placement), or the other undecided archers' arrows (an archer's choice).
   */
  readonly archersPending: boolean;
}

/** The board of `s` with a few fields replaced; the rules read nothing else in a resolution. */
function resolveOn(s: State, pos: number[], onBoard: number[], archerChoices: ArcherChoice[]): string[] {
  return computeEliminations({ ...s, pos, onBoard, archerChoices }).eliminated.map(cardId);
}

function placementPreview(s: State, a: Extract<Action, { t: 'place' }>): Preview {
  const card = cardIndex(a.card);
  const pos = s.pos.slice();
  pos[card] = square(a.x, a.y);
  const onBoard = [...s.onBoard, card];
  const after: State = { ...s, pos, onBoard, placed: card };
  // As flow.place: archers with a single kind of attack take it at once; the others decide next.
  const choices: ArcherChoice[] = [];
  let pending = false;
  const cells = cellsOf(after);
  for (const c of onBoard) {
    if (ownerOf(c) !== s.active || !isArcher(s, c)) continue;
    const opts = archerOptions(after, cells, c);
    if (opts.length === 1) choices.push({ card: c, target: opts[0]! });
    else pending = true;
  }
  return { action: a, eliminated: resolveOn(s, pos, onBoard, choices), archersPending: pending };
}

function archerPreview(s: State, a: Extract<Action, { t: 'archer' }>): Preview {
  const choice = { card: cardIndex(a.card), target: a.target === null ? ARROWS : cardIndex(a.target) };
  return {
    action: a,
    eliminated: resolveOn(s, s.pos, s.onBoard, [...s.archerChoices, choice]),
    archersPending: s.archersToChoose.length > 1,
  };
}

function advancePreview(s: State, a: Extract<Action, { t: 'advance' }>): Preview {
  const pos = s.pos.slice();
  pos[cardIndex(a.card)] = square(a.x, a.y);
  return { action: a, eliminated: resolveOn(s, pos, s.onBoard, s.archerChoices), archersPending: false };
}

/** One preview per legal action of `viewer` that leads straight to a resolution (none for draw/recall). */
export function previewsFor(s: State, viewer: Side | null): Preview[] {
  if (!viewer || s.phase === 'over' || s.phase === 'reinforce') return [];
  const out: Preview[] = [];
  for (const a of legalActions(s, viewer)) {
    if (a.t === 'place') out.push(placementPreview(s, a));
    else if (a.t === 'archer') out.push(archerPreview(s, a));
    else if (a.t === 'advance') out.push(advancePreview(s, a));
  }
  return out;
}
