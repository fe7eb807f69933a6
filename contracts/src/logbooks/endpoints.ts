import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { datetimeSchema } from '../kit/dates.js';
import { defineEndpoints, type Endpoint, type EndpointAuth } from '../kit/endpoint.js';
import type { FieldDecl } from '../kit/fields.js';
import { listEnvelope, messagesSchema, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema } from '../kit/row-schema.js';
import { choiceField, detailOrError, field as kitField, listOrError } from '../kit/work-order-kit.js';
import { FIELD_FLAGS, fieldFlagSchema, jsonObjectSchema } from './definition.js';
import { SLOT_STATUSES, frequencySchema } from './frequency.js';

/**
 * Logger forms, logger masters (`e-loggers`), submissions (`forms/submit`), drafts, approval flows and
 * notifications (issue 28, spec points 2, 4, 6, 7). Abilities are the `forms` area of the permission
 * catalogue; the server narrows them per logger with its view/fill/approve grants.
 */
const ability = (action: string) => ({ action, subject: 'forms' });
export const LOGBOOK_AUTH = {
  read: ability('read') satisfies EndpointAuth,
  create: ability('create') satisfies EndpointAuth,
  edit: ability('update') satisfies EndpointAuth,
  remove: ability('delete') satisfies EndpointAuth,
  fill: ability('fill') satisfies EndpointAuth,
  approve: ability('approve') satisfies EndpointAuth,
};

export const FORM_STATUSES = ['draft', 'published', 'retired'] as const;
export const SUBJECT_TYPES = ['asset', 'location', 'process_entity'] as const;
export const PRINCIPAL_TYPES = ['user', 'group'] as const;
export const SUBMISSION_STATUSES = ['submitted', 'in_review', 'approved', 'rejected'] as const;
export const TIMELINESS = ['done', 'late', 'adhoc'] as const;
export const SIGNATURE_MEANINGS = ['reviewed', 'approved', 'verified'] as const;
export const NOTIFICATION_TYPES = [
  'missed_entry',
  'out_of_range',
  'work_order_raised',
  'approval_requested',
  'approved',
  'rejected',
] as const;

const actions = z.record(z.string(), z.boolean());

export const formRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  status: z.enum(FORM_STATUSES),
  /** The draft definition (what the builder edits); published versions are frozen copies. */
  schema: jsonObjectSchema,
  ui_schema: jsonObjectSchema,
  version: z.number().int().nullable(),
  current_version_id: z.number().int().nullable(),
  loggers_count: z.number().int(),
  created_at: datetimeSchema.nullable(),
  updated_at: datetimeSchema.nullable(),
  available_actions: actions,
});
export type FormRow = z.infer<typeof formRowSchema>;

export const formVersionRowSchema = z.object({
  id: z.number().int(),
  form_id: z.number().int(),
  version: z.number().int(),
  schema: jsonObjectSchema,
  ui_schema: jsonObjectSchema,
  checksum: z.string(),
  published_by: refSchema.nullable(),
  published_at: datetimeSchema.nullable(),
});
export type FormVersionRow = z.infer<typeof formVersionRowSchema>;

export const flowStepRowSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  approver_type: z.enum(PRINCIPAL_TYPES),
  approver: refSchema.nullable(),
});
export type FlowStepRow = z.infer<typeof flowStepRowSchema>;

export const grantRowSchema = z.object({
  principal_type: z.enum(PRINCIPAL_TYPES),
  principal: refSchema.nullable(),
  view: z.boolean(),
  fill: z.boolean(),
  approve: z.boolean(),
});

