import type { RowOf } from '@cmms/contracts';

/** A work-order row as the list and the detail carry it: the contracts' `workorders` row, typed by its declaration. */
export type WorkOrder = RowOf<'workorders'>;
/** Its status and priority as rows embed them: with the state, the colour and the code. */
export type StatusRef = NonNullable<WorkOrder['status']>;
export type PriorityRef = NonNullable<WorkOrder['priority']>;

/** A row is a work order when it has the server's number and state (not an error envelope). */
export const isWorkOrder = (row: unknown): row is WorkOrder =>
  typeof row === 'object' && row !== null && typeof (row as WorkOrder).id === 'number' && 'state' in row;
