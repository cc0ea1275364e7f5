/**
 * What a tooltip says of a block or an area on the map: what a player may know of it from his own
 * view (a hidden enemy block shows only its side), in short lines in the player's language.
 */
import { AREAS, BLOCKS, BORDERS, areaIndex, isAreaId, type AreaId } from '../../../../engine/richard-iii/data';
import { areaControl } from './map-model';
import { t } from '../../../src/i18n/language.svelte';
import { areaName, bareBlockName, blockKindText, blockName, placeName } from './names';
import { borderLeft, NONE, type Selection } from './selection';
import type { ChoiceIndex } from './choices';
import { destinationMoves, destinationSupplyWarning, partialGroupText } from './supply-warning';
import type { MapHit } from '../scenes/map/map-input';
import { isCaptive } from './occupants';
import { pinnedIn } from './pinning';
import type { RichardView } from './types';

/** Areas whose shield, cathedral or city is this block's home. */
function homesOf(block: (typeof BLOCKS)[number]): string[] {
  return AREAS.filter(
    (a) =>
      (block.shield !== null && a.shields.includes(block.shield)) ||
      (block.cathedral !== null && a.cathedral === block.cathedral) ||
      (block.city !== null && a.city === block.city) ||
      a.idx === block.home,
  ).map((a) => areaName(a.id));
}

export function blockTooltip(view: RichardView, key: string): string[] {
  const b = view.blocks.find((x) => x.key === key);
  if (!b) return [];
  // Where it stands, right under what it is: on a crowded board its counter may stand beside its
  // area, over a neighbour's (play-tests took such counters for the neighbour's).
  const where = isAreaId(b.place) ? [t('tooltip.standsIn', { area: areaName(b.place) })] : [];
  if (!b.id) return [t('tooltip.hiddenBlock', { side: b.side }), ...where, t('tooltip.hiddenNote')];
  const data = BLOCKS.find((x) => x.id === b.id);
  if (!data) return [blockName(b.id), ...where];
  const side = data.side === 'rebel' ? b.side : data.side;
  const lines = [t('tooltip.block', { block: blockName(b.id), side, kind: blockKindText(b.id) }), ...where];
  lines.push(
    t('tooltip.strength', { rating: b.rating ?? data.rating, steps: b.steps ?? '?', max: b.maxSteps ?? data.steps }),
  );
  // The "(L)"/"(Y)" after a two-version noble's name (4.6) says whose version this block is.
  if (data.other >= 0) lines.push(t('tooltip.twin', { side: data.side, name: bareBlockName(data.id) }));
  if (isCaptive(view, b)) lines.push(t('tooltip.captive'));
  if (data.loyalty > 0) lines.push(t('tooltip.loyalty', { loyalty: data.loyalty }));
  const homes = homesOf(data);
  if (homes.length) lines.push(t('tooltip.home', { areas: homes.join(', ') }));
  if (b.moved) lines.push(t('tooltip.moved'));
  return lines;
}

export function areaTooltip(view: RichardView, id: string): string[] {
  const i = areaIndex(id as AreaId);
  const a = AREAS[i];
  if (!a) return [];
  const control = areaControl(view).find((c) => c.id === id)?.control ?? null;
  const lines = [areaName(a.id)];
  lines.push(
    control === 'contested'
      ? t('tooltip.contested')
      : control
        ? t('tooltip.heldBy', { side: control })
        : a.kind === 'exile' && a.exileOf
          ? t('tooltip.exileOf', { side: a.exileOf })
          : t('tooltip.vacant'),
  );
  // Kingmaker (1470): the captive Henry VI stands here among York's blocks yet holds nothing and is
  // never attacked — say so, or "Held by York" with a Lancaster block in sight reads as a battle missed.
  const captive = view.prisoner ? view.blocks.find((b) => b.id === view.prisoner && b.place === a.id) : undefined;
  if (captive) lines.push(t('tooltip.prisonerHere', { block: blockName(captive.id) }), t('tooltip.prisonerRule'));
  // Contested by an attack on the viewer: how many of his blocks it holds there (5.22).
  const pinned = pinnedIn(view, a.id);
  if (pinned) lines.push(t('prompt.pinned', { ...pinned }));
  const features = [
    a.city ? t('tooltip.city', { name: placeName('city', a.city) }) : null,
    a.cathedral ? t('tooltip.cathedral', { name: placeName('cathedral', a.cathedral) }) : null,
    a.crown ? t('tooltip.crown') : null,
    a.majorPort ? t('tooltip.majorPort') : null,
  ].filter((x): x is string => x !== null);
  if (features.length) lines.push(features.join(' · '));
  if (a.shields.length)
    lines.push(t('tooltip.shields', { names: a.shields.map((s) => placeName('shield', s)).join(', ') }));
  if (view.viewer && a.neighbors.length) {
    const borders = a.neighbors.map(({ area, border }) =>
      t('tooltip.border', { area: areaName(area), colour: BORDERS[border]!.type, left: borderLeft(view, border) }),
    );
    lines.push(t('tooltip.crossings', { borders: borders.join(', ') }));
  }
  return lines;
}

/**
 * The tooltip of what the pointer is over. Over a destination of the blocks the player has picked
 * (the area, or a block standing in it: a click on either moves there), a warning comes second,
 * right under the name, if the move would take that area over the supply limit (7.1/7.2).
 */
export function mapTooltip(view: RichardView, hit: MapHit, index: ChoiceIndex | null, sel: Selection): string[] {
  const lines = hit.kind === 'block' ? blockTooltip(view, hit.id) : areaTooltip(view, hit.id);
  const area = hit.kind === 'block' ? view.blocks.find((b) => b.key === hit.id)?.place : hit.id;
  // A block's place may be off the map ('pool', 'dead'…): only an area is a destination.
  if (!index || !area || !isAreaId(area) || lines.length === 0) return lines;
  const moves = destinationMoves(view, index, sel, area);
  const warnings = [
    partialGroupText(index, sel, area, moves),
    destinationSupplyWarning(view, index, sel, area, moves),
  ].filter((w) => w !== null);
  return [lines[0]!, ...warnings, ...lines.slice(1)];
}

/**
 * The screen's tooltip: of the past position while the player looks back at one (`past`), with
 * no warning of a move (those are about the present), else of the live view.
 */
export function screenTooltip(
  live: RichardView | null,
  past: RichardView | null,
  hit: MapHit,
  index: ChoiceIndex | null,
  sel: Selection,
): string[] {
  if (past) return mapTooltip(past, hit, null, NONE);
  return live ? mapTooltip(live, hit, index, sel) : [];
}
