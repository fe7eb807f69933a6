import type { PermissionMap } from './permissions.js';
import { resources } from './registry.js';

/** Group permissions the demo roles start with; the matrix editor can change them later. */
export interface RoleGroup {
  role: 'superuser' | 'manager' | 'technician' | 'viewer';
  name: string;
  notes: string;
  permissions: PermissionMap;
}

const grant = (keys: string[]): PermissionMap => Object.fromEntries(keys.map((k) => [k, '1' as const]));
// Groups and login attempts stay superuser-only; user accounts are granted separately below.
const areas = [...new Set(resources.filter((r) => r.area === 'settings').map((r) => r.permission))];
const verbs = (vs: string[]) => areas.flatMap((a) => vs.map((v) => `${a}.${v}`));

export const ROLE_GROUPS: readonly RoleGroup[] = [
  { role: 'superuser', name: 'Administrators', notes: 'Full access to every area.', permissions: { superuser: '1' } },
  {
    role: 'manager',
    name: 'Maintenance managers',
    notes: 'Run the maintenance department: master data, reports and imports.',
    permissions: {
      ...grant([
        ...verbs(['view', 'create', 'edit', 'delete']),
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
    notes: 'Field staff: read master data, no financial settings.',
    permissions: { ...grant([...verbs(['view']), 'users.view']), 'depreciations.view': '-1' },
  },
  {
    role: 'viewer',
    name: 'Viewers',
    notes: 'Read-only access for auditors and guests.',
    permissions: grant(verbs(['view'])),
  },
];
