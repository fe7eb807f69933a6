import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { rowSchema } from '../kit/row-schema.js';
import { defineEndpoints, type TypedEndpoint } from '../kit/endpoint.js';
import { hardware } from '../resources/hardware.js';
import { assetTagSettingsSchema } from '../kit/asset-tags.js';
import { AUDIT_REQUESTS, auditBodySchema, checkinBodySchema, checkoutBodySchema } from './asset-actions.js';

/**
 * Snipe-IT v8's asset calls by tag and serial, the legacy audit, the upcoming audit and checkin lists,
 * and label sheets: the calls sync scripts and inventory agents make.
 */

const can = (action: string) => ({ action, subject: 'assets' });
const base = `${API_BASE}/hardware`;
const hardwareRow = rowSchema(hardware);
const tagParam = { tag: z.string().min(1) };
const actionPayload = z.union([z.record(z.string(), z.unknown()), z.string()]);

export const ASSET_DOES_NOT_EXIST = 'Asset does not exist.';
export const NO_ASSETS_SELECTED = 'No assets selected.';
export const LABELS_GENERATED = 'Labels were successfully generated.';

/** `GET /hardware/{audit|audits|checkins}/{due|overdue|due-or-overdue}`: the asset list narrowed to a date window. */
const upcoming = <A extends 'audits' | 'checkins'>(action: A, summary: string): TypedEndpoint<`hardware.${A}-due`> => ({
  id: `hardware.${action}-due`,
  method: 'GET',
  path: `${base}/${action}/:request`,
  kind: 'action',
  resource: 'hardware',
  summary,
  auth: can('read'),
  params: { request: z.enum(AUDIT_REQUESTS) },
  query: listQuerySchema,
  response: z.union([listEnvelope(hardwareRow), mutationEnvelope(z.null())]),
});

export const assetLookupEndpoints = defineEndpoints([
  {
    id: 'hardware.next-tag',
    method: 'GET',
    path: `${base}/next-tag`,
    kind: 'action',
    resource: 'hardware',
    summary:
      'The tag a new asset gets when its tag is left empty (null while auto-increment is off), and the settings behind it',
    auth: can('create'),
    response: assetTagSettingsSchema.extend({ next_tag: z.string().nullable() }),
  },
  {
    id: 'hardware.bytag',
    method: 'GET',
    path: `${base}/bytag/:tag`,
    kind: 'action',
    resource: 'hardware',
    summary: 'The asset with this tag; a list when several match or `deleted=true` is asked',
    auth: can('read'),
    params: tagParam,
    query: z.object({ deleted: z.string().optional() }),
    notFound: ASSET_DOES_NOT_EXIST,
    response: z.union([hardwareRow, listEnvelope(hardwareRow), mutationEnvelope(z.null())]),
  },
  {
    id: 'hardware.byserial',
    method: 'GET',
    path: `${base}/byserial/:serial`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Assets with this serial number',
    auth: can('read'),
    params: { serial: z.string().min(1) },
    query: listQuerySchema.extend({ deleted: z.string().optional() }),
    notFound: ASSET_DOES_NOT_EXIST,
    response: z.union([listEnvelope(hardwareRow), mutationEnvelope(z.null())]),
  },
  {
    id: 'hardware.checkout-bytag',
    method: 'POST',
    path: `${base}/bytag/:tag/checkout`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Check out the asset with this tag',
    auth: can('checkout'),
    params: tagParam,
    notFound: 'Asset not found',
    body: checkoutBodySchema,
    response: mutationEnvelope(actionPayload),
  },
  {
    id: 'hardware.checkin-bytag',
    method: 'POST',
    path: `${base}/bytag/:tag/checkin`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Check in the asset with this tag',
    auth: can('checkin'),
    params: tagParam,
    body: checkinBodySchema,
    response: mutationEnvelope(actionPayload),
  },
  {
    id: 'hardware.checkinbytag',
    method: 'POST',
    path: `${base}/checkinbytag`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Check in the asset whose tag the body names (`asset_tag`)',
    auth: can('checkin'),
    body: checkinBodySchema.extend({ asset_tag: z.union([z.string(), z.number()]).optional() }),
    response: mutationEnvelope(actionPayload),
  },
  {
    id: 'hardware.audit-bytag',
    method: 'POST',
    path: `${base}/audit`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Log an audit of the asset whose tag the body names (the legacy audit call)',
    auth: can('audit'),
    body: auditBodySchema.extend({ asset_tag: z.union([z.string(), z.number()]).optional() }),
    response: mutationEnvelope(actionPayload),
  },
  upcoming('audits', 'Assets whose audit is due, overdue, or either'),
  upcoming('checkins', 'Checked-out assets whose expected checkin is due, overdue, or either'),
  {
    id: 'hardware.labels',
    method: 'POST',
    path: `${base}/labels`,
    kind: 'action',
    resource: 'hardware',
    summary: 'A PDF sheet of labels (base64) for the assets with these tags',
    auth: can('read'),
    body: z.object({ asset_tags: z.union([z.array(z.union([z.string(), z.number()])), z.string()]).optional() }),
    response: mutationEnvelope(z.object({ pdf: z.string() })),
    errors: {
      400: { description: `No tags sent: "${NO_ASSETS_SELECTED}"`, schema: mutationEnvelope(z.null()) },
      404: { description: `No asset has these tags: "${ASSET_DOES_NOT_EXIST}"`, schema: mutationEnvelope(z.null()) },
    },
  },
]);
