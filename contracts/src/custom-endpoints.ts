import { z } from 'zod';
import { API_BASE } from './kit/api.js';
import { listEnvelope, mutationEnvelope } from './kit/envelopes.js';
import { listQuerySchema } from './kit/list-query.js';
import { rowSchema } from './kit/row-schema.js';
import { defineEndpoints } from './kit/endpoint.js';
import { defineMembership, membershipEndpoints } from './kit/sub-resource.js';
import { getResource } from './registry.js';
import { notFoundText } from './kit/resource.js';
import { activityQuerySchema, activityRowSchema } from './kit/activity.js';
import { UPLOAD_HOLDERS, uploadEndpointSpecs, v8FileEndpointSpecs } from './kit/uploads.js';
import { assetEndpoints } from './actions/asset-actions.js';
import { stockEndpoints } from './actions/stock-actions.js';
import { importEndpoints } from './actions/import-actions.js';
import { assetLookupEndpoints } from './actions/asset-lookups.js';
import { statuslabelAssetsDecl, v8ExtraEndpoints } from './actions/v8-extras.js';
import {
  hardwareAssignedAssetsDecl,
  locationAssetsDecl,
  locationAssignedAssetsDecl,
  locationUsersDecl,
  v8SublistEndpoints,
} from './actions/v8-sublists.js';
import { assetRequestEndpoints } from './actions/asset-requests.js';
import { maintenanceReportEndpoints } from './actions/maintenance-report-actions.js';
import { peopleEndpoints } from './actions/people-actions.js';
import { dashboardEndpoints } from './actions/dashboard-actions.js';
import { contractEndpointsOf, contractSubResourcesOf } from './kit/feature-contract.js';
import { featureContracts } from './features/index.js';

/**
 * Calls beyond the generic resource set: group members, a user's sub-lists and files, the activity
 * report, fieldset detaching and the template's permissions app. Each names its own shapes here so
 * the console, the server and the tests read one definition.
 */

const usersRow = rowSchema(getResource('users'));
const groupsRow = rowSchema(getResource('groups'));
const fieldsetsRow = rowSchema(getResource('fieldsets'));

export {
  uploadRowSchema,
  UPLOAD_REFUSED_TEXT,
  UPLOAD_TYPES,
  DOCUMENT_REFUSED_TEXT,
  DOCUMENT_TYPES,
  uploadRulesOf,
  UPLOAD_HOLDERS,
  V8_FILE_TEXT,
  type UploadRow,
  type UploadsDecl,
} from './kit/uploads.js';

export { activityRowSchema, activityQuerySchema, type ActivityRow } from './kit/activity.js';

/** The template's permissions app (`/apps/permissions/*`), rows as the template's fake API shapes them. */
export const templatePermissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assignedTo: z.array(z.string()),
  createdDate: z.string(),
});
export type TemplatePermission = z.infer<typeof templatePermissionSchema>;
export const TEMPLATE_PERMISSION_ROLES = ['administrator', 'manager', 'technician', 'viewer', 'support'] as const;

const templatePermissionsQuerySchema = z.object({
  q: z.string().optional(),
  page: z.string().optional(),
  perPage: z.string().optional(),
  sortColumn: z.string().optional(),
  sort: z.string().optional(),
});

/** A row of any resource a user sub-list serves: its own row shape, so only the id is promised here. */
const subRowSchema = z.looseObject({ id: z.number().int() });

const typeParam = z.string().regex(/^[a-z_-]+$/);
const canUsers = (action: string) => ({ action, subject: 'users' });
const canGroups = (action: string) => ({ action, subject: 'groups' });

/** A group's members: the users list scoped to the group; adding or removing one answers the group. */
export const groupMembersDecl = defineMembership({
  name: 'groups.members',
  parent: 'groups',
  member: 'users',
  table: 'users_groups',
  parentColumn: 'group_id',
  memberColumn: 'user_id',
  bodyKey: 'user_id',
  pathParam: 'userId',
  memberTitle: 'username',
  notes: { added: 'Added {name} to the group', removed: 'Removed {name} from the group' },
  list: {
    endpoint: {
      id: 'groups.members',
      method: 'GET',
      path: `${API_BASE}/groups/:id/members`,
      kind: 'action',
      resource: 'groups',
      summary: 'List the members of a group',
      auth: canGroups('read'),
      query: listQuerySchema,
      response: z.union([listEnvelope(usersRow), mutationEnvelope(z.null())]),
    },
  },
  add: {
    endpoint: {
      id: 'groups.add-member',
      method: 'POST',
      path: `${API_BASE}/groups/:id/members`,
      kind: 'action',
      resource: 'groups',
      summary: 'Add a user to a group',
      auth: canGroups('update'),
      body: z.object({ user_id: z.union([z.number(), z.string()]).optional() }),
      response: mutationEnvelope(groupsRow),
    },
  },
  remove: {
    endpoint: {
      id: 'groups.remove-member',
      method: 'DELETE',
      path: `${API_BASE}/groups/:id/members/:userId`,
      kind: 'action',
      resource: 'groups',
      summary: 'Remove a user from a group',
      auth: canGroups('update'),
      response: mutationEnvelope(groupsRow),
    },
  },
});

