import { z } from 'zod';
import { dateSchema, datetimeSchema } from '../kit/dates.js';
import { defineResource } from '../kit/resource.js';
import { refSchema } from '../kit/row-schema.js';

/** `?status=` values the asset list understands (case-sensitive, as the real backend). */
export const ASSET_STATUS_FILTERS = [
  'Deleted',
  'Pending',
  'RTD',
  'Undeployable',
  'Archived',
  'Requestable',
  'Deployed',
  'byod',
] as const;
export const ASSIGNEE_TYPES = ['user', 'location', 'asset'] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];

/** Who an asset is checked out to: a user carries its names, an asset or a location only its name. */
export const assigneeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  username: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  employee_number: z.string().nullable().optional(),
});

export const hardware = defineResource({
  name: 'hardware',
  path: '/hardware',
  table: 'assets',
  entity: 'Asset',
  permission: 'assets',
  area: 'assets',
  titleField: 'asset_tag',
  fields: {
    asset_tag: { kind: 'text', required: true, autoFilled: true, unique: true, list: true },
    name: { kind: 'text', list: true },
    serial: { kind: 'text', list: true },
    model_id: { kind: 'reference', ref: 'models', rowKey: 'model', required: true, list: true },
    status_id: { kind: 'reference', ref: 'statuslabels', rowKey: 'status_label', required: true, list: true },
    company_id: { kind: 'reference', ref: 'companies', rowKey: 'company' },
    location_id: { kind: 'reference', ref: 'locations', rowKey: 'location', list: true },
    rtd_location_id: { kind: 'reference', ref: 'locations', rowKey: 'rtd_location' },
    supplier_id: { kind: 'reference', ref: 'suppliers', rowKey: 'supplier' },
    itemtype: { kind: 'text', max: 50 },
    // Checked references kept beside their ids (the spec's filters and v8 clients read the ids). The
    // customer must own the asset's location when both are set (the hardware hook).
    customer_id: { kind: 'reference', ref: 'customers', rowKey: 'customer', keepId: true, sample: null },
    vendor_id: { kind: 'reference', ref: 'vendors', rowKey: 'vendor', keepId: true },
    // The SLA and its commitment: checked against their tables by the hardware hook, named in `agreement`
    // and `commitment`.
    agreement_id: { kind: 'integer', min: 1, sample: null },
    commitment_id: { kind: 'integer', min: 1, sample: null },
    customer_tag_id: { kind: 'text', max: 100 },
    order_number: { kind: 'text' },
    purchase_order: { kind: 'text' },
    purchase_date: { kind: 'date' },
    purchase_cost: { kind: 'number', min: 0, max: 99_999_999 },
    warranty_months: { kind: 'integer', min: 0, max: 240, display: 'months' },
    requestable: { kind: 'boolean', default: false, list: true },
    byod: { kind: 'boolean', default: false },
    next_audit_date: { kind: 'date', list: true },
    last_audit_date: { kind: 'date', readOnly: true, display: 'datetime' },
    expected_checkin: { kind: 'date', readOnly: true },
    // Filled from the purchase date and the model's EOL months when not given (the real backend's rule).
    asset_eol_date: { kind: 'date' },
    checkout_counter: { kind: 'integer', readOnly: true },
    checkin_counter: { kind: 'integer', readOnly: true },
    requests_counter: { kind: 'integer', readOnly: true },
    notes: { kind: 'textarea' },
  },
  sort: {
    default: 'created_at',
    order: 'desc',
    extra: ['category', 'manufacturer', 'assigned_to'],
  },
  search: ['name', 'asset_tag', 'serial', 'order_number', 'purchase_order', 'customer_tag_id', 'notes'],
  searchIndex: 'assets_search',
  filters: [
    'status_id',
    'location_id',
    'rtd_location_id',
    'supplier_id',
    'company_id',
    'model_id',
    'itemtype',
    'customer_id',
    'vendor_id',
    'agreement_id',
    'commitment_id',
    'asset_tag',
    'serial',
    'order_number',
    'requestable',
    'byod',
    'asset_eol_date',
    // Through the model: repeatable like model_id (`?category_id=1&category_id=2`).
    'category_id',
    'manufacturer_id',
    'depreciation_id',
    // Handled by the hardware hooks: a status group, the assignee pair, `filter` (a JSON object of
    // LIKE matches that Snipe-IT takes instead of `search`); any `_snipeit_*` custom field column too.
    'status',
    'assigned_to',
    'assigned_type',
    'filter',
    'all',
    // Not a filter: `components=true` adds each asset's installed components to its row, as v8 does.
    'components',
  ],
  filterJoins: {
    category_id: { via: 'model_id', table: 'models', column: 'category_id' },
    manufacturer_id: { via: 'model_id', table: 'models', column: 'manufacturer_id' },
    depreciation_id: { via: 'model_id', table: 'models', column: 'depreciation_id' },
  },
  softDelete: true,
  restorable: true,
  streamAll: true,
  showDeleted: true,
  selectList: { perPage: 50 },
  counts: {},
  rowExtras: {
    // The status reference also says what kind of status it is, and `deployed` when the asset is out.
    status_label: refSchema.extend({ status_type: z.string(), status_meta: z.string() }).nullable(),
    category: refSchema.nullable(),
    manufacturer: refSchema.nullable(),
    model_number: z.string().nullable(),
    eol: z.string().nullable(),
    assigned_to: assigneeSchema.nullable(),
    warranty_expires: dateSchema.nullable(),
    age: z.string(),
    user_can_checkout: z.boolean(),
    book_value: z.number().nullable(),
    last_checkout: datetimeSchema.nullable(),
    last_checkin: datetimeSchema.nullable(),
    accepted_at: datetimeSchema.nullable(),
    // Snipe-IT v8 row keys: the asset's image, its QR and alternative barcode images (null while the
    // label settings leave them off), and its custom field values keyed by field name.
    image: z.string().nullable(),
    // The SLA and commitment the asset is covered by, named (beside `agreement_id` and `commitment_id`).
    agreement: refSchema.nullable(),
    commitment: refSchema.nullable(),
    qr: z.string().nullable(),
    alt_barcode: z.string().nullable(),
    custom_fields: z.record(
      z.string(),
      z.object({ field: z.string(), value: z.string().nullable(), field_format: z.string(), element: z.string() }),
    ),
  },
  // v8 answers a create or update with the saved model: its raw reference ids too.
  payloadIds: true,
  messages: {
    created: 'Asset created successfully. :)',
    updated: 'Asset updated successfully.',
    deleted: 'The asset was deleted successfully.',
    restored: 'Asset restored successfully.',
    doesNotExist: 'Asset does not exist.',
  },
});
