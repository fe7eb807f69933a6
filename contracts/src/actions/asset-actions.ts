import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { datetimeSchema } from '../kit/dates.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema, rowSchema } from '../kit/row-schema.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { hardware } from '../resources/hardware.js';

/** Asset actions beyond the generic CRUD: checkout, checkin, audit, the audit lists and the detail's tabs. */

const can = (action: string) => ({ action, subject: 'assets' });
const base = `${API_BASE}/hardware`;
const loose = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

/** A license seat: who or what holds it (reference §2.3 seat row). */
export const seatRowSchema = z.object({
  id: z.number().int(),
  license_id: z.number().int(),
  license: refSchema.nullable(),
  assigned_user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }).nullable(),
  assigned_asset: refSchema.nullable(),
  location: refSchema.nullable(),
  reassignable: z.boolean(),
  notes: z.string().nullable(),
  user_can_checkout: z.boolean(),
  created_at: datetimeSchema.nullable(),
  updated_at: datetimeSchema.nullable(),
  available_actions: z.record(z.string(), z.boolean()),
});
export type SeatRow = z.infer<typeof seatRowSchema>;

/** Components installed in an asset (`{id}/components`) or an asset holding a component (`{id}/assets`). */
export const componentPivotRowSchema = z.object({
  assigned_pivot_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  qty: z.number().int(),
  note: z.string().nullable(),
  type: z.string(),
  created_at: datetimeSchema.nullable(),
  available_actions: z.record(z.string(), z.boolean()),
});

export const checkoutBodySchema = z.object({
  checkout_to_type: loose,
  assigned_user: loose,
  assigned_location: loose,
  assigned_asset: loose,
  status_id: loose,
  checkout_at: loose,
  expected_checkin: loose,
  name: loose,
  note: loose,
});
export const checkinBodySchema = z.object({
  note: loose,
  location_id: loose,
  update_default_location: loose,
  status_id: loose,
  name: loose,
  checkin_at: loose,
});
export const auditBodySchema = z.object({
  note: loose,
  next_audit_date: loose,
  update_location: loose,
  location_id: loose,
});

const actionPayload = z.union([z.record(z.string(), z.unknown()), z.string()]);
const hardwareRow = rowSchema(hardware);
export const AUDIT_REQUESTS = ['due', 'overdue', 'due-or-overdue'] as const;

export const assetEndpoints = defineEndpoints([
  {
    id: 'hardware.checkout',
    method: 'POST',
    path: `${base}/:id/checkout`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Check an asset out to a user, a location or another asset',
    auth: can('checkout'),
    body: checkoutBodySchema,
    response: mutationEnvelope(actionPayload),
  },
  {
    id: 'hardware.checkin',
    method: 'POST',
    path: `${base}/:id/checkin`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Check an asset back in',
    auth: can('checkin'),
    body: checkinBodySchema,
    response: mutationEnvelope(actionPayload),
  },
  {
    id: 'hardware.audit',
    method: 'POST',
    path: `${base}/:id/audit`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Log an audit of an asset and schedule the next one',
    auth: can('audit'),
    body: auditBodySchema,
    response: mutationEnvelope(
      z.object({
        id: z.number().int(),
        asset_tag: z.string(),
        note: z.string().nullable(),
        next_audit_date: datetimeSchema.nullable(),
      }),
    ),
  },
  // The server also answers `/hardware/audits/:request`, the newer spelling, on the same handler.
  {
    id: 'hardware.audit-due',
    method: 'GET',
    path: `${base}/audit/:request`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Assets whose audit is due, overdue, or either',
    auth: can('read'),
    params: { request: z.enum(AUDIT_REQUESTS) },
    query: listQuerySchema,
    response: z.union([listEnvelope(hardwareRow), mutationEnvelope(z.null())]),
  },
  {
    id: 'hardware.licenses',
    method: 'GET',
    path: `${base}/:id/licenses`,
    kind: 'action',
    resource: 'hardware',
    summary: 'License seats checked out to an asset',
    auth: can('read'),
    query: listQuerySchema,
    response: z.union([listEnvelope(seatRowSchema), mutationEnvelope(z.null())]),
  },
  {
    id: 'hardware.components',
    method: 'GET',
    path: `${base}/:id/components`,
    kind: 'action',
    resource: 'hardware',
    summary: 'Components installed in an asset',
    auth: can('read'),
    query: listQuerySchema,
    response: z.union([listEnvelope(componentPivotRowSchema), mutationEnvelope(z.null())]),
  },
]);
