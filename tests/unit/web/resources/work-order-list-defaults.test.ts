import { describe, expect, it } from 'vitest';
import { getResource } from '@cmms/contracts';
import { defaultListState, readListState, writeListState } from '../../../../web/src/resources/list/list-state';
import { tableTransitions } from '../../../../web/src/resources/table/table-state';
import { registerResourceExtensions } from '../../../../web/src/resources/extensions/resource-extensions';

/** Issue 26: the work-order list opens on the work still to do, soonest due first; "Any" stays chosen. */
const workOrders = getResource('workorders');
registerResourceExtensions({
  workorders: {
    // The feature's two filters as the list state sees them (their controls are JSX, not needed here).
    filters: [
      { param: 'status', labelKey: 'resources.workorders.fields.status_id', kind: 'custom' },
      { param: 'assigned_to_me', labelKey: 'workOrders.filters.assignedToMe', kind: 'options', options: [] },
    ],
    listDefaults: { sort: 'due_at', order: 'asc', filters: { status: 'todo' } },
  },
});
const url = (text: string) => new URLSearchParams(text);

describe('the work-order list opens on work to do by due date', () => {
  it('with a bare URL: status=todo, sorted by due date ascending, and the URL stays bare', () => {
    const state = readListState(workOrders, url(''));
    expect(state).toMatchObject({ sort: 'due_at', order: 'asc', filters: { status: 'todo' } });
    expect(writeListState(workOrders, state).toString()).toBe('');
    expect(defaultListState(workOrders).sort).toBe('due_at');
  });

  it('keeps "Any" through a reload (an empty value in the URL) and any other chosen view', () => {
    const any = tableTransitions.filter(readListState(workOrders, url('')), 'status', '');
    const written = writeListState(workOrders, any).toString();
    expect(written).toBe('status=');
    expect(readListState(workOrders, url(written)).filters.status ?? '').toBe('');
    expect(readListState(workOrders, url('status=overdue&assigned_to_me=1')).filters).toEqual({
      status: 'overdue',
      assigned_to_me: '1',
    });
    const cleared = tableTransitions.clearFilters(readListState(workOrders, url('status=overdue')));
    expect(writeListState(workOrders, cleared).toString()).toBe('status=');
  });
});
