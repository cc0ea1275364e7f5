/**
 * Which charts the Richard III replay draws, from the series the engine computes (engine/richard-iii
 * /stats.ts `CHART_SERIES`): one chart per figure, one line per side.
 */
import type { ChartPoint } from '../../../../electron/ipc/contract';
import type { MessageKey } from '../../../src/i18n/catalogue';

export interface ChartLine {
  readonly side: 'lancaster' | 'york';
  readonly points: readonly { at: number; value: number | null }[];
}

export interface ChartSpec {
  readonly figure: 'steps' | 'nobles' | 'areas' | 'crowns' | 'london' | 'usurpation';
  readonly title: MessageKey;
  readonly lines: readonly ChartLine[];
}

const FIGURES: readonly { figure: ChartSpec['figure']; title: MessageKey; politicalOnly: boolean }[] = [
  { figure: 'steps', title: 'replay.chart.steps', politicalOnly: false },
  { figure: 'nobles', title: 'replay.chart.nobles', politicalOnly: false },
  { figure: 'areas', title: 'replay.chart.areas', politicalOnly: false },
  { figure: 'crowns', title: 'replay.chart.crowns', politicalOnly: false },
  { figure: 'london', title: 'replay.chart.london', politicalOnly: false },
  { figure: 'usurpation', title: 'replay.chart.usurpation', politicalOnly: true },
];

/** The charts for these points; the usurpation count exists only at political turns. */
export function chartSpecs(points: readonly ChartPoint[]): ChartSpec[] {
  return FIGURES.map(({ figure, title, politicalOnly }) => ({
    figure,
    title,
    lines: (['lancaster', 'york'] as const).map((side) => ({
      side,
      points: points
        .map((p) => ({ at: p.at, value: p.stats[`${figure}.${side}`] ?? null }))
        .filter((p) => !politicalOnly || p.value !== null),
    })),
  })).filter((c) => c.lines.some((l) => l.points.some((p) => p.value !== null)));
}

/** One political turn as the charts saw it: the usurpation count of each side and who was King after it. */
export interface PoliticalRow {
  readonly at: number;
  readonly counts: Readonly<Record<'lancaster' | 'york', number>>;
  readonly king: 'lancaster' | 'york' | null;
}

/** The political turns among the chart points (those with a usurpation count). */
export function politicalRows(points: readonly ChartPoint[]): PoliticalRow[] {
  return points
    .filter((p) => p.stats['usurpation.lancaster'] != null && p.stats['usurpation.york'] != null)
    .map((p) => ({
      at: p.at,
      counts: { lancaster: p.stats['usurpation.lancaster']!, york: p.stats['usurpation.york']! },
      king: p.stats['king.lancaster'] === 1 ? 'lancaster' : p.stats['king.york'] === 1 ? 'york' : null,
    }));
}
