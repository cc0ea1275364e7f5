/**
 * Why a click on an area did nothing, with nothing picked (a pick that cannot go there is
 * `not-there`, selection.ts): said under the prompt, so that a click is never met with silence —
 * a play-test clicked Kent again after sailing there, to move on, and heard nothing. Read from the
 * player's own view: his blocks there, their "moved" marks, his own log lines of this turn (which
 * name his blocks) and the legal list; the rules are the engine's, only explained here.
 */
import { t } from '../../../src/i18n/language.svelte';
import type { ChoiceIndex } from './choices';
import { areaName, blockName } from './names';
import { isCaptive } from './occupants';
import type { AreaId, LogEntry, RichardView } from './types';

export type Refusal =
  /** All the player's blocks there have moved this turn: `by` sea (some sailed in), land, or were recruited. */
  | { readonly k: 'moved'; readonly by: 'sea' | 'land' | 'recruit'; readonly count: number }
  /** Only the captive Henry VI of the player's stands there (1470). */
  | { readonly k: 'captive' }
  /** Blocks still to move, but no AP to activate the area. */
  | { readonly k: 'no-ap' }
  /** Blocks still to move that the legal list keeps there (an event's limits, an attack's pins). */
  | { readonly k: 'stuck' }
  /** None of the player's blocks stands there. */
  | { readonly k: 'not-yours' }
  /** The decision is not made on the map now (a card, a button). */
  | { readonly k: 'not-now' }
  /** The decision is on the map, elsewhere: the highlighted areas and blocks. */
  | { readonly k: 'elsewhere' };

/** The log's entries since the latest game turn began (all of them if none began). */
function thisTurn(log: readonly LogEntry[]): readonly LogEntry[] {
  let i = log.length;
  while (i > 0 && log[i - 1]!.k !== 'turn-start') i--;
  return log.slice(i);
}

/** Why a click on `area` with nothing picked does nothing, for the player `view.viewer` on his decision. */
export function refusalAt(view: RichardView, index: ChoiceIndex, area: AreaId): Refusal {
  if (view.step !== 'action') {
    const onMap = index.targets.size + index.movable.size + index.areaChoices.size + index.blockChoices.size > 0;
    return { k: onMap ? 'elsewhere' : 'not-now' };
  }
  const mine = view.blocks.filter((b) => b.place === area && b.side === view.viewer && b.id !== null);
  const free = mine.filter((b) => !isCaptive(view, b));
  if (mine.length === 0) return { k: 'not-yours' };
  if (free.length === 0) return { k: 'captive' };
  if (free.every((b) => b.moved)) {
    // The player's own lines name his blocks: how each came to be moved this turn.
    const how = new Map<string, string>();
    for (const e of thisTurn(view.log)) {
      const block = e.p?.['block'];
      if (e.s === view.viewer && typeof block === 'string') how.set(block, e.k);
    }
    const kinds = free.map((b) => how.get(b.id!));
    const by = kinds.includes('sea-move') ? 'sea' : kinds.every((k) => k === 'recruit') ? 'recruit' : 'land';
    return { k: 'moved', by, count: free.length };
  }
  const act = view.action;
  if (act && act.ap === 0 && !act.activated.includes(area)) return { k: 'no-ap' };
  return { k: 'stuck' };
}

/** The refusal in the player's words. */
export function refusalText(view: RichardView, area: AreaId, why: Refusal): string {
  const name = areaName(area);
  switch (why.k) {
    case 'moved':
      return why.by === 'sea'
        ? t('refusal.movedSea', { area: name, count: why.count })
        : why.by === 'recruit'
          ? t('refusal.recruited', { area: name, count: why.count })
          : t('refusal.moved', { area: name, count: why.count });
    case 'captive':
      return t('refusal.captive', { area: name, block: blockName(view.prisoner) });
    case 'no-ap':
      return t('refusal.noAp', { area: name });
    case 'stuck':
      return t('refusal.stuck', { area: name });
    case 'not-yours':
      return t('refusal.notYours', { area: name });
    case 'not-now':
      return t('refusal.notNow');
    case 'elsewhere':
      return t('refusal.elsewhere', { area: name });
  }
}
