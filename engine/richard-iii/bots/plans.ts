/**
 * Plans for the search bots: areas the army may make for over the turns a playout plays
 * (PlayView.goal). A search compares "Easy's next move" with "the next move of an Easy that marches
 * on X" by playing each out with that plan held for the whole playout, so a march of two turns is
 * weighed as one choice; a tree of single moves sees it only through Easy's own re-decisions.
 *
 * Only the Pretender plans: he must take ground and nobles from the King within the campaign,
 * where the King mostly holds what he has.
 */
import { AREA_COUNT, ISLE_OF_MAN, LONDON, type Side } from '../data';
import type { PlayView } from '../view';
import { makeBoard } from './board';
import { isMapArea } from './tables';

/**
 * Up to `count` goal areas for `me` at this position, most promising first: London while the
 * enemy holds it (a noble's worth in the count, 8.2, and Kingmaker's captive Henry VI), where the
 * enemy King is thought to be (his death may end the game, 9), then the enemy's strongest-held
 * areas (his nobles stand there) by worth. None for the King's side.
 */
export function planGoals(view: PlayView, me: Side, count: number): number[] {
  if (count <= 0) return [];
  const bd = makeBoard(view, me);
  if (bd.amKing) return [];
  const goals: number[] = [];
  const add = (a: number) => {
    if (a >= 0 && goals.length < count && !goals.includes(a)) goals.push(a);
  };
  if (bd.foeCount[LONDON]! > 0) add(LONDON);
  add(bd.kingGuess);
  const held: { a: number; v: number }[] = [];
  for (let a = 0; a < AREA_COUNT; a++)
    if (isMapArea(a) && a !== ISLE_OF_MAN && bd.foeCount[a]! > 0) held.push({ a, v: bd.foeCount[a]! + bd.worth[a]! });
  held.sort((x, y) => y.v - x.v || x.a - y.a);
  for (const h of held) add(h.a);
  return goals;
}
