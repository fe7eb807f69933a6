import { defineResource } from '../kit/resource.js';

export const CONTRACT_BILLING = ['fixed', 'per_visit', 'time_and_material'] as const;

/** Kinds of contract (comprehensive FM, MEP maintenance, lift maintenance...) and how they bill. */
export const contractTypes = defineResource({
  name: 'contracttypes',
  path: '/contract-types',
  table: 'contract_types',
  entity: 'ContractType',
  permission: 'contracts',
  area: 'service',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, min: 2, list: true },
    description: { kind: 'textarea' },
    billing: { kind: 'enum', options: CONTRACT_BILLING, default: 'fixed', list: true },
    default_duration_months: { kind: 'integer', min: 1, max: 120, list: true },
  },
  sort: { default: 'name', order: 'asc' },
  search: ['name', 'description'],
  filters: ['name', 'billing'],
  softDelete: false,
  selectList: { perPage: 50 },
  counts: {
    contracts_count: {
      table: 'contracts',
      column: 'contract_type_id',
      guard: true,
      type: 'contract',
    },
  },
  messages: {
    created: 'Contract type created successfully.',
    updated: 'Contract type updated successfully.',
    deleted: 'The contract type was deleted successfully.',
    inUse: 'This contract type is currently used by at least one {type} and cannot be deleted.',
  },
});
