import {
  REVISION_TYPES,
  UPDATE_KINDS,
  formatDateTime,
  referenceTargets,
  type RevisionRow,
  type RevisionType,
  type UpdateKind,
  type UpdateRow,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../http/register-action.js';
import { placeholders } from '../../engine/sql.js';
import { userRefs } from '../../domain/work-orders/records.js';
import { WORK_ORDERS, listPage, workOrderInPath } from './route-kit.js';

type Meta = Record<string, { old: unknown; new: unknown }>;
interface LogRecord {
  id: number;
  action_type: string;
  note: string | null;
  log_meta: string | null;
  created_by: number | null;
  created_at: string;
}

/** The revision type of each kind of logged change (action types are the activity log's own). */
const REVISION_TYPE: Record<string, RevisionType> = {
  create: 'field',
  update: 'field',
  delete: 'field',
  'status change': 'status',
  uploaded: 'attachment',
  attachment: 'attachment',
  checklist: 'checklist',
  comment: 'comment',
  watcher: 'watcher',
  escalation: 'escalation',
  link: 'link',
  subtask: 'subtask',
  quotation: 'quotation',
};
const UPDATE_KIND: Record<string, UpdateKind> = {
  comment: 'comment',
  'status change': 'status',
  uploaded: 'attachment',
  attachment: 'attachment',
  checklist: 'checklist',
  escalation: 'escalation',
};
const actionsOf = <T extends string>(map: Record<string, T>, wanted: readonly T[]) =>
  Object.keys(map).filter((action) => wanted.includes(map[action]!));

const meta = (l: LogRecord): Meta => (l.log_meta ? (JSON.parse(l.log_meta) as Meta) : {});

/** A stored value as a person reads it: ids of a reference field by their names, lists joined. */
function textOf(sqlite: Sqlite, field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return null;
  const f = WORK_ORDERS.fields[field];
  const target = f && (f.kind === 'reference' || f.kind === 'multi-reference') ? referenceTargets[f.ref] : undefined;
  const list = Array.isArray(value) ? value : [value];
  if (target && list.every((v) => typeof v === 'number')) {
    const names = list.map(
      (id) =>
        (sqlite.prepare(`SELECT ${target.title} FROM "${target.table}" WHERE id = ?`).pluck().get(id) as
          string | undefined) ?? `#${String(id)}`,
    );
    return names.join(', ');
  }
  return list.map(String).join(', ');
}

/** Every change to a work order field by field (`revision/{id}`), and the updates feed (`{id}/updates`). */
export function registerHistory(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const logsOf = (workOrderId: number, actions: string[]) =>
    sqlite
      .prepare(
        `SELECT id, action_type, note, log_meta, created_by, created_at FROM action_logs
         WHERE item_type = 'workorders' AND item_id = ?${actions.length ? ` AND action_type IN (${placeholders(actions.length)})` : ''}
         ORDER BY created_at DESC, id DESC`,
      )
      .all(workOrderId, ...actions) as LogRecord[];
  const people = (logs: LogRecord[]) =>
    new Map(
      userRefs(sqlite, [...new Set(logs.flatMap((l) => (l.created_by ? [l.created_by] : [])))]).map((u) => [u.id, u]),
    );

  // The work order in the path answers first: an unknown or hidden one is not found whatever the query says.
  const workOrder = workOrderInPath(sqlite);

  registerAction(
    app,
    'workorders.revisions',
    async ({ query, request }) => {
      const wo = workOrder.of(request);
      const search = (query.search ?? '').trim().toLowerCase();
      const type = (REVISION_TYPES as readonly string[]).includes(search) ? (search as RevisionType) : null;
      const logs = logsOf(wo.id, type ? actionsOf(REVISION_TYPE, [type]) : []);
      const by = people(logs);
      let rows: RevisionRow[] = logs.flatMap((l) => {
        const base = {
          id: l.id,
          type: REVISION_TYPE[l.action_type] ?? 'field',
          created_by: l.created_by ? (by.get(l.created_by) ?? null) : null,
          created_at: formatDateTime(l.created_at),
        };
        const entries = Object.entries(meta(l));
        if (l.action_type === 'create')
          return [{ ...base, field: 'work_order', old_value: null, new_value: 'created' }];
        if (l.action_type === 'delete')
          return [{ ...base, field: 'work_order', old_value: null, new_value: 'deleted' }];
        return entries.map(([field, change]) => ({
          ...base,
          field,
          old_value: textOf(sqlite, field, change.old),
          new_value: textOf(sqlite, field, change.new),
        }));
      });
      if (search && !type) {
        rows = rows.filter((r) => [r.field, r.old_value, r.new_value].some((v) => v?.toLowerCase().includes(search)));
      }
      const q = listPage(request);
      return { total: rows.length, rows: rows.slice(Math.min(q.offset, rows.length), q.offset + q.limit) };
    },
    { guard: workOrder.guard },
  );

  registerAction(
    app,
    'workorders.updates',
    async ({ query, request }) => {
      const wo = workOrder.of(request);
      const asked = (query.filter ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter((v): v is UpdateKind => (UPDATE_KINDS as readonly string[]).includes(v));
      const logs = logsOf(wo.id, actionsOf(UPDATE_KIND, asked.length ? asked : UPDATE_KINDS));
      const by = people(logs);
      const q = listPage(request);
      const page = logs.slice(Math.min(q.offset, logs.length), q.offset + q.limit);
      const rows = page.map((l): UpdateRow => ({
        id: l.id,
        kind: UPDATE_KIND[l.action_type]!,
        text: summary(sqlite, l),
        created_by: l.created_by ? (by.get(l.created_by) ?? null) : null,
        created_at: formatDateTime(l.created_at),
        meta: l.log_meta ? meta(l) : null,
      }));
      return { total: logs.length, rows };
    },
    { guard: workOrder.guard },
  );
}

/** One line for the feed: the comment, the move, the file, the answers, the escalation. */
function summary(sqlite: Sqlite, l: LogRecord): string {
  const m = meta(l);
  const change = (key: string) => m[key];
  switch (l.action_type) {
    case 'comment': {
      const c = change('comment');
      return c?.new === null ? `Comment deleted: ${String(c.old)}` : String(c?.new ?? '');
    }
    case 'status change': {
      const s = change('status');
      const moved = s ? `${String(s.old)} → ${String(s.new)}` : '';
      return [moved, l.note].filter(Boolean).join(' — ');
    }
    case 'uploaded':
      return `Uploaded ${String(change('attachment')?.new ?? '')}`;
    case 'attachment':
      return `Deleted ${String(change('attachment')?.old ?? '')}`;
    case 'escalation':
      return [String(change('escalation')?.new ?? 'Escalated'), l.note].filter(Boolean).join(' — ');
    default:
      return Object.entries(m)
        .map(([field, c]) => `${field}: ${textOf(sqlite, field, c.new) ?? 'removed'}`)
        .join('; ');
  }
}
