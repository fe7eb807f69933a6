import { z } from 'zod';

/**
 * A logger form's definition (issue 28): a JSON Schema 2020-12 document for the data, an RJSF-style UI
 * schema, and a few `x-` keywords for the logger semantics (shared/reference/logbooks.md §6). The builder
 * emits only the common subset any validator reads the same way: flat or sectioned objects of the field
 * kinds below, `required`, `minimum`/`maximum` (hard limits: refuse), `x-range` (spec range: flags).
 */
export const FIELD_KINDS = [
  'text',
  'number',
  'select',
  'inspection',
  'checkbox',
  'date',
  'time',
  'meter',
  'photo',
  'signature',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const JSON_SCHEMA_2020 = 'https://json-schema.org/draft/2020-12/schema';

/** Flags a stored field can carry: below or above its spec range, an inspection's flag or fail. */
export const FIELD_FLAGS = ['low', 'high', 'flag', 'fail'] as const;
export type FieldFlag = (typeof FIELD_FLAGS)[number];

export const fieldFlagSchema = z.object({
  flag: z.enum(FIELD_FLAGS),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type FieldFlagRecord = z.infer<typeof fieldFlagSchema>;

/** A definition document: the data schema and the UI schema, as JSON objects. */
export const jsonObjectSchema = z.record(z.string(), z.unknown());
