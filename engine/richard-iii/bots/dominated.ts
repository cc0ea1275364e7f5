/**
 * Moves the search need not weigh because another legal move is certainly no worse under the rules.
 *
 * A block's pass in round 1 of a battle, where it could fire: no block may retreat in round 1 (6.2), a
 * pass keeps nothing for later (the block's turn in this round is spent either way, and firing changes
 * none of its own options in later rounds: a bombard is D3 from round 2 whatever it did in round 1), and
 * every hit lands on the enemy (6.4). Killing the enemy's last round-1 blocks only helps the firer: an
 * attacker who clears the defenders becomes the defender and need not retreat in round 4, a defender
 * who clears the attackers' round-1 blocks may still fire at the reserves that deploy at once (6.3).
 * The one reason to spare an enemy block is to win it by treason later at its current strength (6.9),
 * so the pass is kept while the decider has a block in the battle that can make a treason roll (the
 * King, the Pretender, Warwick). Why it matters: the playouts value a battle through Easy's play after
 * it, and in a play-tester's 1470 game Hard's bombard passed in round 1 because Easy, after losing the
 * battle, stood nearer London for the next turn's blow at the King than Easy after winning it (the
 * winner may regroup there too, 6.7, but Easy did not): a model's quirk, not the pass's worth.
 */
import { WARWICK_BLOCKS, BLOCKS, type Side } from '../data';
import type { Action } from '../types';
import type { PlayView } from '../view';

const WARWICK_IDS = new Set(WARWICK_BLOCKS.map((b) => BLOCKS[b]!.id));

/** Whether `side` has a block in the battle (arrived or its own reserve) that may roll for treason. */
function mayRollTreason(view: PlayView, side: Side): boolean {
  const b = view.battle!;
  const mine = b.attacker === side ? b.sides.attacker : b.sides.defender;
  return [...mine.main, ...mine.reserves].some(
    (x) => x.id === view.king || x.id === view.pretender || WARWICK_IDS.has(x.id),
  );
}

/** `legal` without the moves another legal move dominates (see the module's comment); never empty if `legal` is not. */
export function undominated(view: PlayView, me: Side, legal: readonly Action[]): readonly Action[] {
  if (view.step !== 'battle-turn' || view.battle?.round !== 1 || mayRollTreason(view, me)) return legal;
  const fires = new Set(legal.flatMap((a) => (a.t === 'fire' ? [a.block] : [])));
  const kept = legal.filter((a) => !(a.t === 'pass' && fires.has(a.block)));
  return kept.length > 0 ? kept : legal;
}