export const loggerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  form: refSchema.nullable(),
  form_version: z.number().int().nullable(),
  subject_type: z.enum(SUBJECT_TYPES),
  subject: refSchema.nullable(),
  frequency: frequencySchema,
  window_before_min: z.number().int(),
  window_after_min: z.number().int(),
  timezone: z.string(),
  notify_missed: z.array(refSchema),
  notify_out_of_range: z.array(refSchema),
  active: z.boolean(),
  approval_flow: z.array(flowStepRowSchema),
  grants: z.array(grantRowSchema),
  created_at: datetimeSchema.nullable(),
  available_actions: actions,
});
export type LoggerRow = z.infer<typeof loggerRowSchema>;

export const slotRowSchema = z.object({
  due_at: datetimeSchema,
  window_start: datetimeSchema,
  window_end: datetimeSchema,
  label: z.string(),
  status: z.enum(SLOT_STATUSES),
  submission_id: z.number().int().nullable(),
});
export type SlotRow = z.infer<typeof slotRowSchema>;

export const approvalRowSchema = z.object({
  id: z.number().int(),
  step: z.number().int(),
  decision: z.enum(['approve', 'reject']),
  meaning: z.string(),
  signer_name: z.string(),
  comment: z.string().nullable(),
  data_hash: z.string(),
  signed_at: datetimeSchema.nullable(),
});

export const submissionRowSchema = z.object({
  id: z.number().int(),
  logger: refSchema.nullable(),
  form_version_id: z.number().int(),
  form_version: z.number().int(),
  client_uuid: z.string(),
  slot_due_at: datetimeSchema.nullable(),
  timeliness: z.enum(TIMELINESS),
  status: z.enum(SUBMISSION_STATUSES),
  data: jsonObjectSchema,
  flags: z.record(z.string(), fieldFlagSchema),
  flagged: z.boolean(),
  current_step: z.number().int().nullable(),
  approval_flow: z.array(flowStepRowSchema),
  approvals: z.array(approvalRowSchema),
  work_orders: z.array(z.object({ field: z.string(), id: z.number().int(), number: z.string() })),
  submitted_by: refSchema.nullable(),
  captured_at: datetimeSchema.nullable(),
  received_at: datetimeSchema.nullable(),
  available_actions: actions,
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

export const draftRowSchema = z.object({
  id: z.number().int(),
  client_uuid: z.string(),
  logger: refSchema.nullable(),
  form_version_id: z.number().int(),
  data: jsonObjectSchema,
  rev: z.number().int(),
  updated_at: datetimeSchema.nullable(),
});
export type DraftRow = z.infer<typeof draftRowSchema>;

export const notificationRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  logger: refSchema.nullable(),
  submission_id: z.number().int().nullable(),
  created_at: datetimeSchema.nullable(),
  read_at: datetimeSchema.nullable(),
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

/** A slot whose window closed without an entry, as the missed-entries job marked it. */
export const missedRowSchema = z.object({
  logger: refSchema.nullable(),
  due_at: datetimeSchema,
  window_end: datetimeSchema,
  marked_at: datetimeSchema.nullable(),
});
export type MissedRow = z.infer<typeof missedRowSchema>;

export const processEntityRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  location: refSchema.nullable(),
  status: z.enum(['draft', 'active']),
  created_at: datetimeSchema.nullable(),
});

/** The value a body field of this kind holds once read (`field()`'s pipe: trimmed, numbers from form strings). */
type FieldValue<K extends FieldDecl['kind']> = K extends 'integer' | 'number' | 'reference' | 'money'
  ? number
  : K extends 'boolean'
    ? boolean
    : string;
/** What a client may send for it: numbers also as their digits, booleans also as 0/1 (as `field()` reads them). */
type FieldInput<K extends FieldDecl['kind']> = K extends 'integer' | 'number' | 'reference' | 'money'
  ? number | string
  : K extends 'boolean'
    ? boolean | number | string
    : string;

/**
 * The kit's `field()` (Laravel's texts, its normalising) with the value type its kind gives: the kit answers
 * a plain `z.ZodType`, which would make every body field `unknown` to the handler and the console. A
 * required field holds its value (a client may still send null, answered with the required text, as the
 * console does for a field not filled in); another is optional and may be null (a blank reads as null).
 */
