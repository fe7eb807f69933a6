import { defineResource } from '../kit/resource.js';

/** Failure causes for work orders and escalations: a tree by parent, scoped to companies, categories and models. */
export const causes = defineResource({
  name: 'causes',
  path: '/causes',
  table: 'causes',
  entity: 'Cause',
  permission: 'causes',
  area: 'settings',
  titleField: 'cause_name',
  fields: {
    cause_name: { kind: 'text', required: true, unique: true, list: true },
    cause_type: {
      kind: 'enum',
      options: ['breakdown', 'defect', 'safety', 'wear', 'operator', 'external'],
      required: true,
      list: true,
    },
    cause_question: { kind: 'textarea' },
    cause_status: { kind: 'boolean', default: true, list: true },
    parent_id: { kind: 'reference', ref: 'causes', rowKey: 'parent', noCycle: true, list: true },
    company: { kind: 'multi-reference', ref: 'companies', rowKey: 'company' },
    category: { kind: 'multi-reference', ref: 'categories', rowKey: 'category' },
    models: { kind: 'multi-reference', ref: 'models', rowKey: 'models' },
    assignee_type: { kind: 'enum', options: ['user', 'group'], default: 'group', list: true },
    assignee_users: {
      kind: 'multi-reference',
      ref: 'users',
      rowKey: 'assignee_users',
      showWhen: { field: 'assignee_type', is: ['user'] },
    },
    assignee_groups: {
      kind: 'multi-reference',
      ref: 'groups',
      rowKey: 'assignee_groups',
      showWhen: { field: 'assignee_type', not: ['user'] },
    },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['cause_name', 'cause_type', 'cause_question'],
  filters: [
    'cause_type',
    { name: 'cause_status', flag: true },
    { name: 'parent_id', ids: 'causes' },
    { name: 'assignee_type', words: ['user', 'group'] },
  ],
  softDelete: false,
  selectList: { perPage: 50, tree: true },
  treeParent: 'parent_id',
  counts: {
    children_count: { table: 'causes', column: 'parent_id', guard: true, type: 'child cause' },
    escalations_count: { table: 'escalation_rules', column: 'cause_id', guard: true, type: 'escalation rule' },
    // Deleted work orders count too: they still point here.
    work_orders_count: { table: 'work_orders', column: 'cause_id', guard: true, type: 'work order' },
  },
  messages: {
    created: 'Cause created successfully.',
    updated: 'Cause updated successfully.',
    deleted: 'The cause was deleted successfully.',
    inUse: 'This cause is currently used by at least one {type} and cannot be deleted.',
  },
});
