import { z } from 'zod';
import { defineResource } from '../kit/resource.js';

export const accessories = defineResource({
  name: 'accessories',
  path: '/accessories',
  table: 'accessories',
  entity: 'Accessory',
  permission: 'accessories',
  area: 'assets',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, min: 3, list: true },
    category_id: {
      kind: 'reference',
      ref: 'categories',
      rowKey: 'category',
      required: true,
      list: true,
      scope: { column: 'category_type', value: 'accessory', text: 'The category must be an accessory category.' },
    },
    company_id: { kind: 'reference', ref: 'companies', rowKey: 'company' },
    manufacturer_id: { kind: 'reference', ref: 'manufacturers', rowKey: 'manufacturer' },
    supplier_id: { kind: 'reference', ref: 'suppliers', rowKey: 'supplier' },
    location_id: { kind: 'reference', ref: 'locations', rowKey: 'location', list: true },
    model_number: { kind: 'text', list: true },
    order_number: { kind: 'text' },
    purchase_date: { kind: 'date' },
    purchase_cost: { kind: 'number', min: 0, max: 99_999_999 },
    qty: { kind: 'integer', required: true, min: 1, max: 99_999, list: true },
    min_amt: { kind: 'integer', min: 0, max: 99_999, list: true },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: [
    'name',
    'model_number',
    'order_number',
    'purchase_date',
    'notes',
    'category_id',
    'company_id',
    'manufacturer_id',
    'supplier_id',
    'location_id',
  ],
  filters: ['company_id', 'category_id', 'manufacturer_id', 'supplier_id', 'location_id', 'notes'],
  softDelete: true,
  restorable: true,
  selectList: { perPage: 50 },
  counts: {
    checkouts_count: {
      table: 'accessories_checkout',
      column: 'accessory_id',
      guard: true,
      message: 'This accessory cannot be deleted yet because some items are still checked out.',
    },
  },
  // Snipe-IT sends the minimum and what is left twice: `min_qty`/`min_amt`, `remaining_qty`/`remaining`.
  rowExtras: {
    image: z.string().nullable(),
    min_qty: z.number().int().nullable(),
    remaining_qty: z.number().int(),
    remaining: z.number().int(),
    user_can_checkout: z.boolean(),
  },
  // v8 answers a create or update with the saved model: its raw reference ids too.
  payloadIds: true,
  messages: {
    created: 'The accessory was successfully created.',
    updated: 'The accessory was updated successfully.',
    deleted: 'The accessory was deleted successfully.',
  },
});
