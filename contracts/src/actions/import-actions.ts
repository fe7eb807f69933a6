import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { dateSchema, datetimeSchema } from '../kit/dates.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema } from '../kit/row-schema.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { assigneeSchema } from '../resources/hardware.js';

/** CSV imports and the asset reports (depreciation, unaccepted assets, licenses). */

export const IMPORT_TYPES = [
  'assets',
  'models',
  'users',
  'licenses',
  'accessories',
  'consumables',
  'components',
  'locations',
] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** How many data rows the preview keeps. */
export const IMPORT_PREVIEW_ROWS = 5;
/** Most data rows one import takes: bigger files are refused at upload, with a text saying to split them. */
export const IMPORT_MAX_ROWS = 25_000;
export const IMPORT_NOT_CSV_TEXT = 'File type must be CSV. Uploaded file is ';

/**
 * An uploaded file. The real backend answers `GET /imports` with a bare array; here it is `{total, rows}`
 * like every other list, so the console's list cycle works unchanged.
 */
export const importRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filesize: z.number().int(),
  import_type: z.string().nullable(),
  created_at: datetimeSchema.nullable(),
  header_row: z.array(z.string()),
  /** The first data rows (up to five), each as the array of its cells. */
  first_row: z.array(z.array(z.string())),
  /** How many data rows the file has (counted at upload; null for files uploaded before it was). */
  row_count: z.number().int().nullable(),
  field_map: z.record(z.string(), z.string()).nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  errors: z.array(
    z.object({
      /** Line in the file: the header is line 1, the first data row line 2. */
      row: z.number().int(),
      messages: z.record(z.string(), z.array(z.string())),
    }),
  ),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Where a running import is: rows handled so far of the file's total. `running` is false once it ended. */
export const importProgressSchema = z.object({
  id: z.number().int(),
  running: z.boolean(),
  rows: z.number().int(),
  total: z.number().int().nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

const reports = { action: 'read', subject: 'reports' } as const;
const imports = { action: 'manage', subject: 'import' } as const;

export const depreciationRowSchema = z.object({
  id: z.number().int(),
  company: z.string().nullable(),
  name: z.string().nullable(),
  asset_tag: z.string(),
  serial: z.string().nullable(),
  model: z.string().nullable(),
  model_number: z.string().nullable(),
  eol: dateSchema.nullable(),
  status_label: z.string().nullable(),
  status: z.string().nullable(),
  category: z.string().nullable(),
  manufacturer: z.string().nullable(),
  supplier: z.string().nullable(),
  notes: z.string().nullable(),
  order_number: z.string().nullable(),
  location: z.string().nullable(),
  warranty_expires: dateSchema.nullable(),
  currency: z.string(),
  purchase_date: dateSchema.nullable(),
  purchase_cost: z.number().nullable(),
  book_value: z.number().nullable(),
  monthly_depreciation: z.number().nullable(),
  checked_out_to: z.string().nullable(),
  diff: z.number().nullable(),
  number_of_months: z.number().int(),
  depreciation: z.string(),
});

export const unacceptedRowSchema = z.object({
  id: z.number().int(),
  asset_tag: z.string(),
  name: z.string().nullable(),
  model: refSchema.nullable(),
  category: refSchema.nullable(),
  assigned_to: assigneeSchema.nullable(),
  last_checkout: datetimeSchema.nullable(),
});

export const licenseReportRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product_key: z.string().nullable(),
  manufacturer: refSchema.nullable(),
  category: refSchema.nullable(),
  seats: z.number().int(),
  used_seats: z.number().int(),
  free_seats: z.number().int(),
  expiration_date: dateSchema.nullable(),
  expired: z.boolean(),
  purchase_cost: z.number().nullable(),
});

export const importEndpoints = defineEndpoints([
  {
    id: 'imports.list',
    method: 'GET',
    path: `${API_BASE}/imports`,
    kind: 'action',
    summary: 'Uploaded import files with their preview',
    auth: imports,
    query: listQuerySchema,
    response: listEnvelope(importRowSchema),
  },
  {
    id: 'imports.upload',
    method: 'POST',
    path: `${API_BASE}/imports`,
    kind: 'action',
    summary: `Upload a CSV file to import (at most ${IMPORT_MAX_ROWS} data rows)`,
    auth: imports,
    multipart: true,
    body: z.object({ file: z.unknown().optional() }),
    response: mutationEnvelope(importRowSchema),
    errors: {
      422: {
        description: 'Not a CSV file: "File type must be CSV. Uploaded file is <mime>".',
        schema: z.object({ status: z.literal('error'), messages: z.unknown(), payload: z.null() }),
      },
    },
  },
  {
    id: 'imports.process',
    method: 'POST',
    path: `${API_BASE}/imports/process/:id`,
    kind: 'action',
    summary: 'Import an uploaded file: all rows or none',
    auth: imports,
    body: z.object({
      import_type: z.unknown().optional(),
      update_existing: z.unknown().optional(),
      column_mappings: z.unknown().optional(),
    }),
    response: mutationEnvelope(importResultSchema),
  },
  {
    id: 'imports.progress',
    method: 'GET',
    path: `${API_BASE}/imports/progress/:id`,
    kind: 'action',
    summary: 'How far a running import has got (the console polls it while the import runs)',
    auth: imports,
    response: z.union([importProgressSchema, mutationEnvelope(z.null())]),
  },
  {
    id: 'imports.delete',
    method: 'DELETE',
    path: `${API_BASE}/imports/:id`,
    kind: 'action',
    summary: 'Delete an uploaded import file',
    auth: imports,
    response: mutationEnvelope(z.null()),
  },
  {
    id: 'reports.depreciation',
    method: 'GET',
    path: `${API_BASE}/reports/depreciation`,
    kind: 'action',
    summary: 'Depreciation report: book value of every asset whose model depreciates',
    auth: reports,
    query: listQuerySchema,
    response: listEnvelope(depreciationRowSchema),
  },
  {
    id: 'reports.unaccepted',
    method: 'GET',
    path: `${API_BASE}/reports/unaccepted_assets`,
    kind: 'action',
    summary: 'Assets checked out to users that they have not accepted yet',
    auth: reports,
    query: listQuerySchema,
    response: listEnvelope(unacceptedRowSchema),
  },
  {
    id: 'reports.licenses',
    method: 'GET',
    path: `${API_BASE}/reports/licenses`,
    kind: 'action',
    summary: 'Licenses with their used and free seats and expiry',
    auth: reports,
    query: listQuerySchema,
    response: listEnvelope(licenseReportRowSchema),
  },
]);
