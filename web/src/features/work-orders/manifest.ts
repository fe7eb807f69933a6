import { LuCalendarDays, LuClipboardList, LuInbox, LuKanban, LuListTodo } from 'react-icons/lu';
import type { AppAbility } from '@cmms/contracts';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { CALENDAR_PATH, KANBAN_PATH, REQUESTS_PATH } from '../../work-order-common/work-order-paths';
import type { WebFeature } from '../feature-types';

// The board and the calendar show everyone's work: readers of every work order (not requesters).
const readsAll = (ability: AppAbility) => ability.can('read', 'workorders');

/**
 * Work orders: their list and form are the generic screens; this adds the detail page, the requests inbox,
 * the board, the calendar and the service report (each its own chunk), their menu entries right under the
 * work orders, and the tabs and actions the generic screens load with (`extensions`).
 */
export const workOrdersFeature: WebFeature = {
  name: 'work-orders',
  namespace: 'work-orders',
  routes: [
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
  ],
  menu: [
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
  ],
  icons: { workorders: LuClipboardList, checklists: LuListTodo },
  extensions: () => import('./work-order-extensions').then((m) => m.workOrderExtensions),
};
