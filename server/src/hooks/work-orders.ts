import {
  RUNNING_STATES,
  WORK_ORDER_MOVES,
  addHours,
  movesFrom,
  toStoredDateTime,
  workOrderNumber,
  type Messages,
  type Row,
  type WorkOrderState,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
import { clockOf } from '../clock.js';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { isSystemRequest } from '../engine/system-request.js';
import { placeholders } from '../engine/sql.js';
import { canSee, mayMove, requesterOnly } from '../domain/work-orders/access.js';
import { logChange } from '../domain/work-orders/history.js';
import { landingStatus, loadStatuses } from '../domain/work-orders/records.js';
import { workOrderListScope, workOrderSorts } from './work-order-list.js';
import { customerNarrowing, defaultCustomer, requestCustomer } from './work-order-customer.js';
import { workOrderGuards } from './work-order-guards.js';

interface PriorityInfo {
  id: number;
  name: string;
  color: string | null;
  code: string | null;
  resolution_hours: number | null;
}

const priorityById = (sqlite: Sqlite, id: unknown) =>
  sqlite.prepare('SELECT id, name, color, code, resolution_hours FROM work_order_priorities WHERE id = ?').get(id) as
    PriorityInfo | undefined;
const defaultPriority = (sqlite: Sqlite) =>
  sqlite
    .prepare(
      'SELECT id, name, color, code, resolution_hours FROM work_order_priorities ORDER BY is_default DESC, rank, id LIMIT 1',
    )
    .get() as PriorityInfo | undefined;

/**
 * First what the caller may not set (work-order-guards.ts), then the customer narrowing.
 * Create: where the work order starts (a requester's request, else open, or assigned when it has an
 * assignee), its originator, its customer (a request's from its site), its priority and due date (now +
 * the priority's resolution hours). Update: `due_date` becomes `due_at`. The status never changes here:
 * only by a work-log entry.
 */
function beforeSave(ctx: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  const { sqlite, request } = ctx;
  const principal = request.principal;
  // The server's own work (a preventive plan's) is never a request, whoever asked for it.
  const system = isSystemRequest(request);
  const requesting = !system && (requesterOnly(principal) || !principal?.ability.can('create', 'workorders'));
  if (!system) {
    const refused = workOrderGuards(ctx, values, requesting, existing);
    if (refused) return refused;
  }
  if ('due_date' in values) {
    if (values.due_date !== undefined) values.due_at = values.due_date;
    delete values.due_date;
  }
  if (existing) return customerNarrowing(sqlite, values, existing);
  if (requesting) {
    // A request is triaged by a manager: who works on it, and under what, is not the requester's call.
    for (const key of ['assignee', 'supportees', 'parent_id']) delete values[key];
    requestCustomer(sqlite, values, principal?.user.id);
  } else defaultCustomer(sqlite, values);
  const narrowed = customerNarrowing(sqlite, values);
  if (narrowed) return narrowed;
  const state: WorkOrderState = requesting ? 'requested' : values.assignee ? 'assigned' : 'open';
  const status = landingStatus(sqlite, state);
  if (!status) return { status: [`No work order status is mapped to the state "${state}".`] };
  const priority = values.priority_id ? priorityById(sqlite, values.priority_id) : defaultPriority(sqlite);
  if (priority && !values.priority_id) values.priority_id = priority.id;
  if (!values.due_at && priority?.resolution_hours) {
    values.due_at = addHours(toStoredDateTime(request.server.ctx.clock()), priority.resolution_hours);
  }
  Object.assign(values, {
    status_id: status.id,
    state,
    source: requesting ? 'request' : 'direct',
    requested_by: principal?.user.id ?? null,
  });
  return null;
}

/** A new work order gets its number; a sub-task shows on its parent's history. */
function afterSave({ sqlite, request }: HookContext, id: number, values: Record<string, unknown>, existing?: RawRow) {
  if (existing) return;
  sqlite.prepare('UPDATE work_orders SET number = ? WHERE id = ?').run(workOrderNumber(id), id);
  if (typeof values.parent_id === 'number') {
    logChange(sqlite, request, values.parent_id, 'subtask', {
      subtask: { old: null, new: `${workOrderNumber(id)} ${String(values.title)}` },
    });
  }
}

/**
 * What a page's statement reads with its rows (issue 27): each row's status, priority, asset tags and
 * checklist progress as JSON, so a list page is one statement; a row read alone has them looked up.
 */
const pageSelects: Record<string, string> = {
  __status: `SELECT json_object('id', s.id, 'name', s.name, 'state', s.state, 'color', s.color)
    FROM work_order_statuses s WHERE s.id = t.status_id`,
  __priority: `SELECT json_object('id', p.id, 'name', p.name, 'color', p.color, 'code', p.code, 'resolution_hours', p.resolution_hours)
    FROM work_order_priorities p WHERE p.id = t.priority_id`,
  __tags: `SELECT json_group_object(a.id, a.asset_tag) FROM work_order_assets j JOIN assets a ON a.id = j.asset_id
    WHERE j.work_order_id = t.id`,
  __progress: `SELECT json_object('total', count(*), 'completed', count(c.completed_at)) FROM work_order_checklists c
    WHERE c.work_order_id = t.id`,
};

const jsonCell = <T>(value: unknown): T | undefined =>
  typeof value === 'string' ? (JSON.parse(value) as T) : undefined;

/** Status, priority, asset tags and checklist progress of rows read without the page's selects, by id. */
function lookUp(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[]) {
  const statuses = loadStatuses(
    sqlite,
    raws.map((r) => r.status_id),
  );
  const priorityIds = [...new Set(raws.map((r) => r.priority_id).filter((v): v is number => typeof v === 'number'))];
  const priorities = new Map(
    (priorityIds.length
      ? (sqlite
          .prepare(
            `SELECT id, name, color, code, resolution_hours FROM work_order_priorities WHERE id IN (${placeholders(priorityIds.length)})`,
          )
          .all(...priorityIds) as PriorityInfo[])
      : []
    ).map((p) => [p.id, p]),
  );
  const ids = raws.map((r) => r.id);
  const assetIds = [...new Set(rows.flatMap((row) => (row.inspectables as { id: number }[]).map((a) => a.id)))];
  const tags = new Map(
    assetIds.length
      ? (
          sqlite
            .prepare(`SELECT id, asset_tag FROM assets WHERE id IN (${placeholders(assetIds.length)})`)
            .all(...assetIds) as { id: number; asset_tag: string }[]
        ).map((a) => [a.id, a.asset_tag])
      : [],
  );
  const progress = new Map(
    (
      sqlite
        .prepare(
          `SELECT work_order_id AS id, count(*) AS total, count(completed_at) AS completed FROM work_order_checklists
           WHERE work_order_id IN (${placeholders(ids.length)}) GROUP BY work_order_id`,
        )
        .all(...ids) as { id: number; total: number; completed: number }[]
    ).map((c) => [c.id, { total: c.total, completed: c.completed }]),
  );
  return {
    status: (raw: RawRow) => statuses.get(raw.status_id as number),
    priority: (raw: RawRow) => priorities.get(raw.priority_id as number),
    tag: (_raw: RawRow, id: number) => tags.get(id),
    progress: (raw: RawRow) => progress.get(raw.id),
  };
}

/** The same from the page's statement. */
const fromPage = {
  status: (raw: RawRow) => jsonCell<{ id: number; name: string; state: string; color: string | null }>(raw.__status),
  priority: (raw: RawRow) => jsonCell<PriorityInfo>(raw.__priority),
  tag: (raw: RawRow, id: number) => jsonCell<Record<string, string>>(raw.__tags)?.[String(id)],
  progress: (raw: RawRow) => jsonCell<{ total: number; completed: number }>(raw.__progress),
};

/** Per page of rows: status and priority objects, tagged assets, overdue, checklist progress, moves. */
function decorateRows(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[], principal: Principal | null): void {
  const read = raws.length > 0 && '__status' in raws[0]! ? fromPage : lookUp(sqlite, raws, rows);
  const now = toStoredDateTime(clockOf(sqlite)());
  raws.forEach((raw, i) => {
    const row = rows[i]!;
    const status = read.status(raw);
    const priority = read.priority(raw);
    const state = raw.state as WorkOrderState;
    row.status = status ? { id: status.id, name: status.name, state: status.state, color: status.color } : null;
    row.priority = priority
      ? { id: priority.id, name: priority.name, color: priority.color, code: priority.code }
      : null;
    row.inspectables = (row.inspectables as { id: number; name: string }[]).map((a) => ({
      ...a,
      asset_tag: read.tag(raw, a.id) ?? '',
    }));
    const due = raw.due_at as string | null;
    row.overdue = due !== null && due < now && RUNNING_STATES.includes(state);
    row.checklists = read.progress(raw) ?? { total: 0, completed: 0 };
    const supportees = (row.supportees as { id: number }[]).map((u) => u.id);
    const who = {
      id: raw.id,
      assignee: raw.assignee as number | null,
      requested_by: raw.requested_by as number | null,
    };
    const possible = new Set(movesFrom(state));
    const moves = Object.fromEntries(
      WORK_ORDER_MOVES.map((m) => [
        m,
        !raw.deleted_at && possible.has(m) && mayMove(sqlite, principal, who, m, supportees),
      ]),
    );
    row.available_actions = { ...row.available_actions, ...moves };
  });
}

export const workOrderHooks: ResourceHooks = {
  beforeSave,
  afterSave,
  listScope: workOrderListScope,
  rowSelects: pageSelects,
  visible: (_sqlite, raw, principal) => canSee(principal, { requested_by: raw.requested_by as number | null }),
  sortExpressions: workOrderSorts,
  decorateRows,
};
