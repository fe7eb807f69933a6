import type { ComponentType } from 'react';
import { LuCalendarDays, LuClipboardList, LuInbox, LuKanban, LuListTodo } from 'react-icons/lu';
import type { AppAbility } from '@cmms/contracts';
import { canCallEndpoint } from '../api/endpoint-exists';
import type { MenuScreen } from '../layout/menu-items';
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

// The board and the calendar show everyone's work: readers of every work order (not requesters).
const readsAll = (ability: AppAbility) => ability.can('read', 'workorders');

/** Requests, kanban and calendar sit right under the work orders in the Maintenance section. */
export const WORK_ORDER_MENU: readonly MenuScreen[] = [
  {
    key: 'requests',
    section: 'maintenance',
    after: 'workorders',
    to: REQUESTS_PATH,
    label: 'workOrders.requests.title',
    icon: LuInbox,
    visible: (ability) => canCallEndpoint(ability, 'workorders.requests'),
  },
  {
    key: 'kanban',
    section: 'maintenance',
    after: 'workorders',
    to: KANBAN_PATH,
    label: 'workOrders.kanban.title',
    icon: LuKanban,
    visible: readsAll,
  },
  {
    key: 'calendar',
    section: 'maintenance',
    after: 'workorders',
    to: CALENDAR_PATH,
    label: 'workOrders.calendar.title',
    icon: LuCalendarDays,
    visible: readsAll,
  },
];

export const WORK_ORDER_ICONS = { workorders: LuClipboardList, checklists: LuListTodo } as const;
