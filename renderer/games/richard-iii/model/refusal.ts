/**
 * Why a click on the map did nothing, in the player's words: with nothing picked, why the area
 * offers nothing (said under the prompt, so that a click is never met with silence — a play-test
 * clicked Kent again after sailing there, to move on, and heard nothing); with blocks picked, that
 * they cannot go there; off every area, that there is no area there. Read from the player's own
 * view: his blocks there and how the engine marks each one's move this turn (`movedBy`), and the
 * legal list; the rules are the engine's, only explained here.
 */
import { borderBar, type BorderBar } from '../../../../engine/richard-iii/movement/border-bar';
import { t } from '../../../src/i18n/language.svelte';
import { listText } from '../../../src/lib/format';
import type { ChoiceIndex } from './choices';
import { areaName, blockName } from './names';
import { isCaptive } from './occupants';
import { ownActionSample } from './own-sample';
import { pickedBlocks, type Intent, type Selection } from './selection';
import type { AreaId, RichardView } from './types';

export type Refusal =
  /** All the player's blocks there have moved this turn: how many by land, by sea, and were recruited. */
  | { readonly k: 'moved'; readonly land: number; readonly sea: number; readonly recruit: number }
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
    // The engine's own mark of each block's move (his own blocks carry it in his view).
    const count = (by: string) => free.filter((b) => b.movedBy === by).length;
    return { k: 'moved', land: count('land'), sea: count('sea'), recruit: count('recruit') };
  }
  const act = view.action;
  if (act && act.ap === 0 && !act.activated.includes(area)) return { k: 'no-ap' };
  return { k: 'stuck' };
}

/** The blocks' moves when they were not all of one kind, each kind with its count. */
function movedParts(why: Extract<Refusal, { k: 'moved' }>): string {
  const parts = [
    why.land ? t('refusal.partLand', { count: why.land }) : null,
    why.sea ? t('refusal.partSea', { count: why.sea }) : null,
    why.recruit ? t('refusal.partRecruited', { count: why.recruit }) : null,
  ];
  return listText(parts.filter((p) => p !== null));
}

/** The refusal in the player's words. */
export function refusalText(view: RichardView, area: AreaId, why: Refusal): string {
  const name = areaName(area);
  switch (why.k) {
    case 'moved': {
      const count = why.land + why.sea + why.recruit;
      if (why.sea === count) return t('refusal.movedSea', { area: name, count });
      if (why.recruit === count) return t('refusal.recruited', { area: name, count });
      if (why.land === count) return t('refusal.moved', { area: name, count });
      return t('refusal.movedMixed', { area: name, parts: movedParts(why) });
    }
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

/** A click on the map that did nothing: with nothing picked (`refused`), blocks picked (`not-there`), or off every area. */
export type Miss = Extract<Intent, { kind: 'not-there' | 'refused' | 'off-map' }>;

/** What the page says under the prompt of a click that did nothing, `sel` being the pick it was made with. */
export function missText(view: RichardView, miss: Miss, sel: Selection): string {
  const count = Math.max(1, pickedBlocks(sel).length);
  switch (miss.kind) {
    case 'off-map':
      return miss.picked
        ? t('refusal.offMapPicked', { count })
        : miss.onMap
          ? t('refusal.offMap')
          : t('refusal.notNow');
    case 'refused':
      return refusalText(view, miss.area, miss.why);
    case 'not-there': {
      const bar = sel.k === 'group' || sel.k === 'route' ? landBar(view, sel.area, miss.area) : null;
      const area = areaName(miss.area);
      if (!bar) return t('prompt.notThere', { area, count });
      const border = { from: areaName(bar.from), to: areaName(bar.to) };
      return t(bar.k === 'red' ? 'prompt.notThereRed' : 'prompt.notThereFull', { area, count, ...border });
    }
  }
}

/**
 * The border limit (5.21) that keeps the picked blocks in `from` out of `to`, if one does: the
 * engine's walk on a position sampled behind the player's view (`ownActionSample`, as group-move.ts
 * plays moves on) —
 * his own blocks, crossings and attacks are exact there, and only they decide it.
 */
export function landBar(view: RichardView, from: AreaId, to: AreaId): BorderBar | null {
  const own = ownActionSample(view);
  return own?.sample.ok ? borderBar(own.sample.value, own.side, from, to) : null;
}
