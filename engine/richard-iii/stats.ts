/**
 * The figures behind the post-game charts, read from a view — so a side's own charts hold only
 * what that side may know (an enemy's hidden strength is null), and a revealed view of a finished
 * game gives every figure. One point per call; the replay service samples it at each game turn
 * and political turn.
 */
import type { ChartStats } from '../core/game';
import { AREAS, BLOCKS, SIDES, isAreaId, type AreaId, type Side } from './data';
import type { RichardView } from './view';

const BLOCK_KIND = new Map<string, (typeof BLOCKS)[number]['kind']>(BLOCKS.map((b) => [b.id, b.kind]));
const CROWN = new Set<string>(AREAS.filter((a) => a.crown).map((a) => a.id));
const LONDON_AREA: AreaId = 'middlesex';

/** Series ids, in the order a legend lists them; `<figure>.<side>`. */
export const CHART_SERIES = [
  'steps.lancaster',
  'steps.york',
  'nobles.lancaster',
  'nobles.york',
  'areas.lancaster',
  'areas.york',
  'crowns.lancaster',
  'crowns.york',
  'london.lancaster',
  'london.york',
  'king.lancaster',
  'king.york',
  'usurpation.lancaster',
  'usurpation.york',
] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];

interface SideTally {
  steps: number;
  nobles: number;
  /** A block of this side on the map whose identity the view hides. */
  hidden: boolean;
}

/** One point of every series for this view (see CHART_SERIES). */
export function chartStats(view: RichardView): ChartStats & Record<ChartSeries, number | null> {
  const tally: Record<Side, SideTally> = {
    lancaster: { steps: 0, nobles: 0, hidden: false },
    york: { steps: 0, nobles: 0, hidden: false },
  };
  // Who stands in each area: control is occupation by one side alone (a contested area is nobody's).
  const occupants = new Map<string, Set<Side>>();
  for (const b of view.blocks) {
    if (!isAreaId(b.place) || b.down) continue;
    const t = tally[b.side];
    if (b.id === null || b.steps === null) t.hidden = true;
    else {
      t.steps += b.steps;
      if (BLOCK_KIND.get(b.id) === 'noble') t.nobles++;
    }
    const set = occupants.get(b.place) ?? new Set<Side>();
    set.add(b.side);
    occupants.set(b.place, set);
  }
  const areas: Record<Side, number> = { lancaster: 0, york: 0 };
  const crowns: Record<Side, number> = { lancaster: 0, york: 0 };
  const london: Record<Side, number> = { lancaster: 0, york: 0 };
  for (const [area, sides] of occupants) {
    if (sides.size !== 1) continue;
    const [side] = [...sides] as [Side];
    areas[side]++;
    if (CROWN.has(area)) crowns[side]++;
    if (area === LONDON_AREA) london[side] = 1;
  }
  const counts = view.political?.usurpation.counts ?? null;
  const out = {} as Record<ChartSeries, number | null>;
  for (const side of SIDES) {
    const t = tally[side];
    out[`steps.${side}`] = t.hidden ? null : t.steps;
    out[`nobles.${side}`] = t.hidden ? null : t.nobles;
    out[`areas.${side}`] = areas[side];
    out[`crowns.${side}`] = crowns[side];
    out[`london.${side}`] = london[side];
    out[`king.${side}`] = view.kingSide === side ? 1 : 0;
    out[`usurpation.${side}`] = counts ? counts[side] : null;
  }
  return out;
}
