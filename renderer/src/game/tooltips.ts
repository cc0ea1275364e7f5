/**
 * What a tooltip says of a block or an area on the map: what a player may know of it from his own
 * view (a hidden enemy block shows only its side), in short lines.
 */
import { AREAS, BLOCKS, BORDERS, areaIndex, type AreaId } from '../../../engine/richard-iii/data';
import { areaControl } from './map-model';
import { areaName, blockKindText, blockName, sideLabel } from './names';
import { borderLeft } from './selection';
import type { RichardView } from './types';

const BORDER_WORD = { yellow: 'yellow', blue: 'blue', red: 'red' } as const;

/** Areas whose shield, cathedral or city is this block's home. */
function homesOf(block: (typeof BLOCKS)[number]): string[] {
  return AREAS.filter(
    (a) =>
      (block.shield !== null && a.shields.includes(block.shield)) ||
      (block.cathedral !== null && a.cathedral === block.cathedral) ||
      (block.city !== null && a.city === block.city) ||
      a.idx === block.home,
  ).map((a) => a.name);
}

export function blockTooltip(view: RichardView, key: string): string[] {
  const b = view.blocks.find((x) => x.key === key);
  if (!b) return [];
  if (!b.id)
    return [
      `A ${sideLabel(b.side)} block`,
      'Standing upright: who it is and its strength stay hidden until it fights.',
    ];
  const data = BLOCKS.find((x) => x.id === b.id);
  if (!data) return [blockName(b.id)];
  const lines = [
    `${blockName(b.id)} — ${sideLabel(data.side === 'rebel' ? b.side : data.side)} ${blockKindText(b.id)}`,
  ];
  lines.push(`Rating ${b.rating ?? data.rating} · strength ${b.steps ?? '?'} of ${b.maxSteps ?? data.steps}`);
  if (data.loyalty > 0) lines.push(`Loyalty ${data.loyalty}: may change sides on a treason roll of that many dice`);
  const homes = homesOf(data);
  if (homes.length) lines.push(`Home: ${homes.join(', ')}`);
  if (b.moved) lines.push('Moved this turn');
  return lines;
}

export function areaTooltip(view: RichardView, id: string): string[] {
  const i = areaIndex(id as AreaId);
  const a = AREAS[i];
  if (!a) return [];
  const control = areaControl(view).find((c) => c.id === id)?.control ?? null;
  const lines = [a.name];
  lines.push(
    control === 'contested'
      ? 'Contested'
      : control
        ? `Held by ${sideLabel(control)}`
        : a.kind === 'exile'
          ? `Exile area of ${sideLabel(a.exileOf)}`
          : 'Vacant',
  );
  const features = [
    a.city ? `city (${a.city})` : null,
    a.cathedral ? `cathedral (${a.cathedral})` : null,
    a.crown ? 'crown' : null,
    a.majorPort ? 'major port' : null,
  ].filter((x): x is string => x !== null);
  if (features.length) lines.push(features.join(' · '));
  if (a.shields.length) lines.push(`Shields: ${a.shields.join(', ')}`);
  if (view.viewer && a.neighbors.length) {
    const borders = a.neighbors.map(
      ({ area, border }) => `${areaName(area)} ${BORDER_WORD[BORDERS[border]!.type]} ${borderLeft(view, border)}`,
    );
    lines.push(`Crossings left: ${borders.join(', ')}`);
  }
  return lines;
}
