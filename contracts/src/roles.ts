import type { PermissionMap } from './permissions.js';
import { PERMISSION_KEYS } from './permission-catalog.js';
import { resources } from './registry.js';

/** Group permissions the demo roles start with; the matrix editor can change them later. */
export interface RoleGroup {
  role: 'superuser' | 'manager' | 'technician' | 'viewer' | 'requester';
  name: string;
  notes: string;
  permissions: PermissionMap;
}

const grant = (keys: string[]): PermissionMap => Object.fromEntries(keys.map((k) => [k, '1' as const]));
// Groups and login attempts stay superuser-only; user accounts are granted separately below.
const areas = [...new Set(resources.filter((r) => r.area === 'settings').map((r) => r.permission))];
const verbs = (vs: string[]) => areas.flatMap((a) => vs.map((v) => `${a}.${v}`));
/** The asset register: assets, models, licenses and stock items. */
const assetAreas = [...new Set(resources.filter((r) => r.area === 'assets').map((r) => r.permission))];
const assetVerbs = (vs: string[]) => assetAreas.flatMap((a) => vs.map((v) => `${a}.${v}`));
/** Moving items around: every asset area's checkout (and checkin and audit where the area has them). */
const handling = [...assetVerbs(['checkout', 'checkin', 'audit'])].filter((key) => PERMISSION_KEYS.has(key));
/** Work orders: every key of the area (managers triage, assign, verify and close). */
const workOrderKeys = [...PERMISSION_KEYS].filter((key) => key.startsWith('workorders.'));
const checklistKeys = ['view', 'create', 'edit', 'delete'].map((v) => `checklists.${v}`);
/** The service business: customers, vendors, services, contracts (and what else the area holds). */
const serviceAreas = [...new Set(resources.filter((r) => r.area === 'service').map((r) => r.permission))];
const serviceVerbs = (vs: string[]) =>
  serviceAreas.flatMap((a) => vs.map((v) => `${a}.${v}`)).filter((key) => PERMISSION_KEYS.has(key));
const schedulerKeys = ['view', 'create', 'edit', 'delete'].map((v) => `schedulers.${v}`);
/** SLAs: every key of the area (commitments and signatories included). */
const agreementKeys = [...PERMISSION_KEYS].filter((key) => key.startsWith('agreements.'));

export const ROLE_GROUPS: readonly RoleGroup[] = [
  { role: 'superuser', name: 'Administrators', notes: 'Full access to every area.', permissions: { superuser: '1' } },
  {
    role: 'manager',
    name: 'Maintenance managers',
    notes: 'Run the maintenance department: master data, reports and imports.',
    permissions: {
      ...grant([
        ...verbs(['view', 'create', 'edit', 'delete']),
        ...assetVerbs(['view', 'create', 'edit', 'delete']),
        ...handling,
        ...workOrderKeys,
        ...checklistKeys,
        ...schedulerKeys,
        ...agreementKeys,
        ...serviceVerbs(['view', 'create', 'edit', 'delete']),
        // Logbooks (issue 28): set up forms and loggers, fill and approve where a logger grants it.
        ...[...PERMISSION_KEYS].filter((key) => key.startsWith('forms.')),
        // Quotations and invoices: each opened by its own key of the contracts area.
        'contracts.quotations',
        'contracts.invoices',
        'users.view',
        'users.create',
        'users.edit',
        'reports.view',
        'import',
      ]),
      // Company records and depreciation classes belong to finance.
      'companies.delete': '-1',
      'depreciations.create': '-1',
      'depreciations.edit': '-1',
      'depreciations.delete': '-1',
    },
  },
  {
    role: 'technician',
    name: 'Technicians',
    notes: 'Field staff: raise and work their work orders, read master data, no financial settings.',
    permissions: {
      // Their own work orders' moves, checklists, comments and files come with being assigned.
      ...grant([
        ...verbs(['view']),
        ...assetVerbs(['view']),
        ...handling,
        'users.view',
        'workorders.view',
        'workorders.create',
        'checklists.view',
        'schedulers.view',
        'agreements.view',
        // Whose site and asset it is; contracts stay with the office.
        'customers.view',
        'vendors.view',
        'services.view',
        // Logbooks they are granted on (each logger says who may view, fill or approve).
        'forms.view',
        'forms.fill',
      ]),
      'depreciations.view': '-1',
    },
  },
  {
    role: 'viewer',
    name: 'Viewers',
    notes: 'Read-only access for auditors and guests.',
    permissions: grant([
      ...verbs(['view']),
      ...assetVerbs(['view']),
      'workorders.view',
      'checklists.view',
      'schedulers.view',
      'agreements.view',
      ...serviceVerbs(['view']),
      'forms.view',
    ]),
  },
  {
    role: 'requester',
    name: 'Requesters',
    notes: 'Staff who report faults: raise requests and follow their own, nothing else.',
    permissions: grant(['workorders.request']),
  },
];
