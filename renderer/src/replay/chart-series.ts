/** One line of a replay chart, already worded and coloured by the page. */
export interface ChartSeries {
  readonly label: string;
  readonly colour: string;
  readonly points: readonly { at: number; value: number | null }[];
}
