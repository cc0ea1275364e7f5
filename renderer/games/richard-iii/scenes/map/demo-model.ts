// Builds a crowded demo position from data.json's full-game scenario, seen by York:
// York blocks face up, Lancaster blocks hidden (opaque ids). Blocks off the map in the
// scenario (pool, minors, other side) are stood in a home area so all 63 appear — a
// deliberate stress test of stacking, not a legal position.
import type { MapGeometry } from '../../../../../assets/map/geometry';
import type { AreaControl, MapBlock, MapModel } from './model';

export interface DataBlock {
  id: string;
  side: 'lancaster' | 'york' | 'rebel';
  name: string;
  steps: number;
  rating: string;
  shield?: string;
  city?: string;
  cathedral?: string;
  home?: string;
  deploysIn?: string;
}

export interface DemoData {
  blocks: DataBlock[];
  scenarios: Record<string, { placement: Record<string, string> }>;
}

function homeArea(b: DataBlock, geometry: MapGeometry): string {
  const has = (pred: (s: MapGeometry['areas'][number]['symbols'][number]) => boolean): string | undefined =>
    geometry.areas.find((a) => a.kind !== 'exile' && a.symbols.some(pred))?.id;
  return (
    (b.home && geometry.areas.some((a) => a.id === b.home) ? b.home : undefined) ??
    (b.city ? has((s) => s.kind === 'city' && s.name === b.city) : undefined) ??
    (b.cathedral ? has((s) => s.kind === 'cathedral' && s.name === b.cathedral) : undefined) ??
    (b.shield ? has((s) => s.kind === 'shield' && s.name === b.shield) : undefined) ??
    (b.deploysIn === 'wales' ? 'powys' : undefined) ??
    (b.side === 'rebel' ? 'rutland' : b.side === 'lancaster' ? 'lancaster' : 'middlesex')
  );
}

/** Short sticker names, like the printed labels. */
const shortName = (name: string): string =>
  name.replace(' Mercenary', '').replace(' (church)', ' ✝').replace(' (levy)', '');

export function demoModel(data: DemoData, geometry: MapGeometry): MapModel {
  const placement = data.scenarios['wars-of-the-roses']!.placement;
  const onMap = new Set(geometry.areas.map((a) => a.id));
  let hiddenCount = 0;
  const blocks: MapBlock[] = data.blocks.map((b, i) => {
    const where = placement[b.id];
    const area = where && onMap.has(where) ? where : homeArea(b, geometry);
    if (b.side === 'lancaster')
      return { id: `hidden-${++hiddenCount}`, area, side: 'lancaster', hidden: true, moved: i % 7 === 0 };
    return {
      id: b.id,
      area,
      // The 1460 scenario's Pretender is York, whom the Rebel fights for.
      ...(b.side === 'rebel' ? { side: 'rebel', camp: 'york' } : { side: b.side }),
      hidden: false,
      label: shortName(b.name),
      strength: i % 3 === 0 ? Math.max(1, b.steps - 1) : b.steps,
      maxStrength: b.steps,
      rating: b.rating,
      moved: i % 5 === 1,
    };
  });
  const sides = new Map<string, Set<string>>();
  for (const b of blocks) {
    const s = sides.get(b.area) ?? new Set<string>();
    s.add(b.side === 'rebel' ? 'york' : b.side);
    sides.set(b.area, s);
  }
  const areas = geometry.areas.map((a) => {
    const s = sides.get(a.id);
    const control: AreaControl = !s ? null : s.size > 1 ? 'contested' : s.has('lancaster') ? 'lancaster' : 'york';
    return { id: a.id, control };
  });
  return {
    areas,
    blocks,
    highlightAreas: [],
    highlightBlocks: blocks.filter((b) => !b.hidden).map((b) => b.id),
    selectedBlocks: [],
  };
}
