import type { WorkOrderState } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';

/** A work order as stored. */
export interface WorkOrderRecord {
  id: number;
  number: string | null;
  title: string;
  source: string;
  status_id: number;
  state: WorkOrderState;
  priority_id: number | null;
  category_id: number | null;
  cause_id: number | null;
  assignee: number | null;
  requested_by: number | null;
  parent_id: number | null;
  customer_id: number | null;
  due_at: string | null;
  hold_started_at: string | null;
  first_response_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  completed_by: number | null;
  closed_at: string | null;
  escalation_level: number;
  hold_reason: string | null;
  time_spent_minutes: number;
  created_at: string;
  deleted_at: string | null;
}

export interface StatusRecord {
  id: number;
  name: string;
  state: WorkOrderState;
  color: string | null;
}

/** An undeleted work order, or undefined (unknown and deleted read alike). */
export const loadWorkOrder = (sqlite: Sqlite, id: number): WorkOrderRecord | undefined =>
  id > 0
    ? (sqlite.prepare('SELECT * FROM work_orders WHERE id = ? AND deleted_at IS NULL').get(id) as
        WorkOrderRecord | undefined)
    : undefined;

export const loadStatus = (sqlite: Sqlite, id: number | null | undefined): StatusRecord | undefined =>
  id
    ? (sqlite.prepare('SELECT id, name, state, color FROM work_order_statuses WHERE id = ?').get(id) as
        StatusRecord | undefined)
    : undefined;

/** The statuses of a page of rows, by id: one query. */
export function loadStatuses(sqlite: Sqlite, ids: readonly unknown[]): Map<number, StatusRecord> {
  const unique = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  if (unique.length === 0) return new Map();
  const rows = sqlite
    .prepare(`SELECT id, name, state, color FROM work_order_statuses WHERE id IN (${placeholders(unique.length)})`)
    .all(...unique) as StatusRecord[];
  return new Map(rows.map((s) => [s.id, s]));
}

/** The status a move lands on: the state's default status, else its first by sort order. */
export const landingStatus = (sqlite: Sqlite, state: WorkOrderState): StatusRecord | undefined =>
  sqlite
    .prepare(
      `SELECT id, name, state, color FROM work_order_statuses WHERE state = ?
       ORDER BY is_default DESC, sort_order IS NULL, sort_order, id LIMIT 1`,
    )
    .get(state) as StatusRecord | undefined;

export const supporteeIds = (sqlite: Sqlite, workOrderId: number): number[] =>
  sqlite
    .prepare('SELECT user_id FROM work_order_supportees WHERE work_order_id = ?')
    .pluck()
    .all(workOrderId) as number[];

/** A user's full name, as references show it. */
export const userName = (sqlite: Sqlite, id: number | null | undefined): string | null =>
  id
    ? ((sqlite
        .prepare("SELECT trim(coalesce(first_name,'') || ' ' || coalesce(last_name,'')) FROM users WHERE id = ?")
        .pluck()
        .get(id) as string | undefined) ?? null)
    : null;

/** `{ id, name }` of the users, in the order given, for rows and payloads. */
export function userRefs(sqlite: Sqlite, ids: readonly number[]): { id: number; name: string }[] {
  if (ids.length === 0) return [];
  const rows = sqlite
    .prepare(
      `SELECT id, trim(coalesce(first_name,'') || ' ' || coalesce(last_name,'')) AS name FROM users
       WHERE id IN (${placeholders(ids.length)})`,
    )
    .all(...ids) as { id: number; name: string }[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
