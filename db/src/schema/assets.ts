import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { bool, idColumn, listIndexes, softDelete, timestamps } from './columns.js';
import { categories, companies, depreciations, locations, manufacturers, statusLabels, suppliers } from './settings.js';
import { customFieldsets } from './people.js';

// Assignees (users, locations, assets) are polymorphic: `assigned_type` says which table `assigned_to` is in.

export const models = sqliteTable(
  'models',
  {
    id: idColumn(),
    name: text('name').notNull(),
    model_number: text('model_number'),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    manufacturer_id: integer('manufacturer_id').references(() => manufacturers.id),
    depreciation_id: integer('depreciation_id').references(() => depreciations.id, { onDelete: 'set null' }),
    fieldset_id: integer('fieldset_id').references(() => customFieldsets.id, { onDelete: 'set null' }),
    eol: integer('eol'),
    min_amt: integer('min_amt'),
    requestable: bool('requestable'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('models_name_idx').on(t.name),
    index('models_category_idx').on(t.category_id),
    index('models_manufacturer_idx').on(t.manufacturer_id),
    index('models_depreciation_idx').on(t.depreciation_id),
    index('models_fieldset_idx').on(t.fieldset_id),
    index('models_created_idx').on(t.created_at),
  ],
);

export const assets = sqliteTable(
  'assets',
  {
    id: idColumn(),
    asset_tag: text('asset_tag').notNull(),
    name: text('name'),
    serial: text('serial'),
    model_id: integer('model_id')
      .notNull()
      .references(() => models.id),
    status_id: integer('status_id')
      .notNull()
      .references(() => statusLabels.id),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    rtd_location_id: integer('rtd_location_id').references(() => locations.id, { onDelete: 'set null' }),
    supplier_id: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    itemtype: text('itemtype'),
    customer_id: integer('customer_id'),
    vendor_id: integer('vendor_id'),
    agreement_id: integer('agreement_id'),
    commitment_id: integer('commitment_id'),
    customer_tag_id: text('customer_tag_id'),
    order_number: text('order_number'),
    purchase_order: text('purchase_order'),
    purchase_date: text('purchase_date'),
    purchase_cost: real('purchase_cost'),
    warranty_months: integer('warranty_months'),
    requestable: bool('requestable'),
    byod: bool('byod'),
    assigned_to: integer('assigned_to'),
    assigned_type: text('assigned_type'),
    last_checkout: text('last_checkout'),
    last_checkin: text('last_checkin'),
    expected_checkin: text('expected_checkin'),
    accepted_at: text('accepted_at'),
    last_audit_date: text('last_audit_date'),
    next_audit_date: text('next_audit_date'),
    checkout_counter: integer('checkout_counter').notNull().default(0),
    checkin_counter: integer('checkin_counter').notNull().default(0),
    requests_counter: integer('requests_counter').notNull().default(0),
    asset_eol_date: text('asset_eol_date'),
    /** Custom field values by the field's column name (`{"_snipeit_mac_address_3": "…"}`). */
    custom_values: text('custom_values').notNull().default('{}'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  // Every list filter and sort column users hit is indexed. Text columns sort case-insensitively, so
  // their indexes are NOCASE (the unique tag check uses it too). No index on deleted_at: nearly every
  // row is live, and such an index only makes the planner read the whole table through it.
  (t) => [
    index('assets_tag_idx').on(sql`${t.asset_tag} COLLATE NOCASE`),
    index('assets_name_idx').on(sql`${t.name} COLLATE NOCASE`),
    index('assets_serial_idx').on(sql`${t.serial} COLLATE NOCASE`),
    // Covering the common counts: by status, and by model (category, manufacturer) and status.
    index('assets_model_idx').on(t.model_id, t.status_id, t.deleted_at),
    index('assets_status_idx').on(t.status_id, t.deleted_at),
    index('assets_company_idx').on(t.company_id),
    index('assets_location_idx').on(t.location_id),
    index('assets_rtd_location_idx').on(t.rtd_location_id),
    index('assets_supplier_idx').on(t.supplier_id),
    index('assets_customer_idx').on(t.customer_id),
    index('assets_vendor_idx').on(t.vendor_id),
    index('assets_agreement_idx').on(t.agreement_id),
    index('assets_commitment_idx').on(t.commitment_id),
    index('assets_assigned_idx').on(t.assigned_type, t.assigned_to),
    index('assets_next_audit_idx').on(t.next_audit_date),
    index('assets_purchase_date_idx').on(t.purchase_date),
    index('assets_created_idx').on(t.created_at),
    index('assets_updated_idx').on(t.updated_at),
    index('assets_last_checkout_idx').on(t.last_checkout),
    ...listIndexes('assets', {
      text: [t.itemtype, t.order_number, t.customer_tag_id, t.purchase_order],
      other: [
        t.purchase_cost,
        t.warranty_months,
        t.requestable,
        t.byod,
        t.last_audit_date,
        t.expected_checkin,
        t.checkout_counter,
        t.checkin_counter,
        t.requests_counter,
        t.asset_eol_date,
      ],
    }),
  ],
);

export const assetMaintenances = sqliteTable(
  'asset_maintenances',
  {
    id: idColumn(),
    title: text('title').notNull(),
    asset_id: integer('asset_id')
      .notNull()
      .references(() => assets.id),
    supplier_id: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    asset_maintenance_type: text('asset_maintenance_type').notNull(),
    start_date: text('start_date').notNull(),
    completion_date: text('completion_date'),
    cost: real('cost'),
    is_warranty: bool('is_warranty'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('asset_maintenances_asset_idx').on(t.asset_id),
    index('asset_maintenances_supplier_idx').on(t.supplier_id),
    index('asset_maintenances_created_idx').on(t.created_at),
    ...listIndexes('asset_maintenances', {
      text: [t.title, t.asset_maintenance_type],
      other: [t.start_date, t.completion_date, t.cost, t.is_warranty, t.updated_at, t.created_by],
    }),
  ],
);

export const licenses = sqliteTable(
  'licenses',
  {
    id: idColumn(),
    name: text('name').notNull(),
    product_key: text('product_key'),
    seats: integer('seats').notNull(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    manufacturer_id: integer('manufacturer_id').references(() => manufacturers.id),
    supplier_id: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    depreciation_id: integer('depreciation_id').references(() => depreciations.id, { onDelete: 'set null' }),
    license_name: text('license_name'),
    license_email: text('license_email'),
    reassignable: bool('reassignable'),
    maintained: bool('maintained'),
    order_number: text('order_number'),
    purchase_order: text('purchase_order'),
    purchase_cost: real('purchase_cost'),
    purchase_date: text('purchase_date'),
    expiration_date: text('expiration_date'),
    termination_date: text('termination_date'),
    min_amt: integer('min_amt'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('licenses_name_idx').on(t.name),
    index('licenses_category_idx').on(t.category_id),
    index('licenses_company_idx').on(t.company_id),
    index('licenses_manufacturer_idx').on(t.manufacturer_id),
    index('licenses_supplier_idx').on(t.supplier_id),
    index('licenses_depreciation_idx').on(t.depreciation_id),
    index('licenses_created_idx').on(t.created_at),
  ],
);

/** A user's request to have a requestable asset checked out to them (Snipe-IT's checkout_requests). */
export const checkoutRequests = sqliteTable(
  'checkout_requests',
  {
    id: idColumn(),
    user_id: integer('user_id').notNull(),
    asset_id: integer('asset_id')
      .notNull()
      .references(() => assets.id),
    qty: integer('qty').notNull().default(1),
    canceled_at: text('canceled_at'),
    created_at: text('created_at').notNull(),
    updated_at: text('updated_at').notNull(),
  },
  (t) => [index('checkout_requests_user_idx').on(t.user_id), index('checkout_requests_asset_idx').on(t.asset_id)],
);

export const licenseSeats = sqliteTable(
  'license_seats',
  {
    id: idColumn(),
    license_id: integer('license_id')
      .notNull()
      .references(() => licenses.id),
    assigned_to: integer('assigned_to'),
    asset_id: integer('asset_id').references(() => assets.id),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('license_seats_license_idx').on(t.license_id),
    index('license_seats_user_idx').on(t.assigned_to),
    index('license_seats_asset_idx').on(t.asset_id),
  ],
);

const stockColumns = () => ({
  id: idColumn(),
  name: text('name').notNull(),
  category_id: integer('category_id')
    .notNull()
    .references(() => categories.id),
  company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  manufacturer_id: integer('manufacturer_id').references(() => manufacturers.id),
  supplier_id: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
  location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  model_number: text('model_number'),
  order_number: text('order_number'),
  purchase_date: text('purchase_date'),
  purchase_cost: real('purchase_cost'),
  qty: integer('qty').notNull().default(0),
  min_amt: integer('min_amt'),
  notes: text('notes'),
  ...timestamps(),
  ...softDelete(),
});

/** The lookups every stock list filters and sorts by, named `<table>_<what>_idx`. */
type StockLookup =
  'name' | 'category_id' | 'company_id' | 'manufacturer_id' | 'supplier_id' | 'location_id' | 'created_at';
const stockIndexes = (table: string, t: Record<StockLookup, SQLiteColumn>) => [
  index(`${table}_name_idx`).on(t.name),
  index(`${table}_category_idx`).on(t.category_id),
  index(`${table}_company_idx`).on(t.company_id),
  index(`${table}_manufacturer_idx`).on(t.manufacturer_id),
  index(`${table}_supplier_idx`).on(t.supplier_id),
  index(`${table}_location_idx`).on(t.location_id),
  index(`${table}_created_idx`).on(t.created_at),
];

export const accessories = sqliteTable(
  'accessories',
  // The stored name of the accessory's picture (`/accessories/{id}/image`).
  { ...stockColumns(), image: text('image') },
  (t) => stockIndexes('accessories', t),
);

/** One row per accessory unit checked out (the real backend's accessories_checkout). */
export const accessoriesCheckout = sqliteTable(
  'accessories_checkout',
  {
    id: idColumn(),
    accessory_id: integer('accessory_id')
      .notNull()
      .references(() => accessories.id),
    assigned_to: integer('assigned_to').notNull(),
    assigned_type: text('assigned_type').notNull(),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('accessories_checkout_accessory_idx').on(t.accessory_id),
    index('accessories_checkout_assigned_idx').on(t.assigned_type, t.assigned_to),
  ],
);

export const components = sqliteTable('components', { ...stockColumns(), serial: text('serial') }, (t) =>
  stockIndexes('components', t),
);

/** Components installed in assets, by quantity. */
export const componentsAssets = sqliteTable(
  'components_assets',
  {
    id: idColumn(),
    component_id: integer('component_id')
      .notNull()
      .references(() => components.id),
    asset_id: integer('asset_id')
      .notNull()
      .references(() => assets.id),
    assigned_qty: integer('assigned_qty').notNull(),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('components_assets_component_idx').on(t.component_id),
    index('components_assets_asset_idx').on(t.asset_id),
  ],
);

export const consumables = sqliteTable('consumables', { ...stockColumns(), item_no: text('item_no') }, (t) =>
  stockIndexes('consumables', t),
);

/** Consumables handed to users: one row per unit, never checked back in. */
export const consumablesUsers = sqliteTable(
  'consumables_users',
  {
    id: idColumn(),
    consumable_id: integer('consumable_id')
      .notNull()
      .references(() => consumables.id),
    assigned_to: integer('assigned_to').notNull(),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('consumables_users_consumable_idx').on(t.consumable_id),
    index('consumables_users_user_idx').on(t.assigned_to),
  ],
);

/** Uploaded CSV files waiting to be (or already) imported, with their preview. */
export const imports = sqliteTable(
  'imports',
  {
    id: idColumn(),
    name: text('name').notNull(),
    stored_name: text('stored_name').notNull(),
    filesize: integer('filesize').notNull(),
    import_type: text('import_type'),
    header_row: text('header_row').notNull().default('[]'),
    first_row: text('first_row').notNull().default('[]'),
    /** Data rows counted at upload (the import's progress is told against it). */
    row_count: integer('row_count'),
    field_map: text('field_map'),
    ...timestamps(),
  },
  (t) => [index('imports_created_idx').on(t.created_at)],
);
