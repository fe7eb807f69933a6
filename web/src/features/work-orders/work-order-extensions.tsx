import { DateInput } from '../../components/date-input';
import { dateTimeTextOf } from '../../lib/date-text';
import type { ResourceExtensions } from '../../resources/extensions/resource-extensions';
import { ChecklistItemsEditor, itemsOf } from './checklists/checklist-items-editor';
import { ChecklistParameters } from './checklists/checklist-parameters';
import { AssetWorkOrders } from './asset-work-orders';
import { WORK_ORDER_CELLS } from './work-order-cells';
import { WORK_ORDER_FILTERS } from './work-order-filters';

/**
 * What the work-order feature adds to the generic screens: the list's filter bar, chips and overdue
 * rows (the detail is its own screen), the form's due date, the checklist templates' items editor and
 * parameters tab, and an asset's work orders.
 */
export const workOrderExtensions: ResourceExtensions = {
  workorders: {
    detailFirst: true,
    rowOpens: true,
    // Issue 26: the list opens on the work still to do (overdue included), the soonest due first.
    listDefaults: { sort: 'due_at', order: 'asc', filters: { status: 'todo' } },
    filters: WORK_ORDER_FILTERS,
    cells: WORK_ORDER_CELLS,
    rowTone: (row) => (row.overdue ? 'red' : undefined),
    formExtras: [
      {
        key: 'due_date',
        labelKey: 'workOrders.form.dueDate',
        after: 'priority_id',
        initial: (row) => dateTimeTextOf(row?.due_at?.datetime),
        render: ({ id, value, onChange, invalid }) => (
          <DateInput
            id={id}
            value={typeof value === 'string' ? value : ''}
            onChange={onChange}
            invalid={invalid}
            kind="dateTime"
            testId={`${id}-input`}
          />
        ),
      },
    ],
  },
  checklists: {
    formExtras: [
      {
        key: 'items',
        labelKey: 'workOrders.templates.items',
        wide: true,
        initial: (row) => itemsOf(row),
        render: (control) => <ChecklistItemsEditor {...control} />,
      },
    ],
    tabs: [
      {
        key: 'parameters',
        labelKey: 'workOrders.templates.parameters',
        render: (row) => <ChecklistParameters checklistId={row.id} />,
      },
    ],
  },
  hardware: {
    tabs: [
      {
        key: 'workorders',
        labelKey: 'resources.workorders.title',
        render: (row) => <AssetWorkOrders assetId={row.id} />,
      },
    ],
  },
};
