import type { TFunction } from 'i18next';
import type { Row } from '@cmms/contracts';
import type { ChartPoint } from '../components/charts/chart-types';
import { shown } from './report-cells';
import { figureOf, type ReportChart } from './report-chart';
import type { ReportColumn, ReportConfig, ReportFilter } from './report-types';
import type { SubKey, TranslationKey } from '../i18n/keys';

/** The preventive-maintenance reports (issue 13): PM compliance and breakdowns, classic and `-new`. */

const label = (key: string, labelKey: TranslationKey): ReportColumn => ({
  key,
  labelKey,
  sortKey: key,
  render: (row) => shown(row[key]),
});

/** A figure: right-aligned, a dash when there is nothing to average. */
const figure = (key: string, labelKey: TranslationKey, suffix = ''): ReportColumn => ({
  key,
  labelKey,
  sortKey: key,
  align: 'end',
  render: (row) => (row[key] === null || row[key] === undefined ? '—' : `${String(row[key])}${suffix}`),
  text: (row) => (row[key] === null || row[key] === undefined ? '' : String(row[key])),
});

const groupBy = (options: readonly SubKey<'reports.groups'>[]): ReportFilter => ({
  param: 'group_by',
  labelKey: 'reports.groupBy',
  options: options.map((value) => ({ value, labelKey: `reports.groups.${value}` })),
});

/** Compliance is good from 90 %, a worry below 75 %. */
const compliancePalette = (value: number): string => (value >= 90 ? 'green' : value >= 75 ? 'orange' : 'red');

/** Periods read left to right from the oldest, whatever order the table is sorted in. */
const chronological = (points: ChartPoint[]): ChartPoint[] =>
  points.every((p) => /^\d{4}-\d{2}/.test(p.key)) ? [...points].sort((a, b) => a.key.localeCompare(b.key)) : points;

const barsOf =
  (key: string, labelKey = 'name') =>
  (rows: readonly Row[]): ChartPoint[] =>
    rows.map((row, index) => ({
      key: `${String(row.id ?? index)}`,
      label: shown(row[labelKey]),
      value: figureOf(row, key),
    }));

/** The months of every row's series on screen, summed: the breakdowns of what the table shows, month by month. */
function monthlyBreakdowns(rows: readonly Row[], _t: TFunction, language: string): ChartPoint[] {
  const months = new Map<string, number>();
  for (const row of rows) {
    for (const point of (row.series ?? []) as { period: string; breakdowns: number }[]) {
      months.set(point.period, (months.get(point.period) ?? 0) + point.breakdowns);
    }
  }
  const format = new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, value]) => ({ key: period, label: format.format(new Date(`${period}-01T00:00:00Z`)), value }));
}

const breakdownColumns: ReportColumn[] = [
  label('name', 'reports.group'),
  figure('breakdowns', 'reports.pm.breakdowns'),
  figure('repaired', 'reports.pm.repaired'),
  figure('downtime_hours', 'reports.pm.downtime_hours'),
  figure('mttr_hours', 'reports.pm.mttr_hours'),
  figure('mtbf_hours', 'reports.pm.mtbf_hours'),
];
const breakdownGroups = groupBy(['asset', 'model', 'category', 'location']);

const complianceChart: ReportChart = {
  key: 'compliance',
  kind: 'bar',
  titleKey: 'reports.charts.compliance',
  points: (rows) =>
    chronological(
      rows.map((row, index) => {
        const value = figureOf(row, 'compliance');
        const palette = value === null ? undefined : compliancePalette(value);
        return { key: String(row.key ?? index), label: shown(row.label), value, palette };
      }),
    ),
};

const missedChart: ReportChart = {
  key: 'missed',
  kind: 'line',
  titleKey: 'reports.charts.missed',
  palette: 'red',
  points: (rows) =>
    chronological(
      rows.map((row, index) => ({
        key: String(row.key ?? index),
        label: shown(row.label),
        value: figureOf(row, 'missed'),
      })),
    ),
};

export const MAINTENANCE_REPORTS: ReportConfig[] = [
  {
    key: 'inspections',
    endpoint: 'reports.inspections',
    period: true,
    columns: [
      label('label', 'reports.group'),
      figure('due', 'reports.pm.due'),
      figure('done_on_time', 'reports.pm.done_on_time'),
      figure('done_late', 'reports.pm.done_late'),
      figure('missed', 'reports.pm.missed'),
      figure('pending', 'reports.pm.pending'),
      figure('compliance', 'reports.pm.compliance', ' %'),
    ],
    filters: [groupBy(['month', 'week', 'location', 'asset', 'plan'])],
    charts: [complianceChart, missedChart],
  },
  {
    key: 'breakdowns',
    endpoint: 'reports.asset-breakdown',
    period: true,
    defaultSort: 'breakdowns',
    columns: breakdownColumns,
    filters: [breakdownGroups],
    charts: [
      {
        key: 'breakdowns',
        kind: 'bar',
        titleKey: 'reports.pm.breakdowns',
        palette: 'orange',
        points: barsOf('breakdowns'),
      },
      {
        key: 'downtime',
        kind: 'bar',
        titleKey: 'reports.pm.downtime_hours',
        palette: 'red',
        points: barsOf('downtime_hours'),
      },
    ],
  },
  {
    key: 'breakdownsNew',
    endpoint: 'reports.asset-breakdown-new',
    period: true,
    defaultSort: 'breakdowns',
    columns: breakdownColumns,
    filters: [breakdownGroups],
    // `-new` nests the figures under `metrics`: the table reads them flat, the chart reads the series.
    rowsOf: (data) =>
      (data as { rows?: (Row & { metrics: Record<string, unknown> })[] } | undefined)?.rows?.map(
        ({ metrics, ...row }) => ({ ...row, ...metrics }) as Row,
      ),
    charts: [
      {
        key: 'monthly',
        kind: 'line',
        titleKey: 'reports.charts.monthlyBreakdowns',
        palette: 'orange',
        points: monthlyBreakdowns,
      },
      { key: 'mttr', kind: 'bar', titleKey: 'reports.pm.mttr_hours', palette: 'purple', points: barsOf('mttr_hours') },
    ],
  },
];
