import { z } from 'zod';
import { defineResource } from '../kit/resource.js';

export const FIELD_ELEMENTS = ['text', 'textarea', 'listbox', 'checkbox', 'radio'] as const;
export const FIELD_FORMATS = [
  'ANY',
  'CUSTOM REGEX',
  'ALPHA',
  'ALPHA-DASH',
  'NUMERIC',
  'ALPHA-NUMERIC',
  'EMAIL',
  'DATE',
  'URL',
  'IP',
  'IPV4',
  'IPV6',
  'MAC',
  'BOOLEAN',
] as const;

export const customFields = defineResource({
  name: 'fields',
  path: '/fields',
  table: 'custom_fields',
  entity: 'CustomField',
  permission: 'customfields',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    element: { kind: 'enum', options: FIELD_ELEMENTS, required: true, list: true },
    format: { kind: 'enum', options: FIELD_FORMATS, default: 'ANY', list: true },
    custom_format: { kind: 'text' },
    field_values: { kind: 'textarea' },
    help_text: { kind: 'text' },
    db_column_name: { kind: 'text', readOnly: true, list: true },
    show_in_listview: { kind: 'boolean', default: false },
    display_in_user_view: { kind: 'boolean', default: false },
    auto_add_to_fieldsets: { kind: 'boolean', default: false },
    display_checkin: { kind: 'boolean', default: false },
    display_checkout: { kind: 'boolean', default: false },
    display_audit: { kind: 'boolean', default: false },
  },
  sort: { default: 'created_at', order: 'asc' },
  search: ['name', 'format', 'element'],
  filters: ['element', 'format'],
  softDelete: false,
  counts: {
    fieldsets_count: { table: 'custom_field_fieldset', column: 'field_id', guard: true, message: 'Field is in use.' },
  },
  // `type` is the element, `field_values_array` the options one per line, `required` the fieldset's.
  rowExtras: {
    field_values_array: z.array(z.string()).nullable(),
    type: z.string(),
    required: z.boolean(),
  },
  messages: {
    created: 'Field created successfully.',
    updated: 'Field updated successfully.',
    deleted: 'The field was deleted successfully.',
    notFound: 'That field does not exist.',
  },
});

/** Snipe-IT's column slug: ASCII letters and digits, everything else one underscore. */
export const columnSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '') || 'field';

/** The asset column a field's values live in; the server sets it once the field has its id. */
export const dbColumnName = (name: string, id: number): string => `_snipeit_${columnSlug(name)}_${id}`;
