import { defineResource } from '../kit/resource.js';

export const AGREEMENT_STATUSES = ['draft', 'active', 'expired'] as const;
/** `24x7`: the clocks always run; `business`: only on the business days between the two times. */
export const HOURS_MODES = ['24x7', 'business'] as const;
export type HoursMode = (typeof HOURS_MODES)[number];

const IN_BUSINESS_HOURS = { field: 'hours_mode', is: ['business'] } as const;

/**
 * Service-level agreements with a customer (spec point 7 `agreements`): how fast work is answered and
 * resolved per priority, and how long each class of assets stays up. Commitments and signatories are
 * the agreement's own rows (`agreement-commitments.ts`, `agreement-signatories.ts`); compliance is
 * measured from the customer's work orders. The list pages by 5 (spec point 2).
 */
export const agreements = defineResource({
  name: 'agreements',
  path: '/agreements',
  table: 'agreements',
  entity: 'Agreement',
  permission: 'agreements',
  area: 'service',
  titleField: 'name',
  paging: { defaultLimit: 5 },
  fields: {
    name: { kind: 'text', required: true, max: 255, list: true },
    // Every SLA has its customer: the hook requires it (the column stays nullable, as the schema has it).
    customer_id: { kind: 'reference', ref: 'customers', rowKey: 'customer', list: true },
    // Must be a contract of the same customer (the hook says so). Not a default column (nor the clock):
    // the list fits 1440 px with its dates and status beside the actions; the Columns chooser adds them.
    contract_id: { kind: 'reference', ref: 'contracts', rowKey: 'contract' },
    start_date: { kind: 'date', list: true },
    end_date: { kind: 'date', list: true },
    status: { kind: 'enum', options: AGREEMENT_STATUSES, default: 'draft', list: true },
    hours_mode: { kind: 'enum', options: HOURS_MODES, default: '24x7' },
    // Business hours: 'HH:mm' in UTC like every stored time; the days as "sun,mon,tue,wed,thu".
    business_days: {
      kind: 'text',
      max: 60,
      listOf: 'weekdays',
      sample: 'sun,mon,tue,wed,thu',
      showWhen: IN_BUSINESS_HOURS,
    },
    business_start: { kind: 'text', max: 5, sample: '07:00', showWhen: IN_BUSINESS_HOURS },
    business_end: { kind: 'text', max: 5, sample: '15:00', showWhen: IN_BUSINESS_HOURS },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'name', order: 'asc' },
  search: ['name', 'notes'],
  filters: ['customer_id', 'contract_id', 'status', 'hours_mode'],
  softDelete: true,
  counts: {
    commitments_count: { table: 'agreement_commitments', column: 'agreement_id' },
    signatories_count: { table: 'agreement_signatories', column: 'agreement_id' },
    assets_count: { table: 'assets', column: 'agreement_id', softDelete: true, guard: true, type: 'asset' },
  },
  selectList: { perPage: 50 },
  messages: {
    created: 'Agreement created successfully.',
    updated: 'Agreement updated successfully.',
    deleted: 'The agreement was deleted successfully.',
    inUse: 'This agreement is currently associated with at least one {type} and cannot be deleted.',
  },
});
