/** One value of a chart: its category (a month, a state, a place) and the figure drawn for it. */
export interface ChartPoint {
  key: string;
  /** The category as shown, already translated. */
  label: string;
  value: number;
  /** A Chakra colour palette for this point's bar (`green`, `red`); the chart's own otherwise. */
  palette?: string;
}

/** A Chakra colour token as a CSS value SVG paint accepts (`teal` → the palette's solid colour). */
export const paletteColor = (palette: string): string => `var(--chakra-colors-${palette}-solid)`;

/** The largest value the axis must reach, never zero (an empty chart still has a scale). */
export const chartMax = (values: readonly number[]): number => Math.max(1, ...values.filter(Number.isFinite));

/** A figure short enough for an axis or a bar's top: 1234 → 1.2k. */
export function shortFigure(value: number, language: string): string {
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
