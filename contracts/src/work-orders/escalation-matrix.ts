import { defineResource } from '../kit/resource.js';

/** Who is told, and how fast, when a work order with this cause and priority is not handled in time. */
export const escalationMatrix = defineResource({
  name: 'escalations',
  path: '/escalation-matrix',
  table: 'escalation_rules',
  entity: 'EscalationRule',
  permission: 'escalations',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    level: { kind: 'integer', required: true, min: 1, max: 10, list: true },
    cause_id: { kind: 'reference', ref: 'causes', rowKey: 'cause', list: true },
    priority_id: { kind: 'reference', ref: 'workorderpriorities', rowKey: 'priority', list: true },
    response_minutes: { kind: 'integer', required: true, min: 1, max: 100_000, list: true, duration: 'minutes' },
    resolution_minutes: { kind: 'integer', min: 1, max: 1_000_000, list: true, duration: 'minutes' },
    assignee_type: { kind: 'enum', options: ['user', 'group'], default: 'group' },
    assignee_users: { kind: 'multi-reference', ref: 'users', rowKey: 'assignee_users' },
    assignee_groups: { kind: 'multi-reference', ref: 'groups', rowKey: 'assignee_groups' },
    notify_email: { kind: 'boolean', default: true },
    raise_priority: { kind: 'boolean', default: false },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'level', order: 'asc' },
  search: ['name', 'notes'],
  filters: ['level', { name: 'cause_id', ids: 'causes' }, { name: 'priority_id', ids: 'workorderpriorities' }],
  softDelete: false,
  messages: {
    created: 'Escalation rule created successfully.',
    updated: 'Escalation rule updated successfully.',
    deleted: 'The escalation rule was deleted successfully.',
  },
});
