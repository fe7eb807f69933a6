import { defineResource } from '../kit/resource.js';

/** Custom labels on fixed meanings, as work-order statuses: every status maps to one of these. */
export const CONTRACT_STATES = ['draft', 'active', 'expiring', 'expired', 'terminated', 'renewed'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const contractStatuses = defineResource({
  name: 'contractstatuses',
  path: '/contract-statuses',
  table: 'contract_statuses',
  entity: 'ContractStatus',
  permission: 'contracts',
  area: 'service',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    state: { kind: 'enum', options: CONTRACT_STATES, required: true, list: true },
    color: { kind: 'color', list: true },
    sort_order: { kind: 'integer', min: 0, max: 999, list: true },
    is_default: { kind: 'boolean', default: false, list: true },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'sort_order', order: 'asc' },
  search: ['name', 'state', 'notes'],
  filters: ['name', 'state', 'is_default'],
  softDelete: false,
  selectList: { perPage: 50 },
  // Every contract counts, deleted ones too: they still point here.
  counts: {
    contracts_count: { table: 'contracts', column: 'status_id', guard: true, type: 'contract' },
  },
  messages: {
    created: 'Contract status created successfully.',
    updated: 'Contract status updated successfully.',
    deleted: 'The contract status was deleted successfully.',
    inUse: 'This contract status is currently used by at least one {type} and cannot be deleted.',
  },
});
