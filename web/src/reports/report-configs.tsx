import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import { getResource } from '@cmms/contracts';
import { resourcePath } from '../resources/resource-path';
import { ACTION_PALETTE } from '../resources/detail/activity-table';
import { holderName } from '../assets/holder-name';
import { ITEM_TYPES } from '../assets/asset-item-types';
import { ACTION_TYPES, actionTypeLabelKey } from './report-keys';
import { money, shown } from './report-cells';
import { MAINTENANCE_REPORTS } from './maintenance-reports';
import type { ReportColumn, ReportConfig } from './report-types';
import { fallback, type TranslationKey } from '../i18n/keys';

export type { ReportColumn, ReportConfig, ReportFilter } from './report-types';
export { money, shown } from './report-cells';

const text = (key: string, labelKey: TranslationKey, sortKey?: string): ReportColumn => ({
  key,
  labelKey,
  sortKey,
  render: (row) => shown(row[key]),
});

const date = (key: string, labelKey: TranslationKey, sortKey?: string): ReportColumn => ({
  key,
  labelKey,
  sortKey,
  render: (row) => <Text whiteSpace="nowrap">{shown(row[key])}</Text>,
});

const activityDate = date('created_at', 'userActivity.date', 'created_at');
const admin: ReportColumn = {
  key: 'admin',
  labelKey: 'userActivity.admin',
  render: (row) => holderName(row.admin ?? row.created_by),
};
const typed = (value: unknown, t: TFunction): string => {
  if (!value || typeof value !== 'object') return '—';
  const type = (value as { type?: unknown }).type;
  const kind = typeof type === 'string' && type ? ` (${t(`reports.itemTypes.${type}`, fallback(type))})` : '';
  return `${holderName(value)}${kind}`;
};
const item: ReportColumn = { key: 'item', labelKey: 'userActivity.item', render: (row, t) => typed(row.item, t) };
const note: ReportColumn = { key: 'note', labelKey: 'assets.note', sortKey: 'note', render: (row) => shown(row.note) };

/** Assets whose audit is coming up or late (`GET /hardware/audit/{due|overdue}`), each linking to its asset. */
const auditList = (key: 'audit-due' | 'audit-overdue', request: 'due' | 'overdue'): ReportConfig => ({
  key,
  endpoint: 'hardware.audit-due',
  params: { request },
  defaultSort: 'next_audit_date',
  columns: [
    {
      key: 'asset_tag',
      labelKey: 'resources.hardware.fields.asset_tag',
      sortKey: 'asset_tag',
      render: (row) => (
        <Link asChild colorPalette="teal" fontWeight="medium">
          <RouterLink to={resourcePath(getResource('hardware'), Number(row.id))} data-testid="audit-asset">
            {shown(row.asset_tag)}
          </RouterLink>
        </Link>
      ),
    },
    text('name', 'resources.hardware.fields.name', 'name'),
    text('model', 'resources.hardware.fields.model_id', 'model'),
    text('location', 'resources.hardware.fields.location_id', 'location'),
    date('last_audit_date', 'assets.lastAudit', 'last_audit_date'),
    {
      key: 'next_audit_date',
      labelKey: 'assets.nextAuditDate',
      sortKey: 'next_audit_date',
      render: (row) => (
        <Text whiteSpace="nowrap" color={request === 'overdue' ? 'red.fg' : undefined} data-testid="audit-next">
          {shown(row.next_audit_date)}
        </Text>
      ),
    },
  ],
});

