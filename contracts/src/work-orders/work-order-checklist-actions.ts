import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { datetimeSchema } from '../kit/dates.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema } from '../kit/row-schema.js';
import { defineEndpoints, type Endpoint } from '../kit/endpoint.js';
import { defineSubResource, subResourceEndpoints } from '../kit/sub-resource.js';
import { WO_AUTH, field, idField, listOrError, woAction } from '../kit/work-order-kit.js';
import { CHECKLIST_TYPES, OPTION_RESULTS, checklistItemRowSchema } from './checklists.js';

/** Checklists on a work order (attach, depend, answer, read) and the templates' parameters. */

export const CHECKLIST_STAGES = ['pre', 'inter', 'post'] as const;
export type ChecklistStage = (typeof CHECKLIST_STAGES)[number];

export const checklistParameterRowSchema = z.object({
  id: z.number().int(),
  checklist_id: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  required: z.boolean(),
  created_at: datetimeSchema.nullable(),
  updated_at: datetimeSchema.nullable(),
});
export type ChecklistParameterRow = z.infer<typeof checklistParameterRowSchema>;

export const answerSchema = z.object({
  option_key: z.string(),
  label: z.string(),
  result: z.enum(OPTION_RESULTS),
  comment: z.string().nullable(),
  media: z.object({ id: z.number().int(), filename: z.string(), url: z.string() }).nullable(),
  answered_by: refSchema.nullable(),
  answered_at: datetimeSchema.nullable(),
});
export const readingSchema = z.object({
  value: z.number(),
  in_range: z.boolean(),
  read_by: refSchema.nullable(),
  read_at: datetimeSchema.nullable(),
});

/** A template attached to a work order: its items with their answers, its parameters with their readings. */
export const workOrderChecklistSchema = z.object({
  id: z.number().int(),
  work_order_id: z.number().int(),
  checklist: refSchema,
  type: z.enum(CHECKLIST_TYPES),
  stage: z.enum(CHECKLIST_STAGES),
  dependent_checklist: refSchema.nullable(),
  /** The checklist this one waits for while that one is not complete. */
  blocked_by: refSchema.nullable(),
  items: z.array(checklistItemRowSchema.extend({ answer: answerSchema.nullable() })),
  parameters: z.array(checklistParameterRowSchema.extend({ reading: readingSchema.nullable() })),
  completion: z.object({ done: z.number().int(), total: z.number().int(), complete: z.boolean() }),
  completed_at: datetimeSchema.nullable(),
  completed_by: refSchema.nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
});
export type WorkOrderChecklist = z.infer<typeof workOrderChecklistSchema>;

/** An answer or a reading: the checklist as it is now, and the follow-up work order it raised. */
export const answerPayloadSchema = z.object({
  checklist: workOrderChecklistSchema,
  follow_up: refSchema.extend({ number: z.string() }).nullable(),
});

const ids = (key: string) => field(key, { kind: 'multi-reference', ref: 'checklists', rowKey: key });

export const parameterBodySchema = z.object({
  checklist_id: idField('checklist_id', 'checklists', true),
  name: field('name', { kind: 'text', required: true, max: 100 }),
  unit: field('unit', { kind: 'text', max: 20 }),
  min: field('min', { kind: 'number', min: -1e9, max: 1e9 }),
  max: field('max', { kind: 'number', min: -1e9, max: 1e9 }),
  required: field('required', { kind: 'boolean' }),
});
export const parameterUpdateSchema = parameterBodySchema.omit({ checklist_id: true }).partial();

/** Laravel's text for a range whose `min` is above its `max`. */
export const PARAMETER_RANGE_TEXT = 'The max field must be greater than or equal to min.';

/**
 * A checklist template's parameters: readings with a unit and an expected range (spec point 7), listed
 * by id; a parameter a work order has read stays.
 */
