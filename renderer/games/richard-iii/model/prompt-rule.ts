/**
 * The rule a prompt cites: the section of the Rules that explains the decision in front of the
 * player (a link beside the prompt opens the Rules there, as a rule number in the log does).
 * Numbers as the rules copy has them (renderer/src/rules/RULES.md); the event cards' own section has
 * no number, so an event's prompt cites none.
 */
import { battleEntry, enemyIn } from './attack-preview';
import { isMove } from './choices';
import type { Selection } from './selection';
import type { AreaId, RichardView, Side } from './types';

const BY_STEP: Readonly<Record<string, string>> = {
  mulligan: '5.1',
  'mulligan-reply': '5.1',
  card: '5.1',
  'battle-choose': '6.1',
  'battle-treason': '6.9',
  'battle-turn': '6.2',
  'battle-hits': '6.4',
  'battle-regroup': '6.7',
  'supply-execute': '9.1',
  'supply-heir': '6.82',
  'supply-loss': '7.1',
  'political-home': '8.3',
  'political-exile': '7.2',
};

/** `attacking` and `sel` as for promptFor. Null: nothing for this player to decide, or an event's own move. */
export function promptRule(
  view: RichardView,
  me: Side | null,
  sel: Selection,
  attacking: AreaId | null = null,
): string | null {
  if (view.outcome) return '9';
  if (me === null || !view.toAct.includes(me)) return null;
  if (view.step !== 'action') return BY_STEP[view.step] ?? null;
  // A new battle is 5.22's attack; joining one or reinforcing a defence is 6.3's reserves.
  if (attacking) return battleEntry(view, attacking) === 'attack' ? '5.22' : '6.3';
  // Which border a move enters by decides the main attack and the reserves (6.3) only where it
  // starts or joins a battle; into a friendly or vacant area the question is land or sea (5.3), or
  // which land path (5.2).
  if (sel.k === 'route') return enemyIn(view, sel.to) ? '6.3' : sel.routes.some((r) => r.by === 'sea') ? '5.3' : '5.2';
  if (view.action?.event) return null;
  if (sel.k === 'block' && view.blocks.find((b) => b.id === sel.block)?.place === 'pool') return '5.4';
  // Picked blocks that can only sail: the hint speaks of the sea move's cost, which 5.3 explains.
  const picked = sel.k === 'group' ? sel.blocks : sel.k === 'block' ? [sel.block] : [];
  const theirs = view.legal.filter((a) => isMove(a) && picked.includes(a.block));
  if (theirs.length > 0 && theirs.every((a) => a.t === 'sea')) return '5.3';
  return '5.2';
}
