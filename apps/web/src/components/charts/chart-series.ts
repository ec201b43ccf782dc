/** Colours of a series; whole class names so Tailwind keeps them. */
export const CHART_TONES = {
  brand: { stroke: "stroke-brand-600", fill: "fill-brand-600" },
  sky: { stroke: "stroke-sky-600", fill: "fill-sky-600" },
  violet: { stroke: "stroke-violet-600", fill: "fill-violet-600" },
} as const;

/** One line (or one bar per date) of a chart: the key of its values, its name and colour. */
export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
  tone: keyof typeof CHART_TONES;
}

/** The table that stands in for the picture: its caption, the date column's header, the text of a missing value. */
export interface ChartTable {
  caption: string;
  dateHeader: string;
  empty: string;
}
