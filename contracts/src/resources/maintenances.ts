import { defineResource } from '../kit/resource.js';

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
  messages: {
    created: 'Asset maintenance created successfully.',
    updated: 'Asset maintenance updated successfully.',
    deleted: 'Asset maintenance deleted successfully.',
  },
});