export const REPORTS: ReportConfig[] = [
  {
    key: 'activity',
    endpoint: 'reports.activity',
    defaultSort: 'created_at',
    columns: [
      activityDate,
      admin,
      {
        key: 'action',
        labelKey: 'userActivity.action',
        sortKey: 'action_type',
        text: (row) => String(row.action_type ?? ''),
        render: (row) => (
          <Badge
            variant="subtle"
            colorPalette={ACTION_PALETTE[String(row.action_type)] ?? 'gray'}
            data-testid="activity-action"
          >
            {String(row.action_type ?? '')}
          </Badge>
        ),
      },
      item,
      { key: 'target', labelKey: 'activity.target', render: (row, t) => typed(row.target, t) },
      note,
    ],
    filters: [
      {
        param: 'action_type',
        labelKey: 'userActivity.action',
        options: ACTION_TYPES.map((value) => ({ value, labelKey: actionTypeLabelKey(value) })),
      },
      {
        param: 'item_type',
        labelKey: 'reports.itemType',
        options: ITEM_TYPES.map((value) => ({ value, labelKey: `reports.itemTypes.${value}` })),
      },
    ],
  },
  {
    key: 'audit',
    endpoint: 'reports.activity',
    query: { action_type: 'audit' },
    defaultSort: 'created_at',
    columns: [
      activityDate,
      admin,
      item,
      {
        key: 'changes',
        labelKey: 'userActivity.changes',
        text: (row) =>
          Object.entries((row.log_meta ?? {}) as Record<string, { old: unknown; new: unknown }>)
            .map(([field, change]) => `${field}: ${shown(change.old)} → ${shown(change.new)}`)
            .join('; '),
        render: (row) => (
          <Stack gap="0.5" fontSize="xs">
            {Object.entries((row.log_meta ?? {}) as Record<string, { old: unknown; new: unknown }>).map(
              ([field, change]) => (
                <Text key={field}>
                  <Text as="span" fontWeight="semibold">
                    {field}
                  </Text>
                  : {shown(change.old)} → {shown(change.new)}
                </Text>
              ),
            )}
          </Stack>
        ),
      },
      note,
    ],
  },
  auditList('audit-due', 'due'),
  auditList('audit-overdue', 'overdue'),
  {
    key: 'depreciation',
    endpoint: 'reports.depreciation',
    columns: [
      text('asset_tag', 'resources.hardware.fields.asset_tag', 'asset_tag'),
      text('name', 'resources.hardware.fields.name', 'name'),
      text('model', 'resources.hardware.fields.model_id'),
      text('category', 'resources.models.fields.category_id'),
      text('location', 'resources.hardware.fields.location_id'),
      date('purchase_date', 'resources.hardware.fields.purchase_date', 'purchase_date'),
      {
        key: 'purchase_cost',
        labelKey: 'resources.hardware.fields.purchase_cost',
        sortKey: 'purchase_cost',
        align: 'end',
        render: (row, _t, language) => money(row.purchase_cost, row.currency, language),
      },
      {
        key: 'book_value',
        labelKey: 'reports.bookValue',
        align: 'end',
        text: (row, _t, language) => money(row.book_value, row.currency, language),
        render: (row, _t, language) => (
          <Text fontWeight="semibold">{money(row.book_value, row.currency, language)}</Text>
        ),
      },
      {
        key: 'monthly_depreciation',
        labelKey: 'reports.monthlyDepreciation',
        align: 'end',
        render: (row, _t, language) => money(row.monthly_depreciation, row.currency, language),
      },
      {
        key: 'months',
        labelKey: 'reports.monthsLeft',
        align: 'end',
        render: (row, t) => {
          const n = Number.parseInt(String(row.number_of_months ?? ''), 10);
          return Number.isFinite(n) ? t('common.months', { count: n }) : shown(row.number_of_months);
        },
      },
      text('depreciation', 'resources.models.fields.depreciation_id'),
    ],
  },
  {
    key: 'unaccepted',
    endpoint: 'reports.unaccepted',
    columns: [
      text('asset_tag', 'resources.hardware.fields.asset_tag', 'asset_tag'),
      text('name', 'resources.hardware.fields.name', 'name'),
      text('model', 'resources.hardware.fields.model_id'),
      text('category', 'resources.models.fields.category_id'),
      { key: 'assigned_to', labelKey: 'assets.checkedOutTo', render: (row) => holderName(row.assigned_to) },
      date('last_checkout', 'assets.checkedOutAt'),
    ],
  },
  {
    key: 'licenses',
    endpoint: 'reports.licenses',
    columns: [
      text('name', 'resources.licenses.fields.name', 'name'),
      text('manufacturer', 'resources.licenses.fields.manufacturer_id'),
      text('category', 'resources.licenses.fields.category_id'),
      {
        key: 'seats',
        labelKey: 'resources.licenses.fields.seats',
        sortKey: 'seats',
        align: 'end',
        render: (row) => shown(row.seats),
      },
      {
        key: 'used',
        labelKey: 'resources.licenses.fields.assigned_seats_count',
        align: 'end',
        render: (row) => shown(row.used_seats),
      },
      {
        key: 'free',
        labelKey: 'resources.licenses.fields.free_seats_count',
        align: 'end',
        render: (row) => shown(row.free_seats),
      },
      {
        key: 'expiration_date',
        labelKey: 'resources.licenses.fields.expiration_date',
        sortKey: 'expiration_date',
        render: (row, t) => (
          <Text whiteSpace="nowrap" color={row.expired ? 'red.fg' : undefined}>
            {shown(row.expiration_date)}
            {row.expired ? ` · ${t('reports.expired')}` : ''}
          </Text>
        ),
      },
      {
        key: 'purchase_cost',
        labelKey: 'resources.licenses.fields.purchase_cost',
        align: 'end',
        render: (row, _t, language) => money(row.purchase_cost, row.currency, language),
      },
    ],
  },
];

REPORTS.push(...MAINTENANCE_REPORTS);

export const reportPath = (key: string): string => `/reports/${key}`;
export const findReport = (key: string | undefined): ReportConfig | undefined => REPORTS.find((r) => r.key === key);
