import { dynamicKey, type TranslationKey } from '../i18n/keys';

/** The reports the console offers, each at `/reports/<key>` with `reports.<key>.title|subtitle` labels. */
export const REPORT_KEYS = [
  'activity',
  'audit',
  'audit-due',
  'audit-overdue',
  'depreciation',
  'unaccepted',
  'licenses',
  'inspections',
  'breakdowns',
  'breakdownsNew',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/** The raw action types the activity report filters on (reference §5). */
export const ACTION_TYPES = ['checkout', 'checkin from', 'create', 'update', 'delete', 'audit', 'restore', 'uploaded'];

// An action type as the rows store it; the locales test checks each of ACTION_TYPES has its label.
export const actionTypeLabelKey = (action: string): TranslationKey =>
  dynamicKey(`reports.actionTypes.${action.replace(/ /g, '_')}`);
