import type { TFunction } from 'i18next';
import type { Row } from '@cmms/contracts';
import type { ChartPoint } from '../components/charts/chart-types';
import type { TranslationKey } from '../i18n/keys';

/** A chart of a report, drawn from the rows on screen (so the chart, the table and the CSV agree). */
export interface ReportChart {
  key: string;
  kind: 'bar' | 'line';
  /** i18n key of the chart's heading. */
  titleKey: TranslationKey;
  palette?: string;
  /** The top of the scale when fixed (100 for a percentage). */
  max?: number;
  points: (rows: readonly Row[], t: TFunction, language: string) => ChartPoint[];
}

/** A number of a row, or null when the figure is missing (nothing to average): the chart leaves a gap, not a 0. */
export const figureOf = (row: Row, key: string): number | null => {
  const value = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
