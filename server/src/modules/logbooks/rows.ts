import { formatDateTime } from '@cmms/contracts';
import type { FlowStepRow, FormRow, LoggerRow, SubmissionRow } from '@cmms/contracts/logbooks/endpoints';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import type { Frequency } from '@cmms/contracts/logbooks/frequency';
import { grantsOn } from './access.js';

/** Stored rows of the module's tables and how the API shows them. */

export interface StoredForm {
  id: number;
  name: string;
  category: string | null;
  status: 'draft' | 'published' | 'retired';
  schema: string;
  ui_schema: string;
  current_version_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface StoredLogger {
  id: number;
  name: string;
  form_id: number;
  subject_type: 'asset' | 'location' | 'process_entity';
  subject_id: number;
  frequency: string;
  window_before_min: number;
  window_after_min: number;
  timezone: string;
  notify_missed: string;
  notify_out_of_range: string;
  starts_at: string;
  active: number;
  missed_checked_to: string | null;
  created_at: string;
}

export interface StoredStep {
  id: number;
  position: number;
  name: string;
  approver_type: 'user' | 'group';
  approver_id: number;
}

export interface StoredSubmission {
  id: number;
  logger_id: number;
  form_version_id: number;
  client_uuid: string;
  slot_due_at: string | null;
  timeliness: 'done' | 'late' | 'adhoc';
  status: SubmissionRow['status'];
  data: string;
  flags: string;
  flagged: number;
  flow: string;
  current_step: number | null;
  submitted_by: number | null;
  captured_at: string | null;
  received_at: string;
}

export const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

const userName = (sqlite: Sqlite, id: number) =>
  sqlite
    .prepare("SELECT trim(first_name || ' ' || coalesce(last_name, '')) FROM users WHERE id = ?")
    .pluck()
    .get(id) as string | undefined;
const groupName = (sqlite: Sqlite, id: number) =>
  sqlite.prepare('SELECT name FROM permission_groups WHERE id = ?').pluck().get(id) as string | undefined;

export const userRef = (sqlite: Sqlite, id: number | null) => {
  const name = id === null ? undefined : userName(sqlite, id);
  return id !== null && name !== undefined ? { id, name } : null;
};
export const principalRef = (sqlite: Sqlite, type: string, id: number) => {
  const name = type === 'user' ? userName(sqlite, id) : groupName(sqlite, id);
  return name === undefined ? null : { id, name };
};

export const stepRow = (sqlite: Sqlite, s: StoredStep): FlowStepRow => ({
  id: s.id,
  position: s.position,
  name: s.name,
  approver_type: s.approver_type,
  approver: principalRef(sqlite, s.approver_type, s.approver_id),
});

export function formRow(request: FastifyRequest, sqlite: Sqlite, f: StoredForm): FormRow {
  const version = f.current_version_id
    ? (sqlite
        .prepare('SELECT version FROM logger_form_versions WHERE id = ?')
        .pluck()
        .get(f.current_version_id) as number)
    : null;
  const loggers = sqlite
    .prepare('SELECT count(*) FROM e_loggers WHERE form_id = ? AND deleted_at IS NULL')
    .pluck()
    .get(f.id) as number;
  const can = (a: string) => request.principal?.ability.can(a as 'update', 'forms') ?? false;
  return {
    id: f.id,
    name: f.name,
    category: f.category,
    status: f.status,
    schema: parse(f.schema, {}),
    ui_schema: parse(f.ui_schema, {}),
    version,
    current_version_id: f.current_version_id,
    loggers_count: loggers,
    created_at: formatDateTime(f.created_at),
    updated_at: formatDateTime(f.updated_at),
    available_actions: { update: can('update'), publish: can('update'), delete: can('delete') && loggers === 0 },
  };
}

const SUBJECT_TABLE = { asset: 'assets', location: 'locations', process_entity: 'process_entities' } as const;
export const subjectRef = (sqlite: Sqlite, type: StoredLogger['subject_type'], id: number) => {
  const column = type === 'asset' ? 'coalesce(name, asset_tag)' : 'name';
  const name = sqlite.prepare(`SELECT ${column} FROM ${SUBJECT_TABLE[type]} WHERE id = ?`).pluck().get(id) as
    string | undefined;
  return name === undefined ? null : { id, name };
};
export const subjectExists = (sqlite: Sqlite, type: StoredLogger['subject_type'], id: number) =>
  subjectRef(sqlite, type, id) !== null;

export const stepsOf = (sqlite: Sqlite, loggerId: number) =>
  sqlite
    .prepare(
      'SELECT id, position, name, approver_type, approver_id FROM logger_flow_steps WHERE logger_id = ? ORDER BY position, id',
    )
    .all(loggerId) as StoredStep[];

export function loggerRow(request: FastifyRequest, sqlite: Sqlite, l: StoredLogger): LoggerRow {
  const form = sqlite
    .prepare(
      'SELECT f.id, f.name, v.version FROM logger_forms f LEFT JOIN logger_form_versions v ON v.id = f.current_version_id WHERE f.id = ?',
    )
    .get(l.form_id) as { id: number; name: string; version: number | null } | undefined;
  const grants = sqlite
    .prepare(
      'SELECT principal_type, principal_id, can_view, can_fill, can_approve FROM logger_permissions WHERE logger_id = ? ORDER BY id',
    )
    .all(l.id) as {
    principal_type: 'user' | 'group';
    principal_id: number;
    can_view: number;
    can_fill: number;
    can_approve: number;
  }[];
  const mine = grantsOn(sqlite, request.principal, l.id);
  const edit = request.principal?.ability.can('update', 'forms') ?? false;
  const users = (json: string) =>
    parse<number[]>(json, [])
      .map((id) => userRef(sqlite, id))
      .filter((r) => r !== null);
  return {
    id: l.id,
    name: l.name,
    form: form ? { id: form.id, name: form.name } : null,
    form_version: form?.version ?? null,
    subject_type: l.subject_type,
    subject: subjectRef(sqlite, l.subject_type, l.subject_id),
    frequency: parse<Frequency>(l.frequency, { kind: 'daily' }),
    window_before_min: l.window_before_min,
    window_after_min: l.window_after_min,
    timezone: l.timezone,
    notify_missed: users(l.notify_missed),
    notify_out_of_range: users(l.notify_out_of_range),
    active: l.active === 1,
    approval_flow: stepsOf(sqlite, l.id).map((s) => stepRow(sqlite, s)),
    grants: grants.map((g) => ({
      principal_type: g.principal_type,
      principal: principalRef(sqlite, g.principal_type, g.principal_id),
      view: g.can_view === 1 || g.can_fill === 1 || g.can_approve === 1,
      fill: g.can_fill === 1,
      approve: g.can_approve === 1,
    })),
    created_at: formatDateTime(l.created_at),
    available_actions: { fill: mine.fill, approve: mine.approve, update: edit, delete: edit },
  };
}
