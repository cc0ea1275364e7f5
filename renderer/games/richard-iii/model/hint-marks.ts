/**
 * A hint drawn on the map with the marks the map already has: the suggested move as an arrow in the
 * player's colour (land, sea, recruit), its block and target area highlighted, or the card to play.
 */
import type { MapArrow, MapModel } from '../scenes/map/model';
import type { Action, RichardView, Side } from './types';

export interface HintMarks {
  readonly arrows: MapArrow[];
  readonly areas: string[];
  readonly blocks: string[];
  /** The card the hint plays, if it is a card. */
  readonly card: number | null;
}

export function hintMarks(view: RichardView, me: Side, a: Action): HintMarks {
  const placeOf = (block: string): string | null => view.blocks.find((b) => b.key === block)?.place ?? null;
  const marks = (arrows: MapArrow[], areas: string[], blocks: string[]): HintMarks => ({
    arrows,
    areas,
    blocks,
    card: null,
  });
  switch (a.t) {
    case 'card':
      return { arrows: [], areas: [], blocks: [], card: a.card };
    case 'move': {
      const from = placeOf(a.block);
      const arrows: MapArrow[] = from ? [{ kind: 'land', side: me, path: [from, ...a.path] }] : [];
      return marks(arrows, a.path.slice(-1), [a.block]);
    }
    case 'sea': {
      const from = placeOf(a.block);
      return marks(from ? [{ kind: 'sea', side: me, path: [from, a.to] }] : [], [a.to], [a.block]);
    }
    case 'recruit':
      return marks([{ kind: 'recruit', side: me, path: [a.to] }], [a.to], []);
    case 'muster':
    case 'plague':
    case 'battle':
      return marks([], [a.area], []);
    default: {
      const o = a as Partial<Record<'block' | 'target' | 'to', string>>;
      return marks(
        [],
        o.to ? [o.to] : [],
        [o.block, o.target].filter((b): b is string => !!b),
      );
    }
  }
}

/** The map with the hint's marks: its arrow added, and only its block and area highlighted. */
export function withHint(model: MapModel, marks: HintMarks): MapModel {
  if (!marks.arrows.length && !marks.areas.length && !marks.blocks.length) return model;
  const areas = new Set(model.areas.map((a) => a.id));
  const blocks = new Set(model.blocks.map((b) => b.id));
  return {
    ...model,
    arrows: [...(model.arrows ?? []), ...marks.arrows],
    highlightAreas: marks.areas.filter((a) => areas.has(a)),
    highlightBlocks: marks.blocks.filter((b) => blocks.has(b)),
  };
}
