import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  getResource,
  rowSchema,
  type DateTimeValue,
  type Ref,
  type Row,
  type RowOf,
  type WorkOrderState,
} from '@cmms/contracts';

type WorkOrderRow = RowOf<'workorders'>;
type LocationRow = RowOf<'locations'>;

// Every key a row type has, listed once: the type half checks the list is complete, the runtime half
// that the row schema the server's answers are checked against has exactly these keys.
const WORK_ORDER_KEYS = [
  'id',
  'number',
  'title',
  'description',
  'source',
  'status',
  'state',
  'priority',
  'category',
  'cause',
  'assignee',
  'requested_by',
  'supportees',
  'inspectables',
  'locations',
  'parent',
  'follow_up_of',
  'customer_id',
  'customer',
  'vendor_id',
  'vendor',
  'scheduler_id',
  'occurrence_date',
  'due_at',
  'first_response_at',
  'started_at',
  'completed_at',
  'completed_by',
  'closed_at',
  'escalation_level',
  'hold_reason',
  'cancel_reason',
  'reject_reason',
  'time_spent_minutes',
  'comments_count',
  'attachments_count',
  'subtasks_count',
  'overdue',
  'checklists',
  'created_by',
  'created_at',
  'updated_at',
  'deleted_at',
  'available_actions',
] as const satisfies readonly (keyof WorkOrderRow)[];

const LOCATION_KEYS = [
  ...['id', 'name', 'parent', 'manager', 'company', 'customer_id', 'customer', 'address', 'address2', 'city'],
  ...['state', 'country', 'zip', 'phone', 'fax', 'currency', 'ldap_ou', 'notes', 'users_count', 'children_count'],
  ...['departments_count', 'assets_count', 'rtd_assets_count', 'assigned_assets_count', 'accessories_count'],
  ...['assigned_accessories_count', 'image', 'children', 'created_by', 'created_at', 'updated_at', 'deleted_at'],
  'available_actions',
] as const satisfies readonly (keyof LocationRow)[];

/**
 * A declaration yields its row's type (issue 25): `RowOf<'workorders'>` follows the same rules as the row
 * schema, so the console reads rows without interfaces written by hand. The type assertions are checked
 * by `tsc` (`npm run typecheck`).
 */
describe('row types from declarations', () => {
  it('type each kind of field as the row schema checks it', () => {
    // Fields every row has are not nullable; the rest are.
    expectTypeOf<WorkOrderRow['number']>().toEqualTypeOf<string>();
    expectTypeOf<WorkOrderRow['state']>().toEqualTypeOf<WorkOrderState>();
    expectTypeOf<WorkOrderRow['description']>().toEqualTypeOf<string | null>();
    // A reference shows under its row key, with its raw id beside it where declared (`keepId`).
    expectTypeOf<WorkOrderRow['assignee']>().toEqualTypeOf<Ref | null>();
    expectTypeOf<WorkOrderRow['customer_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<WorkOrderRow['supportees']>().toEqualTypeOf<Ref[]>();
    expectTypeOf<WorkOrderRow['due_at']>().toEqualTypeOf<DateTimeValue | null>();
    expectTypeOf<WorkOrderRow['comments_count']>().toEqualTypeOf<number>();
    // Extras win over the field of the same key: the status carries its state and colour.
    expectTypeOf<NonNullable<WorkOrderRow['status']>['state']>().toEqualTypeOf<WorkOrderState>();
    expectTypeOf<WorkOrderRow['checklists']>().toEqualTypeOf<{ total: number; completed: number }>();
    // A tree has its children; a soft-deleting resource its deletion time.
    expectTypeOf<LocationRow['children']>().toEqualTypeOf<Ref[]>();
    expectTypeOf<LocationRow['deleted_at']>().toEqualTypeOf<DateTimeValue | null>();
    expectTypeOf<WorkOrderRow>().toExtend<Row>();
    // The lists above name every key of the types.
    expectTypeOf<(typeof WORK_ORDER_KEYS)[number]>().toEqualTypeOf<keyof WorkOrderRow>();
    expectTypeOf<(typeof LOCATION_KEYS)[number]>().toEqualTypeOf<keyof LocationRow>();
    // @ts-expect-error a key the declaration does not have
    expectTypeOf<WorkOrderRow['titel']>().toBeString();
    // @ts-expect-error a resource the registry does not have
    expectTypeOf<RowOf<'workorderz'>>().toBeObject();
  });

  it('have the keys of the row schema', () => {
    expect(Object.keys(rowSchema(getResource('workorders')).shape).sort()).toEqual([...WORK_ORDER_KEYS].sort());
    expect(Object.keys(rowSchema(getResource('locations')).shape).sort()).toEqual([...LOCATION_KEYS].sort());
  });

  it('refuse an empty value in a field every row has', () => {
    const schema = rowSchema(getResource('workorders'));
    expect(schema.shape.number.safeParse(null).success).toBe(false);
    expect(schema.shape.description.safeParse(null).success).toBe(true);
  });
});
