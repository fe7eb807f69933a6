import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core';
import { bool, idColumn, listIndexes, softDelete, timestamps } from './columns.js';
import { categories, companies, locations, workOrderPriorities } from './settings.js';
import { groups } from './auth.js';
import { assets, models } from './assets.js';

// The service business (issue 14): the customers we serve, the vendors we use, what we sell (services),
// and the contracts, quotations, invoices and SLAs between us and them.
// Money is integer fils (`<name>_fils`, 1 BHD = 1000 fils); quantities are integer thousandths.
// Uniqueness (names, codes, tags, numbers) is checked by the engine among undeleted rows, so the
// indexes here are plain NOCASE ones that the lists and that check walk.
// People (account manager, created_by) are users, which are only ever soft-deleted: no foreign keys.

export const customers = sqliteTable(
  'customers',
  {
    id: idColumn(),
    name: text('name').notNull(),
    code: text('code'),
    /** hospital | mall | school | government | hotel | industrial | logistics | office | residential */
    type: text('type').notNull().default('office'),
    /** Our company that serves this customer. */
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    contact_name: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    tax_number: text('tax_number'),
    account_manager: integer('account_manager'),
    notes: text('notes'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('customers_company_idx').on(t.company_id),
    index('customers_account_manager_idx').on(t.account_manager),
    ...listIndexes('customers', {
      text: [t.name, t.code, t.type, t.contact_name, t.email, t.phone, t.city, t.country, t.tax_number],
      other: [t.active, t.created_at, t.updated_at],
    }),
  ],
);

/** Companies that service or supply for us (Snipe-IT's suppliers stay the purchasing side of assets). */
export const vendors = sqliteTable(
  'vendors',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** service | supply | both */
    type: text('type').notNull().default('service'),
    contact_name: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    url: text('url'),
    trade_licence_number: text('trade_licence_number'),
    /** 1 to 5. */
    rating: integer('rating'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    ...listIndexes('vendors', {
      text: [t.name, t.type, t.contact_name, t.email, t.phone, t.trade_licence_number],
      other: [t.rating, t.created_at, t.updated_at],
    }),
  ],
);

/** Service management: a tree of service types (hard, soft, specialist FM). */
export const services = sqliteTable(
  'services',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    /** hard | soft | specialist */
    type: text('type').notNull().default('hard'),
    parent_id: integer('parent_id').references((): AnySQLiteColumn => services.id, { onDelete: 'set null' }),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('services_parent_idx').on(t.parent_id),
    ...listIndexes('services', { text: [t.name, t.type], other: [t.created_at, t.updated_at] }),
  ],
);

export const serviceGroups = sqliteTable(
  'service_groups',
  {
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    group_id: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.service_id, t.group_id] }), index('service_groups_group_idx').on(t.group_id)],
);

export const serviceModels = sqliteTable(
  'service_models',
  {
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    model_id: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.service_id, t.model_id] }), index('service_models_model_idx').on(t.model_id)],
);

export const contractTypes = sqliteTable(
  'contract_types',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    /** fixed | per_visit | time_and_material */
    billing: text('billing').notNull().default('fixed'),
    default_duration_months: integer('default_duration_months'),
    ...timestamps(),
  },
  (t) => [
    ...listIndexes('contract_types', {
      text: [t.name, t.billing],
      other: [t.default_duration_months, t.created_at, t.updated_at],
    }),
  ],
);

/** Custom labels on fixed meanings (`state`), as work-order statuses do, so reports stay consistent. */
export const contractStatuses = sqliteTable(
  'contract_statuses',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** draft | active | expiring | expired | terminated | renewed */
    state: text('state').notNull(),
    color: text('color'),
    sort_order: integer('sort_order'),
    is_default: bool('is_default'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    ...listIndexes('contract_statuses', {
      text: [t.name, t.state],
      other: [t.sort_order, t.created_at, t.updated_at],
    }),
  ],
);

