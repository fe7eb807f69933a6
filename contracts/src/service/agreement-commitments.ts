import { defineResource } from '../kit/resource.js';
import type { ChildCollectionDecl } from '../kit/child-collection.js';
import { agreements } from './agreements.js';

export const COMMITMENT_KINDS = ['response', 'resolution', 'uptime'] as const;
export type CommitmentKind = (typeof COMMITMENT_KINDS)[number];

const TIMED = { field: 'kind', is: ['response', 'resolution'] } as const;
const UPTIME = { field: 'kind', is: ['uptime'] } as const;

/**
 * A target of an SLA: hours to the first response or to resolution for one work-order priority, or
 * the share of time the customer's assets of one category stay up. Only the fields of its kind are
 * kept (the form shows those, the server clears the others).
 */
export const agreementCommitments = defineResource({
  name: 'agreementcommitments',
  path: '/agreements/:id/commitments',
  table: 'agreement_commitments',
  entity: 'Commitment',
  permission: 'agreements',
  area: 'service',
  titleField: 'description',
  fields: {
    agreement_id: { kind: 'reference', ref: 'agreements', rowKey: 'agreement', readOnly: true },
    kind: { kind: 'enum', options: COMMITMENT_KINDS, required: true, list: true },
    priority_id: { kind: 'reference', ref: 'workorderpriorities', rowKey: 'priority', list: true, showWhen: TIMED },
    target_hours: { kind: 'number', min: 0.1, max: 8760, list: true, showWhen: TIMED },
    category_id: {
      kind: 'reference',
      ref: 'categories',
      rowKey: 'category',
      list: true,
      showWhen: UPTIME,
      scope: { column: 'category_type', value: 'asset', text: 'This category must be an asset category.' },
    },
    target_percent: { kind: 'number', min: 0, max: 100, list: true, showWhen: UPTIME },
    description: { kind: 'textarea', max: 1000, list: true },
  },
  sort: { default: 'id', order: 'asc' },
  search: ['kind', 'description'],
  filters: [
    { name: 'kind', words: COMMITMENT_KINDS },
    { name: 'priority_id', ids: 'workorderpriorities' },
    { name: 'category_id', ids: 'categories' },
  ],
  softDelete: false,
  counts: {
    assets_count: {
      table: 'assets',
      column: 'commitment_id',
      softDelete: true,
      guard: true,
      type: 'asset',
    },
  },
  messages: {
    created: 'Commitment added successfully.',
    updated: 'Commitment updated successfully.',
    deleted: 'The commitment was deleted successfully.',
    notFound: 'Commitment not found',
    inUse: 'This commitment is currently used by at least one {type} and cannot be deleted.',
  },
});

export const commitmentCollection = {
  prefix: 'agreements.commitments',
  parent: agreements,
  segment: 'commitments',
  childParam: 'commitmentId',
  parentColumn: 'agreement_id',
  writeAction: 'commitments',
  label: 'a commitment',
  child: agreementCommitments,
} as const satisfies ChildCollectionDecl;
