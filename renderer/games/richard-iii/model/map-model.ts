/**
 * RichardView (+ what the player has picked) → the map scene's MapModel: who controls each area,
 * the blocks (enemy identities hidden), moved marks, and the highlights read from the legal actions.
 */
import { AREAS } from '../../../../engine/richard-iii/data';
import type { AreaControl, MapAreaState, MapBlock, MapModel } from '../scenes/map/model';
import { destinationsFor, type ChoiceIndex } from './choices';
import { blockLabel } from './names';
import { isCaptive } from './occupants';
import { movesAsArrows, sinceMyLastAction } from './opponent-moves';
import { capacityShown, pickedBlocks, type Selection } from './selection';
import type { RichardView } from './types';

const MAP_AREAS = new Set<string>(AREAS.filter((a) => a.kind !== 'sea').map((a) => a.id));

/** Blocks standing on the map (not pool, minor, other side, dead; not face down in home exile); Kingmaker's captive marked so. */
export function mapBlocks(view: RichardView): MapBlock[] {
  const out: MapBlock[] = [];
  for (const b of view.blocks) {
    if (!MAP_AREAS.has(b.place) || b.down) continue;
    const hidden = b.id === null;
    // The view's side is the block's owner (the Rebel's is the Pretender's); its colour is what is drawn.
    const face = { id: b.key, area: b.place, hidden, moved: b.moved };
    const block: MapBlock = b.colour === 'rebel' ? { ...face, side: 'rebel', camp: b.side } : { ...face, side: b.side };
    // The engine's view names him (public: he stands face up); the page never guesses him.
    if (isCaptive(view, b)) block.captive = true;
    if (!hidden && b.id) {
      block.label = blockLabel(b.id);
      if (b.steps !== null) block.strength = b.steps;
      if (b.maxSteps !== null) block.maxStrength = b.maxSteps;
      if (b.rating !== null) block.rating = b.rating;
    }
    out.push(block);
  }
  return out;
}

/**
 * Who holds each map area: the side whose blocks stand there, contested where both sides' do or an
 * attack is pending. The captive Henry VI (Kingmaker) holds nothing: London is York's while York's
 * blocks guard him, vacant when they leave, until a Lancastrian block rescues him.
 */
export function areaControl(view: RichardView): MapAreaState[] {
  const sides = new Map<string, Set<string>>();
  for (const b of view.blocks) {
    if (!MAP_AREAS.has(b.place) || b.down || isCaptive(view, b)) continue;
    const s = sides.get(b.place) ?? new Set<string>();
    s.add(b.side);
    sides.set(b.place, s);
  }
  const contested = new Set<string>(view.contested);
  return [...MAP_AREAS].map((id) => {
    const s = sides.get(id);
    const control: AreaControl =
      contested.has(id) || (s && s.size > 1)
        ? 'contested'
        : s?.has('lancaster')
          ? 'lancaster'
          : s?.has('york')
            ? 'york'
            : null;
    return { id, control };
  });
}

/** `decidedAt`: the log's length when the page last sent the viewer's decision (`sinceMyLastAction`). */
export function toMapModel(view: RichardView, index: ChoiceIndex | null, sel: Selection, decidedAt = 0): MapModel {
  const blocks = mapBlocks(view);
  const highlightAreas = new Set<string>();
  const highlightBlocks = new Set<string>();
  const selectedBlocks = index ? pickedBlocks(sel) : [];
  if (index) {
    if (sel.k === 'group') {
      for (const b of index.movable.get(sel.area) ?? []) if (!sel.blocks.includes(b)) highlightBlocks.add(b);
      for (const a of destinationsFor(index, sel.blocks)) highlightAreas.add(a);
    } else if (sel.k === 'route') {
      highlightAreas.add(sel.to);
    } else if (sel.k === 'block') {
      for (const a of index.targets.get(sel.block)?.keys() ?? []) highlightAreas.add(a);
    } else {
      for (const a of index.areaChoices.keys()) highlightAreas.add(a);
      for (const [a, list] of index.movable) {
        highlightAreas.add(a);
        for (const b of list) highlightBlocks.add(b);
      }
      for (const b of index.targets.keys()) highlightBlocks.add(b);
      for (const b of index.blockChoices.keys()) highlightBlocks.add(b);
    }
  }
  const onMap = new Set(blocks.map((b) => b.id));
  return {
    areas: areaControl(view),
    blocks,
    highlightAreas: [...highlightAreas].filter((a) => MAP_AREAS.has(a)),
    highlightBlocks: [...highlightBlocks].filter((b) => onMap.has(b)),
    selectedBlocks: selectedBlocks.filter((b) => onMap.has(b)),
    borderCapacity: index ? capacityShown(view, index, sel) : [],
    arrows: view.viewer ? movesAsArrows(sinceMyLastAction(view.log, view.viewer, decidedAt)) : [],
  };
}
