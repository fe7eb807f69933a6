import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { EndpointId, Row } from '@cmms/contracts';
import type { FilterOption } from '../resources/list/filter-types';
import type { ReportKey } from './report-keys';
import type { ReportChart } from './report-chart';
import type { TranslationKey } from '../i18n/keys';

// The shapes of a report, in a leaf file so the report lists import them without importing each other.
/** One column of a report: its label, its cell, and the `sort` it sends when sortable. */
export interface ReportColumn {
  key: string;
  labelKey: TranslationKey;
  sortKey?: string;
  align?: 'start' | 'end';
  render: (row: Row, t: TFunction, language: string) => ReactNode;
  /** The cell as CSV text when `render` draws more than text (a badge); `shown(row[key])` otherwise. */
  text?: (row: Row, t: TFunction, language: string) => string;
}

export interface ReportFilter {
  param: string;
  labelKey: TranslationKey;
  options: FilterOption[];
}

export interface ReportConfig {
  key: ReportKey;
  endpoint: EndpointId;
  /** Path parameters of the endpoint (`hardware/audit/{due|overdue}`). */
  params?: Record<string, string>;
  /** Fixed parameters (the audit log is the activity report of audits). */
  query?: Record<string, string>;
  defaultSort?: string;
  columns: ReportColumn[];
  filters?: ReportFilter[];
  /** Rows of an answer that is not `{ total, rows }` of flat rows (the `-new` breakdowns nest their metrics). */
  rowsOf?: (data: unknown) => Row[] | undefined;
  /** Offers the period's start and end dates as filters. */
  period?: boolean;
  /** Charts drawn above the table from the rows on screen. */
  charts?: ReportChart[];
}
