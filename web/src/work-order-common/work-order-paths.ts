/** Where the work-order screens live; the list, the forms and the checklists use the generic routes. */
export const WORK_ORDERS_PATH = '/maintenance/workorders';
export const REQUESTS_PATH = '/maintenance/requests';
export const KANBAN_PATH = '/maintenance/kanban';
export const CALENDAR_PATH = '/maintenance/calendar';

export const workOrderPath = (id: number | string, tab?: string): string =>
  `${WORK_ORDERS_PATH}/${id}${tab ? `?tab=${tab}` : ''}`;
export const serviceReportPath = (id: number | string): string => `/maintenance/service-reports/${id}`;
