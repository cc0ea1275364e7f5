/**
 * Which legal actions the panel offers as buttons. Map-only flows (land/sea moves, recruits) stay
 * on the map; short lists of map choices (a battle to fight, where an heir enters) get buttons too,
 * so every decision can be made from the panel as well.
 */
import { isMove, type ChoiceIndex } from './choices';
import type { Selection } from './selection';
import type { Action } from './types';

const MAX_MIRRORED = 14;

const finishes = (a: Action): boolean => a.t === 'end' || a.t === 'done';

export function panelActions(index: ChoiceIndex, sel: Selection): Action[] {
  const out: Action[] = [];
  if (sel.k === 'block') {
    for (const acts of index.targets.get(sel.block)?.values() ?? []) {
      const a = acts[0];
      if (a && !isMove(a)) out.push(a);
    }
    out.push(...(index.blockChoices.get(sel.block) ?? []));
  } else {
    const areaChoices = [...index.areaChoices.values()];
    if (areaChoices.length <= MAX_MIRRORED) out.push(...areaChoices);
    out.push(...[...index.blockChoices.values()].flat());
    const mapTargets = [...index.targets.values()]
      .flatMap((m) => [...m.values()].map((l) => l[0]!))
      .filter((a) => !isMove(a) && a.t !== 'recruit');
    if (mapTargets.length <= MAX_MIRRORED) out.push(...mapTargets);
  }
  // Cards are played from the hand; everything else (end, done, fire, pass…) is a button.
  out.push(...index.others.filter((a) => a.t !== 'card'));
  // Ending the phase (or the regroup) comes first, never below a long list of moves — but after
  // Plague's targets: there, ending the phase throws the event away, and it must not look like the answer.
  const first = out.some((a) => a.t === 'plague') ? (a: Action) => !finishes(a) : finishes;
  return [...out.filter(first), ...out.filter((a) => !first(a))];
}
