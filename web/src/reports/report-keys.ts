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

export const actionTypeLabelKey = (action: string): string => `reports.actionTypes.${action.replace(/ /g, '_')}`;