function field<const F extends FieldDecl & { required: true }>(
  key: string,
  f: F,
): z.ZodType<FieldValue<F['kind']>, FieldInput<F['kind']> | null>;
function field<const F extends FieldDecl>(
  key: string,
  f: F,
): z.ZodOptional<z.ZodType<FieldValue<F['kind']> | null, FieldInput<F['kind']> | null>>;
function field(key: string, f: FieldDecl): z.ZodType {
  return kitField(key, f);
}

/** The kit's `choiceField()` typed by whether it is required (its `boolean` parameter widens both to optional). */
function choice<const T extends readonly [string, ...string[]]>(
  key: string,
  options: T,
  required: true,
): z.ZodType<T[number], T[number] | null>;
function choice<const T extends readonly [string, ...string[]]>(
  key: string,
  options: T,
): z.ZodOptional<z.ZodType<T[number] | null, T[number] | null>>;
function choice(key: string, options: readonly [string, ...string[]], required = false): z.ZodType {
  return choiceField(key, options, required);
}

const clientUuid = z
  .string({ error: 'The client uuid field is required.' })
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'The client uuid field format is invalid.');
const definitionField = (key: string) =>
  z.record(z.string(), z.unknown(), {
    error: (iss) =>
      iss.input == null
        ? `The ${key.replace(/_/g, ' ')} field is required.`
        : `The ${key.replace(/_/g, ' ')} field must be an object.`,
  });
const idOf = (key: string) => field(key, { kind: 'integer', min: 1, required: true });
const optionalIdOf = (key: string) => field(key, { kind: 'integer', min: 1 });

export const formBody = z.object({
  name: field('name', { kind: 'text', max: 255, required: true }),
  category: field('category', { kind: 'text', max: 100 }),
  schema: definitionField('schema'),
  ui_schema: definitionField('ui_schema').optional(),
});
export const formUpdateBody = formBody.partial();

export const loggerBody = z.object({
  name: field('name', { kind: 'text', max: 255, required: true }),
  form_id: idOf('form_id'),
  subject_type: choice('subject_type', SUBJECT_TYPES, true),
  subject_id: idOf('subject_id'),
  frequency: frequencySchema,
  window_before_min: field('window_before_min', { kind: 'integer', min: 0, max: 1440 }),
  window_after_min: field('window_after_min', { kind: 'integer', min: 0, max: 10080 }),
  timezone: choice('timezone', [
    'Asia/Bahrain',
    'Asia/Dubai',
    'Asia/Riyadh',
    'Asia/Qatar',
    'Asia/Kuwait',
    'Asia/Muscat',
    'UTC',
  ] as const),
  starts_at: field('starts_at', { kind: 'date' }),
  notify_missed: z.array(z.number().int().min(1)).max(50).optional(),
  notify_out_of_range: z.array(z.number().int().min(1)).max(50).optional(),
});

/** Editing a logger master: any of its create fields; `active: false` pauses it (no missed entries). */
export const loggerUpdateBody = loggerBody.partial().extend({ active: z.boolean().optional() });

export const grantsBody = z.object({
  grants: z
    .array(
      z.object({
        principal_type: choice('principal_type', PRINCIPAL_TYPES, true),
        principal_id: idOf('principal_id'),
        view: z.boolean().optional(),
        fill: z.boolean().optional(),
        approve: z.boolean().optional(),
      }),
    )
    .max(200),
});

export const flowStepBody = z.object({
  approver_type: choice('approver_type', PRINCIPAL_TYPES, true),
  approver_id: idOf('approver_id'),
  name: field('name', { kind: 'text', max: 100 }),
});

