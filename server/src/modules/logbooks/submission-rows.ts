import { formatDateTime } from '@cmms/contracts';
import type { FieldFlagRecord } from '@cmms/contracts/logbooks/definition';
import type { SubmissionRow } from '@cmms/contracts/logbooks/endpoints';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { grantsReader } from './access.js';
import { parse, principalRef, type StoredStep, type StoredSubmission } from './rows.js';

/**
 * Submissions as the API shows them, a page in one statement (issue 28's benchmark: a year of hourly entries):
 * the logger's name, the version's number, the submitter, the signatures and the raised work orders are joined
 * in, not read row by row. Grants and approver names are read once per logger and per approver of the page.
 */
const SELECT = `SELECT s.*, l.name AS logger_name, v.version AS version_number,
  CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || coalesce(u.last_name, '')) END AS submitter_name,
  (SELECT json_group_array(json_object('id', a.id, 'step', a.step, 'decision', a.decision, 'meaning', a.meaning,
     'signer_name', a.signer_name, 'comment', a.comment, 'data_hash', a.data_hash, 'signed_at', a.signed_at))
   FROM (SELECT * FROM logger_approvals WHERE submission_id = s.id ORDER BY id) a) AS approvals_json,
  (SELECT json_group_array(json_object('field', w.field, 'id', w.work_order_id, 'number', coalesce(w.number, CAST(w.work_order_id AS TEXT))))
   FROM (SELECT lw.field, lw.work_order_id, o.number FROM logger_work_orders lw JOIN work_orders o ON o.id = lw.work_order_id
         WHERE lw.submission_id = s.id ORDER BY lw.field) w) AS work_orders_json
`;
const JOINS = `LEFT JOIN e_loggers l ON l.id = s.logger_id
  LEFT JOIN logger_form_versions v ON v.id = s.form_version_id
  LEFT JOIN users u ON u.id = s.submitted_by`;

interface JoinedSubmission extends StoredSubmission {
  logger_name: string | null;
  version_number: number;
  submitter_name: string | null;
  approvals_json: string;
  work_orders_json: string;
}

/** A signature as stored: its time not yet formatted. */
type StoredApproval = Omit<SubmissionRow['approvals'][number], 'signed_at'> & { signed_at: string };

/** Which submissions, on alias `s`: the condition and its parameters, and for a list its order and page. */
export interface SubmissionQuery {
  where: string;
  params: unknown[];
  order?: string;
  limit?: number;
  offset?: number;
}

export function submissionPage(request: FastifyRequest, sqlite: Sqlite, q: SubmissionQuery): SubmissionRow[] {
  // The page's ids are chosen first, over the indexes alone: with the joins and sub-selects beside them the
  // planner sorted every entry of a year's log (35 ms a page at the large profile), not only the page.
  const order = q.order ? `ORDER BY ${q.order}` : '';
  const page = q.limit === undefined ? '' : 'LIMIT ? OFFSET ?';
  const rows = sqlite
    .prepare(
      `${SELECT} FROM (SELECT s.id FROM logger_submissions s WHERE ${q.where} ${order} ${page}) p
       JOIN logger_submissions s ON s.id = p.id ${JOINS} ${order}`,
    )
    .all(...q.params, ...(q.limit === undefined ? [] : [q.limit, q.offset ?? 0])) as JoinedSubmission[];
  const grantsOf = grantsReader(sqlite, request.principal);
  const approvers = new Map<string, ReturnType<typeof principalRef>>();
  const approverOf = (step: StoredStep) => {
    const key = `${step.approver_type}:${step.approver_id}`;
    if (!approvers.has(key)) approvers.set(key, principalRef(sqlite, step.approver_type, step.approver_id));
    return approvers.get(key)!;
  };
  return rows.map((s) => {
    const mayApprove = grantsOf(s.logger_id).approve && s.status === 'in_review';
    return {
      id: s.id,
      logger: s.logger_name === null ? null : { id: s.logger_id, name: s.logger_name },
      form_version_id: s.form_version_id,
      form_version: s.version_number,
      client_uuid: s.client_uuid,
      slot_due_at: formatDateTime(s.slot_due_at),
      timeliness: s.timeliness,
      status: s.status,
      data: parse(s.data, {}),
      flags: parse<Record<string, FieldFlagRecord>>(s.flags, {}),
      flagged: s.flagged === 1,
      current_step: s.current_step,
      approval_flow: parse<StoredStep[]>(s.flow, []).map((step) => ({
        id: step.id,
        position: step.position,
        name: step.name,
        approver_type: step.approver_type,
        approver: approverOf(step),
      })),
      approvals: parse<StoredApproval[]>(s.approvals_json, []).map((a) => ({
        ...a,
        signed_at: formatDateTime(a.signed_at),
      })),
      work_orders: parse<SubmissionRow['work_orders']>(s.work_orders_json, []),
      submitted_by:
        s.submitted_by !== null && s.submitter_name !== null ? { id: s.submitted_by, name: s.submitter_name } : null,
      captured_at: formatDateTime(s.captured_at),
      received_at: formatDateTime(s.received_at),
      available_actions: { approve: mayApprove, reject: mayApprove },
    };
  });
}

/** One submission as the API shows it (the detail, and the answer of a submit or a decision). */
export const submissionRow = (request: FastifyRequest, sqlite: Sqlite, s: StoredSubmission): SubmissionRow =>
  submissionPage(request, sqlite, { where: 's.id = ?', params: [s.id] })[0]!;
