import { lazy, type ReactNode } from 'react';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import type { NamespaceKey, TranslationKey } from '../../../i18n/keys';

const tab = (load: () => Promise<{ default: (props: { workOrder: WorkOrder }) => ReactNode }>) => lazy(load);

/** One tab of the detail: shown when the caller may call the endpoint that fills it. */
export interface WorkOrderTab {
  key: string;
  /** i18n key of the label: the core's, or one of this feature's namespace. */
  labelKey: TranslationKey | `work-orders:${NamespaceKey<'work-orders'>}`;
  endpoint: string;
  /** Only for readers of every work order (a requester's list would be scoped to its own requests). */
  readersOnly?: boolean;
  /** A count the row already carries, shown on the tab. */
  count?: (workOrder: WorkOrder) => number | undefined;
  Component: ReturnType<typeof tab>;
}

/** The detail's tabs, in the order a technician works through them. Each loads with its first opening. */
export const WORK_ORDER_TABS: readonly WorkOrderTab[] = [
  {
    key: 'details',
    labelKey: 'detail.details',
    endpoint: 'workorders.detail',
    Component: tab(() => import('../tabs/details-tab')),
  },
  {
    key: 'checklists',
    labelKey: 'work-orders:tabs.checklists',
    endpoint: 'workorders.checklists',
    count: (w) => w.checklists.total,
    Component: tab(() => import('../tabs/checklists-tab')),
  },
  {
    key: 'attachments',
    labelKey: 'work-orders:tabs.attachments',
    endpoint: 'workorders.media',
    count: (w) => w.attachments_count,
    Component: tab(() => import('../tabs/attachments-tab')),
  },
  {
    key: 'comments',
    labelKey: 'work-orders:tabs.comments',
    endpoint: 'workorders.comments',
    count: (w) => w.comments_count,
    Component: tab(() => import('../tabs/comments-tab')),
  },
  {
    key: 'worklog',
    labelKey: 'work-orders:tabs.workLog',
    endpoint: 'workorders.work-log-list',
    Component: tab(() => import('../tabs/work-log-tab')),
  },
  {
    key: 'subtasks',
    labelKey: 'work-orders:tabs.subtasks',
    endpoint: 'workorders.list',
    readersOnly: true,
    count: (w) => w.subtasks_count,
    Component: tab(() => import('../tabs/subtasks-tab')),
  },
  {
    key: 'links',
    labelKey: 'work-orders:tabs.links',
    endpoint: 'workorders.links',
    Component: tab(() => import('../tabs/links-tab')),
  },
  {
    key: 'watchers',
    labelKey: 'work-orders:tabs.watchers',
    endpoint: 'workorders.watchers',
    Component: tab(() => import('../tabs/watchers-tab')),
  },
  {
    key: 'escalations',
    labelKey: 'work-orders:tabs.escalations',
    endpoint: 'workorders.escalations',
    count: (w) => w.escalation_level ?? undefined,
    Component: tab(() => import('../tabs/escalations-tab')),
  },
  {
    key: 'updates',
    labelKey: 'work-orders:tabs.updates',
    endpoint: 'workorders.updates',
    Component: tab(() => import('../tabs/updates-tab')),
  },
  {
    key: 'revisions',
    labelKey: 'work-orders:tabs.revisions',
    endpoint: 'workorders.revisions',
    Component: tab(() => import('../tabs/revisions-tab')),
  },
  {
    key: 'quotation',
    labelKey: 'work-orders:tabs.quotation',
    endpoint: 'workorders.quotation',
    Component: tab(() => import('../tabs/quotation-tab')),
  },
  {
    key: 'report',
    labelKey: 'work-orders:tabs.serviceReport',
    endpoint: 'workorders.service-reports',
    Component: tab(() => import('../tabs/service-report-tab')),
  },
];