export const submitBody = z.object({
  logger_id: idOf('logger_id'),
  client_uuid: clientUuid,
  form_version_id: optionalIdOf('form_version_id'),
  captured_at: field('captured_at', { kind: 'datetime' }),
  data: definitionField('data'),
  /** Readings (their paths) whose field asks the filler (`createWorkOrder: prompt`) and the filler said raise. */
  raise_work_orders: z.array(z.string().max(200)).max(100).optional(),
});

export const decisionBody = z.object({
  meaning: choice('meaning', SIGNATURE_MEANINGS),
  comment: field('comment', { kind: 'textarea', max: 2000 }),
});
export const rejectBody = z.object({
  comment: field('comment', { kind: 'textarea', max: 2000, required: true }),
});

export const draftBody = z.object({
  logger_id: idOf('logger_id'),
  rev: field('rev', { kind: 'integer', min: 0 }),
  data: definitionField('data'),
});

export const processEntityBody = z.object({
  name: field('name', { kind: 'text', max: 255, required: true }),
  type: choice('type', ['process', 'utility', 'area'] as const),
  location_id: field('location_id', { kind: 'reference', ref: 'locations', rowKey: 'location' }),
  status: choice('status', ['draft', 'active'] as const),
});

/** What a declaration adds to the common parts: its schemas, its not-found text. */
type Declared = Pick<Endpoint, 'response'> & Partial<Pick<Endpoint, 'query' | 'body' | 'params' | 'notFound'>>;

/** The common parts, then exactly the schemas it declares (an absent body reads as none, not as any). */
type LogbookEndpoint<I extends string, P extends string, R extends Declared> = Omit<
  Endpoint,
  'id' | 'path' | 'query' | 'body' | 'params' | keyof R
> &
  R & { id: I; path: `${typeof API_BASE}${P}` };

/**
 * One logbook call. Generic over its path and schemas, so the declaration keeps them (`BodyOf`,
 * `ResponseOf`, `ParamsOf<'logbooks.form-version'>` read them) as a declaration written inline does.
 */
const at = <const I extends string, const P extends string, const R extends Declared>(
  id: I,
  method: Endpoint['method'],
  path: P,
  summary: string,
  auth: EndpointAuth,
  rest: R,
): LogbookEndpoint<I, P, R> =>
  ({
    id,
    method,
    path: `${API_BASE}${path}`,
    kind: 'action',
    resource: 'forms',
    summary,
    auth,
    ...rest,
  }) as LogbookEndpoint<I, P, R>;

const FORM_NF = { notFound: 'Form not found' };
const LOGGER_NF = { notFound: 'E-logger not found' };
const SUBMISSION_NF = { notFound: 'Submission not found' };

const listQuery = listQuerySchema;
const submissionsQuery = listQuerySchema.extend({
  logger_id: z.string().optional(),
  status: z.string().optional(),
  flagged: z.string().optional(),
  work_order_id: z.string().optional(),
  /** Received on or after this day (YYYY-MM-DD), as the dashboard's out-of-range tile counts. */
  from: z.string().optional(),
  /** `me`: waiting at a level the caller approves (the approval inbox). */
  awaiting: z.string().optional(),
});
const missedQuery = listQuerySchema.extend({
  logger_id: z.string().optional(),
  /** Due on or after this day (YYYY-MM-DD), as the dashboard's missed-entries tile counts. */
  from: z.string().optional(),
});
const slotsQuery = z.object({ from: z.string().optional(), to: z.string().optional() });

