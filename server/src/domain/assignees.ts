import type { AssigneeType } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../engine/sql.js';

/** `App\Models\User`, `User`, `user` → `user`; anything else is not an assignee type. */
export function assigneeType(raw: unknown): AssigneeType | undefined {
  if (typeof raw !== 'string') return undefined;
  const name = raw.split('\\').pop()?.toLowerCase();
  return name === 'user' || name === 'location' || name === 'asset' ? name : undefined;
}

/** Where assignees of each type live, and how a live one is found. */
export const ASSIGNEE_TABLES: Record<AssigneeType, { table: string; title: string }> = {
  user: { table: 'users', title: "trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))" },
  location: { table: 'locations', title: 'name' },
  asset: { table: 'assets', title: 'coalesce(name, asset_tag)' },
};

/** The live (undeleted) assignee, or undefined. */
export function findAssignee(
  sqlite: Sqlite,
  type: AssigneeType,
  id: unknown,
): (Record<string, unknown> & { id: number }) | undefined {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) return undefined;
  return sqlite.prepare(`SELECT * FROM ${ASSIGNEE_TABLES[type].table} WHERE id = ? AND deleted_at IS NULL`).get(n) as
    (Record<string, unknown> & { id: number }) | undefined;
}

export type AssigneeRow = { id: number; name: string; type: string } & Record<string, unknown>;

/**
 * `assigned_to` objects for a page of rows, one query per type: a user with its names and email (the
 * real backend's shape), an asset or a location with its name.
 */
export function loadAssignees(sqlite: Sqlite, refs: { type: unknown; id: unknown }[]): Map<string, AssigneeRow> {
  const out = new Map<string, AssigneeRow>();
  const byType = new Map<AssigneeType, number[]>();
  for (const ref of refs) {
    const type = assigneeType(ref.type);
    if (type && typeof ref.id === 'number') byType.set(type, [...(byType.get(type) ?? []), ref.id]);
  }
  for (const [type, ids] of byType) {
    const unique = [...new Set(ids)];
    if (type === 'user') {
      const users = sqlite
        .prepare(
          `SELECT id, username, first_name, last_name, email, employee_num FROM users WHERE id IN (${placeholders(unique.length)})`,
        )
        .all(...unique) as Record<string, string | number | null>[];
      for (const u of users) {
        out.set(`user:${u.id}`, {
          id: u.id as number,
          username: u.username,
          name: [u.first_name, u.last_name].filter(Boolean).join(' '),
          first_name: u.first_name,
          last_name: u.last_name,
          email: u.email,
          employee_number: u.employee_num,
          type: 'user',
        });
      }
    } else {
      const t = ASSIGNEE_TABLES[type];
      const rows = sqlite
        .prepare(`SELECT id, ${t.title} AS name FROM ${t.table} WHERE id IN (${placeholders(unique.length)})`)
        .all(...unique) as { id: number; name: string }[];
      for (const row of rows) out.set(`${type}:${row.id}`, { id: row.id, name: row.name, type });
    }
  }
  return out;
}
