import type { ComponentType } from 'react';
import type { IconType } from 'react-icons';
import { LuCalendarDays, LuInbox, LuKanban } from 'react-icons/lu';
import type { AppAbility } from '@cmms/contracts';
import { canCallEndpoint } from '../api/endpoint-exists';
import { CALENDAR_PATH, KANBAN_PATH, REQUESTS_PATH } from './work-order-paths';

/** A screen of the feature: its route (below the layout) and the component it loads on first visit. */
export interface FeatureRoute {
  path: string;
  load: () => Promise<ComponentType>;
}

/** The work-order screens beyond the generic list and forms; each is its own chunk. */
export const WORK_ORDER_ROUTES: readonly FeatureRoute[] = [
  {
    path: 'maintenance/workorders/:id',
    load: () => import('./detail/work-order-detail-page').then((m) => m.WorkOrderDetailPage),
  },
  { path: REQUESTS_PATH.slice(1), load: () => import('./requests/requests-page').then((m) => m.RequestsPage) },
  { path: KANBAN_PATH.slice(1), load: () => import('./kanban/kanban-page').then((m) => m.KanbanPage) },
  { path: CALENDAR_PATH.slice(1), load: () => import('./calendar/calendar-page').then((m) => m.CalendarPage) },
  {
    path: 'maintenance/service-reports/:id',
    load: () => import('./service-report-page').then((m) => m.ServiceReportPage),
  },
];

export interface FeatureMenuEntry {
  key: string;
  to: string;
  label: string;
  icon: IconType;
  /** Placed after this resource's entry of the area (the work orders), else first. */
  after?: string;
}

/** Requests, kanban and calendar sit under the work orders in the Maintenance section, for those who may use them. */
export function workOrderMenuEntries(ability: AppAbility): FeatureMenuEntry[] {
  const entries: FeatureMenuEntry[] = [];
  if (canCallEndpoint(ability, 'workorders.requests'))
    entries.push({
      key: 'requests',
      to: REQUESTS_PATH,
      label: 'workOrders.requests.title',
      icon: LuInbox,
      after: 'workorders',
    });
  // The board and the calendar show everyone's work: readers of every work order (not requesters).
  if (ability.can('read', 'workorders')) {
    entries.push({
      key: 'kanban',
      to: KANBAN_PATH,
      label: 'workOrders.kanban.title',
      icon: LuKanban,
      after: 'workorders',
    });
    entries.push({
      key: 'calendar',
      to: CALENDAR_PATH,
      label: 'workOrders.calendar.title',
      icon: LuCalendarDays,
      after: 'workorders',
    });
  }
  return entries;
}
