import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { datetimeSchema } from '../kit/dates.js';
import { mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema } from '../kit/row-schema.js';
import { uploadRowSchema } from '../kit/uploads.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { defineSubResource, subResourceEndpoints } from '../kit/sub-resource.js';
import { WORK_ORDER_STATES, workOrderStatusRefSchema } from '../kit/work-order-states.js';
import { WO_AUTH, choiceField, field, idField, listOrError, woAction } from '../kit/work-order-kit.js';
import { LINK_TYPES } from './links.js';

/** People and records around a work order: comments, files, watchers, escalations, links. */

const actionsSchema = z.record(z.string(), z.boolean());

export const commentRowSchema = z.object({
  id: z.number().int(),
  work_order_id: z.number().int(),
  body: z.string(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
  updated_at: datetimeSchema.nullable(),
  available_actions: actionsSchema,
});
export type CommentRow = z.infer<typeof commentRowSchema>;

/** A file of a work order: a photo of the fault, a signed sheet (without v8's file-row extras). */
export const mediaRowSchema = uploadRowSchema
  .omit({ updated_at: true, deleted_at: true, available_actions: true })
  .extend({ work_order_id: z.number().int() });
export type MediaRow = z.infer<typeof mediaRowSchema>;

export const watcherRowSchema = z.object({
  id: z.number().int(),
  work_order_id: z.number().int(),
  user: refSchema.nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
  available_actions: actionsSchema,
});
export type WatcherRow = z.infer<typeof watcherRowSchema>;

export const ESCALATION_TRIGGERS = ['manual', 'response', 'resolution'] as const;
export const escalationRowSchema = z.object({
  id: z.number().int(),
  work_order_id: z.number().int(),
  level: z.number().int(),
  cause: refSchema.nullable(),
  trigger: z.enum(ESCALATION_TRIGGERS),
  rule: refSchema.nullable(),
  assignees: z.array(refSchema),
  note: z.string().nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
});
export type EscalationRow = z.infer<typeof escalationRowSchema>;

/** A link as one work order sees it: the type reads from this side, `work_order` is the other one. */
export const linkRowSchema = z.object({
  id: z.number().int(),
  link_type: z.enum(LINK_TYPES),
  work_order: z.object({
    id: z.number().int(),
    number: z.string(),
    title: z.string(),
    state: z.enum(WORK_ORDER_STATES),
    status: workOrderStatusRefSchema.nullable(),
  }),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
});
export type LinkRow = z.infer<typeof linkRowSchema>;

const commentBody = z.object({ body: field('body', { kind: 'textarea', required: true }) });
const workOrderId = idField('work_order_id', 'workorders', true);
const WORKS = { parent: 'write' } as const;

/** A work order's conversation; its author or a supervisor edits and deletes (soft) a comment. */
export const commentsDecl = defineSubResource({
  name: 'workorders.comments',
  parent: 'workorders',
  table: 'work_order_comments',
  parentColumn: 'work_order_id',
  softDelete: true,
  stamps: { createdBy: 'created_by', createdAt: 'created_at', updatedAt: 'updated_at' },
  writes: ['body'],
  row: commentRowSchema,
  columns: {
    work_order_id: { column: 'work_order_id' },
    body: { column: 'body' },
    created_by: { ref: { column: 'created_by', table: 'users', title: 'person' } },
    created_at: { datetime: 'created_at' },
    updated_at: { datetime: 'updated_at' },
  },
  sort: { columns: { created_at: 't.created_at' }, default: 'created_at', order: 'desc', then: 't.id DESC' },
  actions: true,
  log: { action: 'comment', key: 'comment', value: 'body', target: true },
  notFound: 'Comment not found',
  list: {
    endpoint: woAction(
      'workorders.comments',
      'GET',
      '/maintenance/workorders/:id/comments',
      "A work order's comments",
      WO_AUTH.see,
      {
        query: listQuerySchema,
        response: listOrError(commentRowSchema),
      },
    ),
  },
  add: {
    endpoint: woAction(
      'workorders.comment-add',
      'POST',
      '/maintenance/workorders/:id/comments',
      'Comment on a work order',
      WO_AUTH.read,
      {
        body: commentBody,
        response: mutationEnvelope(commentRowSchema),
      },
    ),
    message: 'Comment added successfully.',
    who: WORKS,
  },
  edit: {
    endpoint: woAction(
      'workorders.comment-update',
      'POST',
      '/maintenance/workorders/comments/:id/update',
      'Edit a comment (its author, or a supervisor)',
      WO_AUTH.read,
      { notFound: 'Comment not found', body: commentBody, response: mutationEnvelope(commentRowSchema) },
    ),
    message: 'Comment updated successfully.',
    who: { owners: ['created_by'], abilities: [WO_AUTH.close] },
  },
  remove: {
    endpoint: woAction(
      'workorders.comment-delete',
      'POST',
      '/maintenance/workorders/comments/:id/delete',
      'Delete a comment (its author, or a supervisor)',
      WO_AUTH.read,
      { notFound: 'Comment not found', response: mutationEnvelope(z.null()) },
    ),
    message: 'Comment deleted successfully.',
    who: { owners: ['created_by'], abilities: [WO_AUTH.close] },
  },
});

/** People who follow a work order (escalations add theirs too); the watcher, who added it or an editor removes it. */
export const watchersDecl = defineSubResource({
  name: 'workorders.watchers',
  parent: 'workorders',
  table: 'work_order_watchers',
  parentColumn: 'work_order_id',
  stamps: { createdBy: 'created_by', createdAt: 'created_at' },
  writes: ['user_id'],
  row: watcherRowSchema,
  columns: {
    work_order_id: { column: 'work_order_id' },
    user: { ref: { column: 'user_id', table: 'users', title: 'person' } },
    created_by: { ref: { column: 'created_by', table: 'users', title: 'person' } },
    created_at: { datetime: 'created_at' },
  },
  sort: { columns: { id: 't.id' }, default: 'id', order: 'asc', fixed: true },
  actions: true,
  log: { action: 'watcher', key: 'watcher', value: 'user' },
  notFound: 'Watcher not found',
  add: {
    endpoint: woAction(
      'workorders.watcher-add',
      'POST',
      '/maintenance/workorders/watcher-add',
      'Add a watcher to a work order',
      WO_AUTH.read,
      {
        body: z.object({ user_id: idField('user_id', 'users', true), work_order_id: workOrderId }),
        response: mutationEnvelope(watcherRowSchema),
      },
    ),
    message: 'Watcher added successfully.',
    who: WORKS,
    parentFrom: { body: 'work_order_id' },
    references: { user_id: 'users' },
    unique: { keys: ['user_id'], message: 'This user already watches this work order.' },
  },
  list: {
    endpoint: woAction(
      'workorders.watchers',
      'GET',
      '/maintenance/workorders/watcher-list/:id',
      "A work order's watchers",
      WO_AUTH.read,
      {
        query: listQuerySchema,
        response: listOrError(watcherRowSchema),
      },
    ),
  },
  remove: {
    endpoint: woAction(
      'workorders.watcher-remove',
      'DELETE',
      '/maintenance/workorders/watcher/:id',
      'Remove a watcher',
      WO_AUTH.read,
      {
        notFound: 'Watcher not found',
        response: mutationEnvelope(z.null()),
      },
    ),
    message: 'Watcher removed successfully.',
    who: { owners: ['user_id', 'created_by'], abilities: [WO_AUTH.edit] },
  },
});

/** A work order's files, newest first (added by `workorders.upload` and `request-photo`). */
export const mediaDecl = defineSubResource({
  name: 'workorders.media',
  parent: 'workorders',
  table: 'work_order_media',
  parentColumn: 'work_order_id',
  row: mediaRowSchema,
  columns: {
    work_order_id: { column: 'work_order_id' },
    filename: { column: 'original_name' },
    url: { path: `${API_BASE}/maintenance/workorders/media/{id}` },
    mime_type: { column: 'mime_type' },
    size: { column: 'size' },
    note: { column: 'note' },
    created_by: { ref: { column: 'created_by', table: 'users', title: 'person' } },
    created_at: { datetime: 'created_at' },
  },
  sort: {
    columns: { created_at: 't.created_at' },
    default: 'created_at',
    order: 'desc',
    fixed: true,
    then: 't.id DESC',
  },
  notFound: 'File not found',
  list: {
    endpoint: woAction(
      'workorders.media',
      'GET',
      '/maintenance/workorders/:id/media',
      "A work order's files",
      WO_AUTH.see,
      {
        query: listQuerySchema,
        response: listOrError(mediaRowSchema),
      },
    ),
  },
});

/** A work order's escalations, by level (`workorders.escalate` and the sweep add them). */
export const escalationsDecl = defineSubResource({
  name: 'workorders.escalations',
  parent: 'workorders',
  table: 'work_order_escalations',
  parentColumn: 'work_order_id',
  row: escalationRowSchema,
  columns: {
    work_order_id: { column: 'work_order_id' },
    level: { column: 'level' },
    cause: { ref: { column: 'cause_id', table: 'causes', title: 'cause_name' } },
    trigger: { column: 'trigger' },
    rule: { ref: { column: 'rule_id', table: 'escalation_rules', title: 'name' } },
    assignees: { refs: { column: 'assignees', table: 'users', title: 'person' } },
    note: { column: 'note' },
    created_by: { ref: { column: 'created_by', table: 'users', title: 'person' } },
    created_at: { datetime: 'created_at' },
  },
  sort: { columns: { level: 't.level {dir}, t.id {dir}' }, default: 'level', order: 'asc', fixed: true },
  notFound: 'WorkOrder not found',
  list: {
    endpoint: woAction(
      'workorders.escalations',
      'GET',
      '/maintenance/workorders/escalation/view',
      "A work order's escalations (`level` optional)",
      WO_AUTH.read,
      {
        query: listQuerySchema.extend({ work_order_id: z.string().optional(), level: z.string().optional() }),
        response: listOrError(escalationRowSchema),
      },
    ),
    parentFrom: { query: 'work_order_id' },
    filters: { level: { column: 'level', pattern: '^\\d{1,3}$' } },
  },
});

export const workOrderCollabEndpoints = defineEndpoints([
  ...subResourceEndpoints(commentsDecl),
  woAction('workorders.upload', 'POST', '/files/upload', 'Attach a file to a work order (multipart)', WO_AUTH.read, {
    multipart: true,
    body: z.object({
      work_order_id: workOrderId,
      file: z.unknown().optional(),
      note: z.string().max(65_535).optional(),
    }),
    response: mutationEnvelope(mediaRowSchema),
  }),
  // The work order in the path, so whose request it is is checked before a byte of the file is read.
  woAction(
    'workorders.request-photo',
    'POST',
    '/maintenance/workorders/:id/request-photo',
    'Attach a photo of the fault to your own request while it awaits triage (multipart)',
    WO_AUTH.see,
    {
      multipart: true,
      body: z.object({ file: z.unknown().optional(), note: z.string().max(65_535).optional() }),
      response: mutationEnvelope(mediaRowSchema),
    },
  ),
  ...subResourceEndpoints(mediaDecl),
  woAction(
    'workorders.media-file',
    'GET',
    '/maintenance/workorders/media/:id',
    'Download a file of a work order',
    WO_AUTH.see,
    {
      notFound: 'File not found',
      produces: 'image/*',
      response: z.union([z.string(), mutationEnvelope(z.null())]),
    },
  ),
  woAction(
    'workorders.media-delete',
    'DELETE',
    '/maintenance/workorders/media/:id',
    'Delete a file of a work order',
    WO_AUTH.read,
    {
      notFound: 'File not found',
      response: mutationEnvelope(z.null()),
    },
  ),
  ...subResourceEndpoints(watchersDecl),
  woAction(
    'workorders.escalate',
    'POST',
    '/maintenance/workorders/escalation',
    'Escalate a work order by hand',
    WO_AUTH.edit,
    {
      body: z.object({
        level: field('level', { kind: 'integer', required: true, min: 1, max: 10 }),
        cause_id: idField('cause_id', 'causes'),
        assignees: field('assignees', { kind: 'multi-reference', ref: 'users', rowKey: 'assignees' }),
        work_order_id: workOrderId,
        note: field('note', { kind: 'textarea' }),
      }),
      response: mutationEnvelope(escalationRowSchema),
    },
  ),
  ...subResourceEndpoints(escalationsDecl),
  woAction(
    'workorders.escalations-run',
    'POST',
    '/maintenance/workorders/escalations/run',
    'Run the escalation sweep now (it also runs every minute)',
    WO_AUTH.close,
    { response: mutationEnvelope(z.object({ checked: z.number().int(), escalated: z.number().int() })) },
  ),
  woAction('workorders.link', 'POST', '/maintenance/workorders/link-workorders', 'Link two work orders', WO_AUTH.edit, {
    body: z.object({
      work_order_id: workOrderId,
      linked_id: idField('linked_id', 'workorders', true),
      link_type: choiceField('link_type', LINK_TYPES, true),
    }),
    response: mutationEnvelope(linkRowSchema),
  }),
  woAction(
    'workorders.unlink',
    'DELETE',
    '/maintenance/workorders/link-workorders/:id',
    'Remove a link',
    WO_AUTH.edit,
    {
      notFound: 'Link not found',
      response: mutationEnvelope(z.null()),
    },
  ),
  woAction('workorders.links', 'GET', '/maintenance/workorders/link-lists/:id', "A work order's links", WO_AUTH.read, {
    query: listQuerySchema,
    response: listOrError(linkRowSchema),
  }),
]);