/** A quotation to a customer; it may become a contract (`contracts.quotation_id`). */
export const contractQuotations = sqliteTable(
  'contract_quotations',
  {
    id: idColumn(),
    number: text('number'),
    customer_id: integer('customer_id').references(() => customers.id),
    title: text('title').notNull(),
    valid_until: text('valid_until'),
    /** draft | sent | accepted | rejected | expired */
    status: text('status').notNull().default('draft'),
    /** Basis points: 1000 is 10 % (Bahrain VAT). */
    tax_rate: integer('tax_rate').notNull().default(0),
    // Totals computed from the lines on every save, kept so that lists sort and filter by them.
    subtotal_fils: integer('subtotal_fils').notNull().default(0),
    tax_fils: integer('tax_fils').notNull().default(0),
    total_fils: integer('total_fils').notNull().default(0),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('contract_quotations_customer_idx').on(t.customer_id),
    ...listIndexes('contract_quotations', {
      text: [t.number, t.title, t.status],
      other: [t.valid_until, t.tax_rate, t.subtotal_fils, t.tax_fils, t.total_fils, t.created_at, t.updated_at],
    }),
  ],
);

/** Lines of a quotation or an invoice: quantity in thousandths, unit price in fils. */
const lineColumns = () => ({
  id: idColumn(),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull(),
  unit_price_fils: integer('unit_price_fils').notNull(),
  service_id: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
});

export const contractQuotationLines = sqliteTable(
  'contract_quotation_lines',
  {
    quotation_id: integer('quotation_id')
      .notNull()
      .references(() => contractQuotations.id, { onDelete: 'cascade' }),
    ...lineColumns(),
  },
  (t) => [
    index('contract_quotation_lines_quotation_idx').on(t.quotation_id, t.position),
    index('contract_quotation_lines_service_idx').on(t.service_id),
  ],
);

export const contracts = sqliteTable(
  'contracts',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** customer | vendor: which of customer_id / vendor_id is the other party. */
    party_type: text('party_type').notNull().default('customer'),
    customer_id: integer('customer_id').references(() => customers.id),
    vendor_id: integer('vendor_id').references(() => vendors.id),
    contract_type_id: integer('contract_type_id').references(() => contractTypes.id),
    quotation_id: integer('quotation_id').references(() => contractQuotations.id, { onDelete: 'set null' }),
    quotation_amount_fils: integer('quotation_amount_fils'),
    tag: text('tag'),
    status_id: integer('status_id').references(() => contractStatuses.id),
    start_date: text('start_date'),
    expiry_date: text('expiry_date'),
    notice_days: integer('notice_days'),
    auto_renew: bool('auto_renew'),
    value_fils: integer('value_fils'),
    notes: text('notes'),
    /** The current version number (1 at creation); a change with a comment adds a contract_versions row. */
    version: integer('version').notNull().default(1),
    /** The comment of the current version. */
    version_comment: text('version_comment'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('contracts_customer_idx').on(t.customer_id),
    index('contracts_vendor_idx').on(t.vendor_id),
    index('contracts_type_idx').on(t.contract_type_id),
    index('contracts_quotation_idx').on(t.quotation_id),
    index('contracts_status_idx').on(t.status_id),
    ...listIndexes('contracts', {
      text: [t.name, t.tag, t.party_type],
      other: [
        t.start_date,
        t.expiry_date,
        t.notice_days,
        t.auto_renew,
        t.value_fils,
        t.quotation_amount_fils,
        t.version,
        t.created_at,
        t.updated_at,
      ],
    }),
  ],
);

const ofContract = () =>
  integer('contract_id')
    .notNull()
    .references(() => contracts.id, { onDelete: 'cascade' });

export const contractLocations = sqliteTable(
  'contract_locations',
  {
    contract_id: ofContract(),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contract_id, t.location_id] }),
    index('contract_locations_location_idx').on(t.location_id),
  ],
);

export const contractAssets = sqliteTable(
  'contract_assets',
  {
    contract_id: ofContract(),
    asset_id: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contract_id, t.asset_id] }), index('contract_assets_asset_idx').on(t.asset_id)],
);

export const contractServices = sqliteTable(
  'contract_services',
  {
    contract_id: ofContract(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contract_id, t.service_id] }),
    index('contract_services_service_idx').on(t.service_id),
  ],
);

/** Each version of a contract: a JSON snapshot of its fields (references as ids) when it was made. */
export const contractVersions = sqliteTable(
  'contract_versions',
  {
    id: idColumn(),
    contract_id: ofContract(),
    version: integer('version').notNull(),
    data: text('data').notNull().default('{}'),
    comment: text('comment'),
    created_by: integer('created_by'),
    created_at: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('contract_versions_contract_version_idx').on(t.contract_id, t.version)],
);

