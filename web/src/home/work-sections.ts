import type { WorkOrder } from '../work-order-common/work-order-row';

/** The sections of "My work", in the order a technician reads them. */
export const WORK_SECTIONS = ['overdue', 'today', 'week', 'onHold', 'later'] as const;
export type WorkSection = (typeof WORK_SECTIONS)[number];

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Where a work order still to do goes: overdue (the server's flag: running past its due time), on hold,
 * due today, due this week (the next six days, as the list's `status=due`), or later. Days are the
 * server's (UTC), as its `status=today` reads them.
 */
export function workSection(row: Pick<WorkOrder, 'overdue' | 'state' | 'due_at'>, today: string): WorkSection {
  if (row.overdue) return 'overdue';
  if (row.state === 'on_hold') return 'onHold';
  const due = row.due_at?.datetime.slice(0, 10);
  if (!due) return 'later';
  if (due <= today) return 'today';
  if (due <= addDays(today, 6)) return 'week';
  return 'later';
}

export interface NextAction {
  /** `home.myWork.actions.<key>`. */
  key: 'start' | 'continueChecklist' | 'resume' | 'complete' | 'open';
  /** The detail's tab it opens on. */
  tab?: string;
  palette: string;
}

/**
 * The next thing to do on a card: start it (the detail shows the checklist gate, if any, before the
 * tap), carry on with a checklist half answered, resume it from hold, or complete it once every
 * checklist is done.
 */
export function nextAction(row: Pick<WorkOrder, 'state' | 'checklists'>): NextAction {
  const { total, completed } = row.checklists;
  const checklistsLeft = completed < total;
  switch (row.state) {
    case 'open':
    case 'assigned':
      return completed > 0 && checklistsLeft
        ? { key: 'continueChecklist', tab: 'checklists', palette: 'teal' }
        : { key: 'start', palette: 'teal' };
    case 'in_progress':
      return checklistsLeft
        ? { key: 'continueChecklist', tab: 'checklists', palette: 'teal' }
        : { key: 'complete', palette: 'green' };
    case 'on_hold':
      return { key: 'resume', palette: 'teal' };
    default:
      return { key: 'open', palette: 'gray' };
  }
}
