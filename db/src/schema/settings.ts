import { index, integer, real, sqliteTable, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { bool, idColumn, listIndexes, softDelete, timestamps } from './columns.js';

// Manager columns point at users without a foreign key: users are only ever soft-deleted.

export const companies = sqliteTable(
  'companies',
  {
    id: idColumn(),
    name: text('name').notNull(),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [index('companies_name_idx').on(t.name), index('companies_created_idx').on(t.created_at)],
);

export const categories = sqliteTable(
  'categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    category_type: text('category_type').notNull(),
    use_default_eula: bool('use_default_eula'),
    require_acceptance: bool('require_acceptance'),
    checkin_email: bool('checkin_email'),
    eula_text: text('eula_text'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('categories_name_idx').on(t.name),
    index('categories_type_idx').on(t.category_type),
    index('categories_created_idx').on(t.created_at),
  ],
);

export const statusLabels = sqliteTable(
  'status_labels',
  {
    id: idColumn(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    color: text('color'),
    show_in_nav: bool('show_in_nav'),
    default_label: bool('default_label'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [index('status_labels_name_idx').on(t.name), index('status_labels_created_idx').on(t.created_at)],
);

export const manufacturers = sqliteTable(
  'manufacturers',
  {
    id: idColumn(),
    name: text('name').notNull(),
    url: text('url'),
    support_url: text('support_url'),
    warranty_lookup_url: text('warranty_lookup_url'),
    support_phone: text('support_phone'),
    support_email: text('support_email'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [index('manufacturers_name_idx').on(t.name), index('manufacturers_created_idx').on(t.created_at)],
);

export const suppliers = sqliteTable(
  'suppliers',
  {
    id: idColumn(),
    name: text('name').notNull(),
    contact: text('contact'),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
    url: text('url'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('suppliers_created_idx').on(t.created_at),
    ...listIndexes('suppliers', {
      text: [
        t.name,
        t.contact,
        t.phone,
        t.fax,
        t.email,
        t.url,
        t.address,
        t.address2,
        t.city,
        t.state,
        t.country,
        t.zip,
        t.notes,
      ],
      other: [t.updated_at],
    }),
  ],
);

export const locations = sqliteTable(
  'locations',
  {
    id: idColumn(),
    name: text('name').notNull(),
    parent_id: integer('parent_id').references((): AnySQLiteColumn => locations.id, { onDelete: 'set null' }),
    manager_id: integer('manager_id'),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    // The customer whose site this is (service.ts customers; soft-deleted, so no foreign key). A
    // sub-location follows its parent's customer.
    customer_id: integer('customer_id'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    phone: text('phone'),
    fax: text('fax'),
    currency: text('currency'),
    ldap_ou: text('ldap_ou'),
    notes: text('notes'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('locations_parent_idx').on(t.parent_id),
    index('locations_company_idx').on(t.company_id),
    index('locations_customer_idx').on(t.customer_id),
    index('locations_manager_idx').on(t.manager_id),
    index('locations_created_idx').on(t.created_at),
    ...listIndexes('locations', {
      text: [t.name, t.address, t.address2, t.city, t.state, t.country, t.zip, t.phone, t.fax, t.currency, t.ldap_ou],
      other: [t.updated_at],
    }),
  ],
);

export const departments = sqliteTable(
  'departments',
  {
    id: idColumn(),
    name: text('name').notNull(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    manager_id: integer('manager_id'),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    phone: text('phone'),
    fax: text('fax'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    index('departments_name_idx').on(t.name),
    index('departments_company_idx').on(t.company_id),
    index('departments_location_idx').on(t.location_id),
    index('departments_created_idx').on(t.created_at),
  ],
);

export const depreciations = sqliteTable(
  'depreciations',
  {
    id: idColumn(),
    name: text('name').notNull(),
    months: integer('months').notNull(),
    depreciation_type: text('depreciation_type').notNull().default('amount'),
    depreciation_min: real('depreciation_min'),
    ...timestamps(),
  },
  (t) => [index('depreciations_name_idx').on(t.name), index('depreciations_created_idx').on(t.created_at)],
);

export const workOrderStatuses = sqliteTable(
  'work_order_statuses',
  {
    id: idColumn(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    color: text('color'),
    sort_order: integer('sort_order'),
    is_default: bool('is_default'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [index('work_order_statuses_name_idx').on(t.name), index('work_order_statuses_sort_idx').on(t.sort_order)],
);

export const workOrderPriorities = sqliteTable(
  'work_order_priorities',
  {
    id: idColumn(),
    name: text('name').notNull(),
    code: text('code'),
    color: text('color').notNull(),
    rank: integer('rank').notNull(),
    response_hours: integer('response_hours'),
    resolution_hours: integer('resolution_hours'),
    is_default: bool('is_default'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [index('work_order_priorities_name_idx').on(t.name), index('work_order_priorities_rank_idx').on(t.rank)],
);

export const workOrderCategories = sqliteTable(
  'work_order_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    code: text('code'),
    color: text('color'),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    index('work_order_categories_name_idx').on(t.name),
    index('work_order_categories_created_idx').on(t.created_at),
  ],
);
