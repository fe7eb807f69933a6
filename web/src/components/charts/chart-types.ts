/** One value of a chart: its category (a month, a state, a place) and the figure drawn for it. */
export interface ChartPoint {
  key: string;
  /** The category as shown, already translated. */
  label: string;
  /** Null when there is nothing to measure (a month without repairs): drawn as a gap, never as 0. */
  value: number | null;
  /** A Chakra colour palette for this point's bar (`green`, `red`); the chart's own otherwise. */
  palette?: string;
}

/** What both charts take from their call site. */
export interface ChartProps {
  points: readonly ChartPoint[];
  height?: number;
  palette?: string;
  /** The chart's name: the caption of its table of values, read by screen readers. */
  title: string;
  testId?: string;
  /** The top of the scale when it is known (100 for a percentage). */
  max?: number;
}

/** The largest value the axis must reach, never zero (an empty chart still has a scale). */
export const chartMax = (values: readonly (number | null)[]): number =>
  Math.max(1, ...values.filter((v): v is number => v !== null && Number.isFinite(v)));

/** A figure short enough for an axis or a bar's top: 1234 → 1.2k. */
export function shortFigure(value: number, language: string): string {
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Periods (2026-11, 2026-W45) read as a row of columns over time; anything else is a category. */
export const isPeriod = (key: string): boolean => /^\d{4}-(\d{2}|W\d{2})/.test(key);
