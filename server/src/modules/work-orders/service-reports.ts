import {
  formatDateTime,
  normalizeListQuery,
  toStoredDateTime,
  type ServiceReport,
  type WorkOrderState,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { escapeLike, placeholders } from '../../engine/sql.js';
import { mayWork, requesterOnly } from '../../domain/work-orders/access.js';
import { userRefs } from '../../domain/work-orders/records.js';
import { WORK_ORDER_NOT_FOUND, asParsedBody, visibleWorkOrder } from './route-kit.js';
import { forbiddenReply } from '../../http/parse-body.js';
import { registerAction } from '../../http/register-action.js';
import { sqlPage } from '../../engine/sql-page.js';

interface StoredReport {
  id: number;
  work_order_id: number;
  number: string | null;
  findings: string;
  actions_taken: string | null;
  parts_used: string;
  time_minutes: number | null;
  customer_signoff_name: string | null;
  signed_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  wo_number: string | null;
  wo_title: string;
  wo_state: WorkOrderState;
  wo_assignee: number | null;
  wo_customer: number | null;
  wo_started: string | null;
  wo_completed: string | null;
}

const REPORTS = {
  select: `r.*, w.number AS wo_number, w.title AS wo_title, w.state AS wo_state, w.assignee AS wo_assignee,
    w.customer_id AS wo_customer, w.started_at AS wo_started, w.completed_at AS wo_completed`,
  from: 'FROM service_reports r JOIN work_orders w ON w.id = r.work_order_id',
};
const SELECT = `SELECT ${REPORTS.select} ${REPORTS.from}`;
const REPORTABLE: readonly WorkOrderState[] = ['completed', 'closed'];
const SORTS = ['id', 'number', 'created_at', 'time_minutes', 'signed_at'];

/** Reports with their work order's people, assets and places: everything the printable view shows. */
function toReports(sqlite: Sqlite, rows: StoredReport[]): ServiceReport[] {
  if (rows.length === 0) return [];
  const woIds = [...new Set(rows.map((r) => r.work_order_id))];
  const assets = sqlite
    .prepare(
      `SELECT w.work_order_id AS wo, a.id, coalesce(a.name, a.asset_tag) AS name, a.asset_tag FROM work_order_assets w
       JOIN assets a ON a.id = w.asset_id WHERE w.work_order_id IN (${placeholders(woIds.length)}) ORDER BY w.rowid`,
    )
    .all(...woIds) as { wo: number; id: number; name: string; asset_tag: string }[];
  const places = sqlite
    .prepare(
      `SELECT w.work_order_id AS wo, l.id, l.name FROM work_order_locations w JOIN locations l ON l.id = w.location_id
       WHERE w.work_order_id IN (${placeholders(woIds.length)}) ORDER BY w.rowid`,
    )
    .all(...woIds) as { wo: number; id: number; name: string }[];
  const people = new Map(
    userRefs(sqlite, [
      ...new Set(rows.flatMap((r) => [r.created_by, r.wo_assignee].filter((v): v is number => v !== null))),
    ]).map((u) => [u.id, u]),
  );
  return rows.map((r) => ({
    id: r.id,
    number: r.number ?? '',
    work_order: {
      id: r.work_order_id,
      number: r.wo_number ?? '',
      title: r.wo_title,
      state: r.wo_state,
      assignee: r.wo_assignee ? (people.get(r.wo_assignee) ?? null) : null,
      inspectables: assets
        .filter((a) => a.wo === r.work_order_id)
        .map(({ id, name, asset_tag }) => ({ id, name, asset_tag })),
      locations: places.filter((p) => p.wo === r.work_order_id).map(({ id, name }) => ({ id, name })),
      customer_id: r.wo_customer,
      started_at: formatDateTime(r.wo_started),
      completed_at: formatDateTime(r.wo_completed),
    },
    findings: r.findings,
    actions_taken: r.actions_taken,
    parts_used: JSON.parse(r.parts_used) as ServiceReport['parts_used'],
    time_minutes: r.time_minutes,
    customer_signoff_name: r.customer_signoff_name,
    signed_at: formatDateTime(r.signed_at),
    created_by: r.created_by ? (people.get(r.created_by) ?? null) : null,
    created_at: formatDateTime(r.created_at),
    updated_at: formatDateTime(r.updated_at),
  }));
}

/** Service reports: the list is a POST (spec point 7), one per finished job, and its printable data. */
export function registerServiceReports(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const find = (id: number) => sqlite.prepare(`${SELECT} WHERE r.id = ?`).get(id) as StoredReport | undefined;
  /** One stored report as the list shows it (`toReports` answers one row per row). */
  const toReport = (stored: StoredReport): ServiceReport => toReports(sqlite, [stored])[0]!;

  // A list asked by POST: keys it does not declare are ignored, as a list's query keys are.
  registerAction(
    app,
    'workorders.service-reports',
    async ({ body: input, request }) => {
      const q = normalizeListQuery(input, SORTS, 'created_at', 'desc');
      const where = ['w.deleted_at IS NULL'];
      const params: unknown[] = [];
      if (requesterOnly(request.principal)) {
        where.push('w.requested_by = ?');
        params.push(request.principal?.user.id ?? 0);
      }
      // One work order's report, or the reports of one customer's work orders (the customer page).
      for (const [key, column] of [
        ['workorder_id', 'r.work_order_id'],
        ['customer_id', 'w.customer_id'],
      ] as const) {
        const value = input[key];
        if (value === undefined || value === null || value === '') continue;
        where.push(`${column} = ?`);
        params.push(/^\d{1,15}$/.test(String(value)) ? Number(value) : 0);
      }
      if (q.search.length) {
        const cols = ['r.number', 'r.findings', 'r.actions_taken', 'r.customer_signoff_name', 'w.number', 'w.title'];
        where.push(`(${q.search.map(() => cols.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')).join(' OR ')})`);
        for (const term of q.search) params.push(...cols.map(() => `%${escapeLike(term)}%`));
      }
      const dir = q.order === 'asc' ? 'ASC' : 'DESC';
      const { total, rows } = sqlPage<StoredReport>(
        sqlite,
        {
          ...REPORTS,
          from: `${REPORTS.from} WHERE ${where.join(' AND ')}`,
          order: `r."${q.sort}" ${dir}, r.id ${dir}`,
          params,
        },
        q,
      );
      return { total, rows: toReports(sqlite, rows) };
    },
    { extraKeys: 'drop' },
  );

  registerAction(
    app,
    'workorders.service-report-create',
    async ({ body: v, request, reply }) => {
      const wo = visibleWorkOrder(sqlite, request, v.workorder_id);
      if (!wo) return failure(WORK_ORDER_NOT_FOUND);
      if (!mayWork(sqlite, request.principal, wo)) return forbiddenReply(reply);
      if (!REPORTABLE.includes(wo.state)) {
        return failure({
          workorder_id: ['A service report can only be written for a completed or closed work order.'],
        });
      }
      const now = toStoredDateTime(request.server.ctx.clock());
      const signed = typeof v.customer_signoff_name === 'string' ? now : null;
      const id = sqlite.transaction(() => {
        const reportId = Number(
          sqlite
            .prepare(
              `INSERT INTO service_reports (work_order_id, findings, actions_taken, parts_used, time_minutes, customer_signoff_name,
               signed_at, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              wo.id,
              v.findings,
              v.actions_taken ?? null,
              JSON.stringify(v.parts_used ?? []),
              v.time_minutes ?? null,
              v.customer_signoff_name ?? null,
              signed,
              request.principal?.user.id ?? null,
              now,
              now,
            ).lastInsertRowid,
        );
        sqlite
          .prepare('UPDATE service_reports SET number = ? WHERE id = ?')
          .run(`SR-${String(reportId).padStart(6, '0')}`, reportId);
        return reportId;
      })();
      return success('Service report created successfully.', toReport(find(id)!));
    },
    { invalid: asParsedBody },
  );

  registerAction(app, 'workorders.service-report', async ({ params, request }) => {
    const report = find(params.id);
    const wo = report && visibleWorkOrder(sqlite, request, report.work_order_id);
    if (!report || !wo) return failure('Service report not found');
    return toReport(report);
  });
}
