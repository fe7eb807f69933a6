import { z } from 'zod';
import { datetimeSchema } from '../kit/dates.js';
import { defineResource } from '../kit/resource.js';
import { refSchema } from '../kit/row-schema.js';

export const MAINTENANCE_TYPES = [
  'Maintenance',
  'Repair',
  'Upgrade',
  'PAT Test',
  'Calibration',
  'Software Support',
  'Hardware Support',
  'Configuration Change',
] as const;

/** Maintenance records against an asset (`GET /maintenances?asset_id=` is the asset's maintenance tab). */
export const maintenances = defineResource({
  name: 'maintenances',
  path: '/maintenances',
  table: 'asset_maintenances',
  entity: 'AssetMaintenance',
  permission: 'assets',
  area: 'assets',
  titleField: 'title',
  fields: {
    title: { kind: 'text', required: true, min: 3, list: true },
    asset_id: { kind: 'reference', ref: 'hardware', rowKey: 'asset', required: true, list: true },
    supplier_id: { kind: 'reference', ref: 'suppliers', rowKey: 'supplier', list: true },
    asset_maintenance_type: { kind: 'enum', options: MAINTENANCE_TYPES, required: true, list: true },
    start_date: { kind: 'date', required: true, list: true },
    completion_date: { kind: 'date', list: true },
    cost: { kind: 'number', min: 0, max: 99_999_999, list: true },
    is_warranty: { kind: 'boolean', default: false },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['title', 'notes', 'asset_maintenance_type', 'asset_id', 'supplier_id'],
  filters: ['asset_id', 'supplier_id', 'asset_maintenance_type', 'created_by'],
  softDelete: true,
  // The asset's own details, as the real backend's maintenance row shows them.
  rowExtras: {
    asset: refSchema
      .extend({
        asset_tag: z.string(),
        serial: z.string().nullable(),
        deleted_at: datetimeSchema.nullable(),
        created_at: datetimeSchema.nullable(),
        updated_at: datetimeSchema.nullable(),
      })
      .nullable(),
    model: refSchema.nullable(),
    status_label: refSchema.extend({ status_type: z.string(), status_meta: z.string() }).nullable(),
    company: refSchema.nullable(),
    location: refSchema.nullable(),
    rtd_location: refSchema.nullable(),
    /** Days from start to completion; null while it is open. */
    asset_maintenance_time: z.number().int().nullable(),
    user_id: refSchema.nullable(),
  },
  // v8 answers a create or update with the saved model: its raw reference ids too.
  payloadIds: true,
  messages: {
    created: 'Asset maintenance created successfully.',
    updated: 'Asset maintenance updated successfully.',
    deleted: 'Asset maintenance deleted successfully.',
  },
});