/** An invoice on a contract; its customer is the contract's, kept on the row for filters. */
export const contractInvoices = sqliteTable(
  'contract_invoices',
  {
    id: idColumn(),
    number: text('number'),
    contract_id: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    customer_id: integer('customer_id').references(() => customers.id),
    issue_date: text('issue_date'),
    due_date: text('due_date'),
    period_start: text('period_start'),
    period_end: text('period_end'),
    /** draft | issued | paid | void; overdue is computed (issued and past due_date). */
    status: text('status').notNull().default('draft'),
    tax_rate: integer('tax_rate').notNull().default(0),
    subtotal_fils: integer('subtotal_fils').notNull().default(0),
    tax_fils: integer('tax_fils').notNull().default(0),
    total_fils: integer('total_fils').notNull().default(0),
    paid_at: text('paid_at'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('contract_invoices_contract_idx').on(t.contract_id),
    index('contract_invoices_customer_idx').on(t.customer_id),
    // The overdue filter: issued invoices by due date.
    index('contract_invoices_status_due_idx').on(t.status, t.due_date),
    ...listIndexes('contract_invoices', {
      text: [t.number],
      other: [
        t.issue_date,
        t.due_date,
        t.period_start,
        t.period_end,
        t.subtotal_fils,
        t.tax_fils,
        t.total_fils,
        t.paid_at,
        t.created_at,
        t.updated_at,
      ],
    }),
  ],
);

export const contractInvoiceLines = sqliteTable(
  'contract_invoice_lines',
  {
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => contractInvoices.id, { onDelete: 'cascade' }),
    ...lineColumns(),
  },
  (t) => [
    index('contract_invoice_lines_invoice_idx').on(t.invoice_id, t.position),
    index('contract_invoice_lines_service_idx').on(t.service_id),
  ],
);

/** Service-level agreements with a customer. */
export const agreements = sqliteTable(
  'agreements',
  {
    id: idColumn(),
    name: text('name').notNull(),
    customer_id: integer('customer_id').references(() => customers.id),
    contract_id: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    start_date: text('start_date'),
    end_date: text('end_date'),
    /** draft | active | expired */
    status: text('status').notNull().default('draft'),
    /** 24x7 | business: whether the clocks run only in business hours. */
    hours_mode: text('hours_mode').notNull().default('24x7'),
    /** The weekdays the business hours apply to ("sun,mon,tue,wed,thu"). */
    business_days: text('business_days'),
    /** 'HH:MM' */
    business_start: text('business_start'),
    business_end: text('business_end'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('agreements_customer_idx').on(t.customer_id),
    index('agreements_contract_idx').on(t.contract_id),
    ...listIndexes('agreements', {
      text: [t.name, t.status, t.hours_mode],
      other: [t.start_date, t.end_date, t.created_at, t.updated_at],
    }),
  ],
);

const ofAgreement = () =>
  integer('agreement_id')
    .notNull()
    .references(() => agreements.id, { onDelete: 'cascade' });

/** A target of an SLA: response/resolution hours per priority, or uptime per asset category. */
export const agreementCommitments = sqliteTable(
  'agreement_commitments',
  {
    id: idColumn(),
    agreement_id: ofAgreement(),
    /** response | resolution | uptime */
    kind: text('kind').notNull(),
    priority_id: integer('priority_id').references(() => workOrderPriorities.id, { onDelete: 'set null' }),
    category_id: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    target_hours: real('target_hours'),
    target_percent: real('target_percent'),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    index('agreement_commitments_agreement_idx').on(t.agreement_id, t.kind),
    index('agreement_commitments_priority_idx').on(t.priority_id),
    index('agreement_commitments_category_idx').on(t.category_id),
  ],
);

export const agreementSignatories = sqliteTable(
  'agreement_signatories',
  {
    id: idColumn(),
    agreement_id: ofAgreement(),
    name: text('name').notNull(),
    title: text('title'),
    /** provider | customer */
    side: text('side').notNull(),
    email: text('email'),
    signed_at: text('signed_at'),
    ...timestamps(),
  },
  (t) => [index('agreement_signatories_agreement_idx').on(t.agreement_id, sql`${t.side} COLLATE NOCASE`)],
);
