import { z } from 'zod';
import { defineResource } from '../kit/resource.js';
import { refSchema } from '../kit/row-schema.js';

export const fieldsets = defineResource({
  name: 'fieldsets',
  path: '/fieldsets',
  table: 'custom_fieldsets',
  entity: 'CustomFieldset',
  permission: 'customfields',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    fields: {
      kind: 'multi-reference',
      ref: 'fields',
      rowKey: 'fields',
      through: { table: 'custom_field_fieldset', self: 'fieldset_id', other: 'field_id' },
      rowShape: 'total-rows',
    },
  },
  sort: { default: 'created_at', order: 'asc' },
  search: ['name'],
  filters: ['name'],
  softDelete: false,
  selectList: { perPage: 50 },
  counts: {
    fields_count: {
      table: 'custom_field_fieldset',
      column: 'fieldset_id',
      guard: true,
      message: 'Fieldset is in use.',
    },
    models_count: {
      table: 'models',
      column: 'fieldset_id',
      softDelete: true,
      guard: true,
      message: 'Fieldset is in use.',
    },
  },
  rowExtras: { models: z.object({ total: z.number().int(), rows: z.array(refSchema) }) },
  messages: {
    created: 'Fieldset created successfully.',
    updated: 'Fieldset updated successfully.',
    deleted: 'The fieldset was deleted successfully.',
    notFound: 'Fieldset does not exist',
  },
});
