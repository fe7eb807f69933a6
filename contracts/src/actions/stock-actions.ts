import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { activityRowSchema } from '../kit/activity.js';
import { datetimeSchema } from '../kit/dates.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema } from '../kit/row-schema.js';
import { defineEndpoints, type Endpoint, type TypedEndpoint } from '../kit/endpoint.js';
import { assigneeSchema } from '../resources/hardware.js';
import { componentPivotRowSchema, seatRowSchema } from './asset-actions.js';

/** License seats, accessory, component and consumable checkouts, and their logs. */

const loose = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();
const listOrError = <T extends z.ZodType>(row: T) => z.union([listEnvelope(row), mutationEnvelope(z.null())]);
const action = <const I extends string>(
  id: I,
  method: Endpoint['method'],
  path: string,
  resource: string,
  summary: string,
  verb: string,
  rest: Partial<Omit<Endpoint, 'id'>> & Pick<Endpoint, 'response'>,
): TypedEndpoint<I> => ({
  id,
  method,
  path: `${API_BASE}${path}`,
  kind: 'action',
  resource,
  summary,
  auth: { action: verb, subject: resource },
  ...rest,
});

/** One row of `accessories/{id}/checkedout`: the checkout record and who or what holds the unit. */
export const accessoryCheckoutRowSchema = z.object({
  id: z.number().int(),
  assigned_to: assigneeSchema.nullable(),
  note: z.string().nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
  available_actions: z.record(z.string(), z.boolean()),
});

/** One row of `consumables/view/{id}/users`: a unit handed to a user. */
export const consumableUserRowSchema = z.object({
  id: z.number().int(),
  user: refSchema.nullable(),
  /** Snipe-IT's keys: the taker's picture, and who handed it out by name (its legacy `admin`). */
  avatar: z.string().nullable(),
  name: z.string(),
  note: z.string().nullable(),
  admin: z.string().nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
});

export const checkoutLogQuerySchema = listQuerySchema.extend({
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  status: z.string().optional(),
});

const messagesOnly = mutationEnvelope(z.union([z.record(z.string(), z.unknown()), z.null()]));

export const stockEndpoints = defineEndpoints([
  action('licenses.seats', 'GET', '/licenses/:id/seats', 'licenses', "List a license's seats", 'read', {
    notFound: 'License does not exist or you do not have permission to view it.',
    query: listQuerySchema,
    response: listOrError(seatRowSchema),
  }),
  // PATCH and PUT are the same seat update, as the real backend's resource route.
  ...(['PATCH', 'PUT'] as const).map((method) =>
    action(
      `licenses.seat-${method === 'PATCH' ? 'update' : 'replace'}`,
      method,
      '/licenses/:id/seats/:seatId',
      'licenses',
      'Check a seat out to a user or an asset, or back in',
      'checkout',
      {
        body: z.object({ assigned_to: loose, asset_id: loose, notes: loose }),
        response: mutationEnvelope(z.record(z.string(), z.unknown())),
      },
    ),
  ),
  action(
    'accessories.checkedout',
    'GET',
    '/accessories/:id/checkedout',
    'accessories',
    'Who holds units of an accessory',
    'read',
    { query: listQuerySchema, response: listOrError(accessoryCheckoutRowSchema) },
  ),
  action(
    'accessories.checkout',
    'POST',
    '/accessories/:id/checkout',
    'accessories',
    'Check accessory units out to a user, a location or an asset',
    'checkout',
    {
      body: z.object({
        checkout_to_type: loose,
        assigned_user: loose,
        assigned_location: loose,
        assigned_asset: loose,
        checkout_qty: loose,
        note: loose,
      }),
      response: messagesOnly,
    },
  ),
  action(
    'accessories.checkin',
    'POST',
    '/accessories/:id/checkin',
    'accessories',
    'Check one unit back in',
    'checkin',
    {
      // The id is the checkout record's; the real backend's text leaves its placeholder unfilled (sic).
      notFound: 'The accessory [:id] does not exist.',
      body: z.object({ note: loose }),
      response: messagesOnly,
    },
  ),
  action(
    'accessories.checkout-log',
    'GET',
    '/accessories/:id/checkout_acc_log',
    'accessories',
    "An accessory's checkouts and checkins",
    'read',
    { query: checkoutLogQuerySchema, response: listOrError(activityRowSchema) },
  ),
  action('components.assets', 'GET', '/components/:id/assets', 'components', 'Assets a component is in', 'read', {
    query: listQuerySchema,
    response: listOrError(componentPivotRowSchema),
  }),
  action(
    'components.checkout',
    'POST',
    '/components/:id/checkout',
    'components',
    'Install component units in an asset',
    'checkout',
    {
      notFound: 'Component does not exist.',
      body: z.object({ assigned_to: loose, assigned_qty: loose, note: loose }),
      response: messagesOnly,
    },
  ),
  action(
    'components.checkin',
    'POST',
    '/components/:id/checkin',
    'components',
    'Take component units out of an asset',
    'checkin',
    {
      // The id is the component-to-asset record's.
      notFound: 'No matching checkouts for that component join record',
      body: z.object({ checkin_qty: loose, note: loose }),
      response: messagesOnly,
    },
  ),
  action(
    'components.checkout-log',
    'GET',
    '/components/:id/checkout_comp_log',
    'components',
    "A component's checkouts and checkins",
    'read',
    { query: checkoutLogQuerySchema, response: listOrError(activityRowSchema) },
  ),
  action('consumables.users', 'GET', '/consumables/view/:id/users', 'consumables', 'Who took a consumable', 'read', {
    query: listQuerySchema,
    response: listOrError(consumableUserRowSchema),
  }),
  action(
    'consumables.checkout',
    'POST',
    '/consumables/:id/checkout',
    'consumables',
    'Hand consumable units to a user',
    'checkout',
    {
      notFound: 'Consumable does not exist.',
      body: z.object({ assigned_to: loose, checkout_qty: loose, note: loose }),
      response: messagesOnly,
    },
  ),
]);
