import { z } from 'zod';
import type { FieldDecl } from './fields.js';
import type { ResourceDecl } from './resource.js';
import { dateSchema, datetimeSchema } from './dates.js';

export const refSchema = z.object({ id: z.number().int(), name: z.string() });
export type Ref = z.infer<typeof refSchema>;

function rowValueSchema(f: FieldDecl): z.ZodType {
  // An empty value shows as null, except in a field every row has (`alwaysSet`).
  const orNull = (schema: z.ZodType): z.ZodType => (f.alwaysSet ? schema : schema.nullable());
  switch (f.kind) {
    case 'integer':
    case 'number':
      return orNull(f.display === 'months' ? z.string() : z.number());
    case 'boolean':
      return z.boolean();
    case 'date':
      return orNull(f.display === 'datetime' ? datetimeSchema : dateSchema);
    case 'datetime':
      return orNull(datetimeSchema);
    case 'reference':
      return orNull(refSchema);
    case 'multi-reference':
      return f.rowShape === 'total-rows'
        ? z.object({ total: z.number().int(), rows: z.array(refSchema) })
        : z.array(refSchema);
    case 'permissions':
      return z.record(z.string(), z.string());
    default:
      return orNull(z.string());
  }
}

/** The row shape a list, a detail and a mutation payload carry, derived from the declaration. */
export function rowSchema(r: ResourceDecl): z.ZodObject {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind === 'password') continue;
    if (f.kind === 'money') shape[`${key}_fils`] = z.number().int().nullable();
    if (f.kind === 'reference' && f.keepId) shape[key] = z.number().int().nullable();
    shape[f.kind === 'reference' || f.kind === 'multi-reference' ? f.rowKey : key] = rowValueSchema(f);
  }
  for (const [key, c] of Object.entries(r.counts ?? {})) {
    const count = c.asString ? z.string() : z.number().int();
    shape[key] = c.readableBy ? count.nullable() : count;
  }
  for (const [key, schema] of Object.entries(r.rowExtras ?? {})) shape[key] = schema;
  if (r.treeParent) shape.children = z.array(refSchema);
  shape.created_by = refSchema.nullable();
  shape.created_at = datetimeSchema.nullable();
  shape.updated_at = datetimeSchema.nullable();
  if (r.softDelete) shape.deleted_at = datetimeSchema.nullable();
  shape.available_actions = z.record(z.string(), z.boolean());
  return z.object(shape);
}

/** A reference field's raw id in a create or update payload (`payloadIds`). */
export const payloadIdKeys = (r: ResourceDecl): string[] =>
  r.payloadIds
    ? Object.entries(r.fields)
        .filter(([, f]) => f.kind === 'reference' && !f.readOnly)
        .map(([key]) => key)
    : [];

/** What a create or update answers in `payload`: the row, with raw reference ids where v8 sends them. */
export function payloadSchema(r: ResourceDecl): z.ZodObject {
  const ids = payloadIdKeys(r);
  const row = rowSchema(r);
  return ids.length ? row.extend(Object.fromEntries(ids.map((key) => [key, z.number().int().nullable()]))) : row;
}

/** Rows as the console sees them: known keys typed loosely, extra keys tolerated. */
export type Row = { id: number; available_actions: Record<string, boolean> } & Record<string, unknown>;