/** Every declared sub-resource (the registry-driven sub-resource tests read them). */
export const subResources = contractSubResourcesOf(featureContracts);

/** Every declared scoped list (the engine registers them; the registry-driven scoped-list tests read them). */
export const scopedLists = [
  locationUsersDecl,
  locationAssetsDecl,
  locationAssignedAssetsDecl,
  hardwareAssignedAssetsDecl,
  statuslabelAssetsDecl,
] as const;

export const customEndpoints = defineEndpoints([
  ...membershipEndpoints(groupMembersDecl),
  ...UPLOAD_HOLDERS.flatMap((d) => uploadEndpointSpecs(API_BASE, d)),
  ...UPLOAD_HOLDERS.filter((d) => 'v8Files' in d).flatMap((d) =>
    v8FileEndpointSpecs(
      API_BASE,
      d,
      rowSchema(getResource(d.resource)),
      notFoundText(getResource(d.resource), 'detail'),
    ),
  ),
  // After the fixed segments above: `/users/:id/uploads` must not read as the sub-list of type 'uploads'.
  {
    id: 'users.sublist',
    method: 'GET',
    path: `${API_BASE}/users/:id/:type`,
    kind: 'action',
    resource: 'users',
    summary: 'List what points at a user (assets, licenses, managed locations...)',
    auth: canUsers('read'),
    params: { type: typeParam },
    query: listQuerySchema,
    response: z.union([listEnvelope(subRowSchema), mutationEnvelope(z.null())]),
    errors: {
      404: {
        description: 'Unknown sub-list type.',
        schema: z.object({ status: z.literal('error'), message: z.string(), payload: z.null() }),
      },
    },
  },
  {
    id: 'reports.activity',
    method: 'GET',
    path: `${API_BASE}/reports/activity`,
    kind: 'action',
    summary: 'Activity report (action log)',
    auth: { action: 'read', subject: 'reports' },
    query: activityQuerySchema,
    response: listEnvelope(activityRowSchema),
  },
  {
    id: 'fieldsets.disassociate',
    method: 'DELETE',
    path: `${API_BASE}/fields/fieldsets/:fieldsetId/disassociate/:fieldId`,
    kind: 'action',
    resource: 'fieldsets',
    summary: 'Detach a field from a fieldset',
    auth: { action: 'update', subject: 'customfields' },
    response: mutationEnvelope(fieldsetsRow),
  },
  {
    id: 'apps.permissions.data',
    method: 'GET',
    path: '/apps/permissions/data',
    kind: 'action',
    summary: "List the template permissions app's permissions",
    auth: 'user',
    query: templatePermissionsQuerySchema,
    response: z.object({
      permissions: z.array(templatePermissionSchema),
      total: z.number().int(),
      params: z.record(z.string(), z.unknown()),
      allData: z.array(templatePermissionSchema),
    }),
  },
  {
    id: 'apps.permissions.add',
    method: 'POST',
    path: '/apps/permissions/add-permission',
    kind: 'action',
    summary: 'Add a template permission',
    auth: { action: 'manage', subject: 'admin' },
    body: z.object({
      permission: z.object({ name: z.unknown().optional(), assignedTo: z.array(z.string()).optional() }).optional(),
    }),
    response: mutationEnvelope(templatePermissionSchema),
  },
  {
    id: 'apps.permissions.update',
    method: 'POST',
    path: '/apps/permissions/update-permission',
    kind: 'action',
    summary: 'Rename a template permission',
    auth: { action: 'manage', subject: 'admin' },
    body: z.object({ id: z.union([z.number(), z.string()]).optional(), name: z.unknown().optional() }),
    response: mutationEnvelope(templatePermissionSchema),
  },
  {
    id: 'apps.permissions.delete',
    method: 'DELETE',
    path: '/apps/permissions/delete',
    kind: 'action',
    summary: 'Delete a template permission',
    auth: { action: 'manage', subject: 'admin' },
    query: z.object({ id: z.string().optional() }),
    body: z.object({ id: z.union([z.number(), z.string()]).optional() }),
    response: mutationEnvelope(z.null()),
  },
  // Assets, licenses, stock items, imports and their reports: each area in its own file.
  ...assetEndpoints,
  ...assetLookupEndpoints,
  ...stockEndpoints,
  ...importEndpoints,
  ...v8ExtraEndpoints,
  ...v8SublistEndpoints,
  ...assetRequestEndpoints,
  ...maintenanceReportEndpoints,
  ...peopleEndpoints,
  ...dashboardEndpoints,
  // Work orders, preventive maintenance, the service business: their manifests' calls.
  ...contractEndpointsOf(featureContracts),
]);
