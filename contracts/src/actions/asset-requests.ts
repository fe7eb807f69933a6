import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { dateSchema, datetimeSchema } from '../kit/dates.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { defineEndpoints, type TypedEndpoint } from '../kit/endpoint.js';

/** Snipe-IT's asset requests: people ask for requestable assets, and may cancel (its `account` calls). */

export const REQUEST_TEXT = {
  submitted: 'Request successfully submitted.',
  canceled: 'Request successfully canceled.',
  notRequestable: 'Asset is not requestable',
} as const;

/** A requestable asset as `account/requestable/hardware` lists it (transformRequestedAsset). */
export const requestableRowSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  asset_tag: z.string(),
  serial: z.string().nullable(),
  image: z.string().nullable(),
  model: z.string().nullable(),
  model_number: z.string().nullable(),
  expected_checkin: dateSchema.nullable(),
  location: z.string().nullable(),
  status: z.string().nullable(),
  assigned_to_self: z.boolean(),
});

/** One of the caller's requests (ProfileController::requestedAssets). */
export const requestRowSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  name: z.string(),
  type: z.string(),
  qty: z.number().int(),
  location: z.string().nullable(),
  expected_checkin: datetimeSchema.nullable(),
  request_date: datetimeSchema.nullable(),
});

const request = <I extends string>(id: I, suffix: string, summary: string): TypedEndpoint<I> => ({
  id,
  method: 'POST',
  path: `${API_BASE}/account/request/:id${suffix}`,
  kind: 'action',
  resource: 'hardware',
  summary,
  auth: 'user',
  // Clients send an empty JSON object, or nothing.
  body: z.object({}),
  response: mutationEnvelope(z.null()),
});

export const assetRequestEndpoints = defineEndpoints([
  {
    id: 'account.requestable',
    method: 'GET',
    path: `${API_BASE}/account/requestable/hardware`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Assets people may request',
    auth: { action: 'view.requestable', subject: 'assets' },
    query: listQuerySchema,
    response: listEnvelope(requestableRowSchema),
  },
  {
    id: 'account.requests',
    method: 'GET',
    path: `${API_BASE}/account/requests`,
    kind: 'action',
    summary: "The signed-in user's open requests",
    auth: 'user',
    response: listEnvelope(requestRowSchema),
  },
  request('account.request', '', 'Request an asset (it must be requestable and deployable or pending)'),
  request('account.request-cancel', '/cancel', "Cancel the caller's request for an asset"),
]);
