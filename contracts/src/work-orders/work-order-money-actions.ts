import { z } from 'zod';
import { datetimeSchema } from '../kit/dates.js';
import { mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema } from '../kit/row-schema.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { decimalInputSchema, moneyTotalsSchema, pricedLineSchema } from '../kit/money-lines.js';
import { WORK_ORDER_STATES } from '../kit/work-order-states.js';
import { WO_AUTH, choiceField, detailOrError, field, idField, listOrError, woAction } from '../kit/work-order-kit.js';
import { inspectableRefSchema } from './work-orders.js';

/** The estimate of a work order and the service report written when it is done. */

export const QUOTATION_STATUSES = ['draft', 'sent', 'accepted', 'rejected'] as const;
export const QUOTATION_LINE_KINDS = ['labour', 'part', 'other'] as const;

export const quotationLineSchema = pricedLineSchema.extend({
  id: z.number().int(),
  kind: z.enum(QUOTATION_LINE_KINDS),
  description: z.string(),
  consumable_id: z.number().int().nullable(),
  component_id: z.number().int().nullable(),
});

export const quotationSchema = moneyTotalsSchema.extend({
  work_order_id: z.number().int(),
  notes: z.string().nullable(),
  status: z.enum(QUOTATION_STATUSES),
  lines: z.array(quotationLineSchema),
  updated_by: refSchema.nullable(),
  updated_at: datetimeSchema.nullable(),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const quotationLineInputSchema = z.object({
  kind: choiceField('kind', QUOTATION_LINE_KINDS, true),
  description: field('description', { kind: 'text', required: true, max: 255 }),
  quantity: decimalInputSchema,
  unit_price: decimalInputSchema,
  consumable_id: idField('consumable_id', 'consumables'),
  component_id: idField('component_id', 'components'),
});
export const quotationBodySchema = z.object({
  tax_rate: field('tax_rate', { kind: 'integer', min: 0, max: 10_000 }),
  notes: field('notes', { kind: 'textarea' }),
  status: choiceField('status', QUOTATION_STATUSES),
  lines: z.array(quotationLineInputSchema, { error: 'The lines field must be an array.' }).max(200).optional(),
});

export const partUsedSchema = z.object({ description: z.string(), quantity: z.number() });

export const serviceReportSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  work_order: z.object({
    id: z.number().int(),
    number: z.string(),
    title: z.string(),
    state: z.enum(WORK_ORDER_STATES),
    assignee: refSchema.nullable(),
    inspectables: z.array(inspectableRefSchema),
    locations: z.array(refSchema),
    customer_id: z.number().int().nullable(),
    started_at: datetimeSchema.nullable(),
    completed_at: datetimeSchema.nullable(),
  }),
  findings: z.string(),
  actions_taken: z.string().nullable(),
  parts_used: z.array(partUsedSchema),
  time_minutes: z.number().int().nullable(),
  customer_signoff_name: z.string().nullable(),
  signed_at: datetimeSchema.nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
  updated_at: datetimeSchema.nullable(),
});
export type ServiceReport = z.infer<typeof serviceReportSchema>;

export const serviceReportBodySchema = z.object({
  workorder_id: idField('workorder_id', 'workorders', true),
  findings: field('findings', { kind: 'textarea', required: true }),
  actions_taken: field('actions_taken', { kind: 'textarea' }),
  parts_used: z
    .array(
      z.object({
        description: field('part description', { kind: 'text', required: true, max: 255 }),
        quantity: field('part quantity', { kind: 'number', required: true, min: 0, max: 1e6 }),
      }),
      { error: 'The parts used field must be an array.' },
    )
    .max(100)
    .optional(),
  time_minutes: field('time_minutes', { kind: 'integer', min: 0, max: 100_000 }),
  customer_signoff_name: field('customer_signoff_name', { kind: 'text', max: 255 }),
});

export const workOrderMoneyEndpoints = defineEndpoints([
  woAction(
    'workorders.quotation',
    'GET',
    '/workorder/:id/quotation',
    'The estimate of a work order (BHD)',
    WO_AUTH.read,
    {
      response: detailOrError(quotationSchema),
    },
  ),
  woAction(
    'workorders.quotation-save',
    'PUT',
    '/workorder/:id/quotation',
    'Write the estimate of a work order',
    WO_AUTH.edit,
    {
      body: quotationBodySchema,
      response: mutationEnvelope(quotationSchema),
    },
  ),
  woAction(
    'workorders.service-reports',
    'POST',
    '/service-reports',
    'List service reports (a POST, as the spec says)',
    WO_AUTH.read,
    {
      body: listQuerySchema.extend({
        workorder_id: z.union([z.string(), z.number()]).optional(),
        customer_id: z.union([z.string(), z.number()]).optional(),
      }),
      response: listOrError(serviceReportSchema),
    },
  ),
  woAction(
    'workorders.service-report-create',
    'POST',
    '/service-reports/create',
    'Write the service report of a completed work order',
    WO_AUTH.read,
    { body: serviceReportBodySchema, response: mutationEnvelope(serviceReportSchema) },
  ),
  woAction(
    'workorders.service-report',
    'GET',
    '/service-reports/:id',
    'A service report (the printable view)',
    WO_AUTH.read,
    {
      notFound: 'Service report not found',
      response: detailOrError(serviceReportSchema),
    },
  ),
]);