export const parametersDecl = defineSubResource({
  name: 'checklists.parameters',
  parent: 'checklists',
  table: 'checklist_parameters',
  parentColumn: 'checklist_id',
  stamps: { createdBy: 'created_by', createdAt: 'created_at', updatedAt: 'updated_at' },
  writes: ['name', 'unit', 'min', 'max', 'required'],
  strict: true,
  check: ({ min, max }) =>
    typeof min === 'number' && typeof max === 'number' && min > max ? { max: [PARAMETER_RANGE_TEXT] } : null,
  row: checklistParameterRowSchema,
  columns: {
    checklist_id: { column: 'checklist_id' },
    name: { column: 'name' },
    unit: { column: 'unit' },
    min: { column: 'min' },
    max: { column: 'max' },
    required: { boolean: 'required' },
    created_at: { datetime: 'created_at' },
    updated_at: { datetime: 'updated_at' },
  },
  sort: { columns: { id: 't.id' }, default: 'id', order: 'asc', fixed: true },
  log: { actions: { add: 'create', edit: 'update', remove: 'delete' }, note: 'Parameter {name}', changes: true },
  notFound: 'Parameter not found',
  list: {
    endpoint: {
      id: 'checklists.parameters',
      method: 'GET',
      path: `${API_BASE}/checklists/:id/parameters`,
      kind: 'action',
      resource: 'checklists',
      summary: "A checklist template's parameters",
      auth: WO_AUTH.readChecklists,
      notFound: 'Checklist not found',
      query: listQuerySchema,
      response: z.union([listEnvelope(checklistParameterRowSchema), mutationEnvelope(z.null())]),
    },
  },
  add: {
    endpoint: {
      id: 'checklists.parameter-create',
      method: 'POST',
      path: `${API_BASE}/checklists/parameters`,
      kind: 'action',
      resource: 'checklists',
      summary: 'Add a parameter (a reading with a unit and a range) to a checklist template',
      auth: WO_AUTH.editChecklists,
      body: parameterBodySchema,
      response: mutationEnvelope(checklistParameterRowSchema),
    },
    message: 'Parameter created successfully.',
    parentFrom: { body: 'checklist_id', invalid: true },
  },
  edit: {
    endpoint: {
      id: 'checklists.parameter-update',
      method: 'PUT',
      path: `${API_BASE}/checklists/parameters/:id`,
      kind: 'action',
      resource: 'checklists',
      summary: 'Change a parameter of a checklist template',
      auth: WO_AUTH.editChecklists,
      notFound: 'Parameter not found',
      body: parameterUpdateSchema,
      response: mutationEnvelope(checklistParameterRowSchema),
    },
    message: 'Parameter updated successfully.',
  },
  remove: {
    endpoint: {
      id: 'checklists.parameter-delete',
      method: 'DELETE',
      path: `${API_BASE}/checklists/parameters/:id`,
      kind: 'action',
      resource: 'checklists',
      summary: 'Delete a parameter of a checklist template',
      auth: WO_AUTH.editChecklists,
      notFound: 'Parameter not found',
      response: mutationEnvelope(z.null()),
    },
    message: 'Parameter deleted successfully.',
    inUse: [
      {
        table: 'work_order_readings',
        column: 'parameter_id',
        message: 'This parameter has readings on work orders and cannot be deleted.',
      },
    ],
  },
});

/** A checklist action: editors call it, an unknown checklist is not found; its schemas stay in its type. */
const checklistAction = <
  const I extends string,
  const Path extends string,
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
>(
  id: I,
  method: Endpoint['method'],
  path: Path,
  summary: string,
  rest: Partial<Omit<Endpoint, 'id' | 'path' | 'query' | 'body' | 'response' | 'params'>> & { response: R; body?: B },
) => woAction(id, method, path, summary, WO_AUTH.edit, { notFound: 'Checklist not found', ...rest });

export const workOrderChecklistEndpoints = defineEndpoints([
  checklistAction(
    'workorders.checklists-add',
    'POST',
    '/maintenance/workorders/checklists',
    'Attach checklist templates to a work order, by stage',
    {
      notFound: 'WorkOrder not found',
      body: z.object({
        work_order_id: idField('work_order_id', 'workorders', true),
        pre: ids('pre'),
        inter: ids('inter'),
        post: ids('post'),
      }),
      response: mutationEnvelope(z.array(workOrderChecklistSchema)),
    },
  ),
  checklistAction(
    'workorders.checklists-depend',
    'PATCH',
    '/maintenance/workorders/checklists/:id',
    'Make a checklist wait for another of the same work order (or for none)',
    {
      body: z.object({ dependent_checklist_id: idField('dependent_checklist_id', 'checklists') }),
      response: mutationEnvelope(workOrderChecklistSchema),
    },
  ),
  checklistAction(
    'workorders.checklists-remove',
    'DELETE',
    '/maintenance/workorders/checklists/:id',
    'Remove a checklist from a work order',
    { response: mutationEnvelope(z.null()) },
  ),
  woAction(
    'workorders.checklists',
    'GET',
    '/maintenance/workorders/:id/checklists',
    "A work order's checklists",
    WO_AUTH.see,
    {
      response: listOrError(workOrderChecklistSchema),
    },
  ),
  woAction(
    'workorders.checklist-answer',
    'POST',
    '/maintenance/workorders/checklists/:id/answers',
    'Answer one item of a checklist (replaces an earlier answer)',
    WO_AUTH.read,
    {
      notFound: 'Checklist not found',
      body: z.object({
        item_id: idField('item_id', 'checklists', true),
        option_key: field('option_key', { kind: 'text', required: true, max: 30 }),
        comment: field('comment', { kind: 'textarea' }),
        media_id: idField('media_id', 'workorders'),
        follow_up: field('follow_up', { kind: 'boolean' }),
        follow_up_title: field('follow_up_title', { kind: 'text', min: 3, max: 255 }),
      }),
      response: mutationEnvelope(answerPayloadSchema),
    },
  ),
  woAction(
    'workorders.checklist-reading',
    'POST',
    '/maintenance/workorders/checklists/:id/readings',
    'Record a reading of one parameter of a checklist',
    WO_AUTH.read,
    {
      notFound: 'Checklist not found',
      body: z.object({
        parameter_id: idField('parameter_id', 'checklists', true),
        value: field('value', { kind: 'number', required: true, min: -1e12, max: 1e12 }),
        follow_up: field('follow_up', { kind: 'boolean' }),
        follow_up_title: field('follow_up_title', { kind: 'text', min: 3, max: 255 }),
      }),
      response: mutationEnvelope(answerPayloadSchema),
    },
  ),
  ...subResourceEndpoints(parametersDecl),
]);
