import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, idColumn, timestamps } from './columns.js';
import { workOrderPriorities } from './settings.js';

/** Multi-reference fields without a join table are JSON arrays of ids. */
const idList = (name: string) => text(name).notNull().default('[]');

export const causes = sqliteTable(
  'causes',
  {
    id: idColumn(),
    cause_name: text('cause_name').notNull(),
    cause_type: text('cause_type').notNull(),
    cause_question: text('cause_question'),
    cause_status: bool('cause_status'),
    parent_id: integer('parent_id'),
    company: idList('company'),
    category: idList('category'),
    models: idList('models'),
    assignee_type: text('assignee_type').notNull().default('group'),
    assignee_users: idList('assignee_users'),
    assignee_groups: idList('assignee_groups'),
    ...timestamps(),
  },
  (t) => [
    index('causes_name_idx').on(t.cause_name),
    index('causes_parent_idx').on(t.parent_id),
    index('causes_created_idx').on(t.created_at),
  ],
);

export const escalationRules = sqliteTable(
  'escalation_rules',
  {
    id: idColumn(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    cause_id: integer('cause_id').references(() => causes.id, { onDelete: 'set null' }),
    priority_id: integer('priority_id').references(() => workOrderPriorities.id, { onDelete: 'set null' }),
    response_minutes: integer('response_minutes').notNull(),
    resolution_minutes: integer('resolution_minutes'),
    assignee_type: text('assignee_type').notNull().default('group'),
    assignee_users: idList('assignee_users'),
    assignee_groups: idList('assignee_groups'),
    notify_email: bool('notify_email'),
    raise_priority: bool('raise_priority'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [index('escalation_rules_level_idx').on(t.level), index('escalation_rules_cause_idx').on(t.cause_id)],
);

export const emailTemplates = sqliteTable(
  'email_templates',
  {
    id: idColumn(),
    name: text('name').notNull(),
    event: text('event').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    is_active: bool('is_active'),
    ...timestamps(),
  },
  (t) => [index('email_templates_name_idx').on(t.name), index('email_templates_created_idx').on(t.created_at)],
);

export const customFields = sqliteTable(
  'custom_fields',
  {
    id: idColumn(),
    name: text('name').notNull(),
    element: text('element').notNull(),
    format: text('format').notNull().default('ANY'),
    custom_format: text('custom_format'),
    field_values: text('field_values'),
    help_text: text('help_text'),
    db_column_name: text('db_column_name'),
    show_in_listview: bool('show_in_listview'),
    display_in_user_view: bool('display_in_user_view'),
    auto_add_to_fieldsets: bool('auto_add_to_fieldsets'),
    display_checkin: bool('display_checkin'),
    display_checkout: bool('display_checkout'),
    display_audit: bool('display_audit'),
    ...timestamps(),
  },
  (t) => [index('custom_fields_name_idx').on(t.name)],
);

export const customFieldsets = sqliteTable(
  'custom_fieldsets',
  { id: idColumn(), name: text('name').notNull(), ...timestamps() },
  (t) => [index('custom_fieldsets_name_idx').on(t.name)],
);

export const customFieldFieldset = sqliteTable(
  'custom_field_fieldset',
  {
    fieldset_id: integer('fieldset_id')
      .notNull()
      .references(() => customFieldsets.id, { onDelete: 'cascade' }),
    field_id: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    required: bool('required'),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.fieldset_id, t.field_id] }),
    index('custom_field_fieldset_field_idx').on(t.field_id),
  ],
);

export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: idColumn(),
    username: text('username').notNull(),
    remote_ip: text('remote_ip'),
    user_agent: text('user_agent'),
    successful: bool('successful'),
    ...timestamps(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.created_at),
    index('login_attempts_ip_idx').on(t.remote_ip, t.created_at),
    index('login_attempts_created_idx').on(t.created_at),
  ],
);

/** Files uploaded against a record (users now; assets and licenses later), stored under DATA_DIR/uploads. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: idColumn(),
    item_type: text('item_type').notNull(),
    item_id: integer('item_id').notNull(),
    filename: text('filename').notNull(),
    stored_name: text('stored_name').notNull(),
    mime_type: text('mime_type').notNull(),
    size: integer('size').notNull(),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [index('uploads_item_idx').on(t.item_type, t.item_id)],
);

/** The template permissions app's own list (name and the roles it is assigned to). */
export const templatePermissions = sqliteTable('template_permissions', {
  id: idColumn(),
  name: text('name').notNull(),
  assigned_to: text('assigned_to').notNull().default('[]'),
  created_at: text('created_at').notNull(),
});