export const logbookEndpoints = defineEndpoints([
  at('logbooks.forms', 'GET', '/forms', 'Logger forms', LOGBOOK_AUTH.read, {
    query: listQuery,
    response: listOrError(formRowSchema),
  }),
  at('logbooks.form', 'GET', '/forms/:id', 'A logger form', LOGBOOK_AUTH.read, {
    ...FORM_NF,
    response: detailOrError(formRowSchema),
  }),
  at('logbooks.form-create', 'POST', '/forms', 'Create a logger form (its draft definition)', LOGBOOK_AUTH.create, {
    body: formBody,
    response: mutationEnvelope(formRowSchema),
  }),
  at('logbooks.form-update', 'PATCH', '/forms/:id', "Edit a logger form's draft definition", LOGBOOK_AUTH.edit, {
    ...FORM_NF,
    body: formUpdateBody,
    response: mutationEnvelope(formRowSchema),
  }),
  at(
    'logbooks.form-publish',
    'POST',
    '/forms/:id/publish',
    'Publish the draft as a frozen version',
    LOGBOOK_AUTH.edit,
    {
      ...FORM_NF,
      response: mutationEnvelope(formRowSchema),
    },
  ),
  at('logbooks.form-delete', 'DELETE', '/forms/:id', 'Delete a logger form no logbook uses', LOGBOOK_AUTH.remove, {
    ...FORM_NF,
    response: mutationEnvelope(z.null()),
  }),
  at('logbooks.form-version', 'GET', '/forms/:id/versions/:version', 'One published version', LOGBOOK_AUTH.read, {
    ...FORM_NF,
    params: { version: z.string() },
    response: detailOrError(formVersionRowSchema),
  }),
  at('logbooks.loggers', 'GET', '/e-loggers', 'Logger masters the caller may view', LOGBOOK_AUTH.read, {
    query: listQuery,
    // Spec point 8: the list's `messages` (missed entries today) go to the notification list.
    response: z.union([
      listEnvelope(loggerRowSchema).extend({ messages: messagesSchema.optional() }),
      mutationEnvelope(z.null()),
    ]),
  }),
  at('logbooks.logger', 'GET', '/e-loggers/:id', 'A logger master', LOGBOOK_AUTH.read, {
    ...LOGGER_NF,
    response: detailOrError(loggerRowSchema),
  }),
  at('logbooks.logger-create', 'POST', '/e-loggers', 'Bind a published form to a subject', LOGBOOK_AUTH.create, {
    body: loggerBody,
    response: mutationEnvelope(loggerRowSchema),
  }),
  at('logbooks.logger-update', 'PATCH', '/e-loggers/:id', 'Edit a logger master', LOGBOOK_AUTH.edit, {
    ...LOGGER_NF,
    body: loggerUpdateBody,
    response: mutationEnvelope(loggerRowSchema),
  }),
  at('logbooks.logger-delete', 'DELETE', '/e-loggers/:id', 'Delete a logger master', LOGBOOK_AUTH.remove, {
    ...LOGGER_NF,
    response: mutationEnvelope(z.null()),
  }),
  at(
    'logbooks.logger-slots',
    'GET',
    '/e-loggers/:id/slots',
    'Expected entries (done, late, missed)',
    LOGBOOK_AUTH.read,
    {
      ...LOGGER_NF,
      query: slotsQuery,
      response: listOrError(slotRowSchema),
    },
  ),
  at(
    'logbooks.missed',
    'GET',
    '/e-loggers/missed',
    'Missed entries of the loggers the caller may view',
    LOGBOOK_AUTH.read,
    {
      query: missedQuery,
      response: listOrError(missedRowSchema),
    },
  ),
  at(
    'logbooks.logger-permissions',
    'PUT',
    '/e-loggers/:id/permissions',
    'Set view/fill/approve grants',
    LOGBOOK_AUTH.edit,
    {
      ...LOGGER_NF,
      body: grantsBody,
      response: mutationEnvelope(loggerRowSchema),
    },
  ),
  at(
    'logbooks.flow-step-add',
    'POST',
    '/e-loggers/:id/approval-flow/steps',
    'Add an approval level',
    LOGBOOK_AUTH.edit,
    {
      ...LOGGER_NF,
      body: flowStepBody,
      response: mutationEnvelope(loggerRowSchema),
    },
  ),
  at(
    'logbooks.flow-step-delete',
    'DELETE',
    '/approval-flows/steps/:id',
    'Remove an approval flow entry by id',
    LOGBOOK_AUTH.edit,
    {
      notFound: 'Approval flow step not found',
      response: mutationEnvelope(z.null()),
    },
  ),
  at('logbooks.submissions', 'GET', '/forms/submit/list', 'Logger submissions the caller may view', LOGBOOK_AUTH.read, {
    query: submissionsQuery,
    response: listOrError(submissionRowSchema),
  }),
  at('logbooks.submit', 'POST', '/forms/submit', 'Submit an entry (idempotent by client uuid)', LOGBOOK_AUTH.fill, {
    body: submitBody,
    response: mutationEnvelope(submissionRowSchema),
  }),
  at('logbooks.submission', 'GET', '/forms/submit/:id', 'A submission', LOGBOOK_AUTH.read, {
    ...SUBMISSION_NF,
    response: detailOrError(submissionRowSchema),
  }),
  at(
    'logbooks.approve',
    'POST',
    '/forms/submit/:id/approve',
    'Approve at the current level (e-signature)',
    LOGBOOK_AUTH.approve,
    {
      ...SUBMISSION_NF,
      body: decisionBody,
      response: mutationEnvelope(submissionRowSchema),
    },
  ),
  at(
    'logbooks.reject',
    'POST',
    '/forms/submit/:id/reject',
    'Reject with a comment (e-signature)',
    LOGBOOK_AUTH.approve,
    {
      ...SUBMISSION_NF,
      body: rejectBody,
      response: mutationEnvelope(submissionRowSchema),
    },
  ),
  at('logbooks.drafts', 'GET', '/logger-drafts', "The caller's fill-in drafts", LOGBOOK_AUTH.fill, {
    query: listQuery,
    response: listOrError(draftRowSchema),
  }),
  at(
    'logbooks.draft-save',
    'PUT',
    '/logger-drafts/:client_uuid',
    'Save a draft (a retry never duplicates)',
    LOGBOOK_AUTH.fill,
    {
      notFound: 'E-logger not found',
      params: { client_uuid: z.string() },
      body: draftBody,
      response: mutationEnvelope(draftRowSchema),
    },
  ),
  at('logbooks.drafts-clear', 'DELETE', '/logger-drafts', "Clear all the caller's drafts", LOGBOOK_AUTH.fill, {
    response: mutationEnvelope(z.object({ deleted: z.number().int() })),
  }),
  at('logbooks.notifications', 'GET', '/notifications', "The caller's notifications and unread count", 'user', {
    query: listQuery,
    response: z.object({ total: z.number().int(), unread: z.number().int(), rows: z.array(notificationRowSchema) }),
  }),
  at('logbooks.notification-read', 'POST', '/notifications/:id/read', 'Mark one notification read', 'user', {
    notFound: 'Notification not found',
    response: mutationEnvelope(notificationRowSchema),
  }),
  at('logbooks.notifications-read-all', 'POST', '/notifications/read-all', 'Mark every notification read', 'user', {
    response: mutationEnvelope(z.object({ unread: z.number().int() })),
  }),
  at(
    'logbooks.process-entities',
    'GET',
    '/process-entities',
    'Process entities a logbook can be kept for',
    LOGBOOK_AUTH.read,
    {
      query: listQuery,
      response: listOrError(processEntityRowSchema),
    },
  ),
  at(
    'logbooks.process-entity-create',
    'POST',
    '/process-entities',
    'Create a process entity (a draft until activated)',
    LOGBOOK_AUTH.create,
    {
      body: processEntityBody,
      response: mutationEnvelope(processEntityRowSchema),
    },
  ),
  at(
    'logbooks.process-entity-drafts-clear',
    'DELETE',
    '/process-entities/drafts',
    "Clear the caller's draft process entities",
    LOGBOOK_AUTH.create,
    {
      response: mutationEnvelope(z.object({ deleted: z.number().int() })),
    },
  ),
]);

export { FIELD_FLAGS };
