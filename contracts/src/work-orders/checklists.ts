import { z } from 'zod';
import { fieldValueSchema } from '../kit/body-schema.js';
import { defineResource } from '../kit/resource.js';
import { validationText as t } from '../kit/validation-messages.js';

export const CHECKLIST_TYPES = ['inspection', 'safety', 'pre_start', 'calibration', 'cleaning', 'handover'] as const;
/** Whether an item asks for a photo, a video or a comment with its answer. */
export const MEDIA_RULES = ['none', 'optional', 'required'] as const;
export type MediaRule = (typeof MEDIA_RULES)[number];
/** `combined` is Pass / Fail / N/A; the single ones offer one option of that result; `custom` lists its own. */
export const OPTION_LISTS = ['combined', 'accept', 'reject', 'neutral', 'custom'] as const;
export type OptionList = (typeof OPTION_LISTS)[number];
export const OPTION_RESULTS = ['accept', 'reject', 'neutral'] as const;
export type OptionResult = (typeof OPTION_RESULTS)[number];

export const checklistOptionSchema = z.object({
  key: z.string(),
  label: z.string(),
  result: z.enum(OPTION_RESULTS),
});
export type ChecklistOption = z.infer<typeof checklistOptionSchema>;

/** The options each standard list offers; `custom` items carry their own. */
export const STANDARD_OPTIONS: Readonly<Record<Exclude<OptionList, 'custom'>, readonly ChecklistOption[]>> = {
  combined: [
    { key: 'pass', label: 'Pass', result: 'accept' },
    { key: 'fail', label: 'Fail', result: 'reject' },
    { key: 'na', label: 'N/A', result: 'neutral' },
  ],
  accept: [{ key: 'accept', label: 'Accept', result: 'accept' }],
  reject: [{ key: 'reject', label: 'Reject', result: 'reject' }],
  neutral: [{ key: 'neutral', label: 'Neutral', result: 'neutral' }],
};

const choice = <T extends readonly [string, ...string[]]>(key: string, options: T) =>
  z.enum(options, { error: (iss) => (iss.input == null ? t.required(key) : t.invalidChoice(key)) });

const optionInputSchema = z.object({
  key: z.string({ error: t.required('option key') }).regex(/^[a-z0-9_-]{1,30}$/, { error: t.format('option key') }),
  label: fieldValueSchema('option label', { kind: 'text', required: true, max: 100 }),
  result: choice('option result', OPTION_RESULTS),
});

const itemBase = {
  /** An existing item of this checklist to keep (its answers stay with it); absent for a new one. */
  id: z
    .number({ error: t.invalidChoice('item id') })
    .int({ error: t.invalidChoice('item id') })
    .positive()
    .optional(),
  label: fieldValueSchema('item label', { kind: 'text', required: true, max: 255 }),
  photo: choice('photo', MEDIA_RULES).optional(),
  video: choice('video', MEDIA_RULES).optional(),
  comment: choice('comment', MEDIA_RULES).optional(),
};

/** One item in a checklist body; `items` replaces the list in order (positions follow it). */
export const checklistItemInputSchema = z.union([
  z.object({
    ...itemBase,
    option_list: choice('option list', ['combined', 'accept', 'reject', 'neutral'] as const).optional(),
  }),
  z.object({
    ...itemBase,
    option_list: z.literal('custom', { error: t.invalidChoice('option list') }),
    options: z
      .array(optionInputSchema, { error: t.required('options') })
      .min(1, { error: t.required('options') })
      .max(20),
  }),
]);
export type ChecklistItemInput = z.infer<typeof checklistItemInputSchema>;

export const checklistItemRowSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  photo: z.enum(MEDIA_RULES),
  video: z.enum(MEDIA_RULES),
  comment: z.enum(MEDIA_RULES),
  option_list: z.enum(OPTION_LISTS),
  options: z.array(checklistOptionSchema),
});
export type ChecklistItemRow = z.infer<typeof checklistItemRowSchema>;

/** Checklist templates: items to answer, and parameters to read (their own endpoints). */
export const checklists = defineResource({
  name: 'checklists',
  path: '/checklists',
  table: 'checklists',
  entity: 'Checklist',
  permission: 'checklists',
  area: 'maintenance',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    type: { kind: 'enum', options: CHECKLIST_TYPES, required: true, list: true },
    company_id: { kind: 'reference', ref: 'companies', rowKey: 'company', list: true },
    category_id: {
      kind: 'reference',
      ref: 'categories',
      rowKey: 'category',
      list: true,
      scope: { column: 'category_type', value: 'asset', text: 'This category must be an asset category.' },
    },
    models: { kind: 'multi-reference', ref: 'models', rowKey: 'models' },
    status: { kind: 'boolean', default: true, list: true },
    description: { kind: 'textarea' },
  },
  bodyExtras: { items: z.array(checklistItemInputSchema, { error: 'The items field must be an array.' }).max(200) },
  sort: { default: 'name', order: 'asc' },
  search: ['name', 'description'],
  filters: ['type', 'company_id', 'category_id', 'status'],
  softDelete: false,
  selectList: { perPage: 50 },
  counts: {
    items_count: { table: 'checklist_items', column: 'checklist_id' },
    parameters_count: { table: 'checklist_parameters', column: 'checklist_id' },
    work_orders_count: { table: 'work_order_checklists', column: 'checklist_id', guard: true, type: 'work order' },
  },
  rowExtras: { items: z.array(checklistItemRowSchema) },
  messages: {
    created: 'Checklist created successfully.',
    updated: 'Checklist updated successfully.',
    deleted: 'The checklist was deleted successfully.',
    inUse: 'This checklist is currently used by at least one {type} and cannot be deleted.',
  },
});
