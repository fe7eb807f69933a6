import type { Faker } from '@faker-js/faker';
import { toStoredDateTime } from '@cmms/contracts';
import { dbColumnName } from '@cmms/contracts/resources/custom-fields';
import type { Sqlite } from '@cmms/db';
import {
  CAUSES,
  CUSTOM_FIELDS,
  EMAIL_TEMPLATES,
  ESCALATION_LEVELS,
  FIELDSETS,
  TEMPLATE_PERMISSIONS,
  type CauseSeed,
} from './data/people-data.js';
import type { SeedDates } from './anchor.js';

type Insert = (table: string, row: Record<string, unknown>) => number;

interface Context {
  faker: Faker;
  sqlite: Sqlite;
  insert: Insert;
  stamps: () => Record<string, unknown>;
  count: (table: string) => void;
  dates: SeedDates;
}

const ids = (sqlite: Sqlite, sql: string, ...params: unknown[]) =>
  sqlite
    .prepare(sql)
    .pluck()
    .all(...params) as number[];
const idByName = (sqlite: Sqlite, table: string, column: string) =>
  new Map(
    (sqlite.prepare(`SELECT id, "${column}" AS name FROM "${table}"`).all() as { id: number; name: string }[]).map(
      (r) => [r.name, r.id],
    ),
  );

/**
 * Causes (a small tree), escalation rules (levels 1–3 per priority), email templates, custom fields
 * with their fieldsets, and the template permissions app's list. Runs after users and groups exist.
 */
export function seedPeopleData({ faker, sqlite, insert, stamps, count, dates }: Context): void {
  const groups = idByName(sqlite, 'permission_groups', 'name');
  const categories = idByName(sqlite, 'categories', 'name');
  const companies = ids(sqlite, 'SELECT id FROM companies ORDER BY id');
  const technicians = ids(sqlite, "SELECT id FROM users WHERE role_type = 'technician' AND activated = 1 ORDER BY id");

  const causeIds: number[] = [];
  const addCause = (c: Omit<CauseSeed, 'children'>, parentId: number | null, i: number) => {
    // Every third cause goes straight to named technicians; the rest to the technicians' group.
    const toUsers = i % 3 === 2;
    const id = insert('causes', {
      cause_name: c.name,
      cause_type: c.type,
      cause_question: c.question,
      cause_status: c.name !== 'Misalignment',
      parent_id: parentId,
      company: JSON.stringify(faker.helpers.arrayElements(companies, { min: 1, max: 3 }).sort((a, b) => a - b)),
      category: JSON.stringify(c.categories.map((name) => categories.get(name)).filter((v) => v !== undefined)),
      models: '[]',
      assignee_type: toUsers ? 'user' : 'group',
      assignee_users: JSON.stringify(toUsers ? faker.helpers.arrayElements(technicians, 2) : []),
      assignee_groups: JSON.stringify(toUsers ? [] : [groups.get('Technicians')]),
      ...stamps(),
    });
    causeIds.push(id);
    count('causes');
    return id;
  };
  let index = 0;
  for (const root of CAUSES) {
    const parentId = addCause(root, null, index++);
    for (const child of root.children ?? []) addCause(child, parentId, index++);
  }

  const priorities = sqlite
    .prepare('SELECT id, name, response_hours FROM work_order_priorities ORDER BY rank')
    .all() as {
    id: number;
    name: string;
    response_hours: number;
  }[];
  for (const p of priorities) {
    for (const l of ESCALATION_LEVELS) {
      const response = Math.max(15, Math.round(p.response_hours * 60 * l.factor));
      insert('escalation_rules', {
        name: `${p.name} – level ${l.level}`,
        level: l.level,
        cause_id: null,
        priority_id: p.id,
        response_minutes: response,
        resolution_minutes: response * 4,
        assignee_type: 'group',
        assignee_users: '[]',
        assignee_groups: JSON.stringify([groups.get(l.group)]),
        notify_email: true,
        raise_priority: l.raise,
        notes: l.note,
        ...stamps(),
      });
      count('escalation_rules');
    }
  }
  // Two cause-specific rules: refrigerant leaks and short circuits go to named people at once.
  for (const [name, causeName] of [
    ['Refrigerant leak – immediate', 'Refrigerant leak'],
    ['Short circuit – immediate', 'Short circuit'],
  ] as const) {
    insert('escalation_rules', {
      name,
      level: 1,
      cause_id: idByName(sqlite, 'causes', 'cause_name').get(causeName) ?? null,
      priority_id: priorities[0]?.id ?? null,
      response_minutes: 15,
      resolution_minutes: 120,
      assignee_type: 'user',
      assignee_users: JSON.stringify(faker.helpers.arrayElements(technicians, 2)),
      assignee_groups: '[]',
      notify_email: true,
      raise_priority: false,
      notes: 'Safety-relevant cause: skip the queue.',
      ...stamps(),
    });
    count('escalation_rules');
  }

  for (const e of EMAIL_TEMPLATES) {
    insert('email_templates', { ...e, is_active: true, ...stamps() });
    count('email_templates');
  }

  const fieldIds = new Map<string, number>();
  for (const f of CUSTOM_FIELDS) {
    const id = insert('custom_fields', {
      name: f.name,
      element: f.element,
      format: f.format,
      custom_format: f.customFormat ?? null,
      field_values: f.values?.join('\n') ?? null,
      help_text: f.help,
      show_in_listview: f.listview ?? false,
      display_in_user_view: false,
      auto_add_to_fieldsets: false,
      display_checkin: f.format === 'DATE',
      display_checkout: false,
      display_audit: f.name === 'Calibration Due',
      ...stamps(),
    });
    sqlite.prepare('UPDATE custom_fields SET db_column_name = ? WHERE id = ?').run(dbColumnName(f.name, id), id);
    fieldIds.set(f.name, id);
    count('custom_fields');
  }
  for (const set of FIELDSETS) {
    const id = insert('custom_fieldsets', { name: set.name, ...stamps() });
    set.fields.forEach((name, order) => {
      insert('custom_field_fieldset', { fieldset_id: id, field_id: fieldIds.get(name), required: order === 0, order });
    });
    count('custom_fieldsets');
  }

  TEMPLATE_PERMISSIONS.forEach(([name, roles], i) => {
    const created = new Date(dates.anchor.getTime() - (TEMPLATE_PERMISSIONS.length - i) * 9 * 86_400_000);
    insert('template_permissions', {
      name,
      assigned_to: JSON.stringify(roles),
      created_at: toStoredDateTime(created),
    });
    count('template_permissions');
  });
}
