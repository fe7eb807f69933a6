import { defineResource } from '../kit/resource.js';
import { STATE_STATUS_LIST, stateStatusFields } from '../kit/state-statuses.js';

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
  fields: stateStatusFields(CONTRACT_STATES),
  ...STATE_STATUS_LIST,
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
