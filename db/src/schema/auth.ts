import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, idColumn, listIndexes, softDelete, timestamps } from './columns.js';
import { companies, departments, locations } from './settings.js';

export const users = sqliteTable(
  'users',
  {
    id: idColumn(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name'),
    username: text('username').notNull(),
    email: text('email'),
    password: text('password').notNull(),
    activated: bool('activated'),
    permissions: text('permissions').notNull().default('{}'),
    role_type: text('role_type'),
    jobtitle: text('jobtitle'),
    phone: text('phone'),
    employee_num: text('employee_num'),
    avatar: text('avatar'),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    department_id: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    manager_id: integer('manager_id'),
    notes: text('notes'),
    last_login: text('last_login'),
    /** JSON `{ mon: ['07:00', '15:00'], ... }`: the weekly working pattern (people workload); null: the default week. */
    working_hours: text('working_hours'),
    // Snipe-IT v8's user columns beyond the derivative's own.
    website: text('website'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zip: text('zip'),
    locale: text('locale'),
    remote: bool('remote'),
    vip: bool('vip'),
    autoassign_licenses: integer('autoassign_licenses', { mode: 'boolean' }).notNull().default(true),
    ldap_import: bool('ldap_import'),
    two_factor_enrolled: bool('two_factor_enrolled'),
    two_factor_optin: bool('two_factor_optin'),
    start_date: text('start_date'),
    end_date: text('end_date'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('users_company_idx').on(t.company_id),
    index('users_department_idx').on(t.department_id),
    index('users_location_idx').on(t.location_id),
    ...listIndexes('users', {
      text: [
        t.username,
        t.email,
        t.first_name,
        t.last_name,
        t.phone,
        t.jobtitle,
        t.employee_num,
        t.role_type,
        t.website,
        t.address,
        t.city,
        t.state,
        t.country,
        t.zip,
        t.locale,
      ],
      other: [
        t.manager_id,
        t.activated,
        t.created_at,
        t.updated_at,
        t.created_by,
        t.last_login,
        t.remote,
        t.vip,
        t.autoassign_licenses,
        t.ldap_import,
        t.two_factor_enrolled,
        t.two_factor_optin,
        t.start_date,
        t.end_date,
      ],
    }),
  ],
);

export const groups = sqliteTable('permission_groups', {
  id: idColumn(),
  name: text('name').notNull(),
  permissions: text('permissions').notNull().default('{}'),
  notes: text('notes'),
  ...timestamps(),
});

export const usersGroups = sqliteTable(
  'users_groups',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group_id: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.group_id] }), index('users_groups_group_idx').on(t.group_id)],
);

/**
 * One sign-in: every access and refresh token it issues carries its id, and every request checks it is
 * still open. Logout, a password change, deactivation and deletion close sessions; a refresh token
 * used twice closes its whole session (the token family).
 */
export const authSessions = sqliteTable(
  'auth_sessions',
  {
    id: idColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: text('created_at').notNull(),
    revoked_at: text('revoked_at'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.user_id)],
);

/** Refresh tokens are stored hashed so that logout and rotation can revoke them. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: idColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    session_id: integer('session_id').references(() => authSessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: text('expires_at').notNull(),
    revoked_at: text('revoked_at'),
    created_at: text('created_at').notNull(),
  },
  (t) => [index('refresh_tokens_hash_idx').on(t.token_hash), index('refresh_tokens_session_idx').on(t.session_id)],
);

/** Every create, update, delete and restore writes one row: history and the activity report read it. */
export const actionLogs = sqliteTable(
  'action_logs',
  {
    id: idColumn(),
    action_type: text('action_type').notNull(),
    item_type: text('item_type').notNull(),
    item_id: integer('item_id').notNull(),
    target_type: text('target_type'),
    target_id: integer('target_id'),
    note: text('note'),
    /** Stored name of the upload an 'uploaded' row is about (the uploads row gives its original name). */
    filename: text('filename'),
    log_meta: text('log_meta'),
    remote_ip: text('remote_ip'),
    user_agent: text('user_agent'),
    action_source: text('action_source'),
    created_by: integer('created_by'),
    created_at: text('created_at').notNull(),
  },
  (t) => [
    index('action_logs_item_idx').on(t.item_type, t.item_id),
    index('action_logs_created_idx').on(t.created_at),
    // The activity report filters on the target and on who acted.
    index('action_logs_target_idx').on(t.target_type, t.target_id),
    index('action_logs_created_by_idx').on(t.created_by),
  ],
);
