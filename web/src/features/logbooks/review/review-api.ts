import { useEffect } from 'react';
import type { NotificationRow, SubmissionRow } from '@cmms/contracts/logbooks/endpoints';
import { apiKey } from '../../../api/api-key';
import { useLogbookQuery } from '../logbook-query';

export type { MissedRow, NotificationRow, SlotRow, SubmissionRow } from '@cmms/contracts/logbooks/endpoints';

/** How often the bell asks again (and on focus, which SWR does by itself). */
export const BELL_REFRESH_MS = 30_000;

/** The caller's notifications, a page of them, refreshed every half minute like the bell. */
export function useNotifications(limit: number, offset = 0) {
  const query = useLogbookQuery(apiKey('logbooks.notifications', {}, { limit, offset }), {
    keepPreviousData: true,
    toasts: false,
  });
  const { mutate } = query;
  useEffect(() => {
    const timer = window.setInterval(() => void mutate(), BELL_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [mutate]);
  return query;
}

/** SWR keys of the notification lists (every page), revalidated after a read. */
export const isNotificationKey = (key: unknown) => Array.isArray(key) && key[0] === 'logbooks.notifications';
export const isSubmissionKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === 'logbooks.submissions' || key[0] === 'logbooks.submission');

/** The console page a notification is about. */
export function notificationHref(n: NotificationRow): string {
  const logger = n.logger?.id;
  if (n.type === 'approval_requested' && n.submission_id !== null) return inboxPath(n.submission_id);
  if (logger === undefined) return NOTIFICATIONS_PATH;
  if (n.type === 'missed_entry') return calendarPath(logger);
  return historyPath(logger);
}

export const NOTIFICATIONS_PATH = '/notifications';
export const INBOX_PATH = '/logbooks/inbox';
export const inboxPath = (submission?: number) => (submission ? `${INBOX_PATH}?open=${submission}` : INBOX_PATH);
export const historyPath = (logger: number) => `/logbooks/${logger}/history`;
export const calendarPath = (logger: number) => `/logbooks/${logger}/calendar`;

/** The numeric fields of a form version's schema (sections flattened to `section.field`), in order. */
export interface NumericField {
  path: string;
  title: string;
  unit: string | null;
  low: number | null;
  high: number | null;
}
type Node = Record<string, unknown>;
export function fieldsOf(schema: Node | undefined): { path: string; title: string; node: Node }[] {
  const props = (schema?.properties ?? {}) as Record<string, Node>;
  return Object.entries(props).flatMap(([key, node]) =>
    node.type === 'object' && node['x-kind'] === undefined
      ? Object.entries((node.properties ?? {}) as Record<string, Node>).map(([k2, n2]) => ({
          path: `${key}.${k2}`,
          title: typeof n2.title === 'string' ? n2.title : k2.replace(/_/g, ' '),
          node: n2,
        }))
      : [{ path: key, title: typeof node.title === 'string' ? node.title : key.replace(/_/g, ' '), node }],
  );
}
export function numericFields(schema: Node | undefined): NumericField[] {
  return fieldsOf(schema)
    .filter(({ node }) => node.type === 'number' || node.type === 'integer')
    .map(({ path, title, node }) => {
      const range = (node['x-range'] ?? {}) as { low?: number; high?: number };
      return {
        path,
        title,
        unit: typeof node['x-unit'] === 'string' ? node['x-unit'] : null,
        low: typeof range.low === 'number' ? range.low : null,
        high: typeof range.high === 'number' ? range.high : null,
      };
    });
}

export const valueAt = (data: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], data);

/** The flagged fields of a submission, as `path → flag`. */
export const flaggedPaths = (s: SubmissionRow): string[] => Object.keys(s.flags);
