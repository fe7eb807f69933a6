import { defineResource } from '../kit/resource.js';
import type { ChildCollectionDecl } from '../kit/child-collection.js';
import { agreements } from './agreements.js';

export const SIGNATORY_SIDES = ['provider', 'customer'] as const;

/** Who signed an SLA, on our side (the provider) or the customer's. */
export const agreementSignatories = defineResource({
  name: 'agreementsignatories',
  path: '/agreements/:id/signatories',
  table: 'agreement_signatories',
  entity: 'Signatory',
  permission: 'agreements',
  area: 'service',
  titleField: 'name',
  fields: {
    agreement_id: { kind: 'reference', ref: 'agreements', rowKey: 'agreement', readOnly: true },
    name: { kind: 'text', required: true, min: 2, max: 255, list: true },
    title: { kind: 'text', max: 255, list: true },
    side: { kind: 'enum', options: SIGNATORY_SIDES, required: true, list: true },
    email: { kind: 'email', max: 255, list: true },
    signed_at: { kind: 'date', list: true },
  },
  sort: { default: 'id', order: 'asc' },
  search: ['name', 'title', 'email'],
  filters: ['side'],
  softDelete: false,
  messages: {
    created: 'Signatory added successfully.',
    updated: 'Signatory updated successfully.',
    deleted: 'The signatory was deleted successfully.',
    notFound: 'Signatory not found',
  },
});

export const signatoryCollection = {
  prefix: 'agreements.signatories',
  parent: agreements,
  segment: 'signatories',
  childParam: 'signatoryId',
  parentColumn: 'agreement_id',
  writeAction: 'signatories',
  label: 'a signatory',
  child: agreementSignatories,
} as const satisfies ChildCollectionDecl;
