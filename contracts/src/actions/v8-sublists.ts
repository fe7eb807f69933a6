import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { datetimeSchema } from '../kit/dates.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema, rowSchema } from '../kit/row-schema.js';
import { defineEndpoints, type Endpoint, type TypedEndpoint } from '../kit/endpoint.js';
import { defineScopedList, scopedListEndpoint } from '../kit/scoped-list.js';
import { customFields } from '../resources/custom-fields.js';
import { fieldsets } from '../resources/fieldsets.js';
import { seatRowSchema } from './asset-actions.js';
import { consumableUserRowSchema } from './stock-actions.js';

/**
 * Snipe-IT v8's lists under a location or an asset (its users, its assets, what is checked out to it),
 * the custom field calls of its fieldset editor, a single license seat, and its consumable history path.
 */

const listOrError = <T extends z.ZodType>(row: T) => z.union([listEnvelope(row), mutationEnvelope(z.null())]);
const loose = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

/** The route binding's text for a fieldset these calls name that does not exist. */
export const FIELDSET_NOT_FOUND = 'CustomFieldset not found';

/** An accessory unit checked out to a location or an asset (LocationsTransformer::transformCheckedoutAccessory). */
export const assignedAccessoryRowSchema = z.object({
  id: z.number().int(),
  assigned_to: z.number().int(),
  accessory: refSchema.nullable(),
  image: z.string().nullable(),
  note: z.string().nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
  available_actions: z.record(z.string(), z.boolean()),
});

/** A fieldset field with the default a model gives it (transformCustomFieldWithDefaultValue). */
const fieldDefaultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  field_values_array: z.array(z.string()).nullable(),
  default_value: z.string().nullable(),
});

const sublist = <I extends string>(
  id: I,
  path: string,
  summary: string,
  subject: string,
  row: z.ZodType,
  resource: string,
): TypedEndpoint<I> => ({
  id,
  method: 'GET',
  path: `${API_BASE}${path}`,
  kind: 'action',
  resource,
  summary,
  auth: { action: 'read', subject },
  query: listQuerySchema,
  response: listOrError(row),
});

const fieldsetAction = <I extends string>(
  id: I,
  path: string,
  summary: string,
  rest: Partial<Omit<Endpoint, 'id'>>,
): TypedEndpoint<I> => ({
  id,
  method: 'POST',
  path: `${API_BASE}${path}`,
  kind: 'action',
  resource: 'fieldsets',
  summary,
  auth: { action: 'update', subject: 'customfields' },
  response: mutationEnvelope(rowSchema(fieldsets)),
  ...rest,
});

const readAssets = { action: 'read', subject: 'assets' } as const;

/** The users and assets at a location, the assets checked out to a location or an asset: the lists, scoped. */
export const locationUsersDecl = defineScopedList({
  id: 'locations.users',
  path: '/locations/:id/users',
  summary: 'Users at a location',
  parent: 'locations',
  list: 'users',
  by: { column: 'location_id' },
  auth: { action: 'read', subject: 'users' },
});
export const locationAssetsDecl = defineScopedList({
  id: 'locations.assets',
  path: '/locations/:id/assets',
  summary: 'Assets at a location',
  parent: 'locations',
  list: 'hardware',
  by: { column: 'location_id' },
  auth: readAssets,
});
export const locationAssignedAssetsDecl = defineScopedList({
  id: 'locations.assigned-assets',
  path: '/locations/:id/assigned/assets',
  summary: 'Assets checked out to a location',
  parent: 'locations',
  list: 'hardware',
  by: { assigned: 'location' },
  auth: readAssets,
});
export const hardwareAssignedAssetsDecl = defineScopedList({
  id: 'hardware.assigned-assets',
  path: '/hardware/:id/assigned/assets',
  summary: 'Assets checked out to an asset',
  parent: 'hardware',
  list: 'hardware',
  by: { assigned: 'asset' },
  auth: readAssets,
});

export const v8SublistEndpoints = defineEndpoints([
  scopedListEndpoint(locationUsersDecl),
  scopedListEndpoint(locationAssetsDecl),
  scopedListEndpoint(locationAssignedAssetsDecl),
  sublist(
    'locations.assigned-accessories',
    '/locations/:id/assigned/accessories',
    'Accessories checked out to a location',
    'accessories',
    assignedAccessoryRowSchema,
    'locations',
  ),
  scopedListEndpoint(hardwareAssignedAssetsDecl),
  sublist(
    'hardware.assigned-accessories',
    '/hardware/:id/assigned/accessories',
    'Accessories checked out to an asset',
    'accessories',
    assignedAccessoryRowSchema,
    'hardware',
  ),
  sublist(
    'consumables.users-v8',
    '/consumables/:id/users',
    'Who took a consumable (Snipe-IT path)',
    'consumables',
    consumableUserRowSchema,
    'consumables',
  ),
  {
    id: 'licenses.seat',
    method: 'GET',
    path: `${API_BASE}/licenses/:id/seats/:seatId`,
    kind: 'action',
    resource: 'licenses',
    summary: "One of a license's seats",
    auth: { action: 'read', subject: 'licenses' },
    response: z.union([seatRowSchema, mutationEnvelope(z.null())]),
  },
  fieldsetAction('fields.associate', '/fields/:id/associate', 'Add a field to a fieldset (body fieldset_id)', {
    notFound: 'CustomField not found',
    body: z.object({ fieldset_id: loose, required: loose, order: loose }),
  }),
  fieldsetAction(
    'fields.disassociate',
    '/fields/:id/disassociate',
    'Take a field out of a fieldset (body fieldset_id)',
    { notFound: 'CustomField not found', body: z.object({ fieldset_id: loose }) },
  ),
  fieldsetAction('fieldsets.fields', '/fieldsets/:id/fields', "A fieldset's fields (Snipe-IT answers it to a POST)", {
    notFound: FIELDSET_NOT_FOUND,
    body: z.object({}),
    auth: { action: 'read', subject: 'customfields' },
    response: listOrError(rowSchema(customFields)),
  }),
  fieldsetAction(
    'fieldsets.fields-defaults',
    '/fieldsets/:id/fields/:modelId',
    "A fieldset's fields with the defaults a model gives them",
    {
      notFound: FIELDSET_NOT_FOUND,
      body: z.object({}),
      auth: { action: 'read', subject: 'customfields' },
      response: listOrError(fieldDefaultSchema),
    },
  ),
  fieldsetAction(
    'fields.order',
    '/fields/fieldsets/:id/order',
    "Reorder a fieldset's fields (body item[]: field ids)",
    {
      notFound: FIELDSET_NOT_FOUND,
      body: z.object({ item: z.unknown().optional() }),
    },
  ),
]);
