import type { DateTimeValue, Row, WorkOrderSource, WorkOrderState } from '@cmms/contracts';
import type { NamedRef } from '../resources/named-refs';

export interface StatusRef extends NamedRef {
  state: WorkOrderState;
  color: string | null;
}
export interface PriorityRef extends NamedRef {
  color: string | null;
  code: string | null;
}

/** A work-order row as the list and the detail carry it (the contracts' `workorders` row, typed). */
export interface WorkOrder extends Row {
  number: string;
  title: string;
  description: string | null;
  source: WorkOrderSource;
  status: StatusRef | null;
  state: WorkOrderState;
  priority: PriorityRef | null;
  category: NamedRef | null;
  cause: NamedRef | null;
  assignee: NamedRef | null;
  requested_by: NamedRef | null;
  supportees: NamedRef[];
  inspectables: (NamedRef & { asset_tag: string })[];
  locations: NamedRef[];
  parent: NamedRef | null;
  follow_up_of: NamedRef | null;
  customer_id: number | null;
  /** The customer and vendor by name, as the server embeds them (absent from rows of older servers). */
  customer?: NamedRef | null;
  vendor_id: number | null;
  vendor?: NamedRef | null;
  due_at: DateTimeValue | null;
  overdue: boolean;
  first_response_at: DateTimeValue | null;
  started_at: DateTimeValue | null;
  completed_at: DateTimeValue | null;
  completed_by: NamedRef | null;
  closed_at: DateTimeValue | null;
  escalation_level: number | null;
  hold_reason: string | null;
  cancel_reason: string | null;
  reject_reason: string | null;
  time_spent_minutes: number | null;
  comments_count: number;
  attachments_count: number;
  subtasks_count: number;
  checklists: { total: number; completed: number };
  created_by: NamedRef | null;
  created_at: DateTimeValue | null;
  updated_at: DateTimeValue | null;
}

/** A row is a work order when it has the server's number and state (not an error envelope). */
export const isWorkOrder = (row: unknown): row is WorkOrder =>
  typeof row === 'object' && row !== null && typeof (row as WorkOrder).id === 'number' && 'state' in row;

export const asWorkOrder = (row: Row): WorkOrder => row as WorkOrder;
