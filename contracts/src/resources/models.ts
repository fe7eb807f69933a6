import { z } from 'zod';
import { defineResource } from '../kit/resource.js';

export const models = defineResource({
  name: 'models',
  path: '/models',
  table: 'models',
  entity: 'AssetModel',
  permission: 'models',
  area: 'assets',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, list: true },
    model_number: { kind: 'text', list: true },
    category_id: {
      kind: 'reference',
      ref: 'categories',
      rowKey: 'category',
      required: true,
      list: true,
      scope: {
        column: 'category_type',
        value: 'asset',
        text: 'This category must be an asset category.',
        messageKey: 'category_type',
      },
    },
    manufacturer_id: { kind: 'reference', ref: 'manufacturers', rowKey: 'manufacturer', list: true },
    depreciation_id: { kind: 'reference', ref: 'depreciations', rowKey: 'depreciation' },
    fieldset_id: { kind: 'reference', ref: 'fieldsets', rowKey: 'fieldset' },
    eol: { kind: 'integer', min: 0, max: 3600, display: 'months', list: true },
    min_amt: { kind: 'integer', min: 0, max: 99_999 },
    requestable: { kind: 'boolean', default: false },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'model_number', 'notes', 'category_id', 'manufacturer_id', 'depreciation_id'],
  // `status=deleted` is the models hook's: trashed models only.
  filters: [
    'name',
    'model_number',
    'notes',
    'category_id',
    'manufacturer_id',
    'depreciation_id',
    'fieldset_id',
    'status',
  ],
  uniqueTogether: {
    fields: ['name', 'model_number'],
    text: 'The name must be unique across models and model number. ',
  },
  softDelete: true,
  restorable: true,
  streamAll: true,
  selectList: { perPage: 50 },
  counts: {
    assets_count: {
      table: 'assets',
      column: 'model_id',
      softDelete: true,
      guard: true,
      message:
        'This model is currently associated with one or more assets and cannot be deleted. Please delete the assets, and then try deleting again. ',
    },
  },
  rowExtras: {
    image: z.string().nullable(),
    // Assets beyond the minimum, and the model fieldset's fields with their defaults.
    remaining: z.number().int(),
    default_fieldset_values: z.array(
      z.object({
        name: z.string(),
        db_column_name: z.string(),
        default_value: z.string().nullable(),
        format: z.string(),
        required: z.boolean(),
      }),
    ),
  },
  // v8 answers a create or update with the saved model: its raw reference ids too.
  payloadIds: true,
  messages: {
    created: 'Model created successfully.',
    updated: 'Model updated successfully.',
    deleted: 'The model was deleted successfully.',
    restored: 'Model restored successfully.',
  },
});
