import { ASSET_STATUS_FILTERS, ASSIGNEE_TYPES } from '@cmms/contracts';
import type { ListFilter } from '../resources/list/filter-types';
import type { SubKey } from '../i18n/keys';

const label = (key: SubKey<'assets.filters'>) => `assets.filters.${key}` as const;

/**
 * Every asset list filter of the spec (point 3): status, repeatable category/model/manufacturer,
 * the declared references (customers and vendors included), and the ids of records the console has no
 * screen for yet.
 */
export const HARDWARE_FILTERS: ListFilter[] = [
  {
    param: 'status',
    labelKey: label('status'),
    kind: 'options',
    // The real backend's case-sensitive values (reference §2.1).
    options: ASSET_STATUS_FILTERS.map((value) => ({ value, labelKey: `assets.statuses.${value}` })),
  },
  { param: 'status_id', labelKey: label('status_id'), kind: 'reference', ref: 'statuslabels' },
  { param: 'category_id', labelKey: label('category_id'), kind: 'multi', ref: 'categories' },
  { param: 'model_id', labelKey: label('model_id'), kind: 'multi', ref: 'models' },
  { param: 'manufacturer_id', labelKey: label('manufacturer_id'), kind: 'multi', ref: 'manufacturers' },
  { param: 'location_id', labelKey: label('location_id'), kind: 'reference', ref: 'locations' },
  { param: 'supplier_id', labelKey: label('supplier_id'), kind: 'reference', ref: 'suppliers', advanced: true },
  {
    param: 'assigned_type',
    labelKey: label('assigned_type'),
    kind: 'options',
    advanced: true,
    options: ASSIGNEE_TYPES.map((value) => ({ value, labelKey: `assets.targets.${value}` })),
  },
  { param: 'assigned_to', labelKey: label('assigned_to'), kind: 'id', advanced: true },
  // A free value of the record ('IT', 'Equipment'…), matched exactly.
  { param: 'itemtype', labelKey: label('itemtype'), kind: 'text', advanced: true },
  { param: 'customer_id', labelKey: label('customer_id'), kind: 'reference', ref: 'customers', advanced: true },
  { param: 'vendor_id', labelKey: label('vendor_id'), kind: 'reference', ref: 'vendors', advanced: true },
  { param: 'agreement_id', labelKey: label('agreement_id'), kind: 'id', advanced: true },
  { param: 'commitment_id', labelKey: label('commitment_id'), kind: 'id', advanced: true },
];
