import { isIsoDate, validationText as t } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../engine/sql.js';

/** A field of a model's fieldset, as an asset's custom values need it. */
export interface FieldsetField {
  fieldset_id: number;
  name: string;
  db_column_name: string;
  format: string;
  custom_format: string | null;
  element: string;
  field_values: string | null;
  required: number;
}

/** The fields of each fieldset, in the fieldset's order: one query for a page of assets. */
export function fieldsetFields(sqlite: Sqlite, fieldsetIds: Iterable<unknown> | 'all'): Map<number, FieldsetField[]> {
  const ids =
    fieldsetIds === 'all' ? [] : [...new Set([...fieldsetIds].filter((v): v is number => typeof v === 'number'))];
  const out = new Map<number, FieldsetField[]>();
  if (fieldsetIds !== 'all' && ids.length === 0) return out;
  const which = fieldsetIds === 'all' ? '' : `p.fieldset_id IN (${placeholders(ids.length)}) AND`;
  const rows = sqlite
    .prepare(
      `SELECT p.fieldset_id, p.required, f.name, f.db_column_name, f.format, f.custom_format, f.element, f.field_values
       FROM custom_field_fieldset p JOIN custom_fields f ON f.id = p.field_id
       WHERE ${which} f.db_column_name IS NOT NULL ORDER BY p."order", f.id`,
    )
    .all(...ids) as FieldsetField[];
  for (const row of rows) out.set(row.fieldset_id, [...(out.get(row.fieldset_id) ?? []), row]);
  return out;
}

/** The fields an asset of this model carries. */
export function modelFields(sqlite: Sqlite, modelId: unknown): FieldsetField[] {
  const fieldset = sqlite.prepare('SELECT fieldset_id FROM models WHERE id = ?').pluck().get(modelId) as
    number | null | undefined;
  return fieldset ? (fieldsetFields(sqlite, [fieldset]).get(fieldset) ?? []) : [];
}

/** Laravel's texts for the formats Snipe-IT offers custom fields (`CustomField::PREDEFINED_FORMATS`). */
const FORMATS: Record<string, { test: (v: string) => boolean; text: (a: string) => string }> = {
  ALPHA: { test: (v) => /^[\p{L}\p{M}]+$/u.test(v), text: (a) => `The ${a} field must only contain letters.` },
  'ALPHA-DASH': {
    test: (v) => /^[\p{L}\p{M}\p{N}_-]+$/u.test(v),
    text: (a) => `The ${a} field must only contain letters, numbers, dashes, and underscores.`,
  },
  'ALPHA-NUMERIC': {
    test: (v) => /^[\p{L}\p{M}\p{N}]+$/u.test(v),
    text: (a) => `The ${a} field must only contain letters and numbers.`,
  },
  NUMERIC: { test: (v) => /^-?\d+(\.\d+)?$/.test(v), text: t.numeric },
  EMAIL: { test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), text: t.email },
  URL: { test: (v) => /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(v), text: t.url },
  DATE: { test: (v) => isIsoDate(v.slice(0, 10)), text: t.date },
  BOOLEAN: { test: (v) => ['0', '1', 'true', 'false'].includes(v), text: t.boolean },
  IP: {
    test: (v) => /^(\d{1,3}\.){3}\d{1,3}$/.test(v) || /^[0-9a-f:]+$/i.test(v),
    text: (a) => `The ${a} field must be a valid IP address.`,
  },
  IPV4: { test: (v) => /^(\d{1,3}\.){3}\d{1,3}$/.test(v), text: (a) => `The ${a} field must be a valid IPv4 address.` },
  IPV6: {
    test: (v) => /^[0-9a-f:]+$/i.test(v) && v.includes(':'),
    text: (a) => `The ${a} field must be a valid IPv6 address.`,
  },
  MAC: {
    test: (v) => /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/.test(v),
    text: (a) => `The ${a} field must be a valid MAC address.`,
  },
};

/** A `regex:/…/` custom format as a RegExp, or null when it does not compile. */
function customPattern(format: string | null): RegExp | null {
  const match = /^regex:\/(.*)\/([a-z]*)$/.exec(format ?? '');
  if (!match) return null;
  try {
    return new RegExp(match[1] ?? '', (match[2] ?? '').replace(/[^imsu]/g, ''));
  } catch {
    return null;
  }
}

const asText = (v: unknown): string | null | undefined => {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  if (Array.isArray(v)) return v.map(String).join(', ');
  return typeof v === 'object' ? undefined : String(v);
};

/**
 * The custom values a create or update body carries under the fields' column names, checked against
 * each field's format (required ones must be given on create). Keys of fields the model does not
 * have are ignored, as the real backend ignores them.
 */
export function readCustomValues(
  fields: readonly FieldsetField[],
  body: Record<string, unknown>,
  creating: boolean,
): { values: Record<string, string | null>; messages: Record<string, string[]> } {
  const values: Record<string, string | null> = {};
  const messages: Record<string, string[]> = {};
  for (const f of fields) {
    const value = asText(body[f.db_column_name]);
    const attribute = f.name.toLowerCase();
    if (value === undefined || value === null) {
      if (f.required && (creating || value === null)) messages[f.db_column_name] = [t.required(attribute)];
      if (value === null) values[f.db_column_name] = null;
      continue;
    }
    const rule = FORMATS[f.format];
    const pattern = f.format === 'CUSTOM REGEX' ? customPattern(f.custom_format) : null;
    if (rule && !rule.test(value)) messages[f.db_column_name] = [rule.text(attribute)];
    else if (pattern && !pattern.test(value)) messages[f.db_column_name] = [t.format(attribute)];
    else values[f.db_column_name] = value;
  }
  return { values, messages };
}

/** An asset row's `custom_fields`: keyed by the field's name, `{}` when its model has none. */
export function customFieldsRow(
  fields: readonly FieldsetField[],
  stored: Record<string, unknown>,
): Record<string, { field: string; value: string | null; field_format: string; element: string }> {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      {
        field: f.db_column_name,
        value: stored[f.db_column_name] == null ? null : String(stored[f.db_column_name]),
        field_format: f.format,
        element: f.element,
      },
    ]),
  );
}
